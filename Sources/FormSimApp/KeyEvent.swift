/// One input event, independent of curses key codes.
///
/// The interactive app, the demo player and the tests all speak in these events, so the app can be
/// driven without a terminal. Mouse positions are terminal cells (column, row from the top-left);
/// the layer that knows where the device is drawn turns them into points.
public enum KeyEvent: Sendable, Hashable {
  case character(Character)
  case enter
  case escape
  case tab
  case backTab
  case backspace
  case delete
  case up, down, left, right
  case home, end
  case pageUp, pageDown
  /// F1–F24 (F13–F24: Shift-F1–F12 in xterm-like terminals).
  case function(Int)
  case click(column: Int, row: Int)
  /// The left button went down: a click, or the start of a drag.
  case press(column: Int, row: Int)
  /// The mouse moved with the left button held.
  case mouseMoved(column: Int, row: Int)
  /// The left button came up.
  case release(column: Int, row: Int)
  case wheelUp(column: Int, row: Int)
  case wheelDown(column: Int, row: Int)
  /// The terminal changed size.
  case resize
}
