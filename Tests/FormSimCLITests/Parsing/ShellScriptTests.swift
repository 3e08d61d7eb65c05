import Foundation
import Testing

@testable import FormSimCLI

/// The zsh and fish scripts are read by their own shells, where those are installed, and the
/// man page by `man`/`groff`.
@Suite struct ShellScriptTests {
  private func scriptFile(_ shell: String) throws -> URL {
    let run = formsim("--generate-completion-script", shell)
    #expect(run.status == 0)
    let path = uniqueTemporaryPath("completion.\(shell)")
    try run.output.write(to: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(.enabled(if: installedProgram("zsh") != nil, "zsh is not installed"))
  func zshReadsItsScript() throws {
    let path = try scriptFile("zsh")
    defer { try? FileManager.default.removeItem(at: path) }
    let run = try runProcess(installedProgram("zsh")!, ["-n", path.path])
    #expect(run.status == 0, "\(run.error)")
  }

  @Test(.enabled(if: installedProgram("fish") != nil, "fish is not installed"))
  func fishReadsItsScript() throws {
    let path = try scriptFile("fish")
    defer { try? FileManager.default.removeItem(at: path) }
    let run = try runProcess(installedProgram("fish")!, ["--no-execute", path.path])
    #expect(run.status == 0, "\(run.error)")
  }

  @Test func theManualHasEveryCommand() {
    let run = formsim("--generate-manual")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(#".TH "FORMSIM" "1""#))
    for command in FormSim.configuration.subcommands {
      #expect(run.output.contains(".SS \(command.configuration.commandName)\n"))
    }
    #expect(run.output.contains("\\fB--strategy <name>\\fR"))
  }

  /// groff reads the page without a warning.
  @Test(.enabled(if: installedProgram("groff") != nil, "groff is not installed"))
  func groffReadsTheManual() throws {
    let path = uniqueTemporaryPath("formsim.1")
    try formsim("--generate-manual").output.write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    let run = try runProcess(
      installedProgram("groff")!, ["-man", "-Tutf8", "-wall", "-z", path.path])
    #expect(run.status == 0)
    #expect(run.error.isEmpty, "\(run.error)")
  }
}
