import CClang
import FormSimHandlers

/// C's loops in the program's loop kinds: `for (initial; condition; step)` is its initial
/// statements and a `while` loop whose step runs after the body and after `continue`, the
/// two in a scope of their own as C declares the loop's variable; `for (x in collection)` is
/// a `for`-`in`.
extension ObjectiveCLowering {
  func forLoop(_ cursor: Cursor) -> [Statement] {
    let at = cursor.location
    // clang lists only the parts that are written: the semicolons between the parentheses
    // say which part each child is.
    let tokens = cursor.tokens
    var depth = 0
    var semicolons: [UInt32] = []
    var close: UInt32?
    for token in tokens where token.kind == CXToken_Punctuation {
      switch token.text {
      case "(", "[", "{":
        depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0, close == nil { close = token.offset }
      case ";" where depth == 1 && close == nil:
        semicolons.append(token.offset)
      default:
        break
      }
    }
    guard semicolons.count == 2, let close else {
      return [Statement(.unsupported("this 'for' loop"), at: at)]
    }
    var initial: [Statement] = []
    var condition: Expression?
    var step: [Statement] = []
    var body: [Statement] = []
    for child in cursor.children {
      let start = child.startOffset
      if start < semicolons[0] {
        initial += statements(of: child)
      } else if start < semicolons[1] {
        condition = expression(child)
      } else if start < close {
        step += statements(of: child)
      } else {
        body += statements(of: child)
      }
    }
    let loop = Statement(
      .whileLoop(
        conditions: condition.map { [.boolean($0)] } ?? [], body: body, step: step,
        label: nil),
      at: at)
    guard !initial.isEmpty else { return [loop] }
    return [Statement(.doCatch(body: initial + [loop], catches: []), at: at)]
  }

  /// `for (UITextField *field in fields) { … }`, the element declared in the loop or before it.
  func collectionLoop(_ cursor: Cursor) -> Statement {
    let at = cursor.location
    let parts = cursor.children
    guard parts.count == 3 else {
      return Statement(.unsupported("this 'for … in' loop"), at: at)
    }
    let element = parts[0]
    let name: String
    if element.kind == CXCursor_DeclStmt,
      let variable = element.children.first(where: { $0.kind == CXCursor_VarDecl })
    {
      name = variable.spelling
    } else {
      name = Self.unwrapped(element).spelling
    }
    guard !name.isEmpty else { return Statement(.unsupported("this 'for … in' loop"), at: at) }
    return Statement(
      .forIn(
        pattern: .binding(name), sequence: expression(parts[1]), filter: nil,
        body: statements(of: parts[2]), label: nil),
      at: at)
  }
}
