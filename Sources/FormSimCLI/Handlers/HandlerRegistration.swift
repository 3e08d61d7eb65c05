import FormSimCore
import FormSimHandlers

/// Turns a handler file into a strategy of the catalogue, once per file and run.
package enum HandlerRegistration {
  /// Loads `file` through the front end, checks it, prints its warnings to standard error
  /// (before its errors, when it has any) and registers it under its file name; returns that
  /// name.
  /// `container` is the layout's, when known (`HandlerCompiler.compile`).
  package static func register(
    file: String, bindings: [(String, String)], outlets: [String: String] = [:],
    actions: [FieldAction] = [], setup: [String], container: ScrollContainer? = nil
  ) throws -> String {
    let files: [String]
    let program: HandlerProgram
    do {
      files = try HandlerFrontEnd.files(of: file)
    } catch {
      throw CommandFailure(error.description.escapingControlCharacters())
    }
    // Headers beside an implementation are read through it (`files(of:)`); only headers are
    // no handler.
    if files.allSatisfy({ $0.lowercased().hasSuffix(".h") }) {
      throw CommandFailure(
        "formsim: \(file.escapingControlCharacters()): a header declares and runs nothing;"
          + " give the implementation (.m) or a Swift file (.swift)")
    }
    do {
      program = try HandlerFrontEnd.load(files: files)
    } catch {
      throw CommandFailure(error.description.escapingControlCharacters())
    }
    let name = strategyName(for: file)
    let compiled: CompiledHandler
    do {
      let (handler, warnings) = try HandlerCompiler.compile(
        program, name: name, bindings: bindings, outlets: outlets, actions: actions, setup: setup,
        container: container)
      write(warnings)
      compiled = handler
    } catch {
      // As a compiler does: the warnings (a header read as empty, code read as opaque) first,
      // since they often explain the errors after them.
      write(error.warnings)
      throw CommandFailure(
        error.diagnostics.map { $0.description.escapingControlCharacters() }.joined(
          separator: "\n"))
    }
    StrategyCatalog.register(HandlerStrategy.entry(for: compiled))
    return name
  }

  private static func write(_ warnings: [HandlerDiagnostic]) {
    var console = StandardConsole()
    for warning in warnings {
      console.writeError(warning.description.escapingControlCharacters() + "\n")
    }
  }

  /// `--bind`'s `NAME=TARGET` as (name, target); nil when either side is empty or there is no
  /// `=`.
  package static func binding(_ pair: String) -> (String, String)? {
    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  /// The file's name, `KeyboardViewController.swift`: short, and what the user calls it. A name
  /// a built-in strategy has would be taken by it, so such a file keeps its whole path.
  static func strategyName(for file: String) -> String {
    let first = file.split(separator: ",").first.map(String.init) ?? file
    let last = first.split(separator: "/").last.map(String.init) ?? file
    return StrategyCatalog.all.contains { $0.name == last } ? file : last
  }
}
