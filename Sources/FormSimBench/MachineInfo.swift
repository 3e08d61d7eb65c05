import FormSimCLI
import FormSimCore

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

/// The machine the figures came from: they mean little without it.
struct MachineInfo: Sendable, Equatable {
  var cpuModel: String
  var cores: Int
  var system: String
  var swiftVersion: String

  /// Reads the CPU's name, the core count, `uname` and the compiler the binary was built with.
  static func current() -> MachineInfo {
    let model = cpuModel() ?? "unknown CPU"
    var name = utsname()
    uname(&name)
    func text<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return MachineInfo(
      cpuModel: model, cores: ProcessInfo.processInfo.activeProcessorCount,
      system: "\(text(name.sysname)) \(text(name.release)) \(text(name.machine))",
      swiftVersion: installedSwift() ?? compilerVersion)
  }

  /// The CPU's name: Linux's `/proc/cpuinfo`, Darwin's `machdep.cpu.brand_string`.
  static func cpuModel() -> String? {
    #if os(Linux)
      let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
      return cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .flatMap { $0.split(separator: ":", maxSplits: 1).last }
        .map { $0.trimmingBlanks() }
    #elseif canImport(Darwin)
      var size = 0
      guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else {
        return nil
      }
      var bytes = [UInt8](repeating: 0, count: size)
      guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else {
        return nil
      }
      return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    #else
      return nil
    #endif
  }

  /// The first line of `swift --version`, if a toolchain is on the PATH.
  static func installedSwift() -> String? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    let nullDevice = open("/dev/null", O_RDWR)
    defer { if nullDevice >= 0 { close(nullDevice) } }
    let process = try? ChildProcess(
      executable: "/usr/bin/env", arguments: ["swift", "--version"],
      environment: ProcessInfo.processInfo.environment,
      standardInput: nullDevice, standardOutput: ends[1], standardError: nullDevice,
      ownProcessGroup: true)
    close(ends[1])
    defer { close(ends[0]) }
    guard let process else { return nil }
    let output = FileDescriptorIO.readToEnd(ends[0])
    guard process.waitUntilExit() == 0 else { return nil }
    let line = String(decoding: output, as: UTF8.self).split(separator: "\n").first
    return line.map { $0.trimmingBlanks() }
  }

  /// The Swift compiler that built this binary, as far as `#if compiler` can tell (no toolchain
  /// on the PATH).
  static var compilerVersion: String {
    #if compiler(>=6.3)
      "Swift 6.3+"
    #elseif compiler(>=6.2)
      "Swift 6.2"
    #elseif compiler(>=6.1)
      "Swift 6.1"
    #else
      "Swift 6.0"
    #endif
  }

  var summary: String {
    "\(cpuModel), \(cores) core\(cores == 1 ? "" : "s"), \(system), \(swiftVersion)"
  }
}
