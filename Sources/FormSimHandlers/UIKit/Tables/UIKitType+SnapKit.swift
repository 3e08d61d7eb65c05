extension UIKitType {
  /// SnapKit's `snp` on the scroll view (`ConstraintViewDSL`): `Evaluator+SnapKit` follows its
  /// constraint descriptions.
  static let snapKitView = UIKitType(
    "ConstraintViewDSL", objectiveC: [],
    summary:
      "SnapKit's `snp` of the scroll view: the bottom edge its constraint closures describe is"
      + " the constraint `--bind NAME=-scroll.bottom` stands for; its other edges are the layout"
      + " file's. On other views `snp` is opaque.",
    members: [
      UIKitMember(
        ["makeConstraints"], type: "Void",
        call: { (e, _, args, _) throws(Interruption) in try e.snapKitConstraints(.make, args) },
        note:
          "Runs the closure: the bottom constant it gives is the layout file's frame, which later"
          + " constants count from."),
      UIKitMember(
        ["updateConstraints", "remakeConstraints"], type: "Void",
        call: { (e, _, args, _) throws(Interruption) in try e.snapKitConstraints(.update, args) },
        note:
          "Runs the closure: the bottom constant it gives is applied at Auto Layout's next pass."),
    ])

  /// The maker a SnapKit closure is handed, and each step of a description it starts
  /// (`ConstraintMaker`, `ConstraintMakerExtendable`, `ConstraintMakerEditable`).
  static let snapKitMaker = UIKitType(
    "ConstraintMaker", objectiveC: [],
    summary:
      "The maker of the scroll view's SnapKit closures: `make.bottom` (or `edges`, or a list"
      + " with `bottom`), then `equalTo(…)` or `equalToSuperview()`, then `offset(…)` or"
      + " `inset(…)`, sets the bottom constraint's constant; inequalities are opaque.",
    members: [
      snapKitAttributes(["bottom", "edges"], note: "Includes the bottom edge."),
      snapKitAttributes(
        Evaluator.snapKitAttributes.subtracting(["bottom", "edges"]).sorted(),
        note: "Another edge or a size, the layout file's."),
      UIKitMember(
        ["equalTo", "equalToSuperview"], type: "ConstraintMakerEditable",
        call: { (e, object, args, at) throws(Interruption) in
          guard case .snapKitMaker(let maker) = object, !maker.related else { return nil }
          return try e.snapKitRelation(maker, args, at: at)
        },
        note: "The number given (`equalTo(-12)`) is the constant; a view, a guide or an anchor,"
          + " whichever it is, gives 0, as does one of the app's own."),
      UIKitMember(
        ["offset"], type: "ConstraintMakerEditable",
        call: { (e, object, args, at) throws(Interruption) in
          guard case .snapKitMaker(let maker) = object else { return nil }
          return try e.snapKitConstant(maker, args.at(0), inset: false, at: at)
        }),
      UIKitMember(
        ["inset"], type: "ConstraintMakerEditable",
        call: { (e, object, args, at) throws(Interruption) in
          guard case .snapKitMaker(let maker) = object else { return nil }
          return try e.snapKitConstant(maker, args.at(0), inset: true, at: at)
        },
        note: "Less the number, or an `UIEdgeInsets`' bottom, as SnapKit gives a bottom edge."),
      UIKitMember(
        ["priority", "multipliedBy", "dividedBy", "labeled"], type: "ConstraintMakerEditable",
        call: { _, object, _, _ in .object(object) },
        note: "Changes nothing FormSim follows."),
      UIKitMember(
        ["constraint"], type: "Constraint",
        read: { _, object, _ in
          guard case .snapKitMaker(let maker) = object, maker.related, maker.pinsBottom else {
            return nil
          }
          return .object(.constraint(.scrollBottomFromView))
        },
        note: "The bottom edge's: its `update(offset:)` and `update(inset:)` move it."),
    ])

  /// `make.bottom`, `make.left`: the maker with one of `names` named.
  private static func snapKitAttributes(_ names: [String], note: String) -> UIKitMember {
    UIKitMember(
      names, type: "ConstraintMakerExtendable",
      read: { _, object, _ in
        guard case .snapKitMaker(let maker) = object else { return nil }
        return Evaluator.snapKitAttribute(names[0], of: maker)
      }, note: note)
  }
}
