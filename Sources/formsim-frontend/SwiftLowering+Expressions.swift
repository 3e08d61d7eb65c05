import FormSimHandlers
import SwiftSyntax

/// Expressions, after operator folding: names, members, calls, literals, operators, casts,
/// closures and collections; anything else is an `unsupported` expression, described.
extension SwiftLowering {
  func expression(_ syntax: ExprSyntax) -> Expression {
    if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      // `(a)` is `a`.
      return expression(only.expression)
    }
    return Expression(kind(of: syntax), at: location(of: syntax))
  }

  private func kind(of syntax: ExprSyntax) -> Expression.Kind {
    switch syntax.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let reference):
      let name = name(of: reference)
      if insideView, Self.viewNestedTypes.contains(name), !valueTypesOfTheFile.contains(name) {
        return .member(Expression(.name("UIView"), at: location(of: reference)), name)
      }
      return .name(name)
    case .superExpr:
      return .name("super")
    case .memberAccessExpr(let access):
      guard let base = access.base else { return .implicitMember(name(of: access.declName)) }
      return .member(expression(base), name(of: access.declName))
    case .optionalChainingExpr(let chain):
      return .optionalChain(expression(chain.expression))
    case .forceUnwrapExpr(let unwrap):
      return .forceUnwrap(expression(unwrap.expression))
    case .functionCallExpr(let call):
      return .call(
        expression(Self.initialized(call.calledExpression)),
        arguments(
          call.arguments, trailing: call.trailingClosure,
          additional: call.additionalTrailingClosures))
    case .subscriptCallExpr(let subscriptCall):
      return .subscripted(
        expression(subscriptCall.calledExpression),
        arguments(
          subscriptCall.arguments, trailing: subscriptCall.trailingClosure,
          additional: subscriptCall.additionalTrailingClosures))
    case .integerLiteralExpr(let literal):
      guard let value = literal.representedLiteralValue else {
        return .unsupported("the integer \(literal.literal.text), too large")
      }
      return .integer(value)
    case .floatLiteralExpr(let literal):
      guard let value = literal.representedLiteralValue else {
        return .unsupported("the number \(literal.literal.text)")
      }
      guard value.isFinite else {
        // As the compiler does: a literal that overflows a Double is an error where it stands.
        warnings.append(
          HandlerProgram.Diagnostic(
            .error, at: location(of: literal),
            "the number \(literal.literal.text) does not fit in a Double"))
        return .unsupported("the number \(literal.literal.text)")
      }
      return .float(value)
    case .stringLiteralExpr(let literal):
      return string(literal)
    case .simpleStringLiteralExpr:
      return .unsupported("a string literal of this kind")
    case .booleanLiteralExpr(let literal):
      return .boolean(literal.literal.tokenKind == .keyword(.true))
    case .nilLiteralExpr:
      return .nilLiteral
    case .infixOperatorExpr(let infix):
      return binary(infix)
    case .prefixOperatorExpr(let prefix):
      // `..<end` and `...end`: a range from the collection's start, which is an array's 0.
      if let range = BinaryOperator(rawValue: prefix.operator.text),
        range == .halfOpenRange || range == .closedRange
      {
        let start = Expression(.integer(0), at: location(of: ExprSyntax(prefix)))
        return .binary(range, start, expression(prefix.expression))
      }
      guard let op = PrefixOperator(rawValue: prefix.operator.text) else {
        return .unsupported("the operator '\(prefix.operator.text)'")
      }
      return .prefix(op, expression(prefix.expression))
    case .ternaryExpr(let ternary):
      return .ternary(
        expression(ternary.condition), expression(ternary.thenExpression),
        expression(ternary.elseExpression))
    case .asExpr(let cast):
      let kind: CastKind =
        switch cast.questionOrExclamationMark?.text {
        case "?": .optional
        case "!": .forced
        default: .plain
        }
      return .cast(expression(cast.expression), kind: kind, type: cast.type.trimmedDescription)
    case .isExpr(let check):
      return .cast(expression(check.expression), kind: .test, type: check.type.trimmedDescription)
    case .closureExpr(let closure):
      return self.closure(closure)
    case .tupleExpr(let tuple):
      return .tuple(tuple.elements.map(argument))
    case .arrayExpr(let array):
      return .array(array.elements.map { expression($0.expression) })
    case .dictionaryExpr(let dictionary):
      guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
      return .dictionary(
        elements.map {
          DictionaryEntry(key: expression($0.key), value: expression($0.value))
        })
    case .macroExpansionExpr(let macro):
      return self.macro(macro)
    case .keyPathExpr(let keyPath):
      return self.keyPath(keyPath)
    case .tryExpr(let attempt):
      // `try` and `try!` let an error through (the second as a crash); `try?` makes it nil.
      let inner = expression(attempt.expression)
      if attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
        return .optionalTry(inner)
      }
      return inner.kind
    case .awaitExpr(let awaited):
      return expression(awaited.expression).kind
    case .inOutExpr(let argument):
      return .prefix(.address, expression(argument.expression))
    case .ifExpr(let ifExpr):
      return ifExpression(ifExpr)
    case .switchExpr:
      return .unsupported("a 'switch' expression")
    case .postfixOperatorExpr(let postfix):
      // `start...`: a range to the collection's end, which only a run knows; `Int.max` stands
      // for it, as 0 stands for the start of `..<end`.
      if postfix.operator.text == BinaryOperator.closedRange.rawValue {
        let end = Expression(.integer(Int.max), at: location(of: ExprSyntax(postfix)))
        return .binary(.halfOpenRange, expression(postfix.expression), end)
      }
      return .unsupported("the postfix operator '\(postfix.operator.text)'")
    case .sequenceExpr:
      return .unsupported("operators whose precedence is unknown")
    case .regexLiteralExpr:
      return .unsupported("a regular expression literal")
    case .genericSpecializationExpr(let specialization):
      // `ReusableCell<VehicleCell>()`, `Array<Message>()`: the type, its arguments aside.
      return kind(of: specialization.expression)
    case .typeExpr(let type):
      // A type written where an expression goes: `Any` of `Any.self`, `[String: Any]`.
      return .name(type.type.trimmedDescription)
    default:
      return .unsupported("the expression '\(Self.excerpt(syntax))'")
    }
  }

  /// `UIView`'s nested types that a view's own code names without `UIView.`.
  static let viewNestedTypes: Set<String> = [
    "AnimationCurve", "AnimationOptions", "AutoresizingMask", "KeyframeAnimationOptions",
  ]

  /// A referenced name: `view`, `self`, `$0`, `keyboardWillShow(_:)`.
  private func name(of reference: DeclReferenceExprSyntax) -> String {
    guard reference.argumentNames == nil else { return reference.trimmedDescription }
    return identifier(reference.baseName)
  }

  /// `a + b` and the other binary operators; an assignment where only a statement may hold
  /// one is described.
  private func binary(_ infix: InfixOperatorExprSyntax) -> Expression.Kind {
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else {
      if infix.operator.is(AssignmentExprSyntax.self) {
        return .unsupported("an assignment inside an expression")
      }
      return .unsupported("the operator '\(infix.operator.trimmedDescription)'")
    }
    guard let known = BinaryOperator(rawValue: op.operator.text) else {
      // An operator of the app's (`value !! fallback`) is a call of its function: the file's
      // own runs, another file's is opaque.
      return .call(
        Expression(.name(op.operator.text), at: location(of: op)),
        [
          Argument(label: nil, value: expression(infix.leftOperand)),
          Argument(label: nil, value: expression(infix.rightOperand)),
        ])
    }
    return .binary(known, expression(infix.leftOperand), expression(infix.rightOperand))
  }

  /// A call's arguments, then its trailing closures (the first unlabelled, the others with
  /// their labels).
  private func arguments(
    _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?,
    additional: MultipleTrailingClosureElementListSyntax
  ) -> [Argument] {
    var result = list.map(argument)
    if let trailing {
      result.append(
        Argument(label: nil, value: expression(ExprSyntax(trailing)), isTrailingClosure: true))
    }
    for element in additional {
      result.append(
        Argument(
          label: identifier(element.label), value: expression(ExprSyntax(element.closure)),
          isTrailingClosure: true))
    }
    return result
  }

  private func argument(_ element: LabeledExprSyntax) -> Argument {
    Argument(label: element.label.map(identifier), value: expression(element.expression))
  }

  /// `{ x in … }`, `{ (x: T) in … }`, `{ [weak self] _ in … }`, `{ $0 … }`: the parameters'
  /// names (a capture list says nothing the interpreter needs), and the body.
  private func closure(_ closure: ClosureExprSyntax) -> Expression.Kind {
    var parameters: [String] = []
    switch closure.signature?.parameterClause {
    case .simpleInput(let names):
      parameters = names.map { identifier($0.name) }
    case .parameterClause(let clause):
      parameters = clause.parameters.map { identifier($0.secondName ?? $0.firstName) }
    case nil:
      break
    @unknown default:
      return .unsupported("closure parameters written this way")
    }
    return .closure(
      parameters: parameters,
      body: body(
        closure.statements, implicitReturn: true, result: closure.signature?.returnClause?.type))
  }

  /// Swift 5.9's `if` expression, `if c { a } else if d { b } else { e }`, as the ternaries it
  /// means, when each branch is one expression and each condition a boolean.
  private func ifExpression(_ ifExpr: IfExprSyntax) -> Expression.Kind {
    guard ifExpr.conditions.count == 1,
      case .expression(let test) = ifExpr.conditions.first?.condition,
      ifExpr.body.statements.count == 1, case .expr(let then) = ifExpr.body.statements.first?.item
    else { return .unsupported("an 'if' expression") }
    let otherwise: Expression
    switch ifExpr.elseBody {
    case .ifExpr(let elseIf):
      otherwise = Expression(ifExpression(elseIf), at: location(of: elseIf))
    case .codeBlock(let block):
      guard block.statements.count == 1, case .expr(let value) = block.statements.first?.item else {
        return .unsupported("an 'if' expression")
      }
      otherwise = expression(value)
    case nil:
      return .unsupported("an 'if' expression")
    @unknown default:
      return .unsupported("an 'if' expression")
    }
    return .ternary(expression(test), expression(then), otherwise)
  }

  /// `#selector(keyboardWillShow(_:))`: the method inside, as written. `#keyPath(User.name)`: the
  /// string it makes, the path after the type (`"name"`). `#line`: the line.
  private func macro(_ macro: MacroExpansionExprSyntax) -> Expression.Kind {
    switch macro.macroName.text {
    case "selector":
      // Parentheses around the method are the method: `#selector((self.keyboardDidShow(_:)))`.
      guard macro.arguments.count == 1, let only = macro.arguments.first, only.label == nil else {
        return .selector(macro.arguments.trimmedDescription)
      }
      var method = only.expression
      while let tuple = method.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let inner = tuple.elements.first, inner.label == nil
      {
        method = inner.expression
      }
      return .selector(method.trimmedDescription)
    case "keyPath":
      let path = macro.arguments.trimmedDescription.split(separator: ".")
      let first = path.first?.first
      let members = first?.isUppercase == true && path.count > 1 ? path.dropFirst() : path[...]
      return .string(members.joined(separator: "."))
    case "line":
      return .integer(location(of: macro).line)
    default:
      // `#imageLiteral(…)`, `#colorLiteral(…)`, `#function`, a package's macro: images,
      // colours, logging and the app's own code, which run as opaque values.
      return .opaque("#\(macro.macroName.text)\(macro.arguments.isEmpty ? "" : "(…)")")
    }
  }
}

