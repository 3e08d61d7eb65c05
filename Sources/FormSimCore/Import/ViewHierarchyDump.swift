#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// View hierarchies as `recursiveDescription` prints them — lldb's `po view.recursiveDescription()`,
/// Chisel's `pviews`, Cycript's and Frida's `recursiveDescription().toString()`, `NSLog`ged dumps,
/// dumps kept in comments, swift-snapshot-testing's `.recursiveDescription` snapshots: one view a
/// line, its depth in `|` marks before its description (`ViewHierarchyDumpLine`).
///
/// A paste holds more than one hierarchy as often as not: the result of an earlier command, the
/// same dump pasted twice, the key window and then a controller's view. Every top-level view
/// with views under it is a hierarchy; a top-level view alone on its line (`$1 = 0x… <UIView…>`)
/// is a one-line result and is passed over, and a hierarchy the same as an earlier one is too.
///
/// Parse, then interpret: this is the thin parse into views with their class and properties;
/// ``ViewHierarchyDumpImport`` turns each hierarchy into a form through the storyboard importer.
/// The tree is built on a stack of open views, never by recursion, and refused beyond the depth
/// storyboards are.
public struct ViewHierarchyDump: Sendable, Hashable {
  /// One view of the dump.
  public struct View: Sendable, Hashable {
    /// The class as printed, `UIScrollView` or `MyApp.FormScrollView`.
    public var className: String
    /// The UIKit class behind a private or Swift subclass (`baseClass = UIScrollView`).
    public var baseClass: String?
    /// The description's properties by key: `frame` → `(0 0; 375 667)`, `text` → `'Ada'`,
    /// `contentOffset` → `{0, -64}`.
    public var properties: [String: String]
    /// The dump's line, 1-based.
    public var line: Int
    public var children: [View] = []

    /// The UIKit class it is, for the importer: its base class when it names one.
    public var kind: String { baseClass ?? className }
  }

  /// A dump that cannot be read, at its line.
  public struct Failure: Error, Sendable, Hashable {
    public var line: Int
    public var message: String
  }

  /// Every hierarchy, in the order they start.
  public var hierarchies: [View]
  /// Lines that are not a view's description, or views passed over, with why.
  public var skipped: [ImportWarning]
  /// The first line of each lone one-line object passed over.
  public var loneLines: [Int] = []

  /// The first hierarchy.
  public var root: View { hierarchies[0] }

  /// Deeper nesting than any real screen has is refused rather than risking the stack: the
  /// storyboard parser's bound.
  public static let maximumDepth = 400

  /// Whether the file at `path` starts as a dump does: a line of its first kilobyte opens a
  /// view's description. Reads only that kilobyte.
  public static func isDump(atPath path: String) -> Bool {
    // Opened without blocking and read only if it is a regular file: a FIFO named `*.txt`
    // must not hold up shell completion.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, PathKind(mode: info.st_mode) == .file else { return false }
    let text = String(
      decoding: FileDescriptorIO.readToEnd(descriptor, limit: 1023), as: UTF8.self)
    return text.split(separator: "\n").contains { line in
      guard let open = ViewHierarchyDumpLine.open(in: line) else { return false }
      return parseView(descriptionText(line[open...]), 1) != nil
    }
  }

