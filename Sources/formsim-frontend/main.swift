import FormSimHandlers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `formsim-frontend FILE`: the Swift handler file lowered, as the JSON `formsim` reads, on
/// standard output. `formsim` starts it for `--handler`; it is never linked into `formsim`,
/// whose static binary cannot hold swift-syntax's shared libraries.
/// One line on standard error.
func writeError(_ line: String) {
  var bytes = Array((line + "\n").utf8)
  var written = 0
  while written < bytes.count {
    let count = bytes.withUnsafeMutableBytes {
      write(2, $0.baseAddress! + written, $0.count - written)
    }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return }
    written += count
  }
}

let usage = "usage: formsim-frontend FILE   (prints the Swift handler FILE lowered, as JSON)"
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments == ["--help"] || arguments == ["-h"] {
  print(usage)
  exit(0)
}
guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") || path == "-"
else {
  writeError(usage)
  exit(2)
}
switch FileContents.load(path) {
case .failure(let error):
  writeError("formsim-frontend: cannot read \(path): \(error.reason)")
  exit(2)
case .success(let source):
  print(SwiftLowering.lower(file: path, source: source).json.serialized())
  exit(0)
}
