import Foundation
import Testing

@testable import FormSimBench

/// `Formula/formsim.rb`, the Homebrew formula that builds FormSim from source on a Mac. Homebrew
/// cannot run here, so what can be checked here is: the formula builds from the tip of the
/// repository only, with the libraries `Package.swift` asks Homebrew for and the Xcode that ships
/// its Swift; it installs the two programs that work side by side; Ruby reads it; and the
/// figures its `test do` block expects are the ones the `formsim` built here prints.
@Suite struct HomebrewFormulaTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let path = root.appendingPathComponent("Formula/formsim.rb").path
  static let ruby = installedProgram("ruby")

  static func formula() throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// The lines of the formula that are code, comments left out.
  static func code() throws -> [String] {
    try formula().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }

  @Test func itBuildsFromTheTipOnlyWithTheLibrariesThePackageNames() throws {
    let code = try Self.code()
    #expect(code.contains { $0.hasPrefix("head \"https://") && $0.contains("branch: \"main\"") })
    // `--HEAD` only: no release archive (`url`) and so no `sha256` to keep in step.
    #expect(!code.contains { $0.hasPrefix("url ") || $0.hasPrefix("sha256 ") })
    // Every Homebrew formula Package.swift's system libraries name as their provider, and the
    // llvm that Package.swift takes libclang from.
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for name in ["ncurses", "libxml2", "llvm"] {
      #expect(manifest.contains(".brew([\"\(name)\"])"), "Package.swift names \(name)")
      #expect(code.contains("depends_on \"\(name)\""), "depends_on \"\(name)\"")
    }
    #expect(code.contains("depends_on xcode: [\"16.3\", :build]"))
    #expect(code.contains("depends_on macos: :sequoia"), "Package.swift: platforms macOS 15")
    #expect(manifest.contains("platforms: [.macOS(.v15)]"))
  }

  @Test func itBuildsOutsideSwiftPMsSandboxAndInstallsBothPrograms() throws {
    let formula = try Self.formula()
    #expect(formula.contains(#""--disable-sandbox""#))
    #expect(formula.contains(#""--configuration", "release""#))
    #expect(formula.contains(#"ENV["FORMSIM_LLVM_PREFIX"] = Formula["llvm"].opt_prefix"#))
    // `formsim` starts `formsim-frontend` from its own folder for `--handler`.
    #expect(
      formula.contains(#"bin.install ".build/release/formsim", ".build/release/formsim-frontend""#))
    #expect(formula.contains("test do"))
  }

  @Test(.enabled(if: ruby != nil, "needs ruby to read the formula (apt-get install ruby)"))
  func rubyReadsIt() throws {
    let run = try runProcess(Self.ruby ?? "ruby", ["-c", Self.path])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "Syntax OK\n")
  }

  /// The formula's `test do` block runs `check` on the built-in layout of twelve fields: with no
  /// avoidance 43 of its 96 checks fail (status 1), with the reference strategy none does. Here
  /// the same commands run against the `formsim` built beside the tests, so the figures the
  /// formula expects cannot drift from what the program prints.
  @Test func theFiguresItsTestExpectsAreTheProgramsOwn() throws {
    let formula = try Self.formula()
    #expect(formula.contains(##"shell_output("#{bin}/formsim check twelve --strategy none", 1)"##))
    #expect(formula.contains(#"assert_match "96 checks, 43 failed", output"#))
    #expect(
      formula.contains(
        ##"assert_match "0 failed", shell_output("#{bin}/formsim check twelve --strategy reference")"##
      ))
    let binary = try #require(ExecutableLocator.formsim())
    let none = try runProcess(binary, ["check", "twelve", "--strategy", "none"])
    #expect(none.status == 1)
    #expect(none.output.contains("\n96 checks, 43 failed"))
    let reference = try runProcess(binary, ["check", "twelve", "--strategy", "reference"])
    #expect(reference.status == 0)
    #expect(reference.output.hasSuffix("\n96 checks, 0 failed\n"))
  }
}
