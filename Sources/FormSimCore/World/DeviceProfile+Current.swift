/// Today's line-up, beside the four profiles the seeds' figures were first worked out on.
///
/// Sources, cited per figure below:
/// - [HIG] Apple Human Interface Guidelines, "Layout › Specifications": screen sizes in points.
/// - [UYL] Use Your Loaf, "iPhone 16 Screen Sizes" and "Supporting iPhone X / safe areas" series:
///   safe-area insets, portrait and landscape, per device.
/// - [FACTS] `docs/uikit-behaviour.md`: keyboard heights from device logs (335 / 208 on the
///   393-pt notched phones with the predictive bar, 337 / 422 on the 820×1180 iPad Air).
/// - [KB] Federica Benacquista, "List of the official iOS keyboards' heights (and how to calculate
///   them)": the key area is one size per class of device; the rest of the height is the bottom
///   safe area, so a notched phone's keyboard is 291 + 44 predictive and a home-button phone's
///   216 + 37/44.
/// Figures no primary source confirms are marked "unconfirmed"; `--device FILE.json` takes a
/// user's own measurements instead.
extension DeviceProfile {
  /// iPhone SE (1st gen) / iPhone 5s: 320 × 568 [HIG]; status bar 20, hidden in landscape from
  /// iOS 8; keyboard 216 / 162 [FACTS: 320×568 row, landscape unconfirmed], predictive bar 37 on
  /// 320-pt phones (253 with it, [KB]).
  public static let iphoneSE1 = DeviceProfile(
    name: "iphone-se-1", summary: "iPhone SE (1st gen) / 5s, 4-inch",
    portraitSize: Size(width: 320, height: 568), statusBarPortrait: 20, statusBarLandscape: 0,
    keyboardPortrait: 216, keyboardLandscape: 162, predictiveBar: 37)

  /// iPhone 13 mini: 375 × 812 [HIG]; safe area top 50, bottom 34, landscape left/right 50 and
  /// bottom 21 [UYL]; keyboard 291 + 44 predictive in portrait (335, as every 375-pt-wide notched
  /// phone [KB]), 164 + 44 in landscape (as the iPhone 15 [FACTS], unconfirmed for the mini).
  public static let iphone13Mini = DeviceProfile(
    name: "iphone-13-mini", summary: "iPhone 13 mini, 5.4-inch, notch",
    portraitSize: Size(width: 375, height: 812), statusBarPortrait: 50, statusBarLandscape: 0,
    bottomSafeAreaPortrait: 34, bottomSafeAreaLandscape: 21, keyboardPortrait: 291,
    keyboardLandscape: 164, predictiveBar: 44, predictiveByDefault: true,
    adjustsContentInsetForSafeArea: true, sideSafeAreaLandscape: 50)

  /// iPhone 16 Pro Max: 440 × 956 [HIG]; safe area top 62, bottom 34, landscape left/right 62 and
  /// bottom 21 [UYL]; keyboard 302 + 44 predictive in portrait (the Max phones' taller key area,
  /// [KB]: 346 with the bar — unconfirmed on the 16), 164 + 44 in landscape (unconfirmed).
  public static let iphone16ProMax = DeviceProfile(
    name: "iphone-16-pro-max", summary: "iPhone 16 Pro Max, 6.9-inch, Dynamic Island",
    portraitSize: Size(width: 440, height: 956), statusBarPortrait: 62, statusBarLandscape: 0,
    bottomSafeAreaPortrait: 34, bottomSafeAreaLandscape: 21, keyboardPortrait: 302,
    keyboardLandscape: 164, predictiveBar: 44, predictiveByDefault: true,
    adjustsContentInsetForSafeArea: true, sideSafeAreaLandscape: 62)

  /// iPad Air 11-inch (M2) / iPad Air 4th–5th gen: 820 × 1180 [HIG]; status bar 24 and bottom safe
  /// area 20 in both orientations [UYL]; keyboard 337 / 422 with its shortcut bar [FACTS].
  public static let ipadAir11 = DeviceProfile(
    name: "ipad-air-11", summary: "iPad Air 11-inch, home-button-free",
    portraitSize: Size(width: 820, height: 1180), statusBarPortrait: 24, statusBarLandscape: 24,
    bottomSafeAreaPortrait: 20, bottomSafeAreaLandscape: 20, keyboardPortrait: 337,
    keyboardLandscape: 422, adjustsContentInsetForSafeArea: true)

