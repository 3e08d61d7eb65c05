import FormSimCore

/// What a storyboard import took on trust, said on standard error so that piped output stays
/// clean: `formsim: warning: Main.storyboard: line 76: 'Confirm' has an ambiguous frame …`.
enum ImportWarnings {
  static func lines(_ source: LayoutSource) -> [String] {
    source.warnings.map {
      "formsim: warning: \(source.file ?? source.layout.name): \($0)".escapingControlCharacters()
    }
  }

  /// Writes the warnings to `console`'s error stream.
  static func write(_ source: LayoutSource, to console: inout some Console) {
    for line in lines(source) { console.writeError(line + "\n") }
  }

  /// Writes the warnings to the process's standard error, for options that have no console.
  static func write(_ source: LayoutSource) {
    var console = StandardConsole()
    write(source, to: &console)
  }
}
