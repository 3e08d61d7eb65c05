import Foundation
import Testing

@testable import FormSimCore

/// The layout keys `navigationBar`, `tabBar`, `inputAccessory` and `presentation`.
@Suite struct ChromeLayoutTests {
  @Test func withoutTheKeysALayoutIsPlain() throws {
    let layout = try parseLayout(#"{"fields":[{"label":"A"}]}"#)
    #expect(layout.chrome == .plain)
    #expect(layout.fieldSpecs[0].inputAccessory == nil)
    #expect(layout.fields(windowWidth: 320)[0].inputAccessory == InputAccessory.none)
  }

  @Test func readsEveryKey() throws {
    let layout = try parseLayout(
      #"""
      {"navigationBar":"large","tabBar":true,"inputAccessory":"toolbar","presentation":"formSheet",
       "fields":[{"label":"A"},{"label":"B","inputAccessory":"none"}]}
      """#)
    #expect(
      layout.chrome
        == Chrome(
          navigationBar: .large, tabBar: true, inputAccessory: .toolbar, presentation: .formSheet))
    // The layout's toolbar is every field's, unless the field names its own.
    let fields = layout.fields(windowWidth: 540)
    #expect(fields.map(\.inputAccessory) == [.toolbar, InputAccessory.none])
  }

  @Test func writesBackWhatItRead() throws {
    let text =
      #"{"name":"x","navigationBar":"standard","tabBar":true,"inputAccessory":"toolbar","presentation":"pageSheet","fields":[{"label":"A","kind":"text","inputAccessory":"none"}]}"#
    let layout = try parseLayout(text)
    #expect(layout.json.serialized() == text)
    #expect(try parseLayout(layout.json.serialized()) == layout)
  }

  @Test func plainLayoutsWriteNoNewKeys() {
    let text = Layout.twelve.json.serialized()
    for key in LayoutParser.chromeKeys { #expect(!text.contains(key)) }
  }

  @Test(arguments: [
    (
      #"{"navigationBar":"big","fields":[{"label":"a"}]}"#,
      #"form.json: navigationBar: must be "none", "standard" or "large", not "big""#
    ),
    (
      #"{"tabBar":"yes","fields":[{"label":"a"}]}"#,
      "form.json: tabBar: must be true or false, not a string"
    ),
    (
      #"{"presentation":"formsheet","fields":[{"label":"a"}]}"#,
      #"form.json: presentation: must be "fullScreen", "formSheet" or "pageSheet", not "formsheet" (did you mean "formSheet"?)"#
    ),
    (
      #"{"fields":[{"label":"a","inputAccessory":"toolbr"}]}"#,
      #"form.json: fields[0].inputAccessory: must be "none" or "toolbar", not "toolbr" (did you mean "toolbar"?)"#
    ),
    (
      #"{"navigationbar":"large","fields":[{"label":"a"}]}"#,
      #"form.json: navigationbar: unknown key (did you mean "navigationBar"?)"#
    ),
  ])
  func badChromeKeys(json: String, expected: String) {
    #expect(layoutMessage(json) == expected)
  }
}

/// Where the bars and sheets put the root view, in window coordinates.
@Suite struct ChromeGeometryTests {
  func geometry(
    _ chrome: Chrome, _ device: DeviceProfile = .iphone4, _ orientation: Orientation = .portrait,
    era: IOSEra? = nil
  ) -> ChromeGeometry {
    ChromeGeometry(chrome: chrome, device: device, orientation: orientation, era: era)
  }

  @Test func plainIsTheWindow() {
    let g = geometry(.plain)
    #expect(g.root == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(g.navigationBar == nil && g.tabBar == nil && !g.isSheet)
  }

  @Test func navigationBars() {
    // Under the 20-pt status bar: 20 + 44 = 64, leaving 480 − 64 = 416.
    let standard = geometry(Chrome(navigationBar: .standard))
    #expect(standard.navigationBar == Rect(x: 0, y: 20, width: 320, height: 44))
    #expect(standard.root == Rect(x: 0, y: 64, width: 320, height: 416))
    // Large title: 20 + 96 = 116, leaving 364.
    #expect(
      geometry(Chrome(navigationBar: .large)).root == Rect(x: 0, y: 116, width: 320, height: 364))
  }

  @Test func tabBarsAddTheBottomSafeArea() {
    // iPhone 4: 49 pt, from 480 − 49 = 431.
    let old = geometry(Chrome(tabBar: true))
    #expect(old.tabBar == Rect(x: 0, y: 431, width: 320, height: 49))
    #expect(old.root == Rect(x: 0, y: 0, width: 320, height: 431))
    // iPhone 15: 49 + 34 = 83, from 852 − 83 = 769; with a bar: 59 + 44 = 103 to 769.
    let notched = geometry(Chrome(navigationBar: .standard, tabBar: true), .iphone15)
    #expect(notched.tabBar == Rect(x: 0, y: 769, width: 393, height: 83))
    #expect(notched.root == Rect(x: 0, y: 103, width: 393, height: 666))
  }

  @Test func compactBarsInAnIPhonesLandscape() {
    // iPhone 4 landscape (480 × 320, status bar 20): the bar is 32, 20…52, leaving 320 − 52 =
    // 268.
    let standard = geometry(Chrome(navigationBar: .standard), .iphone4, .landscape)
    #expect(standard.navigationBar == Rect(x: 0, y: 20, width: 480, height: 32))
    #expect(standard.root == Rect(x: 0, y: 52, width: 480, height: 268))
    // A large title does not show there: the same 32-pt bar.
    let large = geometry(Chrome(navigationBar: .large), .iphone4, .landscape)
    #expect(large.navigationBar == Rect(x: 0, y: 20, width: 480, height: 32))
    #expect(!large.showsLargeTitle)
    #expect(geometry(Chrome(navigationBar: .large)).showsLargeTitle)
    // iPhone 15 landscape (852 × 393, no status bar, bottom safe area 21): bar 0…32; the tab bar
    // 32 + 21 = 53, from 393 − 53 = 340; the root 32…340, 308 tall.
    let notched = geometry(Chrome(navigationBar: .large, tabBar: true), .iphone15, .landscape)
    #expect(notched.navigationBar == Rect(x: 0, y: 0, width: 852, height: 32))
    #expect(notched.tabBar == Rect(x: 0, y: 340, width: 852, height: 53))
    #expect(notched.root == Rect(x: 0, y: 32, width: 852, height: 308))
    // Before iOS 11 the tab bar kept 49 in landscape: iPhone 4, from 320 − 49 = 271.
    let old = geometry(Chrome(tabBar: true), .iphone4, .landscape, era: .ios7)
    #expect(old.tabBar == Rect(x: 0, y: 271, width: 480, height: 49))
    // The modern era's compact tab bar on the same phone: 32, from 320 − 32 = 288.
    let modern = geometry(Chrome(tabBar: true), .iphone4, .landscape)
    #expect(modern.tabBar == Rect(x: 0, y: 288, width: 480, height: 32))
  }

  @Test func maxPhonesKeepTheirBarsInLandscape() {
    // iPhone 16 Pro Max landscape (956 × 440, no status bar, bottom safe area 21), regular width:
    // bar 0…44, tab bar 49 + 21 = 70 from 440 − 70 = 370, root 44…370, 326 tall.
    let max = geometry(Chrome(navigationBar: .standard, tabBar: true), .iphone16ProMax, .landscape)
    #expect(max.navigationBar == Rect(x: 0, y: 0, width: 956, height: 44))
    #expect(max.tabBar == Rect(x: 0, y: 370, width: 956, height: 70))
    #expect(max.root == Rect(x: 0, y: 44, width: 956, height: 326))
    #expect(DeviceProfile.iphone16ProMax.hasRegularWidthLandscape)
    #expect(!DeviceProfile.iphone15.hasRegularWidthLandscape)
    #expect(!DeviceProfile.ipad.hasRegularWidthLandscape)
  }

  @Test func iPadFormSheetIsCentred() {
    // Portrait: ((768 − 540) / 2, (1024 − 620) / 2) = (114, 202).
    let portrait = geometry(Chrome(presentation: .formSheet), .ipad)
    #expect(portrait.root == Rect(x: 114, y: 202, width: 540, height: 620))
    // Landscape: ((1024 − 540) / 2, (768 − 620) / 2) = (242, 74).
    let landscape = geometry(Chrome(presentation: .formSheet), .ipad, .landscape)
    #expect(landscape.root == Rect(x: 242, y: 74, width: 540, height: 620))
    // A navigation bar sits at the card's top, no status bar inside a sheet; an iPad's bar is
    // 50 from iOS 12: 202 + 50 = 252, leaving 620 − 50 = 570.
    let barred = geometry(Chrome(navigationBar: .standard, presentation: .formSheet), .ipad)
    #expect(barred.navigationBar == Rect(x: 114, y: 202, width: 540, height: 50))
    #expect(barred.root == Rect(x: 114, y: 252, width: 540, height: 570))
  }

  @Test func iPadNavigationBarsByEra() {
    // Full screen on the iPad (status bar 20): 20 + 50 = 70 in the modern era; a large title
    // adds 52: 20 + 102 = 122.
    #expect(
      geometry(Chrome(navigationBar: .standard), .ipad).navigationBar
        == Rect(x: 0, y: 20, width: 768, height: 50))
    #expect(geometry(Chrome(navigationBar: .large), .ipad).root.minY == 122)
    // Landscape keeps it: an iPad's bars are not compact.
    #expect(
      geometry(Chrome(navigationBar: .standard), .ipad, .landscape).navigationBar
        == Rect(x: 0, y: 20, width: 1024, height: 50))
    // Before iOS 12 (the ios7 and legacy eras): 44, and 44 + 52 = 96 with a large title.
    #expect(
      geometry(Chrome(navigationBar: .standard), .ipad, era: .ios7).navigationBar
        == Rect(x: 0, y: 20, width: 768, height: 44))
    #expect(geometry(Chrome(navigationBar: .large), .ipad, era: .legacy).root.minY == 116)
  }

  @Test func pageSheets() {
    // iPhone portrait: the card starts 10 pt below the 20-pt status bar, 480 − 30 = 450 tall.
    #expect(
      geometry(Chrome(presentation: .pageSheet)).root == Rect(x: 0, y: 30, width: 320, height: 450))
    // An iPhone form sheet adapts to the same card; landscape (compact height) to full screen.
    #expect(
      geometry(Chrome(presentation: .formSheet)).root == Rect(x: 0, y: 30, width: 320, height: 450))
    #expect(
      geometry(Chrome(presentation: .pageSheet), .iphone4, .landscape).root
        == Rect(x: 0, y: 0, width: 480, height: 320))
    // iPad landscape: as wide as the portrait screen, centred: (1024 − 768) / 2 = 128.
    #expect(
      geometry(Chrome(presentation: .pageSheet), .ipad, .landscape).root
        == Rect(x: 128, y: 30, width: 768, height: 738))
  }

  @Test func automaticInsetIsOnlyTheSafeAreaTheScrollViewReaches() {
    // Full screen on the iPhone 15: the whole safe area, 59 / 34.
    let plain = World(layout: .twelve, device: .iphone15)
    #expect(plain.automaticContentInset == EdgeInsets(top: 59, bottom: 34))
    // Under a navigation bar and above a tab bar it reaches none of it.
    var both = Layout.twelve
    both.chrome = Chrome(navigationBar: .standard, tabBar: true)
    #expect(World(layout: both, device: .iphone15).automaticContentInset == .zero)
    // With only a navigation bar it still reaches the home-indicator strip.
    var bar = Layout.twelve
    bar.chrome = Chrome(navigationBar: .standard)
    #expect(World(layout: bar, device: .iphone15).automaticContentInset == EdgeInsets(bottom: 34))
  }

  @Test func fieldsFollowTheSheetsWidth() {
    var layout = Layout.twelve
    layout.chrome = Chrome(presentation: .formSheet)
    let world = World(layout: layout, device: .ipad)
    // 540 − 2 × 20 = 500 wide; the content is as wide as the sheet.
    #expect(world.fields[0].frame == Rect(x: 20, y: 20, width: 500, height: 31))
    #expect(world.contentSize == Size(width: 540, height: 620))
    // Content y 20 shows at the sheet's top + 20: 202 + 20 = 222, x 114 + 20 = 134.
    #expect(
      world.convert(world.fieldFrame(0), from: .contentView, to: .window)
        == Rect(x: 134, y: 222, width: 500, height: 31))
  }
}
