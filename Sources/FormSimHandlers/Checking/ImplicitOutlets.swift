/// Names a handler uses but declares nowhere, as answers and tutorials are written
/// (`scrollView.contentInset = …` with no `scrollView` in sight): each is taken as an outlet of
/// the view controller, of the type its use shows, so that `--bind` can connect it and the
/// inference that binds a lone scroll view binds it.
enum ImplicitOutlets {
  /// `program` with a property for each undeclared name whose members show what it is, and a
  /// warning for each; `bound` gives the targets `--bind` names, so that a warning about one
  /// says where it is connected rather than how to connect it.
  static func adding(to program: HandlerProgram, bound: [String: String] = [:])
    -> (HandlerProgram, [HandlerDiagnostic])
  {
    let declared = Set(program.properties.map(\.name)).union(program.methods.map(\.name))
      .union(ProgramNames(program).locals).union(program.types.map(\.name))
    var found: [String: (type: String, member: String, at: SourceLocation)] = [:]
    var order: [String] = []
    func visit(_ expression: Expression) {
      if case .member(let base, let member) = expression.kind, let name = root(base),
        !declared.contains(name), Evaluator.globalValue(name) == nil,
        !UIKitSurface.knownTypes.contains(name), name != "view", name != "self",
        name != "super", let type = UIKitSurface.typeByMember[member], found[name] == nil
      {
        found[name] = (type, member, base.location)
        order.append(name)
      }
      if case .closure(_, let body, _) = expression.kind { visit(body) }
      for child in expression.children { visit(child) }
    }
    func visit(_ statements: [Statement]) {
      for statement in statements {
        let parts = statement.parts
        parts.expressions.forEach(visit)
        parts.conditions.compactMap(\.expression).forEach(visit)
        parts.blocks.forEach(visit)
      }
    }
    for method in program.methods { visit(method.body) }
    var program = program
    var warnings: [HandlerDiagnostic] = []
    for name in order {
      guard let use = found[name] else { continue }
      program.properties.append(
        HandlerProgram.Property(name: name, type: use.type, isOutlet: true, location: use.at))
      warnings.append(
        HandlerDiagnostic(
          .warning, file: program.path(of: use.at), at: use.at,
          "'\(name)' is not declared in the file: taken as an outlet (\(use.type), from its"
            + " use of '\(use.member)'); "
            + (bound[name].map { "--bind connects it to \($0)" }
              ?? "--bind \(name)=\(UIKitTypes.bindingHint(use.type)) connects it")))
    }
    return (program, warnings)
  }

  /// `name` in `name`, `self.name`, `name!` and `name?`: an outlet's spellings.
  static func root(_ expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name): name
    case .member(let base, let name):
      if case .name("self") = base.kind { name } else { nil }
    case .optionalChain(let inner), .forceUnwrap(let inner): root(inner)
    default: nil
    }
  }
}

extension Expression {
  /// The object a member path starts from: `scrollView` in `scrollView.contentInset.bottom`,
  /// `self.scrollView` in `self.scrollView!.contentInset`.
  var baseOfMembers: Expression {
    var current = self
    while case .member(let base, _) = current.kind {
      if case .name("self") = base.kind { return current }
      current = base
      if case .optionalChain(let inner) = current.kind { current = inner }
      if case .forceUnwrap(let inner) = current.kind { current = inner }
    }
    return current
  }
}
