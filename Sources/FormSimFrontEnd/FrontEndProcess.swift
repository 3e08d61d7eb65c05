import FormSimHandlers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a front end process does with a request, whichever language it reads: the file read
/// under the limits `formsim` passed, lowered, and printed as the JSON `formsim` reads.
package enum FrontEndProcess {
  /// One line on standard error.
  package static func writeError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(2, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      written += count
    }
  }

  /// Applies the request's limits, reads its file and prints `lower`'s program; exits 0, or 2
  /// when the file cannot be read.
  package static func run(
    _ request: FrontEndArguments, program: String,
    lower: (_ file: String, _ source: [UInt8]) -> HandlerProgram
  ) -> Never {
    request.limits.apply()
    switch FileContents.load(request.file) {
    case .failure(let error):
      writeError("\(program): cannot read \(request.file): \(error.reason)")
      exit(2)
    case .success(let source):
      print(lower(request.file, source).json.serialized())
      exit(0)
    }
  }
}
