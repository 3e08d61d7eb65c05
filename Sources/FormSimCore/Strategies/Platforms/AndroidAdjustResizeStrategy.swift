/// Android's `windowSoftInputMode="adjustResize"`: the window shrinks above the soft keyboard
/// and the form's `ScrollView` keeps the focused field on screen.
///
/// Source: Android's documentation of `android:windowSoftInputMode`
/// (developer.android.com/guide/topics/manifest/activity-element#wsoft): "The activity's main
/// window is always resized to make room for the soft keyboard on screen." What the resized
/// `ScrollView` does is AOSP's `frameworks/base/core/java/android/widget/ScrollView.java`
/// (`onSizeChanged`, `computeScrollDeltaToGetChildRectOnScreen`, `requestChildFocus`,
/// `onLayout`); the platform's code is open source but not in the corpus FormSim's sources were
/// read from, so no commit is pinned and this models the documented behaviour with that
/// class's arithmetic.
///
/// Algorithm:
/// - when the keyboard appears the window is resized at once (no animation: the classic mode,
///   without a `WindowInsetsAnimation` callback) to end at the keyboard's top (FormSim: the
///   bottom inset);
/// - `onSizeChanged`: if the focused field was on screen in the old height, the scroll view
///   scrolls by the least delta that puts the whole field on screen in the new one (its bottom at
///   the bottom edge, never past the content's end), with `smoothScrollBy` (a 250 ms scroller);
/// - a field focused while the keyboard is up: `requestChildFocus` → `scrollToChild`, the same
///   least delta, without animation;
/// - when the keyboard goes, the window grows back and layout clamps the scroll position to the
///   content's end.
///
/// Defaults: no distance parameter (`--margin` is ignored); vertical fading edge off (no extra
/// margin); 250 ms scroller, drawn with ease-in-out in place of its viscous-fluid curve.
/// Quirks kept:
/// - the field ends flush with the keyboard's top;
/// - focusing a field first scrolls it into the full window, then the resize scrolls again: two
///   moves, a jump and a smooth scroll;
/// - the offset is not restored on hide.
public struct AndroidAdjustResizeStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "android-adjust-resize", group: .platforms,
    source: "Android windowSoftInputMode adjustResize (documented; AOSP ScrollView.onSizeChanged)",
    summary: "window resized above the keyboard; ScrollView scrolls the field just on screen",
    defaults: ["no distance parameter", "smoothScrollBy 250 ms"],
    quirks: [
      "the field ends flush with the keyboard",
      "focus and resize scroll in two moves",
      "the offset is not restored on hide",
    ])

  /// `Scroller`'s default duration, drawn with ease-in-out.
  public static let smoothScroll = AnimationTiming(duration: 0.25, curve: .easeInOut)

  /// How far the window's bottom is raised now.
  private var resized = 0.0

  public init() {}

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    let keyboard = world.windowFrame(fromNotification: notification.endFrame)
    resize(to: max(0, world.scrollViewInWindow.maxY - keyboard.minY), smooth: true, in: &world)
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    resize(to: 0, smooth: true, in: &world)
  }

  /// `requestChildFocus` → `scrollToChild`: no animation.
  public mutating func didBeginEditing(field: Int, in world: inout World) {
    let delta = scrollDelta(toShow: field, height: visibleHeight(world), world)
    guard delta != 0 else { return }
    world.setContentOffset(
      Point(x: world.contentOffset.x, y: world.contentOffset.y + delta), animated: false)
  }

  private func visibleHeight(_ world: World) -> Double {
    world.scrollViewInWindow.height - resized
  }

  private mutating func resize(to newResize: Double, smooth: Bool, in world: inout World) {
    guard newResize != resized else { return }
    let oldHeight = visibleHeight(world)
    resized = newResize
    let inset = max(0, newResize - world.automaticContentInset.bottom)
    world.contentInset.bottom = inset
    world.scrollIndicatorInsets.bottom = inset
    // `onLayout`: the scroll position clamped to the new extent.
    if let end = world.offsetPastScrollEnd { world.setContentOffset(end, animated: false) }
    // `onSizeChanged`.
    guard let field = world.focusedIndex else { return }
    let frame = world.fieldFrame(field)
    let scrollY = world.contentOffset.y
    guard frame.maxY >= scrollY, frame.minY <= scrollY + oldHeight else { return }
    let delta = scrollDelta(toShow: field, height: visibleHeight(world), world)
    guard delta != 0 else { return }
    let target = Point(x: world.contentOffset.x, y: scrollY + delta)
    if smooth {
      world.animate(Self.smoothScroll) { $0.contentOffset = target }
    } else {
      world.setContentOffset(target, animated: false)
    }
  }

  /// `computeScrollDeltaToGetChildRectOnScreen` for the field's whole drawing rectangle, with no
  /// fading edge.
  private func scrollDelta(toShow field: Int, height: Double, _ world: World) -> Double {
    let rect = world.fieldFrame(field)
    let screenTop = world.contentOffset.y
    let screenBottom = screenTop + height
    let contentBottom = world.contentHeight
    var delta = 0.0
    if rect.maxY > screenBottom && rect.minY > screenTop {
      delta = rect.height > height ? rect.minY - screenTop : rect.maxY - screenBottom
      delta = min(delta, contentBottom - screenBottom)
    } else if rect.minY < screenTop && rect.maxY < screenBottom {
      delta = rect.height > height ? -(screenBottom - rect.maxY) : -(screenTop - rect.minY)
      delta = max(delta, -screenTop)
    }
    return delta
  }
}

extension AndroidAdjustResizeStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { _ in AndroidAdjustResizeStrategy() }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "adjustResize: the window is resized above the keyboard at once; the field is on screen."
    case .lowField:
      return
        "ScrollView.onSizeChanged: the field was on screen, so it scrolls just enough, flush with the keyboard."
    case .next:
      return "requestChildFocus: scrollToChild, the least delta, without animation."
    case .type:
      return "Typing into a field right on the keyboard."
    case .rotate:
      return "Landscape: a new window size; onSizeChanged scrolls again if the field was showing."
    case .rotateBack:
      return "Back to portrait: resized once more."
    case .dismiss:
      return "The window grows back; layout only clamps the scroll to the content."
    }
  }
}
