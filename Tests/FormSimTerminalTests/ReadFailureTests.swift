import Testing

@testable import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed blocking read ends the app only when its input has really ended.
@Suite struct ReadFailureTests {
  typealias State = ReadFailure.DescriptorState
  static let waiting = State(hungUp: false, readable: false, pendingBytes: 0)

  @Test func aSkippedByteOnALiveTerminalIsIgnored() {
    #expect(
      ReadFailure.outcome(errorNumber: EILSEQ, state: Self.waiting, failuresInARow: 1) == .ignored)
    let more = State(hungUp: false, readable: true, pendingBytes: 3)
    #expect(ReadFailure.outcome(errorNumber: 0, state: more, failuresInARow: 1) == .ignored)
  }

  @Test func aHangupAnEndOfFileOrAnIOErrorEndsIt() {
    let hungUp = State(hungUp: true, readable: false, pendingBytes: nil)
    #expect(ReadFailure.outcome(errorNumber: 0, state: hungUp, failuresInARow: 1) == .closed)
    let empty = State(hungUp: false, readable: true, pendingBytes: 0)
    #expect(ReadFailure.outcome(errorNumber: 0, state: empty, failuresInARow: 1) == .closed)
    #expect(
      ReadFailure.outcome(errorNumber: EIO, state: Self.waiting, failuresInARow: 1) == .closed)
  }

  @Test func aSignalIsATimeoutAndEndlessFailuresAreTheEnd() {
    #expect(
      ReadFailure.outcome(errorNumber: EINTR, state: Self.waiting, failuresInARow: 1) == .timedOut)
    #expect(
      ReadFailure.outcome(errorNumber: 0, state: Self.waiting, failuresInARow: ReadFailure.limit)
        == .closed)
  }

  /// What real descriptors say: a pipe with a byte waiting, an empty open pipe, a pipe whose
  /// writer has gone, and /dev/null.
  @Test func descriptorsAreReadAsTheyAre() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    #expect(State.of(ends[0]) == State(hungUp: false, readable: false, pendingBytes: 0))
    var byte: UInt8 = 0xFF
    #expect(write(ends[1], &byte, 1) == 1)
    #expect(State.of(ends[0]) == State(hungUp: false, readable: true, pendingBytes: 1))
    close(ends[1])
    #expect(read(ends[0], &byte, 1) == 1)
    #expect(State.of(ends[0]).hungUp)
    let null = open("/dev/null", O_RDONLY)
    defer { close(null) }
    let state = State.of(null)
    #expect(ReadFailure.outcome(errorNumber: 0, state: state, failuresInARow: 1) == .closed)
  }
}
