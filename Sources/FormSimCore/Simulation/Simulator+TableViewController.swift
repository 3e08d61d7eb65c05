/// UIKit's own keyboard handling for a `UITableViewController` (layout key `"container":
/// "tableViewController"`): it runs whatever the strategy does, and their effects add up, as on
/// a device.
///
/// What UIKit does (docs/uikit-behaviour.md, "Table-view controllers", for the sources):
/// - The controller's keyboard support observes UIKit's private keyboard notifications, which
///   UIKit posts right after each public one. The strategy — app code on the public notification
///   or a delegate call — has therefore always run when the controller acts.
/// - Will-show and did-change-frame: the overlap of the keyboard's end frame with the table's
///   frame is compared with the overlap the controller last applied; if it changed, the table's
///   bottom `contentInset` and indicator inset change by the difference (they are added to, not
///   set, so an app's own insets stay added), in the keyboard's animation. Then, if the overlap
///   is not zero, the first responder's cell is scrolled to be fully visible with the least
///   movement (`scrollToRow(at:at: .none, animated: true)`).
/// - Will-hide: on the next turn of the run loop, the same with no keyboard: the overlap it added
///   is taken off again, with no keyboard animation to join, and the table pulls an offset now
///   past the content's end back to it, animated. A will-show or did-change-frame before then
///   cancels it.
///
/// UIScrollView's own scrolling of its first responder (`Simulator+FirstResponder`) runs for
/// table forms too: it brings the field, not its cell, into the inset bounds when focus moves
/// with the keyboard up, where the controller, its overlap unchanged, does nothing.
extension Simulator {
  /// The timer of the will-hide adjustment waiting for the next run-loop turn; strategies'
  /// timers are numbered from 0 up.
  static let tableViewControllerTimer = Int.min

  /// Lets the table-view controller see `notification`, which the strategy has just been given.
  mutating func tableViewControllerObserve(_ notification: KeyboardNotification) {
    guard world.layout.container == .tableViewController else { return }
    switch notification.name {
    case .keyboardWillShow, .keyboardDidChangeFrame:
      cancelTableAdjustment()
      adjustTable(for: notification)
    case .keyboardWillHide:
      cancelTableAdjustment()
      world.schedule(after: 0, id: Self.tableViewControllerTimer)
    case .keyboardDidShow, .keyboardDidHide, .keyboardWillChangeFrame:
      break
    }
  }

  /// Drops a will-hide adjustment still waiting for its run-loop turn.
  private mutating func cancelTableAdjustment() {
    world.timers.removeAll { $0.id == Self.tableViewControllerTimer }
  }

  /// `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`: the insets follow the keyboard's
  /// overlap of the table (none without a notification), and the first responder's cell is
  /// brought into view.
  mutating func adjustTable(for notification: KeyboardNotification?) {
    let overlap = notification.map(tableKeyboardOverlap) ?? 0
    let delta = overlap - tableKeyboardAdjustment
    guard delta != 0 else { return }
    tableKeyboardAdjustment = overlap
    world.contentInset.bottom += delta
    world.scrollIndicatorInsets.bottom += delta
    if let end = world.offsetPastScrollEnd {
      if let notification {
        world.animate(notification.timing) { $0.contentOffset = end }
      } else {
        world.setContentOffset(end, animated: true)
      }
    }
    guard overlap > 0, let index = world.focusedIndex,
      let target = world.offsetShowing(world.fields[index].cellFrame)
    else { return }
    world.setContentOffset(target, animated: true)
  }

  /// How much of the table's frame the keyboard's end frame covers, in points: nothing for a
  /// keyboard that is not docked, which floats over the content.
  private func tableKeyboardOverlap(_ notification: KeyboardNotification) -> Double {
    guard world.keyboardIsDocked else { return 0 }
    let keyboard = world.windowFrame(fromNotification: notification.endFrame)
    return world.scrollViewInWindow.intersection(keyboard)?.height ?? 0
  }
}
