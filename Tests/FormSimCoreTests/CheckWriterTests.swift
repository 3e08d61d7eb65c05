import Foundation
import Testing

@testable import FormSimCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check`'s JUnit and GitHub writers: XML that parses, and annotations on the field's line.
@Suite struct CheckWriterTests {
  /// The sign-up scene on the iPhone SE it was designed on, in portrait, with `none` and
  /// `reference`.
  static func signUp() throws -> CheckedLayout {
    let source = try LayoutSource.load(
      InterfaceBuilderImportTests.fixture("SignUp.storyboard"), scene: "Sign up")[0]
    let check = LayoutCheck(
      layout: source.layout, devices: [.iphoneSE], orientations: [.portrait],
      strategies: ["none", "reference"], settings: SimulationSettings(layout: source.layout),
      concurrency: 1)
    return CheckedLayout(source: source, report: check.run())
  }

  /// Counts elements and reads attributes with FoundationXML, as any XML reader would.
  final class Census: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var cases: [[String: String]] = []
    var root: [String: String] = [:]

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      counts[elementName, default: 0] += 1
      if elementName == "testcase" { cases.append(attributes) }
      if elementName == "testsuites" { root = attributes }
    }
  }

  @Test func junitParsesAsXMLWithOneCasePerFieldAndGroup() throws {
    let checked = try Self.signUp()
    let xml = JUnitCheckWriter.write([checked])
    let parser = XMLParser(data: Data(xml.utf8))
    let census = Census()
    parser.delegate = census
    #expect(parser.parse())
    #expect(parser.parserError == nil)
    // 8 fields × 2 strategies.
    #expect(census.counts["testsuite"] == 2)
    #expect(census.counts["testcase"] == 16)
    #expect(census.counts["failure", default: 0] == checked.report.failedCount)
    // `none` leaves the low fields of a 900-pt form under the keyboard; reference none.
    #expect(checked.report.failedCount > 0)
    #expect(checked.report.summaries.map(\.passed) == [false, true])
    #expect(census.root["tests"] == "16")
    #expect(census.root["failures"] == "\(checked.report.failedCount)")
    // Field 3 is the e-mail field, on line 66 of the storyboard.
    let email = census.cases[2]
    #expect(email["name"] == "field 3: Email")
    #expect(email["line"] == "66")
    #expect(email["file"]?.hasSuffix("SignUp.storyboard") == true)
    #expect(email["classname"] == "formsim.check.iphone-se.portrait.none")
  }

  /// A python3 that can import junitparser: Debian's (`apt-get install python3-junitparser`)
  /// or the first on the PATH.
  static let pythonWithJunitparser = ["/usr/bin/python3", "python3"].first {
    spawn([$0, "-c", "import junitparser"]).status == 0
  }

  @Test(
    .enabled(
      if: pythonWithJunitparser != nil,
      "needs python3 with junitparser (apt-get install python3-junitparser; .ci/run installs it)"))
  func junitReadsBackWithJunitparser() throws {
    let checked = try Self.signUp()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-junit-\(ProcessInfo.processInfo.processIdentifier).xml")
    try JUnitCheckWriter.write([checked]).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scripts/junit-summary.py")
    let (status, text) = Self.spawn([Self.pythonWithJunitparser!, script.path, file.path])
    #expect(status == 0, "\(text)")
    let failed = checked.report.failedCount
    #expect(text.hasPrefix("suites=2 tests=16 failures=\(failed) errors=0\n"))
    #expect(text.contains("FAIL formsim.check.iphone-se.portrait.none field 8: Promo code "))
  }

  /// Runs a program found on the `PATH`; status -1 if it cannot be started.
  static func spawn(_ arguments: [String]) -> (status: Int32, output: String) {
    guard let run = try? FinishedProcess.run("/usr/bin/env", arguments) else { return (-1, "") }
    return (run.status, run.output)
  }

  @Test func escapesWhatXMLCannotHold() {
    #expect(JUnitCheckWriter.escape("a<b>&\"c'\u{1}\n") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;")
  }

  static func run(visible: Double, gap: Double?) -> FocusResult {
    FocusResult(
      visibleFraction: visible, gapToKeyboard: gap, pushedAboveStatusBar: false,
      othersReachable: true, restoresOffset: true, largestJump: 0)
  }

  @Test func githubAnnotatesTheFieldsLine() {
    let group = LayoutCheckGroup(device: .iphone4, orientation: .portrait, strategy: "none")
    let checks = [
      FieldCheck(
        device: "iphone4", orientation: .portrait, strategy: "none", field: 1,
        fromRest: Self.run(visible: 1, gap: 100), fromPrevious: nil),
      FieldCheck(
        device: "iphone4", orientation: .portrait, strategy: "none", field: 2,
        fromRest: Self.run(visible: 0.625, gap: -12),
        fromPrevious: Self.run(visible: 0.5, gap: -15.5)),
    ]
    let report = LayoutCheckReport(
      layout: "Sign, up", fieldCount: 2, groups: [group], checks: checks)
    var scene = InterfaceBuilderScene(
      sceneID: "s",
      form: ImportedForm(
        layout: Layout(
          name: "Sign, up", fields: [.init(label: "Name"), .init(label: "100% sure")]),
        fieldLines: [10, 20], scrollViewFrame: nil, viewSize: Size(width: 320, height: 480)))
    scene.form.warnings = [ImportWarning(line: 15, message: "'Name' has an ambiguous frame")]
    let source = LayoutSource(
      layout: scene.form.layout, file: "App/Base.lproj/Main.storyboard", fieldLines: [10, 20],
      scene: scene)
    let text = GitHubCheckWriter.annotations(
      [CheckedLayout(source: source, report: report)], summary: "2 checks, 1 failed")
    // The worse run is from the previous field: 50% visible, 15.5 pt under the keyboard.
    #expect(
      text == """
        ::warning file=App/Base.lproj/Main.storyboard,line=15,title=formsim import::'Name' has an ambiguous frame
        ::error file=App/Base.lproj/Main.storyboard,line=20,title=formsim check::Sign, up: field 2 '100%25 sure' is not fully visible on iphone4 portrait none (50%25 visible, 15.5 pt under the keyboard, focused from rest and from the previous field)
        2 checks, 1 failed

        """)
    #expect(GitHubCheckWriter.escapeProperty("a:b,c%\r\n") == "a%3Ab%2Cc%25%0D%0A")
  }
}

/// The one XML escaper, in both of its uses.
@Suite struct XMLEscapingTests {
  private let input = "a<b>&\"c'\t\n\r\u{1}\u{FFFE}\u{7F}é"

  /// SVG text: tab and newline kept, every other forbidden character (CR, U+0001, U+FFFE) a
  /// space, so a row keeps its width; DEL (allowed, but acted on by a terminal showing the file)
  /// as a reference; non-ASCII as itself.
  @Test func svgTextKeepsLineBreaksAndSpacesOutTheRest() {
    #expect(XMLEscaping.escape(input) == "a&lt;b&gt;&amp;&quot;c&apos;\t\n   &#127;é")
  }

  /// JUnit attributes: tab, newline and CR as references, forbidden characters dropped.
  @Test func attributesReferenceLineBreaksAndDropTheRest() {
    #expect(
      XMLEscaping.escape(input, lineBreaks: .referenced, forbidden: .dropped)
        == "a&lt;b&gt;&amp;&quot;c&apos;&#9;&#10;&#13;&#127;é")
  }
}

/// `check --format xcode`: lines Xcode's issue navigator reads, on the fields' lines.
@Suite struct XcodeCheckWriterTests {
  @Test func everyFailingCheckIsACompilerStyleLineOnItsField() throws {
    let checked = try CheckWriterTests.signUp()
    let text = XcodeCheckWriter.write([checked])
    let lines = text.split(separator: "\n").map(String.init)
    let storyboard = try String(contentsOfFile: checked.source.file!, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let failing = checked.report.checks.filter { !$0.passed }
    let diagnostics = lines.filter { $0.contains(": error: ") || $0.contains(": warning: field") }
    // One line per failing check, each `FILE:LINE:1: error|warning: field N 'Label' …`.
    #expect(diagnostics.count == failing.count)
    for (line, check) in zip(diagnostics, failing) {
      let parts = line.split(separator: ":", maxSplits: 4).map(String.init)
      #expect(parts[0] == checked.source.file)
      let number = try #require(Int(parts[1]))
      #expect(parts[2] == "1")
      #expect(parts[3] == " error" || parts[3] == " warning")
      // The line named is the field's own element in the storyboard.
      #expect(number == checked.source.line(ofField: check.field))
      let element = storyboard[number - 1]
      #expect(element.contains("<textField ") || element.contains("<textView "), "\(line)")
      #expect(parts[4].hasPrefix(" field \(check.field) '"))
    }
    // Field 8 (Promo code) is wholly under the keyboard on the SE with `none`: 216 pt of
    // keyboard over a field whose bottom is at the window's bottom edge.
    #expect(
      lines.contains {
        $0.hasSuffix(": error: field 8 'Promo code' hidden by 216 pt on iphone-se portrait (none)")
      })
    #expect(lines.last == CheckReportText(checked.report).summaryLine())
  }

  @Test func aPartlyVisibleFieldIsAWarning() {
    let partly = FocusResult(
      visibleFraction: 0.5, gapToKeyboard: -15.5, pushedAboveStatusBar: false,
      othersReachable: true, restoresOffset: true, largestJump: 0)
    #expect(XcodeCheckWriter.hidden(partly) == "hidden by 15.5 pt (50% visible)")
  }
}
