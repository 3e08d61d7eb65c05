import ArgumentParser

/// A closed set of words an option takes (`--format table|json|markdown`), as an enum.
///
/// Conforming gives help, validation and shell completion from the cases. Declare the option
/// with `@Option(help:)` through the initialisers below, so a typo is answered with a guess
/// (see ``UnknownValue``) rather than only the list.
protocol ClosedChoice: ExpressibleByArgument, CaseIterable, RawRepresentable, Sendable
where RawValue == String {}

extension ClosedChoice {
  /// Every spelling, in declaration order.
  static var names: [String] { allCases.map(\.rawValue) }

  /// The case spelled `text`, or an ``UnknownValue`` with a did-you-mean.
  @Sendable static func parse(_ text: String) throws -> Self {
    guard let choice = Self(rawValue: text) else { throw UnknownValue(value: text, names: names) }
    return choice
  }

  /// The help with the values appended, as the library does for plain enum options.
  static func listing(_ help: ArgumentHelp) -> ArgumentHelp {
    var help = help
    help.abstract += " (values: \(names.joined(separator: ", ")))"
    return help
  }
}

extension Option {
  /// An optional closed-set option: `nil` when left out.
  init<Choice: ClosedChoice>(name: NameSpecification = .long, help: ArgumentHelp)
  where Value == Choice? {
    self.init(
      name: name, help: Choice.listing(help), completion: .list(Choice.names),
      transform: Choice.parse)
  }

  /// A closed-set option with a default.
  init(wrappedValue: Value, name: NameSpecification = .long, help: ArgumentHelp)
  where Value: ClosedChoice {
    self.init(
      wrappedValue: wrappedValue, name: name, help: Value.listing(help),
      completion: .list(Value.names), transform: Value.parse)
  }

  /// A repeatable closed-set option: every value, in order (usually none by default).
  init<Choice: ClosedChoice>(
    wrappedValue: [Choice], name: NameSpecification = .long, help: ArgumentHelp
  ) where Value == [Choice] {
    self.init(
      wrappedValue: wrappedValue, name: name, help: Choice.listing(help),
      completion: .list(Choice.names), transform: Choice.parse)
  }
}
