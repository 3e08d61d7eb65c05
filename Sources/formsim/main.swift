import FormSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var console = StandardConsole()
exit(FormSimCommandLine.main(Array(CommandLine.arguments.dropFirst()), console: &console))
