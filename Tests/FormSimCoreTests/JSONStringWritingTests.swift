import Testing

@testable import FormSimCore

/// How `JSONValue.serialized()` writes strings: JSON's own escapes, every C0 and C1 control and
/// DEL as `\u00xx`, and everything else as the UTF-8 it is.
@Suite struct JSONStringWritingTests {
  @Test func escapesAndControlsAreWrittenAsJSONEscapes() {
    let text = "a\"b\\c\nd\re\tf\u{1B}[2J\u{7F}\u{9B}\u{85}"
    #expect(
      JSONValue.string(text).serialized()
        == #""a\"b\\c\nd\re\tf\u001b[2J\u007f\u009b\u0085""#)
  }

  @Test func otherCharactersAreWrittenAsTheyAre() {
    // U+00A0 (C2 A0 in UTF-8) follows the C1 block's lead byte but is no control; é, the
    // euro sign and an emoji are two, three and four bytes.
    let text = "\u{A0}é€😀 plain"
    #expect(JSONValue.string(text).serialized() == "\"" + text + "\"")
  }

  @Test func whatIsWrittenReadsBackTheSame() throws {
    let value = JSONValue.object([
      ("name", .string("x\u{0}y\u{9F}z")), ("list", .array([.number(0.3), .bool(true), .null])),
    ])
    #expect(try JSONParser.parse(value.serialized()) == value)
  }
}

extension JSONStringWritingTests {
  @Test func numbersAreWrittenAsFormatSpellsThem() {
    // Whole numbers are written digit by digit, the rest through `format`: both spell each
    // value the same way, -0 as 0 and 2.0000004 as 2 (rounded to the millionth).
    let values: [Double] = [
      0, -0.0, 7, -216, 2.000_000_4, 0.3, -1e-7, 123_456_789_012_345, 1e15, 1e20, .infinity, .nan,
    ]
    for value in values {
      #expect(JSONValue.number(value).serialized() == JSONValue.format(value), "\(value)")
    }
    #expect(
      JSONValue.array(values.prefix(5).map(JSONValue.number)).serialized() == "[0,0,7,-216,2]")
  }
}
