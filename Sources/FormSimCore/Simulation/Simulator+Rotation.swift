/// Rotation with the keyboard up, from iOS 8: the keyboard animates to its frame in the new
/// orientation (it does not jump), with will-change-frame and will-show posted as it starts and
/// did-change-frame and did-show when it stops, old frame to new (docs/uikit-behaviour.md, "Event
/// order": "from iOS 8, frames follow the orientation and a show is re-posted with the new
/// frame").
extension Simulator {
  mutating func animateKeyboardToItsRotatedFrame(from oldFrame: Rect) {
    let timing = settings.keyboardTiming
    world.moveKeyboard(shown: true, timing: timing)
    announceKeyboardMove(
      .keyboardWillShow, from: oldFrame,
      to: world.notificationFrame(fromWindow: world.keyboardFrame), timing: timing,
      superseding: { [.keyboardDidShow, .keyboardDidChangeFrame].contains($0) })
  }
}
