import FormSimRender
import Testing

@Suite struct AsciicastWriterTests {
  @Test func aHeaderLineThenOneEventLinePerOutput() {
    var cast = AsciicastWriter(columns: 100, rows: 36)
    cast.output(Array("\u{1B}[H┌ Field 7\r\n".utf8), at: 0)
    cast.output([], at: 0.1)  // nothing sent, no event
    cast.output(Array("\"q\"\\".utf8), at: 1.0 / 60)
    cast.resize(columns: 80, rows: 24, at: 0.5)
    #expect(
      cast.text == """
        {"version":2,"width":100,"height":36,"env":{"TERM":"xterm-256color"}}
        [0,"o","\\u001b[H┌ Field 7\\r\\n"]
        [0.016667,"o","\\"q\\"\\\\"]
        [0.5,"r","80x24"]

        """)
  }
}
