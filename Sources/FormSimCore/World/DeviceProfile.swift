/// A device's published geometry: what the simulated window, status bar and keyboard measure.
///
/// Figures come from device logs and Apple's documentation (see the README's device table).
public struct DeviceProfile: Sendable, Hashable {
  public let name: String
  public let summary: String
  /// The screen in portrait, in points.
  public let portraitSize: Size
  public let statusBarPortrait: Double
  public let statusBarLandscape: Double
  /// The home-indicator strip, drawn but not otherwise used: the keyboard heights include it.
  public let bottomSafeAreaPortrait: Double
  public let bottomSafeAreaLandscape: Double
  /// Keyboard heights without the predictive bar.
  public let keyboardPortrait: Double
  public let keyboardLandscape: Double
  /// What the predictive (QuickType) bar adds; 0 where the era had none.
  public let predictiveBar: Double
  /// Whether the predictive bar is on unless the user says otherwise.
  public let predictiveByDefault: Bool
  public let era: IOSEra
  /// Whether the scroll view adds the safe area to its insets by itself
  /// (`contentInsetAdjustmentBehavior = .automatic`, iOS 11+). Profiles of the seeds' era leave it
  /// off, as their systems did; a notched phone cannot: its status bar is 59 pt tall.
  public let adjustsContentInsetForSafeArea: Bool
  /// The left and right safe-area insets in landscape (the sensor housing and the rounded corners of
  /// a notched phone); 0 elsewhere.
  public let sideSafeAreaLandscape: Double
  /// Whether it is an iPad (a regular-width screen): form sheets are cards only there.
  public let isPad: Bool
  /// How much of the keyboard stays on screen with a hardware keyboard attached: the iPad's
  /// shortcuts bar (`DeviceProfile+Keyboard.swift`); 0 on a phone, where only a field's input
  /// accessory stays (`World.hardwareKeyboardFrame`).
  public let shortcutsBar: Double

  public init(
    name: String, summary: String, portraitSize: Size, statusBarPortrait: Double,
    statusBarLandscape: Double, bottomSafeAreaPortrait: Double = 0,
    bottomSafeAreaLandscape: Double = 0, keyboardPortrait: Double, keyboardLandscape: Double,
    predictiveBar: Double = 0, predictiveByDefault: Bool = false, era: IOSEra = .modern,
    adjustsContentInsetForSafeArea: Bool = false, sideSafeAreaLandscape: Double = 0,
    isPad: Bool? = nil, shortcutsBar: Double? = nil
  ) {
    self.name = name
    self.summary = summary
    self.portraitSize = portraitSize
    self.statusBarPortrait = statusBarPortrait
    self.statusBarLandscape = statusBarLandscape
    self.bottomSafeAreaPortrait = bottomSafeAreaPortrait
    self.bottomSafeAreaLandscape = bottomSafeAreaLandscape
    self.keyboardPortrait = keyboardPortrait
    self.keyboardLandscape = keyboardLandscape
    self.predictiveBar = predictiveBar
    self.predictiveByDefault = predictiveByDefault
    self.era = era
    self.adjustsContentInsetForSafeArea = adjustsContentInsetForSafeArea
    self.sideSafeAreaLandscape = sideSafeAreaLandscape
    self.isPad = isPad ?? (portraitSize.width >= 600)
    self.shortcutsBar = shortcutsBar ?? (self.isPad ? Self.publishedShortcutsBar : 0)
  }

  public func screenSize(_ orientation: Orientation) -> Size {
    orientation == .portrait ? portraitSize : portraitSize.transposed
  }

  public func statusBar(_ orientation: Orientation) -> Double {
    orientation == .portrait ? statusBarPortrait : statusBarLandscape
  }

  public func bottomSafeArea(_ orientation: Orientation) -> Double {
    orientation == .portrait ? bottomSafeAreaPortrait : bottomSafeAreaLandscape
  }

  /// Whether the phone is regular width in landscape: the Plus and Max sizes, from the Plus's
  /// portrait width up (Apple's size-class table). Their bars keep their portrait heights there.
  public var hasRegularWidthLandscape: Bool {
    !isPad && portraitSize.width >= Self.regularWidthLandscapeMinimum
  }

  /// The narrowest portrait width of a phone that is regular width in landscape (the Plus's).
  static let regularWidthLandscapeMinimum = 414.0

