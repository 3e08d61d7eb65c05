import CClang
import FormSimHandlers

/// Expressions, in the shapes the Swift front end gives them: a message `[a b:x c:y]` is the
/// call `a.b(x, c: y)`, a message naming a property is that property, a C cast is `as`,
/// `->` and `.` are member access, a block is a closure.
extension ObjectiveCLowering {
  func expression(_ cursor: Cursor) -> Expression {
    Expression(kind(of: cursor), at: cursor.location)
  }

  private func kind(of cursor: Cursor) -> Expression.Kind {
    // A macro's expansion has no tokens of its own: the file shows the macro's name.
    var ownTokens = cursor.tokens
    var inMacro = cursor.isInMacroExpansion(tokens: ownTokens)
    if inMacro, Self.hasOperands(cursor.kind), cursor.operandsExpandApart {
      // `kBarHeight + height`: only the operand is the macro's; the operator is the file's.
      inMacro = false
      ownTokens = cursor.fileTokens(from: cursor.startOffset, to: cursor.endOffset)
    } else if inMacro, Self.needsTokens(cursor.kind), cursor.isWrittenInMacroArgument {
      // `mas_equalTo(height - 64)`, `mas_offset(-height)`: an argument of a macro is written
      // in the file, its operator too.
      inMacro = false
      ownTokens = cursor.fileTokens(from: cursor.writtenStartOffset, to: cursor.writtenEndOffset)
    }
    let tokens = inMacro ? [] : ownTokens
    // `nil`, `YES` and their kind are macros: the file shows the one word.
    let word = inMacro ? cursor.expansionToken : tokens.count == 1 ? tokens[0].text : nil
    if let word {
      switch word {
      case "nil", "Nil", "NULL": return .nilLiteral
      case "YES", "true": return .boolean(true)
      case "NO", "false": return .boolean(false)
      default: break
      }
    }
    if inMacro, cursor.kind != CXCursor_ObjCBoolLiteralExpr {
      // A macro the file defines as a computed constant (`#define kGap (10 + 5)`) is its
      // value; an operator, a string or a selector inside any other cannot be read.
      if let literal = Self.literal(cursor) { return literal }
      // A macro that names a string (`#define kTitle @"Settings"`) is its text.
      if let text = cursor.evaluatedString { return .string(text) }
      if Self.needsTokens(cursor.kind) { return .unsupported(describe(cursor, tokens)) }
    }
    switch cursor.kind {
    case CXCursor_UnexposedExpr, CXCursor_ParenExpr:
      let children = cursor.children
      if tokens.count > 1, tokens[0].text == "@", tokens[1].text == "[" {
        // A conversion of the literal (to `id`, passed to a method) spans the same text: the
        // literal itself is its one child.
        if children.count == 1, children[0].startOffset == cursor.startOffset,
          children[0].endOffset == cursor.endOffset
        {
          return kind(of: children[0])
        }
        // `@[first, second]`: an array literal, which clang does not expose by kind.
        return .array(children.map(expression))
      }
      if tokens.count > 1, tokens[0].text == "@", tokens[1].text == "{", children.count % 2 == 0 {
        // `@{key: value, …}`: a dictionary literal, its keys and values in turn.
        return .dictionary(
          stride(from: 0, to: children.count, by: 2).map {
            DictionaryEntry(key: expression(children[$0]), value: expression(children[$0 + 1]))
          })
      }
      if let (value, otherwise) = elvis(children, tokens) {
        // GNU C's `a ?: b`, common in Objective-C: `a` when it holds (non-nil, non-zero),
        // else `b`. Written as `a ? a : b`; `a` is a value, read twice.
        return .ternary(value, value, otherwise)
      }
      if children.count == 1 { return kind(of: children[0]) }
      if children.count == 2, tokens.contains(where: { $0.text == "[" }) {
        // `info[UIKeyboardFrameEndUserInfoKey]`: Objective-C's subscript.
        return subscripted(expression(children[0]), children[1])
      }
      return .unsupported(describe(cursor, tokens))
    case CXCursor_DeclRefExpr:
      // An enum's constant is its value (`UIInterfaceOrientationLandscapeLeft` is 4): the
      // header holds UIKit's values. One the prelude declares for a `case` label of the app's
      // (`case FormElementTypeOptions:`, its header not given) has no known value: its name.
      if let declaration = cursor.referenced, declaration.kind == CXCursor_EnumConstantDecl,
        declaration.fileName != ClangParse.prelude
      {
        return .integer(Int(clang_getEnumConstantDeclValue(declaration.raw)))
      }
      if let name = Self.missingHeadersMember(cursor) { return .opaque(name) }
      if let declaration = cursor.referenced, Self.isStaticLocal(declaration) {
        return .name(staticLocalName(declaration))
      }
      return .name(cursor.spelling)
    case CXCursor_ObjCSelfExpr:
      return .name("self")
    case CXCursor_MemberRefExpr:
      return member(cursor)
    case CXCursor_ObjCMessageExpr:
      return message(cursor)
    case CXCursor_CallExpr:
      return call(cursor)
    case CXCursor_IntegerLiteral, CXCursor_FloatingLiteral:
      return Self.literal(cursor) ?? .unsupported("the number \(tokens.first?.text ?? "")")
    case CXCursor_CharacterLiteral:
      return .integer(cursor.evaluated.integer ?? 0)
    case CXCursor_StringLiteral, CXCursor_ObjCStringLiteral:
      return .string(Self.stringValue(tokens.map(\.text)))
    case CXCursor_ObjCBoolLiteralExpr, CXCursor_CXXBoolLiteralExpr:
      return .boolean(word == "__objc_yes")
    case CXCursor_UnaryOperator:
      return unary(cursor, tokens)
    case CXCursor_BinaryOperator:
      let parts = cursor.children
      guard parts.count == 2, let op = binaryOperator(cursor, left: parts[0]) else {
        return .unsupported(describe(cursor, tokens))
      }
      if op == "," { return .unsupported("the comma operator") }
      if op.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(op) {
        return .unsupported("an assignment inside an expression")
      }
      guard let known = BinaryOperator(rawValue: op) else {
        return .unsupported("the operator '\(op)'")
      }
      return .binary(known, expression(parts[0]), expression(parts[1]))
    case CXCursor_CompoundAssignOperator:
      return .unsupported("an assignment inside an expression")
    case CXCursor_ConditionalOperator:
      let parts = cursor.children
      guard parts.count == 3 else { return .unsupported("this '?:'") }
      return .ternary(expression(parts[0]), expression(parts[1]), expression(parts[2]))
    case CXCursor_CStyleCastExpr, CXCursor_CXXStaticCastExpr, CXCursor_CXXFunctionalCastExpr,
      CXCursor_CXXConstCastExpr:
      // C's `(CGFloat)x`, and Objective-C++'s `static_cast<CGFloat>(x)` and `CGFloat(x)`.
      guard let value = cursor.children.last(where: { Self.isExpression($0.kind) }) else {
        return .unsupported(describe(cursor, tokens))
      }
      return .cast(expression(value), kind: .plain, type: Self.type(cursor.typeSpelling))
    case CXCursor_BlockExpr:
      return block(cursor)
    case CXCursor_StmtExpr:
      return statementExpression(cursor)
    case CXCursor_CompoundLiteralExpr:
      return compoundLiteral(cursor, describing: describe(cursor, tokens))
    case CXCursor_InitListExpr:
      // A variable initialised from braces (`CGPoint scrollPoint = { 0, 100 };`): the same
      // fields as the compound literal of its type.
      return compoundLiteral(cursor, describing: describe(cursor, tokens))
    case CXCursor_ObjCSelectorExpr:
      // `@selector(keyboardWasShown:)`: the name between the parentheses.
      let inside = tokens.drop { $0.text != "(" }.dropFirst().prefix { $0.text != ")" }
      return .selector(inside.map(\.text).joined())
    case CXCursor_ObjCEncodeExpr, CXCursor_ObjCProtocolExpr:
      return .unsupported(describe(cursor, tokens))
    case CXCursor_ArraySubscriptExpr:
      let parts = cursor.children
      guard parts.count == 2 else { return .unsupported(describe(cursor, tokens)) }
      return subscripted(expression(parts[0]), parts[1])
    default:
      return .unsupported(describe(cursor, tokens))
    }
  }

