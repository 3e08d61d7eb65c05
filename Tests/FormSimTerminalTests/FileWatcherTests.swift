import Foundation
import Testing

@testable import FormSimTerminal

/// `--watch`'s file watcher: a change is reported once, whether the file is written in place or
/// replaced by a rename, and the wait returns on it without input.
@Suite struct FileWatcherTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func reportsWritesAndRenamesOnce() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("form.json")
    try Data("{}".utf8).write(to: file)
    let watcher = FileWatcher(path: file.path)
    #expect(!watcher.changed())

    try Data("{\"fields\":[]}".utf8).write(to: file)
    #expect(watcher.changed())
    #expect(!watcher.changed())

    // An editor's save: a new file renamed over the old one.
    let temporary = directory.appendingPathComponent(".form.json.swp")
    try Data("{ }".utf8).write(to: temporary)
    #expect(rename(temporary.path, file.path) == 0)
    #expect(watcher.changed())

    // Another file in the directory changes nothing.
    try Data("x".utf8).write(to: directory.appendingPathComponent("other.txt"))
    #expect(!watcher.changed())
  }

  @Test func waitWakesForTheFileWithoutInput() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Main.storyboard")
    try Data("<document/>".utf8).write(to: file)
    let watcher = FileWatcher(path: file.path)
    // Input that never comes. Close-on-exec, so that processes other tests start meanwhile do
    // not inherit the write end and keep the pipe open.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let (input, output) = (ends[0], ends[1])
    defer { close(input) }
    // Nothing happens: the wait times out and reports no change.
    let idle = watcher.wait(input: input, timeoutMilliseconds: 10)
    #expect(idle == FileWatcher.Wake(fileChanged: false, inputClosed: false))
    try Data("<document></document>".utf8).write(to: file)
    let woken = watcher.wait(input: input, timeoutMilliseconds: 5000)
    #expect(woken.fileChanged)
    // Bytes sent just before the other end closes are read first: the pipe is readable and
    // hung up at once (on Linux and XNU alike), and the end is not reported yet.
    #expect(write(output, "q", 1) == 1)
    close(output)
    let pending = watcher.wait(input: input, timeoutMilliseconds: 5000)
    #expect(!pending.inputClosed)
    var byte: UInt8 = 0
    #expect(read(input, &byte, 1) == 1)
    // Drained, the closed pipe is the end of input: Linux says hung up, XNU readable and hung
    // up; either way it is reported, and the wait does not run to its timeout.
    let closed = watcher.wait(input: input, timeoutMilliseconds: 5000)
    #expect(closed.inputClosed)
  }

  /// What each system's `poll` says about input, and whether it is the end. The first two
  /// rows are a closed pipe as Linux and XNU report it; the third a pipe closed with a byte
  /// still in it (both systems); the last ones input that has not ended.
  @Test(
    arguments: [
      (Int16(POLLHUP), 0, true),
      (Int16(POLLIN | POLLHUP), 0, true),
      (Int16(POLLIN | POLLHUP), 1, false),
      (Int16(POLLIN | POLLHUP | POLLERR), nil, true),
      (Int16(POLLIN), 3, false),
      (Int16(POLLIN), 0, false),
    ] as [(Int16, Int?, Bool)])
  func theEndOfInputOnEverySystem(revents: Int16, pending: Int?, ended: Bool) {
    #expect(FileWatcher.inputEnded(revents: revents, pendingBytes: pending) == ended)
  }
}

/// A watched file's folder removed and made again (a branch switch, a regenerated folder): the
/// watch follows it back instead of going deaf.
@Suite struct FileWatcherRearmTests {
  #if canImport(Glibc)
    static let hasInotify = true
  #else
    static let hasInotify = false
  #endif

  @Test(.enabled(if: hasInotify, "inotify wakes the wait; elsewhere the wait polls"))
  func aFolderRemovedAndMadeAgainIsWatchedAgain() throws {
    let parent = try FileWatcherTests.directory()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("layouts/deep")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("form.json")
    try Data("{}".utf8).write(to: file)
    let watcher = FileWatcher(path: file.path)
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { for end in ends { close(end) } }

    try FileManager.default.removeItem(at: parent.appendingPathComponent("layouts"))
    #expect(watcher.wait(input: ends[0], timeoutMilliseconds: 5000).fileChanged)
    // The folder comes back, then the file: each wakes the wait well before its timeout.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = watcher.wait(input: ends[0], timeoutMilliseconds: 2000)
    _ = watcher.wait(input: ends[0], timeoutMilliseconds: 200)
    let clock = Date()
    try Data("{\"fields\":[]}".utf8).write(to: file)
    let woken = watcher.wait(input: ends[0], timeoutMilliseconds: 5000)
    #expect(woken.fileChanged)
    #expect(
      Date().timeIntervalSince(clock) < 2.5, "the wait ran to its timeout: the watch was lost")
  }
}
