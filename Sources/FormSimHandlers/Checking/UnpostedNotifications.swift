/// The observers of notifications UIKit posts on a device and FormSim does not: a field's
/// `textDidChange` (`UITextField.textDidChangeNotification`, the text view's). (It posts the
/// text editing ones a field sends as it begins and ends editing: `TextEditingNotification`.) Code that moves the form from one of those never runs
/// here; the check says so at the registration, and names what runs at that moment.
enum UnpostedNotifications {
  /// Each `addObserver` in `methods` whose notification is one of those: where, the name as
  /// written, and the delegate method or action that runs at that moment.
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

  /// The delegate method or action UIKit sends when it posts the text change notification
  /// `written` names, spelt as the file's language spells a selector, or nil for any other
  /// name.
  static func delegateMethod(for written: String, objectiveC: Bool) -> String? {
    let lowered = written.lowercased()
    guard lowered.contains("textdidchange") else { return nil }
    if lowered.contains("textview") { return "textViewDidChange" + (objectiveC ? ":" : "(_:)") }
    return lowered.contains("textfield") ? "the field's Editing Changed action" : nil
  }
}
