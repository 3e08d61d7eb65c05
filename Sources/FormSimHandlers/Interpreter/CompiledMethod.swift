/// A method of the file with its body compiled (`CodeCompiler`): what hooks, observers and calls
/// run. A class, so that tables and observers share one and finding it copies a reference.
final class CompiledMethod: Sendable {
  let method: HandlerProgram.Method
  /// Its place in `program.methods`; nil for a computed property's getter.
  let index: Int?
  /// The body, compiled; nil runs the statements as written (a getter).
  let body: CompiledBlock?

  init(_ method: HandlerProgram.Method, index: Int?, body: CompiledBlock?) {
    self.method = method
    self.index = index
    self.body = body
  }

  var name: String { method.name }
  var parameters: [HandlerProgram.Parameter] { method.parameters }
  var location: SourceLocation { method.location }
  var onView: Bool { method.onView }
}
