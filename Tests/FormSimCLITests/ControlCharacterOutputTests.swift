import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

/// Names, labels, file names and script steps can carry control characters (an OSC 52 clipboard
/// write, a screen clear, a line break that starts a GitHub workflow command). No output a
/// person or a CI runner reads may pass one on raw.
@Suite struct ControlCharacterOutputTests {
  static let hostile = [
    "\u{1B}]52;c;aGk=\u{7}", "\u{1B}[2J", "\n::notice::injected", "\r::warning::x", "\u{0}",
    "\u{9B}31m", "\u{7F}", "\t", "%0A::error::y",
  ]

  /// The control characters in `text` other than line breaks.
  static func controls(in text: String) -> [String] {
    text.unicodeScalars.filter { $0.isControlCharacter && $0 != "\n" }.map {
      "U+" + String($0.value, radix: 16)
    }
  }

  /// A layout whose name and labels end in `suffix`, with a field under the keyboard (so the
  /// report has failures to annotate), written to a file whose name holds none of it.
  static func layoutFile(_ suffix: String) throws -> URL {
    func text(_ value: String) -> String { JSONValue.string(value).serialized() }
    let json = """
      {"name":\(text("Form" + suffix)),"fields":[
        {"label":\(text("Top" + suffix))},
        {"label":\(text("Low" + suffix)),"placeholder":\(text(suffix)),
         "frame":{"x":20,"y":440,"width":280,"height":31}}]}
      """
    let url = uniqueTemporaryPath("controls.json")
    try Data(json.utf8).write(to: url)
    return url
  }

  @Test(arguments: ["table", "markdown", "github", "junit", "json"])
  func checkReportsCarryNoControlCharacter(format: String) throws {
    for suffix in Self.hostile + [Self.hostile.joined()] {
      let url = try Self.layoutFile(suffix)
      defer { try? FileManager.default.removeItem(at: url) }
      let run = formsim(
        "check", url.path, "--device", "iphone4", "--strategy", "none", "--format", format)
      #expect(run.status == 1, "\(run.error)")
      #expect(Self.controls(in: run.output).isEmpty, "\(format): \(run.output)")
      #expect(Self.controls(in: run.error).isEmpty, "\(format): \(run.error)")
      if format == "github" {
        // Only the writer's own commands start a line with "::".
        for line in run.output.split(separator: "\n") where line.hasPrefix("::") {
          #expect(line.hasPrefix("::error file="), "\(line)")
        }
      }
    }
  }

  @Test func githubAnnotationsEncodeDataAndPropertiesAsTheRunnerReadsThem() {
    #expect(
      GitHubCheckWriter.escapeData("50% a\r\nb\u{1B}[2J:c,d") == "50%25 a%0D%0Ab\\u{1B}[2J:c,d")
    #expect(
      GitHubCheckWriter.escapeProperty("dir,a:b%\nc\u{9B}") == "dir%2Ca%3Ab%25%0Ac\\u{9B}")
  }

  /// The JSON outputs escape every control, C1 and DEL included, as a terminal showing the line
  /// would act on them raw.
  @Test func simulateEscapesEveryControlInItsJSON() throws {
    let url = try Self.layoutFile(Self.hostile.joined())
    defer { try? FileManager.default.removeItem(at: url) }
    let run = formsim("simulate", "--layout", url.path, "--script", "focus 2; type hi")
    #expect(run.status == 0, "\(run.error)")
    #expect(Self.controls(in: run.output).isEmpty, "\(run.output)")
  }

  /// Refusals quote what was given: the quote is escaped.
  @Test func refusalsQuoteControlsEscaped() throws {
    let url = uniqueTemporaryPath("kind.json")
    try Data(#"{"fields":[{"label":"a","kind":"\u001b]52;c;aGk=\u0007"}]}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let layout = formsim("check", url.path)
    #expect(layout.status == 2)
    #expect(layout.error.contains(#"not "\u{1B}]52;c;aGk=\u{7}""#), "\(layout.error)")
    let script = formsim("simulate", "--script", "type \u{1B}[2J")
    #expect(script.status == 2)
    #expect(Self.controls(in: script.error).isEmpty, "\(script.error)")
    let missing = formsim("check", "/tmp/no-such-\u{1B}[2J.json")
    #expect(missing.status == 2)
    #expect(Self.controls(in: missing.error).isEmpty, "\(missing.error)")
  }

  /// A storyboard's strings (placeholders) go through `layouts --import` and `check` escaped.
  @Test func importedStringsAreEscaped() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="s"><objects>
              <viewController id="vc" title="T&#x9B;2J&#10;::notice::n" sceneMemberID="viewController">
                  <view key="view" id="root">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                      <subviews>
                          <textField placeholder="E&#x9B;31m&#13;&#9;x" ambiguous="YES" id="f">
                              <rect key="frame" x="0" y="440" width="100" height="31"/>
                          </textField>
                      </subviews>
                  </view>
              </viewController>
          </objects></scene></scenes>
      </document>
      """
    let url = uniqueTemporaryPath("controls.storyboard")
    try Data(xml.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    for arguments in [
      ["layouts", "--import", url.path], ["check", url.path, "--format", "github"],
      ["check", url.path],
    ] {
      let run = formsim(arguments)
      #expect(run.status != 2, "\(arguments): \(run.error)")
      #expect(Self.controls(in: run.output).isEmpty, "\(arguments): \(run.output)")
      #expect(Self.controls(in: run.error).isEmpty, "\(arguments): \(run.error)")
      for line in run.output.split(separator: "\n") where line.hasPrefix("::") {
        #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning "), "\(line)")
      }
    }
  }
}
