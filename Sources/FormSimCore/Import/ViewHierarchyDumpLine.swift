/// How one view's description is found in the lines people paste: wherever a debugger, a logger
/// or a comment put it.
///
/// lldb prints `recursiveDescription` bare; `NSLog` puts a timestamp and the process before the
/// first line; Cycript and Frida wrap the whole string in a backtick or quotes; code keeps dumps
/// in `//` or `*` comments; a debugger's `$1 = 0x… <UIView…>` puts a name before a one-line
/// result. So a view's description is the first `<` that opens a class name, whatever comes
/// before it, and its depth is the number of `|` before that `<`. A description runs to the `>`
/// that balances its `<`, across lines when a text value holds line breaks.
enum ViewHierarchyDumpLine {
  /// The most lines one description may span: a text value with that many line breaks is cut
  /// short by UIKit long before.
  static let longestDescription = 200

  /// Where a description opens in `line`: the first `<` followed by a class name (or by `<` and a
  /// class name: a text view's container prints as `<<_UITextContainerView: …> minSize = …>`).
  static func open(in line: Substring) -> Substring.Index? {
    var index = line.startIndex
    while let found = line[index...].firstIndex(of: "<") {
      let next = line.index(after: found)
      if next < line.endIndex {
        let character = line[next]
        if startsClassName(character) { return found }
        if character == "<" {
          let after = line.index(after: next)
          if after < line.endIndex, startsClassName(line[after]) { return found }
        }
      }
      index = next
    }
    return nil
  }

  static func startsClassName(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && character.isLetter)
  }

  /// The most characters read past their own line, over a whole dump, looking for where
  /// descriptions close: a file of lines that never close costs no more than this.
  static let continuationBudget = 4 << 20

  /// The end of the description that opens at `text.startIndex` (the index after its closing
  /// `>`), or `nil` when `text` ends first.
  static func end(of text: Substring) -> Substring.Index? {
    var scanner = Scanner()
    return scanner.feed(text)
  }

  /// Reads a description piece by piece (its first line, then each line a text value runs on
  /// to), keeping where it is between pieces, so no piece is read twice. Brackets inside a
  /// quoted value do not count; a value is quoted from `= '` to a `'` followed by `;` or `>`
  /// (UIKit does not escape the apostrophes inside, so `'Don't'` stays one value; a value that
  /// runs on to the next line closes there).
  struct Scanner {
    var depth = 0
    var quoted = false
    var previous: Character = " "
    var beforePrevious: Character = " "

    /// The index after the `>` that closes the description in `piece`, or `nil` when it does
    /// not close there.
    mutating func feed(_ piece: Substring) -> Substring.Index? {
      var index = piece.startIndex
      while index < piece.endIndex {
        let character = piece[index]
        let next = piece.index(after: index)
        if quoted {
          if character == "'" && closesQuote(piece[next...]) { quoted = false }
        } else if character == "'" && previous == " " && beforePrevious == "=" {
          quoted = true
        } else if character == "<" {
          depth += 1
        } else if character == ">" {
          depth -= 1
          if depth == 0 { return next }
        }
        beforePrevious = previous
        previous = character
        index = next
      }
      return nil
    }
  }

  /// Whether `line` starts a view's description after nothing but blanks and `|` marks, at
  /// least one of them: a line a text value does not run on to.
  static func startsNestedView(_ line: Substring) -> Bool {
    let lead = line.prefix { $0 == " " || $0 == "|" || $0 == "\t" }
    guard lead.contains("|"), let open = open(in: line) else { return false }
    return open == lead.endIndex
  }

  /// Whether a `'` followed by `rest` ends a quoted value: `;` or `>` next, blanks allowed.
  static func closesQuote(_ rest: Substring) -> Bool {
    guard let next = rest.first(where: { $0 != " " }) else { return false }
    return next == ";" || next == ">"
  }

  /// A debugger's or a shell's prompt opening the line (`(lldb)`, `cy#`, Frida's
  /// `[USB::iPhone::App]->`): the command after it is no view.
  static func prompt(of line: Substring) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix("(lldb)") { return "(lldb)" }
    if trimmed.hasPrefix("cy#") { return "cy#" }
    if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]"),
      trimmed[close...].hasPrefix("]->")
    {
      return String(trimmed[...close]) + "->"
    }
    return nil
  }
}
