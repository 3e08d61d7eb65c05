extension World {
  /// The scroll view's frame in the window (model values): below a navigation bar, above a tab
  /// bar, inside a sheet — what library code measures the keyboard's overlap against.
  public var scrollViewInWindow: Rect {
    convert(scrollViewFrame, from: .rootView, to: .window)
  }
}
