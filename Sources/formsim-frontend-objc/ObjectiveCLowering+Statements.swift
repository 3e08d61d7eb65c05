import CClang
import FormSimHandlers

/// Statements of a method or block: declarations, assignments, `if`, `switch`, loops,
/// `break`, `continue`, `return` and expressions; exceptions and `goto` are kept as
/// `unsupported`, described.
extension ObjectiveCLowering {
  func statements(_ block: Cursor) -> [Statement] {
    let children = block.children
    guard !unreadable.isEmpty else { return children.flatMap(statements(of:)) }
    // A statement clang could not read at all is not in its tree: its complaints lie between
    // the statements it kept.
    var result: [Statement] = []
    var end = block.startOffset
    for child in children {
      result += passedOver(from: end, to: child.startOffset, at: child.location)
      result += statements(of: child)
      end = max(end, child.endOffset)
    }
    return result + passedOver(from: end, to: block.endOffset, at: block.location)
  }

  /// One statement of a block, lowered (a declaration of several names is several).
  func statements(of cursor: Cursor) -> [Statement] {
    if !unreadable.isEmpty, cursor.kind != CXCursor_CompoundStmt,
      let replaced = unreadableStatement(cursor)
    {
      return replaced
    }
    let at = cursor.location
    switch cursor.kind {
    case CXCursor_CompoundStmt:
      return statements(cursor)
    case CXCursor_NullStmt:
      return []
    case CXCursor_DeclStmt:
      return cursor.children.filter { $0.kind == CXCursor_VarDecl }.flatMap { declaration in
        guard Self.isStaticLocal(declaration) else { return variable(declaration) }
        declareStaticLocal(declaration)
        return []
      }
    case CXCursor_IfStmt:
      let parts = cursor.children
      guard parts.count >= 2 else { return [Statement(.unsupported("this 'if'"), at: at)] }
      // `if ((self = [super init]))`: C assigns, then tests what it assigned.
      let assigned = assignment(testedBy: parts[0])
      let condition =
        assigned.map { .boolean($0.tested) } ?? availability(parts[0])
        ?? .boolean(expression(parts[0]))
      return (assigned.map { [$0.statement] } ?? []) + [
        Statement(
          .ifElse(
            conditions: [condition], then: statements(of: parts[1]),
            otherwise: parts.count > 2 ? statements(of: parts[2]) : nil),
          at: at)
      ]
    case CXCursor_ReturnStmt:
      return [Statement(.returning(cursor.children.first.map(expression)), at: at)]
    case CXCursor_ForStmt:
      return forLoop(cursor)
    case CXCursor_ObjCForCollectionStmt:
      return [collectionLoop(cursor)]
    case CXCursor_WhileStmt:
      let parts = cursor.children
      guard parts.count == 2 else { return [Statement(.unsupported("this 'while'"), at: at)] }
      return [
        Statement(
          .whileLoop(
            conditions: [.boolean(expression(parts[0]))], body: statements(of: parts[1]),
            step: [], label: nil),
          at: at)
      ]
    case CXCursor_DoStmt:
      let parts = cursor.children
      guard parts.count == 2 else { return [Statement(.unsupported("this 'do'"), at: at)] }
      return [
        Statement(
          .repeatWhile(
            body: statements(of: parts[0]), condition: expression(parts[1]), label: nil),
          at: at)
      ]
    case CXCursor_BreakStmt:
      return [Statement(.breaking(label: nil), at: at)]
    case CXCursor_ContinueStmt:
      return [Statement(.continuing(label: nil), at: at)]
    case CXCursor_SwitchStmt:
      return [switchStatement(cursor)]
    case CXCursor_ObjCAtTryStmt:
      return tryStatement(cursor)
    case CXCursor_ObjCAtThrowStmt:
      // `@throw exception;` throws it; a bare `@throw;` rethrows what its `@catch` caught.
      guard let thrown = cursor.children.first(where: { Self.isExpression($0.kind) }) else {
        return [Statement(.throwing(Expression(.name("error"), at: at)), at: at)]
      }
      return [Statement(.throwing(expression(thrown)), at: at)]
    case CXCursor_ObjCAtSynchronizedStmt, CXCursor_ObjCAutoreleasePoolStmt:
      return cursor.children.last.map(statements(of:)) ?? []
    case CXCursor_GotoStmt, CXCursor_LabelStmt:
      return [Statement(.unsupported("'goto' and labels"), at: at)]
    default:
      guard Self.isExpression(cursor.kind) else {
        return [Statement(.unsupported("this statement"), at: at)]
      }
      return assignmentChain(cursor) ?? [statement(expression: cursor)]
    }
  }

