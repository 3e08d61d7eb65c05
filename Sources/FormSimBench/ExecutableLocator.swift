import FormSimCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds the `formsim` binary to launch: this process when it is `formsim`, else a `formsim`
/// beside it (`formsim-bench` sits next to the `formsim` built with it, and a test runner in
/// `.build/debug` next to the binary `swift test` built).
enum ExecutableLocator {
  static func formsim() -> String? {
    let fileManager = FileManager.default
    guard let current = RunningExecutable.path() else { return nil }
    let url = URL(fileURLWithPath: current)
    if url.lastPathComponent == "formsim" { return current }
    var directory = url.deletingLastPathComponent()
    // An .xctest bundle keeps its binary a few levels down.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("formsim").path
      if fileManager.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }
}
