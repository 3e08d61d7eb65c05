import FormSimHandlers
import Testing

/// The warnings the check before a run gives, over every fixture handler.
@Suite struct CheckWarningTests {
  @Test func everyWarningIsGivenOnce() throws {
    // Code the walk reaches by two paths is one line of the file. (The skips of
    // `InitAssignsSelfInCondition.m`'s `title` and of `LoadViewCustomRoot`'s view hierarchy
    // were each printed twice.)
    for file in ProgramFolder.handlers.sources {
      let program = try ProgramFolder.handlers.program(file)
      let warnings: [HandlerDiagnostic]
      do {
        warnings = try HandlerCompiler.compile(program, name: "once-\(file)").warnings
      } catch {
        warnings = error.warnings
      }
      let repeated = warnings.filter { warning in warnings.count { $0 == warning } > 1 }
      #expect(repeated.isEmpty, "\(file): \(repeated.map(\.description))")
    }
  }
}
