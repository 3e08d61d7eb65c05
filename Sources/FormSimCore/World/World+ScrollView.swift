extension World {
  /// The scroll view's last offset when the current one lies past it, else nil.
  ///
  /// A scroll view whose visible height grows (its bottom inset shrinks, its frame lengthens) or
  /// whose content shrinks pulls an offset that now looks past the content's end back to that end,
  /// and leaves any other offset alone. UIKit's scroll view, SwiftUI's ScrollView, Flutter's
  /// scroll position and Android's ScrollView `onLayout` all do this; each strategy applies the
  /// answer in its own way (inside its animation, or at once).
  @inline(__always)
  public var offsetPastScrollEnd: Point? {
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

extension World {
  /// The offset `scrollRectToVisible(_:animated:)` scrolls to for `rect` (content coordinates),
  /// or nil when it is already inside the bounds less the adjusted insets: the least scroll that
  /// brings it in, its top when it is taller than they are, within the range a drag reaches.
  public func offsetShowing(_ rect: Rect) -> Point? {
    let state = model
    let insets = state.adjustedContentInset
    let offset = contentOffset
    let top = offset.y + insets.top
    let bottom = offset.y + state.scrollFrame.height - insets.bottom
    var target = offset.y
    if rect.minY < top || rect.height > bottom - top {
      target = rect.minY - insets.top
    } else if rect.maxY > bottom {
      target = rect.maxY - state.scrollFrame.height + insets.bottom
    } else {
      return nil
    }
    let range = state.userScrollRange
    target = min(range.upperBound, max(range.lowerBound, target))
    guard abs(target - offset.y) > 1e-9 else { return nil }
    return Point(x: offset.x, y: target)
  }
}
