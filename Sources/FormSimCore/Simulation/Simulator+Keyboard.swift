/// `keyboardWillChangeFrame` / `keyboardDidChangeFrame`: UIKit posts one just before each
/// will- and did- show or hide notification, with the same frames, duration and curve.
///
/// Sources for the order (docs/uikit-behaviour.md, "Event order"): focusing with the keyboard hidden
/// posts willChangeFrame → willShow → (animation) → didChangeFrame → didShow; dismissing posts
/// willChangeFrame → willHide → … → didChangeFrame → didHide; a focus change on iOS 8+ posts the
/// same four with begin == end ("Working With Keyboard on iOS", Netguru/rultech 2014, quoted in
/// newbe.dev/why-is-uikeyboardwillshownotification-called-every-time-another-textfield-is-selected).
/// The pair is iOS 5+, so the iPhone OS 3 era posts neither.
extension Simulator {
  /// A keyboard move UIKit announces as it starts and again as it stops: drops the pending
  /// did- notifications `superseding` picks (a move this one cuts short or reverses), posts
  /// `will` (a will-show or will-hide, after its will-change-frame) now, and schedules the matching
  /// did- notification and its did-change-frame for when `timing` ends. Frames are in
  /// notification coordinates; `docked` is as for `postWill`.
  mutating func announceKeyboardMove(
    _ will: KeyboardNotification.Name, from begin: Rect, to end: Rect, timing: AnimationTiming,
    superseding: (KeyboardNotification.Name) -> Bool, docked: Bool? = nil
  ) {
    scheduled.removeAll { superseding($0.notification.name) }
    var notification = KeyboardNotification(
      name: will, beginFrame: begin, endFrame: end, duration: timing.duration,
      curve: timing.curve)
    postWill(notification, docked: docked)
    notification.name = will == .keyboardWillShow ? .keyboardDidShow : .keyboardDidHide
    scheduleDid(notification, at: world.time + timing.effectiveDuration, docked: docked)
  }

  /// Delivers `notification` (a will-show or will-hide) after its `keyboardWillChangeFrame`.
  ///
  /// An undocked, split or floating keyboard gets the change-frame notification alone: UIKit
  /// posts no show or hide for it (themainthread.com, "The iPad Split-Keyboard and (Missing)
  /// Notifications", 2012).
  /// `docked` overrides the placement's say (a keyboard that is docking or undocking).
  mutating func postWill(_ notification: KeyboardNotification, docked: Bool? = nil) {
    postChangeFrame(.keyboardWillChangeFrame, like: notification)
    if docked ?? world.keyboardIsDocked { deliver(notification) }
  }

  /// Delivers `notification` (a did-show or did-hide) after its `keyboardDidChangeFrame`.
  mutating func postDid(_ notification: KeyboardNotification) {
    postChangeFrame(.keyboardDidChangeFrame, like: notification)
    if world.keyboardIsDocked { deliver(notification) }
  }

  /// Schedules `notification` (a did-show or did-hide) and its `keyboardDidChangeFrame` for
  /// `time`, change-frame first: same-time notifications are delivered in the order scheduled.
  mutating func scheduleDid(
    _ notification: KeyboardNotification, at time: Double, docked: Bool? = nil
  ) {
    if world.era.postsFrameChangeNotifications {
      var change = notification
      change.name = .keyboardDidChangeFrame
      scheduled.append((time, change))
    }
    if docked ?? world.keyboardIsDocked { scheduled.append((time, notification)) }
  }

  private mutating func postChangeFrame(
    _ name: KeyboardNotification.Name, like notification: KeyboardNotification
  ) {
    guard world.era.postsFrameChangeNotifications else { return }
    var change = notification
    change.name = name
    deliver(change)
  }
}

/// Height changes while the keyboard is up: the emoji keyboard (the predictive bar is
/// `setPredictive`).
extension Simulator {
  /// Switches to the emoji keyboard or back to the letters. With the keyboard up and a different
  /// height, UIKit reports the change at once (duration 0) as will/did change-frame and
  /// will/did show, old frame to new; a switch that keeps the height moves nothing and posts
  /// nothing.
  public mutating func setEmoji(_ on: Bool) {
    guard on != world.emojiKeyboard else { return }
    let oldFrame = world.notificationFrame(fromWindow: world.presentation.keyboardFrame)
    let oldHeight = world.keyboardHeight
    world.setEmojiKeyboard(on)
    guard world.keyboardHeight != oldHeight else { return }
    let shown = world.keyboardShown
    world.moveKeyboard(shown: shown, timing: nil)
    if shown { announceFrameChange(from: oldFrame, duration: 0) }
  }
}

