import FormSimHandlers
import Testing

/// The fixture handlers of `Handlers/` that the interpreter's tests run: the committed programs
/// are what the front end makes of the sources today.
@Suite struct HandlerProgramTests {
  @Test(.disabled(if: ProgramFolder.updating, "the programs are being rewritten"))
  func everyFixtureHasItsProgramAndEveryProgramDecodes() throws {
    // The two files of `TwoFiles/`, the twelve of `Runaway/` and the ones directly in `Handlers/`.
    #expect(ProgramFolder.handlers.sources.count >= 40)
    try ProgramFolder.handlers.expectEveryProgramDecodes()
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func theCommittedSwiftProgramsAreTheFrontEndsOutput() throws {
    try ProgramFolder.handlers.compare(
      ProgramFolder.handlers.swiftSources, suite: "HandlerProgramTests")
  }

  @Test(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
  func theCommittedObjectiveCProgramsAreTheFrontEndsOutput() throws {
    try ProgramFolder.handlers.compare(
      ProgramFolder.handlers.objectiveCSources, suite: "HandlerProgramTests")
  }
}
