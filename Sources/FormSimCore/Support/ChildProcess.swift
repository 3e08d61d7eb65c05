#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with `posix_spawn`, with a clean slate whatever the starting thread had.
///
/// A thread of a concurrent runtime (Swift Testing's workers, a dispatch queue) blocks most
/// signals, and a child inherits its starter's mask and ignored signals through `exec`. A tmux
/// server started so could not be stopped by SIGTERM and never reaped its panes, so every child
/// starts with an empty mask and default dispositions. It also gets only the three descriptors
/// it is given: a pipe another thread has open must not stay open in a long-lived child, or that
/// pipe's reader never sees its end. Foundation's `Process` promises neither, and linking
/// Foundation for it would slow every command's start-up.
public final class ChildProcess {
  public let pid: pid_t
  private var exitStatus: Int32?

  /// Starts `executable` (a path; no `PATH` search) with `arguments`, `environment` (nil: this
  /// process's own), in `directory` (nil: this one's), with the three descriptors as its standard
  /// input, output and error. With `ownProcessGroup` it leads a group of its own, as a shell's
  /// job does. With `newSession` it leads a session of its own, which has no controlling
  /// terminal: not even `/dev/tty` opens in it, so it can neither read from nor draw on the
  /// terminal this process was started from (the two are exclusive; the session wins).
  public init(
    executable: String, arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, standardInput: Int32, standardOutput: Int32, standardError: Int32,
    ownProcessGroup: Bool = false, newSession: Bool = false
  ) throws(ChildProcessError) {
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
    if let directory {
      guard Self.addChangeDirectory(&actions, directory) else {
        throw ChildProcessError("cannot start \(executable) in \(directory): not supported here")
      }
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    if newSession {
      flags |= Self.setSessionFlag
    } else if ownProcessGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
    }
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      Self.addCloseFrom(&actions, 3)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let pairs = environment.map { $0.map { "\($0.key)=\($0.value)" } }
    let envp = pairs.map { $0.map { strdup($0) } + [nil] }
    defer { for string in argv + (envp ?? []) { free(string) } }
    var pid: pid_t = 0
    let result =
      if let envp {
        posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
      } else {
        posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      }
    guard result == 0 else {
      throw ChildProcessError("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    self.pid = pid
  }

  /// Whether the program has not exited yet (it is reaped the moment it has).
  public var isRunning: Bool {
    guard exitStatus == nil else { return false }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return true }
    exitStatus = status
    return false
  }

  /// Waits for the program to exit; its exit code, or 128 + the signal that ended it.
  @discardableResult
  public func waitUntilExit() -> Int32 {
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
  public func stop() {
    if isRunning { kill(pid, SIGKILL) }
  }

  /// `POSIX_SPAWN_SETSID`: Darwin declares it (macOS 10.15 and later); glibc (2.26 and later)
  /// defines it only under `_GNU_SOURCE`, which Swift's Glibc module does not set, so its value
  /// from glibc's `spawn.h` is written here. An older glibc refuses the flag with `EINVAL`, and
  /// the spawn fails with that message rather than run the child on the terminal.
  #if canImport(Darwin)
    static let setSessionFlag = Int32(POSIX_SPAWN_SETSID)
  #else
    static let setSessionFlag: Int32 = 0x80
  #endif

  #if canImport(Glibc)
    typealias FileActions = posix_spawn_file_actions_t
  #else
    typealias FileActions = posix_spawn_file_actions_t?
  #endif

  /// glibc 2.34+ and macOS have `posix_spawn_file_actions_addclosefrom_np` and
  /// `…_addchdir_np`, which Swift's Glibc module does not declare (they sit behind
  /// `_GNU_SOURCE`): they are looked up by name.
  private static func gnuFunction(_ name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)  // RTLD_DEFAULT
    #else
      dlsym(nil, name)  // RTLD_DEFAULT
    #endif
  }

  private static func addCloseFrom(_ actions: inout FileActions, _ first: Int32) {
    guard let symbol = gnuFunction("posix_spawn_file_actions_addclosefrom_np") else { return }
    typealias CloseFrom = @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
    _ = withUnsafeMutablePointer(to: &actions) {
      unsafeBitCast(symbol, to: CloseFrom.self)(UnsafeMutableRawPointer($0), first)
    }
  }

  private static func addChangeDirectory(_ actions: inout FileActions, _ path: String) -> Bool {
    guard let symbol = gnuFunction("posix_spawn_file_actions_addchdir_np") else { return false }
    typealias ChangeDirectory =
      @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>) -> Int32
    return withUnsafeMutablePointer(to: &actions) { pointer in
      path.withCString {
        unsafeBitCast(symbol, to: ChangeDirectory.self)(UnsafeMutableRawPointer(pointer), $0)
      } == 0
    }
  }
}

/// Why a program could not be started, in words.
public struct ChildProcessError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
