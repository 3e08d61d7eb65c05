extension HandlerProgram {
  /// The initialiser that makes the view controller, by its place in `methods`; nil when the
  /// file declares no initialiser of the controller's.
  ///
  /// A storyboard makes the controller with `init(coder:)` (`initWithCoder:`), code with
  /// `init()` or `init(nibName:bundle:)` (`initWithNibName:bundle:`), or with an initialiser
  /// of the app's own (`init(viewModel:)`). The file says which: a controller made in code has
  /// an `init(coder:)` that only crashes or gives nil (Swift requires one), and then its
  /// `init()` runs, else its `init(nibName:bundle:)`, else its own.
  public var controllerInitializer: Int? {
    var candidates = methods.indices.filter {
      methods[$0].owner == nil && !methods[$0].onView && !methods[$0].runsAtLoad
    }
    // Of a controller and its subclass in the files, the subclass is the screen: one of its own
    // initialisers makes it (and reaches the superclass's through `super`), when it has one.
    let superclasses = Set(methods.compactMap(\.inheritance?.superclass))
    let subclasses = candidates.filter {
      methods[$0].inheritance.map { !superclasses.contains($0.className) } ?? false
    }
    if subclasses.contains(where: { InitializerKind(methods[$0]) != nil }) {
      candidates = subclasses
    }
    func first(_ kind: InitializerKind) -> Int? {
      candidates.first { InitializerKind(methods[$0]) == kind }
    }
    func makes(_ kind: InitializerKind) -> Int? {
      first(kind).flatMap { Self.neverMakesTheController(methods[$0].body) ? nil : $0 }
    }
    // Made in code with an initialiser of the app's own (`init(viewModel:)`), which calls
    // UIKit's and is handed what the presenting code passes. A plain `init` that refuses to
    // make the object (`[self doesNotRecognizeSelector:_cmd]`, the designated one being
    // another) is passed over as `init(coder:)` is, and so is an `init(nibName:bundle:)` that
    // only crashes beside one of the app's own (`@available(*, unavailable)`).
    return makes(.coder) ?? makes(.plain) ?? makes(.nib) ?? first(.own) ?? first(.nib)
  }

  /// The initialiser that makes the screen's view of a view class that is all the file holds,
  /// no view controller beside it (a scroll view subclass that watches the keyboard itself), by
  /// its place in `methods`: it runs at start on that view.
  ///
  /// A storyboard makes it with `init(coder:)` (`initWithCoder:`). A view built in code has an
  /// `init(coder:)` that does nothing of its own (it only crashes, gives nil, calls `super`, or
  /// calls what `init(frame:)` calls too) beside an `init(frame:)` that builds it: then code
  /// made the screen's view, with `init(frame:)` (`View()` is UIView's `init()`, which calls
  /// it).
  public var loneViewClassInitializer: Int? {
    // A free function beside the class (a threading helper of the app's) is no controller's
    // method; a snippet's loose `viewDidLoad` is.
    guard
      !methods.contains(where: {
        $0.owner == nil && !$0.onView
          && (!$0.isFreeFunction || HandlerHook(rawValue: $0.name) != nil)
      })
    else { return nil }
    func first(_ kind: (Method) -> Bool) -> Int? {
      methods.indices.first {
        methods[$0].onView && kind(methods[$0]) && !Self.neverMakesTheController(methods[$0].body)
      }
    }
    let coder = first { InitializerKind($0) == .coder }
    let frame = first(Self.takesAFrame)
    if let frame,
      coder.map({ Self.doesNoMore(methods[$0].body, than: methods[frame].body) }) ?? true
    {
      return frame
    }
    return coder
  }

  /// The initialiser that makes the screen's view of a view class of the files, as the
  /// storyboard or the code makes it, by its place in `methods`: the lone view class's
  /// (`loneViewClassInitializer`), else the `init(coder:)` of the scroll view class an outlet
  /// of the screen holds (`@IBOutlet weak var scrollView: KeyboardScrollView!`), or of the one
  /// scroll view class where the screen holds no scroll view (the storyboard's custom class),
  /// which the storyboard decodes that view with before the controller's `viewDidLoad`.
  public var viewClassInitializer: Int? {
    if let lone = loneViewClassInitializer { return lone }
    let screenProperties = properties.filter { $0.owner == nil }
    let screenTypes = screenProperties.compactMap { $0.type.map(UIKitTypes.bare) }
    let outletTypes = Set(
      screenProperties.filter(\.isOutlet).compactMap { $0.type.map(UIKitTypes.bare) })
    let scrollViewClasses = types.filter {
      $0.kind == .classType && UIKitTypes.isScrollView($0.viewClass)
    }
    // The one scroll view class of the files, where the screen holds no scroll view: only the
    // storyboard's custom class can make it, and the form's scroll view is the one it makes.
    let heldByNothing =
      scrollViewClasses.count == 1
      && !screenTypes.contains { type in
        UIKitTypes.isScrollView(type) || scrollViewClasses.contains { $0.name == type }
      }
    guard
      let viewClass = heldByNothing
        ? scrollViewClasses.first?.viewClass
        : types.first(where: {
          outletTypes.contains($0.name) && UIKitTypes.isScrollView($0.viewClass)
        })?.viewClass
    else { return nil }
    return methods.indices.first {
      methods[$0].onView && methods[$0].viewClass == viewClass
        && InitializerKind(methods[$0]) == .coder
        && !Self.neverMakesTheController(methods[$0].body)
    }
  }

  /// Whether an `init(coder:)` body does nothing an `init(frame:)` body does not: beyond
  /// handing on to `super`, only calls the other makes too (`setUI()` in both, the frame's
  /// also registering the observers).
  static func doesNoMore(_ coder: [Statement], than frame: [Statement]) -> Bool {
    let calls = Set(
      frame.compactMap { statement -> String? in
        guard case .expression(let expression) = statement.kind else { return nil }
        return SourceText.of(expression)
      })
    return coder.allSatisfy { statement in
      if onlyCallsSuper([statement]) { return true }
      guard case .expression(let expression) = statement.kind else { return false }
      return calls.contains(SourceText.of(expression))
    }
  }

  /// `init(frame:)` or `initWithFrame:`: how code makes a view.
  static func takesAFrame(_ method: Method) -> Bool {
    (method.name == "init" && method.parameters.map(\.label) == ["frame"])
      || (method.name == "initWithFrame" && method.parameters.count == 1)
  }

  /// A body that only hands the call on to the superclass (`super.init(coder: coder)`,
  /// `self = [super initWithCoder:coder]; return self;`).
  static func onlyCallsSuper(_ body: [Statement]) -> Bool {
    body.allSatisfy { statement in
      switch statement.kind {
      case .expression(let expression), .assignment(_, _, let expression):
        if case .call(let callee, _) = expression.kind, case .member(let base, _) = callee.kind,
          case .name("super") = base.kind
        {
          return true
        }
        return false
      case .returning(let value):
        if case .name("self")? = value?.kind { return true }
        return value == nil
      case .ifElse(_, let then, nil): return onlyCallsSuper(then)
      default: return false
      }
    }
  }

  /// What the initialiser is passed: a coder (code FormSim does not simulate), no nib name
  /// and no bundle, or for the app's own initialiser what the code that presents the screen
  /// passes: the screen's scroll view for a parameter of a scroll view's type (a keyboard
  /// helper's `init(scrollView:)` is handed the one it moves), anything else opaque, and from
  /// the first parameter with a default value on nothing, so that those take their defaults
  /// (`init(alignment: FormAlignment = .top)`, most often made as `FormController()`); nil
  /// when `method` is no initialiser.
  static func initializerArguments(_ method: Method) -> [InitializerArgument]? {
    InitializerKind(method).map { kind in
      switch kind {
      case .coder: [.opaque("coder")]
      case .nib: [.nothing, .nothing]
      case .plain: []
      case .own:
        method.parameters.prefix { $0.defaultValue == nil }.map { parameter in
          if UIKitTypes.isScrollView(parameter.type) { return .scrollView }
          if UIKitTypes.bare(parameter.type ?? "") == "UIViewController" { return .viewController }
          return .opaque(parameter.name)
        }
      }
    }
  }

  /// An argument an initialiser is passed.
  enum InitializerArgument: Sendable, Equatable {
    case nothing
    case scrollView
    /// The screen's view controller, for a helper's `initWithViewController:`.
    case viewController
    case opaque(String)
  }

  /// A body that never makes the object: a statement of its own (not inside an `if`) ends the
  /// app (`fatalError("init(coder:) has not been implemented")`, or another spelling
  /// `GlobalFunction.fatal` crashes on, or `[self doesNotRecognizeSelector:_cmd]`), or gives
  /// nil (`required init?(coder:) { nil }`, `return nil`).
  static func neverMakesTheController(_ body: [Statement]) -> Bool {
    body.contains { statement in
      if statement.endsTheApp { return true }
      switch statement.kind {
      case .expression(let expression):
        if case .nilLiteral = expression.kind { return true }
        return false
      case .returning(let value):
        if case .nilLiteral? = value?.kind { return true }
        return false
      default:
        return false
      }
    }
  }

  /// UIKit's three initialisers of a view controller, in Swift's and Objective-C's spellings,
  /// and any other of the controller's (`init(viewModel:)`, `initWithViewModel:`), the app's
  /// own.
  private enum InitializerKind {
    case coder, plain, nib, own

    init?(_ method: Method) {
      let labels = method.parameters.map(\.label)
      switch (method.name, labels.count) {
      case ("init", 0): self = .plain
      case ("init", 1) where labels == ["coder"]: self = .coder
      case ("initWithCoder", 1): self = .coder
      case ("init", 2) where labels == ["nibName", "bundle"]: self = .nib
      case ("initWithNibName", 2) where labels.last == "bundle": self = .nib
      case ("init", _): self = .own
      // Objective-C's own initialisers (`initWithScrollView:`, `initWithStyle:`), but a
      // view's and a cell's, which make no controller.
      case (let name, 1...)
      where name.hasPrefix("initWith") && name != "initWithFrame"
        && !labels.contains("reuseIdentifier"):
        self = .own
      default: return nil
      }
    }
  }
}

extension Statement {
  /// Whether it ends the app: a call of `fatalError` or another spelling `GlobalFunction.fatal`
  /// crashes on, or Objective-C's `[self doesNotRecognizeSelector:_cmd]`.
  var endsTheApp: Bool {
    guard case .expression(let expression) = kind, case .call(let callee, _) = expression.kind
    else { return false }
    switch callee.kind {
    case .name(let name), .resolved(_, let name): return GlobalFunction.named(name) == .fatal
    case .member(_, "doesNotRecognizeSelector"): return true
    default: return false
    }
  }
}
