/// A method's or closure's local names, innermost scope last.
///
/// Handlers hold a handful of locals at a time, so one array searched from the end beats a
/// dictionary per scope: no hashing, one allocation, and a closure captures them by copying one
/// array. Scopes are marks kept by whoever opens them (`open`, `close`), not another array.
struct Locals: Sendable, Hashable {
  private struct Entry: Sendable, Hashable {
    var name: String
    var value: Value
  }

  private var entries: [Entry] = []
  /// Where the innermost open scope begins in `entries`.
  private var scopeStart = 0

  init() {}

  /// Room for `capacity` locals from the start: one allocation for a method's whole run.
  init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  var isEmpty: Bool { entries.isEmpty }

  /// The innermost local called `name`.
  func value(_ name: String) -> Value? {
    var index = entries.count - 1
    while index >= 0 {
      if entries[index].name == name { return entries[index].value }
      index -= 1
    }
    return nil
  }

  func contains(_ name: String) -> Bool { value(name) != nil }

  /// `let`/`var` in the current scope (a second one of the name there replaces the first).
  mutating func declare(_ name: String, _ value: Value) {
    var index = entries.count - 1
    while index >= scopeStart {
      if entries[index].name == name {
        entries[index].value = value
        return
      }
      index -= 1
    }
    entries.append(Entry(name: name, value: value))
  }

  /// A method's parameters, declared at once into fresh locals: the names are distinct, so
  /// there is none to replace and nothing to search for.
  init(parameters names: [String], _ values: [Value], capacity: Int) {
    entries.reserveCapacity(capacity)
    for index in names.indices { entries.append(Entry(name: names[index], value: values[index])) }
  }

  /// Assigns the innermost local called `name`; false when there is none.
  mutating func assign(_ name: String, _ value: Value) -> Bool {
    var index = entries.count - 1
    while index >= 0 {
      if entries[index].name == name {
        entries[index].value = value
        return true
      }
      index -= 1
    }
    return false
  }

  /// Opens a scope; `close` with the mark it returns ends it.
  mutating func open() -> Int {
    let outer = scopeStart
    scopeStart = entries.count
    return outer
  }

  /// Ends the innermost scope: its locals go, and the scope `outer` (from `open`) is current.
  mutating func close(_ outer: Int) {
    if entries.count > scopeStart { entries.removeSubrange(scopeStart...) }
    scopeStart = outer
  }
}
