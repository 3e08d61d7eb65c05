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
        call: { (e, _, args, _) throws(Interruption) in try e.snapKitConstraints(making: true, args)
        },
        note:
          "Runs the closure: the bottom constant it gives is the layout file's frame, which later"
          + " constants count from."),
      UIKitMember(
        ["updateConstraints", "remakeConstraints"], type: "Void",
        call: { (e, _, args, _) throws(Interruption) in
          try e.snapKitConstraints(making: false, args)
        },
        note:
          "Runs the closure: the bottom constant it gives is applied at Auto Layout's next pass."),
    ])

  /// The maker a SnapKit closure is handed, and each step of a description it starts
  /// (`ConstraintMaker`, `ConstraintMakerExtendable`, `ConstraintMakerEditable`).
  static let snapKitMaker = UIKitType(
    "ConstraintMaker", objectiveC: ["MASConstraintMaker", "MASConstraint"],
    summary:
      "The maker of the scroll view's SnapKit closures: `make.bottom` (or `edges`, or a list"
      + " with `bottom`), then `equalTo(…)` or `equalToSuperview()`, then `offset(…)` or"
      + " `inset(…)`, sets the bottom constraint's constant; inequalities are opaque. Masonry's"
      + " `MASConstraintMaker` and `MASConstraint` (a description kept after its relation is the"
      + " constraint, whose `offset` moves it) the same.",
    members: [
      snapKitAttributes(["bottom", "edges"], bottom: true, note: "Includes the bottom edge."),
      snapKitAttributes(
        ["left", "top", "right", "leading", "trailing", "width", "height", "centerX", "centerY"]
          + ["size", "center"], bottom: false, note: "Another edge or a size, the layout file's."),
      snapKitAttributes(
        ["verticalEdges", "directionalEdges", "directionalVerticalEdges"], objectiveC: [],
        bottom: true, note: "SnapKit 5.6's, with the bottom edge."),
      snapKitAttributes(
        ["horizontalEdges", "directionalHorizontalEdges"], objectiveC: [], bottom: false,
        note: "SnapKit 5.6's, the sides."),
      UIKitMember(
        ["with", "and"], objectiveC: ["with", "and"], type: "MASConstraint",
        read: { _, object, _ in .object(object) }, note: "Masonry's: the description itself."),
      UIKitMember(
        ["equalTo", "equalToSuperview"], objectiveC: ["equalTo"], type: "ConstraintMakerEditable",
        call: { (e, object, args, at) throws(Interruption) in
          guard case .snapKitMaker(let maker) = object, !maker.related else { return nil }
          return try e.snapKitRelation(maker, args, at: at)
        },
        note: "The number given (`equalTo(-12)`, Masonry's `mas_equalTo(-12)`) is the constant; a"
          + " view, a guide or an anchor, whichever it is, gives 0, as does one of the app's"
          + " own."),
      snapKitConstant(
        ["offset"], objectiveC: ["offset", "valueOffset"], setter: "setOffset:", inset: false,
        note: "Masonry's `mas_offset(…)` and `constraint.offset = …` too."),
      snapKitConstant(
        ["inset"], objectiveC: ["inset", "insets"], setter: "setInset:", inset: true,
        note: "Less the number, or an `UIEdgeInsets`' bottom, as SnapKit gives a bottom edge."),
      snapKitConstant(
        [], objectiveC: [], setter: "setInsets:", inset: true, note: "Masonry's, as `inset`."),
      UIKitMember(
        ["priority", "multipliedBy", "dividedBy", "labeled"],
        objectiveC: ["priority", "multipliedBy"], type: "ConstraintMakerEditable",
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

  /// `make.bottom`, `make.left`: the maker with one of `names` named, which include the bottom
  /// edge or not.
  private static func snapKitAttributes(
    _ names: [String], objectiveC: [String]? = nil, bottom: Bool, note: String
  ) -> UIKitMember {
    UIKitMember(
      names, objectiveC: objectiveC ?? names, type: "ConstraintMakerExtendable",
      read: { _, object, _ in
        guard case .snapKitMaker(let maker) = object else { return nil }
        return Evaluator.snapKitAttribute(includingBottom: bottom, of: maker)
      }, note: note)
  }

  /// `offset(…)` or `inset(…)` after a relation, called (SnapKit, Masonry's block) or written
  /// (Masonry's `constraint.offset = …`); `setter` is Masonry's selector for the write.
  private static func snapKitConstant(
    _ swift: [String], objectiveC: [String], setter: String, inset: Bool, note: String
  ) -> UIKitMember {
    UIKitMember(
      swift, objectiveC: objectiveC + [setter], type: "ConstraintMakerEditable",
      write: { (e, object, value, at) throws(Interruption) in
        guard case .snapKitMaker(let maker) = object else { return }
        _ = try e.snapKitConstant(maker, value, inset: inset, at: at)
      },
      call: { (e, object, args, at) throws(Interruption) in
        guard case .snapKitMaker(let maker) = object else { return nil }
        return try e.snapKitConstant(maker, args.at(0), inset: inset, at: at)
      }, note: note)
  }
}
