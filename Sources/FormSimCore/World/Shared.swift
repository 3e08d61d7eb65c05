/// An immutable value held by reference.
///
/// `check` copies a simulator at rest twice for every field it focuses; a copy retains every
/// string and array its value types hold. The parts that never change for a simulator's life
/// (its settings, the world's device and layout) sit in one of these, so a copy retains one
/// reference for them instead of a dozen.
final class Shared<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
