import Foundation

/// The machine the figures came from: they mean little without it.
struct MachineInfo: Sendable, Equatable {
  var cpuModel: String
  var cores: Int
  var system: String
  var swiftVersion: String

  /// Reads `/proc/cpuinfo`, the core count, `uname` and the compiler the binary was built with.
  static func current() -> MachineInfo {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
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

  /// The first line of `swift --version`, if a toolchain is on the PATH.
  static func installedSwift() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first
    return line.map { String($0).trimmingCharacters(in: .whitespaces) }
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
