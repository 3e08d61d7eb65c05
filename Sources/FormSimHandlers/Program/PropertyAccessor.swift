/// A property's accessor that runs as a method of the file: a stored property's `willSet` and
/// `didSet`, a computed property's `set`. The front end names the method `property.accessor`
/// (`keyboardHeight.didSet`), a name no Swift method can have, and the check and the evaluator
/// find it by that name.
public enum PropertyAccessor: String, Sendable, CaseIterable {
  case willSet, didSet, set

  /// The parameter's name when the accessor names none.
  public var defaultParameter: String { self == .didSet ? "oldValue" : "newValue" }

  /// The name of the method that is this accessor of `property`.
  public func methodName(of property: String) -> String { property + "." + rawValue }
}

extension HandlerProgram.Method {
  /// The property and accessor this method is, if it is one.
  public var accessor: (property: String, kind: PropertyAccessor)? {
    guard let dot = name.lastIndex(of: "."),
      let kind = PropertyAccessor(rawValue: String(name[name.index(after: dot)...]))
    else { return nil }
    return (String(name[..<dot]), kind)
  }
}

extension PropertyAccessor {
  /// The property an Objective-C setter sets: `watching` for `setWatching`, and for
  /// `setWatching:` as clang spells the selector; nil for any other name. The front end reads
  /// clang's dot syntax by it, the evaluator and the check the runtime's synthesized setter.
  public static func property(setBy name: String) -> String? {
    let selector = name.hasSuffix(":") ? name.dropLast() : Substring(name)
    guard selector.hasPrefix("set"), !selector.contains(":"),
      let first = selector.dropFirst(3).first, first.isUppercase
    else { return nil }
    return first.lowercased() + selector.dropFirst(4)
  }
}
