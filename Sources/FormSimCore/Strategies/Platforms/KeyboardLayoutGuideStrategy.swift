/// `UIKeyboardLayoutGuide` (iOS 15+): the scroll view's bottom pinned to
/// `view.keyboardLayoutGuide.topAnchor`, so the system moves it with the keyboard.
///
/// Source: Apple's documentation of `UIKeyboardLayoutGuide` and `followsUndockedKeyboard`
/// (developer.apple.com/documentation/uikit/uikeyboardlayoutguide) and WWDC21 session 10259,
/// "Your guide to keyboard layout". UIKit's code is not public, so this models the documented
/// behaviour, not a source file.
///
/// Algorithm: the guide's top is the keyboard's top while it is docked and on screen, and the
/// bottom of the safe area otherwise; UIKit updates it inside the keyboard's own animation. With
/// the scroll view's bottom constrained to it (constant `--margin`, default 0), the visible area
/// ends at the keyboard: FormSim's full-window scroll view gets the equivalent bottom inset
/// (`guide height + constant`, less the safe-area inset it already adds). The constant is the
/// space kept above the keyboard; at rest FormSim's scroll view still reaches the window's
/// bottom.
///
/// Defaults: `followsUndockedKeyboard` false (an undocked or floating keyboard lets the guide
/// drop to the bottom; FormSim's keyboards are always docked), constraint constant 0.
/// Quirks kept:
/// - it is layout only: the code scrolls nothing. UIKit's own scrolling of the first responder
///   into the scroll view's bounds (`Simulator+FirstResponder`) then brings a field that was
///   below the new bottom up until its bottom edge meets the guide, with no margin;
/// - on hide the scroll view grows back and UIKit only pulls the offset back when it is past the
///   content's end.
public struct KeyboardLayoutGuideStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "keyboard-layout-guide", group: .platforms,
    source: "Apple UIKeyboardLayoutGuide documentation (iOS 15+; UIKit code not public)",
    summary: "scroll view bottom pinned to the keyboard's top; only UIKit scrolls",
    defaults: ["constraint constant 0 pt", "followsUndockedKeyboard false"],
    quirks: [
      "layout only: UIKit alone scrolls the field, up to the guide",
      "on hide the offset is only clamped to the content's end",
    ])

  /// The constraint's constant: extra space between the scroll view and the guide.
  public var constant: Double

  public init(constant: Double = 0) {
    self.constant = constant
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    Self.follow(notification, showing: true, space: constant, in: &world)
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    Self.follow(notification, showing: false, space: constant, in: &world)
  }

  /// What UIKit does at a keyboard notification to a scroll view whose bottom is pinned `space`
  /// above the guide's top: the same for this strategy and for a handler whose code makes the
  /// constraint (`view.keyboardLayoutGuide.topAnchor.constraint(…)`).
  public static func follow(
    _ notification: KeyboardNotification, showing: Bool, space: Double, in world: inout World
  ) {
    guard showing else {
      // The guide is back at the safe area, where the scroll view's own inset covers it.
      world.animate(notification.timing) { world in
        world.contentInset.bottom = 0
        world.scrollIndicatorInsets.bottom = 0
        if let end = world.offsetPastScrollEnd { world.contentOffset = end }
      }
      return
    }
    let keyboard = world.windowFrame(fromNotification: notification.endFrame)
    let safeBottom = world.device.bottomSafeArea(world.orientation)
    let guideTop = min(keyboard.minY, world.windowBounds.maxY - safeBottom)
    let overlap = max(0, world.scrollViewInWindow.maxY - (guideTop - space))
    let inset = max(0, overlap - world.automaticContentInset.bottom)
    world.animate(notification.timing) {
      $0.contentInset.bottom = inset
      $0.scrollIndicatorInsets.bottom = inset
    }
  }
}

extension KeyboardLayoutGuideStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { options in KeyboardLayoutGuideStrategy(constant: options.margin ?? 0) },
    caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "The layout guide rises with the keyboard, in its animation: the scroll view's bottom follows it."
    case .lowField:
      return
        "Layout only: UIKit itself scrolls the low field into the shorter scroll view, up to the guide."
    case .next:
      return "The guide is already at the keyboard; UIKit scrolls the next field up to it."
    case .type:
      return "The text goes into a field UIKit keeps just above the guide."
    case .rotate:
      return
        "Landscape: the guide follows the shorter keyboard; UIKit scrolls the field back into view."
    case .rotateBack:
      return "Back to portrait: the guide rises with the taller keyboard."
    case .dismiss:
      return "The guide drops to the safe area; the offset is only clamped to the content."
    }
  }
}
