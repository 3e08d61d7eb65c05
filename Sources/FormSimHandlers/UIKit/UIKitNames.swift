import FormSimCore

/// The names UIKit has given the keyboard's notifications and `userInfo` keys across Swift 2–6
/// and Objective-C, reduced to one spelling each.
///
/// `UIKeyboardWillShowNotification`, `UIResponder.keyboardWillShowNotification`,
/// `NSNotification.Name.UIKeyboardWillShow` and `.UIKeyboardWillShow` all name the same
/// notification: dropping a leading `UI`, a trailing `Notification` and the case of the first
/// letter leaves `keyboardWillShow` for each.
enum UIKitNames {
  static func notification(_ identifier: String) -> KeyboardNotification.Name? {
    // Every keyboard notification's name has `eyboard` in it: other names (`default`,
    // `animate`, a property's) are turned away without building a string.
    guard mentionsKeyboard(identifier) else { return nil }
    var name = Substring(identifier)
    if name.hasPrefix("UI") { name = name.dropFirst(2) }
    if name.hasSuffix("Notification") { name = name.dropLast("Notification".count) }
    guard let first = name.first else { return nil }
    return KeyboardNotification.Name(rawValue: first.lowercased() + name.dropFirst())
  }

  private static let keyboardWord = Array("eyboard".utf8)

  /// Whether `identifier` contains `eyboard` (of `keyboard` or `Keyboard`).
  private static func mentionsKeyboard(_ identifier: String) -> Bool {
    let word = keyboardWord
    let bytes = identifier.utf8
    guard bytes.count >= word.count else { return false }
    var matched = 0
    for byte in bytes {
      if byte == word[matched] {
        matched += 1
        if matched == word.count { return true }
      } else {
        matched = byte == word[0] ? 1 : 0
      }
    }
    return false
  }

  /// `UIKeyboardFrameEndUserInfoKey`, `keyboardFrameEndUserInfoKey`, and the string itself.
  static func userInfoKey(_ identifier: String) -> UserInfoKey? { userInfoKeys[identifier] }

  /// Each key by every spelling: with or without `UI`, its first letter after that either
  /// case. A table, because a handler that subscripts `userInfo` with a string looks its key up
  /// at every notification.
  private static let userInfoKeys = NameTable<UserInfoKey>(
    UserInfoKey.allCases.flatMap { key in
      let name = key.rawValue.dropFirst(2)
      let lowered = name.prefix(1).lowercased() + name.dropFirst()
      return [String(name), lowered].flatMap { [($0, key), ("UI" + $0, key)] }
    })

  /// A keyboard notification's name or a `userInfo` key, spelt any way a member or an implicit
  /// member names one (`.UIKeyboardWillShow`, `UIResponder.keyboardFrameEndUserInfoKey`).
  static func constant(_ name: String) -> Value? {
    if let note = notification(name) { return .notificationName(note) }
    if name.hasSuffix("UserInfoKey"), let key = userInfoKey(name) { return .userInfoKey(key) }
    if let text = TextEditingNotification(spelling: name) { return .string(text.rawValue) }
    return nil
  }

  /// The value a notification's `userInfo` holds for `key`, as UIKit boxes it.
  static func value(of key: UserInfoKey, in note: KeyboardNotification) -> Value {
    switch key {
    case .frameBegin: .rect(note.beginFrame)
    case .frameEnd: .rect(note.endFrame)
    case .duration: .double(note.duration)
    case .curve: .int(curveNumber(note.curve))
    case .isLocal: .bool(true)
    case .centerBegin: .point(center(of: note.beginFrame))
    case .centerEnd: .point(center(of: note.endFrame))
    case .bounds: .rect(Rect(origin: .zero, size: note.endFrame.size))
    }
  }

  static func center(of rect: Rect) -> Point {
    Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2)
  }

  /// `UIViewAnimationCurve`'s raw value: 0 ease-in-out, 3 linear, 7 the keyboard's spring.
  static func curveNumber(_ curve: TimingCurve) -> Int {
    switch curve {
    case .linear: 3
    case .spring: 7
    case .easeInOut, .cubicBezier: 0
    }
  }

  /// The curve a raw value names (ease-in 1, ease-out 2 are Core Animation's).
  static func curve(number: Int) -> TimingCurve {
    switch number {
    case 1: .cubicBezier(x1: 0.42, x2: 1)
    case 2: .cubicBezier(x1: 0, x2: 0.58)
    case 3: .linear
    case 7: .keyboardSpring
    default: .easeInOut
    }
  }
}
