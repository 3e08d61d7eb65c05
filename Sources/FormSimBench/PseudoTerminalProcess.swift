import FormSimCLI
import FormSimCore
import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running on a pseudo-terminal of a fixed size, read and written like a user's
/// terminal: what the benchmark uses to time the interactive app without a real terminal.
final class PseudoTerminalProcess {
  let process: ChildProcess
  private let master: Int32
  /// Everything the program has written so far.
  private(set) var output: [UInt8] = []

  init(
    executable: String, arguments: [String], columns: Int, rows: Int,
    environment: [String: String]
  ) throws {
    let pair = try PseudoTerminal.open(columns: columns, rows: rows)
    let (master, terminal) = (pair.master, pair.terminal)
    defer { close(terminal) }
    do {
      process = try ChildProcess(
        executable: executable, arguments: arguments, environment: environment,
        standardInput: terminal, standardOutput: terminal, standardError: terminal,
        ownProcessGroup: true)
    } catch {
      close(master)
      throw BenchError(error.description)
    }
    self.master = master
  }

  deinit {
    process.stop()
    process.waitUntilExit()
    close(master)
  }

  /// Reads output until it contains `marker`; returns false if `timeout` seconds pass first or
  /// the program closes the terminal.
  func waitForOutput(containing marker: String, timeout: Double) -> Bool {
    let needle = Array(marker.utf8)
    let clock = MonotonicClock()
    let deadline = clock.now + timeout
    var searchedUpTo = 0
    while clock.now < deadline {
      // What arrived is searched even when the terminal has closed since: a program that
      // prints the marker and exits at once has still printed it.
      let open = readAvailable(waitMilliseconds: 20)
      if find(needle, from: searchedUpTo) != nil { return true }
      guard open else { return false }
      searchedUpTo = max(0, output.count - needle.count)
    }
    return false
  }

  /// Drains what the program wrote, waiting up to `waitMilliseconds` for the first byte; false
  /// once the terminal is closed.
  @discardableResult
  func readAvailable(waitMilliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var wait = waitMilliseconds
    while poll(&descriptor, 1, wait) > 0 {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return false }
      output.append(contentsOf: buffer[0..<count])
      wait = 0
    }
    return true
  }

  /// Reads until the program has written nothing for `quiet` seconds and returns when (on the
  /// monotonic clock) its last byte before that spell arrived: the moment its screen settled.
  /// Nil if nothing settles within `timeout` seconds or the terminal closes first. Unless
  /// `needsOutput`, a spell of quiet with no output at all also counts (it returns the start).
  func waitForQuiet(_ quiet: Double, timeout: Double, needsOutput: Bool = true) -> Double? {
    let clock = MonotonicClock()
    let start = clock.now
    let deadline = start + timeout
    var lastByte: Double? = needsOutput ? nil : start
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while clock.now < deadline {
      let ready = poll(&descriptor, 1, Int32((quiet * 1000).rounded(.up)))
      if ready > 0 {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return nil }
        output.append(contentsOf: buffer[0..<count])
        lastByte = clock.now
      } else if ready == 0, let lastByte {
        return lastByte
      }
    }
    return nil
  }

  /// Sends `key` and returns the seconds until the program's first byte in answer (nil if none
  /// comes within `timeout` seconds). Output already waiting is drained first, so the byte
  /// timed is the answer's.
  func firstByteLatency(of key: String, timeout: Double) -> Double? {
    readAvailable(waitMilliseconds: 0)
    let clock = MonotonicClock()
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let sent = clock.now
    send(key)
    guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
    let answered = clock.now
    readAvailable(waitMilliseconds: 0)
    return answered - sent
  }

  /// Sends bytes as if typed.
  func send(_ text: String) {
    FileDescriptorIO.writeAll(text.utf8, to: master)
  }

  /// User plus system CPU seconds the program has used.
  func cpuSeconds() -> Double? {
    ProcessCPUTime.seconds(of: process.pid)
  }

  /// Waits for the program to exit, killing it after `timeout` seconds.
  func waitForExit(timeout: Double) {
    let clock = MonotonicClock()
    let deadline = clock.now + timeout
    while process.isRunning && clock.now < deadline {
      readAvailable(waitMilliseconds: 10)
    }
    process.stop()
    process.waitUntilExit()
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, output.count >= needle.count else { return nil }
    var index = max(0, start)
    while index + needle.count <= output.count {
      if output[index] == needle[0] && Array(output[index..<(index + needle.count)]) == needle {
        return index
      }
      index += 1
    }
    return nil
  }
}
