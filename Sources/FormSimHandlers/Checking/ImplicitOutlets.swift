/// Names a handler uses but declares nowhere, as answers and tutorials are written
/// (`scrollView.contentInset = …` with no `scrollView` in sight): each is taken as an outlet of
/// the view controller, of the type its use shows, so that `--bind` can connect it and the
/// inference that binds a lone scroll view binds it.
enum ImplicitOutlets {
  /// An undeclared name taken as an outlet: what its use shows it is, and where.
  struct Outlet {
    var name: String
    var type: String
    /// The member whose use shows the type; empty when the type is its --bind target's.
    var member: String
    var at: SourceLocation
  }

  /// `program` with a property for each undeclared name whose members show what it is, and
  /// those names; `bound` gives the targets `--bind` names, which make a name an outlet of
  /// their type whatever its members show.
  static func adding(to program: HandlerProgram, bound: [String: String] = [:])
    -> (HandlerProgram, [Outlet])
  {
    // A method that takes arguments does not hide a view of its base name: in a table view
    // controller, `tableView.contentInset` is the table, whatever data source methods
    // `tableView(_:numberOfRowsInSection:)` and the like the file declares.
    let methods = program.methods.filter(\.parameters.isEmpty).map(\.name)
    let declared = Set(program.properties.map(\.name)).union(methods)
      .union(program.types.map(\.name))
    // A method's own locals hide a bare name in that method only (a data source method's
    // `tableView` parameter), and never `self.name`.
    var locals: Set<String> = []
    var found: [String: (type: String, member: String, at: SourceLocation)] = [:]
    var order: [String] = []
    // Undeclared names whose members the code uses, whatever the members show: one --bind
    // names is an outlet of the type its target is.
    var used: [String: SourceLocation] = [:]
    func visit(_ expression: Expression) {
      if case .member(let base, let member) = expression.kind, let name = root(base),
        !declared.contains(name), isSelfMember(base) || !locals.contains(name),
        Evaluator.globalValue(name) == nil,
        !UIKitSurface.knownTypes.contains(name), name != "view", name != "self",
        // A closure's own `$0`, `$1`, whatever it is handed.
        name != "super", !name.hasPrefix("$"), found[name] == nil
      {
        if let type = UIKitSurface.typeByMember[member] ?? namedScrollView(name, using: member) {
          found[name] = (type, member, base.location)
          order.append(name)
        } else if used[name] == nil, bound[name] != nil {
          used[name] = base.location
        }
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
    for method in program.methods {
      locals = ProgramNames(method).locals
      visit(method.body)
    }
    for (name, at) in used.sorted(by: { $0.value < $1.value }) where found[name] == nil {
      guard let target = bound[name], let type = BindingTarget.declaredType(of: target) else {
        continue
      }
      found[name] = (type, "", at)
      order.append(name)
    }
    var program = program
    var outlets: [Outlet] = []
    for name in order {
      guard let use = found[name] else { continue }
      program.properties.append(
        HandlerProgram.Property(name: name, type: use.type, isOutlet: true, location: use.at))
      outlets.append(Outlet(name: name, type: use.type, member: use.member, at: use.at))
    }
    return (program, outlets)
  }

  /// The warning that `outlet` was taken as one: where `--bind` connected it (`given`), that
  /// FormSim took it for the form's scroll view, as it takes a lone scroll view outlet
  /// (`inferred`), or else how to connect it.
  static func warning(
    _ outlet: Outlet, in program: HandlerProgram, given: String?, inferred: Bool
  ) -> HandlerDiagnostic {
    let name = outlet.name
    let inherited = inheritedFrom(name).map { " (\($0)'s own, or an outlet)" } ?? ""
    let connection =
      if let given {
        "--bind connects it to \(given)"
      } else if inferred {
        "the form's scroll view, as the only one; --bind \(name)=… says otherwise"
      } else {
        "--bind \(name)=\(UIKitTypes.bindingHint(outlet.type, outlet: name)) connects it"
      }
    return HandlerDiagnostic(
      .warning, file: program.path(of: outlet.at), at: outlet.at,
      "'\(name)' is not declared in the file\(inherited): taken as an outlet (\(outlet.type),"
        + (outlet.member.isEmpty
          ? " the type its --bind target is" : " from its use of '\(outlet.member)'")
        + "); \(connection)")
  }

  /// A name that says it is a scroll view (`scrollView`, `formScrollView`) used as any view is
  /// (`scrollView.snp.updateConstraints { … }`, `scrollView.frame`): a member every view has
  /// says no more than a view, and the name says which.
  static func namedScrollView(_ name: String, using member: String) -> String? {
    guard name.lowercased().hasSuffix("scrollview"), viewMembers.contains(member) else {
      return nil
    }
    return "UIScrollView"
  }

  /// The members of UIKit's view, SnapKit's and Masonry's included.
  private static let viewMembers = Set(UIKitType.view.members.flatMap(\.names))

  /// The UIKit controller whose own property `name` is, when a controller of that class
  /// would inherit it (`tableView` of a `UITableViewController`).
  static func inheritedFrom(_ name: String) -> String? {
    switch name {
    case "tableView": "a UITableViewController"
    case "collectionView": "a UICollectionViewController"
    default: nil
    }
  }

  /// `name` in `name`, `self.name`, `self?.name` (a weak `self` in a closure), `name!` and
  /// `name?`: an outlet's spellings.
  static func root(_ expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name): name
    case .member(let base, let name): isSelf(base) ? name : nil
    case .optionalChain(let inner), .forceUnwrap(let inner): root(inner)
    default: nil
    }
  }

  /// Whether `expression` is `self.name` (or `self?.name`, `self!.name`), perhaps unwrapped.
  static func isSelfMember(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .member(let base, _): isSelf(base)
    case .optionalChain(let inner), .forceUnwrap(let inner): isSelfMember(inner)
    default: false
    }
  }

  /// Whether `expression` is `self` or one of `aliases`, the locals holding it
  /// (`guard let strongSelf = weakSelf`), perhaps unwrapped or cast.
  static func refersToSelf(_ expression: Expression, _ aliases: Set<String>) -> Bool {
    switch expression.kind {
    case .name("self"): true
    case .name(let name), .resolved(_, let name): aliases.contains(name)
    case .optionalChain(let inner), .forceUnwrap(let inner), .cast(let inner, _, _):
      refersToSelf(inner, aliases)
    default: false
    }
  }

  /// `self`, `self?` or `self!`.
  static func isSelf(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .name("self"): true
    case .optionalChain(let inner), .forceUnwrap(let inner): isSelf(inner)
    default: false
    }
  }
}

extension Expression {
  /// The object a member path starts from: `scrollView` in `scrollView.contentInset.bottom`,
  /// `self.scrollView` in `self.scrollView!.contentInset`; `isSelf` says which bases are `self`
  /// (a local alias of it, to the check).
  func baseOfMembers(isSelf: (Expression) -> Bool) -> Expression {
    var current = self
    while case .member(let base, _) = current.kind {
      if isSelf(base) { return current }
      current = base
      if case .optionalChain(let inner) = current.kind { current = inner }
      if case .forceUnwrap(let inner) = current.kind { current = inner }
    }
    return current
  }
}