  /// `base[key]`: C's array subscript, Objective-C's dictionary subscript and
  /// `objectForKey:` alike.
  private func subscripted(_ base: Expression, _ key: Cursor) -> Expression.Kind {
    .subscripted(base, [Argument(label: nil, value: expression(key))])
  }

  /// A number clang works out (a literal, or a macro that computes one), as written.
  private static func literal(_ cursor: Cursor) -> Expression.Kind? {
    let value = cursor.evaluated
    if let integer = value.integer { return .integer(integer) }
    if let double = value.double {
      // `0.3f` is a float: clang gives the float nearest 0.3, 0.30000001…, whose shortest
      // spelling is the decimal written. Read back as a double, it is what the author meant and
      // what `0.3` is in a Swift file; the float's own value would end an animation a few
      // nanoseconds past a 60 Hz frame, which no device shows.
      if cursor.typeSpelling == "float", let written = Double(String(Float(double))) {
        return .float(written)
      }
      return .float(double)
    }
    return nil
  }

  /// `self.view.frame`, `rect.size`, `self->ivar`, or an instance variable named bare.
  private func member(_ cursor: Cursor) -> Expression.Kind {
    let name = propertyName(Self.property(ofSetter: cursor.spelling))
    let base = cursor.children.first { Self.isExpression($0.kind) }
    if base == nil, case let tokens = cursor.tokens, tokens.count == 3, tokens[1].text == ".",
      tokens[0].text.first?.isUppercase == true
    {
      // A class property (`NSNotificationCenter.defaultCenter`, `UIScreen.mainScreen`):
      // clang gives the class only as the first token. It is the message of its name.
      let type = tokens[0].text
      if let renamed = Self.swiftNames[name] {
        let swiftType = type.hasPrefix("NS") ? String(type.dropFirst(2)) : type
        return .member(Expression(.name(swiftType), at: cursor.location), renamed.base)
      }
      let member = Expression(
        .member(Expression(.name(type), at: cursor.location), name), at: cursor.location)
      return .call(member, [])
    }
    guard let base, !isInstanceVariableOfSelf(cursor, base) else {
      // Named bare unless a parameter or local of the method has its name.
      guard localNames.contains(name) else {
        return isGuessedNumberNeverSet(cursor, name) ? .opaque(name) : .name(name)
      }
      return .member(Expression(.name("self"), at: cursor.location), name)
    }
    if !loweringTarget, propertyOfSelf(cursor) != nil,
      let call = getterCall(name, at: cursor.location)
    {
      return call
    }
    return read(name, of: expression(base), written: base, as: cursor)
  }