  /// A condition that is an assignment, `(self = [super initWithCoder:coder])`: the
  /// assignment as a statement of its own, and the target it leaves to be tested; nil for any
  /// other condition.
  private func assignment(testedBy condition: Cursor) -> (statement: Statement, tested: Expression)?
  {
    let node = Self.unwrapped(condition)
    // `if (!(self = [super init])) return nil;`: the same, its result negated.
    if node.kind == CXCursor_UnaryOperator, node.tokens.first?.text == "!",
      let operand = node.children.first, let inner = assignment(testedBy: operand)
    {
      return (inner.statement, Expression(.prefix(.not, inner.tested), at: condition.location))
    }
    guard node.kind == CXCursor_BinaryOperator, case let parts = node.children, parts.count == 2,
      binaryOperator(node, left: parts[0]) == "="
    else { return nil }
    let statement = Statement(
      .assignment(target: target(parts[0]), op: nil, value: expression(parts[1])),
      at: condition.location)
    return (statement, expression(parts[0]))
  }

  /// `a = b = c = NO;`: C's chained assignment, the last target given the value and each one
  /// before it the one after it, as C evaluates it from the right.
  private func assignmentChain(_ cursor: Cursor) -> [Statement]? {
    let (targets, value) = assignedTargets(cursor)
    guard targets.count > 1 else { return nil }
    return assignments(to: targets, of: value, at: cursor.location)
  }

  /// The targets of `a = b = c` from the left, and the value the last is given; no target for
  /// an expression that assigns nothing.
  private func assignedTargets(_ cursor: Cursor) -> (targets: [Cursor], value: Cursor) {
    var targets: [Cursor] = []
    var value = cursor
    var node = Self.unwrapped(cursor)
    while node.kind == CXCursor_BinaryOperator, case let parts = node.children, parts.count == 2,
      binaryOperator(node, left: parts[0]) == "="
    {
      targets.append(parts[0])
      value = parts[1]
      node = Self.unwrapped(parts[1])
    }
    return (targets, value)
  }

  /// The last of `targets` given `value`, and each one before it the one after it.
  private func assignments(to targets: [Cursor], of value: Cursor, at: SourceLocation)
    -> [Statement]
  {
    guard let last = targets.last else { return [] }
    var chain = [
      Statement(.assignment(target: target(last), op: nil, value: expression(value)), at: at)
    ]
    for (assigned, from) in zip(targets.dropLast().reversed(), targets.reversed()) {
      chain.append(
        Statement(.assignment(target: target(assigned), op: nil, value: expression(from)), at: at))
    }
    return chain
  }

  /// `@available(iOS 11.0, *)` as `if`'s condition: the iOS version, as Swift's `#available`
  /// is read (with no iOS entry, any iOS is, 0.0); nil for any other condition.
  private func availability(_ condition: Cursor) -> Condition? {
    let words = Self.unwrapped(condition).tokens.map(\.text)
    guard words.count >= 2, words[0] == "@", words[1] == "available" else { return nil }
    var major = 0
    var minor = 0
    if let platform = words.firstIndex(of: "iOS"), platform + 1 < words.count {
      let version = words[platform + 1].split(separator: ".")
      major = version.first.flatMap { Int($0) } ?? 0
      minor = version.dropFirst().first.flatMap { Int($0) } ?? 0
    }
    return .available(major: major, minor: minor, negated: false, location: condition.location)
  }

  /// `CGRect r = self.view.frame;`: a variable, which C lets the code change.
  /// `CGFloat b = a = 1;` assigns first, then gives the variable what the first target holds.
  private func variable(_ cursor: Cursor) -> [Statement] {
    let initial = cursor.children.last.flatMap { Self.isExpression($0.kind) ? $0 : nil }
    let (targets, assigned) = initial.map(assignedTargets) ?? ([], cursor)
    return assignments(to: targets, of: assigned, at: cursor.location) + [
      Statement(
        .variable(
          name: cursor.spelling, type: Self.type(cursor.typeSpelling),
          value: targets.first.map(expression) ?? initial.map(expression), isConstant: false),
        at: cursor.location)
    ]
  }

