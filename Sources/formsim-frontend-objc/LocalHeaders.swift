import FormSimFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The headers a handler imports from its own folder, read for clang, which may read nothing
/// itself (`LockedFileSystem`).
///
/// Only a regular file of at most `limit` bytes whose real path lies inside the handler's
/// folder is read: `../secret.h`, an absolute path elsewhere, a link out of the folder, a
/// device or a FIFO is not, and clang is left to say it found no such file. A header's own
/// `#import`s are followed the same way, up to `count` headers in all; one of those that cannot
/// be read (the app's other headers, not beside the file) is listed, to be read as empty.
enum LocalHeaders {
  static let limit = 1 << 20
  static let count = 64

  /// The contents of each header that may be read, by the path clang will ask for, and the
  /// paths of the headers those import that cannot be.
  static func serve(_ imports: [LocalImport], in folder: String) -> (
    served: [String: String], unreadable: [String]
  ) {
    guard let root = realPath(folder) else { return ([:], []) }
    var served: [String: String] = [:]
    var unreadable: [String] = []
    let direct = Set(imports.map { $0.path(in: folder) })
    var pending = Array(direct)
    var seen = Set<String>()
    while let path = pending.popLast(), served.count < count {
      guard seen.insert(path).inserted else { continue }
      guard let text = contents(path, inside: root) else {
        if !direct.contains(path) { unreadable.append(path) }
        continue
      }
      served[path] = text
      let here = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? folder
      pending += LocalImport.all(in: text).map { $0.path(in: here) }
    }
    return (served, unreadable.sorted())
  }

  /// The file's text, if it is a regular file of at most `limit` bytes inside `root`.
  static func contents(_ path: String, inside root: String) -> String? {
    guard let real = realPath(path), real.hasPrefix(root + "/"),
      case .success(let bytes) = FileContents.load(real, limit: limit)
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
