import FormSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--script TEXT` / `--script-file FILE`: where a command's steps come from.
struct ScriptOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Steps separated by ';' or newlines, e.g. 'focus 7; type hi; dismiss'. Steps: focus N,"
        + " next, prev, type TEXT, return, dismiss, tap-outside, scroll DY, drag DY [DY…],"
        + " rotate, predictive on|off, emoji [off], undock, split, float [X Y], dock,"
        + " hardware [off], wait S (docs/headless.md).", valueName: "s"),
    completion: Completions.script)
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Read the steps from a file ('-' for stdin), at most 1 MB.", valueName: "file"),
    completion: .file())
  var scriptFile: String?

  func validate() throws {
    if script != nil && scriptFile != nil {
      throw ValidationError("give --script or --script-file, not both")
    }
  }

  /// Longer than any script a person writes (a paste of a whole book into `type` included), and
  /// a bound on what a stream such as /dev/zero can make FormSim hold.
  static let maximumBytes = 1 << 20

  /// The script file, unless it is standard input.
  var inputFiles: [InputFile] {
    guard let scriptFile, scriptFile != "-" else { return [] }
    return [InputFile(option: "--script-file", path: scriptFile)]
  }

  /// Whether either option was given.
  var isGiven: Bool { script != nil || scriptFile != nil }

  /// The parsed steps, or `nil` when neither option was given. A script without a single step
  /// (`';;;'`, an empty file) is a mistake, not a request to do nothing: it throws.
  func steps(fieldCount: Int, command: String) throws -> [ScriptStep]? {
    let source: String
    if let script {
      source = script
    } else if let scriptFile {
      let bytes: [UInt8]
      if scriptFile == "-" {
        bytes = FileDescriptorIO.readToEnd(STDIN_FILENO, limit: Self.maximumBytes)
      } else {
        // Which of the three went wrong decides what to fix: the name, the path or the rights.
        let prefix = "formsim \(command): \(scriptFile)"
        switch PathKind(of: scriptFile) {
        case .missing:
          throw CommandFailure("\(prefix): no such script file; check the path")
        case .directory:
          throw CommandFailure(
            "\(prefix): is a folder; --script-file takes a file of steps (or '-' for standard"
              + " input)")
        case .file, .special: break  // a pipe such as `<(…)` is read to the bound like a file
        }
        let descriptor = open(scriptFile, O_RDONLY | O_CLOEXEC)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR
        else {
          if descriptor >= 0 { close(descriptor) }
          throw CommandFailure("\(prefix): the script file cannot be read; check its permissions")
        }
        defer { close(descriptor) }
        bytes = FileDescriptorIO.readToEnd(descriptor, limit: Self.maximumBytes)
      }
      guard bytes.count <= Self.maximumBytes else {
        let origin = scriptFile == "-" ? "standard input" : scriptFile
        throw CommandFailure(
          "formsim \(command): the script (\(origin)) is over \(Self.maximumBytes >> 20) MB;"
            + " give a shorter one")
      }
      source = String(decoding: bytes, as: UTF8.self)
    } else {
      return nil
    }
    let steps = try ScriptParser.parse(source, fieldCount: fieldCount)
    guard !steps.isEmpty else {
      let origin = scriptFile.map { $0 == "-" ? "standard input" : $0 } ?? "--script"
      throw CommandFailure(
        "formsim \(command): the script has no steps (\(origin)); give steps such as 'focus 7'")
    }
    return steps
  }
}
