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
  }

  /// A computed property's getter, as a method of no parameters; nil for a stored property.
  convenience init?(
    getterOf property: HandlerProgram.Property, file: NameTable<NameBinding>,
    skipped: SortedLocations
  ) {
    guard let body = property.getter else { return nil }
    let typed = property.type.map { Self.typingImplicitMembers(body, as: UIKitTypes.bare($0)) }
    self.init(
      HandlerProgram.Method(
        name: property.name, parameters: [], body: typed ?? body, location: property.location),
      index: nil, file: file, skipped: skipped)
  }

  /// A getter's body with what it returns as `.zero` or `.identity` (whose type only the
  /// context gives) spelled as its property's `type`'s: `return .zero` in a `CGRect` property is
  /// `CGRect.zero`. Its returns, and its one expression, at its top level and in the blocks of
  /// its `if`s and `guard`s.
  static func typingImplicitMembers(_ body: [Statement], as type: String) -> [Statement] {
    func typed(_ expression: Expression) -> Expression {
      guard case .implicitMember(let name) = expression.kind,
        Evaluator.implicitMemberNeedsContext(name)
      else { return expression }
      return Expression(
        .member(Expression(.name(type), at: expression.location), name), at: expression.location)
    }
    func rewrite(_ statements: [Statement], isBody: Bool) -> [Statement] {
      statements.map { statement in
        var statement = statement
        switch statement.kind {
        case .returning(let value?): statement.kind = .returning(typed(value))
        case .expression(let value) where isBody && statements.count == 1:
          statement.kind = .expression(typed(value))
        case .guardElse(let conditions, let otherwise):
          statement.kind = .guardElse(
            conditions: conditions, otherwise: rewrite(otherwise, isBody: false))
        case .ifElse(let conditions, let then, let otherwise):
          statement.kind = .ifElse(
            conditions: conditions, then: rewrite(then, isBody: false),
            otherwise: otherwise.map { rewrite($0, isBody: false) })
        default: break
        }
        return statement
      }
    }
    return rewrite(body, isBody: true)
  }

  var name: String { method.name }
  var parameters: [HandlerProgram.Parameter] { method.parameters }
  var location: SourceLocation { method.location }
  var onView: Bool { method.onView }
}
