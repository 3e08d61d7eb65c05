/// A UIKit object a handler can hold: a reference into the simulated world, compared by
/// identity as Objective-C objects are.
public enum UIKitObject: Sendable, Hashable, CustomStringConvertible {
  /// `self`: the view controller the handler file describes.
  case viewController
  /// `view`: the view controller's root view.
  case rootView
  case scrollView
  /// The scroll view's content view, the fields' superview.
  case contentView
  /// A text field or text view (0-based).
  case field(Int)
  case window
  /// The window's scene (iOS 13), the one `UIApplication.shared.connectedScenes` holds.
  case windowScene
  /// The navigation controller and bar, the tab bar controller and bar of a layout with bars.
  case navigationController
  case navigationBar
  case tabBarController
  case tabBar
  case screen
  case notificationCenter
  case application
  /// The app's delegate (`UIApplication.shared.delegate`), which holds the window.
  case applicationDelegate
  case device
  case mainQueue
  case constraint(ConstraintTarget)
  /// A `UIViewPropertyAnimator` the handler made, by number.
  case animator(Int)
  /// An observer token from the block-based `addObserver(forName:…)`, by number.
  case observerToken(Int)
  /// RxRelay's `BehaviorRelay`, RxSwift's `BehaviorSubject`, Combine's `CurrentValueSubject`:
  /// a value the code gives and reads back, by number (`HandlerState.lastValues`).
  case relay(Int)
  /// `view.keyboardLayoutGuide` (iOS 15), and the anchors a constraint to it is made from.
  case keyboardLayoutGuide
  case anchor(LayoutAnchor)
  /// A constraint that keeps the scroll view's bottom this far above the keyboard layout
  /// guide's top, made and not yet activated or activated.
  case guideConstraint(space: Double)
  /// The view controller's `topLayoutGuide` (`top`) or `bottomLayoutGuide` (iOS 7 to 10).
  case layoutSupport(top: Bool)
  /// A view's `safeAreaLayoutGuide` (iOS 11): the root view's, or the window's. A flag, not
  /// the view: a case holding an object would make every object a value to retain.
  case safeAreaGuide(ofWindow: Bool)
  /// `RxKeyboard.instance`.
  case rxKeyboard
  /// SnapKit's `scrollView.snp`, and the maker its `makeConstraints`, `updateConstraints` and
  /// `remakeConstraints` hand their closure, at each step of a description (`make.bottom`,
  /// `.equalToSuperview()`, `.offset(…)`).
  case snapKitView
  case snapKitMaker(SnapKitMaker)

  public var description: String {
    switch self {
    case .viewController: "self"
    case .rootView: "view"
    case .scrollView: "scrollView"
    case .contentView: "contentView"
    case .field(let index): "field \(index + 1)"
    case .window: "window"
    case .windowScene: "windowScene"
    case .navigationController: "navigationController"
    case .navigationBar: "navigationBar"
    case .tabBarController: "tabBarController"
    case .tabBar: "tabBar"
    case .screen: "UIScreen.main"
    case .notificationCenter: "NotificationCenter.default"
    case .application: "UIApplication.shared"
    case .applicationDelegate: "UIApplication.shared.delegate"
    case .device: "UIDevice.current"
    case .mainQueue: "DispatchQueue.main"
    case .constraint(let target): target.rawValue
    case .animator(let number): "animator \(number)"
    case .observerToken(let number): "observer \(number)"
    case .relay(let number): "relay \(number)"
    case .keyboardLayoutGuide: "view.keyboardLayoutGuide"
    case .anchor(let anchor): anchor.rawValue
    case .guideConstraint: "the constraint to view.keyboardLayoutGuide"
    case .layoutSupport(let top): top ? "topLayoutGuide" : "bottomLayoutGuide"
    case .safeAreaGuide(let ofWindow):
      ofWindow ? "window.safeAreaLayoutGuide" : "view.safeAreaLayoutGuide"
    case .rxKeyboard: "RxKeyboard.instance"
    case .snapKitView: "scrollView.snp"
    case .snapKitMaker: "make"
    }
  }

  /// Whether it is a constraint `--bind` names: one a constraint class of the files can be.
  var isConstraint: Bool {
    if case .constraint = self { return true }
    return false
  }

  /// Whether it is a `UIView`: what `convert`, `frame` and `endEditing` apply to.
  var isView: Bool {
    switch self {
    case .rootView, .scrollView, .contentView, .field, .window: true
    default: false
    }
  }
}

/// The layout anchors FormSim follows: those of a constraint that pins the scroll view to the
/// keyboard layout guide, or its bottom to the root view's.
public enum LayoutAnchor: String, Sendable, Hashable {
  case guideTop = "view.keyboardLayoutGuide.topAnchor"
  case scrollViewBottom = "scrollView.bottomAnchor"
  case rootViewBottom = "view.bottomAnchor"
  /// The root view's safe area's bottom: a constraint to it is the app's layout unless a bound
  /// constraint is made again from it (`Evaluator.bottomConstraint`).
  case safeAreaBottom = "view.safeAreaLayoutGuide.bottomAnchor"
}

/// The constraints `--bind` can name.
public enum ConstraintTarget: String, Sendable, Hashable, CaseIterable {
  /// Lifts the scroll view's bottom edge that far above the root view's bottom.
  case scrollBottom = "scroll.bottom"
  /// The same edge, by a constraint whose first item is the scroll view
  /// (`scrollView.bottom = superview.bottom + constant`): a negative constant lifts it.
  case scrollBottomFromView = "-scroll.bottom"
  /// The content view's height.
  case contentHeight = "content.height"
}
