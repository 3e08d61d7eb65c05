import FormSimCore

extension UIKitType {
  /// `NotificationCenter` (`NSNotificationCenter`).
  static let notificationCenter = UIKitType(
    "NotificationCenter",
    objectiveC: ["NSNotificationCenter", "NSNotificationCenter (RACSupport)"],
    summary: "The default centre, which posts the keyboard's notifications.",
    members: [
      UIKitMember(
        ["default", "defaultCenter"], objectiveC: ["defaultCenter"], type: "NotificationCenter",
        classRead: { .object(.notificationCenter) }),
      UIKitMember(
        ["addObserver"],
        objectiveC: [
          "addObserver:selector:name:object:", "addObserverForName:object:queue:usingBlock:",
        ], type: "NSObjectProtocol",
        call: { (e, _, args, at) throws(Interruption) in try e.addObserver(args, at: at) }),
      UIKitMember(
        ["removeObserver"],
        objectiveC: ["removeObserver:", "removeObserver:name:object:"], type: "Void",
        call: { e, _, args, _ in
          e.removeObserver(args)
          return .void
        }),
      // An asynchronous sequence of the notifications, whose operators and `for await` are a
      // publisher's.
      keyboardPublisher(
        ["notifications"], type: "NotificationCenter.Notifications",
        described: "notifications(named:)"),
      keyboardPublisher(
        ["publisher"], type: "NotificationCenter.Publisher", described: "publisher(for:)",
        note:
          "Combine: `map`, `compactMap`, `filter`, `flatMap` to `Just` or `Empty`,"
          + " `receive(on:)`, `merge(with:)` and `Publishers.Merge` on it, and `sink` subscribes."),
      keyboardPublisher(
        [], objectiveC: ["rac_addObserverForName:object:"], type: "RACSignal",
        described: "rac_addObserverForName:object:",
        note:
          "ReactiveObjC: `map:`, `filter:`, `takeUntil:`, `deliverOnMainThread` and `merge:` on"
          + " it, `+[RACSignal merge:]` of an array of them, and `subscribeNext:` subscribes."),
      UIKitMember(
        ["rx"], type: "Reactive<NotificationCenter>", read: { _, object, _ in .object(object) },
        note: "RxCocoa's reactive extension: the centre itself, for `notification(_:)`."),
      UIKitMember(
        ["reactive"], type: "Reactive<NotificationCenter>",
        read: { _, object, _ in .object(object) },
        note:
          "ReactiveCocoa's reactive extension: the centre itself, whose"
          + " `notifications(forName:)` is a signal of the notification: `map`, `filter`,"
          + " `take(during:)` and `observe(on:)` on it, and `observeValues`,"
          + " `observe { event in … }` (handed `.value(notification)`) and `observeResult`"
          + " (handed `.success(notification)`) observe."),
      keyboardPublisher(
        ["notification"], type: "Observable<Notification>", described: "rx.notification(_:)",
        note:
          "RxCocoa's `rx.notification(_:)`: `map`, `compactMap`, `filter`, `observe(on:)`,"
          + " `asObservable`, `asDriver`, `share` and `take(until:)` on it, `Observable.merge`,"
          + " and `subscribe(onNext:)`, `bind(onNext:)` and `drive(onNext:)` subscribe."),
      UIKitMember(
        ["post", "postNotificationName"], type: "Void",
        call: { (_, _, _, at) throws(Interruption) in
          throw .refused("posting notifications", at)
        }, note: "Refused."),
    ])

  /// A method of the centre that makes a publisher of the keyboard notification its first
  /// argument names (`publisher(for:)`, `notifications(named:)`, RxCocoa's
  /// `rx.notification(_:)`, ReactiveObjC's `rac_addObserverForName:object:`); opaque,
  /// `described`, for another notification.
  private static func keyboardPublisher(
    _ swift: [String], objectiveC: [String] = [], type: String, described: String,
    note: String? = nil
  ) -> UIKitMember {
    UIKitMember(
      swift, objectiveC: objectiveC, type: type,
      call: { e, _, args, _ in
        guard let keyboard = e.notificationName(args.named("for") ?? args.at(0)) else {
          return .opaque(described)
        }
        return .publisher(KeyboardPublisher(keyboard))
      }, note: note)
  }

