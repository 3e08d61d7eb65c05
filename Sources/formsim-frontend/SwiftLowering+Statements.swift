import FormSimHandlers
import SwiftSyntax

/// Statements of a body: bindings, assignments, `if`, `guard`, `switch`, `return` and
/// expressions; anything else stays as an `unsupported` statement, described.
extension SwiftLowering {
  func statements(_ items: CodeBlockItemListSyntax) -> [Statement] {
    items.flatMap(statements(of:))
  }

  /// A body that may return its one expression without `return`, as Swift lets a getter, a
  /// closure and a function with a result type do: the `return` is written out. `result` is the
  /// type it declares it returns (nil for none), which gives what it returns as `.zero` or
  /// `.init(…)` its type (`returned`).
  func body(
    _ items: CodeBlockItemListSyntax, implicitReturn: Bool, result: TypeSyntax? = nil
  ) -> [Statement] {
    let outerReturnType = returnType
    returnType = result?.trimmedDescription
    defer { returnType = outerReturnType }
    let lowered = statements(items)
    guard implicitReturn, items.count == 1, lowered.count == 1,
      case .expression(let value) = lowered[0].kind, !Self.isDiscarding(items.first?.item)
    else { return lowered }
    return [Statement(.returning(returned(value)), at: lowered[0].location)]
  }