  /// Parses `text`; `nil` when no line describes a view. Throws when views nest deeper than
  /// ``maximumDepth``.
  public static func parse(_ text: String) throws(Failure) -> ViewHierarchyDump? {
    var reader = Reader()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    var index = 0
    while index < lines.count {
      let lineNumber = index + 1
      let line = lines[index]
      index += 1
      guard line.contains(where: { !$0.isWhitespace }) else { continue }
      guard let open = ViewHierarchyDumpLine.open(in: line) else {
        reader.notView(line, at: lineNumber)
        continue
      }
      // A description with line breaks in a value runs on until its brackets balance, never
      // into a line that opens a nested view, and within the dump's budget for this.
      var scanner = ViewHierarchyDumpLine.Scanner()
      var description = line[open...]
      if let end = scanner.feed(description) {
        description = description[..<end]
      } else {
        var joined = String(description)
        var closed = false
        var last = index
        while last < lines.count, last - index < ViewHierarchyDumpLine.longestDescription,
          reader.continued < ViewHierarchyDumpLine.continuationBudget,
          !ViewHierarchyDumpLine.startsNestedView(lines[last])
        {
          let piece = lines[last]
          last += 1
          reader.continued += piece.utf8.count + 1
          let before = joined.endIndex
          joined += "\n" + piece
          let added = joined[before...]
          if let end = scanner.feed(added) {
            description = joined[..<end]
            closed = true
            break
          }
        }
        guard closed else {
          reader.skipped.append(
            ImportWarning(
              line: lineNumber,
              message: "the description that opens here has no closing '>'; passed over"))
          continue
        }
        index = last
      }
      let rest = line[open...].dropFirst(description.count).trimmingBlanks()
      // A layer printed among its view's subviews: `<_UILabelContentLayer: 0x…> (layer)`.
      if rest.hasPrefix("(layer)") { continue }
      let body = descriptionText(description)
      guard let view = parseView(body, lineNumber) else {
        reader.skipped.append(
          ImportWarning(
            line: lineNumber,
            message: "'\(String(body.prefix(60)))' is not a view's description; passed over"))
        continue
      }
      let depth = line[..<open].filter { $0 == "|" }.count
      try reader.add(view, depth: depth, signature: String(description))
    }
    reader.closeAll()
    reader.sayNotViews()
    guard !reader.hierarchies.isEmpty || !reader.loneLines.isEmpty else { return nil }
    return ViewHierarchyDump(
      hierarchies: reader.hierarchies, skipped: reader.skipped.sorted { $0.line < $1.line },
      loneLines: reader.loneLines)
  }

  /// A text view's container wraps its own description: `<<_UITextContainerView: …> minSize …>`
  /// is read as the inner `<_UITextContainerView: …>`.
  static func descriptionText(_ text: Substring) -> Substring {
    guard text.hasPrefix("<<") else { return text }
    let inner = text.dropFirst()
    guard let end = ViewHierarchyDumpLine.end(of: inner) else { return inner }
    return inner[..<end]
  }

  /// The open views and what is done: the stack the tree is built on.
  private struct Reader {
    var stack: [(depth: Int, view: View)] = []
    var hierarchies: [View] = []
    var skipped: [ImportWarning] = []
    var loneLines: [Int] = []
    /// Each hierarchy's lines as printed, to pass over the same dump pasted again.
    var signatures: [(lines: [String], line: Int)] = []
    var current: [String] = []
    /// The lines that describe no view, by what they are (a prompt's commands, or prose), in
    /// the order each kind was first seen: each kind is said once.
    var notViews: [(prompt: String?, lines: [Int])] = []
    /// Characters read past their own line so far (`ViewHierarchyDumpLine.continuationBudget`).
    var continued = 0

    mutating func add(_ view: View, depth: Int, signature: String) throws(Failure) {
      if let base = stack.first?.depth, depth <= base { closeAll() }
      while let last = stack.last, last.depth >= depth { close() }
      guard stack.count < ViewHierarchyDump.maximumDepth else {
        throw Failure(
          line: view.line,
          message: "views nested more than \(ViewHierarchyDump.maximumDepth) deep")
      }
      stack.append((depth, view))
      current.append("\(stack.count) \(signature)")
    }

    /// Closes the innermost open view into its parent, or ends its hierarchy.
    mutating func close() {
      guard let last = stack.popLast() else { return }
      if stack.isEmpty {
        finish(last.view)
      } else {
        stack[stack.count - 1].view.children.append(last.view)
      }
    }

    mutating func closeAll() {
      while !stack.isEmpty { close() }
    }

