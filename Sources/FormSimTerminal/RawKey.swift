/// One input as curses delivered it, before it becomes a `KeyEvent`.
///
/// Keeping curses' raw values in a plain enum lets `KeyDecoder` be a pure function that tests can
/// feed without a terminal.
public enum RawKey: Sendable, Hashable {
  /// `get_wch` returned `KEY_CODE_YES` with this key code (`KEY_UP`, `KEY_F0 + n`, …).
  case code(Int32)
  /// `get_wch` returned `OK` with this wide character (a Unicode scalar value).
  case character(UInt32)
  /// `getmouse` after `KEY_MOUSE`: the button state mask and the cell it happened in.
  case mouse(buttons: UInt32, column: Int, row: Int)
}
