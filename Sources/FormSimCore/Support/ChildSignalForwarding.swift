#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// While a child runs to its end, a termination signal to this process kills the child before
/// this process goes the way the signal says.
///
/// A child started by `posix_spawn` outlives its parent: `kill PID` or a SIGHUP while
/// `formsim-frontend` reads a file would leave it running as an orphan (and it may be the one
/// hanging). The handlers are installed for the wait and the earlier ones put back after; a
/// signal that arrives during the wait kills the child, puts back the earlier handler and raises
/// the signal again, so the terminal's own guard (or the default action) still runs.
struct ChildSignalForwarding {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// `child` is a process, or (negative) a process group. Each earlier handler is recorded
  /// before the new one goes in, so a signal that lands at once finds it.
  init(child: pid_t) {
    forwardingState.child = child
    for signal in Self.signals {
      sigaction(signal, nil, &forwardingState.previous[Int(signal)])
      var action = sigaction()
      action.handler = killChildAndReraise
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// Puts back the handlers there were before.
  func end() {
    for signal in Self.signals {
      sigaction(signal, &forwardingState.previous[Int(signal)], nil)
    }
    forwardingState.child = 0
  }
}

/// What the handler reads; a C signal handler captures nothing. `previous` is indexed by signal
/// number (all four signals are below 65), and written only before each handler is installed.
private struct ForwardingState {
  var child: pid_t = 0
  var previous: [sigaction] = Array(repeating: sigaction(), count: 65)
}

nonisolated(unsafe) private var forwardingState = ForwardingState()

private let killChildAndReraise: @convention(c) (Int32) -> Void = { signal in
  if forwardingState.child != 0 { kill(forwardingState.child, SIGKILL) }
  var previous = forwardingState.previous[Int(signal)]
  sigaction(signal, &previous, nil)
  raise(signal)
}