    mutating func finish(_ root: View) {
      defer { current = [] }
      guard !root.children.isEmpty else {
        loneLines.append(root.line)
        skipped.append(
          ImportWarning(
            line: root.line,
            message: "a one-line \(root.className), not a hierarchy; passed over"))
        return
      }
      if let same = signatures.first(where: { $0.lines == current }) {
        skipped.append(
          ImportWarning(
            line: root.line,
            message: "the same hierarchy as the one at line \(same.line); passed over"))
        return
      }
      signatures.append((current, root.line))
      hierarchies.append(root)
    }

    /// A line that describes no view, kept with the others of its kind: a debugger's
    /// commands by their prompt, any other text together, so a paste wrapped in a paragraph is
    /// not a warning a line.
    mutating func notView(_ line: Substring, at number: Int) {
      let prompt = ViewHierarchyDumpLine.prompt(of: line)
      if let index = notViews.firstIndex(where: { $0.prompt == prompt }) {
        notViews[index].lines.append(number)
      } else {
        notViews.append((prompt, [number]))
      }
    }

    /// One warning for each kind of line that describes no view, at its first line: a prompt's
    /// commands, or the text around the dump with the lines it spans.
    mutating func sayNotViews() {
      for (prompt, lines) in notViews {
        let message =
          if let prompt {
            "lines after the prompt '\(prompt)' are commands, not views; passed over"
          } else if lines.count == 1 {
            "not a view's description; passed over"
          } else {
            "lines \(FieldRanges.text(lines)) (\(lines.count) lines) are not views'"
              + " descriptions; passed over"
          }
        skipped.append(ImportWarning(line: lines[0], message: message))
      }
      notViews = []
    }
  }

  /// `<Class: 0x…; key = value; key: value; …>`, the address optional (snapshot-testing purges
  /// it); `nil` when the text is not one.
  static func parseView(_ text: Substring, _ line: Int) -> View? {
    guard text.first == "<", let close = text.lastIndex(of: ">") else { return nil }
    let body = text[text.index(after: text.startIndex)..<close]
    let parts = splitTopLevel(body)
    guard let head = parts.first else { return nil }
    let className = head.split(separator: ":", maxSplits: 1).first.map {
      String($0).trimmingBlanks()
    }
    guard let className, !className.isEmpty, className.allSatisfy(isClassCharacter) else {
      return nil
    }
    var properties: [String: String] = [:]
    for part in parts.dropFirst() {
      let equals = part.firstIndex(of: "=")
      let colon = part.firstIndex(of: ":")
      let separator: String.Index?
      switch (equals, colon) {
      case (let equals?, let colon?): separator = min(equals, colon)
      case (let equals?, nil): separator = equals
      case (nil, let colon?): separator = colon
      case (nil, nil): separator = nil
      }
      guard let separator else {
        properties[part.trimmingBlanks()] = "YES"
        continue
      }
      let key = part[..<separator].trimmingBlanks()
      let value = part[part.index(after: separator)...].trimmingBlanks()
      if !key.isEmpty && properties[key] == nil { properties[key] = value }
    }
    return View(
      className: className, baseClass: properties["baseClass"], properties: properties, line: line)
  }

  /// `body` split at the semicolons that are not inside `(…)`, `{…}`, `<…>` or a quoted value
  /// (quoted as `ViewHierarchyDumpLine.end` reads quotes).
  static func splitTopLevel(_ body: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var quoted = false
    var previous: Character = " "
    var beforePrevious: Character = " "
    var start = body.startIndex
    var index = body.startIndex
    while index < body.endIndex {
      let character = body[index]
      let next = body.index(after: index)
      if quoted {
        if character == "'"
          && (next == body.endIndex || ViewHierarchyDumpLine.closesQuote(body[next...]))
        {
          quoted = false
        }
      } else if character == "'" && previous == " " && beforePrevious == "=" {
        quoted = true
      } else {
        switch character {
        case "(", "{", "<": depth += 1
        case ")", "}", ">": depth = max(0, depth - 1)
        case ";" where depth == 0:
          parts.append(body[start..<index])
          start = next
        default: break
        }
      }
      beforePrevious = previous
      previous = character
      index = next
    }
    parts.append(body[start...])
    return parts
  }

  private static func isClassCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "."
  }
}
