/// Every simulated UIKit type, and which one answers for an object or a type name.
enum UIKitTables {
  /// In the order `docs/handlers.md` lists them.
  static let all: [UIKitType] = [
    .view, .scrollView, .textInput, .constraint, .window, .screen, .application, .device,
    .viewController, .notificationCenter, .notification, .userInfo, .mainQueue, .viewAnimation,
    .propertyAnimator,
  ]

  /// The type whose instance members `object` answers.
  static func type(of object: UIKitObject) -> UIKitType? {
    switch object {
    case .scrollView: .scrollView
    case .constraint: .constraint
    case .field: .textInput
    case .rootView, .contentView: .view
    case .window: .window
    case .viewController: .viewController
    case .screen: .screen
    case .application: .application
    case .device: .device
    case .notificationCenter: .notificationCenter
    case .mainQueue: .mainQueue
    case .animator: .propertyAnimator
    case .observerToken: nil
    }
  }

  /// The type whose class members a type name has (`UIScreen.main`, `UIView.animate`), by the
  /// names handlers give it once `Evaluator.typeAliases` has run.
  static func type(named name: String) -> UIKitType? { classes[name] }

  private static let classes = NameTable<UIKitType>([
    ("UIView", .viewAnimation), ("UIViewPropertyAnimator", .propertyAnimator),
    ("UIScreen", .screen), ("UIApplication", .application), ("UIDevice", .device),
    ("NotificationCenter", .notificationCenter), ("DispatchQueue", .mainQueue),
    ("OperationQueue", .mainQueue),
  ])
}