  /// The property a dot-syntax write names when the class declares only its methods (a
  /// category's getter and setter): clang spells the target by the setter's selector,
  /// `setPrompt:`, where the code wrote `prompt`.
  static func property(ofSetter spelling: String) -> String {
    guard spelling.hasSuffix(":"), let property = PropertyAccessor.property(setBy: spelling)
    else { return spelling }
    return property
  }

  /// The read `receiver.name` that `cursor` is, `written` the receiver as clang has it: from a
  /// receiver that may be nil, a struct or number is zero (`base?.name ?? zero`) and an object
  /// nil, and so is what is read from it in turn, as a message to nil is.
  private func read(
    _ name: String, of receiver: Expression, written: Cursor, as cursor: Cursor
  ) -> Expression.Kind {
    if !loweringTarget, mayBeNil(written) {
      if let zero = zero(of: cursor) {
        return nilDefaulted(receiver, name, zero, at: cursor.location)
      }
      if Self.declaredType(cursor).contains("*"), !Self.isParameter(written) {
        return .member(Expression(.optionalChain(receiver), at: receiver.location), name)
      }
    }
    return .member(receiver, name)
  }

  /// An expression's type; a property read's (which clang types as a "pseudo-object") is
  /// its property's.
  static func declaredType(_ cursor: Cursor) -> String {
    let spelling = cursor.typeSpelling
    guard spelling.hasPrefix("<"), let declaration = cursor.referenced else { return spelling }
    return declaration.typeSpelling
  }

