import Testing

@testable import FormSimHandlers

/// The `--bind` target an unbound outlet's message proposes: what its type and, for a
/// constraint, its name say it is.
struct BindingHintTests {
  @Test(arguments: [
    // The form's bottom edge, by its name or by default.
    ("bottomConstraint", "scroll.bottom (or content.height)"),
    ("keyboardHeightLayoutConstraint", "scroll.bottom (or content.height)"),
    ("toolbarBottomSpace", "scroll.bottom (or content.height)"),
    // Horizontal: nothing a binding of the form moves.
    ("scrollViewLeadingConstraint", "none"),
    ("scrollViewTrailingConstraint", "none"),
    ("contentViewWidthConstraint", "none"),
    // A top edge: no binding stands for one.
    ("topConstraint", "none"),
    ("contentViewTopConstraint", "none"),
    ("bottomToTopSpacing", "scroll.bottom (or content.height)"),
    // A height: the content's, unless the name says it is another view's.
    ("heightConstraint", "content.height (or scroll.bottom)"),
    ("contentViewHeight", "content.height (or scroll.bottom)"),
    ("postCodeViewHeight", "none (or content.height)"),
    // The scroll view's own height, which lowered lifts its bottom edge.
    ("scrollViewHeightConstraint", "-scroll.bottom (or content.height)"),
    ("scrollHeight", "-scroll.bottom (or content.height)"),
    ("scrollContentHeight", "content.height (or scroll.bottom)"),
  ])
  func aConstraintsHintFollowsItsName(outlet: String, hint: String) {
    #expect(UIKitTypes.bindingHint("NSLayoutConstraint!", outlet: outlet) == hint)
  }

  @Test func otherOutletsHintsFollowTheirTypes() {
    #expect(UIKitTypes.bindingHint("UIScrollView!", outlet: "widthScroller") == "scroll")
    #expect(UIKitTypes.bindingHint("UITextField?", outlet: "bottomField") == "field:N")
    #expect(UIKitTypes.bindingHint("UIView", outlet: "leadingView") == "content (or scroll, root)")
  }
}
