import Foundation
import Testing

@testable import FormSimCore

/// Whole `check` reports pinned figure for figure, so that work on `check`'s speed (or anything
/// else under it) cannot move a verdict or a figure unnoticed.
///
/// Each golden lists every field check of a run over every strategy, one line per check, with
/// its numbers printed exactly (Swift's shortest round-trip form), so a change in the last bit
/// shows. The runs cover the seeds' iPhone in both orientations, a form in bars with a toolbar on
/// a notched phone, and an iPad form sheet under a spring-timed keyboard. Regenerate with
/// `FORMSIM_UPDATE_GOLDENS=1 swift test --filter CheckReportGoldenTests`, then read the diff.
@Suite struct CheckReportGoldenTests {
  @Test func twelveOnTheIPhone4() {
    let check = LayoutCheck(
      layout: .twelve, devices: [.iphone4], strategies: StrategyCatalog.names, concurrency: 1)
    CheckGolden.check(check.run(), named: "check-twelve-iphone4.txt")
  }

  @Test func signUpInANavigationControllerOnTheIPhone15() throws {
    let layout = try #require(Layout.builtIn(named: "signup-nav"))
    let check = LayoutCheck(
      layout: layout, devices: [.iphone15], strategies: StrategyCatalog.names, concurrency: 1)
    CheckGolden.check(check.run(), named: "check-signup-nav-iphone15.txt")
  }

  @Test func anIPadSheetUnderTheSpringInLandscape() throws {
    let layout = try #require(Layout.builtIn(named: "ipad-sheet"))
    var settings = SimulationSettings()
    settings.keyboardTiming = AnimationTiming(duration: 0.5, curve: .keyboardSpring)
    let check = LayoutCheck(
      layout: layout, devices: [.ipad], orientations: [.landscape],
      strategies: StrategyCatalog.names, settings: settings, concurrency: 2)
    CheckGolden.check(check.run(), named: "check-ipad-sheet-spring-landscape.txt")
  }
}

/// The golden files of `CheckReportGoldenTests`, in `Goldens/` beside this file.
private enum CheckGolden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens", isDirectory: true)

  /// One line per field check: the group, the field, then each run's visible fraction, gap to
  /// the keyboard, largest jump and its flags (pushed above the status bar, others reachable,
  /// restores the offset, leaves the window's sides), `+` for yes and `-` for no.
  static func text(_ report: LayoutCheckReport) -> String {
    func run(_ result: FocusResult?) -> String {
      guard let result else { return "none" }
      let flags = [
        result.pushedAboveStatusBar, result.othersReachable, result.restoresOffset,
        result.leavesWindowSides,
      ].map { $0 ? "+" : "-" }.joined()
      let gap = result.gapToKeyboard.map { "\($0)" } ?? "nil"
      return "\(result.visibleFraction) \(gap) \(result.largestJump) \(flags)"
    }
    var lines = [
      "# \(report.layout): \(report.checks.count) checks",
      "# device orientation strategy field | from rest | from the previous field",
      "# each run: visible-fraction gap-to-keyboard largest-jump pushed/reachable/restores/sides",
    ]
    for check in report.checks {
      lines.append(
        "\(check.device) \(check.orientation.rawValue) \(check.strategy) \(check.field)"
          + " | \(run(check.fromRest)) | \(run(check.fromPrevious))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func check(
    _ report: LayoutCheckReport, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    let actual = text(report)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["FORMSIM_UPDATE_GOLDENS"] == "1" {
      do {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "Golden \(name) regenerated; run again without FORMSIM_UPDATE_GOLDENS to check it",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not write golden \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected else {
      Issue.record(
        "Golden \(name) is missing; run with FORMSIM_UPDATE_GOLDENS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let first = old.indices.first { $0 >= new.count || old[$0] != new[$0] } ?? old.count
    let was = first < old.count ? String(old[first]) : "(end)"
    let now = first < new.count ? String(new[first]) : "(end)"
    let message =
      "Golden \(name) differs from line \(first + 1):\n- \(was)\n+ \(now)\n"
      + "run with FORMSIM_UPDATE_GOLDENS=1 to regenerate, then read the diff"
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: sourceLocation)
  }
}
