import Testing

@testable import FormSimCore

/// Every figure of every device profile, against the published figures (the iOS facts table:
/// device logs, Apple's documentation; for today's devices the sources cited in
/// `DeviceProfile+Current.swift`). A new profile gets one row in `published`; a profile without a
/// row fails `everyProfileIsPinned`.
@Suite struct PublishedDeviceFiguresTests {
  /// What one profile must carry. Heights with the predictive bar are written out, not added up
  /// here, so a wrong bar height shows as well as a wrong keyboard.
  struct Published: Sendable, CustomTestStringConvertible {
    var name: String
    /// The portrait screen in points; landscape is the same turned a quarter.
    var points: Size
    var statusBar: (portrait: Double, landscape: Double)
    var bottomSafeArea: (portrait: Double, landscape: Double)
    /// The left and right safe-area inset in landscape (0 in portrait).
    var sideSafeArea: Double
    /// Keyboard heights without and with the predictive (QuickType) bar.
    var keyboard: (portrait: Double, landscape: Double)
    var keyboardPredictive: (portrait: Double, landscape: Double)
    var predictiveByDefault: Bool
    var era: IOSEra
    var adjustsContentInsetForSafeArea: Bool
    var isPad: Bool
    /// What a hardware keyboard leaves on screen: the iPad's shortcuts bar, 55 pt
    /// (`DeviceProfile+ShortcutsBar.swift`: Stack Overflow 32319697, ionic-plugin-keyboard#273);
    /// nothing on an iPhone.
    var shortcutsBar: Double

    var testDescription: String { name }

    /// Each orientation with its screen height and docked keyboard height.
    var keyboardByOrientation: [(Orientation, screenHeight: Double, keyboard: Double)] {
      [
        (.portrait, points.height, keyboard.portrait),
        (.landscape, points.width, keyboard.landscape),
      ]
    }
  }

