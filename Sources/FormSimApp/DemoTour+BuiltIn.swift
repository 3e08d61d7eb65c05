import FormSimCore
import FormSimRender

/// The built-in tours: every strategy meets the same situations — a high field, a low field, the
/// next field, typing, a rotation there and back, a dismissal — with captions that say what
/// its code does at that moment and what goes wrong.
///
/// The fields are picked from the form and device being simulated, and each step's outcome is
/// worked out by running the tour headlessly first, so the captions stay true for any `--layout`
/// or `--device`.
extension DemoTour {
  /// The situations a built-in tour walks through, in order.
  enum Moment: CaseIterable {
    case highField, lowField, next, type, rotate, rotateBack, dismiss
  }

  /// The text typed at the `type` step.
  static let typedText = "hello"

  /// The built-in tour of `strategy` on the form and device of `settings`.
  public static func builtIn(
    strategy: String, settings: SimulationSettings, hold: Double = defaultHold
  ) -> DemoTour {
    var settings = settings
    settings.strategy = strategy
    var simulator = Simulator(settings: settings)
    simulator.recordsEvents = false
    let fields = tourFields(simulator.world)
    var steps: [DemoStep] = []
    for moment in Moment.allCases {
      guard let step = scriptStep(moment, fields: fields, count: simulator.fieldCount) else {
        continue
      }
      simulator.run([step])
      let outcome = simulator.focusedIndex == nil ? nil : FocusVerdict(simulator)
      steps.append(
        DemoStep(
          step, caption: caption(strategy, moment, settings: settings),
          outcome: outcome, hold: hold))
    }
    return DemoTour(strategy: strategy, introduction: introduction(of: strategy), steps: steps)
  }

  /// Tours of every strategy in the catalogue's order: `formsim demo all`.
  public static func allBuiltIn(settings: SimulationSettings, hold: Double = defaultHold)
    -> [DemoTour]
  {
    StrategyCatalog.names.map { builtIn(strategy: $0, settings: settings, hold: hold) }
  }

  /// The high and the low field (1-based) for a form at rest: the high one well clear of the
  /// keyboard (the second such field when there is one), the low one the first field that is on
  /// screen but that the keyboard will cover — not the last field, so that "next" has somewhere
  /// to go.
  static func tourFields(_ world: World) -> (high: Int, low: Int) {
    let state = world.model
    let keyboardTop = world.shownKeyboardFrame.minY
    let height = world.windowBounds.height
    let frames = world.fields.map { state.windowFrame(ofContent: $0.frame) }
    let count = frames.count
    let clear = frames.indices.filter { frames[$0].maxY <= keyboardTop }
    let high = clear.count >= 2 ? clear[1] + 1 : 1
    var low =
      frames.indices.first { frames[$0].maxY > keyboardTop && frames[$0].minY < height }
      .map { $0 + 1 } ?? count
    if low == count && count > 2 { low = count - 1 }
    return (high, max(1, low))
  }

  private static func scriptStep(_ moment: Moment, fields: (high: Int, low: Int), count: Int)
    -> ScriptStep?
  {
    switch moment {
    case .highField: fields.high == fields.low ? nil : .focus(fields.high)
    case .lowField: .focus(fields.low)
    case .next: fields.low < count ? .next : nil
    case .type: .type(typedText)
    case .rotate, .rotateBack: .rotate
    case .dismiss: .dismiss
    }
  }

