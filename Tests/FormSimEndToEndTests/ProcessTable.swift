import FormSimCore
import Foundation

/// What the system says about other processes: their children, names and states.
///
/// Linux answers from `/proc`; elsewhere (Darwin has no `/proc`) `ps` is asked, which both
/// systems have, so the tmux harness finds the program in a pane on a Mac as well.
enum ProcessTable {
  /// Whether `/proc` answers here (Linux): the tests that read signal masks in it need it.
  static let hasProc: Bool = {
    #if os(Linux)
      FileManager.default.fileExists(atPath: "/proc/self/stat")
    #else
      false
    #endif
  }()

  /// The processes whose parent is `pid`, each with its program's name (no folder).
  static func children(of pid: pid_t) -> [(pid: pid_t, name: String)] {
    #if os(Linux)
      if hasProc {
        // Each thread lists the children it started: a process's are those of all its threads.
        let tasks =
          (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let children = tasks.flatMap { task in
          ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8))
            ?? "").split(separator: " ").compactMap { pid_t($0) }
        }
        return children.map { child in
          let comm = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
          return (child, comm.trimmingCharacters(in: .whitespacesAndNewlines))
        }
      }
    #endif
    return childrenFromPS(of: pid)
  }

  /// `children(of:)` as `ps` answers it: Darwin's way, which Linux's `ps` answers as well.
  static func childrenFromPS(of pid: pid_t) -> [(pid: pid_t, name: String)] {
    fromPS(["-A", "-o", "pid=,ppid=,comm="]).compactMap { columns in
      guard columns.count >= 3, let child = pid_t(columns[0]), pid_t(columns[1]) == pid else {
        return nil
      }
      // Darwin's `comm` is the program's path, Linux's its name alone.
      let name = columns[2...].joined(separator: " ").split(separator: "/").last.map(String.init)
      return (child, name ?? "")
    }
  }

  /// The one-letter state of `pid` (`R`, `S`, `Z` for an exited one nobody reaped…), or `nil`
  /// when there is no such process.
  static func state(of pid: pid_t) -> Character? {
    #if os(Linux)
      if hasProc {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let end = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first
      }
    #endif
    return stateFromPS(of: pid)
  }

  /// `state(of:)` as `ps` answers it.
  static func stateFromPS(of pid: pid_t) -> Character? {
    fromPS(["-o", "stat=", "-p", "\(pid)"]).first?.first?.first
  }

  /// `ps` with `arguments`, its lines split into columns; nothing when it fails.
  static func fromPS(_ arguments: [String]) -> [[String]] {
    guard let run = try? FinishedProcess.run("/bin/ps", arguments), run.status == 0 else {
      return []
    }
    return run.output.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
  }
}
