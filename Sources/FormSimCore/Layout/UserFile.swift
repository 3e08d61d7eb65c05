#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the user named, read by a loader that reports what is wrong with it as a
/// `UserFileError`: a missing path, a folder, something that is not a regular file, a file over
/// the loader's size bound and an unreadable file each get their own message, so the user learns
/// which to fix. The messages are only built for the error they describe.
///
/// Every form, storyboard, dump and device file is read here, so that one bound holds for all:
/// the size is taken from the opened descriptor before anything is read, and no more than the
/// bound is ever read (a file that grows while it is read is refused, not held whole). The open
/// does not block, so a FIFO that slipped in between the check and the open is refused too.
enum UserFile {
  /// Larger than any real storyboard, dump or layout; what a hostile file can make FormSim hold.
  static let formLimit = 64 << 20

  static func read(
    _ path: String, limit: Int = formLimit, missing: @autoclosure () -> String,
    directory: @autoclosure () -> String, unreadable: @autoclosure () -> String
  ) throws(UserFileError) -> Data {
    func refuse(_ message: String) -> UserFileError {
      UserFileError(file: path, path: "", message: message)
    }
    switch PathKind(of: path) {
    case .missing: throw refuse(missing())
    case .directory: throw refuse(directory())
    case .special: throw refuse(notRegular)
    case .file: break
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw refuse(unreadable()) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw refuse(unreadable()) }
    guard PathKind(mode: info.st_mode) == .file else { throw refuse(notRegular) }
    guard Int(info.st_size) <= limit else { throw refuse(tooLarge(Int(info.st_size), limit)) }
    let bytes = FileDescriptorIO.readToEnd(descriptor, limit: limit)
    guard bytes.count <= limit else { throw refuse(tooLarge(bytes.count, limit)) }
    return Data(bytes)
  }

  static let notRegular =
    "is not a regular file (a FIFO, a device or a socket); give the path of a file"

  static func tooLarge(_ size: Int, _ limit: Int) -> String {
    "is \(size) bytes; at most \(limit) (\(limit >> 20) MB) are read"
  }
}
