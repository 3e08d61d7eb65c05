import FormSimCore

/// Why the check skips a statement that writes or calls a member: nothing simulated reads it.
enum SkipReason {
  static let looks = "colours and looks"
  static let gestures = "gesture recognizers and control targets"
  static let hierarchy = "the view hierarchy, which the layout file gives"
  static let tableData = "table data"
  static let delegates =
    "delegates set in code (the screen is every field's already; a scroll view's is not called)"
  static let navigation = "navigation-bar visibility and titles"
  /// `setTitle`: a button's (`setTitle(_:for:)`) or, in Objective-C, the screen's own.
  static let titles = "titles, a button's or the screen's"
  static let presentation = "presentation and layout under bars, which the layout's chrome gives"
  static let traits = "text input traits and accessibility"
  static let scrollLooks = "scroll-view looks (keyboardDismissMode is the layout's key)"
  static let visibility = "visibility"
  static let threads = "work started on another thread, which may not touch UIKit"
  static let accessory =
    "a field's input accessory view set in code, which the keyboard's frames would include (a"
    + " layout's field takes one: \"inputAccessory\": \"toolbar\")"
}

extension UIKitType {
  /// `UIView` and `UIResponder`: what every view answers.
  static let view = UIKitType(
    "UIView", objectiveC: ["UIView", "UIResponder", "UIView (MASAdditions)"],
    summary:
      "Every view: the root view, the scroll view, its content view, the fields, the window.",
    members: [
      UIKitMember(
        ["frame"], objectiveC: ["frame"], type: "CGRect", roles: .figure,
        read: { e, object, _ in .rect(e.frame(of: object)) },
        write: { (e, object, value, at) throws(Interruption) in
          try e.setFrame(of: object, to: value, at: at)
        },
        note:
          "Written on the root view, on the scroll view at its top left, and on the content view to move it; refused on others."
      ),
      UIKitMember(
        ["bounds"], objectiveC: ["bounds"], type: "CGRect", roles: .figure,
        read: { e, object, _ in
          let frame = e.frame(of: object)
          let origin =
            object == .scrollView
            ? e.world.contentOffset : object == .rootView ? e.state.rootBoundsOrigin : .zero
          return .rect(Rect(origin: origin, size: frame.size))
        },
        write: { (e, object, value, at) throws(Interruption) in
          guard case .rect(let bounds) = value else { throw e.mismatch("bounds", value, at) }
          let size = e.frame(of: object).size
          // Another view's bounds as they are (`view.bounds.origin.y = 0` on hide) change
          // nothing.
          if object != .scrollView, object != .rootView, bounds == Rect(origin: .zero, size: size) {
            return
          }
          guard object == .scrollView || object == .rootView, bounds.width == size.width,
            bounds.height == size.height
          else {
            throw .refused(
              object == .scrollView || object == .rootView
                ? "setting the \(object)'s bounds to another size than its frame's: set its"
                  + " frame, or move the origin alone"
                : "setting the bounds of \(object): move it by its frame, center or transform",
              at)
          }
          if object == .rootView {
            // The root view's bounds origin moves what it draws, its subviews, the other way.
            e.state.rootBoundsOrigin = bounds.origin
            e.updateRootTranslation()
          } else {
            // A scroll view's bounds origin is its content offset: moving it scrolls.
            e.apply { $0.contentOffset = bounds.origin }
          }
        },
        note:
          "Written with the view's own size: on the scroll view the origin is the content offset,"
          + " on the root view it moves the subviews up or left, as on a device; on another view,"
          + " as it is (a no-op); refused otherwise."),
      UIKitMember(
        ["center"], objectiveC: ["center"], type: "CGPoint", roles: .figure,
        read: { e, object, _ in .point(UIKitNames.center(of: e.frame(of: object))) },
        write: { (e, object, value, at) throws(Interruption) in
          try e.setCenter(of: object, to: value, at: at)
        }, note: "Written on the root and content views; refused on others."),
      UIKitMember(
        ["transform"], objectiveC: ["transform"], type: "CGAffineTransform", roles: .figure,
        read: { e, object, _ in
          switch object {
          case .rootView: .transform(e.state.rootTransform)
          case .contentView: .transform(e.state.contentTransform)
          default: .transform(.identity)
          }
        },
        write: { (e, object, value, at) throws(Interruption) in
          try e.setTransform(of: object, to: value, at: at)
        },
        note: "A translation of the root or content view; other transforms and views are refused."
      ),
      UIKitMember(
        ["snp"], type: "ConstraintViewDSL",
        read: { _, object, _ in object == .scrollView ? .object(.snapKitView) : nil },
        note: "SnapKit's, on the scroll view; opaque on other views."),
      UIKitMember(
        [], objectiveC: ["mas_makeConstraints:"], type: "NSArray",
        call: { (e, object, args, _) throws(Interruption) in
          object == .scrollView ? try e.snapKitConstraints(making: true, args) : nil
        },
        note: "Masonry's, on the scroll view, as SnapKit's `snp.makeConstraints`; opaque on other"
          + " views."),
      UIKitMember(
        [], objectiveC: ["mas_updateConstraints:", "mas_remakeConstraints:"], type: "NSArray",
        call: { (e, object, args, _) throws(Interruption) in
          object == .scrollView ? try e.snapKitConstraints(making: false, args) : nil
        },
        note: "Masonry's, on the scroll view, as SnapKit's `snp.updateConstraints`; opaque on"
          + " other views."),
      UIKitMember(
        [],
        objectiveC: [
          "mas_left", "mas_top", "mas_right", "mas_bottom", "mas_leading", "mas_trailing",
          "mas_width", "mas_height", "mas_centerX", "mas_centerY", "mas_safeAreaLayoutGuideTop",
          "mas_safeAreaLayoutGuideBottom",
        ],
        type: "MASViewAttribute", read: { _, _, _ in nil },
        note: "Masonry's: what a relation names, whichever it is, is not followed (opaque)."),
      UIKitMember(
        ["superview"], objectiveC: ["superview"], type: "UIView?",
        read: { _, object, _ in
          switch object {
          case .rootView: .object(.window)
          case .scrollView: .object(.rootView)
          case .contentView: .object(.scrollView)
          case .field: .object(.contentView)
          default: .nothing
          }
        }),
      UIKitMember(
        ["window"], objectiveC: ["window"], type: "UIWindow?",
        read: { e, _, _ in e.state.isInWindow ? .object(.window) : .nothing },
        note: "Nil until the screen is in the window, after `viewWillAppear`."),
      UIKitMember(
        ["safeAreaInsets"], objectiveC: ["safeAreaInsets"], type: "UIEdgeInsets",
        read: { e, object, _ in .insets(object == .window ? e.windowSafeArea : e.rootSafeArea) }),
      UIKitMember(
        ["tag"], objectiveC: ["tag"], type: "Int",
        // A field's tag is its number from 0; other views' tags are the app's own.
        read: { _, object, _ in
          if case .field(let index) = object { return .int(index) }
          return nil
        }),
      UIKitMember(
        ["isHidden", "hidden"], objectiveC: ["hidden"], type: "Bool",
        skipped: SkipReason.visibility, read: { _, _, _ in .bool(false) }),
      UIKitMember(
        ["alpha"], objectiveC: ["alpha"], type: "CGFloat", skipped: SkipReason.visibility,
        read: { _, _, _ in .double(1) }),
      UIKitMember(
        ["safeAreaLayoutGuide"], objectiveC: ["safeAreaLayoutGuide"], type: "UILayoutGuide",
        read: { _, object, _ in
          switch object {
          case .rootView: .object(.safeAreaGuide(ofWindow: false))
          case .window: .object(.safeAreaGuide(ofWindow: true))
          default: nil
          }
        },
        note: "The root view's and the window's."),
      UIKitMember(
        ["keyboardLayoutGuide"], objectiveC: ["keyboardLayoutGuide"],
        type: "UIKeyboardLayoutGuide",
        read: { _, object, _ in object == .rootView ? .object(.keyboardLayoutGuide) : nil },
        note: "The root view's, for the scroll view's bottom pinned to its top."),
      UIKitMember(
        ["bottomAnchor"], objectiveC: ["bottomAnchor"], type: "NSLayoutYAxisAnchor",
        read: { _, object, _ in
          switch object {
          case .scrollView: .object(.anchor(.scrollViewBottom))
          case .rootView: .object(.anchor(.rootViewBottom))
          default: nil
          }
        },
        note: "The scroll view's, for a constraint to the keyboard layout guide or to the root"
          + " view's; another view's is opaque."),
      UIKitMember(
        ["isFirstResponder"], objectiveC: ["isFirstResponder"], type: "Bool",
        implies: "UITextField",
        read: { e, object, _ in
          if case .field(let index) = object { return .bool(e.world.focusedIndex == index) }
          return .bool(false)
        }),
      UIKitMember(
        ["becomeFirstResponder"], objectiveC: ["becomeFirstResponder"], type: "Bool",
        implies: "UITextField",
        call: { e, object, _, _ in
          if case .field(let index) = object { e.state.focusRequested = index }
          return .bool(true)
        }),
      UIKitMember(
        ["resignFirstResponder"], objectiveC: ["resignFirstResponder"], type: "Bool",
        implies: "UITextField",
        call: { e, object, _, _ in
          if case .field(let index) = object, e.world.focusedIndex == index {
            e.state.resignRequested = true
          }
          return .bool(true)
        }),
      UIKitMember(
        ["endEditing"], objectiveC: ["endEditing:"], type: "Bool",
        call: { e, _, _, _ in
          if e.world.focusedIndex != nil { e.state.resignRequested = true }
          return .bool(true)
        }),
      UIKitMember(
        ["layoutIfNeeded"], objectiveC: ["layoutIfNeeded"], type: "Void", roles: .moves,
        call: { e, _, _, _ in
          e.layoutPass()
          return .void
        }),
      UIKitMember(
        ["setNeedsLayout"], objectiveC: ["setNeedsLayout"], type: "Void",
        call: { _, _, _, _ in .void }),
      UIKitMember(
        ["layoutSubviews"], objectiveC: ["layoutSubviews"], type: "Void",
        call: { _, _, _, _ in .void }),
      UIKitMember(
        ["didMoveToSuperview"], objectiveC: ["didMoveToSuperview"], type: "Void",
        call: { _, _, _, _ in .void },
        note: "UIKit's own does nothing: `super.didMoveToSuperview()` in a view class."),
      UIKitMember(
        ["didMoveToWindow"], objectiveC: ["didMoveToWindow"], type: "Void",
        call: { _, _, _, _ in .void },
        note: "UIKit's own does nothing: `super.didMoveToWindow()` in a view class."),
      UIKitMember(
        ["setNeedsUpdateConstraints"], objectiveC: ["setNeedsUpdateConstraints"], type: "Void",
        call: { _, _, _, _ in .void }),
      UIKitMember(
        ["updateConstraintsIfNeeded"], objectiveC: ["updateConstraintsIfNeeded"], type: "Void",
        call: { _, _, _, _ in .void }),
      UIKitMember(
        ["updateConstraints"], objectiveC: ["updateConstraints"], type: "Void",
        call: { _, _, _, _ in .void }),
      UIKitMember(
        ["setNeedsDisplay"], objectiveC: ["setNeedsDisplay"], type: "Void",
        call: { _, _, _, _ in .void }),
      UIKitMember(
        ["convert", "convertRect", "convertPoint"],
        objectiveC: [
          "convertRect:toView:", "convertRect:fromView:", "convertPoint:toView:",
          "convertPoint:fromView:", "convertRect:toCoordinateSpace:",
          "convertRect:fromCoordinateSpace:", "convertPoint:toCoordinateSpace:",
          "convertPoint:fromCoordinateSpace:",
        ], type: "CGRect or CGPoint",
        call: { (e, object, args, at) throws(Interruption) in
          try e.convertCall(on: object, args, at: at)
        }),
      UIKitMember(
        ["isDescendant"], objectiveC: ["isDescendantOfView:"], type: "Bool",
        call: { _, _, _, _ in .bool(true) }),
      UIKitMember(
        ["isKind"], objectiveC: ["isKindOfClass:"], type: "Bool",
        call: { (e, object, args, at) throws(Interruption) in
          // Whether the view is of the class given (`UITextField.self`, `[UITextView class]`),
          // as `is` tests it; a class FormSim does not know is no view it draws.
          guard case .type(let type)? = args.at(0) else { return nil }
          return try e.cast(.object(object), kind: .test, to: type, at: at)
        },
        note: "Of a view FormSim draws, against a class given as `UITextField.self` or"
          + " `[UITextField class]`, as `is` tests it."),
      .responds,
      // Declared for the app's own code; nothing simulated reads them.
      UIKitMember(["init"], objectiveC: ["initWithFrame:"], type: "UIView"),
      UIKitMember(
        ["subviews"], objectiveC: ["subviews"], type: "[UIView]",
        read: { e, object, _ in
          // The views FormSim draws, as `superview` links them: a search for the first
          // responder, or a content size summed from the scroll view's subviews, walks these.
          switch object {
          case .window: .array([.object(.rootView)])
          case .rootView: .array([.object(.scrollView)])
          case .scrollView: .array([.object(.contentView)])
          case .contentView: .array(e.world.fields.indices.map { .object(.field($0)) })
          case .field: .array([])
          default: nil
          }
        },
        note: "Of the window, the root view, the scroll view, its content view (the fields, in"
          + " order) and a field (none), as `superview` links them; another view's are opaque."),
      UIKitMember(
        ["viewWithTag"], objectiveC: ["viewWithTag:"], type: "UIView?",
        call: { e, object, args, _ in
          // A field's tag is its number from 0. Tag 0, which the receiver itself may have, and
          // a tag no field has are the app's own views.
          guard object == .rootView || object == .scrollView || object == .contentView,
            let tag = args.at(0)?.number, tag >= 1, tag < Double(e.world.fields.count),
            tag == tag.rounded()
          else { return nil }
          return .object(.field(Int(tag)))
        },
        note: "Of the root, scroll and content views: the field whose tag it is (a field's tag is"
          + " its number from 0); tag 0 and other tags are the app's views, opaque."),
      UIKitMember(["sizeToFit"], objectiveC: ["sizeToFit"], type: "Void"),
      UIKitMember(["touchesBegan"], objectiveC: ["touchesBegan:withEvent:"], type: "Void"),
      UIKitMember(["touchesMoved"], objectiveC: ["touchesMoved:withEvent:"], type: "Void"),
      UIKitMember(["touchesEnded"], objectiveC: ["touchesEnded:withEvent:"], type: "Void"),
      UIKitMember(
        ["touchesCancelled"], objectiveC: ["touchesCancelled:withEvent:"], type: "Void"),
      UIKitMember(
        ["backgroundColor"], objectiveC: ["backgroundColor"], type: "UIColor?",
        skipped: SkipReason.looks),
      UIKitMember(["tintColor"], type: "UIColor", skipped: SkipReason.looks),
      UIKitMember(["layer"], objectiveC: ["layer"], type: "CALayer", skipped: SkipReason.looks),
      UIKitMember(
        ["clipsToBounds"], objectiveC: ["clipsToBounds"], type: "Bool", skipped: SkipReason.looks
      ),
      UIKitMember(
        ["isUserInteractionEnabled"], objectiveC: ["userInteractionEnabled"], type: "Bool",
        skipped: SkipReason.traits),
      UIKitMember(["accessibilityLabel"], type: "String?", skipped: SkipReason.traits),
      UIKitMember(["accessibilityIdentifier"], type: "String?", skipped: SkipReason.traits),
      UIKitMember(
        ["translatesAutoresizingMaskIntoConstraints"],
        objectiveC: ["translatesAutoresizingMaskIntoConstraints"], type: "Bool",
        skipped: SkipReason.hierarchy),
      UIKitMember(
        ["autoresizingMask"], objectiveC: ["autoresizingMask"], type: "UIView.AutoresizingMask",
        skipped: SkipReason.hierarchy),
      UIKitMember(
        ["addSubview"], objectiveC: ["addSubview:"], type: "Void", skipped: SkipReason.hierarchy),
      UIKitMember(["insertSubview"], type: "Void", skipped: SkipReason.hierarchy),
      UIKitMember(
        ["removeFromSuperview"], objectiveC: ["removeFromSuperview"], type: "Void",
        skipped: SkipReason.hierarchy),
      UIKitMember(
        ["bringSubviewToFront"], objectiveC: ["bringSubviewToFront:"], type: "Void",
        skipped: SkipReason.hierarchy),
      UIKitMember(["sendSubviewToBack"], type: "Void", skipped: SkipReason.hierarchy),
      UIKitMember(
        ["addGestureRecognizer"], objectiveC: ["addGestureRecognizer:"], type: "Void",
        skipped: SkipReason.gestures),
      UIKitMember(
        ["removeGestureRecognizer"], objectiveC: ["removeGestureRecognizer:"], type: "Void",
        skipped: SkipReason.gestures),
      .reactive,
    ])

