#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A view hierarchy as `recursiveDescription` prints it — lldb's `po view.recursiveDescription()`,
/// Chisel's `pviews`, swift-snapshot-testing's `.recursiveDescription` snapshots: one view a line,
/// its depth in `|` marks before the first `<`, its description between that `<` and the line's
/// last `>`.
///
/// Parse, then interpret: this is the thin parse into views with their class and properties;
/// ``ViewHierarchyDumpImport`` turns the tree into a form through the storyboard importer.
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

  /// The outermost view (the window, or the view the dump was taken of).
  public var root: View
  /// Lines that are not a view's description, with why they were passed over.
  public var skipped: [ImportWarning]

  /// Whether the file at `path` starts as a dump does: its first line that is not blank opens a
  /// view's description. Reads only the file's first kilobyte.
  public static func isDump(atPath path: String) -> Bool {
    guard let file = fopen(path, "r") else { return false }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = fread(&buffer, 1, buffer.count, file)
    let text = String(decoding: buffer.prefix(count), as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.contains { !$0.isWhitespace } })
    else { return false }
    return line.drop { $0 == " " || $0 == "|" }.first == "<"
  }

  /// Parses `text`; `nil` when no line describes a view.
  public static func parse(_ text: String) -> ViewHierarchyDump? {
    var stack: [(depth: Int, view: View)] = []
    var root: View?
    var skipped: [ImportWarning] = []
    var lineNumber = 0
    var ended = false
    func close(above depth: Int) {
      while let last = stack.last, last.depth >= depth {
        stack.removeLast()
        if stack.isEmpty {
          root = last.view
        } else {
          stack[stack.count - 1].view.children.append(last.view)
        }
      }
    }
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if ended { continue }
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      guard line.contains(where: { !$0.isWhitespace }) else { continue }
      guard let open = line.firstIndex(of: "<"), let view = parseView(line[open...], lineNumber)
      else {
        skipped.append(
          ImportWarning(line: lineNumber, message: "not a view's description; passed over"))
        continue
      }
      let depth = line[..<open].filter { $0 == "|" }.count
      if depth == 0 && !stack.isEmpty {
        skipped.append(
          ImportWarning(
            line: lineNumber,
            message: "a second hierarchy starts here; it and what follows are passed over"))
        ended = true
        continue
      }
      if stack.isEmpty && depth > 0 {
        skipped.append(
          ImportWarning(line: lineNumber, message: "a view with no parent above it; passed over"))
        continue
      }
      close(above: depth)
      stack.append((depth, view))
    }
    close(above: 0)
    guard let root else { return nil }
    return ViewHierarchyDump(root: root, skipped: skipped)
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
      if !key.isEmpty { properties[key] = value }
    }
    return View(
      className: className, baseClass: properties["baseClass"], properties: properties, line: line)
  }

  /// `body` split at the semicolons that are not inside `(…)`, `{…}`, `<…>` or quotes.
  static func splitTopLevel(_ body: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var quoted = false
    var start = body.startIndex
    var index = body.startIndex
    while index < body.endIndex {
      let character = body[index]
      if character == "'" {
        quoted.toggle()
      } else if !quoted {
        switch character {
        case "(", "{", "<": depth += 1
        case ")", "}", ">": depth = max(0, depth - 1)
        case ";" where depth == 0:
          parts.append(body[start..<index])
          start = body.index(after: index)
        default: break
        }
      }
      index = body.index(after: index)
    }
    parts.append(body[start...])
    return parts
  }

  private static func isClassCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "."
  }
}
