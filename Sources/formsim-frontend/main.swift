import FormSimFrontEnd
import FormSimHandlers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `formsim-frontend FILE`: the handler file (Swift, or Objective-C for `.m`) lowered, as the
/// JSON `formsim` reads, on standard output. `formsim` starts it for `--handler`; it is never
/// linked into `formsim`, whose static binary cannot hold swift-syntax's shared libraries. An
/// Objective-C file is read by `formsim-frontend-objc`, which this program becomes for it.
let usage = """
  usage: formsim-frontend [--memory-limit MB] [--cpu-limit SECONDS] [--module-file OTHER]... [--] FILE
                                        prints the handler FILE (.swift, or .m/.mm) lowered, as JSON;
                                        OTHER: another file of the same handler, whose classes'
                                        superclasses it reads
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
  if ObjectiveCFrontEnd.path != nil { print("objective-c") }
  exit(0)
}
if arguments == ["--uikit-header"] {
  ObjectiveCFrontEnd.replaceProcess(arguments: arguments)
  exit(2)
}
guard let request = FrontEndArguments(arguments) else {
  FrontEndProcess.writeError(usage)
  exit(2)
}
if HandlerFrontEnd.readsObjectiveC(request.file) {
  ObjectiveCFrontEnd.replaceProcess(arguments: arguments)
  exit(2)
}
FrontEndProcess.run(request, program: "formsim-frontend") { file, source in
  // A module file that cannot be read tells nothing of its classes; the file itself still
  // lowers.
  let module = request.moduleFiles.compactMap { path -> [UInt8]? in
    if case .success(let bytes) = FileContents.load(path) { return bytes }
    return nil
  }
  return SwiftLowering.lower(file: file, source: source, module: module)
}
