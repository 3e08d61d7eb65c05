/// SwiftUI's keyboard safe area: a `ScrollView` of `TextField`s with no keyboard code at all.
///
/// Source: Apple's documentation of the keyboard safe-area region (`SafeAreaRegions.keyboard`,
/// `ignoresSafeArea(_:edges:)`, developer.apple.com/documentation/swiftui/saferegions) and the
/// behaviour SwiftUI has shipped since iOS 14. SwiftUI's code is not public, so this models the
/// documented and observed behaviour, not a source file.
///
/// Algorithm: when the keyboard shows, the keyboard becomes part of the safe area, so the
/// `ScrollView`'s visible region ends at the keyboard's top, in the keyboard's animation; the
/// scroll view then scrolls the focused field just into view — the least movement that puts its
/// bottom at the keyboard's top (or its top at the top of the visible region), no margin. A focus
/// change with the keyboard up does the same for the new field. When the keyboard hides, the
/// region grows back and the offset is only pulled back if it is past the content's end.
///
/// Defaults: no distance parameter of its own (`--margin` adds padding below the field; 0).
/// Quirks kept:
/// - the field ends flush with the keyboard: no gap;
/// - nothing restores the offset on hide.
public struct SwiftUIStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "swiftui", group: .platforms,
    source: "Apple SwiftUI keyboard safe-area documentation (iOS 14+; SwiftUI code not public)",
    summary: "the ScrollView ends at the keyboard and scrolls the focused field just into view",
    defaults: ["padding 0 pt"],
    quirks: [
      "the field ends flush with the keyboard",
      "the offset is not restored on hide",
    ])

  /// Extra room kept below the field (SwiftUI has none: 0).
  public var padding: Double
  private var keyboardTiming = AnimationTiming.seed

  public init(padding: Double = 0) {
    self.padding = padding
  }

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    guard world.keyboardShown else { return }
    reveal(field, keyboard: world.keyboardFrame, timing: keyboardTiming, in: &world)
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    keyboardTiming = notification.timing
    let keyboard = world.windowFrame(fromNotification: notification.endFrame)
    let overlap = max(0, world.scrollViewInWindow.maxY - keyboard.minY)
    let inset = max(0, overlap - world.automaticContentInset.bottom)
    world.animate(notification.timing) {
      $0.contentInset.bottom = inset
      $0.scrollIndicatorInsets.bottom = inset
    }
    if let field = world.focusedIndex {
      reveal(field, keyboard: keyboard, timing: notification.timing, in: &world)
    }
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    world.animate(notification.timing) { world in
      world.contentInset.bottom = 0
      world.scrollIndicatorInsets.bottom = 0
      if let end = world.offsetPastScrollEnd { world.contentOffset = end }
    }
  }

  /// The least scroll that shows the whole field between the status bar (the top of the safe
  /// area) and the keyboard's top.
  private func reveal(_ field: Int, keyboard: Rect, timing: AnimationTiming, in world: inout World)
  {
    let frame = world.fieldFrame(field)
    let offset = world.contentOffset
    let scroll = world.scrollViewInWindow
    let visibleTop = max(world.statusBarHeight, scroll.minY)
    let visibleBottom = min(keyboard.minY, scroll.maxY)
    // A content y shows at y − offset + the scroll view's top in the window.
    var target = offset.y
    if frame.maxY + padding - target + scroll.minY > visibleBottom {
      target = frame.maxY + padding + scroll.minY - visibleBottom
    }
    if frame.minY - target + scroll.minY < visibleTop {
      target = frame.minY + scroll.minY - visibleTop
    }
    guard target != offset.y else { return }
    world.animate(timing) { $0.contentOffset = Point(x: offset.x, y: target) }
  }
}

extension SwiftUIStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { options in SwiftUIStrategy(padding: options.margin ?? 0) }, caption: caption
  )

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "The keyboard joins the safe area: the ScrollView ends at its top; the field already shows."
    case .lowField:
      return
        "The ScrollView scrolls the focused field just into view: its bottom flush with the keyboard."
    case .next:
      return "The next field is scrolled just into view too, flush with the keyboard."
    case .type:
      return "Typing into a field sitting right on the keyboard."
    case .rotate:
      return "Landscape: the safe area follows the keyboard and the field is revealed again."
    case .rotateBack:
      return "Back to portrait: the keyboard safe area grows; the field is already in view."
    case .dismiss:
      return "The safe area shrinks back; nothing restores the offset."
    }
  }
}