  /// `activeField` or `self->activeField`: an instance variable of the view controller, which
  /// the interpreter names alone.
  private func isInstanceVariableOfSelf(_ cursor: Cursor, _ base: Cursor) -> Bool {
    guard cursor.referenced?.kind == CXCursor_ObjCIvarDecl else { return false }
    let receiver = Self.unwrapped(base)
    return receiver.kind == CXCursor_ObjCSelfExpr || receiver.spelling == "self"
  }

  /// A target (`a.frame.origin.y = …`): its reads are written through, so none takes a
  /// default.
  func target(_ cursor: Cursor) -> Expression {
    let outer = loweringTarget
    loweringTarget = true
    defer { loweringTarget = outer }
    return expression(cursor)
  }

  /// `base?.name ?? zero`: reading a property of nil gives zero of its type, as a message to
  /// nil does in Objective-C.
  private func nilDefaulted(
    _ base: Expression, _ name: String, _ zero: Expression.Kind, at location: SourceLocation
  ) -> Expression.Kind {
    let chained = Expression(
      .member(Expression(.optionalChain(base), at: base.location), name), at: location)
    return .binary(.nilCoalescing, chained, Expression(zero, at: location))
  }

  /// Whether `base`, the receiver of a read, may be nil: a variable, instance variable or
  /// property of the file's (not `self`, not a class), UIKit's member that is nil on the
  /// simulated screen (`self.navigationController`), or a read from one of those. UIKit's own
  /// views (`self.view`, `field.superview`) are there.
  func mayBeNil(_ base: Cursor) -> Bool {
    let receiver = Self.unwrapped(base)
    guard receiver.kind == CXCursor_DeclRefExpr || receiver.kind == CXCursor_MemberRefExpr,
      Self.declaredType(receiver).contains("*"), receiver.spelling != "self"
    else { return false }
    guard receiver.kind == CXCursor_MemberRefExpr, let declaration = receiver.referenced,
      isSimulatedSDK(declaration)
    else { return true }
    if SimulatedWrites.absent.contains(declaration.spelling) { return true }
    return receiver.children.first { Self.isExpression($0.kind) }.map(mayBeNil) ?? false
  }

  /// Whether `cursor` names a parameter of the method: what UIKit passes (the notification,
  /// the text field) is there, and an object read from it needs no nil check.
  static func isParameter(_ cursor: Cursor) -> Bool {
    let receiver = unwrapped(cursor)
    return receiver.kind == CXCursor_DeclRefExpr
      && receiver.referenced?.kind == CXCursor_ParmDecl
  }

  /// The zero a read of `cursor` gives from nil, when it is a value the code goes on
  /// computing with: a struct of Core Graphics or UIKit, a number, a `BOOL`.
  private func zero(of cursor: Cursor) -> Expression.Kind? {
    switch Self.type(Self.declaredType(cursor)) {
    case "CGRect": return .name("CGRectZero")
    case "CGPoint": return .name("CGPointZero")
    case "CGSize": return .name("CGSizeZero")
    case "UIEdgeInsets": return .name("UIEdgeInsetsZero")
    case "CGFloat", "double", "float", "NSTimeInterval": return .float(0)
    case "NSInteger", "NSUInteger", "int", "long", "unsigned int", "unsigned long":
      return .integer(0)
    case "BOOL": return .boolean(false)
    default: return nil
    }
  }

