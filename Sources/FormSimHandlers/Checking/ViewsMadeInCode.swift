/// Views a view controller builds in code rather than has connected from a storyboard
/// (`private let scrollView = UIScrollView()`, `scrollView = UIScrollView(frame: view.bounds)`
/// in `viewDidLoad`, Objective-C's `self.scrollView = [[UIScrollView alloc] initWithFrame:…]`):
/// the layout file stands for the screen the code builds, so the one scroll view the code
/// makes is the form's, as the one outlet to a scroll view is.
enum ViewsMadeInCode {
  /// The type `expression` makes a new object of, when it makes one of a UIKit view's type:
  /// `UIScrollView()`, `UIScrollView(frame: …)`, `UIScrollView.init()`,
  /// `UITableView(frame: .zero, style: .plain)`, a configured one
  /// (`UIScrollView().then { … }`, `UIScrollView().with { … }`), Objective-C's `[[UIScrollView alloc] initWithFrame:…]`
  /// and `[UIScrollView new]`.
  static func madeType(_ expression: Expression) -> String? {
    guard case .call(let callee, let arguments) = expression.kind else { return nil }
    switch callee.kind {
    case .name(let type), .resolved(_, let type):
      return isViewType(type) ? type : nil
    case .member(let base, let name):
      if name == "init", let type = typeName(base) { return type }
      if let type = Expression.allocatedClass(receiver: base, message: name) {
        return isViewType(type) ? type : nil
      }
      // A builder's `.then { $0.… }`, `.with { … }` or `.onMoveToSuperview { … }` (`Then`'s, or
      // an app's own) hands the view to its closure and returns it: no method of UIKit's
      // views takes one closure alone.
      if arguments.count == 1, case .closure = arguments[0].value.kind {
        return madeType(base)
      }
      return nil
    default:
      return nil
    }
  }

  /// The frame `expression` makes a UIKit view with: `UITextView(frame: r)`,
  /// `UITableView(frame: r, style: .plain)`, `[[UIScrollView alloc] initWithFrame:r]`; nil for
  /// a view made without one, or for anything else.
  static func frameArgument(_ expression: Expression) -> Expression? {
    guard madeType(expression) != nil, case .call(let callee, let arguments) = expression.kind
    else { return nil }
    if case .member(_, let message) = callee.kind, message.hasPrefix("initWithFrame") {
      return arguments.first?.value
    }
    return arguments.first { $0.label == "frame" }?.value
  }

  /// The names of `statements`' assignments that put a scroll view made in code into a
  /// property (directly, or through a local made or declared as one), and of those that put
  /// anything else there: `assignedProperty` says which property a target is.
  static func scrollViewAssignments(
    in statements: [Statement], property assignedProperty: (Expression) -> String?
  ) -> (made: Set<String>, other: Set<String>) {
    let madeLocals = Set(scrollViewLocals(in: statements).keys)
    var made: Set<String> = []
    var other: Set<String> = []
    ProgramWalk.visit(
      statements,
      statement: { statement in
        // Nil written to an outlet (`self.tableView = nil` in `viewDidUnload`) releases it;
        // the storyboard still connects it.
        guard case .assignment(let target, let op, let value) = statement.kind,
          value.kind != .nilLiteral, let name = assignedProperty(target)
        else { return }
        if op == nil, isMadeScrollView(value, locals: madeLocals) {
          made.insert(name)
        } else {
          other.insert(name)
        }
      })
    return (made, other)
  }

