import FormSimBench
import FormSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var console = StandardConsole()
exit(BenchCommandLine.main(Array(CommandLine.arguments.dropFirst()), console: &console))
