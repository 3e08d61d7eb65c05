import FormSimHandlers
import SwiftSyntax

/// The clauses of `if` and `guard`: boolean expressions, optional bindings and `#available`.
extension SwiftLowering {
  func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
    list.map { element in
      switch element.condition {
      case .expression(let syntax):
        return .boolean(expression(syntax))
      case .optionalBinding(let binding):
        return optionalBinding(binding)
      case .availability(let availability):
        return available(availability)
      case .matchingPattern(let matching):
        return .matching(
          pattern(matching.pattern, binding: false), expression(matching.initializer.value),
          location: location(of: matching))
      @unknown default:
        return .boolean(
          Expression(
            .unsupported("the condition '\(Self.excerpt(element))'"), at: location(of: element)))
      }
    }
  }

  /// `let x = e`, `var x: T = e`, or Swift 5.7's `if let x`.
  private func optionalBinding(_ binding: OptionalBindingConditionSyntax) -> Condition {
    if binding.pattern.trimmedDescription == "_", let value = binding.initializer?.value {
      // `if let _ = value`: whether the value is there, bound to nothing.
      return .matching(.some(.wildcard), expression(value), location: location(of: binding))
    }
    if !binding.pattern.is(IdentifierPatternSyntax.self), let value = binding.initializer?.value,
      case let taken = pattern(binding.pattern, binding: true), !taken.isUnsupported
    {
      // `guard let (height, duration) = parse(note)`: a tuple that is there, taken apart.
      return .matching(.some(taken), expression(value), location: location(of: binding))
    }
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self) else {
      return .boolean(
        Expression(
          .unsupported("the pattern '\(Self.excerpt(binding.pattern))' in a condition"),
          at: location(of: binding)))
    }
    return .optionalBinding(
      name: identifier(name.identifier), type: binding.typeAnnotation?.type.trimmedDescription,
      value: binding.initializer.map { expression($0.value) }, location: location(of: binding))
  }

  /// `#available(iOS 11.0, *)`: the iOS version; with no iOS entry (`*` alone, or other
  /// platforms only), any iOS is, 0.0.
  private func available(_ availability: AvailabilityConditionSyntax) -> Condition {
    var major = 0
    var minor = 0
    for argument in availability.availabilityArguments {
      guard case .availabilityVersionRestriction(let platform) = argument.argument,
        platform.platform.text == "iOS", let version = platform.version
      else { continue }
      major = Int(version.major.text) ?? 0
      minor = version.components.first.flatMap { Int($0.number.text) } ?? 0
    }
    return .available(
      major: major, minor: minor,
      negated: availability.availabilityKeyword.tokenKind == .poundUnavailable,
      location: location(of: availability))
  }
}
