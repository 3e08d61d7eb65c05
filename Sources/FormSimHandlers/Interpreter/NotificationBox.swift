import FormSimCore

/// A keyboard notification as a handler's values hold it: one object that the notification and
/// its `userInfo` share, so that reading `notification.userInfo` (which almost every observer
/// does) takes a reference instead of making a new box and copying the notification into it.
///
/// Equal by the notification it holds, as the value it stands for is.
public final class NotificationBox: Sendable, Hashable {
  public let notification: KeyboardNotification

  init(_ notification: KeyboardNotification) {
    self.notification = notification
  }

  public static func == (left: NotificationBox, right: NotificationBox) -> Bool {
    left === right || left.notification == right.notification
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(notification)
  }
}
