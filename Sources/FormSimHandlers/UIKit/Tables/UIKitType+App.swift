import FormSimCore

extension UIKitType {
  /// `UIScreen`.
  static let screen = UIKitType(
    "UIScreen", objectiveC: ["UIScreen"], summary: "The device's screen.",
    members: [
      UIKitMember(
        ["main", "mainScreen"], objectiveC: ["mainScreen"], type: "UIScreen",
        classRead: { .object(.screen) }),
      UIKitMember(
        ["bounds"], objectiveC: ["bounds"], type: "CGRect",
        read: { e, _, _ in .rect(e.screenBounds) }),
      UIKitMember(
        ["applicationFrame"], objectiveC: ["applicationFrame"], type: "CGRect",
        read: { e, _, _ in .rect(e.world.applicationFrame) }),
      UIKitMember(
        ["scale"], objectiveC: ["scale"], type: "CGFloat", read: { _, _, _ in .double(2) }),
      UIKitMember(
        ["nativeScale"], objectiveC: ["nativeScale"], type: "CGFloat",
        read: { _, _, _ in .double(2) }),
      UIKitMember(
        // The screen's space follows the interface's orientation, as the full-screen key
        // window's does: converting from one is converting from the other.
        ["coordinateSpace"], objectiveC: ["coordinateSpace"], type: "UICoordinateSpace",
        read: { _, _, _ in .object(.window) }),
    ])

  /// `UIApplication`.
  static let application = UIKitType(
    "UIApplication", objectiveC: ["UIApplication"], summary: "The app.",
    members: [
      UIKitMember(
        ["shared", "sharedApplication"], objectiveC: ["sharedApplication"],
        type: "UIApplication", classRead: { .object(.application) }),
      UIKitMember(
        ["applicationState"], objectiveC: ["applicationState"], type: "UIApplication.State",
        read: { e, _, _ in
          // Clang gives Objective-C's `UIApplicationStateActive` as its value, 0; Swift's
          // `.active` is a case, as an enum's of the app's is.
          e.handler.program.language == .objectiveC ? .int(0) : .enumCase("active", [])
        }, note: "Always `.active`: a keyboard shows for the app in front."),
      UIKitMember(
        ["statusBarOrientation"], objectiveC: ["statusBarOrientation"],
        type: "UIInterfaceOrientation", read: { e, _, _ in e.orientationValue }),
      UIKitMember(
        // Hidden where the device has none in this orientation (an iPhone's landscape).
        ["isStatusBarHidden"], objectiveC: ["statusBarHidden"], type: "Bool",
        read: { e, _, _ in .bool(e.world.statusBarHeight == 0) }),
      UIKitMember(
        ["statusBarFrame"], objectiveC: ["statusBarFrame"], type: "CGRect",
        read: { e, _, _ in
          e.inWorld { world in
            .rect(Rect(x: 0, y: 0, width: world.windowBounds.width, height: world.statusBarHeight))
          }
        }),
      .keyWindow, .windows,
      UIKitMember(
        ["delegate"], objectiveC: ["delegate"], type: "UIApplicationDelegate?",
        read: { _, _, _ in .object(.applicationDelegate) },
        note: "The app's delegate, whose `window` is the app's one window."),
      UIKitMember(
        ["connectedScenes"], objectiveC: ["connectedScenes"], type: "Set<UIScene>",
        read: { _, _, _ in .array([.object(.windowScene)]) },
        note: "The one window's scene, active in the foreground."),
      UIKitMember(
        ["sendAction"], objectiveC: ["sendAction:to:from:forEvent:"], type: "Bool",
        call: { (e, _, args, at) throws(Interruption) in try e.sendAction(args, at: at) },
        note: "With no target, a method of the file's the selector names runs on the focused"
          + " field (the first responder); any other action makes the field resign."),
    ])

  /// The app's delegate, `UIApplication.shared.delegate` (as the app's own class too:
  /// `UIApplication.shared.delegate as! AppDelegate`): only its window is simulated.
  static let applicationDelegate = UIKitType(
    "UIApplicationDelegate", objectiveC: [],
    summary: "The app's delegate: only its `window` is simulated.",
    members: [
      UIKitMember(
        ["window"], type: "UIWindow?", read: { _, _, _ in .object(.window) },
        note: "The app's one window, the key window.")
    ])

