import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every `--out` on what a path can name: a regular file is replaced atomically, a symbolic link
/// is followed (the link stays), and a FIFO or a device is written through, never replaced.
@Suite struct OutputFileTests {
  /// The commands that write `--out`.
  static let commands = ["snapshot", "record"]

  /// `command`'s arguments for a small output to `path`.
  static func arguments(_ command: String, _ path: String) -> [String] {
    [command, "--layout", "twelve", "--script", "focus 2", "--out", path]
  }

  /// A file name `command` writes (record's names its format).
  static func name(_ base: String, for command: String) -> String {
    command == "record" ? base + ".cast" : base
  }

  static func folder() throws -> String {
    let path = uniqueTemporaryPath("out").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test(arguments: commands)
  func aSymbolicLinkIsFollowedAndKept(command: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let linkPath = folder + "/" + Self.name("link", for: command)
    let target = folder + "/" + Self.name("target", for: command)
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(symlink(PathName.last(of: target), linkPath) == 0)
    let run = formsim(Self.arguments(command, linkPath))
    #expect(run.status == 0, "\(run.error)")
    #expect(Self.kind(linkPath) == S_IFLNK)
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(written != "old" && !written.isEmpty)
  }

  @Test(arguments: commands)
  func aDanglingLinkCreatesItsTarget(command: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let linkPath = folder + "/" + Self.name("link", for: command)
    let target = folder + "/" + Self.name("new", for: command)
    #expect(symlink(target, linkPath) == 0)
    let run = formsim(Self.arguments(command, linkPath))
    #expect(run.status == 0, "\(run.error)")
    #expect(Self.kind(linkPath) == S_IFLNK)
    #expect(Self.kind(target) == S_IFREG)
  }

  @Test(arguments: commands)
  func aFIFOIsWrittenThroughNotReplaced(command: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/" + Self.name("pipe", for: command)
    #expect(mkfifo(fifo, 0o600) == 0)
    let captured = folder + "/captured"
    let descriptor = open(captured, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    defer { close(descriptor) }
    let reader = try ChildProcess(
      executable: "/bin/cat", arguments: [fifo], standardInput: 0, standardOutput: descriptor,
      standardError: 2)
    let run = formsim(Self.arguments(command, fifo))
    #expect(reader.waitUntilExit() == 0)
    #expect(run.status == 0, "\(run.error)")
    #expect(Self.kind(fifo) == S_IFIFO)
    let size = (try? FileManager.default.attributesOfItem(atPath: captured)[.size] as? Int) ?? 0
    #expect(size > 0)
  }

  static let hasDevices = kind("/dev/null") == S_IFCHR && kind("/dev/full") == S_IFCHR

  /// Devices are written through: /dev/null stays a device, /dev/full says why it failed.
  /// (`record` names its format by the extension, which a device has not.)
  @Test(.enabled(if: hasDevices, "needs /dev/null and /dev/full"))
  func aDeviceIsWrittenThrough() throws {
    let null = formsim(Self.arguments("snapshot", "/dev/null"))
    #expect(null.status == 0, "\(null.error)")
    #expect(Self.kind("/dev/null") == S_IFCHR)
    let full = formsim(Self.arguments("snapshot", "/dev/full"))
    #expect(full.status == 2)
    #expect(full.error == "formsim snapshot: cannot write /dev/full: No space left on device\n")
    #expect(Self.kind("/dev/full") == S_IFCHR)
  }

  @Test func aLoopOfLinksIsRefusedInWords() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(symlink(folder + "/b", folder + "/a") == 0)
    #expect(symlink(folder + "/a", folder + "/b") == 0)
    let run = formsim(Self.arguments("snapshot", folder + "/a"))
    #expect(run.status == 2)
    #expect(run.error.contains("cannot write \(folder)/a: Too many levels of symbolic links"))
    #expect(Self.kind(folder + "/a") == S_IFLNK)
  }
}
