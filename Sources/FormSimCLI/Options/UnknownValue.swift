import FormSimCore

/// A word the user typed where an option or argument takes one of a list of names.
///
/// Thrown from an option's `transform` (or a ``ClosedChoice``'s parse), so the parser reports it
/// with this description after the colon:
/// `The value 'iphone5' is invalid for '--device <name>': did you mean 'iphone4'? (choose from: …)`.
/// The guess comes from `Suggestion`, the same one every other typo in FormSim gets.
struct UnknownValue: Error, CustomStringConvertible, Sendable {
  var value: String
  var names: [String]

  var description: String {
    let choices = "choose from: " + names.joined(separator: ", ")
    guard let guess = Suggestion.closest(to: value, among: names) else { return choices }
    return "did you mean '\(guess)'? (\(choices))"
  }

  /// `text` when it is one of `names`; otherwise throws.
  static func check(_ text: String, among names: [String]) throws(UnknownValue) -> String {
    guard names.contains(text) else { throw UnknownValue(value: text, names: names) }
    return text
  }
}

extension CheckReportFormat: ClosedChoice {}
