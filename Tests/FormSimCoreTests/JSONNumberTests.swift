import FormSimCore
import Testing

/// Numbers as the writers print them: readable back, whatever their size.
struct JSONNumberTests {
  @Test func theLargestDoubleIsWrittenAsANumberThatReadsBack() throws {
    // CGFLOAT_MAX in a handler's program: multiplied by a million before rounding, it became
    // infinity and was written as `inf`, which no JSON reader takes.
    let text = JSONValue.format(.greatestFiniteMagnitude)
    #expect(text == "1.7976931348623157e+308")
    let parsed = try JSONParser.parse(bytes: Array("[\(text)]".utf8))
    #expect(parsed == .array([.number(.greatestFiniteMagnitude)]))
  }

  @Test func ordinaryValuesKeepSixDecimals() {
    // 0.1 + 0.2 = 0.30000000000000004, rounded to the millionth.
    #expect(JSONValue.format(0.1 + 0.2) == "0.3")
    #expect(JSONValue.format(-216) == "-216")
  }
}