  static let published: [Published] = [
    // iPhone 4/4S: screen 320×480, status bar 20, keyboard end frame {{0,264},{320,216}}
    // (480 − 264 = 216) in portrait and 162 in landscape; no predictive bar before iOS 8.
    Published(
      name: "iphone4", points: Size(width: 320, height: 480), statusBar: (20, 20),
      bottomSafeArea: (0, 0), sideSafeArea: 0, keyboard: (216, 162),
      keyboardPredictive: (216, 162), predictiveByDefault: false, era: .modern,
      adjustsContentInsetForSafeArea: false, isPad: false, shortcutsBar: 0),
    // iPhone SE 2nd/3rd gen: 375×667, status bar 20, hidden in landscape from iOS 8; keyboard
    // 216 / 162 without the predictive bar; with it 216 + 44 = 260 (published 258–260) and
    // 162 + 44 = 206 (published 206).
    Published(
      name: "iphone-se", points: Size(width: 375, height: 667), statusBar: (20, 0),
      bottomSafeArea: (0, 0), sideSafeArea: 0, keyboard: (216, 162),
      keyboardPredictive: (260, 206), predictiveByDefault: false, era: .modern,
      adjustsContentInsetForSafeArea: false, isPad: false, shortcutsBar: 0),
    // iPhone 15: 393×852; safe area top 59, bottom 34 in portrait; in landscape no status bar,
    // left/right 59 and a 21 pt home-indicator strip (UIEdgeInsets(top: 0, left: 59, bottom: 21,
    // right: 59) as a 59-pt-top phone logs it; 21 as the 13 mini and 16 Pro Max). Keyboard with the predictive bar 335
    // portrait, 208 landscape, so 335 − 44 = 291 and 208 − 44 = 164 without it. The scroll view
    // adds the safe area to its insets itself (iOS 11+).
    Published(
      name: "iphone-15", points: Size(width: 393, height: 852), statusBar: (59, 0),
      bottomSafeArea: (34, 21), sideSafeArea: 59, keyboard: (291, 164),
      keyboardPredictive: (335, 208), predictiveByDefault: true, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: false, shortcutsBar: 0),
    // iPad 9.7-inch: 768×1024, application frame {{0,20},{768,1004}} (status bar 20); keyboard
    // 264 portrait, 352 landscape; no predictive bar in the iOS 5–7 figures.
    Published(
      name: "ipad", points: Size(width: 768, height: 1024), statusBar: (20, 20),
      bottomSafeArea: (0, 0), sideSafeArea: 0, keyboard: (264, 352),
      keyboardPredictive: (264, 352), predictiveByDefault: false, era: .modern,
      adjustsContentInsetForSafeArea: false, isPad: true, shortcutsBar: 55),
    // iPhone SE 1st gen / 5s: 320×568 (HIG); status bar 20, hidden in landscape; keyboard
    // 216 / 162 (landscape unconfirmed); predictive bar 37 on 320-pt phones: 216 + 37 = 253,
    // 162 + 37 = 199.
    Published(
      name: "iphone-se-1", points: Size(width: 320, height: 568), statusBar: (20, 0),
      bottomSafeArea: (0, 0), sideSafeArea: 0, keyboard: (216, 162),
      keyboardPredictive: (253, 199), predictiveByDefault: false, era: .modern,
      adjustsContentInsetForSafeArea: false, isPad: false, shortcutsBar: 0),
    // iPhone 13 mini: 375×812 (HIG); safe area top 50, bottom 34; landscape left/right 50,
    // bottom 21; keyboard 291 + 44 = 335 portrait, 164 + 44 = 208 landscape (unconfirmed).
    Published(
      name: "iphone-13-mini", points: Size(width: 375, height: 812), statusBar: (50, 0),
      bottomSafeArea: (34, 21), sideSafeArea: 50, keyboard: (291, 164),
      keyboardPredictive: (335, 208), predictiveByDefault: true, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: false, shortcutsBar: 0),
    // iPhone 16 Pro Max: 440×956 (HIG); safe area top 62, bottom 34; landscape left/right 62,
    // bottom 21; keyboard 302 + 44 = 346 portrait (the Max phones' taller key area,
    // unconfirmed on the 16), 164 + 44 = 208 landscape (unconfirmed).
    Published(
      name: "iphone-16-pro-max", points: Size(width: 440, height: 956), statusBar: (62, 0),
      bottomSafeArea: (34, 21), sideSafeArea: 62, keyboard: (302, 164),
      keyboardPredictive: (346, 208), predictiveByDefault: true, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: false, shortcutsBar: 0),
    // iPad Air 11-inch: 820×1180 (HIG); status bar 24 and bottom safe area 20 in both
    // orientations; keyboard 337 / 422 with its shortcut bar (docs/uikit-behaviour.md, "Frames and coordinates").
    Published(
      name: "ipad-air-11", points: Size(width: 820, height: 1180), statusBar: (24, 24),
      bottomSafeArea: (20, 20), sideSafeArea: 0, keyboard: (337, 422),
      keyboardPredictive: (337, 422), predictiveByDefault: false, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: true, shortcutsBar: 55),
    // iPad Pro 11-inch: 834×1194 (HIG); status bar 24, bottom 20; keyboard as the iPad Air's
    // 337 / 422 (same key area; unconfirmed on this model).
    Published(
      name: "ipad-pro-11", points: Size(width: 834, height: 1194), statusBar: (24, 24),
      bottomSafeArea: (20, 20), sideSafeArea: 0, keyboard: (337, 422),
      keyboardPredictive: (337, 422), predictiveByDefault: false, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: true, shortcutsBar: 55),
    // iPad Pro 13-inch / 12.9-inch: 1024×1366 (HIG); status bar 24, bottom 20; keyboard 378 / 471
    // with the number row and shortcut bar (unconfirmed totals).
    Published(
      name: "ipad-pro-13", points: Size(width: 1024, height: 1366), statusBar: (24, 24),
      bottomSafeArea: (20, 20), sideSafeArea: 0, keyboard: (378, 471),
      keyboardPredictive: (378, 471), predictiveByDefault: false, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: true, shortcutsBar: 55),
    // iPhone 14 / 13 / 12: 390×844 (HIG); safe area top 47, bottom 34; landscape left/right 47,
    // bottom 21; keyboard with the predictive bar 335 portrait, 208 landscape (the iOS facts'
    // 390×844 row), so 335 − 44 = 291 and 208 − 44 = 164 without it.
    Published(
      name: "iphone-14", points: Size(width: 390, height: 844), statusBar: (47, 0),
      bottomSafeArea: (34, 21), sideSafeArea: 47, keyboard: (291, 164),
      keyboardPredictive: (335, 208), predictiveByDefault: true, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: false, shortcutsBar: 0),
    // iPhone 16 Pro: 402×874 (HIG); safe area top 62, bottom 34; landscape left/right 62,
    // bottom 21; keyboard 291 + 44 = 335 portrait, 164 + 44 = 208 landscape (unconfirmed).
    Published(
      name: "iphone-16-pro", points: Size(width: 402, height: 874), statusBar: (62, 0),
      bottomSafeArea: (34, 21), sideSafeArea: 62, keyboard: (291, 164),
      keyboardPredictive: (335, 208), predictiveByDefault: true, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: false, shortcutsBar: 0),
    // iPhone 16 Plus / 15 Pro Max: 430×932 (HIG); safe area top 59, bottom 34; landscape
    // left/right 59, bottom 21; keyboard 302 + 44 = 346 portrait (the Max key area,
    // unconfirmed), 164 + 44 = 208 landscape (unconfirmed).
    Published(
      name: "iphone-16-plus", points: Size(width: 430, height: 932), statusBar: (59, 0),
      bottomSafeArea: (34, 21), sideSafeArea: 59, keyboard: (302, 164),
      keyboardPredictive: (346, 208), predictiveByDefault: true, era: .modern,
      adjustsContentInsetForSafeArea: true, isPad: false, shortcutsBar: 0),
  ]

