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

extension DeviceProfile {
  /// The emoji keyboard's height, in points: as tall as the letters keyboard *with* its
  /// predictive (QuickType) bar, whether or not the bar is on.
  ///
  /// The emoji keyboard keeps its own category strip where the letters have the QuickType bar,
  /// so with the bar on, switching to emoji changes nothing, and with it off the emoji keyboard
  /// is taller by the bar and switching grows the keyboard — a frame change reported with
  /// duration 0 (docs/uikit-behaviour.md, "Timing": "size change (predictive bar, switching keyboards)
  /// 0 — a jump"). Sources, none with a figure per device:
  /// - ionic-team/ionic-plugin-keyboard#204 (2016): "Keyboard height changes when switching to
  ///   or from the iOS emoji keyboard with device keyboard setting 'Predictive' turned off"; with
  ///   Predictive on "there is no issue".
  /// - ionic-team/ionic-plugin-keyboard#128 (2015, iPhone 4S, iOS 8.4.1): the emoji keyboard is
  ///   "a bit greater than the normal keyboard".
  /// - nixzhu/KeyboardMan#2 (2015, iOS 9 beta 4): the English keyboard "slightly shorter than
  ///   emoji keyboard" on one iPhone 5s, "the same height" in the maintainer's test.
  /// - lionheart/openradar-mirror#18220 (rdar 33990607, iOS 11, iPhone 6): the emoji keyboard
  ///   "is larger than the normal keyboard".
  /// No source gives the emoji keyboard's height on a given device, so the figure follows the
  /// profile's own keyboard and bar: the same as the letters where the profile has no bar (the
  /// iOS 5–7 profiles, iphone4 and ipad, and the iPads).
  public func emojiKeyboardHeight(_ orientation: Orientation) -> Double {
    keyboardHeight(orientation, predictive: true)
  }
}
