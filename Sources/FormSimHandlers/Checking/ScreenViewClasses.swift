/// The view classes of the files that a screen built in code makes its own view of: those its
/// `loadView` puts in `view` (`view = SignUpView()`, or a property made as one), as UIKit then
/// shows that object as the controller's view. The layout stands for the screen that view
/// builds, so an object of such a class is the screen's view, not one more object.
enum ScreenViewClasses {
  static func of(_ program: HandlerProgram) -> Set<String> {
    let viewClasses = Set(
      program.types.filter { $0.kind == .classType && $0.viewClass != nil }.map(\.name))
    guard !viewClasses.isEmpty else { return [] }
    return Set(madeInLoadView(program).map(\.type).filter(viewClasses.contains))
  }

  /// The classes `loadView` makes the controller's view of that no file given declares
  /// (`view = LoginView()`, `LoginView` in a file of its own), where it makes them: what the
  /// code reads through that view (its scroll view) is opaque without the class's file.
  static func undeclared(in program: HandlerProgram) -> [(location: SourceLocation, type: String)] {
    let declared = Set(program.types.map(\.name))
    return madeInLoadView(program).filter { made in
      !declared.contains(made.type) && made.type.first?.isUppercase == true
        && !made.type.hasPrefix("UI")
    }
  }

  /// Each class `loadView` puts an object of in `view`, directly (`view = SignUpView()`) or
  /// through a property made as one (`let signUpView = SignUpView()`), with the assignment.
  private static func madeInLoadView(_ program: HandlerProgram)
    -> [(location: SourceLocation, type: String)]
  {
    /// The class a call makes: `SignUpView()`, `SignUpView(frame: .zero)`.
    func made(_ expression: Expression) -> String? {
      guard case .call(let callee, _) = expression.kind else { return nil }
      return callee.typeName
    }
    var madeProperties: [String: String] = [:]
    for property in program.properties where property.owner == nil {
      if let type = property.initial.flatMap(made) { madeProperties[property.name] = type }
    }
    var found: [(location: SourceLocation, type: String)] = []
    for method in program.methods
    where method.name == "loadView" && method.owner == nil && method.parameters.isEmpty {
      ProgramWalk.visit(
        method.body,
        statement: { statement in
          guard case .assignment(let target, nil, let value) = statement.kind,
            isRootView(target),
            let type = made(value) ?? ImplicitOutlets.root(value).flatMap({ madeProperties[$0] })
          else { return }
          found.append((statement.location, type))
        })
    }
    return found
  }

  /// `view` or `self.view`.
  private static func isRootView(_ target: Expression) -> Bool {
    ImplicitOutlets.root(target) == "view"
  }

  /// The screen's view an object of a view class of the files stands for: the scroll view for
  /// a scroll view's class, which fills the root view, else the root view.
  static func screenView(of viewClass: String) -> UIKitObject {
    UIKitTypes.isScrollView(viewClass) ? .scrollView : .rootView
  }
}
