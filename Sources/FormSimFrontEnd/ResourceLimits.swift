#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory and CPU time the front end gives itself before it reads a file.
///
/// `formsim` starts the front end with `posix_spawn`, which cannot set a child's limits between
/// fork and exec, so the front end sets its own first thing, from the limits `formsim` passes.
/// A parse that asks for more memory then fails inside the front end (an allocation returns
/// nothing and the parser stops, or the process aborts), and one that runs past its CPU time gets
/// SIGXCPU: `formsim` turns either into a message at the file. Linux enforces the address-space
/// limit; macOS does not enforce one, so there the time limits are what bound a parse.
package struct ResourceLimits {
  package var memoryMB: Int?
  package var cpuSeconds: Int?

  package func apply() {
    if let memoryMB {
      #if os(Linux)
        Self.set(Int32(RLIMIT_AS.rawValue), rlim_t(memoryMB) << 20)
      #else
        Self.set(RLIMIT_DATA, rlim_t(memoryMB) << 20)
      #endif
    }
    if let cpuSeconds {
      #if os(Linux)
        Self.set(Int32(RLIMIT_CPU.rawValue), rlim_t(cpuSeconds))
      #else
        Self.set(RLIMIT_CPU, rlim_t(cpuSeconds))
      #endif
    }
  }

  /// Lowers the soft limit (never raising it past the hard one), keeping the hard limit.
  private static func set(_ resource: Int32, _ value: rlim_t) {
    var limit = rlimit()
    #if os(Linux)
      let kind = __rlimit_resource_t(UInt32(resource))
    #else
      let kind = resource
    #endif
    guard getrlimit(kind, &limit) == 0 else { return }
    limit.rlim_cur = min(value, limit.rlim_max)
    setrlimit(kind, &limit)
  }
}
