import FormSimCore
import Foundation
import Testing

/// The harness's process table answers alike from `/proc` and from `ps`, so the `ps` answers a
/// Mac gets are tried here too.
@Suite struct ProcessTableTests {
  @Test func aChildAndItsStateAreFoundBothWays() throws {
    let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { close(devNull) }
    let sleeper = try ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "exec sleep 30"], standardInput: devNull,
      standardOutput: devNull, standardError: devNull)
    defer {
      sleeper.stop()
      sleeper.waitUntilExit()
    }
    // Until the shell has exec'd, the child is called `sh`: wait (at most 5 s) for `sleep`.
    let deadline = Date().addingTimeInterval(5)
    var fromPS: [(pid: pid_t, name: String)] = []
    repeat {
      fromPS = ProcessTable.childrenFromPS(of: getpid()).filter { $0.pid == sleeper.pid }
      if fromPS.first?.name == "sleep" { break }
      usleep(10_000)
    } while Date() < deadline
    #expect(fromPS.map(\.name) == ["sleep"])
    // A sleeping program is in state S, whichever way it is asked.
    #expect(ProcessTable.stateFromPS(of: sleeper.pid) == "S")
    if ProcessTable.hasProc {
      let fromProc = ProcessTable.children(of: getpid()).filter { $0.pid == sleeper.pid }
      #expect(fromProc.map(\.name) == ["sleep"])
      #expect(ProcessTable.state(of: sleeper.pid) == "S")
    }
    // Once it has ended and been reaped, neither way finds it.
    sleeper.stop()
    sleeper.waitUntilExit()
    #expect(ProcessTable.stateFromPS(of: sleeper.pid) == nil)
    #expect(ProcessTable.state(of: sleeper.pid) == nil)
  }
}
