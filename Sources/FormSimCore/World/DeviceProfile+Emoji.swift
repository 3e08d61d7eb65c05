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
