extension HandlerProgram {
  /// Whether the file is Swift 3 or later by the names it spells: only Swift 3 renamed
  /// Foundation's and UIKit's names so (`NotificationCenter.default`,
  /// `NSNotification.Name.UIKeyboardWillShow`, `UIResponder.keyboardWillShowNotification`,
  /// `UIEdgeInsets.zero`, `cgRectValue`), and a file that spells Swift 2's
  /// (`NSNotificationCenter.defaultCenter()`, `CGRectValue()`, `UIEdgeInsetsZero`) is not. It
  /// matters where Swift 3 changed what code means: a function's first parameter has a label
  /// unless written `_`, which makes another selector. A file that spells neither is taken as
  /// Swift 2's, as before. (`CGRect.zero` is Swift 2's too.)
  var spellsSwift3: Bool {
    guard language == .swift else { return false }
    let names = ProgramNames(self)
    let swift2 =
      names.typeMembers.contains("NSNotificationCenter.defaultCenter")
      || names.members.contains("CGRectValue") || names.identifiers.contains("UIEdgeInsetsZero")
    guard !swift2 else { return false }
    return names.typeMembers.contains {
      $0 == "NotificationCenter.default" || $0 == "NSNotification.Name" || $0 == "Notification.Name"
        || $0 == "UIEdgeInsets.zero" || $0.hasPrefix("UIResponder.keyboard")
    } || names.members.contains("cgRectValue") || names.members.contains("cgPointValue")
  }
}
