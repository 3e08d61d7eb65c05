#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A virtual file system overlay for clang that holds nothing and does not fall through to
/// the real file system: with it, clang can open only the files it is handed from memory.
///
/// clang reads the overlay itself from the disk, so it is written to a file of its own in the
/// temporary folder, removed once the parse is done. `path` is nil when it could not be
/// written; the parse is then refused rather than run unlocked.
struct LockedFileSystem {
  let path: String?

  static let contents =
    #"{"version": 0, "case-sensitive": "true", "fallthrough": false, "roots": []}"#

  init() {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((folder + "/formsim-overlay-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      path = nil
      return
    }
    defer { close(descriptor) }
    let name = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let bytes = Array(Self.contents.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written == bytes.count {
      path = name
    } else {
      unlink(name)
      path = nil
    }
  }

  func remove() {
    if let path { unlink(path) }
  }
}
