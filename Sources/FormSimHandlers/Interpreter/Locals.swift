/// A method's or closure's local names, innermost scope last.
///
/// Handlers hold a handful of locals at a time, so two parallel arrays searched from the end
/// beat a dictionary per scope: no hashing, and a closure captures them by copying two arrays.
struct Locals: Sendable, Hashable {
  private var names: [String] = []
  private var values: [Value] = []
  /// Where each open scope begins in `names`.
  private var marks: [Int] = []

  init() {}

  var isEmpty: Bool { names.isEmpty }

  /// The innermost local called `name`.
  func value(_ name: String) -> Value? {
    var index = names.count - 1
    while index >= 0 {
      if names[index] == name { return values[index] }
      index -= 1
    }
    return nil
  }

  func contains(_ name: String) -> Bool { value(name) != nil }

  /// `let`/`var` in the current scope (a second one of the name there replaces the first).
  mutating func declare(_ name: String, _ value: Value) {
    let start = marks.last ?? 0
    var index = names.count - 1
    while index >= start {
      if names[index] == name {
        values[index] = value
        return
      }
      index -= 1
    }
    names.append(name)
    values.append(value)
  }

  /// Assigns the innermost local called `name`; false when there is none.
  mutating func assign(_ name: String, _ value: Value) -> Bool {
    var index = names.count - 1
    while index >= 0 {
      if names[index] == name {
        values[index] = value
        return true
      }
      index -= 1
    }
    return false
  }

  mutating func push() { marks.append(names.count) }

  mutating func pop() {
    let start = marks.removeLast()
    names.removeSubrange(start...)
    values.removeSubrange(start...)
  }
}
