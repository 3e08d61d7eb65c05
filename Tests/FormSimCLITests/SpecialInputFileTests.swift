import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that must not be read whole, or at all: a form larger than its bound is refused from
/// its size before a byte is read, and a FIFO or a device is named as what it is, never opened
/// for a read that could block or never end.
@Suite struct SpecialInputFileTests {
  /// A sparse file of `size` bytes: the bound is checked without writing a gigabyte.
  static func sparseFile(_ name: String, size: Int) throws -> URL {
    let url = uniqueTemporaryPath(name)
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(ftruncate(descriptor, off_t(size)) == 0)
    return url
  }

  static func fifo(_ name: String) throws -> URL {
    let url = uniqueTemporaryPath(name)
    try #require(mkfifo(url.path, 0o600) == 0)
    return url
  }

  /// 1 GB against the 64 MB bound (64 × 2^20 = 67,108,864 bytes): refused with both sizes, for a
  /// dump, a storyboard and a layout JSON alike (layout JSON had no bound at all).
  @Test(arguments: ["Huge.txt", "Huge.storyboard", "huge.json"])
  func aFormOverTheBoundIsRefusedFromItsSize(name: String) throws {
    let file = try Self.sparseFile(name, size: 1 << 30)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = formsim("check", file.path)
    #expect(run.status == 2)
    #expect(
      run.error.contains(
        "\(file.path): is 1073741824 bytes; at most 67108864 (64 MB) are read"), "\(run.error)")
  }

  /// A device file's bound is 1 MB (2^20 = 1,048,576 bytes); one byte over is refused.
  @Test func aDeviceFileOverItsBoundIsRefused() throws {
    let file = try Self.sparseFile("phone.json", size: (1 << 20) + 1)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = formsim("simulate", "--device", file.path, "--script", "focus 1")
    #expect(run.status == 2)
    #expect(run.error.contains("is 1048577 bytes; at most 1048576 (1 MB) are read"))
  }

  /// Neither blocks: the FIFO has no writer, and `/dev/zero` never ends. A link to either is
  /// the same.
  @Test(arguments: ["Login.txt", "Login.storyboard", "login.json"])
  func aFIFOIsNotARegularFile(name: String) throws {
    let fifo = try Self.fifo(name)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let link = uniqueTemporaryPath("link-" + name)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
    defer { try? FileManager.default.removeItem(at: link) }
    for path in [fifo.path, link.path] {
      let run = formsim("check", path)
      #expect(run.status == 2)
      #expect(run.error.contains("\(path): is not a regular file"), "\(run.error)")
    }
  }

  /// Shell completion asks of every `.txt` whether it is a dump: a FIFO with no writer is not,
  /// and asking does not wait for one.
  @Test func aFIFOIsNoDumpAndAskingDoesNotBlock() throws {
    let folder = uniqueTemporaryPath("completion")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("Pipe.txt")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    let dump = folder.appendingPathComponent("Login.txt")
    try FileManager.default.copyItem(
      at: ImportCommandTests.storyboards.deletingLastPathComponent()
        .appendingPathComponent("Dumps/Login-chisel-ios7.txt"), to: dump)
    #expect(!ViewHierarchyDump.isDump(atPath: fifo.path))
    #expect(ViewHierarchyDump.isDump(atPath: dump.path))
    let offered = Completions.layout.candidates(for: folder.path + "/")
    #expect(offered.contains(dump.path) && !offered.contains(fifo.path), "\(offered)")
  }

  @Test func aDeviceIsNotARegularFile() throws {
    let link = uniqueTemporaryPath("Zero.txt")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
    defer { try? FileManager.default.removeItem(at: link) }
    let run = formsim("snapshot", "--layout", link.path)
    #expect(run.status == 2)
    #expect(run.error.contains("\(link.path): is not a regular file"), "\(run.error)")
  }

  /// `check FOLDER` passes a FIFO, a device link and an oversized JSON over, as it passes over
  /// other files that hold no form, and checks the one layout beside them.
  @Test func aFolderPassesSpecialAndOversizedFilesOver() throws {
    let folder = uniqueTemporaryPath("mixed")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(mkfifo(folder.appendingPathComponent("pipe.txt").path, 0o600) == 0)
    try #require(mkfifo(folder.appendingPathComponent("pipe.storyboard").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("zero.json"),
      withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
    let big = open(
      folder.appendingPathComponent("data.json").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(big >= 0)
    try #require(ftruncate(big, off_t(1 << 30)) == 0)
    close(big)
    try formsim("layouts", "--json", "twelve").output.write(
      to: folder.appendingPathComponent("twelve.json"), atomically: true, encoding: .utf8)
    let run = formsim(
      "check", folder.path, "--device", "iphone-se", "--portrait-only", "--format", "xcode")
    // `twelve` alone: its 12 fields on one device in one orientation are 12 checks.
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "12 checks, 0 failed\n", "\(run.output)")
  }
}
