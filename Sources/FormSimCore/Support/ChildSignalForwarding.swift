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
  private var previous: [sigaction]

  /// `child` is a process, or (negative) a process group.
  init(child: pid_t) {
    forwardingState.child = child
    previous = Self.signals.map { signal in
      var old = sigaction()
      var action = sigaction()
      action.handler = killChildAndReraise
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, &old)
      if signal >= 0 && Int(signal) < forwardingState.previous.count {
        forwardingState.previous[Int(signal)] = old
      }
      return old
    }
  }

  /// Puts back the handlers there were before.
  func end() {
    for (signal, old) in zip(Self.signals, previous) {
      var action = old
      sigaction(signal, &action, nil)
    }
    forwardingState.child = 0
  }
}

/// What the handler reads; a C signal handler captures nothing. Written only while the signals
/// it serves are on their earlier handlers (before `init` installs, after `end` restores).
private struct ForwardingState {
  var child: pid_t = 0
  var previous: [sigaction] = Array(repeating: sigaction(), count: 65)
}

nonisolated(unsafe) private var forwardingState = ForwardingState()

private let killChildAndReraise: @convention(c) (Int32) -> Void = { signal in
  if forwardingState.child != 0 { kill(forwardingState.child, SIGKILL) }
  var previous = sigaction()
  if signal >= 0 && Int(signal) < forwardingState.previous.count {
    previous = forwardingState.previous[Int(signal)]
  }
  sigaction(signal, &previous, nil)
  raise(signal)
}
