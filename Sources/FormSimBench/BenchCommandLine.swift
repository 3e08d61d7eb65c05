import FormSimCLI

/// The `formsim-bench` program: ``BenchCommand`` as the root command, parsed, run and ended as
/// `formsim`'s commands are (help on stdout, mistakes on stderr with status 2).
public enum BenchCommandLine {
  /// Runs `formsim-bench` with `arguments` (without the program name); returns the exit status.
  public static func main(_ arguments: [String], console: inout some Console) -> Int32 {
    FormSimCommandLine.main(root: BenchCommand.self, arguments, console: &console)
  }
}
