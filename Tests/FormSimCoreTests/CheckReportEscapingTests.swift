import Testing

@testable import FormSimCore

/// Text that comes from the user's files (a handler's crash message quotes a string from the
/// handler, a selector, the file's name) reaches the terminal through `check`'s reports: in no
/// format may it carry a control character as itself.
@Suite struct CheckReportEscapingTests {
  /// OSC 52 (write the clipboard), a screen clear, a bell, C1's CSI (U+009B) and a line break.
  static let hostile = "cast of '\u{1B}]52;c;cHduZWQ=\u{07}' \u{1B}[2J\u{9B}31m\nforged line"

  /// The sign-up check with every check crashed with the hostile message, in a file and a
  /// layout whose names hold control characters too.
  static func crashed() throws -> CheckedLayout {
    var checked = try CheckWriterTests.signUp()
    for index in checked.report.checks.indices {
      checked.report.checks[index].fromRest.crash = hostile
    }
    checked.report.layout = "Sign\u{1B}[2Jup"
    checked.source.file = "/tmp/\u{1B}]52;c;eA==\u{07}Handler.storyboard"
    return checked
  }

  @Test(arguments: CheckReportFormat.allCases)
  func noControlCharacterLeavesAnyFormat(format: CheckReportFormat) throws {
    let text = format.write([try Self.crashed()])
    let controls = text.unicodeScalars.filter { $0.isControlCharacter && $0 != "\n" }
    #expect(controls.isEmpty, "\(format): \(controls.map(\.value))")
    // The message is still there to read, escaped.
    #expect(
      text.contains("\\u{1B}]52;c;cHduZWQ=") || text.contains("\\u001b]52;c;cHduZWQ=")
        || text.contains("%1B]52;c;cHduZWQ=") || text.contains("]52;c;cHduZWQ="), "\(format)")
  }

  /// The summary line is one line whatever the message holds: its line break is escaped, so no
  /// text from a handler can begin a line of the report.
  @Test(arguments: [CheckReportFormat.table, .markdown, .xcode])
  func aCrashMessageCannotStartALine(format: CheckReportFormat) throws {
    let text = format.write([try Self.crashed()])
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("forged line") }, "\(format)")
  }
}