  /// The left (and right) safe-area inset: the sensor housing's side in landscape.
  public func sideSafeArea(_ orientation: Orientation) -> Double {
    orientation == .portrait ? 0 : sideSafeAreaLandscape
  }

  /// What the scroll view adds to its content inset by itself: the safe area's top and bottom on
  /// devices that adjust for it, nothing elsewhere.
  public func automaticContentInset(_ orientation: Orientation) -> EdgeInsets {
    guard adjustsContentInsetForSafeArea else { return .zero }
    return EdgeInsets(top: statusBar(orientation), bottom: bottomSafeArea(orientation))
  }

  /// The software keyboard's height, with the predictive bar when it is on.
  public func keyboardHeight(_ orientation: Orientation, predictive: Bool) -> Double {
    let base = orientation == .portrait ? keyboardPortrait : keyboardLandscape
    return base + (predictive ? predictiveBar : 0)
  }
}

extension DeviceProfile {
  /// The iPhone 4: the 320×480 world the seeds were written for. The default device.
  public static let iphone4 = DeviceProfile(
    name: "iphone4", summary: "iPhone 4/4S, 3.5-inch: the seeds' geometry",
    portraitSize: Size(width: 320, height: 480), statusBarPortrait: 20, statusBarLandscape: 20,
    keyboardPortrait: 216, keyboardLandscape: 162)

  /// The 4.7-inch iPhone SE (2nd/3rd generation), with an optional predictive bar. From iOS 8
  /// iPhones hide the status bar in landscape (`prefersStatusBarHidden` defaults to true in a
  /// compact-height trait collection), so it is 0 there.
  public static let iphoneSE = DeviceProfile(
    name: "iphone-se", summary: "iPhone SE (2nd/3rd gen), 4.7-inch",
    portraitSize: Size(width: 375, height: 667), statusBarPortrait: 20, statusBarLandscape: 0,
    keyboardPortrait: 216, keyboardLandscape: 162, predictiveBar: 44)

  /// A current notched iPhone: tall status bar, home indicator, the predictive bar on. Its safe
  /// areas, landscape included, are the ones docs/uikit-behaviour.md cites ("Frames and
  /// coordinates").
  public static let iphone15 = DeviceProfile(
    name: "iphone-15", summary: "iPhone 15, 6.1-inch, Dynamic Island",
    portraitSize: Size(width: 393, height: 852), statusBarPortrait: 59, statusBarLandscape: 0,
    bottomSafeAreaPortrait: 34, bottomSafeAreaLandscape: 21, keyboardPortrait: 291,
    keyboardLandscape: 164, predictiveBar: 44, predictiveByDefault: true,
    adjustsContentInsetForSafeArea: true, sideSafeAreaLandscape: 59)

  /// The original iPad geometry.
  public static let ipad = DeviceProfile(
    name: "ipad", summary: "iPad, 9.7-inch",
    portraitSize: Size(width: 768, height: 1024), statusBarPortrait: 20, statusBarLandscape: 20,
    keyboardPortrait: 264, keyboardLandscape: 352)

  /// The four profiles `check` runs on when no `--device` is given, first in every listing: the
  /// iPhone 4 the seeds were written for and one of each later screen family.
  public static let checkDefaults: [DeviceProfile] = [.iphone4, .iphoneSE, .iphone15, .ipad]

  /// Today's devices (`DeviceProfile+Current.swift`): selectable by name, listed after the first
  /// four, and left out of `check`'s default set so its figures and exit status stay as they were.
  public static let current: [DeviceProfile] = [
    .iphoneSE1, .iphone13Mini, .iphone16ProMax, .ipadAir11, .ipadPro11, .ipadPro13, .iphone14,
    .iphone16Pro, .iphone16Plus,
  ]

  /// Every profile FormSim knows by name.
  public static let all: [DeviceProfile] = checkDefaults + current

  /// The profile of that name, or written as people write the device (`iPhone 14`,
  /// `iPad Pro 11`): case, blanks and hyphens aside.
  public static func named(_ name: String) -> DeviceProfile? {
    if let exact = all.first(where: { $0.name == name }) { return exact }
    let wanted = plain(name)
    return all.first { plain($0.name) == wanted }
  }

  private static func plain(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
