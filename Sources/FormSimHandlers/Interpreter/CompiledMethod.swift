/// A method of the file, resolved (`Resolver`), with what a call needs worked out once: what
/// hooks, observers and calls run. A class, so that tables and observers share one and finding it
/// copies a reference.
final class CompiledMethod: Sendable {
  /// The method with its locals resolved to slots.
  let method: HandlerProgram.Method
  /// Its place in `program.methods`; nil for a computed property's getter.
  let index: Int?
  /// Where each parameter is kept in the frame.
  let parameterSlots: [Int]
  /// How many slots its frame has: room made once per call.
  let frameSize: Int
  /// The generic parameters a parameter of type `T.Type` names, by the parameter's index
  /// (`findSuperview<T>(ofType: T.Type)`): a call's type argument is what `T` stands for.
  let typeParameters: [(index: Int, name: String)]
  /// The `inout` parameters, by index: what the body leaves in one is written back to the
  /// variable the call passed with `&`.
  let inoutParameters: [Int]
  /// The class or struct whose `init` this is: a write of one of its own properties in the
  /// body runs no observer, as Swift's initialisers do not.
  let initializedType: String?

  /// `method` resolved against the file's names (`CompiledHandler.fileNames`), without the
  /// statements that run as nothing.
  init(
    _ method: HandlerProgram.Method, index: Int?, file: NameTable<NameBinding>,
    skipped: SortedLocations
  ) {
    let resolved = Resolver.resolve(method, file: file, skipped: skipped)
    self.method = resolved.method
    self.index = index
    parameterSlots = resolved.parameterSlots
    frameSize = resolved.frameSize
    typeParameters = method.parameters.enumerated().compactMap { index, parameter in
      guard let type = parameter.type, type.hasSuffix(".Type") else { return nil }
      let name = String(type.dropLast(5))
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
      return (index, name)
    }
    initializedType = method.name == "init" ? method.owner : nil
    inoutParameters = method.parameters.indices.filter {
      method.parameters[$0].type?.hasPrefix("inout ") ?? false
    }
  }

  /// A computed property's getter, as a method of no parameters; nil for a stored property.
  convenience init?(
    getterOf property: HandlerProgram.Property, file: NameTable<NameBinding>,
    skipped: SortedLocations
  ) {
    guard let body = property.getter else { return nil }
    var getter = HandlerProgram.Method(
      name: property.name, parameters: [], body: body, location: property.location)
    getter.owner = property.owner
    self.init(getter, index: nil, file: file, skipped: skipped)
  }

  var name: String { method.name }
  var parameters: [HandlerProgram.Parameter] { method.parameters }
  var location: SourceLocation { method.location }
  var onView: Bool { method.onView }
}
