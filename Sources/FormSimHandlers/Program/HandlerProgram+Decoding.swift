import FormSimCore

/// Reading the front end's JSON back (see `HandlerProgram+JSON`).
///
/// The front end is FormSim's own program, so a document that does not have the expected shape
/// means a front end and a `formsim` of different versions: the error says which node.
public struct ProgramDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var description: String { "the handler front end printed \(message)" }
}

extension HandlerProgram {
  /// The program a front end printed; its locations are in the handler's file `fileIndex`.
  public init(json: JSONValue, fileIndex: Int = 0) throws(ProgramDecodingError) {
    let reader = Reader(fileIndex: fileIndex)
    guard case .string(let file)? = json["file"],
      case .string(let language)? = json["language"],
      let parsedLanguage = Language(rawValue: language)
    else { throw ProgramDecodingError(message: "no file or language") }
    self.init(
      file: file, language: parsedLanguage,
      methods: try reader.list(json["methods"], reader.method),
      properties: try reader.list(json["properties"], reader.property),
      types: try reader.list(json["types"], reader.declaredType),
      diagnostics: try reader.list(json["diagnostics"], reader.diagnostic))
  }
}

private struct Reader {
  typealias Failure = ProgramDecodingError
  /// The file every location read is in.
  var fileIndex = 0

  func fail(_ what: String) -> Failure { Failure(message: "an unreadable \(what)") }

  func list<T>(_ value: JSONValue?, _ item: (JSONValue) throws(Failure) -> T) throws(Failure) -> [T]
  {
    guard case .array(let items)? = value else { throw fail("list") }
    var result: [T] = []
    result.reserveCapacity(items.count)
    for element in items { result.append(try item(element)) }
    return result
  }

  func declaredType(_ value: JSONValue) throws(Failure) -> HandlerProgram.DeclaredType {
    guard case .array(let items) = value, items.count == 4,
      let kind = HandlerProgram.DeclaredType.Kind(rawValue: try string(items[1]))
    else { throw fail("type") }
    return HandlerProgram.DeclaredType(
      name: try string(items[0]), kind: kind, cases: try list(items[2], string),
      fields: try list(items[3], string))
  }

  func string(_ value: JSONValue?) throws(Failure) -> String {
    guard case .string(let text)? = value else { throw fail("string") }
    return text
  }

  func optionalString(_ value: JSONValue?) throws(Failure) -> String? {
    if case .null? = value { return nil }
    return try string(value)
  }

  func int(_ value: JSONValue?) throws(Failure) -> Int {
    guard case .number(let number)? = value, let exact = Int(exactly: number) else {
      throw fail("integer")
    }
    return exact
  }

  func location(_ items: [JSONValue], at index: Int) throws(Failure) -> SourceLocation {
    guard items.count > index + 1 else { throw fail("location") }
    return SourceLocation(
      line: try int(items[index]), column: try int(items[index + 1]), file: fileIndex)
  }

  func method(_ value: JSONValue) throws(Failure) -> HandlerProgram.Method {
    guard case .array(let at)? = value["at"] else { throw fail("method") }
    let onView: Bool
    if case .bool(let flag)? = value["onView"] { onView = flag } else { onView = false }
    var method = HandlerProgram.Method(
      name: try string(value["name"]), parameters: try list(value["parameters"], parameter),
      body: try list(value["body"], statement), location: try location(at, at: 0), onView: onView)
    method.owner = try optionalString(value["owner"] ?? .null)
    if case .bool(true)? = value["load"] { method.runsAtLoad = true }
    return method
  }

  func parameter(_ value: JSONValue) throws(Failure) -> HandlerProgram.Parameter {
    // `[label, name, type, default]`; a front end older than default values wrote three.
    guard case .array(let items) = value, items.count == 3 || items.count == 4 else {
      throw fail("parameter")
    }
    return HandlerProgram.Parameter(
      label: try optionalString(items[0]), name: try string(items[1]),
      type: try optionalString(items[2]),
      defaultValue: items.count == 4 ? try optionalExpression(items[3]) : nil)
  }

  func property(_ value: JSONValue) throws(Failure) -> HandlerProgram.Property {
    guard case .array(let at)? = value["at"] else { throw fail("property") }
    let initial: Expression? =
      if case .null? = value["initial"] { nil } else { try expression(value["initial"] ?? .null) }
    let getter: [Statement]? =
      if case .null? = value["getter"] { nil } else { try list(value["getter"], statement) }
    let outlet: Bool
    if case .bool(let flag)? = value["outlet"] { outlet = flag } else { outlet = false }
    var property = HandlerProgram.Property(
      name: try string(value["name"]), type: try optionalString(value["type"]), initial: initial,
      getter: getter, isOutlet: outlet, location: try location(at, at: 0))
    property.owner = try optionalString(value["owner"] ?? .null)
    return property
  }

