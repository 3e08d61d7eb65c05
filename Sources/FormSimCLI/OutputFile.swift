import FormSimCore

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
    if PathKind(of: path) == .directory { throw failure(EISDIR) }
    let suffix = "\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let temporary = PathName.folder(of: path) + "/." + PathName.last(of: path) + "." + suffix
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard descriptor >= 0 else { throw failure(errno) }
    var writeError = FileDescriptorIO.writeAll(text.utf8, to: descriptor)
    if close(descriptor) != 0, writeError == 0 { writeError = errno }
    if writeError == 0, rename(temporary, path) != 0 { writeError = errno }
    if writeError != 0 {
      unlink(temporary)
      throw failure(writeError)
    }
  }
}
