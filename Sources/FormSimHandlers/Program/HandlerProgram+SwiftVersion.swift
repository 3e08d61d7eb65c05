extension HandlerProgram {
  /// Whether the file is Swift 3 or later by the names it spells (`ProgramNames.spellSwift3`).
  var spellsSwift3: Bool {
    language == .swift && ProgramNames(self).spellSwift3
  }
}

extension ProgramNames {
  /// Whether these names are Swift 3's or later's: only Swift 3 renamed Foundation's and
  /// UIKit's names so (`NotificationCenter.default`, `NSNotification.Name.UIKeyboardWillShow`,
  /// `UIResponder.keyboardWillShowNotification`, `UIEdgeInsets.zero`, `cgRectValue`), and
  /// Swift 2's (`NSNotificationCenter.defaultCenter()`, `CGRectValue()`, `UIEdgeInsetsZero`)
  /// are not. It matters where Swift 3 changed what code means: a function's first parameter
  /// has a label unless written `_`, which makes another selector. Names that are neither are
  /// taken as Swift 2's, as before. (`CGRect.zero` is Swift 2's too.)
  var spellSwift3: Bool {
    let swift2 =
      typeMembers.contains("NSNotificationCenter.defaultCenter")
      || members.contains("CGRectValue") || identifiers.contains("UIEdgeInsetsZero")
    guard !swift2 else { return false }
    return typeMembers.contains {
      $0 == "NotificationCenter.default" || $0 == "NSNotification.Name" || $0 == "Notification.Name"
        || $0 == "UIEdgeInsets.zero" || $0.hasPrefix("UIResponder.keyboard")
    } || members.contains("cgRectValue") || members.contains("cgPointValue")
  }
}
