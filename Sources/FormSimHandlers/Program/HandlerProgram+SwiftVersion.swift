extension HandlerProgram {
  /// Whether the file is Swift 3 or later by the names it spells: only Swift 3 renamed
  /// Foundation's and UIKit's names so (`NotificationCenter.default`,
  /// `NSNotification.Name.UIKeyboardWillShow`, `UIResponder.keyboardWillShowNotification`,
  /// `UIEdgeInsets.zero`, `cgRectValue`). It matters where Swift 3 changed what code means: a
  /// function's first parameter has a label unless written `_`, which makes another selector.
  /// A file that spells none of them is taken as Swift 2's, as before.
  var spellsSwift3: Bool {
    guard language == .swift else { return false }
    let names = ProgramNames(self)
    return names.typeMembers.contains {
      $0 == "NotificationCenter.default" || $0 == "NSNotification.Name" || $0 == "Notification.Name"
        || $0.hasPrefix("UIResponder.keyboard") || Self.swift3Zeros.contains($0)
    } || names.members.contains("cgRectValue") || names.members.contains("cgPointValue")
  }

  private static let swift3Zeros: Set<String> = [
    "UIEdgeInsets.zero", "CGRect.zero", "CGPoint.zero", "CGSize.zero",
  ]
}
