/// Attaching and detaching a hardware keyboard.
///
/// On an iPhone, and before iOS 9, the software keyboard goes away and nothing is posted while
/// the hardware keyboard is attached (docs/uikit-behaviour.md, "Keyboards that are not the usual one": "Hardware keyboard: no keyboard
/// notifications (iOS 5)"). On an iPad from iOS 9 the keyboard shrinks to its shortcuts bar
/// instead (`World.shortcutsBarFrame`), and UIKit keeps posting for it as for any docked keyboard:
/// focusing shows the bar with willChangeFrame → willShow → (the usual slide) → didChangeFrame →
/// didShow, dismissing hides it with the hide sequence, and a focus change re-posts the four with
/// begin == end. Attaching or detaching while a field is focused moves the shown keyboard between
/// its full frame and the bar's, which UIKit reports as a show, old frame to new, animated
/// ("when the keyboard is toggled between the expanded and collapsed state, the height remains
/// the same" — the notification arrives with the new origin, Stack Overflow 32319697).
extension Simulator {
  /// Whether a hardware keyboard leaves no keyboard on screen at all (an iPhone, or an era
  /// before the shortcuts bar).
  var hardwareKeyboardHidesEverything: Bool { hardwareKeyboard && !world.offersShortcutsBar }

  /// Attaches or detaches a hardware keyboard.
  public mutating func setHardwareKeyboard(_ on: Bool) {
    guard on != hardwareKeyboard else { return }
    hardwareKeyboard = on
    guard world.offersShortcutsBar else {
      if on, world.keyboardShown {
        hideKeyboard()
      } else if !on, world.focusedIndex != nil, !world.keyboardShown {
        showKeyboard()
      }
      return
    }
    let wasDocked = world.keyboardIsDocked
    let beginWindow = world.presentation.keyboardFrame
    world.showsShortcutsBarOnly = on
    guard world.keyboardShown else {
      world.resetHiddenKeyboard()
      return
    }
    let timing = settings.keyboardTiming
    world.moveKeyboard(shown: true, timing: timing)
    guard world.keyboardFrame != beginWindow else { return }
    let docked = world.keyboardIsDocked
    // Between the bar and an undocked or floating keyboard, UIKit posts show or hide as the
    // keyboard docks or undocks (`placeKeyboard`).
    announceKeyboardMove(
      docked ? .keyboardWillShow : .keyboardWillHide,
      from: world.notificationFrame(fromWindow: beginWindow),
      to: world.notificationFrame(fromWindow: world.keyboardFrame), timing: timing,
      superseding: \.isDid,
      docked: wasDocked || docked)
  }
}
