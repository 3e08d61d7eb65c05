/// How tall UIKit makes its container bars, by device, orientation and era (docs/uikit-behaviour.md,
/// "Bars"): the compact bars of an iPhone's landscape, the taller iPad bar of iOS 12 and later.
public enum BarMetrics {
  /// `UINavigationBar` and `UIToolbar` in a regular-height trait collection.
  static let regularBar = 44.0
  /// The same bars in an iPhone's landscape (compact height and width).
  static let compactBar = 32.0
  /// `UINavigationBar` on an iPad from iOS 12 (the modern era).
  static let padBar = 50.0
  /// What `prefersLargeTitles` adds below the bar's row.
  static let largeTitleBand = 52.0
  /// `UITabBar` above the bottom safe area.
  static let regularTabBar = 49.0
  /// The compact tab bar of an iPhone's landscape (iOS 11 and later).
  static let compactTabBar = 32.0

  /// Whether `device` in `orientation` has the compact bars: an iPhone in landscape whose width
  /// is compact there too — every size but the Plus and Max phones.
  static func usesCompactBars(_ device: DeviceProfile, _ orientation: Orientation) -> Bool {
    orientation == .landscape && !device.isPad && !device.hasRegularWidthLandscape
  }

  /// The navigation bar's height below the status bar. A large title shows only where the bars
  /// are not compact.
  public static func navigationBar(
    _ style: NavigationBarStyle, device: DeviceProfile, orientation: Orientation, era: IOSEra
  ) -> Double {
    guard style != .none else { return 0 }
    if usesCompactBars(device, orientation) { return compactBar }
    let bar = device.isPad && era == .modern ? padBar : regularBar
    return style == .large ? bar + largeTitleBand : bar
  }

  /// Whether a `.large` bar shows its large title (it collapses to the bar's row where the bars
  /// are compact).
  public static func showsLargeTitle(
    _ style: NavigationBarStyle, device: DeviceProfile, orientation: Orientation
  ) -> Bool {
    style == .large && !usesCompactBars(device, orientation)
  }

  /// The tab bar's height above the bottom safe area: compact in an iPhone's landscape from the
  /// modern era on; the older eras kept one height in every orientation.
  public static func tabBar(device: DeviceProfile, orientation: Orientation, era: IOSEra) -> Double
  {
    usesCompactBars(device, orientation) && era == .modern ? compactTabBar : regularTabBar
  }
}
