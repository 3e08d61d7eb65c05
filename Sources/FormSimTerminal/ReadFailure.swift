#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a blocking read that returned no key means: the end of input only when the input has
/// really ended.
///
/// curses answers a byte that is not UTF-8 with an error as it answers the end of input, so the
/// app quit, as if F10 had been pressed, when a terminal sent one (`ff` then `ESC O R`). The
/// descriptor tells them apart: hung up, in error, or readable with nothing to read is the end;
/// anything else is an input to skip.
enum ReadFailure {
  /// Failures in a row, with no key between, after which the input counts as gone whatever the
  /// descriptor says: a backstop against a loop that never blocks.
  static let limit = 1_000

  /// What the input descriptor says after a failed read.
  struct DescriptorState: Equatable {
    var hungUp: Bool
    var readable: Bool
    /// Bytes waiting to be read, nil when the descriptor cannot say (`/dev/null`).
    var pendingBytes: Int?

    /// Polls `descriptor` without waiting.
    static func of(_ descriptor: Int32) -> DescriptorState {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 0) >= 0 else {
        return DescriptorState(hungUp: true, readable: false, pendingBytes: nil)
      }
      let events = Int32(entry.revents)
      var count: Int32 = 0
      let pending: Int? = ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : nil
      return DescriptorState(
        hungUp: events & Int32(POLLHUP | POLLERR | POLLNVAL) != 0,
        readable: events & Int32(POLLIN) != 0, pendingBytes: pending)
    }
  }

  static func outcome(errorNumber: Int32, state: DescriptorState, failuresInARow: Int)
    -> InputRead
  {
    if errorNumber == EINTR { return .timedOut }
    if errorNumber == EIO || errorNumber == EBADF || state.hungUp { return .closed }
    // Readable but empty is where a read returns 0: the end of the file.
    if state.readable && (state.pendingBytes ?? 0) == 0 { return .closed }
    return failuresInARow >= limit ? .closed : .ignored
  }
}