  /// `_scrollView`, the variable behind the property `scrollView`, is the property.
  func propertyName(_ name: String) -> String {
    if let property = synthesizedVariables[name] { return property }
    if name.hasPrefix("_"), !ownProperties.contains(name),
      ownProperties.contains(String(name.dropFirst()))
    {
      return String(name.dropFirst())
    }
    return name
  }

  /// A message: `[a b]` reads a property when `b` is one; otherwise the call `a.b(…)` with
  /// the selector's later pieces as labels.
  private func message(_ cursor: Cursor) -> Expression.Kind {
    let selector = cursor.spelling
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false)
    guard let (receiver, arguments) = parts(of: cursor) else {
      return .unsupported("the message '\(selector)'")
    }
    var base = String(pieces.first ?? "")
    var firstLabel: String? = nil
    if arguments.isEmpty, propertyNames.contains(base) {
      // `CGRectValue` is Swift's `cgRectValue`.
      let name = Self.swiftPropertyNames[base] ?? base
      guard let written = cursor.children.first else { return .member(receiver, name) }
      return read(name, of: receiver, written: written, as: cursor)
    }
    // Comparing strings and objects (a notification's name with a constant).
    if ["isEqualToString:", "isEqual:"].contains(selector), arguments.count == 1 {
      return .binary(.equal, receiver, expression(arguments[0]))
    }
    // `[info objectForKey:key]` is Swift's `info[key]`.
    if Self.dictionaryReads.contains(selector), arguments.count == 1 {
      return subscripted(receiver, arguments[0])
    }
    if let renamed = Self.swiftNames[selector] {
      if arguments.isEmpty, case .name(let type) = receiver.kind {
        let swiftType = type.hasPrefix("NS") ? String(type.dropFirst(2)) : type
        return .member(Expression(.name(swiftType), at: receiver.location), renamed.base)
      }
      base = renamed.base
      firstLabel = renamed.firstLabel
    }
    let lowered = arguments.enumerated().map { index, argument in
      Argument(
        label: index == 0 ? firstLabel : index >= pieces.count ? nil : String(pieces[index]),
        value: expression(argument))
    }
    // A message to nil that returns a struct gives zeros, as the runtime does
    // (`[self.missingView convertRect:r fromView:nil]` is CGRectZero); nil is already a number's
    // zero and a condition's false.
    if let written = cursor.children.first, Self.isExpression(written.kind), mayBeNil(written),
      let zero = zero(of: cursor), case .name = zero
    {
      let chained = Expression(
        .member(Expression(.optionalChain(receiver), at: receiver.location), base),
        at: cursor.location)
      return .binary(
        .nilCoalescing, Expression(.call(chained, lowered), at: cursor.location),
        Expression(zero, at: cursor.location))
    }
    return .call(Expression(.member(receiver, base), at: cursor.location), lowered)
  }

  static let dictionaryReads: Set<String> = [
    "objectForKey:", "valueForKey:", "objectForKeyedSubscript:",
  ]

  /// The boxed values' getters as Swift 3 and later spell them.
  static let swiftPropertyNames = [
    "CGRectValue": "cgRectValue", "CGPointValue": "cgPointValue", "CGSizeValue": "cgSizeValue",
  ]

  /// Core Graphics' and UIKit's `…Make` functions as the Swift initialisers they import as,
  /// with the labels in order.
  static let initialisers: [String: (type: String, labels: [String])] = [
    "CGPointMake": ("CGPoint", ["x", "y"]), "CGSizeMake": ("CGSize", ["width", "height"]),
    "CGRectMake": ("CGRect", ["x", "y", "width", "height"]),
    "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
  ]

  /// `CGRectGetMaxY(r)` is Swift's `r.maxY`.
  static let rectMembers = [
    "CGRectGetMinX": "minX", "CGRectGetMinY": "minY", "CGRectGetMaxX": "maxX",
    "CGRectGetMaxY": "maxY", "CGRectGetMidX": "midX", "CGRectGetMidY": "midY",
    "CGRectGetWidth": "width", "CGRectGetHeight": "height",
  ]

  /// `CGRectContainsPoint(r, p)` is Swift's `r.contains(p)`.
  static let rectMethods = [
    "CGRectContainsPoint": "contains", "CGRectContainsRect": "contains",
    "CGRectIntersectsRect": "intersects", "CGRectIntersection": "intersection",
  ]

  /// Selectors whose Swift name is not their first piece (Swift's import drops words the
  /// types repeat): the name and the first argument's label the evaluator knows them by.
  /// The other pieces stay labels as they are, which the evaluator also reads.
  static let swiftNames: [String: (base: String, firstLabel: String?)] = [
    "addObserverForName:object:queue:usingBlock:": ("addObserver", "forName"),
    "mainQueue": ("main", nil),
  ]

  /// A message's receiver (`super`, a class as in `[UIView beginAnimations:…]`, or a value)
  /// and its arguments, which clang lists after it.
  func parts(of message: Cursor) -> (receiver: Expression, arguments: [Cursor])? {
    let tokens = message.tokens
    var children = message.children[...]
    if tokens.count > 1, tokens[0].text == "[", tokens[1].text == "super" {
      return (
        Expression(.name("super"), at: tokens[1].location),
        children.filter { Self.isExpression($0.kind) }
      )
    }
    guard let first = children.first else { return nil }
    children = children.dropFirst()
    let arguments = children.filter { Self.isExpression($0.kind) }
    if first.kind == CXCursor_ObjCClassRef || first.kind == CXCursor_TypeRef {
      return (Expression(.name(first.spelling), at: first.location), arguments)
    }
    guard Self.isExpression(first.kind) else { return nil }
    return (expression(first), arguments)
  }

  /// A C function call: `CGRectMake(0, 0, w, h)`, `NSLog(@"…")`.
  private func call(_ cursor: Cursor) -> Expression.Kind {
    // Objective-C++ copies a C struct by its implicit constructor (`CGSize size = rect.size;`),
    // which libclang shows as a call with the value copied as its only child: the value.
    if cursor.referenced?.kind == CXCursor_Constructor {
      let values = cursor.children.filter { Self.isExpression($0.kind) }
      if values.count == 1 { return kind(of: values[0]) }
    }
    let arguments = (cursor.arguments ?? []).map {
      Argument(label: nil, value: expression($0))
    }
    guard let callee = cursor.children.first else { return .unsupported("this call") }
    let function = Self.unwrapped(callee)
    if let name = Self.missingHeadersMember(function) {
      return .call(Expression(.opaque(name), at: callee.location), arguments)
    }
    if function.kind == CXCursor_DeclRefExpr {
      let name = function.spelling
      if let initialiser = Self.initialisers[name],
        initialiser.labels.count == arguments.count
      {
        let labelled = zip(initialiser.labels, arguments).map {
          Argument(label: $0.0, value: $0.1.value)
        }
        return .call(Expression(.name(initialiser.type), at: callee.location), labelled)
      }
      if let member = Self.rectMembers[name], arguments.count == 1 {
        return .member(arguments[0].value, member)
      }
      if let method = Self.rectMethods[name], arguments.count == 2 {
        let receiver = arguments[0].value
        return .call(
          Expression(.member(receiver, method), at: receiver.location), [arguments[1]])
      }
      return .call(Expression(.name(name), at: callee.location), arguments)
    }
    return .call(expression(callee), arguments)
  }

  private func unary(_ cursor: Cursor, _ tokens: [Cursor.Token]) -> Expression.Kind {
    guard let operand = cursor.children.first else { return .unsupported("this operator") }
    let first = tokens.first?.text ?? ""
    switch first {
    case "-", "!", "+", "~":
      return PrefixOperator(rawValue: first).map { .prefix($0, expression(operand)) }
        ?? .unsupported("the operator '\(first)'")
    // `error:&error`: what the callee writes there the evaluator takes as unknown when the
    // callee is code FormSim does not simulate.
    case "&": return .prefix(.address, expression(operand))
    case "*": return .unsupported("dereferencing a pointer ('*')")
    case "++", "--": return .unsupported("'\(first)' inside an expression")
    default:
      return .unsupported("'\(tokens.last?.text ?? "")' inside an expression")
    }
  }

  /// The operator of a binary expression: of the punctuation the file shows between its sides,
  /// wherever each side's tokens come from (a macro's, or the file's), the first operator
  /// outside parentheses, else the first (the comma operator): between the start of
  /// `RAC(self.button, enabled)` and what is assigned to it the operator is `=`, not the
  /// macro's parenthesis or comma; before `({ … })`, `=` and not its parenthesis.
  func binaryOperator(_ cursor: Cursor, left: Cursor) -> String? {
    guard let right = cursor.children.last else { return nil }
    var between = cursor.fileTokens(from: left.endOffset, to: right.startOffset)
    if between.isEmpty, left.isWrittenInMacroArgument, right.isWrittenInMacroArgument {
      // Both sides in a macro's argument: the operator is written between them there.
      between = cursor.fileTokens(from: left.writtenEndOffset, to: right.writtenStartOffset)
    }
    let punctuation = between.filter { $0.kind == CXToken_Punctuation }.map(\.text)
    var depth = 0
    for token in punctuation {
      switch token {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: if depth == 0 && Self.isOperator(token) { return token }
      }
    }
    return punctuation.first
  }

  /// Whether `token` is a binary operator or an assignment, as written between two operands.
  static func isOperator(_ token: String) -> Bool {
    if BinaryOperator(rawValue: token) != nil { return true }
    return token.hasSuffix("=") && token != "=="
      && (token == "=" || BinaryOperator(rawValue: String(token.dropLast())) != nil)
  }

  /// GNU C's statement expression, `({ UIView *v = …; v.x = 1; v; })`: its statements run in a
  /// scope of their own and its last expression is its value, as a closure called at once
  /// does.
  private func statementExpression(_ cursor: Cursor) -> Expression.Kind {
    guard let compound = cursor.children.first(where: { $0.kind == CXCursor_CompoundStmt }) else {
      return .unsupported("this statement expression '({ … })'")
    }
    var body = statements(compound)
    if case .expression(let last)? = body.last?.kind, let location = body.last?.location {
      body[body.count - 1] = Statement(.returning(last), at: location)
    }
    let closure = Expression(.closure(parameters: [], body: body), at: cursor.location)
    return .call(closure, [])
  }

  /// `^(NSNotification *note) { … }`: a closure with the block's parameters.
  private func block(_ cursor: Cursor) -> Expression.Kind {
    // clang's block expression holds the block's declaration, which holds its parts.
    var parts = cursor.children
    if parts.count == 1, parts[0].kind == CXCursor_UnexposedDecl { parts = parts[0].children }
    let parameters = parts.filter { $0.kind == CXCursor_ParmDecl }.map(\.spelling)
    let body = parts.first { $0.kind == CXCursor_CompoundStmt }.map { statements($0) } ?? []
    return .closure(parameters: parameters, body: body)
  }

  /// `@"text"` and C strings, adjacent pieces joined, the common escapes read.
  static func stringValue(_ tokens: [String]) -> String {
    var result = ""
    for token in tokens where token != "@" {
      var text = Substring(token)
      if text.hasPrefix("@") { text = text.dropFirst() }
      guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { continue }
      var escaped = false
      for character in text.dropFirst().dropLast() {
        if escaped {
          switch character {
          case "n": result.append("\n")
          case "t": result.append("\t")
          default: result.append(character)
          }
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          result.append(character)
        }
      }
    }
    return result
  }

  private func describe(_ cursor: Cursor, _ tokens: [Cursor.Token]) -> String {
    if tokens.isEmpty, let name = cursor.expansionToken {
      return "what the macro '\(name)' expands to (FormSim reads a macro that is a number,"
        + " not one that computes)"
    }
    let text = tokens.prefix(12).map(\.text).joined(separator: " ")
    return "the expression '\(text)\(tokens.count > 12 ? " …" : "")'"
  }

  /// The kinds of an operator between two operands.
  static func hasOperands(_ kind: CXCursorKind) -> Bool {
    kind == CXCursor_BinaryOperator || kind == CXCursor_CompoundAssignOperator
  }

  /// The kinds whose lowering reads their tokens (an operator, a string's text, a
  /// selector's name).
  static func needsTokens(_ kind: CXCursorKind) -> Bool {
    [
      CXCursor_BinaryOperator, CXCursor_CompoundAssignOperator, CXCursor_UnaryOperator,
      CXCursor_StringLiteral, CXCursor_ObjCStringLiteral, CXCursor_ObjCSelectorExpr,
    ].contains(kind)
  }

  /// Implicit conversions and parentheses, which change nothing here, looked through.
  static func unwrapped(_ cursor: Cursor) -> Cursor {
    var node = cursor
    while node.kind == CXCursor_UnexposedExpr || node.kind == CXCursor_ParenExpr {
      let children = node.children
      guard children.count == 1 else { break }
      node = children[0]
    }
    return node
  }

  static func isExpression(_ kind: CXCursorKind) -> Bool {
    clang_isExpression(kind) != 0
  }
}

