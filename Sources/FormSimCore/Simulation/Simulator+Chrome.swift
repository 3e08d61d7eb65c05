/// What the keyboard's input accessory and the older eras' rotation change in the event sequence.
extension Simulator {
  /// Focus moved while the keyboard is up to a field with another accessory (a toolbar, or none):
  /// the keyboard's frame grows or shrinks with the keyboard's animation, and UIKit posts
  /// will-show / did-show with the old frame as begin and the new as end. Returns `false` when the
  /// accessory is the same, and the era's ordinary focus-change announcement applies.
  mutating func changeAccessory(to index: Int) -> Bool {
    let oldFrame = world.notificationFrame(fromWindow: world.presentation.keyboardFrame)
    guard world.takeAccessory(of: index) else { return false }
    let timing = settings.keyboardTiming
    world.moveKeyboard(shown: true, timing: timing)
    announceFrameChange(from: oldFrame, duration: timing.duration)
    return true
  }
}

extension Simulator {
  /// Rotation with the keyboard up before iOS 8 (docs/uikit-behaviour.md, "Event order"): a full
  /// hide sequence in the old orientation, then a show sequence in the new one — the keyboard
  /// slides in again with its own animation, and did-show comes when it stops.
  mutating func rotateHidingTheKeyboard() {
    let timing = settings.keyboardTiming
    let shownFrame = world.notificationFrame(fromWindow: world.presentation.keyboardFrame)
    world.moveKeyboard(shown: false, timing: nil)
    scheduled.removeAll {
      $0.notification.name == .keyboardDidShow || $0.notification.name == .keyboardDidChangeFrame
    }
    var hide = KeyboardNotification(
      name: .keyboardWillHide, beginFrame: shownFrame,
      endFrame: world.notificationFrame(fromWindow: world.hiddenKeyboardFrame),
      duration: timing.duration, curve: timing.curve)
    postWill(hide)
    hide.name = .keyboardDidHide
    postDid(hide)
    world.rotate()
    world.moveKeyboard(shown: false, timing: nil)
    showKeyboard()
    scrollFirstResponderIntoBounds()
  }
}
