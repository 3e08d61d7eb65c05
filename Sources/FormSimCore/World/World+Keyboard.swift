/// The iPad keyboard's placements, in window coordinates.
///
/// Figures are FormSim's (no primary source gives them): an undocked or split keyboard keeps its
/// docked size and rises until it is centred in the window (the user drags it anywhere; centred
/// is where the undock gesture leaves it on the iPad 2 in published screenshots, unconfirmed); a
/// floating keyboard is iPhone-sized, 320 × 250, 20 pt above the bottom edge, centred, until it is
/// moved.
extension World {
  public static let floatingKeyboardSize = Size(width: 320, height: 250)
  static let floatingKeyboardMargin = 20.0

  /// Whether the device offers undocked, split and floating keyboards: an iPad (its short side
  /// is 768 pt or more; no iPhone's exceeds 440).
  public var supportsUndockedKeyboard: Bool { device.portraitSize.width >= 768 }

  /// The docked keyboard's shown frame: the full width, on the window's bottom, its input
  /// accessory included.
  @inline(__always)
  public var dockedKeyboardFrame: Rect {
    let window = windowBounds
    let kh = keyboardHeight + accessoryHeight
    return Rect(x: 0, y: window.height - kh, width: window.width, height: kh)
  }

  /// Where the keyboard sits when shown in `placement`.
  @inline(__always)
  func keyboardFrame(placedAt placement: KeyboardPlacement) -> Rect {
    let window = windowBounds
    switch placement {
    case .docked:
      return dockedKeyboardFrame
    case .undocked, .split:
      let docked = dockedKeyboardFrame
      return docked.offsetBy(dx: 0, dy: (window.height - docked.height) / 2 - docked.minY)
    case .floating:
      let size = Self.floatingKeyboardSize
      let origin =
        floatingKeyboardOrigin
        ?? Point(
          x: (window.width - size.width) / 2,
          y: window.height - size.height - Self.floatingKeyboardMargin)
      return Rect(origin: clampedFloatingOrigin(origin), size: size)
    }
  }

  /// Keeps a floating keyboard inside the window, below the status bar.
  func clampedFloatingOrigin(_ origin: Point) -> Point {
    let window = windowBounds
    let size = Self.floatingKeyboardSize
    return Point(
      x: min(max(0, origin.x), max(0, window.width - size.width)),
      y: min(max(statusBarHeight, origin.y), max(statusBarHeight, window.height - size.height)))
  }

  mutating func setKeyboardPlacement(_ placement: KeyboardPlacement, floatingOrigin: Point?) {
    keyboardPlacement = placement
    if let floatingOrigin { floatingKeyboardOrigin = clampedFloatingOrigin(floatingOrigin) }
  }
}

/// The predictive (QuickType) bar: only the profiles that give its height have it
/// (docs/uikit-behaviour.md, "Keyboards that are not the usual one").
extension World {
  /// Whether the device has the bar at all.
  public var hasPredictiveBar: Bool { device.predictiveBar > 0 }

  /// Whether the bar is on screen: switched on, on a device that has it, above the letters (the
  /// emoji keyboard has its category strip there instead).
  public var showsPredictiveBar: Bool { predictive && !emojiKeyboard && hasPredictiveBar }
}

extension World {
  /// Switches between the emoji and the letters keyboard; the keyboard's height follows.
  mutating func setEmojiKeyboard(_ on: Bool) { emojiKeyboard = on }
}

/// What stays of the keyboard with a hardware keyboard attached: the iPad's shortcuts bar with
/// the input accessory above it, or elsewhere the accessory alone (docs/uikit-behaviour.md,
/// "Keyboards that are not the usual one").
extension World {
  /// Whether a hardware keyboard leaves the shortcuts bar on screen here: an iPad profile with a
  /// bar, from iOS 9 (the `modern` era; before it a hardware keyboard posted nothing, iOS 5 logs).
  public var offersShortcutsBar: Bool { era == .modern && device.shortcutsBar > 0 }

  /// Whether the keyboard is the iPad's shortcuts bar alone (a hardware keyboard is attached).
  public var showsShortcutsBarOnly: Bool { hardwareKeyboardAttached && offersShortcutsBar }

  /// Whether a hardware keyboard leaves only the first responder's input accessory of the
  /// keyboard (an iPhone, or an iPad before iOS 9): nothing at all for a field without one.
  public var showsAccessoryOnly: Bool { hardwareKeyboardAttached && !offersShortcutsBar }

  /// The shortcuts bar's frame in window coordinates, as UIKit reports it: the docked keyboard's
  /// size (its input accessory included), lowered until only the bar and the accessory above it
  /// are on screen (`DeviceProfile.publishedShortcutsBar` gives the sources). iPad portrait,
  /// 768 × 1024, keyboard 264, bar 55: y = 1024 − 55 = 969, height 264.
  public var shortcutsBarFrame: Rect { frameShowing(device.shortcutsBar + accessoryHeight) }

  /// The keyboard's frame with a hardware keyboard attached, in window coordinates: the
  /// shortcuts bar's where the device offers one; elsewhere the docked keyboard lowered until
  /// only its input accessory is on screen, on the window's bottom edge. The accessory is not
  /// lifted above the home indicator: UIKit pins it to the screen's bottom and leaves its
  /// safe area to the accessory's own layout (Apple's answer to rdar 34411433, "by design").
  /// iPhone 15 portrait, 393 × 852, keyboard 291 + bar 44, toolbar 44: y = 852 − 44 = 808,
  /// height 291 + 44 + 44 = 379.
  public var hardwareKeyboardFrame: Rect {
    offersShortcutsBar ? shortcutsBarFrame : frameShowing(accessoryHeight)
  }

  /// The docked keyboard's frame lowered until only its top `visible` points are on screen.
  private func frameShowing(_ visible: Double) -> Rect {
    let docked = dockedKeyboardFrame
    return Rect(
      x: docked.minX, y: windowBounds.height - visible, width: docked.width,
      height: docked.height)
  }

  /// Whether UIKit treats the keyboard as docked: posts show and hide for it, and it claims the
  /// bottom band of the window. What a hardware keyboard leaves (the shortcuts bar, an
  /// accessory) is docked whatever placement the software keyboard had.
  public var keyboardIsDocked: Bool { hardwareKeyboardAttached || keyboardPlacement.isDocked }
}