  /// `UIDevice`.
  static let device = UIKitType(
    "UIDevice", objectiveC: ["UIDevice"], summary: "The simulated device.",
    members: [
      UIKitMember(
        ["current", "currentDevice"], objectiveC: ["currentDevice"], type: "UIDevice",
        classRead: { .object(.device) }),
      UIKitMember(
        ["orientation"], objectiveC: ["orientation"], type: "UIDeviceOrientation",
        read: { e, _, _ in e.orientationValue }),
      UIKitMember(
        ["userInterfaceIdiom"], objectiveC: ["userInterfaceIdiom"],
        type: "UIUserInterfaceIdiom", read: { e, _, _ in .int(e.world.device.isPad ? 1 : 0) }),
      UIKitMember(
        ["systemVersion"], objectiveC: ["systemVersion"], type: "String",
        read: { e, _, _ in
          let version = e.simulatedVersion
          return .string("\(version.major).\(version.minor)")
        }),
    ])

  /// `UIViewController`: the view controller the handler file describes, `self`. Its own
  /// properties and methods come first; these are UIKit's.
  static let viewController = UIKitType(
    "UIViewController", objectiveC: ["UIViewController"],
    summary:
      "`self`, the view controller the file describes; its own properties and methods come first.",
    members: [
      .reactive, .responds,
      // Written in `loadView` (`view = SignUpView()`): the layout stands for the view the code
      // makes, so the root view stays the screen's.
      UIKitMember(
        ["view"], objectiveC: ["view"], type: "UIView", read: { _, _, _ in .object(.rootView) },
        write: { _, _, _, _ in }),
      UIKitMember(
        ["viewIfLoaded"], type: "UIView?", read: { _, _, _ in .object(.rootView) }),
      UIKitMember(
        ["isViewLoaded"], objectiveC: ["isViewLoaded"], type: "Bool",
        read: { _, _, _ in .bool(true) }),
      UIKitMember(
        ["interfaceOrientation"], objectiveC: ["interfaceOrientation"],
        type: "UIInterfaceOrientation", read: { e, _, _ in e.orientationValue }),
      UIKitMember(
        ["additionalSafeAreaInsets"], objectiveC: ["additionalSafeAreaInsets"],
        type: "UIEdgeInsets", roles: .figure,
        read: { e, _, _ in .insets(e.world.additionalSafeAreaInsets) },
        write: { (e, _, value, at) throws(Interruption) in
          let insets = try e.insets(value, for: "additionalSafeAreaInsets", at: at)
          e.apply { $0.additionalSafeAreaInsets = insets }
        },
        note:
          "The root view's safe area grows by them; the scroll view, adjusting for the safe area, adds their top and bottom to its insets."
      ),
      UIKitMember(
        ["isEditing", "editing"], objectiveC: ["editing"], type: "Bool",
        read: { e, _, _ in .bool(e.state.isEditing) },
        write: { e, _, value, _ in e.state.isEditing = value.isTrue },
        note: "False until the code sets it, as UIKit starts it."),
      UIKitMember(
        ["setEditing"], objectiveC: ["setEditing:animated:"], type: "Void",
        call: { e, _, args, _ in
          e.state.isEditing = args.at(0)?.isTrue ?? false
          return .void
        }),
      UIKitMember(
        ["navigationController"], objectiveC: ["navigationController"],
        type: "UINavigationController?", roles: .optional,
        read: { e, _, _ in
          e.world.chromeGeometry.navigationBar == nil ? .nothing : .object(.navigationController)
        }, note: "Nil unless the layout has a `navigationBar`."),
      UIKitMember(
        ["tabBarController"], objectiveC: ["tabBarController"], type: "UITabBarController?",
        roles: .optional,
        read: { e, _, _ in
          e.world.chromeGeometry.tabBar == nil ? .nothing : .object(.tabBarController)
        }, note: "Nil unless the layout has a `tabBar`."),
      UIKitMember(
        ["presentingViewController"], objectiveC: ["presentingViewController"],
        type: "UIViewController?", roles: .absent, read: { _, _, _ in .nothing }),
      UIKitMember(
        ["parent"], objectiveC: ["parentViewController"], type: "UIViewController?",
        roles: .absent, read: { _, _, _ in .nothing }),
      // How the screen sits under bars and is presented: the layout's chrome and
      // presentation say it (the scroll view between the bars, their edges not extended).
      UIKitMember(
        ["automaticallyAdjustsScrollViewInsets"],
        objectiveC: ["automaticallyAdjustsScrollViewInsets"], type: "Bool",
        skipped: SkipReason.presentation),
      UIKitMember(
        ["edgesForExtendedLayout"], objectiveC: ["edgesForExtendedLayout"], type: "UIRectEdge",
        skipped: SkipReason.presentation),
      UIKitMember(
        ["extendedLayoutIncludesOpaqueBars"], objectiveC: ["extendedLayoutIncludesOpaqueBars"],
        type: "Bool", skipped: SkipReason.presentation),
      UIKitMember(
        ["modalPresentationStyle"], objectiveC: ["modalPresentationStyle"],
        type: "UIModalPresentationStyle", skipped: SkipReason.presentation),
      UIKitMember(
        ["modalTransitionStyle"], objectiveC: ["modalTransitionStyle"],
        type: "UIModalTransitionStyle", skipped: SkipReason.presentation),
      UIKitMember(
        ["definesPresentationContext"], objectiveC: ["definesPresentationContext"], type: "Bool",
        skipped: SkipReason.presentation),
      UIKitMember(
        ["preferredContentSize"], objectiveC: ["preferredContentSize"], type: "CGSize",
        skipped: SkipReason.presentation),
      UIKitMember(
        ["addChild", "addChildViewController"], objectiveC: ["addChildViewController:"],
        type: "Void", skipped: SkipReason.hierarchy),
      UIKitMember(
        ["removeFromParent", "removeFromParentViewController"],
        objectiveC: ["removeFromParentViewController"], type: "Void",
        skipped: SkipReason.hierarchy),
      UIKitMember(
        ["didMove", "didMoveToParentViewController"],
        objectiveC: ["didMoveToParentViewController:"], type: "Void",
        skipped: SkipReason.hierarchy),
      UIKitMember(
        // Every view controller has one, in a navigation controller or not: its title and
        // buttons are looks FormSim does not simulate.
        ["navigationItem"], objectiveC: ["navigationItem"], type: "UINavigationItem",
        skipped: SkipReason.navigation, read: { _, _, _ in .opaque("navigationItem") }),
      UIKitMember(
        ["title"], objectiveC: ["title"], type: "String?", skipped: SkipReason.navigation),
      UIKitMember(
        ["perform", "performSelector"],
        objectiveC: [
          "performSelector:", "performSelector:withObject:",
          "performSelector:withObject:afterDelay:",
        ],
        type: "Void",
        call: { (e, _, args, at) throws(Interruption) in try e.performSelector(args, at: at) },
        note: "A method of the file, now or after the delay."),
      UIKitMember(
        ["bottomLayoutGuide"], objectiveC: ["bottomLayoutGuide"], type: "UILayoutSupport",
        read: { _, _, _ in .object(.layoutSupport(top: false)) }),
      UIKitMember(
        ["topLayoutGuide"], objectiveC: ["topLayoutGuide"], type: "UILayoutSupport",
        read: { _, _, _ in .object(.layoutSupport(top: true)) }),
      UIKitMember(
        ["hidesBottomBarWhenPushed"], objectiveC: ["hidesBottomBarWhenPushed"], type: "Bool",
        skipped: SkipReason.navigation),
      // The hooks UIKit calls, which the file declares (`HandlerHook`), and what the app's own
      // code calls on a view controller; nothing simulated reads them.
      UIKitMember(["loadView"], objectiveC: ["loadView"], type: "Void"),
      UIKitMember(["viewDidLoad"], objectiveC: ["viewDidLoad"], type: "Void"),
      UIKitMember(["viewWillAppear"], objectiveC: ["viewWillAppear:"], type: "Void"),
      UIKitMember(["viewDidAppear"], objectiveC: ["viewDidAppear:"], type: "Void"),
      UIKitMember(["viewWillDisappear"], objectiveC: ["viewWillDisappear:"], type: "Void"),
      UIKitMember(["viewDidDisappear"], objectiveC: ["viewDidDisappear:"], type: "Void"),
      UIKitMember(["viewDidUnload"], objectiveC: ["viewDidUnload"], type: "Void"),
      UIKitMember(
        ["didReceiveMemoryWarning"], objectiveC: ["didReceiveMemoryWarning"], type: "Void"),
      UIKitMember(
        ["setNeedsStatusBarAppearanceUpdate"], objectiveC: ["setNeedsStatusBarAppearanceUpdate"],
        type: "Void"),
      UIKitMember(["viewWillLayoutSubviews"], objectiveC: ["viewWillLayoutSubviews"], type: "Void"),
      UIKitMember(
        ["updateViewConstraints"], objectiveC: ["updateViewConstraints"], type: "Void",
        call: { _, _, _, _ in .void }),
      UIKitMember(["viewDidLayoutSubviews"], objectiveC: ["viewDidLayoutSubviews"], type: "Void"),
      UIKitMember(["awakeFromNib"], objectiveC: ["awakeFromNib"], type: "Void"),
      UIKitMember(
        ["init"], objectiveC: ["initWithNibName:bundle:"], type: "UIViewController"),
      UIKitMember(["storyboard"], objectiveC: ["storyboard"], type: "UIStoryboard?"),
      UIKitMember(["nibName"], objectiveC: ["nibName"], type: "String?"),
      UIKitMember(["nibBundle"], objectiveC: ["nibBundle"], type: "Bundle?"),
      UIKitMember(
        ["presentedViewController"], objectiveC: ["presentedViewController"],
        type: "UIViewController?"),
      UIKitMember(["isBeingPresented"], objectiveC: ["isBeingPresented"], type: "Bool"),
      UIKitMember(["isBeingDismissed"], objectiveC: ["isBeingDismissed"], type: "Bool"),
      UIKitMember(
        ["isMovingToParent", "isMovingToParentViewController"],
        objectiveC: ["isMovingToParentViewController"], type: "Bool"),
      UIKitMember(
        ["isMovingFromParent", "isMovingFromParentViewController"],
        objectiveC: ["isMovingFromParentViewController"], type: "Bool"),
      UIKitMember(
        ["present"], objectiveC: ["presentViewController:animated:completion:"], type: "Void"),
      UIKitMember(
        ["dismiss"], objectiveC: ["dismissViewControllerAnimated:completion:"], type: "Void"),
      UIKitMember(
        ["presentModalViewController"],
        objectiveC: ["presentModalViewController:animated:"], type: "Void"),
      UIKitMember(
        ["dismissModalViewControllerAnimated"],
        objectiveC: ["dismissModalViewControllerAnimated:"], type: "Void"),
      UIKitMember(
        ["performSegue"], objectiveC: ["performSegueWithIdentifier:sender:"], type: "Void"),
      UIKitMember(["prepare"], objectiveC: ["prepareForSegue:sender:"], type: "Void"),
    ])
}

