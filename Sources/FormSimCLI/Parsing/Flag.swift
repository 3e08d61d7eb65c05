/// A switch without a value: `--json`, `--predictive/--no-predictive`, or the cases of an
/// ``EnumerableFlag`` (`--portrait-only/--landscape-only`).
@propertyWrapper
package struct Flag<Value> {
  private var storage: Value?

  /// Only read after parsing, which gives every flag its value or its default.
  package var wrappedValue: Value {
    get { storage! }
    set { storage = newValue }
  }

  private init(
    name: NameSpecification, switches: FlagSwitches, help: ArgumentHelp?, default initial: Value?,
    value: (any Sendable) -> Value?
  ) {
    let declaration = ArgumentDeclaration(
      kind: .flag(switches), customName: name.custom, help: help ?? ArgumentHelp(),
      completion: .none, transform: { $0 })
    guard let slot = DeclarationContext.current?.register(declaration) else {
      storage = initial
      return
    }
    storage = slot.single.flatMap(value) ?? initial
  }
}

extension Flag where Value == Bool {
  /// `--name`: true when given.
  package init(wrappedValue: Bool, name: NameSpecification = .long, help: ArgumentHelp? = nil) {
    self.init(
      name: name, switches: FlagSwitches(names: .plain, values: [true], exclusive: false),
      help: help, default: wrappedValue, value: { $0 as? Bool })
  }

  /// `--name` / `--no-name`, starting from `wrappedValue`.
  init(
    wrappedValue: Bool, name: NameSpecification = .long, inversion: FlagInversion,
    exclusivity: FlagExclusivity = .chooseLast, help: ArgumentHelp? = nil
  ) {
    self.init(
      name: name,
      switches: FlagSwitches(
        names: .inverted, values: [true, false], exclusive: exclusivity == .exclusive),
      help: help, default: wrappedValue, value: { $0 as? Bool })
  }
}

extension Flag {
  /// `--name` / `--no-name`, `nil` when neither is given.
  init(
    name: NameSpecification = .long, inversion: FlagInversion,
    exclusivity: FlagExclusivity = .chooseLast, help: ArgumentHelp? = nil
  ) where Value == Bool? {
    self.init(
      name: name,
      switches: FlagSwitches(
        names: .inverted, values: [true, false], exclusive: exclusivity == .exclusive),
      help: help, default: .some(nil), value: { .some($0 as? Bool) })
  }

  /// One switch per case, `nil` when none is given.
  init<Choice: EnumerableFlag>(
    exclusivity: FlagExclusivity = .chooseLast, help: ArgumentHelp? = nil
  ) where Value == Choice? {
    let cases = Array(Choice.allCases)
    let names = cases.map { choice in
      (
        name: ArgumentDeclaration.kebabCase(choice.rawValue),
        help: Choice.help(for: choice)?.abstract ?? help?.abstract ?? ""
      )
    }
    self.init(
      name: .long,
      switches: FlagSwitches(
        names: .cases(names), values: cases, exclusive: exclusivity == .exclusive),
      help: help, default: .some(nil), value: { .some($0 as? Choice) })
  }
}
