/// Undocking, splitting, floating and docking the iPad keyboard while it is up.
///
/// What UIKit posts (docs/uikit-behaviour.md, "Keyboards that are not the usual one"):
/// undocking, splitting or floating a docked keyboard posts willChangeFrame → willHide →
/// (animation) → didChangeFrame → didHide, the end frame where the keyboard now floats, away
/// from the bottom; docking it again posts willChangeFrame → willShow → … → didChangeFrame →
/// didShow ("When the keyboard is docked, UIKeyboardWillShowNotification will be raised … If a
/// keyboard is undocked, UIKeyboardWillHideNotification will be raised", Stack Overflow 2012,
/// mirrored at ogeek.cn/qa/?qa=916674). Between undocked placements (split, floating, moving the
/// floating keyboard) only the change-frame pair is posted. On an iPhone these do nothing, as the
/// iPhone offers no such keyboard. With a hardware keyboard attached they post nothing either: the
/// placement is kept for when the software keyboard comes back.
extension Simulator {
  /// Puts the keyboard in `placement`; `floatingOrigin` moves a floating keyboard there.
  public mutating func placeKeyboard(
    _ placement: KeyboardPlacement, at floatingOrigin: Point? = nil
  ) {
    guard world.supportsUndockedKeyboard else { return }
    let before = world.keyboardPlacement
    let beginWindow = world.presentation.keyboardFrame
    world.setKeyboardPlacement(placement, floatingOrigin: floatingOrigin)
    // The shortcuts bar stays docked: the placement waits for the software keyboard's return.
    guard !world.showsShortcutsBarOnly else { return }
    let shown = world.keyboardShown && !hardwareKeyboard
    guard shown else {
      world.moveKeyboard(shown: false, timing: nil)
      return
    }
    let timing = settings.keyboardTiming
    world.moveKeyboard(shown: true, timing: timing)
    guard world.keyboardFrame != beginWindow else { return }
    // Show or hide is posted when the keyboard docks or undocks; between undocked placements
    // only the change-frame pair.
    announceKeyboardMove(
      placement.isDocked ? .keyboardWillShow : .keyboardWillHide,
      from: world.notificationFrame(fromWindow: beginWindow),
      to: world.notificationFrame(fromWindow: world.keyboardFrame), timing: timing,
      superseding: \.isDid,
      docked: before.isDocked != placement.isDocked)
  }
}
