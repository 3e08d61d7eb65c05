// swift-format-ignore-file
// A typed notification: its name and how to turn a notification into a payload, observed through
// an extension of NotificationCenter whose two methods share their base name with UIKit's.
import Foundation

struct TypedNotification<Payload> {
    let name: Notification.Name
    let makePayload: (Notification) -> Payload
}

extension NotificationCenter {
    func addObserver<Payload>(whileActive typed: TypedNotification<Payload>, using handler: @escaping (Payload) -> Void) {
        addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
    }

    func addObserver<Payload>(for typed: TypedNotification<Payload>, using handler: @escaping (Payload) -> Void) {
        addObserver(forName: typed.name, object: nil, queue: .main) { notification in
            handler(typed.makePayload(notification))
        }
    }
}
