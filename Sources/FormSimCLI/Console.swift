import FormSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// Commands take a console rather than calling `print` so their output and exit codes can be
/// tested without spawning a process.
public protocol Console {
  mutating func write(_ text: String)
  mutating func writeError(_ text: String)
  /// Whether standard error is a terminal (progress is shown only then).
  var errorIsTerminal: Bool { get }
}

/// The process's real standard output and error.
public struct StandardConsole: Console {
  public init() {}

  public mutating func write(_ text: String) {
    FileDescriptorIO.writeAll(text.utf8, to: STDOUT_FILENO)
  }

  public mutating func writeError(_ text: String) {
    FileDescriptorIO.writeAll(text.utf8, to: STDERR_FILENO)
  }

  public var errorIsTerminal: Bool { isatty(2) == 1 }
}

/// A console that keeps everything written, for tests.
public struct BufferConsole: Console {
  public var output = ""
  public var error = ""
  public var errorIsTerminal = false

  public init() {}

  public mutating func write(_ text: String) { output += text }
  public mutating func writeError(_ text: String) { error += text }
}
