import FormSimHandlers
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Swift 2's C-style loop, `for var i = 0; i < count; i++ { … }` (with or without parentheses
/// around its three parts), which Swift 3 removed: swift-syntax reads the parts as tokens it
/// did not expect before the body's brace. Each part is parsed again on its own and lowered by
/// a lowering that shifts its locations to the part's place, so that what it lowers to carries
/// the file's lines and columns at a cost of the part's length; the loop is the `while` it
/// means, in a scope of its own.
extension SwiftLowering {
  /// The loop as its initialiser then a `while` whose step runs after the body and after
  /// `continue`; nil when `loop` is not C-style, and a refusal when its parts cannot be told.
  func cStyleLoop(_ loop: ForStmtSyntax, label: String?) -> Statement? {
    guard Self.isCStyle(loop) else { return nil }
    let at = location(of: loop)
    guard let parts = cStyleParts(loop) else {
      return Statement(.unsupported("this C-style 'for'"), at: at)
    }
    let initial = parts[0].map { range in lowered(range) { $0.statements($1.statements) } } ?? []
    let condition: Expression
    if let range = parts[1] {
      let test = lowered(range) { lowering, piece -> Expression? in
        guard piece.statements.count == 1, case .expr(let test) = piece.statements.first?.item
        else { return nil }
        return lowering.expression(test)
      }
      guard let test else { return Statement(.unsupported("this C-style 'for'"), at: at) }
      condition = test
    } else {
      condition = Expression(.boolean(true), at: at)
    }
    let step = parts[2].map { range in lowered(range) { $0.statements($1.statements) } } ?? []
    let whileLoop = Statement(
      .whileLoop(
        conditions: [.boolean(condition)], body: statements(loop.body.statements), step: step,
        label: label), at: at)
    return Statement(.doCatch(body: initial + [whileLoop], catches: []), at: at)
  }

  /// Whether swift-syntax read `loop` as a C-style one: no sequence, and the parts before the
  /// body's brace.
  static func isCStyle(_ loop: ForStmtSyntax) -> Bool {
    loop.sequence.is(MissingExprSyntax.self) && loop.body.unexpectedBeforeLeftBrace != nil
  }

  /// Whether a parser's complaint at `node` is about the header of a C-style loop (from `for`
  /// to the body's brace), which the lowering reads.
  static func isInCStyleHeader(_ node: Syntax) -> Bool {
    var current: Syntax? = node
    while let syntax = current {
      if let loop = syntax.as(ForStmtSyntax.self) {
        return isCStyle(loop)
          && node.position < loop.body.leftBrace.positionAfterSkippingLeadingTrivia
      }
      current = syntax.parent
    }
    return false
  }

  /// The byte ranges of the initialiser, condition and step (nil for an empty one), split at
  /// the two semicolons outside brackets; nil unless there are exactly two. The parser's own
  /// tokens between `for` and the body's brace say where they are, so a semicolon or bracket in
  /// a string or a comment is not taken for one.
  private func cStyleParts(_ loop: ForStmtSyntax) -> [Range<Int>?]? {
    let brace = loop.body.leftBrace.positionAfterSkippingLeadingTrivia
    // Token by token from `for` to the brace: the header alone, not the body after it.
    var header: [TokenSyntax] = []
    var next = loop.forKeyword.nextToken(viewMode: .sourceAccurate)
    while let token = next, token.position < brace {
      header.append(token)
      next = token.nextToken(viewMode: .sourceAccurate)
    }
    var tokens = header[...]
    // `for (var i = 0; i < n; i++)`: the parentheses around all three parts.
    if tokens.first?.tokenKind == .leftParen, tokens.last?.tokenKind == .rightParen,
      Self.closing(tokens) == tokens.indices.last
    {
      tokens = tokens.dropFirst().dropLast()
    }
    var parts: [ArraySlice<TokenSyntax>] = []
    var depth = 0
    var partStart = tokens.startIndex
    for index in tokens.indices {
      switch tokens[index].tokenKind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      case .semicolon where depth == 0:
        parts.append(tokens[partStart..<index])
        partStart = index + 1
      default: break
      }
    }
    parts.append(tokens[partStart...])
    guard parts.count == 3 else { return nil }
    return parts.map { part in
      guard let first = part.first, let last = part.last else { return nil }
      return first.positionAfterSkippingLeadingTrivia
        .utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
    }
  }

  /// The index of the token that closes the parenthesis `tokens` starts with, nil when none
  /// does.
  private static func closing(_ tokens: ArraySlice<TokenSyntax>) -> Int? {
    var depth = 0
    for index in tokens.indices {
      switch tokens[index].tokenKind {
      case .leftParen: depth += 1
      case .rightParen:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  /// Swift's own operators, which a loop's parts use: made once, as making them parses their
  /// declarations.
  private static let operators = OperatorTable.standardOperators

  /// `range` of the file parsed alone, its operators folded, and lowered by `body` with a
  /// lowering whose locations are the file's; what that lowering warns joins this one's.
  private func lowered<Result>(
    _ range: Range<Int>, _ body: (SwiftLowering, SourceFileSyntax) -> Result
  ) -> Result {
    let bytes = Array(source[range])
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let piece = (try? Self.operators.foldAll(tree))?.as(SourceFileSyntax.self) ?? tree
    let start = converter.location(for: AbsolutePosition(utf8Offset: range.lowerBound))
    let lowering = SwiftLowering(
      piece: piece, source: bytes, of: self, at: (start.line, start.column))
    let result = body(lowering, piece)
    warnings += lowering.warnings
    return result
  }
}
