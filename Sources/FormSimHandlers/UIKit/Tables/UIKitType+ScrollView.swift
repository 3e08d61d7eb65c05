import FormSimCore

extension UIKitType {
  /// `UIScrollView` (a `UITableView` or `UICollectionView` bound as the scroll view too).
  static let scrollView = UIKitType(
    "UIScrollView", objectiveC: ["UIScrollView"], summary: "The form's scroll view.",
    inherits: view,
    members: [
      UIKitMember(
        ["delegate"], objectiveC: ["delegate"], type: "UIScrollViewDelegate?",
        skipped: SkipReason.delegates),
      UIKitMember(
        // Asked of a table view (`guard tableView.numberOfSections > 0`): the form read as one
        // section with a row per field.
        ["numberOfSections"], type: "Int", read: { _, _, _ in .int(1) },
        note: "The form as a table: one section."),
      UIKitMember(
        ["numberOfRows"], type: "Int",
        call: { e, _, _, _ in .int(e.world.fields.count) },
        note: "The form as a table: a row per field."),
      UIKitMember(
        ["contentInset"], objectiveC: ["contentInset"], type: "UIEdgeInsets", roles: .figure,
        implies: "UIScrollView", read: { e, _, _ in .insets(e.world.contentInset) },
        write: { (e, _, value, at) throws(Interruption) in
          let new = try e.insets(value, for: "contentInset", at: at)
          e.apply { $0.contentInset = new }
        }),
      UIKitMember(
        ["scrollIndicatorInsets"], objectiveC: ["scrollIndicatorInsets"], type: "UIEdgeInsets",
        roles: .figure, implies: "UIScrollView",
        read: { e, _, _ in .insets(e.world.scrollIndicatorInsets) },
        write: { (e, _, value, at) throws(Interruption) in
          let new = try e.insets(value, for: "scrollIndicatorInsets", at: at)
          e.apply { $0.scrollIndicatorInsets = new }
        }),
      UIKitMember(
        ["verticalScrollIndicatorInsets"], objectiveC: ["verticalScrollIndicatorInsets"],
        type: "UIEdgeInsets", roles: .figure, implies: "UIScrollView",
        read: { e, _, _ in .insets(e.world.scrollIndicatorInsets) },
        write: { (e, _, value, at) throws(Interruption) in
          let new = try e.insets(value, for: "verticalScrollIndicatorInsets", at: at)
          e.apply { $0.scrollIndicatorInsets = new }
        }),
      UIKitMember(
        // A vertical form has no horizontal indicator: the value is kept nowhere.
        ["horizontalScrollIndicatorInsets"], objectiveC: ["horizontalScrollIndicatorInsets"],
        type: "UIEdgeInsets", read: { _, _, _ in .insets(.zero) }, write: { _, _, _, _ in }),
      UIKitMember(
        ["contentOffset"], objectiveC: ["contentOffset"], type: "CGPoint", roles: .figure,
        implies: "UIScrollView", read: { e, _, _ in .point(e.world.contentOffset) },
        write: { (e, _, value, at) throws(Interruption) in
          guard case .point(let point) = value else {
            throw e.mismatch("contentOffset", value, at)
          }
          e.apply { $0.contentOffset = point }
        }),
      UIKitMember(
        ["visibleSize"], objectiveC: ["visibleSize"], type: "CGSize",
        read: { e, object, _ in .size(e.frame(of: object).size) },
        note: "Its bounds' size (iOS 12)."),
      UIKitMember(
        ["contentSize"], objectiveC: ["contentSize"], type: "CGSize", roles: .figure,
        implies: "UIScrollView", read: { e, _, _ in .size(e.world.contentSize) },
        write: { (e, _, value, at) throws(Interruption) in
          guard case .size(let size) = value else { throw e.mismatch("contentSize", value, at) }
          if e.state.contentViewHeight == nil { e.state.contentViewHeight = e.world.contentHeight }
          e.apply { $0.contentHeight = size.height }
        }),
      UIKitMember(
        ["adjustedContentInset"], objectiveC: ["adjustedContentInset"], type: "UIEdgeInsets",
        read: { e, _, _ in .insets(e.world.model.adjustedContentInset) }),
      UIKitMember(
        ["isScrollEnabled", "scrollEnabled"], objectiveC: ["scrollEnabled"], type: "Bool",
        read: { e, _, _ in .bool(e.state.isScrollEnabled) },
        write: { e, _, value, _ in e.state.isScrollEnabled = value.isTrue }),
      UIKitMember(
        ["contentInsetAdjustmentBehavior"], objectiveC: ["contentInsetAdjustmentBehavior"],
        type: "UIScrollView.ContentInsetAdjustmentBehavior",
        read: { e, _, _ in
          if e.world.contentInsetAdjustment == .never { return .int(2) }
          return .int(e.world.device.adjustsContentInsetForSafeArea ? 0 : 3)
        },
        write: { (e, _, value, at) throws(Interruption) in
          try e.setContentInsetAdjustment(value, at: at)
        }, note: "Written before the view is on screen only."),
      UIKitMember(
        ["setContentOffset"], objectiveC: ["setContentOffset:animated:"], type: "Void",
        roles: .moves, implies: "UIScrollView",
        call: { (e, _, args, at) throws(Interruption) in
          try e.setContentOffset(args.at(0), animated: args.named("animated"), at: at)
        }),
      UIKitMember(
        ["scrollRectToVisible"], objectiveC: ["scrollRectToVisible:animated:"], type: "Void",
        roles: .moves, implies: "UIScrollView",
        call: { (e, _, args, at) throws(Interruption) in
          try e.scrollRectToVisible(args.at(0), animated: args.named("animated"), at: at)
        }),
      UIKitMember(
        ["showsVerticalScrollIndicator"], objectiveC: ["showsVerticalScrollIndicator"],
        type: "Bool", skipped: SkipReason.scrollLooks),
      UIKitMember(
        ["showsHorizontalScrollIndicator"], objectiveC: ["showsHorizontalScrollIndicator"],
        type: "Bool", skipped: SkipReason.scrollLooks),
      UIKitMember(
        ["bounces"], objectiveC: ["bounces"], type: "Bool", skipped: SkipReason.scrollLooks),
      UIKitMember(
        ["alwaysBounceVertical"], objectiveC: ["alwaysBounceVertical"], type: "Bool",
        skipped: SkipReason.scrollLooks),
      UIKitMember(["alwaysBounceHorizontal"], type: "Bool", skipped: SkipReason.scrollLooks),
      UIKitMember(
        ["keyboardDismissMode"], type: "UIScrollView.KeyboardDismissMode",
        skipped: SkipReason.scrollLooks),
      UIKitMember(
        ["flashScrollIndicators"], objectiveC: ["flashScrollIndicators"], type: "Void",
        skipped: SkipReason.scrollLooks),
    ])