extension UIKitType {
  /// `UINavigationController`: the one a layout with a `navigationBar` puts the screen in.
  static let navigationController = UIKitType(
    "UINavigationController", objectiveC: ["UINavigationController"],
    summary: "The navigation controller of a layout with a `navigationBar`.",
    members: [
      UIKitMember(
        ["navigationBar"], objectiveC: ["navigationBar"], type: "UINavigationBar",
        read: { _, _, _ in .object(.navigationBar) }),
      .containerView,
      UIKitMember(
        ["topViewController", "visibleViewController"], objectiveC: ["topViewController"],
        type: "UIViewController?", read: { _, _, _ in .object(.viewController) }),
      UIKitMember(
        ["isNavigationBarHidden", "navigationBarHidden"], type: "Bool",
        read: { _, _, _ in .bool(false) }),
      UIKitMember(
        ["setNavigationBarHidden"], objectiveC: ["setNavigationBarHidden:animated:"],
        type: "Void", skipped: SkipReason.navigation),
      UIKitMember(
        ["pushViewController"], objectiveC: ["pushViewController:animated:"], type: "Void",
        skipped: SkipReason.navigation),
      UIKitMember(
        ["popViewController"], objectiveC: ["popViewControllerAnimated:"],
        type: "UIViewController?", skipped: SkipReason.navigation),
      UIKitMember(
        ["popToRootViewController"], objectiveC: ["popToRootViewControllerAnimated:"],
        type: "[UIViewController]?", skipped: SkipReason.navigation),
    ])

