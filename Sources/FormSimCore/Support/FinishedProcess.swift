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
  /// Whether it was stopped for running past the time limit it was given.
  public var timedOut = false

  public var output: String { String(decoding: outputBytes, as: UTF8.self) }
  public var error: String { String(decoding: errorBytes, as: UTF8.self) }

  /// Runs `executable` to its end as a `ChildProcess`, with `input` on its standard input, and
  /// collects its output. With `newSession` it has no controlling terminal (see `ChildProcess`).
  ///
  /// The streams go through files, not pipes: a long-lived process the program starts (a tmux
  /// server) keeps its descriptors, and a pipe held open so would never reach its end. The files
  /// are removed as soon as they are open, so nothing is left behind however this process ends.
  ///
  /// With `timeLimit` (seconds), the program leads a process group of its own, and if it is
  /// still running then, the whole group is killed (a script's children too) and the result says
  /// `timedOut`. While it runs, a termination signal to this process (Ctrl-C, `kill`) ends the
  /// program first, so it is never left running alone.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, input: [UInt8] = [], newSession: Bool = false,
    timeLimit: Double? = nil
  ) throws(ChildProcessError) -> FinishedProcess {
    let stem = FileManager.default.temporaryDirectory.path + "/formsim-child-\(UUID().uuidString)"
    let paths = ["in", "out", "err"].map { "\(stem).\($0)" }
    let descriptors = paths.map { open($0, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
    for path in paths { unlink(path) }
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
      standardError: descriptors[2], ownProcessGroup: timeLimit != nil && !newSession,
      newSession: newSession)
    let forwarding = ChildSignalForwarding(child: timeLimit != nil ? -process.pid : process.pid)
    defer { forwarding.end() }
    var timedOut = false
    if let timeLimit {
      let clock = MonotonicClock()
      let deadline = clock.now + timeLimit
      while process.isRunning {
        if clock.now >= deadline {
          kill(-process.pid, SIGKILL)
          timedOut = true
          break
        }
        usleep(5_000)
      }
    }
    let status = process.waitUntilExit()
    return FinishedProcess(
      status: status, outputBytes: contents(of: descriptors[1]),
      errorBytes: contents(of: descriptors[2]), timedOut: timedOut)
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
