import Foundation
import PackagePlugin

/// `swift package formsim-check [PATH…] [--target NAME…] [--strategy S…] [--device D…]
/// [--format F]`: `formsim check` over every storyboard, xib and layout JSON under the
/// package's targets (or the targets named, or the paths given), in the compiler's line format
/// so editors link each failing field to its line. Fails when any field ends hidden.
@main
struct FormSimCheck: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let strategies = extractor.extractOption(named: "strategy")
    let devices = extractor.extractOption(named: "device")
    let format = extractor.extractOption(named: "format").last ?? "xcode"
    let paths = extractor.remainingArguments
    let folders: [URL]
    if !paths.isEmpty {
      folders = paths.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL) }
    } else {
      let targets =
        targetNames.isEmpty
        ? context.package.targets : try context.package.targets(named: targetNames)
      folders = targets.map(\.directoryURL).filter(Self.holdsLayoutFiles)
    }
    guard !folders.isEmpty else {
      print("formsim-check: no storyboard, xib or layout JSON under the package's targets")
      return
    }
    let formsim = try context.tool(named: "formsim").url
    var options = ["--format", format]
    for strategy in strategies { options += ["--strategy", strategy] }
    for device in devices { options += ["--device", device] }
    var failed: [String] = []
    for folder in folders {
      let status = try Self.run(formsim, ["check", folder.path] + options)
      switch status {
      case 0: continue
      case 1: failed.append(folder.path)
      default: throw CheckError("formsim check \(folder.path) could not run (exit \(status))")
      }
    }
    if !failed.isEmpty {
      throw CheckError("fields end hidden in " + failed.joined(separator: ", "))
    }
  }

  /// Whether `folder` holds any file `formsim check FOLDER` reads, so targets without forms
  /// are passed over rather than refused.
  static func holdsLayoutFiles(_ folder: URL) -> Bool {
    let extensions: Set<String> = ["storyboard", "xib", "json"]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      if extensions.contains(file.pathExtension.lowercased()) { return true }
    }
    return false
  }

  /// Runs `tool` with its output on this process's, and returns its exit status.
  static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

struct CheckError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
