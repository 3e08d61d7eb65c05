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
/// `PATH` (completion scripts call `formsim` back by name), and waits for it.
func runProcess(
  _ executable: String, _ arguments: [String], in directory: URL? = nil
) throws -> ProcessRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  var environment = ProcessInfo.processInfo.environment
  if let binary = ExecutableLocator.formsim() {
    let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
    environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
  }
  process.environment = environment
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ProcessRun(
    status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
    error: String(decoding: err, as: UTF8.self))
}

/// Where `name` is on the `PATH`, or `nil`: a test that needs an optional program is skipped
/// without it.
func installedProgram(_ name: String) -> String? {
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
    separator: ":")
  return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
