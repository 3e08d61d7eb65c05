/// Where `objc_setAssociatedObject(object, key, value, policy)` keeps its value: the object,
/// and the key as the runtime compares it, by address. The address of a static variable
/// (`&kHeightKey`) is that variable's, named; a selector (`@selector(keyboardHeight)`) or a
/// string constant is its value. A pointer variable whose value FormSim does not know (`static
/// const void *Key = &Key;`, which holds its own address, or a header's constant) is one
/// address wherever it is passed: the variable's, named.
struct AssociatedObjectKey: Sendable, Hashable {
  var object: Value
  var key: String

  /// The key of a call's first two arguments; nil when the key is unknown.
  init?(_ arguments: Arguments) {
    guard let object = arguments.at(0), let key = arguments.at(1) else { return nil }
    self.object = object
    if case .prefix(.address, let variable)? = arguments.written(1)?.kind {
      self.key = "&" + SourceText.of(variable)
    } else if key.isOpaque || key.isNothing {
      switch arguments.written(1)?.kind {
      case .name(let variable)?, .resolved(_, let variable)?: self.key = "*" + variable
      default: return nil
      }
    } else {
      self.key = key.logText
    }
  }
}
