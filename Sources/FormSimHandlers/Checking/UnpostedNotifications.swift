/// The observers of notifications UIKit posts on a device and FormSim does not: the text
/// editing ones (`UITextField.textDidBeginEditingNotification`,
/// `UITextFieldTextDidEndEditingNotification`, the text view's and `textDidChange`). Code that
/// moves the form from one of those never runs here; the check says so at the registration,
/// and names the delegate's method that runs at that moment.
enum UnpostedNotifications {
  /// Each `addObserver` in `methods` whose notification is one of those: where, the name as
  /// written, and the delegate method FormSim sends at that moment.
  static func observers(in methods: [HandlerProgram.Method], objectiveC: Bool)
    -> [(location: SourceLocation, name: String, instead: String)]
  {
    var found: [(location: SourceLocation, name: String, instead: String)] = []
    for method in methods {
      for (location, arguments) in RegistrationSites.calls(in: method.body) {
        let named =
          arguments.first { $0.label == "name" || $0.label == "forName" }
          ?? (arguments.first?.label == nil ? arguments.first : nil)
        guard let argument = named else { continue }
        let written = SourceText.of(argument.value)
        guard let instead = delegateMethod(for: written, objectiveC: objectiveC) else { continue }
        found.append((location, written, instead))
      }
    }
    return found
  }

  /// The delegate method UIKit sends when it posts the text editing notification `written`
  /// names, spelt as the file's language spells a selector, or nil for any other name.
  static func delegateMethod(for written: String, objectiveC: Bool) -> String? {
    let lowered = written.lowercased()
    let view = lowered.contains("textview")
    guard view || lowered.contains("textfield") else { return nil }
    let kind = view ? "textView" : "textField"
    let method: String
    if lowered.contains("textdidbeginediting") {
      method = kind + "DidBeginEditing"
    } else if lowered.contains("textdidendediting") {
      method = kind + "DidEndEditing"
    } else if lowered.contains("textdidchange") {
      guard view else { return "the field's Editing Changed action" }
      method = "textViewDidChange"
    } else {
      return nil
    }
    return method + (objectiveC ? ":" : "(_:)")
  }
}
