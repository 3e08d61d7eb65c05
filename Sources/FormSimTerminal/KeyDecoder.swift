import CNcurses
import FormSimApp

/// Turns curses input into FormSim's `KeyEvent`s.
///
/// The app only ever sees `KeyEvent`, so it can be driven by tests and demos; this is the one place
/// that knows curses key codes. Inputs FormSim has no use for decode to `nil` and are dropped.
public enum KeyDecoder {
  /// The event for one raw input, or `nil` if FormSim ignores it.
  public static func decode(_ key: RawKey) -> KeyEvent? {
    switch key {
    case .code(let code): return decode(keyCode: code)
    case .character(let value): return decode(character: value)
    case .mouse(let buttons, let column, let row):
      return decode(mouseButtons: buttons, column: column, row: row)
    }
  }

  /// Special keys reported with `KEY_CODE_YES`; F1–F12 become `.function(1...12)`.
  public static func decode(keyCode code: Int32) -> KeyEvent? {
    switch code {
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_RESIZE: return .resize
    // F13–F24 are Shift-F1–F12 in xterm-like terminals.
    case (KEY_F0 + 1)...(KEY_F0 + 24): return .function(Int(code - KEY_F0))
    default: return nil
    }
  }

  /// Characters reported with `OK`; control characters other than the named keys are dropped.
  public static func decode(character value: UInt32) -> KeyEvent? {
    switch value {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 0..<32, 0x80..<0xA0: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// A mouse report: button 1 press, motion while held and release (a click, or a drag of the
  /// form), a click curses paired itself, buttons 4 and 5 the wheel.
  public static func decode(mouseButtons buttons: UInt32, column: Int, row: Int) -> KeyEvent? {
    if buttons & UInt32(cn_report_mouse_position()) != 0 {
      return .mouseMoved(column: column, row: row)
    }
    if buttons & UInt32(cn_button4_pressed()) != 0 { return .wheelUp(column: column, row: row) }
    if buttons & UInt32(cn_button5_pressed()) != 0 { return .wheelDown(column: column, row: row) }
    if buttons & UInt32(cn_button1_pressed()) != 0 { return .press(column: column, row: row) }
    if buttons & UInt32(cn_button1_clicked()) != 0 { return .click(column: column, row: row) }
    if buttons & UInt32(cn_button1_released()) != 0 { return .release(column: column, row: row) }
    return nil
  }
}