  func diagnostic(_ value: JSONValue) throws(Failure) -> HandlerProgram.Diagnostic {
    guard case .array(let items) = value, items.count == 4,
      let severity = HandlerProgram.Diagnostic.Severity(rawValue: try string(items[0]))
    else { throw fail("diagnostic") }
    return HandlerProgram.Diagnostic(
      severity, at: try location(items, at: 1), try string(items[3]))
  }

  /// `[kind, line, column, …]`: the kind, the location and the rest.
  func node(_ value: JSONValue, _ what: String) throws(Failure) -> (
    String, SourceLocation, [JSONValue]
  ) {
    guard case .array(let items) = value, items.count >= 3 else { throw fail(what) }
    return (try string(items[0]), try location(items, at: 1), Array(items.dropFirst(3)))
  }

  func block(_ value: JSONValue?) throws(Failure) -> [Statement] { try list(value, statement) }

  func optionalBlock(_ value: JSONValue?) throws(Failure) -> [Statement]? {
    if case .null? = value { return nil }
    return try block(value)
  }

  func optionalExpression(_ value: JSONValue?) throws(Failure) -> Expression? {
    guard let value else { throw fail("expression") }
    if case .null = value { return nil }
    return try expression(value)
  }

  func statement(_ value: JSONValue) throws(Failure) -> Statement {
    let (kind, at, rest) = try node(value, "statement")
    func arg(_ index: Int) -> JSONValue? { index < rest.count ? rest[index] : nil }
    let decoded: Statement.Kind
    switch kind {
    case "let", "var":
      decoded = .variable(
        name: try string(arg(0)), type: try optionalString(arg(1)),
        value: try optionalExpression(arg(2)), isConstant: kind == "let")
    case "assign":
      let written = try string(arg(1))
      guard written.hasSuffix("=") else { throw fail("assignment") }
      let op: BinaryOperator?
      if written == "=" {
        op = nil
      } else {
        guard let compound = BinaryOperator(rawValue: String(written.dropLast())) else {
          throw fail("assignment '\(written)'")
        }
        op = compound
      }
      decoded = .assignment(
        target: try expression(arg(0) ?? .null), op: op, value: try expression(arg(2) ?? .null))
    case "expr": decoded = .expression(try expression(arg(0) ?? .null))
    case "if":
      decoded = .ifElse(
        conditions: try list(arg(0), condition), then: try block(arg(1)),
        otherwise: try optionalBlock(arg(2)))
    case "guard":
      decoded = .guardElse(conditions: try list(arg(0), condition), otherwise: try block(arg(1)))
    case "switch":
      let cases = try list(arg(1)) { (entry: JSONValue) throws(Failure) -> SwitchCase in
        guard case .array(let parts) = entry, parts.count == 3 else { throw fail("case") }
        return SwitchCase(
          patterns: try list(parts[0], pattern), filter: try optionalExpression(parts[2]),
          body: try block(parts[1]))
      }
      decoded = .switchCases(
        subject: try expression(arg(0) ?? .null), cases: cases,
        otherwise: try optionalBlock(arg(2)))
    case "return": decoded = .returning(try optionalExpression(arg(0)))
    case "unsupported": decoded = .unsupported(try string(arg(0)))
    case "for":
      decoded = .forIn(
        pattern: try pattern(arg(0) ?? .null), sequence: try expression(arg(1) ?? .null),
        filter: try optionalExpression(arg(2)), body: try block(arg(3)),
        label: try optionalString(arg(4)))
    case "while":
      decoded = .whileLoop(
        conditions: try list(arg(0), condition), body: try block(arg(1)), step: try block(arg(2)),
        label: try optionalString(arg(3)))
    case "repeat":
      decoded = .repeatWhile(
        body: try block(arg(0)), condition: try expression(arg(1) ?? .null),
        label: try optionalString(arg(2)))
    case "break": decoded = .breaking(label: try optionalString(arg(0)))
    case "continue": decoded = .continuing(label: try optionalString(arg(0)))
    case "defer": decoded = .deferred(try block(arg(0)))
    case "do":
      let clauses = try list(arg(1)) { (entry: JSONValue) throws(Failure) -> CatchClause in
        guard case .array(let pair) = entry, pair.count == 2 else { throw fail("catch") }
        let caught: Pattern? = if case .null = pair[0] { nil } else { try pattern(pair[0]) }
        return CatchClause(pattern: caught, body: try block(pair[1]))
      }
      decoded = .doCatch(body: try block(arg(0)), catches: clauses)
    case "throw": decoded = .throwing(try expression(arg(0) ?? .null))
    default: throw fail("statement '\(kind)'")
    }
    return Statement(decoded, at: at)
  }

