import CNcurses
import FormSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal when the process is killed by a signal, then dies of that same signal.
///
/// Without this, Ctrl-C or a `kill` would leave the user's shell in raw mode on the alternate
/// screen with the cursor hidden. After restoring, a termination signal is re-raised with the
/// default disposition, so the exit status stays the conventional 128 + n; a crash signal goes
/// back to its previous handler, so Swift's crash report still appears (now on a sane terminal). SIGWINCH is left to curses, which turns it into
/// `KEY_RESIZE`.
public enum SignalGuard {
  /// Signals that end the process: after restoring, they get the default disposition back.
  public static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Signals a Swift trap or crash raises: after restoring, they go to whatever handled them
  /// before (Swift's backtracer), so crash reports are kept.
  public static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

  /// Installs the handlers (once). Signals the parent set to be ignored (e.g. SIGHUP under
  /// `nohup`) stay ignored.
  ///
  /// Call before `newterm`: curses installs its own SIGINT/SIGTERM handlers, which exit with
  /// status 1, only where it finds the default disposition.
  public static func install() {
    guard !signalGuardState.installed else { return }
    signalGuardState.installed = true
    useAlternateStack()
    for signal in terminationSignals + crashSignals {
      var previous = sigaction()
      guard sigaction(signal, nil, &previous) == 0 else { continue }
      if isIgnored(previous) { continue }
      let chains = crashSignals.contains(signal)
      if chains && signal >= 0 && Int(signal) < signalGuardState.previous.count {
        signalGuardState.previous[Int(signal)] = previous
      }
      var action = sigaction()
      action.handler = restoreTerminalAndReraise
      sigemptyset(&action.sa_mask)
      // A stack overflow's SIGSEGV finds no room on the stack that overflowed: the handler runs
      // on the alternate one.
      action.sa_flags = Int32(SA_ONSTACK)
      sigaction(signal, &action, nil)
    }
  }

  /// Gives this thread (the one that runs the terminal) an alternate signal stack, unless it has
  /// one already (the Swift runtime's backtracer may have set one). Allocated once and never
  /// freed: the process may need it until its last instant.
  private static func useAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else {
      return
    }
    let size = 256 * 1024
    guard let memory = malloc(size) else { return }
    var alternate = stack_t()
    alternate.ss_sp = memory
    alternate.ss_size = size
    alternate.ss_flags = 0
    sigaltstack(&alternate, nil)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    unsafeBitCast(action.handler, to: Int.self)
      == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Whether a curses screen is open and must be restored if a signal arrives.
  static func setTerminalOpen(_ open: Bool) {
    signalGuardState.terminalOpen = open
  }

  /// Call just before `newterm` on `descriptor` (the terminal curses will write to).
  ///
  /// `newterm` puts the tty into cbreak, -echo, -icrnl mode before it returns, so a signal that
  /// lands between it and `finishOpening` would find no open screen to `endwin` and leave the
  /// shell raw. Three things close that window: the tty's modes are saved here with `tcgetattr`
  /// and the handler puts them back with `tcsetattr` (async-signal-safe) whatever else it does;
  /// the termination signals are blocked on this thread, so they stay pending until the screen
  /// is open; and one delivered to another thread meanwhile is only noted, then re-raised by
  /// `finishOpening`. Returns the signal mask to give back to `finishOpening`.
  static func beginOpening(descriptor: Int32) -> sigset_t {
    var saved = termios()
    if tcgetattr(descriptor, &saved) == 0 {
      signalGuardState.savedTerminal = saved
      signalGuardState.terminalDescriptor = descriptor
    }
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in terminationSignals { sigaddset(&blocked, signal) }
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
    signalGuardState.opening = true
    return previousMask
  }

  /// Ends the window `beginOpening` started: `open` tells whether a screen is now open (else the
  /// opening failed and curses has already given the terminal back). A signal that arrived in the
  /// window is delivered now, and the handler restores the terminal.
  static func finishOpening(open: Bool, restoring previousMask: sigset_t) {
    signalGuardState.terminalOpen = open
    if !open { signalGuardState.terminalDescriptor = -1 }
    signalGuardState.opening = false
    var mask = previousMask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    let deferred = signalGuardState.deferredSignal
    if deferred != 0 {
      signalGuardState.deferredSignal = 0
      raise(deferred)
    }
  }

  /// The screen is closed and curses has restored the tty: the saved modes are no longer needed.
  static func forgetSavedTerminal() {
    signalGuardState.terminalDescriptor = -1
  }
}

/// What the signal handler needs, kept global because a C signal handler cannot capture context.
///
/// `nonisolated(unsafe)` is justified: the opening and closing code writes it on one thread while
/// the termination signals are blocked there (or before any handler can read the fields it
/// changes). A handler only writes the flags it owns: `deferredSignal` while a screen is opening,
/// and `terminalOpen` (cleared) just before the process dies. `previous` (indexed by signal
/// number; all-zero means the default disposition) holds the crash signals' earlier handlers,
/// filled once in `install()` before each handler is set; a fixed array keeps the handler free of
/// hashing and allocation.
private struct SignalGuardState {
  var installed = false
  var terminalOpen = false
  /// Between `beginOpening` and `finishOpening`: a termination signal is deferred.
  var opening = false
  var deferredSignal: Int32 = 0
  /// The tty whose modes were saved before `newterm`, or -1.
  var terminalDescriptor: Int32 = -1
  var savedTerminal = termios()
  var previous: [sigaction] = Array(repeating: sigaction(), count: 65)
}

nonisolated(unsafe) private var signalGuardState = SignalGuardState()

/// The handler: a plain C function pointer with no captures.
private let restoreTerminalAndReraise: @convention(c) (Int32) -> Void = { signal in
  let terminates = signal == SIGINT || signal == SIGTERM || signal == SIGHUP || signal == SIGQUIT
  if signalGuardState.opening && terminates {
    // Another thread is inside `newterm`; `finishOpening` re-raises this once the screen is open.
    signalGuardState.deferredSignal = signal
    return
  }
  if signalGuardState.terminalOpen {
    signalGuardState.terminalOpen = false
    if signalGuardState.terminalDescriptor >= 0 {
      // Motion reports (mode 1002) off: curses only knows the mode 1000 it turns off itself.
      let off: StaticString = "\u{1B}[?1002l"
      _ = write(signalGuardState.terminalDescriptor, off.utf8Start, off.utf8CodeUnitCount)
    }
    mousemask(0, nil)
    curs_set(1)
    endwin()
  }
  if signalGuardState.terminalDescriptor >= 0 {
    // The modes the shell had before `newterm`, even if curses never got to save or restore them.
    var saved = signalGuardState.savedTerminal
    tcsetattr(signalGuardState.terminalDescriptor, TCSANOW, &saved)
  }
  var previous = sigaction()
  if signal >= 0 && Int(signal) < signalGuardState.previous.count {
    previous = signalGuardState.previous[Int(signal)]
  }
  sigaction(signal, &previous, nil)
  raise(signal)
}
