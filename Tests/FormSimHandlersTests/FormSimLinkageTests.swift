import FormSimCore
import Foundation
import Testing

/// `formsim` depends on the front end only so that building it builds both: none of
/// swift-syntax's shared libraries may reach its link, or every launch would load them.
@Suite struct FormSimLinkageTests {
  static let formsim = FrontEndBinary.path.map {
    URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("formsim").path
  }
  static let canCheck =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd")
    && formsim.map(FileManager.default.isExecutableFile(atPath:)) == true

  @Test(.enabled(if: canCheck, "needs ldd and formsim built beside formsim-frontend"))
  func formsimLoadsNoSwiftSyntaxLibrary() throws {
    let run = try FinishedProcess.run("/usr/bin/ldd", [Self.formsim ?? ""])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("libswiftCore") || run.output.contains("not a dynamic executable"))
    for library in ["libSwiftSyntax", "libSwiftParser", "libSwiftOperators", "libSwiftDiagnostics"]
    {
      #expect(!run.output.contains(library), "formsim links \(library)")
    }
  }
}