  /// A returned value as lowered, `.zero`, `.identity` or `.init(…)` (whose type only the
  /// context gives) spelt with the declared result type (`CGRect.zero`, `CGRect(…)`), as Swift
  /// reads it.
  func returned(_ value: Expression) -> Expression {
    guard var type = returnType else { return value }
    if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return value }
    let named = Expression(.name(type), at: value.location)
    switch value.kind {
    case .implicitMember(let name) where Expression.takesTypeFromContext(name):
      return Expression(.member(named, name), at: value.location)
    case .call(_, let arguments) where value.isImplicitInitializer:
      return Expression(.call(named, arguments), at: value.location)
    default:
      return value
    }
  }

  /// Whether an item is `_ = value`, which is lowered as an expression but returns nothing.
  private static func isDiscarding(_ item: CodeBlockItemSyntax.Item?) -> Bool {
    guard case .expr(let expression)? = item,
      let infix = expression.as(InfixOperatorExprSyntax.self)
    else { return false }
    return infix.operator.is(AssignmentExprSyntax.self)
  }

  func statements(of item: CodeBlockItemSyntax) -> [Statement] {
    switch item.item {
    case .decl(let declaration):
      if let variable = declaration.as(VariableDeclSyntax.self) {
        return variables(variable)
      }
      if let function = declaration.as(FunctionDeclSyntax.self), let body = function.body {
        // A nested function is a local closure of its parameters.
        let parameters = function.signature.parameterClause.parameters.map {
          identifier($0.secondName ?? $0.firstName)
        }
        let result = function.signature.returnClause?.type
        let closure = Expression(
          .closure(
            parameters: parameters,
            body: self.body(body.statements, implicitReturn: result != nil, result: result)),
          at: location(of: function))
        return [
          Statement(
            .variable(name: identifier(function.name), type: nil, value: closure, isConstant: true),
            at: location(of: function))
        ]
      }
      if let conditional = declaration.as(IfConfigDeclSyntax.self) {
        return activeStatements(of: conditional)
      }
      if declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) {
        // A type of the file's, whose name the body uses (`Static.instance`).
        localTypes.append(declaration)
        return []
      }
      return [unsupported(Self.describe(declaration), at: item)]
    case .stmt(let statement):
      return [self.statement(statement)]
    case .expr(let expression):
      return [self.statement(expression: expression)]
    @unknown default:
      return [unsupported("the statement '\(Self.excerpt(item))'", at: item)]
    }
  }

  private func unsupported(_ what: String, at node: some SyntaxProtocol) -> Statement {
    Statement(.unsupported(what), at: location(of: node))
  }

  /// `let a = 1, b: T`: one statement per name.
  private func variables(_ variable: VariableDeclSyntax) -> [Statement] {
    let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
    return variable.bindings.enumerated().map { index, binding in
      let at = index == 0 ? location(of: variable) : location(of: binding)
      if binding.accessorBlock != nil {
        return Statement(.unsupported("a local computed variable"), at: at)
      }
      let value = binding.initializer.map { expression($0.value) }
      switch binding.pattern.as(PatternSyntaxEnum.self) {
      case .identifierPattern(let name):
        return Statement(
          .variable(
            name: identifier(name.identifier),
            type: binding.typeAnnotation?.type.trimmedDescription, value: value,
            isConstant: isConstant), at: at)
      case .wildcardPattern:
        // `let _ = f()` evaluates `f()` for its effects.
        if let value { return Statement(.expression(value), at: at) }
        return Statement(.unsupported("a '_' binding without a value"), at: at)
      case .tuplePattern(let tuple):
        // `let (a, b) = pair`: the pair matched by a tuple pattern of bindings.
        guard let value else { return Statement(.unsupported("a tuple pattern"), at: at) }
        let names = tuple.elements.map { pattern($0.pattern, binding: true) }
        return Statement(
          .guardElse(conditions: [.matching(.tuple(names), value, location: at)], otherwise: []),
          at: at)
      default:
        return Statement(.unsupported("the pattern '\(Self.excerpt(binding.pattern))'"), at: at)
      }
    }
  }

  private func statement(_ statement: StmtSyntax, label: String? = nil) -> Statement {
    let at = location(of: statement)
    switch statement.as(StmtSyntaxEnum.self) {
    case .expressionStmt(let wrapped):
      return self.statement(expression: wrapped.expression)
    case .guardStmt(let guardStmt):
      return Statement(
        .guardElse(
          conditions: conditions(guardStmt.conditions),
          otherwise: statements(guardStmt.body.statements)), at: at)
    case .returnStmt(let returnStmt):
      return Statement(.returning(returnStmt.expression.map { returned(expression($0)) }), at: at)
    case .forStmt(let loop):
      if let cStyle = cStyleLoop(loop, label: label) { return cStyle }
      // `for await` reads like `for`: over a notification sequence, the evaluator runs the body
      // for each notification as it is posted; over anything else, which FormSim does not
      // simulate, it goes round no times.
      return Statement(
        .forIn(
          pattern: pattern(loop.pattern, binding: true), sequence: expression(loop.sequence),
          filter: loop.whereClause.map { expression($0.condition) },
          body: statements(loop.body.statements), label: label), at: at)
    case .whileStmt(let loop):
      return Statement(
        .whileLoop(
          conditions: conditions(loop.conditions), body: statements(loop.body.statements),
          step: [], label: label), at: at)
    case .repeatStmt(let loop):
      return Statement(
        .repeatWhile(
          body: statements(loop.body.statements), condition: expression(loop.condition),
          label: label), at: at)
    case .doStmt(let doStmt):
      let catches = doStmt.catchClauses.map { clause in
        CatchClause(
          pattern: clause.catchItems.first?.pattern.map { pattern($0, binding: false) },
          body: statements(clause.body.statements))
      }
      return Statement(
        .doCatch(body: statements(doStmt.body.statements), catches: catches), at: at)
    case .deferStmt(let deferStmt):
      return Statement(.deferred(statements(deferStmt.body.statements)), at: at)
    case .throwStmt(let throwStmt):
      return Statement(.throwing(expression(throwStmt.expression)), at: at)
    case .breakStmt(let breakStmt):
      return Statement(.breaking(label: breakStmt.label?.text), at: at)
    case .continueStmt(let continueStmt):
      return Statement(.continuing(label: continueStmt.label?.text), at: at)
    case .fallThroughStmt: return Statement(.unsupported("'fallthrough'"), at: at)
    case .labeledStmt(let labeled):
      return self.statement(labeled.statement, label: labeled.label.text)
    default:
      return Statement(.unsupported("the statement '\(Self.excerpt(statement))'"), at: at)
    }
  }

  /// An expression in a statement's place: `if` and `switch`, an assignment, or a value
  /// evaluated for its effects.
  private func statement(expression syntax: ExprSyntax) -> Statement {
    let at = location(of: syntax)
    switch syntax.as(ExprSyntaxEnum.self) {
    case .ifExpr(let ifExpr):
      return ifStatement(ifExpr)
    case .switchExpr(let switchExpr):
      return switchStatement(switchExpr)
    case .infixOperatorExpr(let infix):
      if let assignment = assignment(infix) { return Statement(assignment, at: at) }
    // Swift 2's `++i` and `i--` on their own: `i += 1`, `i -= 1`.
    case .prefixOperatorExpr(let prefix):
      if let step = Self.increment(prefix.operator.text) {
        return Statement(step(expression(prefix.expression), at), at: at)
      }
    case .postfixOperatorExpr(let postfix):
      if let step = Self.increment(postfix.operator.text) {
        return Statement(step(expression(postfix.expression), at), at: at)
      }
    default:
      break
    }
    return Statement(.expression(expression(syntax)), at: at)
  }

  /// `++` and `--` as the assignment they make of a target.
  private static func increment(_ op: String)
    -> ((Expression, FormSimHandlers.SourceLocation) -> Statement.Kind)?
  {
    guard op == "++" || op == "--" else { return nil }
    return { target, at in
      .assignment(
        target: target, op: op == "++" ? .add : .subtract, value: Expression(.integer(1), at: at))
    }
  }

  /// `a = b`, `a += b` and the other compound assignments; `_ = f()` is `f()` for its effects.
  private func assignment(_ infix: InfixOperatorExprSyntax) -> Statement.Kind? {
    let op: String
    if infix.operator.is(AssignmentExprSyntax.self) {
      op = "="
    } else if let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
      Self.compoundAssignments.contains(binary.operator.text)
    {
      op = binary.operator.text
    } else {
      return nil
    }
    if op == "=", infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
      return .expression(expression(infix.rightOperand))
    }
    if op == "=" {
      return .assignment(
        target: expression(infix.leftOperand), op: nil, value: expression(infix.rightOperand))
    }
    guard let compound = BinaryOperator(rawValue: String(op.dropLast())) else {
      return .unsupported("the operator '\(op)'")
    }
    return .assignment(
      target: expression(infix.leftOperand), op: compound, value: expression(infix.rightOperand))
  }

  private static let compoundAssignments: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&&=", "||=",
  ]

  private func ifStatement(_ ifExpr: IfExprSyntax) -> Statement {
    let otherwise: [Statement]? =
      switch ifExpr.elseBody {
      case .ifExpr(let elseIf): [ifStatement(elseIf)]
      case .codeBlock(let block): statements(block.statements)
      case nil: nil
      @unknown default: [unsupported("an 'else' written this way", at: ifExpr)]
      }
    return Statement(
      .ifElse(
        conditions: conditions(ifExpr.conditions), then: statements(ifExpr.body.statements),
        otherwise: otherwise), at: location(of: ifExpr))
  }

  /// `switch` with expression patterns (`case .a, .b:`) and `default:`; a case's closing
  /// `break`, which only ends the case, is dropped.
  private func switchStatement(_ switchExpr: SwitchExprSyntax) -> Statement {
    var cases: [SwitchCase] = []
    var otherwise: [Statement]?
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else {
        return unsupported("an '#if' among a switch's cases", at: element)
      }
      var body = statements(switchCase.statements)
      if case .breaking(nil)? = body.last?.kind { body.removeLast() }
      switch switchCase.label {
      case .default:
        otherwise = body
      case .case(let label):
        let patterns = label.caseItems.map { pattern($0.pattern, binding: false) }
        // Swift puts `where` on each item; handlers write it on the last, for them all.
        let filter = label.caseItems.compactMap(\.whereClause).last.map {
          expression($0.condition)
        }
        cases.append(SwitchCase(patterns: patterns, filter: filter, body: body))
      @unknown default:
        return unsupported("a case label written this way", at: switchCase)
      }
    }
    return Statement(
      .switchCases(subject: expression(switchExpr.subject), cases: cases, otherwise: otherwise),
      at: location(of: switchExpr))
  }

  /// `#if DEBUG … #else … #endif` among statements: the clause a device's build compiles, as
  /// for `#if` around declarations.
  private func activeStatements(of conditional: IfConfigDeclSyntax) -> [Statement] {
    guard case .statements(let items)? = activeClause(of: conditional)?.elements else {
      return []
    }
    return statements(items)
  }

  /// What a declaration inside a body is, for the user.
  static func describe(_ declaration: DeclSyntax) -> String {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .functionDecl: "a nested function"
    case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl: "a nested type"
    case .ifConfigDecl: "an '#if' block"
    case .typeAliasDecl: "a local type alias"
    default: "the declaration '\(excerpt(declaration))'"
    }
  }

  /// The start of a node's text on one line, for a message.
  static func excerpt(_ node: some SyntaxProtocol) -> String {
    let text =
      node.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init)
      ?? ""
    let limit = 40
    return text.count > limit ? String(text.prefix(limit)) + "…" : text
  }
}
