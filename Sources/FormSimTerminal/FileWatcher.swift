#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notices when a file has changed, for `--watch`, without costing CPU while nothing happens.
///
/// On Linux it asks inotify about the file's directory (editors often save by writing a new file
/// and renaming it over the old one, which a watch on the file itself would lose) and the caller
/// waits on `descriptor` alongside its other input. Elsewhere there is no descriptor: the caller
/// wakes every `pollInterval` and `changed()` compares the file's modification time, size and
/// inode — a cheap poll, only while watching. Either way a change is reported once per distinct
/// state of the file, so touching a directory's other files reloads nothing.
public final class FileWatcher {
  public let path: String
  /// Readable when the directory changed (Linux); `nil` where the caller must poll.
  public private(set) var descriptor: Int32?
  /// How often to look when there is no descriptor, in milliseconds.
  public static let pollInterval = 500
  private var stamp: Stamp?
  /// The folder inotify watches, its inode and the watch: the file's own folder, or while that
  /// is gone (removed to be made again, as a checkout does) the nearest folder above it, so the
  /// watch follows the folder back instead of going deaf with it.
  private var watched: (path: String, inode: UInt64, watch: Int32)?

  /// What identifies one version of a file.
  struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt64
  }

  public init(path: String) {
    self.path = path
    stamp = Self.stamp(of: path)
    #if canImport(Glibc)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      descriptor = fd >= 0 ? fd : nil
      rearm()
      if watched == nil, let descriptor {
        close(descriptor)
        self.descriptor = nil
      }
    #else
      descriptor = nil
    #endif
  }

  /// Points the watch at the file's folder, or at the nearest folder above it that exists, when
  /// it is not there already (Linux).
  private func rearm() {
    #if canImport(Glibc)
      guard let descriptor else { return }
      let own = Self.directory(of: path)
      var folder = own
      var info = stat()
      while stat(folder, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
        let parent = Self.directory(of: folder)
        guard parent != folder else { return }
        folder = parent
      }
      let inode = UInt64(info.st_ino)
      if let watched, watched.path == folder, watched.inode == inode { return }
      if let watched { inotify_rm_watch(descriptor, watched.watch) }
      let gone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF)
      let mask =
        folder == own
        ? UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB) | gone
        : UInt32(IN_CREATE | IN_MOVED_TO) | gone
      let watch = inotify_add_watch(descriptor, folder, mask)
      watched = watch >= 0 ? (folder, inode, watch) : nil
    #endif
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// Whether the file differs from when it was last seen; drains pending notifications first.
  public func changed() -> Bool {
    if let descriptor {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { break }
        if Self.watchEnded(in: buffer[0..<count]) { watched = nil }
      }
    }
    rearm()
    let now = Self.stamp(of: path)
    guard now != stamp else { return false }
    stamp = now
    return true
  }

  /// What woke a `wait`.
  public struct Wake: Equatable, Sendable {
    /// The file differs from when it was last seen.
    public var fileChanged: Bool
    /// The input hung up or failed: there will be no more input.
    public var inputClosed: Bool
  }

  /// Waits until input is ready on `input`, the file may have changed, or `timeoutMilliseconds`
  /// pass (`nil`: no limit).
  public func wait(input: Int32, timeoutMilliseconds: Int?) -> Wake {
    var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
    if let descriptor {
      descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
    }
    var timeout = Int32(clamping: timeoutMilliseconds ?? -1)
    if descriptor == nil {
      timeout = timeout < 0 ? Int32(Self.pollInterval) : min(timeout, Int32(Self.pollInterval))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
    var closed = false
    if ready > 0 && descriptors[0].revents != 0 {
      var count: Int32 = 0
      let pending: Int? = ioctl(input, UInt(FIONREAD), &count) == 0 ? Int(count) : nil
      closed = Self.inputEnded(revents: descriptors[0].revents, pendingBytes: pending)
    }
    return Wake(fileChanged: changed(), inputClosed: closed)
  }

  /// Whether input whose `poll` said `revents` has ended for good.
  ///
  /// Hung up (or failed) is the end once nothing is left to read. Linux reports a pipe whose
  /// writer is gone as hung up alone, but a hung-up terminal as readable and hung up, and XNU
  /// does the latter for a pipe as well: "readable" there means a read returns 0 at once, and
  /// treating it as input would wake this wait again and again without end. Bytes still
  /// waiting (`pendingBytes`; `nil` when the descriptor cannot say) are read first.
  static func inputEnded(revents: Int16, pendingBytes: Int?) -> Bool {
    guard revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 else { return false }
    return revents & Int16(POLLIN) == 0 || (pendingBytes ?? 0) == 0
  }

  /// Whether the inotify events in `bytes` say a watch ended (its folder was removed or moved):
  /// a folder made again can get the old one's inode, so the inode alone cannot tell.
  static func watchEnded(in bytes: ArraySlice<UInt8>) -> Bool {
    #if canImport(Glibc)
      let header = MemoryLayout<inotify_event>.size
      var offset = bytes.startIndex
      let ended = UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF)
      while offset + header <= bytes.endIndex {
        func word(_ at: Int) -> UInt32 {
          (0..<4).reduce(0) { $0 | UInt32(bytes[offset + at + $1]) << (8 * UInt32($1)) }
        }
        if word(4) & ended != 0 { return true }
        offset += header + Int(word(12))
      }
    #endif
    return false
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }

  static func stamp(of path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Glibc)
      let modified = info.st_mtim
    #else
      let modified = info.st_mtimespec
    #endif
    return Stamp(
      seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int(info.st_size),
      inode: UInt64(info.st_ino))
  }
}