  /// An expression statement: an assignment (`=`, `-=`, `++`), a property setter sent as a
  /// message (`[scrollView setContentInset:insets]`), or a call.
  private func statement(expression cursor: Cursor) -> Statement {
    let at = cursor.location
    let node = Self.unwrapped(cursor)
    switch node.kind {
    case CXCursor_BinaryOperator, CXCursor_CompoundAssignOperator:
      let parts = node.children
      if parts.count == 2, let op = binaryOperator(node, left: parts[0]),
        op == "="
          || (op.count == 2 && op.hasSuffix("=") && op != "==" && op != "!="
            && op != "<=" && op != ">=")
      {
        let compound = op == "=" ? nil : BinaryOperator(rawValue: String(op.dropLast()))
        if op == "=" || compound != nil {
          if let setter = implementedSetter(of: parts[0]) {
            return setterCall(setter, of: parts[0], op: compound, value: parts[1], at: at)
          }
          return Statement(
            .assignment(target: target(parts[0]), op: compound, value: expression(parts[1])),
            at: at)
        }
      }
    case CXCursor_UnaryOperator:
      let tokens = node.tokens
      if let op = tokens.first(where: { $0.text == "++" || $0.text == "--" }),
        let operand = node.children.first
      {
        let step: BinaryOperator = op.text == "++" ? .add : .subtract
        if let setter = implementedSetter(of: operand) {
          return setterCall(setter, of: operand, op: step, value: nil, at: at)
        }
        let one = Expression(.integer(1), at: at)
        return Statement(.assignment(target: target(operand), op: step, value: one), at: at)
      }
    case CXCursor_ObjCMessageExpr:
      if let (target, value) = setter(node) ?? unboxing(node) {
        return Statement(.assignment(target: target, op: nil, value: value), at: at)
      }
    default:
      break
    }
    return Statement(.expression(expression(cursor)), at: at)
  }

  /// `[value getValue:&rect]`, the boxed struct copied out: `rect = value.CGRectValue`, by
  /// the type of what `&` points at.
  private func unboxing(_ message: Cursor) -> (Expression, Expression)? {
    guard message.spelling == "getValue:", let (receiver, arguments) = parts(of: message),
      arguments.count == 1
    else { return nil }
    let pointer = Self.unwrapped(arguments[0])
    guard pointer.kind == CXCursor_UnaryOperator, pointer.tokens.first?.text == "&",
      let target = pointer.children.first
    else { return nil }
    let member: String
    switch Self.type(target.typeSpelling) {
    case "CGRect": member = "CGRectValue"
    case "CGPoint": member = "CGPointValue"
    case "CGSize": member = "CGSizeValue"
    case "NSTimeInterval", "double", "CGFloat", "float": member = "doubleValue"
    case "NSInteger", "NSUInteger", "int", "long", "UIViewAnimationCurve",
      "UIViewAnimationOptions":
      member = "integerValue"
    default: return nil
    }
    return (self.target(target), Expression(.member(receiver, member), at: message.location))
  }

  /// `[receiver setName:value]` where `name` is a property: the write dot syntax makes.
  private func setter(_ message: Cursor) -> (Expression, Expression)? {
    let selector = message.spelling
    guard selector.hasPrefix("set"), selector.hasSuffix(":"),
      selector.dropLast().allSatisfy({ $0 != ":" }),
      let (receiver, arguments) = parts(of: message),
      arguments.count == 1
    else { return nil }
    let capitalised = selector.dropFirst(3).dropLast()
    guard let first = capitalised.first else { return nil }
    let name = first.lowercased() + capitalised.dropFirst()
    guard propertyNames.contains(name) || ownProperties.contains(name) else { return nil }
    // The file's own setter, sent to `self`, runs as the method it is.
    if case .name("self") = receiver.kind, implementedSelectors.contains(selector) { return nil }
    return (
      Expression(.member(receiver, name), at: message.location), expression(arguments[0])
    )
  }

  /// The exception a `@catch` clause names: `exception` in `@catch (NSException *exception)`,
  /// the name before the parenthesis closes (libclang shows the parameter as no child); none
  /// for `@catch (...)` and `@catch (id)`.
  static func caughtName(_ clause: Cursor) -> String? {
    let inside = clause.tokens.drop { $0.text != "(" }.dropFirst().prefix { $0.text != ")" }
    return inside.count > 1 ? inside.last?.text : nil
  }

  /// `@try { … } @catch (NSException *e) { … } @finally { … }`: a `do`/`catch` whose clauses
  /// take what `@throw` throws, the `@finally` block after it. A crash FormSim finds inside
  /// (an index out of range) stays the app's crash: `@catch` takes only what the code throws.
  private func tryStatement(_ cursor: Cursor) -> [Statement] {
    var body: [Statement]?
    var catches: [CatchClause] = []
    var finally: [Statement] = []
    for child in cursor.children {
      switch child.kind {
      case CXCursor_CompoundStmt where body == nil:
        body = statements(of: child)
      case CXCursor_ObjCAtCatchStmt:
        let name = Self.caughtName(child)
        let block = child.children.last { $0.kind == CXCursor_CompoundStmt }
        catches.append(
          CatchClause(
            pattern: name.map { .binding($0) },
            body: block.map { statements(of: $0) } ?? []))
      case CXCursor_ObjCAtFinallyStmt:
        finally = child.children.last.map { statements(of: $0) } ?? []
      default:
        break
      }
    }
    guard !catches.isEmpty else { return (body ?? []) + finally }
    return [Statement(.doCatch(body: body ?? [], catches: catches), at: cursor.location)]
      + finally
  }
}
