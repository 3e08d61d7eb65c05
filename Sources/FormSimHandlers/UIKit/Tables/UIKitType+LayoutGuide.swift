extension UIKitType {
  /// `view.keyboardLayoutGuide` (iOS 15).
  static let keyboardLayoutGuide = UIKitType(
    "UIKeyboardLayoutGuide", objectiveC: ["UIKeyboardLayoutGuide"],
    summary:
      "The root view's keyboard layout guide: a constraint that pins the scroll view's bottom to"
      + " its top makes UIKit keep the scroll view above the keyboard, as the"
      + " `keyboard-layout-guide` strategy does.",
    members: [
      UIKitMember(
        ["topAnchor"], objectiveC: ["topAnchor"], type: "NSLayoutYAxisAnchor",
        read: { _, _, _ in .object(.anchor(.guideTop)) }),
      UIKitMember(
        ["followsUndockedKeyboard"], objectiveC: ["followsUndockedKeyboard"], type: "Bool",
        read: { _, _, _ in .bool(false) },
        write: { _, _, _, _ in },
        note: "FormSim's keyboards are docked: writing it changes nothing."),
    ])

  /// The anchors of a constraint between the keyboard layout guide and the scroll view.
  static let layoutAnchor = UIKitType(
    "NSLayoutYAxisAnchor", objectiveC: ["NSLayoutYAxisAnchor"],
    summary:
      "The guide's `topAnchor` and the scroll view's `bottomAnchor`: a constraint between the two"
      + " (`equalTo:` with a `constant`, or `equalToSystemSpacingBelow:` with a `multiplier`, 8 pt"
      + " each) is the space the scroll view keeps above the keyboard; one from the guide to any"
      + " other view is refused.",
    members: [
      UIKitMember(
        ["constraint"], type: "NSLayoutConstraint",
        call: { (e, object, args, at) throws(Interruption) in
          let relation = ConstraintRelation(swiftLabel: args.label(0))
          return try e.guideConstraint(from: object, args, relation: relation, at: at)
        }),
      UIKitMember(
        [], objectiveC: ["constraintEqualToAnchor:", "constraintEqualToAnchor:constant:"],
        type: "NSLayoutConstraint",
        call: { (e, object, args, at) throws(Interruption) in
          try e.guideConstraint(from: object, args, relation: .equal, at: at)
        }),
      UIKitMember(
        [],
        objectiveC: [
          "constraintGreaterThanOrEqualToAnchor:", "constraintGreaterThanOrEqualToAnchor:constant:",
          "constraintLessThanOrEqualToAnchor:", "constraintLessThanOrEqualToAnchor:constant:",
        ],
        type: "NSLayoutConstraint",
        call: { (e, object, args, at) throws(Interruption) in
          try e.guideConstraint(from: object, args, relation: .other, at: at)
        }),
      UIKitMember(
        [], objectiveC: ["constraintEqualToSystemSpacingBelowAnchor:multiplier:"],
        type: "NSLayoutConstraint",
        call: { (e, object, args, at) throws(Interruption) in
          try e.guideConstraint(from: object, args, relation: .systemSpacingBelow, at: at)
        }),
    ])

  /// `topLayoutGuide` and `bottomLayoutGuide` (iOS 7 to 10): how far the status bar and the
  /// bars at the top, and the bars at the bottom, cover the root view.
  static let layoutSupport = UIKitType(
    "UILayoutSupport", objectiveC: ["UILayoutSupport"],
    summary:
      "The view controller's top and bottom layout guides: their `length` is how far the status"
      + " bar or the bars cover the root view at that edge (the root view's safe area there).",
    members: [
      UIKitMember(
        ["length"], objectiveC: ["length"], type: "CGFloat",
        read: { e, object, _ in
          guard case .layoutSupport(let top) = object else { return nil }
          return .double(e.layoutGuideLength(top: top))
        })
    ])

  /// A view's `safeAreaLayoutGuide` (iOS 11), the root view's or the window's.
  static let safeAreaLayoutGuide = UIKitType(
    "UILayoutGuide", objectiveC: ["UILayoutGuide"],
    summary:
      "The root view's and the window's safe area layout guide: its `layoutFrame` is the view's"
      + " bounds less its safe area insets.",
    members: [
      UIKitMember(
        ["layoutFrame"], objectiveC: ["layoutFrame"], type: "CGRect",
        read: { e, object, _ in
          guard case .safeAreaGuide(let ofWindow) = object else { return nil }
          return .rect(e.safeAreaLayoutFrame(ofWindow: ofWindow))
        }),
      UIKitMember(
        ["bottomAnchor"], objectiveC: ["bottomAnchor"], type: "NSLayoutYAxisAnchor",
        read: { _, object, _ in
          object == .safeAreaGuide(ofWindow: false) ? .object(.anchor(.safeAreaBottom)) : nil
        },
        note: "The root view's, for a bound constraint to the scroll view's bottom made again;"
          + " the window's is opaque."),
    ])
}