  /// `UITextField` and `UITextView` (with `UIControl`): the form's fields, by number.
  static let textInput = UIKitType(
    "UITextField and UITextView", objectiveC: ["UITextField", "UITextView", "UIControl"],
    summary: "The form's fields, in the layout's order (a field's `tag` is its place, from 0).",
    inherits: view,
    members: [
      UIKitMember(
        ["text"], objectiveC: ["text"], type: "String?",
        read: { e, object, _ in
          guard case .field(let index) = object else { return nil }
          return .string(e.world.fields[index].text)
        }),
      UIKitMember(
        ["isEditing"], objectiveC: ["editing"], type: "Bool",
        read: { e, object, _ in
          guard case .field(let index) = object else { return nil }
          return .bool(e.world.focusedIndex == index)
        },
        note: "A text field's: true from its delegate's didBeginEditing until it resigns."),
      UIKitMember(
        // UITextView's default; FormSim draws the text without it, so a new value changes
        // nothing. A text field has none.
        ["textContainerInset"], objectiveC: ["textContainerInset"], type: "UIEdgeInsets",
        read: { e, object, _ in
          guard case .field(let index) = object, e.world.fields[index].kind == .multiline
          else { return nil }
          return .insets(EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        }),
      UIKitMember(
        ["inputAccessoryView"], objectiveC: ["inputAccessoryView"], type: "UIView?",
        skipped: SkipReason.accessory, read: { _, _, _ in .nothing }),
      UIKitMember(
        ["placeholder"], objectiveC: ["placeholder"], type: "String?",
        skipped: SkipReason.traits),
      UIKitMember(
        ["keyboardType"], objectiveC: ["keyboardType"], type: "UIKeyboardType",
        skipped: SkipReason.traits),
      UIKitMember(
        ["returnKeyType"], objectiveC: ["returnKeyType"], type: "UIReturnKeyType",
        skipped: SkipReason.traits),
      UIKitMember(
        ["autocorrectionType"], objectiveC: ["autocorrectionType"],
        type: "UITextAutocorrectionType", skipped: SkipReason.traits),
      UIKitMember(
        ["autocapitalizationType"], objectiveC: ["autocapitalizationType"],
        type: "UITextAutocapitalizationType", skipped: SkipReason.traits),
      UIKitMember(
        ["isSecureTextEntry"], objectiveC: ["secureTextEntry"], type: "Bool",
        skipped: SkipReason.traits),
      UIKitMember(
        ["clearButtonMode"], type: "UITextField.ViewMode", skipped: SkipReason.traits),
      UIKitMember(
        ["spellCheckingType"], type: "UITextSpellCheckingType", skipped: SkipReason.traits),
      UIKitMember(
        ["textContentType"], type: "UITextContentType", skipped: SkipReason.traits),
      UIKitMember(
        ["keyboardAppearance"], type: "UIKeyboardAppearance", skipped: SkipReason.traits),
      UIKitMember(
        ["enablesReturnKeyAutomatically"], type: "Bool", skipped: SkipReason.traits),
      UIKitMember(
        ["isEnabled"], objectiveC: ["enabled"], type: "Bool", skipped: SkipReason.traits),
      UIKitMember(
        ["delegate"], objectiveC: ["delegate"], type: "UITextFieldDelegate?",
        skipped: SkipReason.delegates),
      UIKitMember(["font"], objectiveC: ["font"], type: "UIFont?", skipped: SkipReason.looks),
      UIKitMember(
        ["textColor"], objectiveC: ["textColor"], type: "UIColor?", skipped: SkipReason.looks),
      UIKitMember(
        ["textAlignment"], objectiveC: ["textAlignment"], type: "NSTextAlignment",
        skipped: SkipReason.looks),
      UIKitMember(["attributedText"], type: "NSAttributedString?", skipped: SkipReason.looks),
      UIKitMember(
        ["attributedPlaceholder"], type: "NSAttributedString?", skipped: SkipReason.looks),
      UIKitMember(
        ["addTarget"], objectiveC: ["addTarget:action:forControlEvents:"], type: "Void",
        skipped: SkipReason.gestures),
      UIKitMember(["removeTarget"], type: "Void", skipped: SkipReason.gestures),
      // Declared for the app's own code; nothing simulated reads them.
      UIKitMember(["borderStyle"], objectiveC: ["borderStyle"], type: "UITextField.BorderStyle"),
      UIKitMember(["isSelected"], objectiveC: ["selected"], type: "Bool"),
      UIKitMember(
        ["contentVerticalAlignment"], objectiveC: ["contentVerticalAlignment"],
        type: "UIControl.ContentVerticalAlignment"),
    ])

  /// `NSLayoutConstraint`: the constraints `--bind` names.
  static let constraint = UIKitType(
    "NSLayoutConstraint", objectiveC: ["NSLayoutConstraint"],
    summary:
      "A constraint bound with `--bind NAME=scroll.bottom`, `-scroll.bottom` (the scroll view"
      + " its first item: a negative constant lifts it) or `content.height`.",
    members: [
      .reactive,
      UIKitMember(
        ["constant"], objectiveC: ["constant"], type: "CGFloat", roles: .figure,
        implies: "NSLayoutConstraint",
        read: { e, object, _ in
          guard case .constraint(let target) = object else { return nil }
          return .double(e.constant(target))
        },
        write: { (e, object, value, at) throws(Interruption) in
          if case .guideConstraint = object {
            throw .refused(
              "changing the constant of a constraint to the keyboard layout guide once made", at)
          }
          guard case .constraint(let target) = object else { return }
          guard let number = value.number else { throw e.mismatch("constant", value, at) }
          // A deactivated constraint lays nothing out: its constant waits for its activation.
          if e.state.deactivatedConstraints[target] {
            e.state.remadeConstraints[target] = number
            return
          }
          // Auto Layout applies a constant at the next layout pass, not now.
          e.state.constraintsAwaitingLayout[target] = number
          e.state.constraints[target] = number
        }),
      UIKitMember(
        // The setter Objective-C's property declares, called as a method.
        ["setConstant"], objectiveC: ["setConstant:"], type: "Void", roles: .moves,
        implies: "NSLayoutConstraint",
        call: { (e, object, args, at) throws(Interruption) in
          try e.setMember("constant", of: object, to: args.at(0) ?? .nothing, at: at)
          return .void
        }),
      UIKitMember(
        ["firstItem"], objectiveC: ["firstItem"], type: "AnyObject?",
        read: { _, object, _ in
          guard case .constraint(let target) = object else { return nil }
          return switch target {
          case .scrollBottom: .object(.layoutSupport(top: false))
          case .scrollBottomFromView: .object(.scrollView)
          case .contentHeight: .object(.contentView)
          }
        },
        note: "`scroll.bottom`'s is the bottom layout guide, `-scroll.bottom`'s the scroll view,"
          + " `content.height`'s the content view."),
      UIKitMember(
        ["secondItem"], objectiveC: ["secondItem"], type: "AnyObject?",
        read: { _, object, _ in
          guard case .constraint(let target) = object else { return nil }
          return switch target {
          case .scrollBottom: .object(.scrollView)
          case .scrollBottomFromView: .object(.rootView)
          case .contentHeight: .nothing
          }
        },
        note: "`scroll.bottom`'s is the scroll view, `-scroll.bottom`'s the root view."),
      snapKitUpdate("update", inset: nil),
      snapKitUpdate("updateOffset", inset: false),
      snapKitUpdate("updateInsets", inset: true),
      UIKitMember(
        ["isActive", "active"], objectiveC: ["active"], type: "Bool",
        read: { e, object, _ in
          switch object {
          case .guideConstraint(let space): .bool(e.state.keyboardGuideSpace == space)
          case .constraint(let target): .bool(!e.state.deactivatedConstraints[target])
          default: .bool(true)
          }
        },
        write: { (e, object, value, at) throws(Interruption) in
          switch object {
          case .guideConstraint(let space):
            e.state.keyboardGuideSpace = value.isTrue ? space : nil
          case .constraint(let target):
            e.activate(target, value.isTrue, at: at)
          default: break
          }
        },
        note: "A bound constraint deactivated leaves the scroll view where it is; activated"
          + " again, it takes the constant of the one made in code since (`scrollView.bottomAnchor"
          + ".constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -h)`), if one"
          + " was. A constraint to the keyboard layout guide is activated and deactivated."),
      UIKitMember(
        ["activate"], objectiveC: ["activateConstraints:"], type: "Void",
        classCall: { e, args, at in
          e.activateGuideConstraints(in: args.at(0), active: true, at: at)
        },
        note: "Activates a bound constraint, or one to the keyboard layout guide; others are"
          + " opaque."),
      UIKitMember(
        ["deactivate"], objectiveC: ["deactivateConstraints:"], type: "Void",
        classCall: { e, args, at in
          e.activateGuideConstraints(in: args.at(0), active: false, at: at)
        },
        note: "Deactivates a bound constraint, or one to the keyboard layout guide; others are"
          + " opaque."),
      UIKitMember(
        ["priority"], type: "UILayoutPriority",
        write: { (_, _, _, at) throws(Interruption) in
          throw .refused("activating or deactivating constraints", at)
        }, note: "A write is refused."),
    ])

  /// SnapKit's `Constraint.update(offset:)` and `update(inset:)` (`inset` nil: by the label),
  /// and SnapKit 3's `updateOffset(amount:)` and `updateInsets(amount:)`.
  private static func snapKitUpdate(_ name: String, inset: Bool?) -> UIKitMember {
    UIKitMember(
      [name], type: "Constraint",
      call: { (e, object, args, at) throws(Interruption) in
        guard case .constraint(let target) = object else { return nil }
        if args.label(0) == "priority" { return .object(object) }
        let amount = Evaluator.snapKitConstant(
          args.at(0), inset: inset ?? (args.label(0) == "inset"))
        try e.setSnapKitConstant(try e.snapKitNumber(amount, by: name, at: at), of: target, at: at)
        return .object(object)
      },
      note: inset == nil
        ? "SnapKit's `Constraint`: `update(offset:)` sets the constant, `update(inset:)` sets it"
          + " less the inset." : "SnapKit 3's, as `update(\(inset == true ? "inset" : "offset"):)`."
    )
  }
}
