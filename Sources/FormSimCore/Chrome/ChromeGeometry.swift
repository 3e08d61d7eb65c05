/// Where the container controllers put things, in window coordinates: the presented card, the
/// navigation and tab bars, and the view controller's root view between them.
///
/// The root view is the form's view controller's view. Its edges are not extended under the bars
/// (`edgesForExtendedLayout = []`), so UIKit sizes it to the space between them, and the scroll view
/// fills it. Without a navigation bar it starts at the container's top — under the status bar, as
/// the seeds' full-screen forms do. The bars belong to the containers: they neither move with the
/// root view's transform nor scroll. A captured screen (`CapturedPlacement`) keeps its own root
/// view frame: the bars and the card are drawn over it and move nothing.
public struct ChromeGeometry: Sendable, Hashable {
  public var window: Rect
  /// The presented view controller's frame: the window, or a sheet's card.
  public var container: Rect
  public var navigationBar: Rect?
  public var tabBar: Rect?
  /// The root view's frame before its transform; the scroll view fills it.
  public var root: Rect
  /// Whether the navigation bar shows a large title (a `.large` bar collapses where the bars
  /// are compact).
  public var showsLargeTitle: Bool
  /// What the scroll view adds to its insets by itself as a captured screen reported it, or `nil`
  /// when UIKit's rule gives it (the safe area the root view reaches into).
  public var capturedInset: EdgeInsets?

  /// The geometry of `chrome` on `device` in `orientation`; `era` is the device's unless given
  /// (the bars' heights depend on it).
  public init(
    chrome: Chrome, device: DeviceProfile, orientation: Orientation, era: IOSEra? = nil,
    captured: CapturedPlacement? = nil
  ) {
    let era = era ?? device.era
    let size = device.screenSize(orientation)
    window = Rect(origin: .zero, size: size)
    let statusBar = device.statusBar(orientation)
    container = Self.container(
      chrome.presentation, device: device, orientation: orientation, window: window,
      statusBar: statusBar)
    let isSheet = container != window
    var top = container.minY
    if chrome.navigationBar != .none {
      // In a sheet the bar sits at the card's top; full screen, under the status bar.
      let barTop = isSheet ? container.minY : container.minY + statusBar
      let height = BarMetrics.navigationBar(
        chrome.navigationBar, device: device, orientation: orientation, era: era)
      let bar = Rect(x: container.minX, y: barTop, width: container.width, height: height)
      navigationBar = bar
      top = bar.maxY
    }
    var bottom = container.maxY
    if chrome.tabBar {
      // The tab bar grows by the home-indicator strip when it reaches the screen's bottom.
      let reachesBottom = container.maxY >= window.maxY - 0.0001
      let height =
        BarMetrics.tabBar(device: device, orientation: orientation, era: era)
        + (reachesBottom ? device.bottomSafeArea(orientation) : 0)
      let bar = Rect(x: container.minX, y: bottom - height, width: container.width, height: height)
      tabBar = bar
      bottom = bar.minY
    }
    root = Rect(
      x: container.minX, y: top, width: container.width, height: max(0, bottom - top))
    showsLargeTitle = BarMetrics.showsLargeTitle(
      chrome.navigationBar, device: device, orientation: orientation)
    if let captured, captured.applies(toWindow: size) {
      root = captured.scrollViewFrame
      capturedInset = captured.automaticInset
    }
  }

  /// The band of the window the bars leave uncovered: below the navigation bar, above the tab
  /// bar. Between the bars it is the root view's; a captured root view runs under them.
  public var uncoveredByBars: ClosedRange<Double> {
    let top = navigationBar?.maxY ?? -Double.infinity
    let bottom = tabBar?.minY ?? Double.infinity
    return top...max(top, bottom)
  }

  /// Whether the form is presented in a card smaller than the window.
  public var isSheet: Bool { container != window }

  /// The card a presentation style gives on this device.
  static func container(
    _ presentation: Presentation, device: DeviceProfile, orientation: Orientation, window: Rect,
    statusBar: Double
  ) -> Rect {
    switch presentation {
    case .fullScreen:
      return window
    case .formSheet where device.isPad:
      let size = Presentation.formSheetSize
      let width = min(size.width, window.width)
      let height = min(size.height, window.height)
      return Rect(
        x: ((window.width - width) / 2).rounded(.down),
        y: ((window.height - height) / 2).rounded(.down), width: width, height: height)
    case .pageSheet where device.isPad:
      let width = min(window.width, device.portraitSize.width)
      let top = statusBar + Presentation.cardTopGap
      return Rect(
        x: ((window.width - width) / 2).rounded(.down), y: top, width: width,
        height: window.height - top)
    case .formSheet, .pageSheet:
      // iPhone: a compact-height (landscape) sheet is adapted to full screen; in portrait both
      // styles are the iOS 13 card just below the status bar.
      guard orientation == .portrait else { return window }
      let top = statusBar + Presentation.cardTopGap
      return Rect(x: 0, y: top, width: window.width, height: window.height - top)
    }
  }
}