extension SwiftLowering {
  /// A key path used as a function (`.map(\.height)`, `\.userInfo`) is the closure that reads
  /// its members: `{ $0.height }`. One with a subscript or a method is opaque: it changes
  /// nothing simulated, and never stops the run.
  func keyPath(_ keyPath: KeyPathExprSyntax) -> Expression.Kind {
    let at = location(of: keyPath)
    var current = Expression(.name("$0"), at: at)
    for component in keyPath.components {
      switch component.component {
      case .property(let property):
        current = Expression(.member(current, property.declName.baseName.text), at: at)
      case .optional(let optional):
        current = Expression(
          optional.questionOrExclamationMark.tokenKind == .postfixQuestionMark
            ? .optionalChain(current) : .forceUnwrap(current), at: at)
      default:
        return .opaque("a key path")
      }
    }
    return .closure(parameters: ["$0"], body: [Statement(.returning(current), at: at)])
  }
  /// `UIEdgeInsets.init(top:…)` is `UIEdgeInsets(top:…)`: the type a `.init` names, as the
  /// callee. `self.init` and `super.init` stay, as do a value's own `init` members.
  static func initialized(_ callee: ExprSyntax) -> ExprSyntax {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base, Self.namesType(base)
    else { return callee }
    return base
  }

  /// Whether `expression` is a type's name as written (`UIEdgeInsets`, `UIView.AnimationOptions`):
  /// capitalised, as Swift's and UIKit's types are.
  static func namesType(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return member.declName.baseName.text.first?.isUppercase == true && namesType(base)
    }
    return expression.is(GenericSpecializationExprSyntax.self)
  }
}
