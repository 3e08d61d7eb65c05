import CNcurses
import FormSimApp
import FormSimTerminal
import Testing

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    (RawKey.character(9), KeyEvent.tab),
    (.code(KEY_BTAB), .backTab),
    (.character(10), .enter),
    (.character(13), .enter),
    (.code(KEY_ENTER), .enter),
    (.character(27), .escape),
    (.character(127), .backspace),
    (.character(8), .backspace),
    (.code(KEY_BACKSPACE), .backspace),
    (.code(KEY_DC), .delete),
    (.code(KEY_UP), .up),
    (.code(KEY_DOWN), .down),
    (.code(KEY_LEFT), .left),
    (.code(KEY_RIGHT), .right),
    (.code(KEY_HOME), .home),
    (.code(KEY_END), .end),
    (.code(KEY_PPAGE), .pageUp),
    (.code(KEY_NPAGE), .pageDown),
    (.code(KEY_RESIZE), .resize),
  ])
  func namedKeys(raw: RawKey, expected: KeyEvent) {
    #expect(KeyDecoder.decode(raw) == expected)
  }

  // F13–F24 are what xterm-like terminals send for Shift-F1–F12 (Shift-F12 cycles the iPad
  // keyboard's placement).
  @Test func functionKeysOneToTwentyFour() {
    for n in 1...24 {
      #expect(KeyDecoder.decode(.code(Int32(cn_key_f(Int32(n))))) == .function(n))
    }
    #expect(KeyDecoder.decode(.code(KEY_F0)) == nil)
    #expect(KeyDecoder.decode(.code(cn_key_f(25))) == nil)
  }

  @Test func printableCharactersIncludingWideOnes() {
    #expect(KeyDecoder.decode(.character(UInt32(Character("a").asciiValue!))) == .character("a"))
    #expect(KeyDecoder.decode(.character(0x20)) == .character(" "))
    #expect(KeyDecoder.decode(.character(0xE9)) == .character("é"))
    #expect(KeyDecoder.decode(.character(0x65E5)) == .character("日"))
  }

  @Test func otherControlCharactersAndUnknownCodesAreDropped() {
    #expect(KeyDecoder.decode(.character(1)) == nil)
    #expect(KeyDecoder.decode(.character(0x9B)) == nil)
    #expect(KeyDecoder.decode(.character(0xD800)) == nil)
    #expect(KeyDecoder.decode(.code(KEY_SLEFT)) == nil)
  }

  @Test func mouseButtonsBecomePressesMotionReleasesAndWheel() {
    let press = UInt32(cn_button1_pressed())
    let click = UInt32(cn_button1_clicked())
    let release = UInt32(cn_button1_released())
    #expect(
      KeyDecoder.decode(.mouse(buttons: press, column: 3, row: 4)) == .press(column: 3, row: 4))
    #expect(
      KeyDecoder.decode(.mouse(buttons: click, column: 0, row: 1)) == .click(column: 0, row: 1))
    #expect(
      KeyDecoder.decode(.mouse(buttons: release, column: 3, row: 4))
        == .release(column: 3, row: 4))
    // Motion with the button held (xterm mode 1002) comes as a position report.
    let moved = UInt32(cn_report_mouse_position())
    #expect(
      KeyDecoder.decode(.mouse(buttons: moved, column: 3, row: 9))
        == .mouseMoved(column: 3, row: 9))
    #expect(
      KeyDecoder.decode(.mouse(buttons: moved | press, column: 3, row: 9))
        == .mouseMoved(column: 3, row: 9))
    #expect(KeyDecoder.decode(.mouse(buttons: 0, column: 3, row: 4)) == nil)
    #expect(
      KeyDecoder.decode(.mouse(buttons: UInt32(cn_button4_pressed()), column: 5, row: 6))
        == .wheelUp(column: 5, row: 6))
    #expect(
      KeyDecoder.decode(.mouse(buttons: UInt32(cn_button5_pressed()), column: 5, row: 6))
        == .wheelDown(column: 5, row: 6))
  }
}
