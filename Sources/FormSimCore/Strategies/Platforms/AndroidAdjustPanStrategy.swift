/// Android's `windowSoftInputMode="adjustPan"`: the window keeps its size and the system pans
/// its contents up until the focused field is above the soft keyboard.
///
/// Source: Android's documentation of `android:windowSoftInputMode`
/// (developer.android.com/guide/topics/manifest/activity-element#wsoft): "The activity's main
/// window is not resized … Rather, the contents of the window are automatically panned so that
/// the current focus is never obscured by the keyboard." The pan is AOSP's
/// `frameworks/base/core/java/android/view/ViewRootImpl.java` (`scrollToRectOrFocus`) with
/// `TextView.getFocusedRect`; the platform's code is open source but not in the corpus FormSim's
/// sources were read from, so no commit is pinned and this models the documented behaviour with
/// that method's arithmetic.
///
/// Algorithm: the focused rectangle is the caret's line, extended down by the text view's bottom
/// padding (for a single-line field: down to the field's bottom). With the visible area between
/// the status bar and the keyboard's top, the pan is
/// - `rect.top − visibleTop` when the rectangle is above the visible area,
/// - `rect.bottom − visibleBottom` when it is below,
/// - 0 otherwise, and 0 too when the rectangle is taller than the visible area ("leave things
///   as-is");
/// and the whole window (FormSim: the root view) scrolls to it with a 250 ms scroller, on every
/// focus change and keyboard change; without a keyboard the pan goes back to 0.
///
/// Defaults: no distance parameter (`--margin` is ignored); 250 ms scroller, drawn with
/// ease-in-out in place of its viscous-fluid curve.
/// Quirks kept:
/// - the field's bottom ends exactly on the keyboard's top;
/// - everything moves, the top of the form included: it slides under the status bar;
/// - the pan is absolute: a field that fits where it is pans the window back down;
/// - nothing scrolls the form itself: the fields above the pan cannot be reached while the
///   keyboard is up.
public struct AndroidAdjustPanStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "android-adjust-pan", group: .platforms,
    source:
      "Android windowSoftInputMode adjustPan (documented; AOSP ViewRootImpl.scrollToRectOrFocus)",
    summary: "the whole window pans until the focused line's bottom is on the keyboard's top",
    defaults: ["no distance parameter", "scroller 250 ms"],
    quirks: [
      "the field's bottom ends exactly on the keyboard",
      "the whole window moves, the top of the form under the status bar",
      "fields above the pan cannot be reached",
    ])

  /// `Scroller`'s default duration, drawn with ease-in-out.
  public static let scroller = AnimationTiming(duration: 0.25, curve: .easeInOut)

  /// The keyboard's top while it is up (the visible insets' bottom edge).
  private var keyboardTop: Double?

  public init() {}

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    pan(in: &world)
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    keyboardTop = world.windowFrame(fromNotification: notification.endFrame).minY
    pan(in: &world)
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    keyboardTop = nil
    pan(in: &world)
  }

  /// `scrollToRectOrFocus(null, false)`.
  private func pan(in world: inout World) {
    var scrollY = 0.0
    if let top = keyboardTop, let field = world.focusedIndex {
      let frame = world.fieldFrame(field)
      let caret = TextMetrics.caretLineRect(in: world.fields[field])
      let focused = Rect(
        x: frame.minX, y: caret.minY, width: frame.width,
        height: min(frame.maxY, caret.maxY + TextMetrics.inset) - caret.minY)
      // In the window's content coordinates: the scroll offset applies, the pan does not.
      let rect = world.convert(focused, from: .contentView, to: .window)
        .offsetBy(dx: 0, dy: -world.rootTransform.ty)
      let visibleTop = world.statusBarHeight
      let visibleBottom = min(top, world.windowBounds.maxY)
      if rect.height > visibleBottom - visibleTop {
        scrollY = 0
      } else if rect.minY < visibleTop {
        scrollY = rect.minY - visibleTop
      } else if rect.maxY > visibleBottom {
        scrollY = rect.maxY - visibleBottom
      }
    }
    let ty = -scrollY
    guard world.rootTransform.ty != ty else { return }
    world.animate(Self.scroller) { $0.rootTransform = Translation(tx: 0, ty: ty) }
  }
}

extension AndroidAdjustPanStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { _ in AndroidAdjustPanStrategy() }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "adjustPan: the field's line is above the keyboard, so the window does not pan."
    case .lowField:
      return
        "The whole window pans until the focused line's bottom sits on the keyboard's top; the top of the form goes under the status bar."
    case .next:
      return "A new focus pans to it absolutely: further up, or back down."
    case .type:
      return "Typing into a field right on the keyboard."
    case .rotate:
      return "Landscape: the pan is worked out again for the shorter visible area."
    case .rotateBack:
      return "Back to portrait: the pan for the portrait keyboard."
    case .dismiss:
      return "No keyboard, no pan: the window slides back down."
    }
  }
}
