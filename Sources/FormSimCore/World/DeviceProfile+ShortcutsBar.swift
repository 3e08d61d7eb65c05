extension DeviceProfile {
  /// The iPad shortcuts bar's height with a hardware keyboard attached, in points: 55.
  ///
  /// From iOS 9 an iPad with a hardware keyboard keeps the software keyboard's top strip on
  /// screen — undo, redo, paste and the QuickType suggestions — and still posts the keyboard
  /// notifications for it (an iPhone shows nothing). Sources:
  /// - "View aligned to top of keyboard appears in wrong place in iOS 9 Shortcut Bar only mode"
  ///   (Stack Overflow 32319697, 2015; mirrored at e-learn.cn/topic/845821): the reported
  ///   `UIKeyboardFrameEndUserInfoKey` keeps the full keyboard's height (313 on that iPad) with
  ///   "the majority of the keyboard … offscreen"; its intersection with the view is 55 high.
  /// - ionic-team/ionic-plugin-keyboard#273 (2017, iOS Simulator, portrait and landscape): the
  ///   end frame's height was "313, exact same as full software keyboard", and 55 "the actual
  ///   height of the hardware keyboard bar alone".
  /// - Andr3wHur5t/react-native-keyboard-spacer#32 (2016): with a hardware keyboard "only the
  ///   keyboard toolbar is showing" and the frame's height "still equals virtual keyboard height".
  ///
  /// So the frame FormSim posts keeps the docked keyboard's height and only the bar (with an input
  /// accessory above it) reaches onto the screen. The same 55 pt in both orientations and on
  /// every iPad: no source gives another figure. A taller bar (about 69 pt with the QuickType
  /// suggestions on later iPadOS, as is sometimes said) was not found in any source, so it is not
  /// used; a device file's `shortcutsBar` key takes a measured figure instead.
  public static let publishedShortcutsBar = 55.0
}
