/// A method of the file, with what a call needs worked out once: what hooks, observers and calls
/// run. A class, so that tables and observers share one and finding it copies a reference.
final class CompiledMethod: Sendable {
  let method: HandlerProgram.Method
  /// Its place in `program.methods`; nil for a computed property's getter.
  let index: Int?

  /// The parameters' names, for a call that passes every argument.
  let parameterNames: [LocalName]
  /// How many locals its body declares at most, parameters included: room made once per call.
  let localCount: Int
  /// Whether no two parameters share a name, so that they can be declared without a search
  /// (`Locals(parameters:_:capacity:)`).
  let parametersAreDistinct: Bool

  init(_ method: HandlerProgram.Method, index: Int?) {
    self.method = method
    self.index = index
    parameterNames = method.parameters.map { LocalName($0.name) }
    parametersAreDistinct = Set(parameterNames).count == parameterNames.count
    localCount = method.parameters.count + Self.declarations(in: method.body)
  }

  /// The `let`s, `var`s and bindings in `statements`, nested blocks included (a bound on the
  /// locals alive at once).
  private static func declarations(in statements: [Statement]) -> Int {
    var count = 0
    for statement in statements {
      let parts = statement.parts
      count += parts.declares.count + parts.conditions.flatMap(\.declares).count
      count += parts.patterns.flatMap(\.bindings).count
      for block in parts.blocks { count += declarations(in: block) }
    }
    return count
  }

  /// A computed property's getter, as a method of no parameters; nil for a stored property.
  convenience init?(getterOf property: HandlerProgram.Property) {
    guard let body = property.getter else { return nil }
    self.init(
      HandlerProgram.Method(
        name: property.name, parameters: [], body: body, location: property.location),
      index: nil)
  }

  var name: String { method.name }
  var parameters: [HandlerProgram.Parameter] { method.parameters }
  var location: SourceLocation { method.location }
  var onView: Bool { method.onView }
}