  @Test(arguments: published)
  func profileCarriesThePublishedFigures(_ expected: Published) throws {
    let device = try #require(DeviceProfile.named(expected.name), "no profile \(expected.name)")
    #expect(device.name == expected.name)
    #expect(device.portraitSize == expected.points)
    #expect(device.screenSize(.portrait) == expected.points)
    #expect(device.screenSize(.landscape) == expected.points.transposed)
    #expect(device.statusBar(.portrait) == expected.statusBar.portrait)
    #expect(device.statusBar(.landscape) == expected.statusBar.landscape)
    #expect(device.bottomSafeArea(.portrait) == expected.bottomSafeArea.portrait)
    #expect(device.bottomSafeArea(.landscape) == expected.bottomSafeArea.landscape)
    #expect(device.sideSafeArea(.portrait) == 0)
    #expect(device.sideSafeArea(.landscape) == expected.sideSafeArea)
    #expect(device.keyboardHeight(.portrait, predictive: false) == expected.keyboard.portrait)
    #expect(device.keyboardHeight(.landscape, predictive: false) == expected.keyboard.landscape)
    #expect(
      device.keyboardHeight(.portrait, predictive: true) == expected.keyboardPredictive.portrait)
    #expect(
      device.keyboardHeight(.landscape, predictive: true) == expected.keyboardPredictive.landscape)
    #expect(device.predictiveByDefault == expected.predictiveByDefault)
    #expect(device.era == expected.era)
    #expect(device.adjustsContentInsetForSafeArea == expected.adjustsContentInsetForSafeArea)
    #expect(device.isPad == expected.isPad)
    #expect(device.shortcutsBar == expected.shortcutsBar)
    for orientation in [Orientation.portrait, .landscape] {
      let automatic =
        expected.adjustsContentInsetForSafeArea
        ? EdgeInsets(
          top: device.statusBar(orientation), bottom: device.bottomSafeArea(orientation))
        : .zero
      #expect(device.automaticContentInset(orientation) == automatic, "\(orientation)")
    }
  }

  /// The world a profile builds: the shown keyboard sits on the window's bottom edge with the
  /// published height (iPad portrait: 1024 − 264 = 760; landscape: 768 − 352 = 416).
  @Test(arguments: published)
  func theShownKeyboardHasThePublishedHeight(_ expected: Published) throws {
    let device = try #require(DeviceProfile.named(expected.name))
    for (orientation, screenHeight, keyboard) in expected.keyboardByOrientation {
      let world = World(
        layout: .twelve, device: device, orientation: orientation, era: .modern,
        predictive: false)
      #expect(world.shownKeyboardFrame.height == keyboard, "\(orientation)")
      #expect(world.shownKeyboardFrame.maxY == screenHeight, "\(orientation)")
    }
  }

  /// With a hardware keyboard, an iPad's keyboard frame keeps the docked height and only the
  /// bar reaches onto the screen (iPad portrait: y 1024 − 55 = 969, height 264); an iPhone's
  /// keyboard stays hidden.
  @Test(arguments: published)
  func theShortcutsBarHasThePublishedHeight(_ expected: Published) throws {
    let device = try #require(DeviceProfile.named(expected.name))
    for (orientation, screenHeight, keyboard) in expected.keyboardByOrientation {
      var simulator = Simulator(
        settings: SimulationSettings(
          layout: .twelve, device: device, orientation: orientation, strategy: "none",
          era: .modern, predictive: false, hardwareKeyboard: true))
      simulator.focus(0)
      simulator.settle()
      let frame = simulator.world.keyboardFrame
      if expected.shortcutsBar > 0 {
        #expect(frame.minY == screenHeight - expected.shortcutsBar, "\(orientation)")
        #expect(frame.height == keyboard, "\(orientation)")
      } else {
        #expect(frame.minY == screenHeight, "\(orientation)")
      }
    }
  }

  @Test func everyProfileIsPinned() {
    let pinned = Set(Self.published.map(\.name))
    for device in DeviceProfile.all {
      #expect(
        pinned.contains(device.name),
        "device \(device.name) has no row in PublishedDeviceFiguresTests.published: add its figures"
      )
    }
  }
}
