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
/// - it is layout only: nothing scrolls the focused field into view, so a field that was below
///   the new bottom stays out of sight until the user scrolls;
/// - on hide the scroll view grows back and UIKit only pulls the offset back when it is past the
///   content's end.
public struct KeyboardLayoutGuideStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "keyboard-layout-guide", group: .platforms,
    source: "Apple UIKeyboardLayoutGuide documentation (iOS 15+; UIKit code not public)",
    summary: "scroll view bottom pinned to the keyboard's top; nothing scrolls",
    defaults: ["constraint constant 0 pt", "followsUndockedKeyboard false"],
    quirks: [
      "layout only: the focused field is not scrolled into view",
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
    let keyboard = world.windowFrame(fromNotification: notification.endFrame)
    let safeBottom = world.device.bottomSafeArea(world.orientation)
    let guideTop = min(keyboard.minY, world.windowBounds.maxY - safeBottom)
    let overlap = max(0, world.scrollViewInWindow.maxY - (guideTop - constant))
    let inset = max(0, overlap - world.automaticContentInset.bottom)
    world.animate(notification.timing) {
      $0.contentInset.bottom = inset
      $0.scrollIndicatorInsets.bottom = inset
    }
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    // The guide is back at the safe area, where the scroll view's own inset covers it.
    world.animate(notification.timing) { world in
      world.contentInset.bottom = 0
      world.scrollIndicatorInsets.bottom = 0
      if let end = world.offsetPastScrollEnd { world.contentOffset = end }
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
        "Layout only: the low field is below the scroll view's new bottom and nothing scrolls it up."
    case .next:
      return "The guide is already at the keyboard: nothing moves."
    case .type:
      return "The text goes into a field the user cannot see."
    case .rotate:
      return "Landscape: the guide follows the shorter keyboard; still no scroll."
    case .rotateBack:
      return "Back to portrait: the guide rises with the taller keyboard."
    case .dismiss:
      return "The guide drops to the safe area; the offset is only clamped to the content."
    }
  }
}
