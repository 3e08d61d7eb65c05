import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a command's output to a file without ever leaving half of it behind.
///
/// The text goes to a temporary file beside the target, which is then renamed over it: a rename
/// within one directory is atomic, so readers (and a regenerated screenshot diff) see either the
/// old file or the complete new one, and a failed run changes nothing.
enum OutputFile {
  /// Writes `text` to `path` atomically; on failure throws
  /// `formsim COMMAND: cannot write PATH: REASON` (status 2), with the system's reason.
  static func store(_ text: String, at path: String, command: String) throws(CommandFailure) {
    func failure(_ code: Int32) -> CommandFailure {
      CommandFailure("formsim \(command): cannot write \(path): \(String(cString: strerror(code)))")
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw failure(EISDIR)
    }
    let suffix = "\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let temporary = directory + "/." + url.lastPathComponent + "." + suffix
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard descriptor >= 0 else { throw failure(errno) }
    let bytes = Array(text.utf8)
    var written = 0
    var writeError: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          writeError = errno
          return
        }
        written += count
      }
    }
    if close(descriptor) != 0, writeError == 0 { writeError = errno }
    if writeError == 0, rename(temporary, path) != 0 { writeError = errno }
    if writeError != 0 {
      unlink(temporary)
      throw failure(writeError)
    }
  }
}
