/// The views of the simulated hierarchy, from the outside in, for coordinate conversion.
public enum ViewID: Sendable, Hashable {
  case window
  /// The view controller's view: fills the window, carries the `transform` that `view-transform`
  /// animates.
  case rootView
  /// The scroll view: fills the root view; its bounds origin is the content offset.
  case scrollView
  /// The scroll view's only subview, at (0, 0): the fields' superview.
  case contentView
}
