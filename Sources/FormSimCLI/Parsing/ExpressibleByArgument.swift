import FormSimCore

/// A type an option's word turns into without a transform: `String`, `Int`, `Double`, and the
/// ``ClosedChoice`` enums.
package protocol ExpressibleByArgument: Sendable {
  init?(argument: String)
  /// The closed set of words it accepts, for help and completion; empty for an open set.
  static var allValueStrings: [String] { get }
  /// The value `text` spells; the error is shown after the option's synopsis.
  static func parsed(from text: String) throws -> Self
}

extension ExpressibleByArgument {
  package static var allValueStrings: [String] { [] }

  package static func parsed(from text: String) throws -> Self {
    guard let value = Self(argument: text) else { throw NotAValue(reason: "") }
    return value
  }
}

/// A word that is not a value of the type, with what was expected (or nothing to add).
struct NotAValue: Error, CustomStringConvertible {
  var reason: String

  var description: String { reason }
}

extension String: ExpressibleByArgument {
  package init?(argument: String) {
    self = argument
  }
}

extension Int: ExpressibleByArgument {
  package init?(argument: String) {
    self.init(argument)
  }

  package static func parsed(from text: String) throws -> Int {
    guard let value = Int(argument: text) else {
      throw NotAValue(reason: "expected a whole number")
    }
    return value
  }
}

extension Double: ExpressibleByArgument {
  /// Only finite decimal numbers: `1e309`, `nan` and `0x10` (which `Double(_:)` reads as
  /// sixteen) are words no option of FormSim means.
  package init?(argument: String) {
    guard let value = DecimalNumber.parse(argument) else { return nil }
    self = value
  }

  package static func parsed(from text: String) throws -> Double {
    guard let value = Double(argument: text) else {
      throw NotAValue(reason: "expected a finite number")
    }
    return value
  }
}

/// A closed set of words an option takes (`--format table|json|markdown`), as an enum.
///
/// Help lists the cases, completion offers them, and a typo is answered with a guess (see
/// ``UnknownValue``) rather than only the list.
package protocol ClosedChoice: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension ClosedChoice {
  /// Every spelling, in declaration order.
  package static var names: [String] { allCases.map(\.rawValue) }

  package static var allValueStrings: [String] { names }

  package init?(argument: String) {
    self.init(rawValue: argument)
  }

  package static func parsed(from text: String) throws -> Self {
    guard let choice = Self(rawValue: text) else { throw UnknownValue(value: text, names: names) }
    return choice
  }
}

/// The cases of an enum as switches of one flag: `--portrait-only`, `--landscape-only`.
protocol EnumerableFlag: CaseIterable, RawRepresentable, Sendable where RawValue == String {
  static func help(for value: Self) -> ArgumentHelp?
}

extension EnumerableFlag {
  static func help(for value: Self) -> ArgumentHelp? { nil }
}
