import FormSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a command's output to a file without ever leaving half of it behind, and without
/// replacing what the path names when it is not a plain file.
///
/// For a regular file (or a new one) the text goes to a temporary file beside it, which is then
/// renamed over it: a rename within one directory is atomic, so readers (and a regenerated
/// screenshot diff) see either the old file or the complete new one, and a failed run changes
/// nothing. A symbolic link is followed, so the file it points at is the one written and the link
/// stays. Anything else (a device such as `/dev/stdout` or `/dev/null`, a FIFO) is written
/// through: a rename would replace the device node or the pipe with a plain file.
enum OutputFile {
  /// Writes `text` to `path`; on failure throws `formsim COMMAND: cannot write PATH: REASON`
  /// (status 2), with the system's reason.
  static func store(_ text: String, at path: String, command: String) throws(CommandFailure) {
    try produce(at: path, command: command) { descriptor in
      FileDescriptorIO.writeAll(text.utf8, to: descriptor)
    }
  }

  /// Writes to `path` as `write` goes, for output made bit by bit (a streamed `.cast`): `write`
  /// gets the descriptor to write to and returns 0 or the `errno` of its failure. The same rules
  /// as ``store(_:at:command:)``: a regular or new file is replaced only once all is written.
  static func produce(
    at path: String, command: String, _ write: (Int32) -> Int32
  ) throws(CommandFailure) {
    func failure(_ code: Int32) -> CommandFailure {
      CommandFailure(
        "formsim \(command): cannot write \(path): \(String(cString: strerror(code)))")
    }
    // `stat` follows every link, the magic ones of /dev/stdout and /proc/self/fd included.
    var info = stat()
    if stat(path, &info) == 0 {
      let kind = info.st_mode & S_IFMT
      if kind == S_IFDIR { throw failure(EISDIR) }
      if kind != S_IFREG {
        // A device or a FIFO: written through, as a rename would replace the node itself.
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        var code = write(descriptor)
        if close(descriptor) != 0, code == 0 { code = errno }
        if code != 0 { throw failure(code) }
        return
      }
    } else if errno != ENOENT {
      throw failure(errno)
    }
    guard let target = resolvingLinks(path) else { throw failure(ELOOP) }
    let suffix = "\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let temporary = PathName.folder(of: target) + "/." + PathName.last(of: target) + "." + suffix
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(errno) }
    var writeError = write(descriptor)
    if close(descriptor) != 0, writeError == 0 { writeError = errno }
    if writeError == 0, rename(temporary, target) != 0 { writeError = errno }
    if writeError != 0 {
      unlink(temporary)
      throw failure(writeError)
    }
  }

  /// `path` with its symbolic links followed as far as they lead: the final target, even when it
  /// does not exist yet (a dangling link names the file to create); nil for a loop of links.
  static func resolvingLinks(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : PathName.folder(of: current) + "/" + link
    }
    return nil
  }

}
