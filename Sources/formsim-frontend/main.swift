import FormSimHandlers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `formsim-frontend FILE`: the handler file (Swift, or Objective-C for `.m`) lowered, as the
/// JSON `formsim` reads, on standard output. `formsim` starts it for `--handler`; it is never
/// linked into `formsim`, whose static binary cannot hold swift-syntax's and libclang's shared
/// libraries.
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

let usage = """
  usage: formsim-frontend [--memory-limit MB] [--cpu-limit SECONDS] [--] FILE
                                        prints the handler FILE (.swift, or .m/.mm) lowered, as JSON
         formsim-frontend --uikit-header  prints the header Objective-C handlers are read against
         formsim-frontend --languages     prints the languages it reads, one per line
  """
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments == ["--help"] || arguments == ["-h"] {
  print(usage)
  exit(0)
}
if arguments == ["--languages"] {
  print("swift")
  if ObjectiveCFrontEnd.isAvailable { print("objective-c") }
  exit(0)
}
if arguments == ["--uikit-header"] {
  print(ObjectiveCFrontEnd.header, terminator: "")
  exit(0)
}
guard let request = FrontEndArguments(arguments) else {
  writeError(usage)
  exit(2)
}
request.limits.apply()
let path = request.file
switch FileContents.load(path) {
case .failure(let error):
  writeError("formsim-frontend: cannot read \(path): \(error.reason)")
  exit(2)
case .success(let source) where ObjectiveCFrontEnd.reads(path):
  guard let program = ObjectiveCFrontEnd.lower(file: path, source: source) else {
    writeError(
      "formsim-frontend: \(path): this front end was built without libclang, which reads"
        + " Objective-C; install libclang-dev (apt) or llvm (Homebrew), then run"
        + " 'swift package purge-cache && rm -f .build/*.yaml && swift build'")
    exit(2)
  }
  print(program.json.serialized())
  exit(0)
case .success(let source):
  print(SwiftLowering.lower(file: path, source: source).json.serialized())
  exit(0)
}
