import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`, capturing stdout and stderr
/// together.
///
/// Foundation's `Process.waitUntilExit` was seen to hang for good after `tmux new-session`
/// (the tmux client exited and stayed a zombie, never reaped), which froze whole test runs;
/// waiting on the child directly cannot miss its exit.
enum ChildProcess {
  struct Result {
    var status: Int32
    var output: String
  }

  static func run(_ executable: String, _ arguments: [String], environment: [String: String])
    throws -> Result
  {
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { throw SpawnError(message: "pipe failed") }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    close(writeEnd)
    guard spawned == 0 else {
      close(readEnd)
      throw SpawnError(message: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      if count > 0 {
        data += buffer[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    close(readEnd)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(status: exitStatus, output: String(decoding: data, as: UTF8.self))
  }

  struct SpawnError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
