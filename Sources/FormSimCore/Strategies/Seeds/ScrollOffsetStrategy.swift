/// After the keyboard has shown, adds to the content offset whatever the field's bottom is below
/// `screenHeight − keyboardHeight`, with no animation; restores the saved offset on hide.
///
/// Source: the article `info` cites ("Making the iOS text field/view visible which is
/// located under keyboard", Lekh Diagram). Quirks kept on purpose:
/// - It acts on `keyboardDidShow`: the field stays covered while the keyboard slides, then the
///   content **jumps** (no animation).
/// - The screen height is the application frame's (the window less the status bar) while the
///   field's position is in root-view coordinates that include the status bar, so the field stops
///   20 pt higher than intended.
/// - In landscape it reads the keyboard's and the application frame's *width*, which is right
///   only before iOS 8 (portrait-fixed frames); on modern iOS both are the long side and the field
///   is thrown to the top of the screen.
/// - `originalOffset` is re-saved on every did-show, so after a focus change that re-posts it,
///   dismissing restores the scrolled offset instead of the original.
public struct ScrollOffsetStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "scroll-offset", source: "article",
    article: .makingTheTextFieldVisible,
    summary: "on did-show: offset += bottom - (appFrame.h - kb), no animation",
    quirks: [
      "acts only after the keyboard has stopped, then jumps",
      "mixes application-frame and root-view coordinates (20 pt off)",
      "reads widths in landscape: right before iOS 8, wrong after",
      "re-saves the offset to restore on every did-show",
    ])

  private var editView: Int?
  private var originalOffset = Point.zero

  public init() {}

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    editView = field
  }

  public mutating func keyboardDidShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    let keyboardSize = notification.beginFrame.size
    let landscape = world.orientation == .landscape
    let keyboardHeight = landscape ? keyboardSize.width : keyboardSize.height
    originalOffset = world.contentOffset
    guard let field = editView else { return }
    let frame = world.fieldFrame(field)
    var cp = world.convert(
      Rect(origin: frame.origin, size: .zero), from: .contentView, to: .rootView
    )
    .origin
    cp.y += frame.height
    let bounds = world.applicationFrame
    let sh = landscape ? bounds.width : bounds.height
    if cp.y > sh - keyboardHeight {
      var offset = world.contentOffset
      offset.y += cp.y - (sh - keyboardHeight)
      world.setContentOffset(offset, animated: false)
    }
  }

  /// The plain assignment `scroller.contentOffset = originalScrollOffset` runs inside the
  /// keyboard's own animation (see `KeyboardNotification.enclosingAnimation`), so the form
  /// slides back with the keyboard rather than jumping.
  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    let restore = originalOffset
    if let timing = notification.enclosingAnimation(in: world.era) {
      world.animate(timing) { $0.contentOffset = restore }
    } else {
      world.setContentOffset(restore, animated: false)
    }
  }
}

extension ScrollOffsetStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { _ in ScrollOffsetStrategy() }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "keyboardDidShow: the field's bottom is above appFrame height − keyboard height, so no scroll."
    case .lowField:
      return
        "After the keyboard stops, contentOffset jumps with no animation; root-view y against the app frame leaves the field \(figures.statusBar) pt short."
    case .next:
      return
        "The re-posted did-show jumps again, and saves this offset as the 'original' to restore."
    case .type:
      return "Typing into the field it jumped to."
    case .rotate:
      return
        "Landscape: it reads the begin frame's width as the keyboard height — right before iOS 8, wrong after."
    case .rotateBack:
      return "Back to portrait: another jump, from the landscape keyboard's begin frame."
    case .dismiss:
      return
        "keyboardWillHide restores the offset saved at the last did-show — already scrolled — so the form does not go back."
    }
  }
}
