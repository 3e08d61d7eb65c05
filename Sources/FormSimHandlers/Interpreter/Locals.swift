/// A method's or closure's local names, innermost scope last.
///
/// Handlers hold a handful of locals at a time, so one array searched from the end beats a
/// dictionary per scope: no hashing, one allocation, and a closure captures them by copying one
/// array. A search compares each entry's `LocalName.fingerprint`, in place, and reads a name's
/// text only where that matches. Scopes are marks kept by whoever opens them
/// (`open`, `close`), not another array.
struct Locals: Sendable, Hashable {
  private struct Entry: Sendable, Hashable {
    var name: LocalName
    var value: Value
  }

  private var entries: [Entry] = []
  /// Where the innermost open scope begins in `entries`.
  private var scopeStart = 0

  init() {}

  var isEmpty: Bool { entries.isEmpty }

  /// Where the innermost local called `name` is in `entries`, among those from `start` on.
  private func position(of name: LocalName, from start: Int) -> Int? {
    let fingerprint = name.fingerprint
    return entries.withUnsafeBufferPointer { entries in
      var index = entries.count - 1
      while index >= start {
        if entries[index].name.fingerprint == fingerprint
          && (name.isShort || entries[index].name.text == name.text)
        {
          return index
        }
        index -= 1
      }
      return nil
    }
  }

  /// The innermost local called `name`.
  func value(_ name: LocalName) -> Value? {
    guard let index = position(of: name, from: 0) else { return nil }
    return entries[index].value
  }

  func contains(_ name: LocalName) -> Bool { position(of: name, from: 0) != nil }

  /// A geometry member (`size.height`) of the innermost local called `name`, read where it is
  /// held; nil when there is no such local or the member is not one of its value's.
  func read(_ member: GeometryMember, of name: LocalName) -> Value? {
    guard let index = position(of: name, from: 0) else { return nil }
    return member.value(of: entries[index].value)
  }

  /// Where the innermost local called `name` is, for `subscript(at:)`: one search for code that
  /// reads a local and writes it back.
  func index(of name: LocalName) -> Int? { position(of: name, from: 0) }

  /// The local at `index` (from `index(of:)`, with no scope opened or closed since).
  subscript(at index: Int) -> Value {
    get { entries[index].value }
    set { entries[index].value = newValue }
  }

  /// `let`/`var` in the current scope (a second one of the name there replaces the first).
  mutating func declare(_ name: LocalName, _ value: Value) {
    if let index = position(of: name, from: scopeStart) {
      entries[index].value = value
    } else {
      entries.append(Entry(name: name, value: value))
    }
  }

  /// A method's parameters, declared at once into empty locals: the names are distinct, so
  /// there is none to replace and nothing to search for.
  mutating func declare(parameters names: [LocalName], _ values: some ArgumentValues) {
    for index in names.indices {
      entries.append(Entry(name: names[index], value: values[index]))
    }
  }

  /// Room for `capacity` locals in all.
  mutating func reserve(_ capacity: Int) {
    if entries.capacity < capacity { entries.reserveCapacity(capacity) }
  }

  /// No locals and no open scope, with the room kept for the next call.
  mutating func removeAll() {
    removeEntries(from: 0)
    scopeStart = 0
  }

  /// Assigns the innermost local called `name`; false when there is none.
  mutating func assign(_ name: LocalName, _ value: Value) -> Bool {
    guard let index = position(of: name, from: 0) else { return false }
    entries[index].value = value
    return true
  }

  /// Opens a scope; `close` with the mark it returns ends it.
  mutating func open() -> Int {
    let outer = scopeStart
    scopeStart = entries.count
    return outer
  }

  /// Ends the innermost scope: its locals go, and the scope `outer` (from `open`) is current.
  mutating func close(_ outer: Int) {
    removeEntries(from: scopeStart)
    scopeStart = outer
  }

  /// Drops the entries from `start` on, last first: for the few a scope holds, cheaper than
  /// removing a range.
  private mutating func removeEntries(from start: Int) {
    while entries.count > start { entries.removeLast() }
  }
}