extension ObjectiveCLowering {
  /// The two operands of GNU C's `a ?: b`, which clang does not expose by kind: nil for any
  /// other expression.
  func elvis(_ children: [Cursor], _ tokens: [Cursor.Token]) -> (Expression, Expression)? {
    // Clang's node holds the operand, the condition and the value made of it, and `b`.
    guard children.count >= 3,
      zip(tokens, tokens.dropFirst()).contains(where: { $0.text == "?" && $1.text == ":" }),
      let first = children.first, let last = children.last
    else { return nil }
    return (expression(first), expression(last))
  }

  /// `Scope::name` when `reference` names a member of a C++ class or namespace of a header
  /// that is not beside the file (`Trace::Write`), which the prelude declares from the file's
  /// use (`OpaqueInterface.cppScopes`): nothing is known of it, so it is opaque.
  static func missingHeadersMember(_ reference: Cursor) -> String? {
    guard reference.kind == CXCursor_DeclRefExpr, let declaration = reference.referenced,
      declaration.fileName == ClangParse.prelude, let scope = declaration.semanticParent,
      scope.kind == CXCursor_StructDecl
    else { return nil }
    return scope.spelling + "::" + reference.spelling
  }
}

extension ObjectiveCLowering {
  /// Whether a bare name read (`kScreenHeight - h`) is a number the file declares nowhere, its
  /// header not given, and never sets: FormSim declared it from the file's use as an instance
  /// variable, but in the app it is a macro or a constant of that header, or set elsewhere, so
  /// its value is unknown rather than an instance variable's zero.
  func isGuessedNumberNeverSet(_ cursor: Cursor, _ name: String) -> Bool {
    guard !loweringTarget, let declaration = cursor.referenced,
      guessedFiles.contains(declaration.fileName),
      !declaration.typeSpelling.contains("*"), declaration.typeSpelling != "id"
    else { return false }
    return !assignedInFile.contains(name)
  }
}
