extension HandlerProgram {
  /// The initialiser UIKit runs when it makes the view controller, by its place in `methods`;
  /// nil when the file declares none of the three UIKit calls.
  ///
  /// A storyboard makes the controller with `init(coder:)` (`initWithCoder:`), code with
  /// `init()` or `init(nibName:bundle:)` (`initWithNibName:bundle:`). The file says which: a
  /// controller made in code has an `init(coder:)` that only crashes (Swift requires one), and
  /// then its `init()` runs, else its `init(nibName:bundle:)`.
  public var controllerInitializer: Int? {
    let candidates = methods.indices.filter {
      methods[$0].owner == nil && !methods[$0].onView && !methods[$0].runsAtLoad
    }
    func first(_ kind: InitializerKind) -> Int? {
      candidates.first { InitializerKind(methods[$0]) == kind }
    }
    if let coder = first(.coder), !Self.onlyCrashes(methods[coder].body) { return coder }
    return first(.plain) ?? first(.nib)
  }

  /// What UIKit passes the initialiser: a coder (code FormSim does not simulate), or no nib
  /// name and no bundle; nil when `method` is none of UIKit's initialisers.
  public static func initializerArgumentCount(_ method: Method) -> Int? {
    InitializerKind(method).map { $0 == .coder ? 1 : $0 == .nib ? 2 : 0 }
  }

  /// A body whose first statement ends the app (`fatalError("init(coder:) has not been
  /// implemented")`, or another spelling `GlobalFunction.fatal` crashes on).
  static func onlyCrashes(_ body: [Statement]) -> Bool {
    guard case .expression(let expression)? = body.first?.kind,
      case .call(let callee, _) = expression.kind
    else { return false }
    switch callee.kind {
    case .name(let name), .resolved(_, let name):
      return GlobalFunction.named(name) == .fatal
    default:
      return false
    }
  }

  /// UIKit's three initialisers of a view controller, in Swift's and Objective-C's spellings.
  private enum InitializerKind {
    case coder, plain, nib

    init?(_ method: Method) {
      let labels = method.parameters.map(\.label)
      switch (method.name, labels.count) {
      case ("init", 0): self = .plain
      case ("init", 1) where labels == ["coder"]: self = .coder
      case ("initWithCoder", 1): self = .coder
      case ("init", 2) where labels == ["nibName", "bundle"]: self = .nib
      case ("initWithNibName", 2) where labels.last == "bundle": self = .nib
      default: return nil
      }
    }
  }
}
