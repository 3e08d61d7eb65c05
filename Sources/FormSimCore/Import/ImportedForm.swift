/// One form found in an Interface Builder scene: the layout FormSim runs (its chrome mapped from
/// the scene's bars and presentation), and what the file said that a layout has no key for.
public struct ImportedForm: Sendable, Hashable {
  public var layout: Layout
  /// The line of each field's element, in layout order, so reports can point into the file.
  public var fieldLines: [Int]
  /// The scroll view's frame in the root view, or `nil` when the form has none (a fixed view).
  public var scrollViewFrame: Rect?
  /// The root view's size as designed: the device's screen or a freeform size.
  public var viewSize: Size
  public var warnings: [ImportWarning]

  public init(
    layout: Layout, fieldLines: [Int], scrollViewFrame: Rect?, viewSize: Size,
    warnings: [ImportWarning] = []
  ) {
    self.layout = layout
    self.fieldLines = fieldLines
    self.scrollViewFrame = scrollViewFrame
    self.viewSize = viewSize
    self.warnings = warnings
  }

  /// The navigation bar the scene is shown under (the layout's `navigationBar` key).
  public var navigationBar: NavigationBarStyle { layout.chrome.navigationBar }
  /// Whether the scene is shown in a tab bar controller (the layout's `tabBar` key).
  public var tabBar: Bool { layout.chrome.tabBar }

  /// Whether the fields sit in a view that does not scroll.
  public var isFixedView: Bool { scrollViewFrame == nil }

}
