import FormSimCLI
import Testing

@Suite struct UsageErrorTests {
  @Test func namesTheCommandAndPointsToItsHelp() {
    let error = UsageError("--device needs a value (NAME)", command: "simulate")
    #expect(error.description == "formsim simulate: --device needs a value (NAME)")
    #expect(error.hint == "Run 'formsim simulate --help' for usage.")
    #expect(UsageError.exitStatus == 2)
  }

  @Test func speaksForTheProgramBeforeACommandIsChosen() {
    let error = UsageError("unknown command 'x'", command: nil)
    #expect(error.description == "formsim: unknown command 'x'")
    #expect(error.hint == "Run 'formsim --help' for usage.")
  }
}
