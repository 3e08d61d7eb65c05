import FormSimHandlers
import Testing

/// A handler's stop, as the report words it, back compiler-style for `check`'s last lines.
struct HandlerEndingTests {
  @Test func aStopReadsBackCompilerStyleWhateverTheFileIsCalled() {
    #expect(
      HandlerEnding.compilerStyle(
        "handler stopped at Notes.m:24:5: 'contentInset' takes a value from 'bar.frame'")
        == "Notes.m:24:5: error: 'contentInset' takes a value from 'bar.frame'")
    // A colon in the file's name, and `:1:2: ` inside the message, do not end the place early
    // or late: it ends at the first line and column after the name.
    #expect(
      HandlerEnding.compilerStyle("handler stopped at a:b/Form 2.swift:7:13: reading x:1:2: y")
        == "a:b/Form 2.swift:7:13: error: reading x:1:2: y")
    #expect(HandlerEnding.compilerStyle("handler crashed at F.swift:3:1: division by zero") == nil)
  }
}
