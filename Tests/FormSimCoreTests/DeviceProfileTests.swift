import Foundation
import Testing

@testable import FormSimCore

@Suite struct DeviceProfileTests {
  func message(_ json: String) -> String? {
    do {
      _ = try DeviceProfile.parse(Data(json.utf8), file: "phone.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: DeviceProfile.all)
  func everyProfileRoundTripsThroughJSON(device: DeviceProfile) throws {
    let text = device.json.serialized()
    #expect(try DeviceProfile.parse(Data(text.utf8), file: "x.json") == device)
  }

  @Test func theFirstFourAreUnchangedAndTheNewOnesAreNamed() {
    #expect(
      DeviceProfile.checkDefaults.map(\.name) == ["iphone4", "iphone-se", "iphone-15", "ipad"])
    #expect(DeviceProfile.named("iphone-16-pro-max")?.portraitSize == Size(width: 440, height: 956))
    #expect(DeviceProfile.named("iphone-se-1")?.portraitSize == Size(width: 320, height: 568))
    #expect(DeviceProfile.named("ipad-pro-13")?.portraitSize == Size(width: 1024, height: 1366))
    #expect(DeviceProfile.named("iphone-13-mini")?.portraitSize == Size(width: 375, height: 812))
    #expect(DeviceProfile.named("ipad-air-11")?.isPad == true)
    #expect(DeviceProfile.named("iphone-16-pro-max")?.isPad == false)
  }

  @Test func keyboardHeightsWithAndWithoutThePredictiveBar() {
    // iPhone SE (1st gen): 216 + 37 = 253 with the bar.
    #expect(DeviceProfile.iphoneSE1.keyboardHeight(.portrait, predictive: true) == 253)
    #expect(DeviceProfile.iphoneSE1.keyboardHeight(.landscape, predictive: false) == 162)
    // iPhone 13 mini: 291 + 44 = 335, as the other notched phones.
    #expect(DeviceProfile.iphone13Mini.keyboardHeight(.portrait, predictive: true) == 335)
  }

  @Test func minimalFileTakesDefaults() throws {
    let device = try DeviceProfile.parse(
      Data(#"{"name":"mine","width":360,"height":640,"keyboardPortrait":240}"#.utf8),
      file: "phone.json")
    #expect(device.statusBarPortrait == 20)
    // Landscape keyboard defaults to 240 × 0.75 = 180.
    #expect(device.keyboardLandscape == 180)
    #expect(device.summary == "loaded from phone.json")
    #expect(!device.isPad)
    #expect(device.shortcutsBar == 0)
  }

  /// A tablet file without the key gets the published 55-pt shortcuts bar; the key overrides it.
  @Test func shortcutsBarDefaultsOnATablet() throws {
    let tablet = try DeviceProfile.parse(
      Data(#"{"name":"tab","width":800,"height":1280,"keyboardPortrait":300}"#.utf8),
      file: "tab.json")
    #expect(tablet.isPad)
    #expect(tablet.shortcutsBar == 55)
    let measured = try DeviceProfile.parse(
      Data(
        #"{"name":"tab","width":800,"height":1280,"keyboardPortrait":300,"shortcutsBar":69}"#.utf8),
      file: "tab.json")
    #expect(measured.shortcutsBar == 69)
  }

  @Test(arguments: [
    (#"[1]"#, "phone.json: must be a JSON object of device figures, not an array"),
    (#"{"name":"x","width":1,"height":2}"#, "phone.json: keyboardPortrait: is missing"),
    (
      #"{"name":"x","width":320,"height":480,"keyboardPortrait":216,"keybordLandscape":20}"#,
      #"phone.json: keybordLandscape: unknown key (did you mean "keyboardLandscape"?)"#
    ),
    (
      #"{"name":"x","width":-320,"height":480,"keyboardPortrait":216}"#,
      "phone.json: width: must be > 0 and at most 100000 (got -320)"
    ),
    (
      #"{"name":"x","width":320,"height":480,"keyboardPortrait":500}"#,
      "phone.json: keyboardPortrait: the keyboard (500 pt with the predictive bar) must be shorter than the portrait screen (480 pt)"
    ),
    (
      #"{"name":"x","width":320,"height":480,"keyboardPortrait":216,"era":"ios9"}"#,
      #"phone.json: era: must be one of modern, ios7, legacy, not "ios9""#
    ),
    (
      #"{"name":"x","width":768,"height":1024,"keyboardPortrait":264,"shortcutsBar":800}"#,
      "phone.json: shortcutsBar: the shortcuts bar (800 pt) must be shorter than the landscape screen (768 pt)"
    ),
  ])
  func badFilesSayWhatToFix(json: String, expected: String) {
    #expect(message(json) == expected)
  }
}
