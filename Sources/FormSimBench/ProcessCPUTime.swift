#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How much CPU a process has used: what "zero CPU when idle" is measured with.
enum ProcessCPUTime {
  /// User plus system CPU seconds of process `pid`, from `/proc/PID/stat` (fields 14 and 15, in
  /// clock ticks), or `nil` when it cannot be read.
  static func seconds(of pid: pid_t) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name start at field 3 (state); utime is 14, stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
