import FormSimCore

/// The methods handlers call at every keyboard change, resolved from their names when a file is
/// compiled (as `ObjectMember` resolves properties), so that a call on a known receiver takes
/// its arguments as they are evaluated, without gathering them into `Arguments`, and finds its
/// code without a walk through `callMember`'s string cases.
///
/// Each answers exactly what `callMember` answers for the same receiver and arguments; nil sends
/// every other receiver there.
enum MemberCall: String, Sendable {
  case setContentOffset, scrollRectToVisible, contains

  /// The labels a call must have for `run` to read its arguments by position: the first one
  /// unlabelled, then `animated:` for a scroll.
  var labels: [String?] {
    switch self {
    case .setContentOffset, .scrollRectToVisible: [nil, "animated"]
    case .contains: [nil]
    }
  }

  /// Whether a method the file declares could answer the call instead (a `UIView` extension's
  /// method runs on the scroll view before UIKit's).
  var isAnsweredByViews: Bool {
    switch self {
    case .setContentOffset, .scrollRectToVisible: true
    case .contains: false
    }
  }

  /// The call's result on `receiver`, its arguments `first` and `second`; nil where
  /// `callMember` must answer.
  func run(
    on receiver: Value, _ first: Value, _ second: Value?, in e: Evaluator,
    at location: SourceLocation
  ) throws(Interruption) -> Value? {
    switch (self, receiver) {
    case (.setContentOffset, .object(.scrollView)):
      try e.setContentOffset(first, animated: second, at: location)
    case (.scrollRectToVisible, .object(.scrollView)):
      try e.scrollRectToVisible(first, animated: second, at: location)
    case (.contains, .rect(let rect)):
      Evaluator.containment(of: first, in: rect)
    default:
      nil
    }
  }
}

extension CodeCompiler {
  /// A call of a `MemberCall` whose arguments have its labels, on any receiver: `run` where it
  /// answers, `callMember` with the same evaluated arguments where it does not. Nil for any
  /// other call, or one the file's own methods could answer.
  func memberCall(
    _ base: Expression, _ name: String, _ args: [CompiledArgument], at location: SourceLocation
  ) -> ExpressionCode? {
    guard let call = MemberCall(rawValue: name), args.map(\.label) == call.labels,
      !(call.isAnsweredByViews && methodNames.contains(name))
    else { return nil }
    let receiverCode = expression(base).code
    let firstArgument = args[0]
    let secondArgument = args.count > 1 ? args[1] : nil
    return { e throws(Interruption) in
      let receiver = try receiverCode(e)
      let first = try e.value(of: firstArgument.value)
      let second = try secondArgument.map { (argument) throws(Interruption) in
        try e.value(of: argument.value)
      }
      if let answer = try call.run(on: receiver, first, second, in: e, at: location) {
        return answer
      }
      var items = [Arguments.Item(firstArgument, value: first)]
      if let secondArgument, let second {
        items.append(Arguments.Item(secondArgument, value: second))
      }
      return try e.callMember(name, onOptional: receiver, Arguments(items: items), at: location)
    }
  }
}
