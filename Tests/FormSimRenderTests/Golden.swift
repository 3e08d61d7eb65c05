import FormSimTestSupport
import Foundation
import Testing

/// The renderer's goldens, in `Goldens/` beside this file.
enum Golden {
  static let files = GoldenFiles(besides: #filePath)
  static var directory: URL { files.directory }
  static var isUpdating: Bool { GoldenFiles.isUpdating }
  static let hint = GoldenFiles.hint

  static func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    files.check(text, named: name, sourceLocation: sourceLocation)
  }

  static func diff(expected: String, actual: String, name: String) -> String {
    GoldenFiles.diff(expected: expected, actual: actual, name: name)
  }

  static func visible(_ line: String) -> String { GoldenFiles.visible(line) }
}
