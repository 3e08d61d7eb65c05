/// The device a dump of a screen no built-in device has is simulated on: the dump's own screen
/// and safe area, the rest (keyboard heights, bars in landscape) from the nearest device.
///
/// Taking the nearest device whole put its insets on another screen (59 pt at the top of a
/// 390-pt phone whose dump says 47). The dump says where the status bar ends: a visible
/// navigation bar starts there, and a scroll view at the window's top that adjusts its insets
/// reports the safe area as its `adjustedContentInset` (top and bottom). A top view no screen
/// could be (a search bar dumped on its own, 320 × 44) is no device: the nearest is used.
enum ViewHierarchyDumpDevice {
  /// The smallest and largest portrait screens taken as a device's: the iPhone 4's 320 × 480, and
  /// a little more than the largest iPad's 1024 × 1366.
  static let smallest = Size(width: 320, height: 480)
  static let largest = Size(width: 1400, height: 1400)

  /// The dump's own device, or `nil` when its top view is no screen.
  static func profile(
    size: Size, root: ViewHierarchyDump.View, scrollView: Rect?, nearest: DeviceProfile
  ) -> DeviceProfile? {
    let portrait = size.width <= size.height ? size : size.transposed
    guard portrait.width >= smallest.width, portrait.height >= smallest.height,
      portrait.width <= largest.width, portrait.height <= largest.height
    else { return nil }
    var top: Double?
    var bottom: Double?
    var adjusts = nearest.adjustsContentInsetForSafeArea
    if let frame = scrollView, frame.minY == 0,
      let view = ViewHierarchyDumpImport.scrollView(at: frame, in: root, origin: .zero),
      let insets = view.properties["adjustedContentInset"].flatMap({
        ViewHierarchyDumpImport.numbers($0, count: 4)
      })
    {
      top = insets[0]
      bottom = insets[2]
      adjusts = true
    }
    if let bar = ViewHierarchyDumpImport.first("UINavigationBar", in: root),
      let frame = bar.properties["frame"].flatMap(ViewHierarchyDumpImport.rect), frame.minY > 0
    {
      top = frame.minY
    }
    let name = "\(figure(portrait.width))x\(figure(portrait.height))"
    return DeviceProfile(
      name: name,
      summary: "the dump's \(figure(portrait.width))×\(figure(portrait.height)) screen,"
        + " keyboard as \(nearest.name)",
      portraitSize: portrait, statusBarPortrait: top ?? nearest.statusBarPortrait,
      statusBarLandscape: nearest.statusBarLandscape,
      bottomSafeAreaPortrait: bottom ?? nearest.bottomSafeAreaPortrait,
      bottomSafeAreaLandscape: nearest.bottomSafeAreaLandscape,
      keyboardPortrait: nearest.keyboardPortrait, keyboardLandscape: nearest.keyboardLandscape,
      predictiveBar: nearest.predictiveBar, predictiveByDefault: nearest.predictiveByDefault,
      era: nearest.era, adjustsContentInsetForSafeArea: adjusts,
      sideSafeAreaLandscape: nearest.sideSafeAreaLandscape, isPad: nearest.isPad,
      shortcutsBar: nearest.shortcutsBar)
  }
}