  /// `UIWindow`.
  static let window = UIKitType(
    "UIWindow", objectiveC: ["UIWindow"], summary: "The key window.", inherits: view,
    members: [
      UIKitMember(
        ["rootViewController"], objectiveC: ["rootViewController"], type: "UIViewController?",
        read: { e, _, _ in
          let chrome = e.world.chromeGeometry
          return .object(
            chrome.tabBar != nil
              ? .tabBarController
              : chrome.navigationBar != nil ? .navigationController : .viewController)
        },
        note:
          "The tab bar controller of a layout with a `tabBar`, else the navigation controller of one with a `navigationBar`, else the screen."
      ),
      .screen,
      UIKitMember(
        ["isKeyWindow"], objectiveC: ["keyWindow"], type: "Bool",
        read: { _, _, _ in .bool(true) }, note: "The one window is the key window."),
      UIKitMember(
        ["windowScene"], objectiveC: ["windowScene"], type: "UIWindowScene?",
        read: { _, _, _ in .object(.windowScene) }),
      // Between windows, which are the screen's coordinates here: there is one window.
      UIKitMember(
        ["convert", "convertRect", "convertPoint"],
        objectiveC: [
          "convertRect:fromWindow:", "convertRect:toWindow:", "convertPoint:fromWindow:",
          "convertPoint:toWindow:",
        ], type: "CGRect or CGPoint",
        call: { (e, object, args, at) throws(Interruption) in
          try e.convertCall(on: object, args, at: at)
        }),
    ])
}

