#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
  // `proc_pidinfo` and `proc_taskinfo` live in a submodule of their own, imported by name.
  import Darwin.libproc
#endif

/// How much CPU a process has used: what "zero CPU when idle" is measured with.
public enum ProcessCPUTime {
  /// User plus system CPU seconds of process `pid`, or `nil` when it cannot be read.
  ///
  /// Linux keeps them in `/proc/PID/stat` (fields 14 and 15, in clock ticks); Darwin has no
  /// `/proc` and answers `proc_pidinfo`, in Mach time units that `mach_timebase_info` turns into
  /// nanoseconds (one to one on Intel, not on Apple silicon).
  public static func seconds(of pid: pid_t) -> Double? {
    #if canImport(Darwin)
      var info = proc_taskinfo()
      let size = Int32(MemoryLayout<proc_taskinfo>.size)
      guard proc_pidinfo(pid, PROC_PIDTASKINFO, 0, &info, size) == size else { return nil }
      var timebase = mach_timebase_info_data_t()
      guard mach_timebase_info(&timebase) == KERN_SUCCESS, timebase.denom != 0 else { return nil }
      let units = Double(info.pti_total_user) + Double(info.pti_total_system)
      return units * Double(timebase.numer) / Double(timebase.denom) / 1_000_000_000
    #elseif os(Linux)
      let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &bytes, bytes.count)
      guard count > 0 else { return nil }
      let stat = String(decoding: bytes.prefix(count), as: UTF8.self)
      guard let close = stat.lastIndex(of: ")") else { return nil }
      // Fields after the command name start at field 3 (state); utime is 14, stime 15.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
      else { return nil }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    #else
      return nil
    #endif
  }
}
