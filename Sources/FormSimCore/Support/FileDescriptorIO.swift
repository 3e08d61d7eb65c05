#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole reads and writes on a file descriptor: standard streams and output files.
///
/// `write` may take part of a buffer, and a signal may interrupt either call; these loops
/// finish the job, so callers deal only with a real error.
package enum FileDescriptorIO {
  /// Writes all of `bytes` to `descriptor`; returns 0, or the `errno` of the failure.
  @discardableResult
  package static func writeAll(_ bytes: some Sequence<UInt8>, to descriptor: Int32) -> Int32 {
    let buffer = Array(bytes)
    return buffer.withUnsafeBytes { raw -> Int32 in
      var written = 0
      while written < raw.count {
        let count = write(descriptor, raw.baseAddress! + written, raw.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += count
      }
      return 0
    }
  }

  /// Everything left to read from `descriptor` (up to the end of file or the first error), or
  /// with `limit`, at most `limit` + 1 bytes: enough to tell that there was more.
  package static func readToEnd(_ descriptor: Int32, limit: Int = .max) -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while result.count <= limit {
      let room = limit - result.count
      let wanted = room >= chunk.count ? chunk.count : room + 1
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return result }
      result.append(contentsOf: chunk[0..<count])
    }
    return result
  }
}
