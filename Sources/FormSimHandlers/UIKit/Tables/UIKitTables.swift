/// Every simulated UIKit type, and which one answers for an object or a type name.
enum UIKitTables {
  /// In the order `docs/handlers.md` lists them.
  static let all: [UIKitType] = [
    .view, .scrollView, .textInput, .constraint, .window, .screen, .application, .device,
    .viewController, .notificationCenter, .notification, .userInfo, .mainQueue, .viewAnimation,
    .propertyAnimator, .navigationController, .navigationBar, .tabBarController,
    .keyboardLayoutGuide, .layoutAnchor, .layoutSupport, .safeAreaLayoutGuide, .rxKeyboard,
    .snapKitView, .snapKitMaker, .windowScene, .thread, .applicationDelegate, .relay,
  ]

  /// The type whose instance members `object` answers.
  static func type(of object: UIKitObject) -> UIKitType? {
    index(of: object).map { all[$0] }
  }

  /// The place in `all` of the type whose instance members `object` answers.
  static func index(of object: UIKitObject) -> Int? {
    switch object {
    case .rootView, .contentView, .tabBar: 0
    case .scrollView: 1
    case .field: 2
    case .constraint, .guideConstraint: 3
    case .window: 4
    case .screen: 5
    case .application: 6
    case .device: 7
    case .viewController: 8
    case .notificationCenter: 9
    case .mainQueue: 12
    case .animator: 14
    case .navigationController: 15
    case .navigationBar: 16
    case .tabBarController: 17
    case .keyboardLayoutGuide: 18
    case .anchor: 19
    case .layoutSupport: 20
    case .safeAreaGuide: 21
    case .rxKeyboard: 22
    case .snapKitView: 23
    case .snapKitMaker: 24
    case .windowScene: 25
    case .applicationDelegate: 27
    case .relay: 28
    case .observerToken: nil
    }
  }

  /// The type whose class members a type name has (`UIScreen.main`, `UIView.animate`), by the
  /// names handlers give it once `Evaluator.typeAliases` has run.
  static func type(named name: String) -> UIKitType? { classes[name] }

  /// The type names with class members, each with its type.
  static let classNames: [(String, UIKitType)] = [
    ("UIView", .viewAnimation), ("UIViewPropertyAnimator", .propertyAnimator),
    ("UIScreen", .screen), ("UIApplication", .application), ("UIDevice", .device),
    ("NotificationCenter", .notificationCenter), ("DispatchQueue", .mainQueue),
    ("OperationQueue", .mainQueue), ("NSLayoutConstraint", .constraint),
    ("RxKeyboard", .rxKeyboard), ("Thread", .thread),
  ]

  private static let classes = NameTable<UIKitType>(classNames)

  /// The names only class members have (`instance` of `RxKeyboard.instance`): on another type
  /// they are that type's own.
  static let classOnlyMemberNames: Set<String> = {
    let members = all.flatMap(\.members)
    let instance = Set(
      members.filter {
        $0.read != nil || $0.write != nil || $0.call != nil || $0.valueRead != nil
          || $0.valueCall != nil
      }.flatMap(\.names))
    return Set(members.filter { $0.classRead != nil || $0.classCall != nil }.flatMap(\.names))
      .subtracting(instance)
  }()
}
