#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file the user named, read by a loader that reports what is wrong with it as a
/// `UserFileError`: a missing path, a folder and an unreadable file each get that loader's own
/// message, so the user learns which of the three to fix. The messages are only built for the
/// error they describe.
enum UserFile {
  static func read(
    _ path: String, missing: @autoclosure () -> String, directory: @autoclosure () -> String,
    unreadable: @autoclosure () -> String
  ) throws(UserFileError) -> Data {
    switch PathKind(of: path) {
    case .missing: throw UserFileError(file: path, path: "", message: missing())
    case .directory: throw UserFileError(file: path, path: "", message: directory())
    case .file:
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UserFileError(file: path, path: "", message: unreadable())
      }
      return data
    }
  }
}
