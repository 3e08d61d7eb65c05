import CNcurses
import FormSimApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension NcursesScreen {
  /// Waits for one input: up to `timeoutMilliseconds`, or until input arrives when `nil` (which
  /// uses no CPU while the user does nothing). `0` only checks for input already pending.
  public func read(timeoutMilliseconds: Int?) -> InputRead {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return .closed }
    guard let key = readRawKey(timeoutMilliseconds: timeoutMilliseconds) else {
      let error = errno
      guard timeoutMilliseconds == nil else { return .timedOut }
      failedReads += 1
      return ReadFailure.outcome(
        errorNumber: error, state: .of(inputDescriptor ?? -1), failuresInARow: failedReads)
    }
    failedReads = 0
    guard let event = KeyDecoder.decode(key) else { return .ignored }
    return .event(event)
  }

  /// One raw input from `get_wch` (and `getmouse` for mouse reports), or `nil` if none came.
  public func readRawKey(timeoutMilliseconds: Int?) -> RawKey? {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return nil }
    set_term(screen)
    let timeout = timeoutMilliseconds.map { Int32(clamping: max(0, $0)) } ?? -1
    wtimeout(window, timeout)
    var value: wint_t = 0
    errno = 0
    let status = wget_wch(window, &value)
    if status == ERR { return nil }
    guard status == KEY_CODE_YES else { return .character(UInt32(value)) }
    guard Int32(value) == KEY_MOUSE else { return .code(Int32(value)) }
    var mouse = MEVENT()
    guard getmouse(&mouse) == OK else { return .code(KEY_MOUSE) }
    return .mouse(buttons: UInt32(mouse.bstate), column: Int(mouse.x), row: Int(mouse.y))
  }
}
