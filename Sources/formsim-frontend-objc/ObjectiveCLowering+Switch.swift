import CClang
import FormSimHandlers

/// C's `switch`, in the form every keyboard handler writes it: groups of `case` labels, each
/// group's statements ended by `break` or `return`. Labels with nothing between them share
/// their statements, as Swift's `case a, b:` does. A group that runs on into the next (C's
/// fall-through after statements) has no Swift shape and is refused where it starts.
extension ObjectiveCLowering {
  func switchStatement(_ cursor: Cursor) -> Statement {
    let at = cursor.location
    let parts = cursor.children
    guard parts.count == 2, parts[1].kind == CXCursor_CompoundStmt else {
      return Statement(.unsupported("this 'switch'"), at: at)
    }
    var builder = SwitchBuilder()
    for child in parts[1].children {
      guard builder.add(child, lowering: self) else {
        return Statement(
          .unsupported("a 'switch' whose case runs on into the next (add 'break')"),
          at: child.location)
      }
    }
    builder.close()
    return Statement(
      .switchCases(
        subject: expression(parts[0]), cases: builder.cases, otherwise: builder.otherwise),
      at: at)
  }
}

/// The cases of a C `switch` as they are read, statement by statement.
private struct SwitchBuilder {
  var cases: [SwitchCase] = []
  var otherwise: [Statement]?
  private var patterns: [Expression] = []
  private var isDefault = false
  private var body: [Statement] = []
  /// Whether the open group's labels have statements after them.
  private var hasStatements = false

  /// Reads one child of the switch's body; false where a group would run on into the next.
  mutating func add(_ cursor: Cursor, lowering: ObjectiveCLowering) -> Bool {
    switch cursor.kind {
    case CXCursor_CaseStmt, CXCursor_DefaultStmt:
      if hasStatements { return false }
      var node = cursor
      // `case A: case B: …` nests the second label inside the first.
      while node.kind == CXCursor_CaseStmt || node.kind == CXCursor_DefaultStmt {
        let children = node.children
        if node.kind == CXCursor_CaseStmt {
          guard children.count == 2 else { return false }
          patterns.append(lowering.expression(children[0]))
          node = children[1]
        } else {
          guard children.count == 1 else { return false }
          isDefault = true
          node = children[0]
        }
      }
      return statement(node, lowering: lowering)
    default:
      return statement(cursor, lowering: lowering)
    }
  }

  private mutating func statement(_ cursor: Cursor, lowering: ObjectiveCLowering) -> Bool {
    switch cursor.kind {
    case CXCursor_BreakStmt:
      close()
    case CXCursor_NullStmt:
      break
    default:
      guard !patterns.isEmpty || isDefault else { return true }  // code no label reaches
      body += lowering.statements(of: cursor)
      hasStatements = true
      if Self.endsTheGroup(cursor) { close() }
    }
    return true
  }

  /// Whether a group's statement leaves the `switch`: a `return`, or a braced block that
  /// ends with `break` or `return` (`case 1: { …; break; }`), whose `break` ends the case as
  /// Swift's does.
  private static func endsTheGroup(_ cursor: Cursor) -> Bool {
    switch cursor.kind {
    case CXCursor_ReturnStmt: true
    case CXCursor_CompoundStmt:
      cursor.children.last.map { $0.kind == CXCursor_BreakStmt || endsTheGroup($0) } ?? false
    default: false
    }
  }

  /// Ends the open group: its labels take its statements.
  mutating func close() {
    if isDefault {
      otherwise = body
    } else if !patterns.isEmpty {
      cases.append(SwitchCase(patterns: patterns.map(Pattern.value), body: body))
    }
    patterns = []
    isDefault = false
    body = []
    hasStatements = false
  }
}
