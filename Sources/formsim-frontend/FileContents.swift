#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes, read whole, or why they could not be.
enum FileContents {
  static func load(_ path: String) -> Result<[UInt8], ReadError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadError(errno)) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .failure(ReadError(errno)) }
      if count == 0 { return .success(bytes) }
      bytes += chunk[0..<count]
    }
  }

  struct ReadError: Error {
    var reason: String

    init(_ code: Int32) {
      reason = String(cString: strerror(code))
    }
  }
}
