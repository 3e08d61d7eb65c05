import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

/// `--device FILE.json` and `formsim devices --json NAME`: one format both ways.
@Suite struct DeviceFileTests {
  @Test func aPrintedProfileLoadsBackWithTheSameFigures() throws {
    let printed = formsim("devices", "--json", "iphone-16-pro-max")
    #expect(printed.status == 0)
    #expect(printed.output.hasPrefix(#"{"name":"iphone-16-pro-max","summary":"#))
    let file = uniqueTemporaryPath("pro-max.json")
    try printed.output.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = formsim("simulate", "--device", file.path, "--script", "focus 7")
    let builtIn = formsim("simulate", "--device", "iphone-16-pro-max", "--script", "focus 7")
    #expect(fromFile.status == 0)
    #expect(fromFile.output == builtIn.output)
    // 956 − (302 + 44) = 610: the keyboard with the predictive bar, on by default.
    #expect(fromFile.output.contains(#""frame":{"x":0,"y":610,"width":440,"height":346}"#))
  }

  @Test func aDeviceWrittenAsPeopleWriteItIsTheProfile() throws {
    // `iPhone 14`, `iPad Pro 11`: case, blanks and hyphens aside, the built-in names.
    #expect(DeviceProfile.named("iPhone 14") == .iphone14)
    #expect(DeviceProfile.named("iPad Pro 11") == .ipadPro11)
    #expect(DeviceProfile.named("iPhone 99") == nil)
    let settings = try SimulateCommand.parse(["--device", "iPhone 14", "--script", "focus 1"])
      .common.settings()
    #expect(settings.device == .iphone14)
    #expect(formsim("simulate", "--device", "iPhone 99", "--script", "focus 1").status == 2)
    let compare = try CompareCommand.parse(["--devices", "iPhone 4, iPad"])
    #expect(compare.devices == [["iphone4", "ipad"]])
  }

  @Test func aBadDeviceFileNamesTheKeyAndExits2() throws {
    let file = uniqueTemporaryPath("bad.json")
    try #"{"name":"mine","width":320,"height":480,"keyboardPortrait":"tall"}"#.write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = formsim("simulate", "--device", file.path, "--script", "focus 1")
    #expect(run.status == 2)
    #expect(
      run.error
        == "formsim simulate: \(file.path): keyboardPortrait: must be a number, not a string\n")
    let missing = formsim("check", "twelve", "--device", "/nonexistent/phone.json")
    #expect(missing.status == 2)
    #expect(missing.error.contains("/nonexistent/phone.json: no such device file"))
  }

  @Test func theTableShowsThePredictiveBarTheSameWayOnEveryRow() {
    let run = formsim("devices")
    let rows = run.output.split(separator: "\n").dropFirst(2)
    #expect(rows.count == 13)
    // Keyboard heights without the bar in one column; with it (and the default) in the next.
    #expect(
      rows.contains {
        $0.hasPrefix("iphone-15 ") && $0.contains("291 / 164") && $0.contains("335 / 208 (on)")
      })
    #expect(
      rows.contains {
        $0.hasPrefix("iphone-se ") && $0.contains("216 / 162") && $0.contains("260 / 206 (off)")
      })
    #expect(
      rows.contains { $0.hasPrefix("iphone4 ") && $0.contains("216 / 162") && $0.contains("—") })
    // A hardware keyboard leaves the 55-pt shortcuts bar on every iPad, nothing on a phone.
    #expect(rows.filter { $0.contains("55 pt bar") }.count == 4)
    #expect(rows.contains { $0.hasPrefix("ipad ") && $0.contains("55 pt bar") })
  }
}

@Suite struct ChromeCommandTests {
  @Test func simulateReportsTheScrollViewBetweenTheBars() {
    let run = formsim(
      "simulate", "--layout", "signup-nav", "--strategy", "reference", "--script", "focus 1")
    #expect(run.status == 0)
    // iPhone 4: the navigation bar ends at 20 + 44 = 64; no tab bar: 480 − 64 = 416 tall.
    #expect(run.output.contains(#""frameInWindow":{"x":0,"y":64,"width":320,"height":416}"#))
    // The toolbar rides on the keyboard: 216 + 44 = 260 tall, from 480 − 260 = 220.
    #expect(run.output.contains(#""frame":{"x":0,"y":220,"width":320,"height":260}"#))
  }

  @Test func checkFailsAFieldBehindTheToolbar() {
    // signup-nav field 6 ("Invite code", content 270…301) under seed 001, worked out the same
    // way as the twelve form's field 7: aRect = (0, 64, 320, 416 − 260) misses (20, 270); offset
    // 270 − 245 = 25; on screen at 64 + 270 − 25 = 309, below the toolbar's top 220.
    let run = formsim(
      "check", "signup-nav", "--device", "iphone4", "--portrait-only", "--strategy",
      "content-inset")
    // Field 1 fails too: its origin (20, 20) is above aRect's top 64 in the seed's mixed
    // coordinates, so it scrolls to 20 − 245 = −225 and lands at 64 + 20 + 225 = 309.
    #expect(run.status == 1)
    #expect(run.output.contains("1, 4–7"))
  }
}
