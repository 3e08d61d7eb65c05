/// A function type as a declaration writes it (`((CGRect) -> Void)?`, `@escaping (_ frame: CGRect,
/// Bool) -> ()`): the types of its parameters, which type what a call of the closure passes
/// (`keyboardWillHide?(.zero)` passes a `CGRect`), as the compiler types them.
enum FunctionType {
  /// The parameters' types, in order; nil for a type that is no function type.
  static func parameterTypes(_ type: String) -> [String]? {
    var text = Substring(type.trimmingBlanks())
    while true {
      while let last = text.last, last == "?" || last == "!" || last == " " {
        text = text.dropLast()
      }
      for attribute in ["@escaping ", "@Sendable ", "@MainActor "] where text.hasPrefix(attribute) {
        text = text.dropFirst(attribute.count)
      }
      // `(…)` around the whole type, as an optional closure's is written.
      guard text.first == "(", let close = closing(text), close == text.index(before: text.endIndex)
      else { break }
      text = text[text.index(after: text.startIndex)..<close]
    }
    guard text.first == "(", let close = closing(text),
      text[text.index(after: close)...].trimmingBlanks().hasPrefix("->")
    else { return nil }
    let inside = text[text.index(after: text.startIndex)..<close]
    guard !inside.trimmingBlanks().isEmpty else { return [] }
    return topLevelPieces(inside).map { piece in
      // `_ frame: CGRect`, `frame: CGRect`: the type after the label's colon.
      let typed = topLevelColon(piece).map { piece[piece.index(after: $0)...] } ?? piece
      return String(typed).trimmingBlanks()
    }
  }

  /// How deep in brackets each character of `text` is, after it: `->`'s `>` closes none.
  private static func depths(_ text: Substring) -> [(Substring.Index, Character, Int)] {
    var result: [(Substring.Index, Character, Int)] = []
    var depth = 0
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      switch character {
      case "(", "[", "<": depth += 1
      case ">" where previous == "-": break
      case ")", "]", ">": depth -= 1
      default: break
      }
      result.append((index, character, depth))
      previous = character
    }
    return result
  }

  /// Where the bracket opening `text` closes.
  private static func closing(_ text: Substring) -> Substring.Index? {
    depths(text).first { $0.2 == 0 }?.0
  }

  /// `text` split at its commas outside brackets.
  private static func topLevelPieces(_ text: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = text.startIndex
    for (index, character, depth) in depths(text) where character == "," && depth == 0 {
      pieces.append(text[start..<index])
      start = text.index(after: index)
    }
    pieces.append(text[start...])
    return pieces
  }

  /// The first colon of `text` outside brackets: a parameter's label ends there.
  private static func topLevelColon(_ text: Substring) -> Substring.Index? {
    depths(text).first { $0.1 == ":" && $0.2 == 0 }?.0
  }
}