extension UIKitMember {
  /// NSObject's `respondsToSelector:`, of a view and of the screen.
  static let responds = UIKitMember(
    ["responds"], objectiveC: ["respondsToSelector:"], type: "Bool",
    call: { e, object, args, _ in
      guard case .selector(let selector)? = args.at(0) else { return nil }
      return e.answers(object, selector) ? .bool(true) : nil
    },
    note: "True for a member the object's simulated class has, a category or extension of the"
      + " files adds to views (`@selector(isFirstResponder)`), or the screen's own method;"
      + " another is unknown, opaque.")

  /// RxCocoa's `rx` of a view, a constraint or the controller: RxSwift's `Reactive` holding
  /// the object as its `base`, for the file's `extension Reactive` and for RxCocoa's binders.
  static let reactive = UIKitMember(
    ["rx"], type: "Reactive<Base>", read: { _, object, _ in .reactive(.object(object)) },
    note:
      "RxSwift's `Reactive`: a computed property of the file's `extension Reactive` runs with"
      + " this object as `base`; another member (`rx.constant`) is a binder that writes the"
      + " object's property of that name.")
}

extension UIKitType {
  /// `UIWindowScene` (iOS 13): where code since `UIApplication.windows`' deprecation finds the
  /// key window (`connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow`).
  static let windowScene = UIKitType(
    "UIWindowScene", objectiveC: ["UIWindowScene"], summary: "The window's scene.",
    members: [
      .windows, .keyWindow, .screen,
      UIKitMember(
        ["activationState"], objectiveC: ["activationState"], type: "UIScene.ActivationState",
        read: { _, _, _ in .int(0) },
        note: "`.foregroundActive`: the app is on screen."),
    ])
}

extension UIKitMember {
  /// The app's one window, as the application and its scene list it and name their key window,
  /// and the screen a window and a scene are on.
  static let windows = UIKitMember(
    ["windows"], objectiveC: ["windows"], type: "[UIWindow]",
    read: { _, _, _ in .array([.object(.window)]) })
  static let keyWindow = UIKitMember(
    ["keyWindow"], objectiveC: ["keyWindow"], type: "UIWindow?",
    read: { _, _, _ in .object(.window) })
  static let screen = UIKitMember(
    ["screen"], objectiveC: ["screen"], type: "UIScreen", read: { _, _, _ in .object(.screen) })
}
