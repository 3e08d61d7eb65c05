import FormSimCore
import Foundation

@testable import FormSimBench
@testable import FormSimCLI

/// What a child process did.
struct ProcessRun {
  var status: Int32
  var output: String
  var error: String
}

/// Runs `executable` with `arguments` in `directory`, with the `formsim` under test first on
/// `PATH` (completion scripts call `formsim` back by name), and waits for it. It runs in a
/// session of its own, so nothing it starts can open the terminal the tests were started from.
func runProcess(
  _ executable: String, _ arguments: [String], in directory: URL? = nil
) throws -> ProcessRun {
  var environment = ProcessInfo.processInfo.environment
  if let binary = ExecutableLocator.formsim() {
    let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
    environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
  }
  let run = try FinishedProcess.run(
    executable, arguments, environment: environment, directory: directory?.path,
    newSession: true)
  return ProcessRun(status: run.status, output: run.output, error: run.error)
}

/// Where `name` is on the `PATH`, or `nil`: a test that needs an optional program is skipped
/// without it.
func installedProgram(_ name: String) -> String? {
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
    separator: ":")
  return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
