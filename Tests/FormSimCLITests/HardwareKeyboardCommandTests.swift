import Foundation
import Testing

/// A hardware keyboard from the command line: the `hardware` step in `simulate --frames`, and
/// `check --hardware-keyboard`.
@Suite struct HardwareKeyboardCommandTests {
  /// The notification lines of `simulate --frames`, as "name begin.y→end.y".
  func notifications(_ arguments: String...) throws -> [String] {
    let run = formsim(["simulate", "--frames", "--strategy", "none"] + arguments)
    #expect(run.status == 0, "\(run.error)")
    return try run.output.split(separator: "\n").compactMap { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard object["event"] as? String == "notification",
        let name = object["name"] as? String, name.hasPrefix("keyboard"),
        let begin = object["begin"] as? [String: Any], let end = object["end"] as? [String: Any]
      else { return nil }
      return "\(name) \(begin["y"] ?? "")→\(end["y"] ?? "")"
    }
  }

  // iPad portrait: the software keyboard's top at 1024 − 264 = 760, the bar's at 1024 − 55 = 969,
  // hidden at 1024.
  @Test func simulatePrintsTheBarsNotificationsInUIKitsOrder() throws {
    #expect(
      try notifications("--device", "ipad", "--layout", "twelve", "--script", "focus 3; hardware")
        == [
          "keyboardWillChangeFrame 1024→760", "keyboardWillShow 1024→760",
          "keyboardDidChangeFrame 1024→760", "keyboardDidShow 1024→760",
          "keyboardWillChangeFrame 760→969", "keyboardWillShow 760→969",
          "keyboardDidChangeFrame 760→969", "keyboardDidShow 760→969",
        ])
    // An iPhone shows nothing with a hardware keyboard.
    #expect(
      try notifications(
        "--device", "iphone-15", "--layout", "twelve", "--hardware-keyboard", "--script", "focus 3"
      ).isEmpty)
  }

  @Test func checkPassesTheReferenceWithTheBarOnAnIPad() {
    let run = formsim("check", "long", "--device", "ipad", "--hardware-keyboard")
    #expect(run.status == 0, "\(run.output)")
    // Both orientations pass every field; the worst gap is the reference's 10-pt margin above the
    // bar.
    #expect(run.output.components(separatedBy: "✓  reference  24/24").count == 3)
    #expect(run.output.hasSuffix("48 checks, 0 failed\n"))
  }
}