  func condition(_ value: JSONValue) throws(Failure) -> Condition {
    guard case .array(let items) = value, let first = items.first else { throw fail("condition") }
    switch try string(first) {
    case "bool":
      guard items.count == 2 else { throw fail("condition") }
      return .boolean(try expression(items[1]))
    case "let":
      guard items.count == 6 else { throw fail("condition") }
      return .optionalBinding(
        name: try string(items[3]), type: try optionalString(items[4]),
        value: try optionalExpression(items[5]), location: try location(items, at: 1))
    case "available", "unavailable":
      guard items.count == 5 else { throw fail("condition") }
      return .available(
        major: try int(items[3]), minor: try int(items[4]),
        negated: try string(first) == "unavailable", location: try location(items, at: 1))
    case "case":
      guard items.count == 5 else { throw fail("condition") }
      return .matching(
        try pattern(items[3]), try expression(items[4]), location: try location(items, at: 1))
    default: throw fail("condition")
    }
  }

  func pattern(_ value: JSONValue) throws(Failure) -> Pattern {
    guard case .array(let items) = value, let first = items.first else { throw fail("pattern") }
    func at(_ index: Int) -> JSONValue { index < items.count ? items[index] : .null }
    switch try string(first) {
    case "_": return .wildcard
    case "let": return .binding(try string(at(1)))
    case "value": return .value(try expression(at(1)))
    case "case": return .enumCase(try string(at(1)), try list(at(2), pattern))
    case "tuple": return .tuple(try list(at(1), pattern))
    case "some": return .some(try pattern(at(1)))
    case "as":
      let inner: Pattern? = if case .null = at(1) { nil } else { try pattern(at(1)) }
      return .typed(inner, try string(at(2)))
    default: throw fail("pattern")
    }
  }

  func argument(_ value: JSONValue) throws(Failure) -> Argument {
    guard case .array(let items) = value, items.count == 3, case .bool(let trailing) = items[2]
    else { throw fail("argument") }
    return Argument(
      label: try optionalString(items[0]), value: try expression(items[1]),
      isTrailingClosure: trailing)
  }

  func expression(_ value: JSONValue) throws(Failure) -> Expression {
    let (kind, at, rest) = try node(value, "expression")
    func arg(_ index: Int) -> JSONValue { index < rest.count ? rest[index] : .null }
    func sub(_ index: Int) throws(Failure) -> Expression { try expression(arg(index)) }
    let decoded: Expression.Kind
    switch kind {
    case "name": decoded = .name(try string(arg(0)))
    case "implicit": decoded = .implicitMember(try string(arg(0)))
    case "member": decoded = .member(try sub(0), try string(arg(1)))
    case "chain": decoded = .optionalChain(try sub(0))
    case "unwrap": decoded = .forceUnwrap(try sub(0))
    case "call": decoded = .call(try sub(0), try list(arg(1), argument))
    case "subscript": decoded = .subscripted(try sub(0), try list(arg(1), argument))
    case "int":
      if case .string(let digits) = arg(0), let value = Int(digits) {
        decoded = .integer(value)
      } else {
        decoded = .integer(try int(arg(0)))
      }
    case "float":
      guard case .number(let number) = arg(0) else { throw fail("number") }
      decoded = .float(number)
    case "string": decoded = .string(try string(arg(0)))
    case "interpolated":
      decoded = .interpolated(
        try list(arg(0)) { (part: JSONValue) throws(Failure) -> InterpolationPart in
          if case .string(let text) = part { return .text(text) }
          return .value(try expression(part))
        })
    case "bool":
      guard case .bool(let flag) = arg(0) else { throw fail("boolean") }
      decoded = .boolean(flag)
    case "nil": decoded = .nilLiteral
    case "binary":
      guard let op = BinaryOperator(rawValue: try string(arg(0))) else { throw fail("operator") }
      decoded = .binary(op, try sub(1), try sub(2))
    case "prefix":
      guard let op = PrefixOperator(rawValue: try string(arg(0))) else { throw fail("operator") }
      decoded = .prefix(op, try sub(1))
    case "ternary": decoded = .ternary(try sub(0), try sub(1), try sub(2))
    case "cast": decoded = .cast(try sub(0), kind: try string(arg(1)), type: try string(arg(2)))
    case "closure":
      decoded = .closure(parameters: try list(arg(0), string), body: try block(arg(1)))
    case "tuple": decoded = .tuple(try list(arg(0), argument))
    case "array": decoded = .array(try list(arg(0), expression))
    case "dictionary":
      decoded = .dictionary(
        try list(arg(0)) { (entry: JSONValue) throws(Failure) -> DictionaryEntry in
          guard case .array(let pair) = entry, pair.count == 2 else { throw fail("entry") }
          return DictionaryEntry(key: try expression(pair[0]), value: try expression(pair[1]))
        })
    case "selector": decoded = .selector(try string(arg(0)))
    case "try?": decoded = .optionalTry(try sub(0))
    case "unsupported": decoded = .unsupported(try string(arg(0)))
    default: throw fail("expression '\(kind)'")
    }
    return Expression(decoded, at: at)
  }
}
