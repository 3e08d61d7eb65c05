extension World {
  /// The scroll view's last offset when the current one lies past it, else nil.
  ///
  /// A scroll view whose visible height grows (its bottom inset shrinks, its frame lengthens) or
  /// whose content shrinks pulls an offset that now looks past the content's end back to that end,
  /// and leaves any other offset alone. UIKit's scroll view, SwiftUI's ScrollView, Flutter's
  /// scroll position and Android's ScrollView `onLayout` all do this; each strategy applies the
  /// answer in its own way (inside its animation, or at once).
  @inline(__always)
  var offsetPastScrollEnd: Point? {
    let end = model.userScrollRange.upperBound
    guard contentOffset.y > end else { return nil }
    return Point(x: contentOffset.x, y: end)
  }
}

extension World {
  /// The scroll view's frame in the window (model values): below a navigation bar, above a tab
  /// bar, inside a sheet — what library code measures the keyboard's overlap against.
  public var scrollViewInWindow: Rect {
    convert(scrollViewFrame, from: .rootView, to: .window)
  }
}
