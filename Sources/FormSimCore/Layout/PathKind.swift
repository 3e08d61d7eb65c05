#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path the user named: the loaders tell a missing file and a folder apart from a
/// file before reading it, so that each gets its own message.
public enum PathKind: Equatable, Sendable {
  case missing
  case directory
  /// A regular file: reading it says whether it can be read.
  case file
  /// A FIFO, a device or a socket (or a link to one): reading it could block for ever or never
  /// end, so a form is never read from one.
  case special

  /// Asks the file system (`stat`, following links).
  public init(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self = .missing
      return
    }
    self = Self(mode: info.st_mode)
  }

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFDIR: self = .directory
    case S_IFREG: self = .file
    default: self = .special
    }
  }
}
