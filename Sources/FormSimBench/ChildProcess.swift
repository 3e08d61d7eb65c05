#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program the benchmark starts, with its standard streams on descriptors it chose.
///
/// `posix_spawn` directly, because Foundation's `Process` is the one thing here that
/// FoundationEssentials lacks, and linking the whole of Foundation for it made every `formsim`
/// command slower to start. The child gets a process group of its own (as a shell's job would),
/// default signal handling and an empty signal mask, whatever the benchmark has set for itself.
final class ChildProcess {
  let pid: pid_t
  private var exitStatus: Int32?

  /// Starts `executable` (a path; no `PATH` search) with `arguments`, `environment` and the
  /// three descriptors as its standard input, output and error.
  init(
    executable: String, arguments: [String], environment: [String: String],
    standardInput: Int32, standardOutput: Int32, standardError: Int32
  ) throws(BenchError) {
    // Darwin declares these as optional pointers, glibc as structs.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (descriptor, target) in [
      (standardInput, STDIN_FILENO), (standardOutput, STDOUT_FILENO),
      (standardError, STDERR_FILENO),
    ] {
      posix_spawn_file_actions_adddup2(&actions, descriptor, target)
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for string in argv + envp { free(string) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw BenchError("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    self.pid = pid
  }

  /// Whether the program has not exited yet (it is reaped the moment it has).
  var isRunning: Bool {
    guard exitStatus == nil else { return false }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return true }
    exitStatus = status
    return false
  }

  /// Waits for the program to exit; its exit code, or 128 + the signal that ended it.
  @discardableResult
  func waitUntilExit() -> Int32 {
    if exitStatus == nil {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      exitStatus = status
    }
    let status = exitStatus ?? 0
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Ends the program at once, if it is still running.
  func stop() {
    if isRunning { kill(pid, SIGKILL) }
  }
}
