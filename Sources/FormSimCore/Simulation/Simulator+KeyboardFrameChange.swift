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