/// Attaching and detaching a hardware keyboard.
///
/// What stays of the keyboard (docs/uikit-behaviour.md, "Keyboards that are not the usual one"):
/// on an iPad from iOS 9 the shortcuts bar (`World.shortcutsBarFrame`) with the first responder's
/// input accessory above it; on an iPhone, and on an iPad before iOS 9, the input accessory alone,
/// pinned to the screen's bottom edge (`World.hardwareKeyboardFrame`); for a field without an
/// accessory there, nothing, and nothing is posted ("Hardware keyboard: no keyboard notifications
/// (iOS 5)"). Whatever stays, UIKit posts for it as for any docked keyboard: focusing shows it
/// with willChangeFrame → willShow → (the usual slide) → didChangeFrame → didShow, dismissing
/// hides it with the hide sequence, and a focus change re-posts as the era does. Attaching or
/// detaching while a field is focused moves the shown keyboard between its full frame and what
/// stays, which UIKit reports as a show, old frame to new, animated ("when the keyboard is
/// toggled between the expanded and collapsed state, the height remains the same" — the
/// notification arrives with the new origin, Stack Overflow 32319697).
extension Simulator {
  /// Whether a hardware keyboard leaves no keyboard on screen at all: on a device without the
  /// shortcuts bar, for a keyboard without an input accessory.
  var hardwareKeyboardHidesEverything: Bool {
    hardwareKeyboard && !world.offersShortcutsBar && world.accessoryHeight == 0
  }

  /// Whether a hardware keyboard leaves nothing on screen for field `index`: on a device without
  /// the shortcuts bar, a field without an input accessory.
  func hardwareKeyboardHidesEverything(for index: Int) -> Bool {
    hardwareKeyboard && !world.offersShortcutsBar && world.accessory(of: index).height == 0
  }

  /// Attaches or detaches a hardware keyboard.
  public mutating func setHardwareKeyboard(_ on: Bool) {
    guard on != hardwareKeyboard else { return }
    hardwareKeyboard = on
    if on, world.keyboardShown, hardwareKeyboardHidesEverything {
      // Nothing stays: the keyboard goes as it was, docked or not.
      hideKeyboard()
      world.hardwareKeyboardAttached = true
      return
    }
    let wasDocked = world.keyboardIsDocked
    let beginWindow = world.presentation.keyboardFrame
    world.hardwareKeyboardAttached = on
    guard world.keyboardShown else {
      if world.offersShortcutsBar {
        world.resetHiddenKeyboard()
      } else if !on, let index = world.focusedIndex {
        // The software keyboard comes back for the field, with the field's own accessory.
        world.takeAccessory(of: index)
        showKeyboard()
      }
      return
    }
    let timing = settings.keyboardTiming
    world.moveKeyboard(shown: true, timing: timing)
    guard world.keyboardFrame != beginWindow else { return }
    let docked = world.keyboardIsDocked
    // Between what stays and an undocked or floating keyboard, UIKit posts show or hide as the
    // keyboard docks or undocks (`placeKeyboard`).
    announceKeyboardMove(
      docked ? .keyboardWillShow : .keyboardWillHide,
      from: world.notificationFrame(fromWindow: beginWindow),
      to: world.notificationFrame(fromWindow: world.keyboardFrame), timing: timing,
      superseding: \.isDid,
      docked: wasDocked || docked)
  }
}

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
/// placement is kept for when the software keyboard comes back, and what stays of the keyboard
/// (the shortcuts bar, an input accessory) stays docked.
extension Simulator {
  /// Puts the keyboard in `placement`; `floatingOrigin` moves a floating keyboard there.
  public mutating func placeKeyboard(
    _ placement: KeyboardPlacement, at floatingOrigin: Point? = nil
  ) {
    guard world.supportsUndockedKeyboard else { return }
    let before = world.keyboardPlacement
    let beginWindow = world.presentation.keyboardFrame
    world.setKeyboardPlacement(placement, floatingOrigin: floatingOrigin)
    // What a hardware keyboard leaves stays docked: the placement waits for the software
    // keyboard's return.
    guard !world.showsShortcutsBarOnly, !(hardwareKeyboard && world.keyboardShown) else { return }
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
