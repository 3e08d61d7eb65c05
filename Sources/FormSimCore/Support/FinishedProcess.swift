#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a program run to its end did: its status and everything it wrote.
public struct FinishedProcess: Sendable {
  /// Its exit code, or 128 + the signal that ended it.
  public var status: Int32
  /// What it wrote to its standard output and error, as bytes.
  public var outputBytes: [UInt8]
  public var errorBytes: [UInt8]

  public var output: String { String(decoding: outputBytes, as: UTF8.self) }
  public var error: String { String(decoding: errorBytes, as: UTF8.self) }

  /// Runs `executable` to its end as a `ChildProcess`, with `input` on its standard input, and
  /// collects its output. With `newSession` it has no controlling terminal (see `ChildProcess`).
  ///
  /// The streams go through files, not pipes: a long-lived process the program starts (a tmux
  /// server) keeps its descriptors, and a pipe held open so would never reach its end.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, input: [UInt8] = [], newSession: Bool = false
  ) throws(ChildProcessError) -> FinishedProcess {
    let stem = FileManager.default.temporaryDirectory.path + "/formsim-child-\(UUID().uuidString)"
    let paths = ["in", "out", "err"].map { "\(stem).\($0)" }
    defer { for path in paths { unlink(path) } }
    let descriptors = paths.map { open($0, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) }
    defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
    guard descriptors.allSatisfy({ $0 >= 0 }) else {
      throw ChildProcessError("cannot make files for \(executable)'s output in \(stem)")
    }
    input.withUnsafeBytes { raw in
      var written = 0
      while written < raw.count {
        let count = write(descriptors[0], raw.baseAddress! + written, raw.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        written += count
      }
    }
    lseek(descriptors[0], 0, SEEK_SET)
    let process = try ChildProcess(
      executable: executable, arguments: arguments, environment: environment,
      directory: directory, standardInput: descriptors[0], standardOutput: descriptors[1],
      standardError: descriptors[2], newSession: newSession)
    let status = process.waitUntilExit()
    return FinishedProcess(
      status: status, outputBytes: contents(of: descriptors[1]),
      errorBytes: contents(of: descriptors[2]))
  }

  private static func contents(of descriptor: Int32) -> [UInt8] {
    lseek(descriptor, 0, SEEK_SET)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }
}