  /// `DispatchQueue.main` and `OperationQueue.main`: the main queue, which runs a block once
  /// the code that scheduled it returns.
  static let mainQueue = UIKitType(
    "DispatchQueue and OperationQueue", objectiveC: ["NSOperationQueue"],
    summary: "The main queue: a block runs once the code that scheduled it returns.",
    members: [
      UIKitMember(
        ["main", "mainQueue"], objectiveC: ["mainQueue"], type: "DispatchQueue",
        classRead: { .object(.mainQueue) }),
      UIKitMember(
        ["async", "addOperation"], objectiveC: ["addOperationWithBlock:"], type: "Void",
        call: { (e, _, args, _) throws(Interruption) in
          guard let block = args.closures("execute").0 else { return nil }
          try e.schedule(block, after: 0)
          return .void
        }),
      UIKitMember(
        ["asyncAfter"], type: "Void",
        call: { (e, _, args, _) throws(Interruption) in
          guard let block = args.closures("execute").0 else { return nil }
          try e.schedule(block, after: args.named("deadline", "wallDeadline")?.number ?? 0)
          return .void
        }),
    ])

  /// `Thread` (`NSThread`): UIKit posts the keyboard's notifications and calls the delegate on
  /// the main thread, where every line of the handler runs.
  static let thread = UIKitType(
    "Thread", objectiveC: ["NSThread"],
    summary: "The thread the code runs on: always the main thread.",
    members: [
      UIKitMember(
        ["isMainThread"], objectiveC: ["isMainThread"], type: "Bool",
        classRead: { .bool(true) }),
      UIKitMember(
        ["detachNewThreadSelector"], objectiveC: ["detachNewThreadSelector:toTarget:withObject:"],
        type: "Void", skipped: SkipReason.threads),
    ])

  /// `Notification` (`NSNotification`): the keyboard notification an observer is handed.
  static let notification = UIKitType(
    "Notification", objectiveC: ["NSNotification"],
    summary: "A keyboard notification, as an observer receives it.",
    members: [
      UIKitMember(
        ["userInfo"], objectiveC: ["userInfo"], type: "[AnyHashable: Any]?",
        valueRead: { receiver in
          guard case .notification(let box) = receiver else { return nil }
          return .userInfo(box)
        }),
      UIKitMember(
        ["name"], objectiveC: ["name"], type: "Notification.Name",
        valueRead: { receiver in
          guard case .notification(let box) = receiver else { return nil }
          return .notificationName(box.notification.name)
        }),
      UIKitMember(
        // UIKit posts the keyboard's notifications with no object.
        ["object"], objectiveC: ["object"], type: "Any?",
        valueRead: { receiver in
          guard case .notification = receiver else { return nil }
          return .nothing
        }),
    ])

  /// The notification's `userInfo`: the keyboard's frames, duration and curve by their keys.
  static let userInfo = UIKitType(
    "userInfo", objectiveC: [],
    summary: "The keyboard notification's dictionary, read by subscript or by these methods.",
    members: [
      UIKitMember(
        ["object", "objectForKey", "value", "valueForKey"], type: "Any?",
        valueCall: { (e, receiver, args, at) throws(Interruption) in
          guard let key = args.at(0) else { return nil }
          return try e.subscripted(receiver, by: key, at: at)
        }),
      UIKitMember(
        ["copy", "mutableCopy"], type: "NSDictionary",
        valueCall: { _, receiver, args, _ in args.count == 0 ? receiver : nil },
        note: "The same keys and values."),
    ])
}
