/// What a careful engineer ships today: inset by the keyboard's real overlap and scroll the field
/// plus a margin into view (a text view too tall for the free area: its caret line), moving as
/// little as possible, in step with the keyboard.
///
/// Source: FormSim. It is the yardstick the seeds are measured against, so it handles what they
/// miss: every era's frame coordinates, focus changes that post nothing (iOS 6–7), rotation and
/// keyboard height changes, fields taller than the free area (aligned to their top), a user who
/// scrolled while the keyboard was up, and the ends of the content (never scrolled past).
public struct ReferenceStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "reference", group: .reference, source: "FormSim",
    summary: "inset = keyboard overlap; scroll field + margin into view, with the keyboard",
    defaults: ["margin 10 pt"], quirks: [])

  /// Space kept between the field and the keyboard (and the top of the visible area).
  public var margin: Double
  private var offsetBeforeKeyboard: Point?
  private var userScrollsAtShow = 0
  private var keyboardTiming = AnimationTiming.seed

  /// The margin when none is given.
  public static let defaultMargin = 10.0

  public init(margin: Double = defaultMargin) {
    self.margin = margin
  }

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    // Eras that announce nothing on a focus change still need the new field brought into view.
    guard world.keyboardShown else { return }
    avoid(keyboard: world.keyboardFrame, timing: keyboardTiming, in: &world)
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    keyboardTiming = notification.timing
    let keyboard = world.windowFrame(fromNotification: notification.endFrame)
    avoid(keyboard: keyboard, timing: notification.timing, in: &world)
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    let restore = offsetBeforeKeyboard
    let untouched = world.userScrollCount == userScrollsAtShow
    offsetBeforeKeyboard = nil
    world.animate(notification.timing) { world in
      world.contentInset.bottom = 0
      world.scrollIndicatorInsets.bottom = 0
      if let restore, untouched {
        world.contentOffset = restore
      } else {
        let range = world.model.userScrollRange
        var offset = world.contentOffset
        offset.y = min(range.upperBound, max(range.lowerBound, offset.y))
        world.contentOffset = offset
      }
    }
  }

  /// Keeps the caret plus the margin between the visible top and the keyboard as the user types,
  /// as UIKit's own scroll-to-caret does, moving only when it has left that band.
  public mutating func didChangeSelection(field: Int, in world: inout World) {
    guard world.keyboardShown, world.focusedIndex == field else { return }
    let keyboard = world.keyboardFrame
    let scrollInWindow = world.convert(world.scrollViewFrame, from: .rootView, to: .window)
    let visibleTop = max(world.statusBarHeight, scrollInWindow.minY)
    // An undocked iPad keyboard floats over the content: the user moves it, not the form.
    let keyboardTop = world.keyboardIsDocked ? keyboard.minY : scrollInWindow.maxY
    let visibleBottom = min(keyboardTop, scrollInWindow.maxY)
    let current = world.contentOffset.y
    let wanted = Self.offset(
      showing: world.fields[field].caretRect, margin: margin, current: current,
      scrollTop: scrollInWindow.minY, visibleTop: visibleTop, visibleBottom: visibleBottom,
      range: world.model.userScrollRange)
    guard abs(wanted - current) > 1e-9 else { return }
    world.animate(keyboardTiming) { world in
      world.contentOffset = Point(x: world.contentOffset.x, y: wanted)
    }
  }

  /// Insets the scroll view by the keyboard's overlap and scrolls the focused field into view.
  private mutating func avoid(keyboard: Rect, timing: AnimationTiming, in world: inout World) {
    if offsetBeforeKeyboard == nil {
      offsetBeforeKeyboard = world.contentOffset
      userScrollsAtShow = world.userScrollCount
    }
    let scrollInWindow = world.convert(world.scrollViewFrame, from: .rootView, to: .window)
    // The scroll view already adds the home-indicator strip where it adjusts for the safe area;
    // counting it twice would let the user scroll past the content's end.
    let overlap = max(
      0,
      (scrollInWindow.intersection(keyboard)?.height ?? 0) - world.automaticContentInset.bottom)
    let margin = margin
    let visibleTop = max(world.statusBarHeight, scrollInWindow.minY)
    let visibleBottom = min(keyboard.minY, scrollInWindow.maxY)
    let target = world.focusedIndex.map {
      Self.targetRect(of: world.fields[$0], room: visibleBottom - visibleTop - 2 * margin)
    }
    world.animate(timing) { world in
      world.contentInset.bottom = overlap
      world.scrollIndicatorInsets.bottom = overlap
      guard let target else { return }
      var offset = world.contentOffset
      offset.y = Self.offset(
        showing: target, margin: margin, current: offset.y, scrollTop: scrollInWindow.minY,
        visibleTop: visibleTop, visibleBottom: visibleBottom, range: world.model.userScrollRange)
      world.contentOffset = offset
    }
  }

  /// The rectangle to keep visible: the whole field when it fits in `room` points; otherwise a
  /// text view's caret line (a text field too tall to fit is aligned to its top instead).
  static func targetRect(of field: Field, room: Double) -> Rect {
    if field.frame.height <= room || field.kind == .text { return field.frame }
    return TextMetrics.caretLineRect(in: field)
  }

  /// The offset closest to `current` that shows `target` with `margin` above and below inside the
  /// window band `visibleTop…visibleBottom`, clamped into the scrollable `range`.
  static func offset(
    showing target: Rect, margin: Double, current: Double, scrollTop: Double,
    visibleTop: Double, visibleBottom: Double, range: ClosedRange<Double>
  ) -> Double {
    // A content y appears in the window at y − offset + scrollTop.
    let lowest = target.maxY + margin + scrollTop - visibleBottom
    let highest = target.minY - margin + scrollTop - visibleTop
    let wanted = lowest > highest ? highest : min(highest, max(lowest, current))
    return min(range.upperBound, max(range.lowerBound, wanted))
  }
}

extension ReferenceStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { options in ReferenceStrategy(margin: options.margin ?? defaultMargin) },
    caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "keyboardWillShow: bottom inset = the keyboard's overlap; the field plus \(figures.points(ReferenceStrategy.defaultMargin)) pt already fits, so nothing scrolls."
    case .lowField:
      return
        "The field plus a \(figures.points(ReferenceStrategy.defaultMargin))-pt margin is scrolled just above the keyboard, in the keyboard's own animation."
    case .next:
      return "Every focus change re-runs it: the least movement that shows the next field."
    case .type:
      return "Typing into a field the user can see."
    case .rotate:
      return
        "Rotation: the inset follows the new overlap and the field is kept in the smaller free area."
    case .rotateBack:
      return "Back to portrait: the inset grows again; the field is already in view."
    case .dismiss:
      return
        "keyboardWillHide: insets to zero and, as the user did not scroll, the offset back to where it started."
    }
  }
}
