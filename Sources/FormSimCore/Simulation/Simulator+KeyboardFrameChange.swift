/// `keyboardWillChangeFrame` / `keyboardDidChangeFrame`: UIKit posts one just before each
/// will- and did- show or hide notification, with the same frames, duration and curve.
///
/// Sources for the order (`notes/ios-facts.md`, "Event order"): focusing with the keyboard hidden
/// posts willChangeFrame → willShow → (animation) → didChangeFrame → didShow; dismissing posts
/// willChangeFrame → willHide → … → didChangeFrame → didHide; a focus change on iOS 8+ posts the
/// same four with begin == end ("Working With Keyboard on iOS", Netguru/rultech 2014, quoted in
/// newbe.dev/why-is-uikeyboardwillshownotification-called-every-time-another-textfield-is-selected).
/// The pair is iOS 5+, so the iPhone OS 3 era posts neither.
extension Simulator {
  /// Delivers `notification` (a will-show or will-hide) after its `keyboardWillChangeFrame`.
  mutating func postWill(_ notification: KeyboardNotification) {
    postChangeFrame(.keyboardWillChangeFrame, like: notification)
    deliver(notification)
  }

  /// Delivers `notification` (a did-show or did-hide) after its `keyboardDidChangeFrame`.
  mutating func postDid(_ notification: KeyboardNotification) {
    postChangeFrame(.keyboardDidChangeFrame, like: notification)
    deliver(notification)
  }

  /// Schedules `notification` (a did-show or did-hide) and its `keyboardDidChangeFrame` for
  /// `time`, change-frame first: same-time notifications are delivered in the order scheduled.
  mutating func scheduleDid(_ notification: KeyboardNotification, at time: Double) {
    if world.era.postsFrameChangeNotifications {
      var change = notification
      change.name = .keyboardDidChangeFrame
      scheduled.append((time, change))
    }
    scheduled.append((time, notification))
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
