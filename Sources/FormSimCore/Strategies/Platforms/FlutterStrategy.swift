/// Flutter: a `Scaffold` (`resizeToAvoidBottomInset: true`) around a `ListView` of
/// `TextField`s, with no keyboard code of the app's own.
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/editable_text.dart` at commit
/// c1a4afb0f74613c664d02e94c8c47e48dd7cef9d (`_handleFocusChanged`, `didChangeMetrics`,
/// `_scheduleShowCaretOnScreen`, `scrollPadding`, `_caretAnimationDuration` 100 ms,
/// `_caretAnimationCurve` `Curves.fastOutSlowIn`) and
/// `packages/flutter/lib/src/material/scaffold.dart` (`resizeToAvoidBottomInset`: the body is
/// laid out above `MediaQuery.viewInsets.bottom`).
///
/// Algorithm:
/// - the engine reports the keyboard's height as `viewInsets.bottom` on every frame of its
///   slide, and the Scaffold lays its body out above it: the list's viewport ends at the
///   keyboard's top, frame by frame (FormSim: the bottom inset);
/// - `didChangeMetrics`: while `viewInsets.bottom` grows, schedule "show caret on screen"
///   **without** animation for after the frame; it jumps the list just enough to reveal the caret
///   rectangle grown by `scrollPadding` (20 on every side) — the least scroll between the
///   viewport's top and its bottom;
/// - when the field gains focus, the same is scheduled **with** animation (100 ms,
///   `fastOutSlowIn`) against the viewport as it is then;
/// - only one show is scheduled at a time (`_showCaretOnScreenScheduled`): the first request of
///   a frame decides whether it animates;
/// - when the keyboard goes, the viewport grows back and the list's physics pull the offset back
///   to the content's end if it is past it; nothing restores the earlier offset.
///
/// Defaults: `scrollPadding` `EdgeInsets.all(20)` (`--margin`), 100 ms `fastOutSlowIn`.
/// Quirks kept:
/// - caret-based: a text field ends 20 pt below its caret's bottom, which for a 31-pt field is
///   15 pt below the field itself;
/// - the scroll follows the keyboard frame by frame in jumps, not in one animation;
/// - with the Cupertino selection controls the collapsed handle's extra bottom spacing works out
///   below 20 (24 − lineHeight / 2), so the bottom padding is the plain 20;
/// - the offset is not restored on hide.
public struct FlutterStrategy: KeyboardAvoidanceStrategy {
  /// Flutter's `EditableText` draws the fields: the reports put the caret at its line, below
  /// the decoration's top padding, where the strategy scrolls to.
  public var viewSetup: ViewSetup { ViewSetup(textInput: .flutter) }

  public static let info = StrategyInfo(
    name: "flutter", group: .platforms,
    source:
      "flutter/flutter packages/flutter/lib/src/widgets/editable_text.dart @ c1a4afb0 + material/scaffold.dart",
    summary: "body ends at the keyboard every frame; caret + scrollPadding 20 jumped into view",
    defaults: ["scrollPadding 20 pt", "caret animation 100 ms fastOutSlowIn"],
    quirks: [
      "caret-based reveal with 20 pt of padding",
      "follows the keyboard in per-frame jumps",
      "the offset is not restored on hide",
    ])

  public static var followsKeyboardFrames: Bool { true }

  public static let defaultScrollPadding = 20.0
  /// `_caretAnimationDuration`, `_caretAnimationCurve`.
  public static let caretAnimation = AnimationTiming(duration: 0.1, curve: .fastOutSlowIn)

  /// `EditableText.scrollPadding` (all four sides).
  public var scrollPadding: Double
  /// `_lastBottomViewInset`.
  private var lastBottomViewInset = 0.0
  /// `MediaQuery.viewInsets.bottom` as last reported.
  private var viewInset = 0.0
  /// The pending post-frame callback: `nil` when none is scheduled, else its `withAnimation`.
  private var scheduledShow: Bool?

  public init(scrollPadding: Double = defaultScrollPadding) {
    self.scrollPadding = scrollPadding
  }

  /// `_handleFocusChanged` with focus.
  public mutating func didBeginEditing(field: Int, in world: inout World) {
    lastBottomViewInset = viewInset
    scheduleShowCaretOnScreen(withAnimation: true, in: &world)
  }

  /// The engine's metrics update on every frame of the keyboard's slide.
  public mutating func keyboardDidMove(_ frame: Rect, in world: inout World) {
    setViewInset(max(0, world.windowBounds.maxY - frame.minY), in: &world)
  }

  /// A keyboard that changed without sliding (a size change, a rotation) reports its final
  /// metrics once it has settled; after a slide they are already the final ones.
  public mutating func keyboardDidShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    let frame = world.windowFrame(fromNotification: notification.endFrame)
    setViewInset(max(0, world.windowBounds.maxY - frame.minY), in: &world)
  }

  public mutating func keyboardDidHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    setViewInset(0, in: &world)
  }

  public mutating func timerFired(_ id: Int, in world: inout World) {
    guard let withAnimation = scheduledShow else { return }
    scheduledShow = nil
    guard let field = world.focusedIndex else { return }
    showCaretOnScreen(field, withAnimation: withAnimation, in: &world)
  }

  private mutating func setViewInset(_ inset: Double, in world: inout World) {
    guard inset != viewInset else { return }
    viewInset = inset
    // The Scaffold's body ends at the keyboard: the list's viewport shrinks or grows.
    let keyboardTop = world.windowBounds.maxY - inset
    let overlap = max(0, world.scrollViewInWindow.maxY - keyboardTop)
    let bottom = max(0, overlap - world.automaticContentInset.bottom)
    world.contentInset.bottom = bottom
    world.scrollIndicatorInsets.bottom = bottom
    if let end = world.offsetPastScrollEnd { world.contentOffset = end }
    // `didChangeMetrics`, for the focused EditableText.
    guard world.focusedIndex != nil else {
      lastBottomViewInset = inset
      return
    }
    if lastBottomViewInset != inset, lastBottomViewInset < inset {
      scheduleShowCaretOnScreen(withAnimation: false, in: &world)
    }
    lastBottomViewInset = inset
  }

  private mutating func scheduleShowCaretOnScreen(withAnimation: Bool, in world: inout World) {
    guard scheduledShow == nil else { return }
    scheduledShow = withAnimation
    world.schedule(after: 0, id: 0)
  }

  /// The post-frame callback: `showOnScreen` of the caret rectangle grown by the padding —
  /// `RevealedOffset.clampOffset` between revealing it at the viewport's top and at its bottom,
  /// clamped to the scroll extent.
  private func showCaretOnScreen(_ field: Int, withAnimation: Bool, in world: inout World) {
    let caret = world.fields[field].caretRect(in: .flutter)
    let top = caret.minY - scrollPadding
    let bottom = caret.maxY + scrollPadding
    let scroll = world.scrollViewInWindow
    let viewport = min(scroll.maxY, world.windowBounds.maxY - viewInset) - scroll.minY
    let current = world.contentOffset.y
    let leading = top
    let trailing = bottom - viewport
    let (smaller, larger) = leading < trailing ? (leading, trailing) : (trailing, leading)
    var target: Double
    if current > larger {
      target = larger
    } else if current < smaller {
      target = smaller
    } else {
      return
    }
    let range = world.model.userScrollRange
    target = min(range.upperBound, max(range.lowerBound, target))
    guard target != current else { return }
    let point = Point(x: world.contentOffset.x, y: target)
    if withAnimation {
      world.animate(Self.caretAnimation) { $0.contentOffset = point }
    } else {
      world.setContentOffset(point, animated: false)
    }
  }
}

extension FlutterStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info,
    make: { options in FlutterStrategy(scrollPadding: options.margin ?? defaultScrollPadding) },
    caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "Focus: show the caret with animation (100 ms fastOutSlowIn); the body shrinks with the keyboard every frame."
    case .lowField:
      return
        "didChangeMetrics on every frame: jump the caret plus scrollPadding \(figures.points(20)) into the shrinking viewport."
    case .next:
      return
        "Focus moves: the caret plus \(figures.points(20)) pt is revealed in a 100-ms animation."
    case .type:
      return "Typing into a field \(figures.points(20)) pt below its caret's bottom."
    case .rotate:
      return
        "Landscape: the viewport follows the new view insets; a smaller inset reveals nothing."
    case .rotateBack:
      return "Back to portrait: the insets grow, so the caret is shown on screen again."
    case .dismiss:
      return "The insets shrink frame by frame; the list's physics only clamp the offset."
    }
  }
}
