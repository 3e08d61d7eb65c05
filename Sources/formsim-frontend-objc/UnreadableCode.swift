import FormSimHandlers

/// clang's complaints about types in the app's own code, placed in the statements they fall in.
///
/// A real `.m` file compiles in its project; here it is read against FormSim's partial UIKit
/// and without the app's headers, and what `OpaqueInterface` cannot learn is left as errors:
/// a property FormSim's UIKit lacks on a class it has (`navigationItem`), a guessed type that
/// does not fit (`autocorrectionType = UITextAutocorrectionTypeNo`), a class method's opaque
/// result boxed with `@(…)`. Such a statement is the app's own code, as opaque as a call to its
/// model: it is left out with a warning at its line, a variable it declares holds an opaque
/// value, and a variable it assigns as a whole is given one, so that a figure computed from it
/// later is refused by the check, as any opaque value is. A statement that writes a figure
/// FormSim simulates, or calls what moves one, is never left out: its error stands.
struct UnreadableCode {
  /// The complaints no statement has taken yet.
  private(set) var pending: [ClangDiagnostic]

  init(_ diagnostics: [ClangDiagnostic]) {
    pending = diagnostics
  }

  var isEmpty: Bool { pending.isEmpty }

  /// Whether a complaint lies in `start..<end`.
  func has(from start: UInt32, to end: UInt32) -> Bool {
    pending.contains { $0.offset >= start && $0.offset < end }
  }

  /// The complaints in `start..<end` that lie in none of `inner`, taken out of `pending`.
  mutating func take(from start: UInt32, to end: UInt32, outside inner: [(UInt32, UInt32)] = [])
    -> [ClangDiagnostic]
  {
    var taken: [ClangDiagnostic] = []
    pending.removeAll { diagnostic in
      let place = diagnostic.offset
      guard place >= start, place < end,
        !inner.contains(where: { place >= $0.0 && place < $0.1 })
      else { return false }
      taken.append(diagnostic)
      return true
    }
    return taken
  }

  // MARK: What a statement's text says

  /// Whether `text` writes a figure FormSim simulates (`x.frame.origin.y -= h`,
  /// `[view setFrame:r]`) or calls what moves one (`layoutIfNeeded`): read as words, outside
  /// strings and comments.
  static func writesSimulated(_ text: String) -> Bool {
    let words = CodeWords(text).words
    for (index, word) in words.enumerated() {
      if movesByMessage(word.text) { return true }
      guard SimulatedWrites.figures.contains(word.text) else { continue }
      // The member chain after the figure, then what follows it.
      let last = CodeWords.endOfChain(words, from: index)
      if CodeWords.isAssignment(words[last].trailing) { return true }
    }
    return false
  }

  /// Whether a word is a call that moves a figure (`layoutIfNeeded`) or the setter of one
  /// (`setFrame`).
  private static func movesByMessage(_ word: String) -> Bool {
    if SimulatedWrites.movingCalls.contains(word) { return true }
    guard word.hasPrefix("set"), case let rest = word.dropFirst(3), let first = rest.first,
      first.isUppercase
    else { return false }
    return SimulatedWrites.figures.contains(first.lowercased() + rest.dropFirst())
  }

  /// What `text` writes figures of: for each figure it assigns, the member chain before it
  /// (`["c"]` of `c.center = …`, `["self", "cell"]` of `self.cell.frame = …`); nil when it
  /// writes one some other way (a setter message, a call that moves views), whose receiver
  /// the words do not say.
  static func figureReceivers(_ text: String) -> [[String]]? {
    let words = CodeWords(text).words
    var receivers: [[String]] = []
    for (index, word) in words.enumerated() {
      if movesByMessage(word.text) { return nil }
      guard SimulatedWrites.figures.contains(word.text) else { continue }
      let last = CodeWords.endOfChain(words, from: index)
      guard CodeWords.isAssignment(words[last].trailing) else { continue }
      var first = index
      while first > 0, !words[first].follows.isEmpty,
        words[first - 1].trailing == words[first].follows
      {
        first -= 1
      }
      receivers.append(words[first..<index].map(\.text))
    }
    return receivers
  }

  /// The variables `text`'s statements assign as a whole: `height = …`, `self.offset = …`,
  /// `_frame.origin.y -= …` (a struct's member changes the struct), `rect.size = …` (a
  /// local's member). The names are as written, `self` first for a property.
  static func assignedVariables(_ text: String) -> [[String]] {
    CodeWords.statements(in: text).compactMap { statement in
      let words = CodeWords(statement).words
      guard let first = words.first, first.follows.isEmpty else { return nil }
      let last = CodeWords.endOfChain(words, from: 0)
      guard CodeWords.isAssignment(words[last].trailing) else { return nil }
      return words[...last].map(\.text)
    }
  }
}

