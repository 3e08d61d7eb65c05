import FormSimFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `formsim-frontend-objc FILE.m`: an Objective-C handler file lowered through libclang, as the
/// JSON `formsim` reads, on standard output. `formsim-frontend` becomes this program for a `.m`
/// file, so that reading a Swift file never loads libclang and LLVM.
let usage = """
  usage: formsim-frontend-objc [--memory-limit MB] [--cpu-limit SECONDS] [--] FILE
                                        prints the Objective-C handler FILE (.m/.mm) lowered, as JSON
         formsim-frontend-objc --uikit-header  prints the header Objective-C handlers are read against
  """
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments == ["--help"] || arguments == ["-h"] {
  print(usage)
  exit(0)
}
if arguments == ["--uikit-header"] {
  print(ClangParse.header, terminator: "")
  exit(0)
}
guard let request = FrontEndArguments(arguments) else {
  FrontEndProcess.writeError(usage)
  exit(2)
}
FrontEndProcess.run(request, program: "formsim-frontend") { file, source in
  ObjectiveCLowering.lower(file: file, source: source)
}
