/// What the keyboard's input accessory changes in the event sequence.
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