/// The identifiers of a piece of C, each with the punctuation just before and after it,
/// outside string and character literals and comments.
struct CodeWords {
  struct Word {
    var text: String
    /// `.` or `->` when the identifier is a member of what precedes it, else empty.
    var follows: String
    /// The punctuation up to the next identifier or the end, spaces dropped.
    var trailing: String
  }

  private(set) var words: [Word] = []

  init(_ text: String) {
    // Identifiers and runs of punctuation, spaces dropped; a number is neither (`2.5` does
    // not make `5` a member).
    enum Piece {
      case word(String)
      case punctuation(String)
    }
    var pieces: [Piece] = []
    var current = ""
    var currentIsWord = false
    func flush() {
      guard !current.isEmpty else { return }
      if currentIsWord {
        if current.first?.isNumber == false { pieces.append(.word(current)) }
      } else {
        pieces.append(.punctuation(current))
      }
      current = ""
    }
    for character in CodeWords.code(of: text) {
      if character.isWhitespace {
        if currentIsWord { flush() }
        continue
      }
      let inWord = character.isLetter || character.isNumber || character == "_"
      if inWord != currentIsWord { flush() }
      currentIsWord = inWord
      current.append(character)
    }
    flush()
    for (index, piece) in pieces.enumerated() {
      guard case .word(let text) = piece else { continue }
      var follows = ""
      if index > 0, case .punctuation(let before) = pieces[index - 1] {
        follows = before.hasSuffix("->") ? "->" : before.hasSuffix(".") ? "." : ""
      }
      var trailing = ""
      if index + 1 < pieces.count, case .punctuation(let after) = pieces[index + 1] {
        trailing = after
      }
      words.append(Word(text: text, follows: follows, trailing: trailing))
    }
  }

  /// The index of the last word of the member chain that starts at `start`: `y` of
  /// `frame.origin.y`, each word written right after the `.` or `->` that ends the one before.
  static func endOfChain(_ words: [Word], from start: Int) -> Int {
    var last = start
    while last + 1 < words.count, !words[last + 1].follows.isEmpty,
      words[last].trailing == words[last + 1].follows
    {
      last += 1
    }
    return last
  }

  /// Whether punctuation after a variable assigns it: `=` (not `==`), `+=`, `-=`, `*=`,
  /// `/=`, `++`, `--`.
  static func isAssignment(_ punctuation: String) -> Bool {
    if punctuation.hasPrefix("++") || punctuation.hasPrefix("--") { return true }
    for op in ["=", "+=", "-=", "*=", "/=", "|=", "&="] where punctuation.hasPrefix(op) {
      return !punctuation.dropFirst(op.count).hasPrefix("=")
    }
    return false
  }

  /// `text` with string and character literals emptied and comments dropped (their line breaks
  /// kept), so that a word inside them is not read.
  static func code(of text: String) -> String {
    var result = ""
    var quote: Character?
    var escaped = false
    var previous: Character = " "
    var comment: Character?
    for character in text {
      if let open = comment {
        // The line breaks stay: lines of code keep their numbers.
        if character == "\n" { result.append(character) }
        if open == "/" && character == "\n" { comment = nil }
        if open == "*" && previous == "*" && character == "/" { comment = nil }
        previous = character
        continue
      }
      if let open = quote {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == open {
          quote = nil
          result.append(character)
        }
        previous = character
        continue
      }
      if previous == "/" && (character == "/" || character == "*") {
        result.removeLast()
        comment = character
        previous = " "
        continue
      }
      if character == "\"" || character == "'" { quote = character }
      result.append(character)
      previous = character
    }
    return result
  }

  /// The statements of `text` split at the semicolons outside brackets, each trimmed.
  static func statements(in text: String) -> [String] {
    var result: [String] = []
    var current = ""
    var depth = 0
    for character in code(of: text) {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth = max(0, depth - 1)
      default: break
      }
      if character == ";" && depth == 0 {
        result.append(current)
        current = ""
      } else if character == "}" && depth == 0 {
        // The end of a block closes what was open in it.
        current = ""
      } else {
        current.append(character)
      }
    }
    result.append(current)
    return result.map { String($0.drop(while: \.isWhitespace)) }.filter { !$0.isEmpty }
  }
}
