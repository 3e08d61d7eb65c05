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
  public let descriptor: Int32?
  /// How often to look when there is no descriptor, in milliseconds.
  public static let pollInterval = 500
  private var stamp: Stamp?

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
      let directory = Self.directory(of: path)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB)
      if fd >= 0, inotify_add_watch(fd, directory, mask) >= 0 {
        descriptor = fd
      } else {
        if fd >= 0 { close(fd) }
        descriptor = nil
      }
    #else
      descriptor = nil
    #endif
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// Whether the file differs from when it was last seen; drains pending notifications first.
  public func changed() -> Bool {
    if let descriptor {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(descriptor, &buffer, buffer.count) > 0 {}
    }
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
    let failure = Int16(POLLHUP | POLLERR | POLLNVAL)
    let closed =
      ready > 0 && descriptors[0].revents & failure != 0
      && descriptors[0].revents & Int16(POLLIN) == 0
    return Wake(fileChanged: changed(), inputClosed: closed)
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
