extension DeviceProfile {
  /// The emoji keyboard's height, in points.
  ///
  /// The emoji keyboard has no predictive (QuickType) bar — its category bar sits inside the
  /// keyboard — so it is as tall as the letters keyboard without one: on a device with the bar
  /// on, switching to emoji shrinks the keyboard by the bar and switching back grows it, each a
  /// frame change reported with duration 0 (notes/ios-facts.md, Timing: "size change (predictive
  /// bar, switching keyboards) 0 — a jump"). Unconfirmed per device: no primary source gives the
  /// emoji keyboard's height separately; the iOS 5–7 emoji keyboard (iphone4, ipad) replaced the
  /// letters in the same frame, 216 / 162 pt on the iPhone and 264 / 352 pt on the iPad.
  public func emojiKeyboardHeight(_ orientation: Orientation) -> Double {
    keyboardHeight(orientation, predictive: false)
  }
}