  /// iPad Pro 11-inch: 834 × 1194 [HIG]; status bar 24, bottom safe area 20 [UYL]; keyboard as the
  /// iPad Air's 337 / 422 (same key area [KB]; unconfirmed on this model).
  public static let ipadPro11 = DeviceProfile(
    name: "ipad-pro-11", summary: "iPad Pro 11-inch",
    portraitSize: Size(width: 834, height: 1194), statusBarPortrait: 24, statusBarLandscape: 24,
    bottomSafeAreaPortrait: 20, bottomSafeAreaLandscape: 20, keyboardPortrait: 337,
    keyboardLandscape: 422, adjustsContentInsetForSafeArea: true)

  /// iPad Pro 13-inch / 12.9-inch: 1024 × 1366 [HIG]; status bar 24, bottom safe area 20 [UYL];
  /// keyboard 378 / 471 with the number row and shortcut bar (unconfirmed: [KB] gives the
  /// 12.9-inch's larger key area, not these exact totals).
  public static let ipadPro13 = DeviceProfile(
    name: "ipad-pro-13", summary: "iPad Pro 13-inch",
    portraitSize: Size(width: 1024, height: 1366), statusBarPortrait: 24, statusBarLandscape: 24,
    bottomSafeAreaPortrait: 20, bottomSafeAreaLandscape: 20, keyboardPortrait: 378,
    keyboardLandscape: 471, adjustsContentInsetForSafeArea: true)

  /// iPhone 14 / 13 / 12 / 16e: 390 × 844 [HIG]; safe area top 47, bottom 34, landscape
  /// left/right 47 and bottom 21 [UYL]; keyboard 291 + 44 predictive in portrait and 164 + 44
  /// in landscape, 335 / 208 with the bar [FACTS: 390×844 row].
  public static let iphone14 = DeviceProfile(
    name: "iphone-14", summary: "iPhone 14 / 13 / 12 / 16e, 6.1-inch, notch",
    portraitSize: Size(width: 390, height: 844), statusBarPortrait: 47, statusBarLandscape: 0,
    bottomSafeAreaPortrait: 34, bottomSafeAreaLandscape: 21, keyboardPortrait: 291,
    keyboardLandscape: 164, predictiveBar: 44, predictiveByDefault: true,
    adjustsContentInsetForSafeArea: true, sideSafeAreaLandscape: 47)

  /// iPhone 16 Pro / 17: 402 × 874 [HIG]; safe area top 62, bottom 34, landscape left/right 62
  /// and bottom 21 [UYL]; keyboard as the 393-pt phones' 291 + 44 / 164 + 44 (the same key area
  /// [KB]; unconfirmed on this model).
  public static let iphone16Pro = DeviceProfile(
    name: "iphone-16-pro", summary: "iPhone 16 Pro / 17, 6.3-inch, Dynamic Island",
    portraitSize: Size(width: 402, height: 874), statusBarPortrait: 62, statusBarLandscape: 0,
    bottomSafeAreaPortrait: 34, bottomSafeAreaLandscape: 21, keyboardPortrait: 291,
    keyboardLandscape: 164, predictiveBar: 44, predictiveByDefault: true,
    adjustsContentInsetForSafeArea: true, sideSafeAreaLandscape: 62)

  /// iPhone 16 Plus / 15 Plus / 15 Pro Max / 14 Pro Max: 430 × 932 [HIG]; safe area top 59,
  /// bottom 34, landscape left/right 59 and bottom 21 [UYL]; keyboard 302 + 44 / 164 + 44, the
  /// Max phones' taller key area [KB] (unconfirmed on these models).
  public static let iphone16Plus = DeviceProfile(
    name: "iphone-16-plus", summary: "iPhone 16 Plus / 15 Pro Max, 6.7-inch, Dynamic Island",
    portraitSize: Size(width: 430, height: 932), statusBarPortrait: 59, statusBarLandscape: 0,
    bottomSafeAreaPortrait: 34, bottomSafeAreaLandscape: 21, keyboardPortrait: 302,
    keyboardLandscape: 164, predictiveBar: 44, predictiveByDefault: true,
    adjustsContentInsetForSafeArea: true, sideSafeAreaLandscape: 59)
}
