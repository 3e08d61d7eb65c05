/// `UIApplication.sendAction(_:to:from:for:)`: the message a control sends, to a target or,
/// with no target, up the responder chain from the first responder.
extension Evaluator {
  /// With no target, a method of the files the selector names runs on the first responder
  /// (the focused field), as UIKit delivers it there: the trick apps use to find the first
  /// responder (`#selector(UIResponder.captureFirstResponder)` in an extension). Any other
  /// action (`resignFirstResponder`, `endEditing`) asks the first responder to resign. True
  /// when a responder took the action, as UIKit answers.
  func sendAction(_ args: Arguments, at location: SourceLocation) throws(Interruption) -> Value {
    let target = args.named("to") ?? args.at(1)
    if case .selector(let selector)? = args.at(0), target == nil || target?.isNothing == true,
      let method = handler.method(selector: selector)
    {
      guard let focused = world.focusedIndex else { return .bool(false) }
      let sender = args.named("from") ?? .nothing
      // `self` there is the field, whatever value's method sent the action.
      let outer = selfValue
      selfValue = nil
      defer { selfValue = outer }
      _ = try call(method, with: method.parameters.isEmpty ? [] : [sender], on: .field(focused))
      return .bool(true)
    }
    state.resignRequested = world.focusedIndex != nil
    return .bool(true)
  }
}
