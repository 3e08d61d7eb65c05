import FormSimCLI
import Foundation

var console = StandardConsole()
exit(FormSimCommandLine.main(Array(CommandLine.arguments.dropFirst()), console: &console))
