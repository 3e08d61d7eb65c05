import FormSimCore
import FormSimFrontEnd
import FormSimHandlers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Objective-C front end, `formsim-frontend-objc`, a program of its own beside this one.
///
/// libclang and the LLVM it links take longer to load than a Swift file takes to read, so the
/// Swift front end does not link them: it hands an Objective-C request to the program that
/// does, in place (the same process, its limits and its pipes), and a Swift file never waits
/// for them. Without libclang that program is not built, and an Objective-C file is refused
/// with how to install it.
enum ObjectiveCFrontEnd {
  static let executableName = HandlerFrontEnd.objectiveCExecutableName

  /// The program beside this one, if it was built.
  static var path: String? {
    guard let program = RunningExecutable.path() ?? CommandLine.arguments.first,
      program.contains("/")
    else { return nil }
    return HandlerFrontEnd.executable(executableName, beside: program)
  }

  /// Replaces this process with the Objective-C front end given `arguments`; returns only when
  /// it cannot, after saying why.
  static func replaceProcess(arguments: [String]) {
    guard let path else {
      FrontEndProcess.writeError(
        "formsim-frontend: this front end was built without libclang, which reads"
          + " Objective-C; install libclang-dev (apt) or llvm (Homebrew), then run"
          + " 'swift package purge-cache && rm -f .build/*.yaml && swift build'")
      return
    }
    var argv = ([path] + arguments).map { strdup($0) }
    argv.append(nil)
    execv(path, argv)
    FrontEndProcess.writeError(
      "formsim-frontend: cannot start \(path): \(String(cString: strerror(errno)))")
  }
}