  /// `UINavigationBar`: a view whose frame is the layout's bar.
  static let navigationBar = UIKitType(
    "UINavigationBar", objectiveC: ["UINavigationBar"],
    summary: "The navigation bar: its frame is where the layout's bar is.", inherits: .view,
    members: [
      UIKitMember(
        ["topItem"], objectiveC: ["topItem"], type: "UINavigationItem?",
        skipped: SkipReason.navigation)
    ])

  /// `UITabBarController`: the one a layout with a `tabBar` puts the screen in.
  static let tabBarController = UIKitType(
    "UITabBarController", objectiveC: ["UITabBarController"],
    summary: "The tab bar controller of a layout with a `tabBar`.",
    members: [
      UIKitMember(
        ["tabBar"], objectiveC: ["tabBar"], type: "UITabBar",
        read: { _, _, _ in .object(.tabBar) },
        note: "A view whose frame is where the layout's tab bar is."),
      .containerView,
      UIKitMember(
        ["selectedIndex"], objectiveC: ["selectedIndex"], type: "Int",
        skipped: SkipReason.navigation, read: { _, _, _ in .int(0) }),
    ])
}

extension UIKitMember {
  /// A container controller's `view`: it fills the window, so the window stands for it (its
  /// frame, and converting to it).
  static let containerView = UIKitMember(
    ["view"], objectiveC: ["view"], type: "UIView", read: { _, _, _ in .object(.window) },
    note: "It fills the window: the window stands for it.")
}