  /// The declarations of the locals holding a scroll view a method makes that the method then
  /// stores in one of `properties` (`UIScrollView *sv = [[UIScrollView alloc]
  /// initWithFrame:r]; sv.contentInset = …; self.scrollView = sv;`): with those properties
  /// bound to the form's scroll view, each such local is that view, from its declaration.
  static func locals(storedInto properties: Set<String>, in program: HandlerProgram)
    -> Set<SourceLocation>
  {
    guard !properties.isEmpty else { return [] }
    var found: Set<SourceLocation> = []
    for method in program.methods where method.owner == nil {
      let declarations = scrollViewLocals(in: method.body)
      guard !declarations.isEmpty else { continue }
      ProgramWalk.visit(
        method.body,
        statement: { statement in
          guard case .assignment(let target, nil, let value) = statement.kind,
            let property = ImplicitOutlets.root(target), properties.contains(property)
          else { return }
          switch value.kind {
          case .name(let local), .resolved(_, let local):
            if let declared = declarations[local] { found.insert(declared) }
          default: break
          }
        })
    }
    return found
  }

  /// The locals holding a scroll view the code makes (`let scroll = UIScrollView()`,
  /// `UIScrollView *sv = [[UIScrollView alloc] init];`), by name, with where each is declared.
  private static func scrollViewLocals(in statements: [Statement]) -> [String: SourceLocation] {
    var found: [String: SourceLocation] = [:]
    ProgramWalk.visit(
      statements,
      statement: { statement in
        if case .variable(let name, _, let value?, _, _) = statement.kind,
          let made = madeType(value), UIKitTypes.isScrollView(made)
        {
          found[name] = statement.location
        }
      })
    return found
  }

  /// The properties of the screen that hold a text view the code makes
  /// (`var noteView = UITextView()`, `noteView = UITextView(frame: …)` in a method), which
  /// FormSim draws nowhere: `assignedProperty` says which property a target is.
  static func textViews(
    in program: HandlerProgram, property assignedProperty: (Expression) -> String?
  ) -> Set<String> {
    var made = Set(
      program.properties.filter { property in
        property.owner == nil
          && property.initial.flatMap { madeType($0, in: program) } == "UITextView"
      }.map(\.name))
    for method in program.methods where method.owner == nil {
      ProgramWalk.visit(
        method.body,
        statement: { statement in
          if case .assignment(let target, nil, let value) = statement.kind,
            madeType(value) == "UITextView", let name = assignedProperty(target)
          {
            made.insert(name)
          }
        })
    }
    return made
  }

  /// Of `candidates`, the scroll views the code moves: writes a simulated figure of
  /// (`formScrollView.contentInset.bottom = …`), calls a method of that moves it
  /// (`setContentOffset`, `scrollRectToVisible`, SnapKit's `updateConstraints`), or pins to the
  /// keyboard layout guide. Of a collection view of chips and the form's scroll view, the
  /// keyboard code moves the form's.
  static func moved(among candidates: Set<String>, in program: HandlerProgram) -> Set<String> {
    var moved: Set<String> = []
    // A computed property that returns one of them (`override var scrollView: UIScrollView? {
    // customScrollView }`, which a base controller's keyboard code insets) stands for it.
    var aliases: [String: String] = [:]
    for property in program.properties {
      guard let getter = property.getter, getter.count == 1 else { continue }
      switch getter[0].kind {
      case .expression(let value), .returning(let value?):
        if let root = ImplicitOutlets.root(value), candidates.contains(root) {
          aliases[property.name] = root
        }
      default: break
      }
    }
    // The screen's methods: another type's own names its own properties.
    for method in program.methods where method.owner == nil {
      // A parameter or local of the method hides a property of its name, but for `self.name`.
      let locals = ProgramNames(method).locals
      var anchored: Set<String> = []
      var usesTheGuide = false
      /// The candidate a path starts from, `self.name` or the bare name no local hides.
      func candidate(_ base: Expression) -> String? {
        guard let root = ImplicitOutlets.root(base),
          ImplicitOutlets.isSelfMember(base) || !locals.contains(root)
        else { return nil }
        return candidates.contains(root) ? root : aliases[root]
      }
      ProgramWalk.visit(
        method.body,
        statement: { statement in
          // A figure written (`formScrollView.contentInset.bottom = …`); one read
          // (`collectionView.frame.width`) moves nothing.
          guard case .assignment(let target, _, _) = statement.kind else { return }
          var node = target
          while case .member(let base, let name) = node.kind {
            if UIKitSurface.figures.contains(name), let root = candidate(base) {
              moved.insert(root)
            }
            node = base
          }
        },
        expression: { expression in
          guard case .member(let base, let name) = expression.kind else { return }
          if name == "keyboardLayoutGuide" { usesTheGuide = true }
          if snapKitUpdates.contains(name), case .member(let view, "snp") = base.kind,
            let root = candidate(view)
          {
            moved.insert(root)
            return
          }
          guard let root = candidate(base) else { return }
          if UIKitSurface.movingCalls.contains(name) && !layoutPasses.contains(name) {
            moved.insert(root)
          } else if name.hasSuffix("Anchor") {
            anchored.insert(root)
          }
        })
      if usesTheGuide { moved.formUnion(anchored) }
    }
    return moved
  }

