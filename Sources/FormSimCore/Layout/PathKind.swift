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
  case file

  /// Asks the file system (`stat`, following links). Anything that is neither missing nor a
  /// folder counts as a file; reading it says whether it can be read.
  public init(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self = .missing
      return
    }
    self = (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }
}
