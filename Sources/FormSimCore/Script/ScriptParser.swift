/// Reads the script language: steps separated by `;` or newlines, `#` starts a comment line.
public enum ScriptParser {
  public static let verbs = [
    "focus", "next", "prev", "type", "return", "dismiss", "tap-outside", "scroll", "rotate",
    "predictive", "emoji", "drag", "undock", "split", "float", "dock", "hardware", "wait",
  ]
  /// Longer waits are surely typos, and would make a headless run crawl through frames.
  public static let longestWait = 3600.0

  /// Parses `source`; `fieldCount` bounds `focus N` so a bad number is caught before running.
  /// Lines may end in LF, CRLF or CR, and a leading byte-order mark is not part of the first step.
  public static func parse(_ source: String, fieldCount: Int) throws(ScriptError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    var position = 0
    let text = source.hasPrefix("\u{FEFF}") ? source.dropFirst() : Substring(source)
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let trimmedLine = line.trimmingBlanks()
      if trimmedLine.hasPrefix("#") { continue }
      for piece in trimmedLine.split(separator: ";", omittingEmptySubsequences: false) {
        let text = piece.trimmingBlanks()
        if text.isEmpty { continue }
        position += 1
        steps.append(try step(text, position: position, fieldCount: fieldCount))
      }
    }
    return steps
  }

  private static func step(_ text: String, position: Int, fieldCount: Int) throws(ScriptError)
    -> ScriptStep
  {
    let verb = String(text.prefix { !$0.isWhitespace })
    let argument = text.dropFirst(verb.count).trimmingBlanks()
    func fail(_ message: String) -> ScriptError {
      ScriptError(step: position, text: text, message: message)
    }
    if let control = text.unicodeScalars.first(where: { $0.isControlCharacter && $0 != "\t" }) {
      let code = String(control.value, radix: 16, uppercase: true)
      throw fail(
        "contains the control character U+\(String(repeating: "0", count: 4 - code.count) + code);"
          + " a script is plain text")
    }
    func noArgument(_ step: ScriptStep) throws(ScriptError) -> ScriptStep {
      guard argument.isEmpty else { throw fail("'\(verb)' takes no argument") }
      return step
    }
    switch verb {
    case "focus":
      guard let field = Int(argument) else {
        throw fail("expected a field number from 1 to \(fieldCount), e.g. 'focus 3'")
      }
      guard (1...max(1, fieldCount)).contains(field) else {
        throw fail("field \(field) does not exist; this form has fields 1 to \(fieldCount)")
      }
      return .focus(field)
    case "next": return try noArgument(.next)
    case "prev", "previous": return try noArgument(.previous)
    case "type":
      guard !argument.isEmpty else { throw fail("expected text to type, e.g. 'type hello'") }
      return .type(argument)
    case "return": return try noArgument(.returnKey)
    case "dismiss": return try noArgument(.dismiss)
    case "tap-outside": return try noArgument(.tapOutside)
    case "scroll":
      guard let dy = DecimalNumber.parse(argument), abs(dy) <= 1e6 else {
        throw fail("expected a distance in points, e.g. 'scroll 120' or 'scroll -40'")
      }
      return .scroll(dy)
    case "rotate": return try noArgument(.rotate)
    case "predictive":
      switch argument {
      case "on": return .predictive(true)
      case "off": return .predictive(false)
      default: throw fail("expected 'predictive on' or 'predictive off'")
      }
    case "drag":
      let pieces = argument.split(whereSeparator: \.isWhitespace)
      let path = pieces.compactMap { DecimalNumber.parse($0) }.filter { abs($0) <= 1e6 }
      guard !pieces.isEmpty, path.count == pieces.count else {
        throw fail(
          "expected distances in points the finger moves down (up if negative), e.g. 'drag 150'"
            + " or 'drag 150 -40'")
      }
      return .drag(path)
    case "dock": return try noArgument(.placeKeyboard(.docked, nil))
    case "undock": return try noArgument(.placeKeyboard(.undocked, nil))
    case "split": return try noArgument(.placeKeyboard(.split, nil))
    case "float":
      if argument.isEmpty { return .placeKeyboard(.floating, nil) }
      let numbers = argument.split(whereSeparator: \.isWhitespace).map { DecimalNumber.parse($0) }
      guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite,
        abs(x) <= 1e6, abs(y) <= 1e6
      else {
        throw fail(
          "expected 'float', or 'float X Y' to move the floating keyboard, e.g. 'float 40 300'")
      }
      return .placeKeyboard(.floating, Point(x: x, y: y))
    case "emoji":
      switch argument {
      case "", "on": return .emoji(true)
      case "off": return .emoji(false)
      default: throw fail("expected 'emoji', 'emoji on' or 'emoji off'")
      }
    case "hardware":
      switch argument {
      case "", "on": return .hardwareKeyboard(true)
      case "off": return .hardwareKeyboard(false)
      default: throw fail("expected 'hardware', 'hardware on' or 'hardware off'")
      }
    case "wait":
      guard let seconds = DecimalNumber.parse(argument), seconds >= 0,
        seconds <= longestWait
      else {
        throw fail("expected seconds from 0 to \(Int(longestWait)), e.g. 'wait 0.5'")
      }
      return .wait(seconds)
    default:
      var message = "unknown step '\(verb)'"
      if let suggestion = Suggestion.closest(to: verb, among: verbs) {
        message += " — did you mean '\(suggestion)'?"
      } else {
        message += " (steps: \(verbs.joined(separator: ", ")))"
      }
      throw fail(message)
    }
  }
}
