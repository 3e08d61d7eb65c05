/// The iPad's shortcuts bar: what stays of the keyboard with a hardware keyboard attached.
extension World {
  /// Whether a hardware keyboard leaves the shortcuts bar on screen here: an iPad profile with a
  /// bar, from iOS 9 (the `modern` era; before it a hardware keyboard posted nothing, iOS 5 logs).
  public var offersShortcutsBar: Bool { era == .modern && device.shortcutsBar > 0 }

  /// The shortcuts bar's frame in window coordinates, as UIKit reports it: the docked keyboard's
  /// size (its input accessory included), lowered until only the bar and the accessory above it
  /// are on screen (`DeviceProfile.publishedShortcutsBar` gives the sources). iPad portrait,
  /// 768 × 1024, keyboard 264, bar 55: y = 1024 − 55 = 969, height 264.
  public var shortcutsBarFrame: Rect {
    let docked = dockedKeyboardFrame
    let visible = device.shortcutsBar + accessoryHeight
    return Rect(
      x: docked.minX, y: windowBounds.height - visible, width: docked.width,
      height: docked.height)
  }

  /// Whether UIKit treats the keyboard as docked: posts show and hide for it, and it claims the
  /// bottom band of the window. The shortcuts bar is docked whatever placement the software
  /// keyboard had.
  public var keyboardIsDocked: Bool { showsShortcutsBarOnly || keyboardPlacement.isDocked }
}
