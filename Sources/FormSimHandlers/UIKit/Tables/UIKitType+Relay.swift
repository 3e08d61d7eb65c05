extension UIKitType {
  /// RxRelay's `BehaviorRelay`, RxSwift's `BehaviorSubject` and `Variable`, Combine's
  /// `CurrentValueSubject`: a value the code gives (`accept`, `onNext`, `send`, a write of
  /// `value`) and reads back, which a keyboard publisher's `withLatestFrom` pairs with each
  /// notification. Subscribing to the relay itself is not followed: it is opaque.
  static let relay = UIKitType(
    "BehaviorRelay", objectiveC: [],
    summary:
      "RxRelay's `BehaviorRelay`, RxSwift's `BehaviorSubject` and `Variable`, Combine's"
      + " `CurrentValueSubject`: a value the code gives and reads back, which a keyboard"
      + " publisher's `withLatestFrom` pairs with each notification.",
    members: [
      UIKitMember(
        ["value"], type: "Element",
        read: { e, object, _ in
          guard case .relay(let number) = object else { return nil }
          return e.state.lastValues[number] ?? .nothing
        },
        write: { e, object, value, _ in
          guard case .relay(let number) = object else { return }
          e.state.lastValues[number] = value
        }),
      UIKitMember(
        ["accept", "onNext", "send"], type: "Void",
        call: { e, object, args, _ in
          guard case .relay(let number) = object, let value = args.at(0) else { return nil }
          e.state.lastValues[number] = value
          return .void
        },
        note: "Gives the relay its value; a subscriber of the relay itself is not handed it."),
    ])
}
