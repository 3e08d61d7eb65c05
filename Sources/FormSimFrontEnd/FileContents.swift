#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes, read whole, or why they could not be.
///
/// Only a regular file is read, and only up to `limit`: a device such as `/dev/zero` or a pipe
/// that never ends would otherwise be read for ever.
package enum FileContents {
  /// More than any view controller's source.
  package static let limit = 16 << 20

  package static func load(_ path: String, limit: Int = limit) -> Result<[UInt8], ReadError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(ReadError(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(ReadError(errno)) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadError(EISDIR)) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(ReadError(reason: "not a regular file (a device, a pipe or a socket)"))
    }
    let tooLarge = ReadError(reason: "larger than \(limit >> 20) MB, which no handler file is")
    guard Int(info.st_size) <= limit else { return .failure(tooLarge) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .failure(ReadError(errno)) }
      if count == 0 { return .success(bytes) }
      bytes += chunk[0..<count]
      if bytes.count > limit { return .failure(tooLarge) }
    }
  }

  package struct ReadError: Error {
    package var reason: String

    init(_ code: Int32) {
      reason = String(cString: strerror(code))
    }

    init(reason: String) {
      self.reason = reason
    }
  }
}
