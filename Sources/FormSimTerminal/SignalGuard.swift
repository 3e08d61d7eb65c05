import CNcurses

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
    for signal in terminationSignals + crashSignals {
      var previous = sigaction()
      guard sigaction(signal, nil, &previous) == 0 else { continue }
      if isIgnored(previous) { continue }
      let chains = crashSignals.contains(signal)
      if chains && signal >= 0 && Int(signal) < signalGuardState.previous.count {
        signalGuardState.previous[Int(signal)] = previous
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = restoreTerminalAndReraise
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
      == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Whether a curses screen is open and must be restored if a signal arrives.
  static func setTerminalOpen(_ open: Bool) {
    signalGuardState.terminalOpen = open
  }
}

/// What the signal handler needs, kept global because a C signal handler cannot capture context.
///
/// `nonisolated(unsafe)` is justified: it is written only on the main thread while the terminal
/// opens and closes (before any handler can read the fields it changes), and the handler only
/// reads it. `previous` (indexed by signal number; all-zero means the default disposition) holds
/// the crash signals' earlier handlers, filled once in `install()` before each handler is set; a fixed array keeps the handler free
/// of hashing and allocation.
private struct SignalGuardState {
  var installed = false
  var terminalOpen = false
  var previous: [sigaction] = Array(repeating: sigaction(), count: 65)
}

nonisolated(unsafe) private var signalGuardState = SignalGuardState()

/// The handler: a plain C function pointer with no captures.
private let restoreTerminalAndReraise: @convention(c) (Int32) -> Void = { signal in
  if signalGuardState.terminalOpen {
    signalGuardState.terminalOpen = false
    mousemask(0, nil)
    curs_set(1)
    endwin()
  }
  var previous = sigaction()
  if signal >= 0 && Int(signal) < signalGuardState.previous.count {
    previous = signalGuardState.previous[Int(signal)]
  }
  sigaction(signal, &previous, nil)
  raise(signal)
}
