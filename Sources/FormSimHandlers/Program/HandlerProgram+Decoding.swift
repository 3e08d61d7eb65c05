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
    let reader = ProgramReader(fileIndex: fileIndex)
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
    helperScreen = try reader.namedClass(json["helperScreen"], "helperScreen")
    tableViewController = try reader.namedClass(json["tableViewController"], "tableViewController")
  }
}

/// Reads one program's nodes: the helpers here, each node type's reading beside its writing
/// (`Statement+JSON`, `Expression+JSON`).
struct ProgramReader {
  /// A class the program names, `[name, line, column]` (`helperScreen`), when it names one.
  func namedClass(_ node: JSONValue?, _ key: String) throws(ProgramDecodingError)
    -> HandlerProgram.NamedClass?
  {
    guard let node else { return nil }
    guard case .array(let items) = node, items.count == 3 else {
      throw ProgramDecodingError(message: "an unreadable \(key)")
    }
    return HandlerProgram.NamedClass(
      name: try string(items[0]), location: try location(items, at: 1))
  }

  typealias Failure = ProgramDecodingError
  /// The file every location read is in.
  var fileIndex = 0
  /// The strings read so far, one copy of each (`StringInterner`).
  private let interner = StringInterner()

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
    guard case .array(let items) = value, items.count == 4 || items.count == 5,
      let kind = HandlerProgram.DeclaredType.Kind(rawValue: try string(items[1]))
    else { throw fail("type") }
    return HandlerProgram.DeclaredType(
      name: try string(items[0]), kind: kind, cases: try list(items[2], string),
      fields: try list(items[3], string),
      viewClass: items.count == 5 ? try string(items[4]) : nil)
  }

  func string(_ value: JSONValue?) throws(Failure) -> String {
    guard case .string(let text)? = value else { throw fail("string") }
    return interner.intern(text)
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

  /// A method's or property's `inherits`: its class and that class's superclass.
  func inheritance(_ value: JSONValue?) throws(Failure) -> HandlerProgram.Method.Inheritance? {
    guard let value else { return nil }
    guard case .array(let names) = value, names.count == 2 else { throw fail("inherits") }
    return .init(className: try string(names[0]), superclass: try string(names[1]))
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
    if case .bool(true)? = value["action"] { method.isAction = true }
    if case .bool(true)? = value["free"] { method.isFreeFunction = true }
    if case .bool(true)? = value["default"] { method.isProtocolDefault = true }
    method.viewClass = try optionalString(value["viewClass"] ?? .null)
    method.inheritance = try inheritance(value["inherits"])
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
    property.inheritance = try inheritance(value["inherits"])
    if case .bool(true)? = value["lazy"] { property.isLazy = true }
    if case .bool(true)? = value["default"] { property.isProtocolDefault = true }
    if case .bool(true)? = value["published"] { property.isPublished = true }
    if case .bool(true)? = value["onView"] { property.onView = true }
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
}
