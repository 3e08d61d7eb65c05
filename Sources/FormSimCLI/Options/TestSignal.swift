#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// For the end-to-end tests only: `FORMSIM_TEST_SIGNAL_AFTER_NEWTERM=INT|TERM|HUP|QUIT|ABRT` (or
/// a number) makes `formsim` send itself that signal right after curses takes the terminal and
/// before the first frame, the moment a `kill` from outside cannot be timed to hit, so a test
/// can check that even then the shell gets its terminal back; `STACK` overflows the stack
/// instead, as a runaway recursion would. Unset, it does nothing.
///
/// Read here, at the command line, and handed to the terminal as a hook, so the screen itself
/// reads no environment.
enum TestSignal {
  static let variable = "FORMSIM_TEST_SIGNAL_AFTER_NEWTERM"

  /// What the terminal runs once it is open: raise the signal the variable names, if any.
  static func afterOpening() {
    guard let value = getenv(variable).map({ String(cString: $0) }) else { return }
    if value.uppercased() == "STACK" {
      _ = overflow(1)
      return
    }
    let names: [String: Int32] = [
      "INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP, "QUIT": SIGQUIT, "ABRT": SIGABRT,
    ]
    guard let signal = names[value.uppercased()] ?? Int32(value) else { return }
    raise(signal)
  }

  /// Recurses until the stack runs out; the volatile-like use of `buffer` keeps each frame.
  @inline(never)
  private static func overflow(_ depth: Int) -> Int {
    var buffer = [UInt8](repeating: UInt8(truncatingIfNeeded: depth), count: 1)
    return withUnsafeMutableBytes(of: &buffer) { _ in overflow(depth + 1) } + Int(buffer[0])
  }
}
