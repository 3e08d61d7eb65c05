/// Where a screen captured from a running app had its views (layout key `captured`): its frames
/// are window frames already, so nothing is placed by assumption.
///
/// A layout written by hand is placed by its chrome: the root view between the bars, the scroll
/// view filling it and adding the safe area it reaches into. A captured screen's frames already
/// hold all of that — a controller's view under a translucent navigation bar, an iOS 6 view below
/// the status bar, a form that does not scroll and so adds no inset at all. Placing them again
/// added the bar's height or the safe area a second time. With a captured placement the scroll
/// view sits where the capture had it, its automatic inset is the one it reported, and the bars
/// and a sheet's card are drawn over it, never pushing it.
public struct CapturedPlacement: Sendable, Hashable {
  /// The window the screen was captured in. In a window of another size (the device turned, or
  /// another device chosen) the captured frames mean nothing, and the chrome places the form.
  public var window: Size
  /// The scroll view's frame in the window; for a form that does not scroll, the frame of the
  /// view that holds its fields.
  public var scrollViewFrame: Rect
  /// What the scroll view added to its insets by itself when captured (its
  /// `adjustedContentInset`, top and bottom); zero for a form that does not scroll.
  public var automaticInset: EdgeInsets

  public init(window: Size, scrollViewFrame: Rect, automaticInset: EdgeInsets = .zero) {
    self.window = window
    self.scrollViewFrame = scrollViewFrame
    self.automaticInset = automaticInset
  }

  /// Whether the captured frames hold in a window of `size`: the window they were captured in.
  public func applies(toWindow size: Size) -> Bool {
    abs(size.width - window.width) < 0.5 && abs(size.height - window.height) < 0.5
  }
}