  /// A layout pass lays a view out as its constraints already say (`collectionView
  /// .layoutIfNeeded()` after making it): no sign that the keyboard code moves it.
  static let layoutPasses: Set<String> = ["layoutIfNeeded", "setNeedsLayout", "layoutSubviews"]

  /// SnapKit's changes to a view's constraints after it is made (`scrollView.snp
  /// .updateConstraints { $0.bottom.equalTo(view).offset(-h) }`), which move it.
  static let snapKitUpdates: Set<String> = ["updateConstraints", "remakeConstraints"]

  /// `madeType`, or the type of view a method of the screen's or a closure called at once
  /// makes and returns, with no arguments (`lazy var scrollView = makeScrollView()`, `let
  /// editor: UITextView = { let view = UITextView(); …; return view }()`): each of its
  /// `return`s gives a view made in code of that type, or a local made as one.
  static func madeType(_ expression: Expression, in program: HandlerProgram) -> String? {
    if let type = madeType(expression) { return type }
    guard case .call(let callee, let arguments) = expression.kind, arguments.isEmpty else {
      return nil
    }
    let body: [Statement]
    if case .closure(_, let statements, _) = callee.kind {
      body = statements
    } else if let name = callee.typeName,
      let factory = program.methods.first(where: {
        $0.name == name && $0.owner == nil && $0.parameters.isEmpty
      })
    {
      body = factory.body
    } else {
      return nil
    }
    var madeLocals: [String: String] = [:]
    var returned: Set<String?> = []
    ProgramWalk.visit(
      body,
      statement: { statement in
        switch statement.kind {
        case .variable(let local, _, let value?, _, _):
          if let type = madeType(value) { madeLocals[local] = type }
        case .returning(let value):
          returned.insert(value.flatMap { madeType($0) ?? $0.typeName.flatMap { madeLocals[$0] } })
        default:
          break
        }
      })
    guard returned.count == 1, let type = returned.first else { return nil }
    return type
  }

  /// Whether `value` is a scroll view made in code, or a local that holds one.
  private static func isMadeScrollView(_ value: Expression, locals: Set<String>) -> Bool {
    switch value.kind {
    case .name(let name), .resolved(_, let name): return locals.contains(name)
    default: return madeType(value).map(UIKitTypes.isScrollView) ?? false
    }
  }

  /// `UIScrollView` in `UIScrollView` and `UIKit.UIScrollView`.
  private static func typeName(_ expression: Expression) -> String? {
    switch expression.kind {
    case .name(let type), .resolved(_, let type): isViewType(type) ? type : nil
    case .member(let module, let type):
      if case .name("UIKit") = module.kind, isViewType(type) { type } else { nil }
    default: nil
    }
  }

  /// A UIKit view's type: what FormSim stands the screen's views for, or draws nowhere.
  private static func isViewType(_ type: String) -> Bool {
    UIKitTypes.scrollViewTypes.contains(type) || UIKitTypes.fieldTypes.contains(type)
      || UIKitTypes.undrawnViewTypes.contains(type) || type == "UIView"
  }
}
