/// One form found in an Interface Builder scene: the layout FormSim runs, and what the file said
/// around it that a layout has no key for yet.
public struct ImportedForm: Sendable, Hashable {
  public var layout: Layout
  /// The line of each field's element, in layout order, so reports can point into the file.
  public var fieldLines: [Int]
  /// The scroll view's frame in the root view, or `nil` when the form has none (a fixed view).
  public var scrollViewFrame: Rect?
  /// The root view's size as designed: the device's screen or a freeform size.
  public var viewSize: Size
  /// The navigation bar the scene is shown under, if any.
  public var navigationBar: NavigationBarStyle
  /// Whether the scene is shown inside a tab bar controller.
  public var tabBar: Bool
  public var warnings: [ImportWarning]

  public init(
    layout: Layout, fieldLines: [Int], scrollViewFrame: Rect?, viewSize: Size,
    navigationBar: NavigationBarStyle = .none, tabBar: Bool = false,
    warnings: [ImportWarning] = []
  ) {
    self.layout = layout
    self.fieldLines = fieldLines
    self.scrollViewFrame = scrollViewFrame
    self.viewSize = viewSize
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.warnings = warnings
  }

  /// Whether the fields sit in a view that does not scroll.
  public var isFixedView: Bool { scrollViewFrame == nil }

  /// The navigation bars a scene can be shown under.
  public enum NavigationBarStyle: String, Sendable, Hashable {
    case none
    case standard
    case large
  }
}
