import FormSimTestSupport
import Testing

/// The app models' goldens (whole frames of `demo` and `compare`), in `Goldens/` beside this
/// file.
enum Golden {
  static let files = GoldenFiles(besides: #filePath)

  static func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    files.check(text, named: name, sourceLocation: sourceLocation)
  }
}