  private static func caption(_ strategy: String, _ moment: Moment, settings: SimulationSettings)
    -> String
  {
    let margin = NumberText.points(settings.margin ?? ReferenceStrategy.defaultMargin)
    let statusBar = NumberText.points(settings.device.statusBar(.portrait))
    switch (strategy, moment) {
    case ("none", .highField):
      return
        "Nothing reacts: the keyboard slides up over the form; a high field happens to stay clear."
    case ("none", .lowField):
      return "none ignores every notification: the low field stays where it is, under the keyboard."
    case ("none", .next):
      return settings.layout.hasToolbar
        ? "The toolbar's Next moves the focus down; still nothing scrolls."
        : "Tab moves the focus to the next field; still nothing scrolls."
    case ("none", .type):
      return "The text goes into a field the user cannot see."
    case ("none", .rotate):
      return "Landscape: a shorter window and keyboard, and nothing adapts."
    case ("none", .rotateBack):
      return "Back to portrait: the field is still covered."
    case ("none", .dismiss):
      return "Dismissed: the keyboard slides away and the field reappears where it always was."

    case ("content-height", .highField):
      return
        "keyboardWillShow: contentHeight grows by the keyboard's height; the field is above the keyboard (collapse < 0), so no scroll."
    case ("content-height", .lowField):
      return
        "The re-posted keyboardWillShow returns at once: it still holds a keyboard height, so the low field is not followed."
    case ("content-height", .next):
      return
        "Ignored again: it only scrolls on the first keyboardWillShow, to collapse + 5, measured without the current offset."
    case ("content-height", .type):
      return "Typing works, whether or not the field can be seen."
    case ("content-height", .rotate):
      return
        "Rotation re-posts keyboardWillShow with a new height: ignored, and contentHeight keeps the old keyboard's height."
    case ("content-height", .rotateBack):
      return "Back to portrait: ignored once more."
    case ("content-height", .dismiss):
      return
        "keyboardWillHide: contentHeight shrinks back and the offset returns to the one saved by the last shouldBeginEditing."

    case ("content-inset", .highField):
      return
        "Nothing moves while the keyboard slides: only keyboardDidShow acts, then insets = keyboard height; the origin is clear, so no scroll."
    case ("content-inset", .lowField):
      return
        "On the re-posted did-show the field's origin (content coordinates, offset ignored) is below root height − kb: it scrolls the top to kb − 15 pt."
    case ("content-inset", .next):
      return
        "Same sum for the next field: origin − (kb − 15), animated, after the keyboard notifications have come and gone."
    case ("content-inset", .type):
      return "Typing into the field it scrolled to."
    case ("content-inset", .rotate):
      return
        "Rotation: kbSize comes from the begin frame — the keyboard before the turn — so inset and scroll use the wrong height."
    case ("content-inset", .rotateBack):
      return
        "Back to portrait: now the begin frame is the landscape keyboard, so the bottom inset is too small."
    case ("content-inset", .dismiss):
      return "keyboardWillHide: insets back to zero; the offset is left where it was."

    case ("view-transform", .highField):
      return
        "didBeginEditing: the field's window y is not below 216 + 5, so the root view stays put."
    case ("view-transform", .lowField):
      return
        "The field is below 221 pt: the whole root view slides up by (480 − y) − (480 − 216 − 5), iPhone 4 constants whatever the device."
    case ("view-transform", .next):
      return
        "didEndEditing leaves the view moved; didBeginEditing reads y through the moved view but sets the transform absolutely: it slides back down."
    case ("view-transform", .type):
      return "Typing into the field wherever the transform left it."
    case ("view-transform", .rotate):
      return
        "Landscape: the 480-pt screen and 216-pt keyboard are constants, and nothing re-runs on rotation."
    case ("view-transform", .rotateBack):
      return "Back to portrait: the transform is still the one set for the previous field."
    case ("view-transform", .dismiss):
      return "didEndEditing with the field still current: the transform animates back to identity."

    case ("scroll-offset", .highField):
      return
        "keyboardDidShow: the field's bottom is above appFrame height − keyboard height, so no scroll."
    case ("scroll-offset", .lowField):
      return
        "After the keyboard stops, contentOffset jumps with no animation; root-view y against the app frame leaves the field \(statusBar) pt short."
    case ("scroll-offset", .next):
      return
        "The re-posted did-show jumps again, and saves this offset as the 'original' to restore."
    case ("scroll-offset", .type):
      return "Typing into the field it jumped to."
    case ("scroll-offset", .rotate):
      return
        "Landscape: it reads the begin frame's width as the keyboard height — right before iOS 8, wrong after."
    case ("scroll-offset", .rotateBack):
      return "Back to portrait: another jump, from the landscape keyboard's begin frame."
    case ("scroll-offset", .dismiss):
      return
        "keyboardWillHide restores the offset saved at the last did-show — already scrolled — so the form does not go back."

    case ("reference", .highField):
      return
        "keyboardWillShow: bottom inset = the keyboard's overlap; the field plus \(margin) pt already fits, so nothing scrolls."
    case ("reference", .lowField):
      return
        "The field plus a \(margin)-pt margin is scrolled just above the keyboard, in the keyboard's own animation."
    case ("reference", .next):
      return "Every focus change re-runs it: the least movement that shows the next field."
    case ("reference", .type):
      return "Typing into a field the user can see."
    case ("reference", .rotate):
      return
        "Rotation: the inset follows the new overlap and the field is kept in the smaller free area."
    case ("reference", .rotateBack):
      return "Back to portrait: the inset grows again; the field is already in view."
    case ("reference", .dismiss):
      return
        "keyboardWillHide: insets to zero and, as the user did not scroll, the offset back to where it started."
    default:
      return libraryCaption(strategy, moment, margin: settings.margin) ?? ""
    }
  }
}
