/// Arrays, dictionaries and strings: the members and methods view controllers use on their own
/// lists of fields, models and observers. Swift's collections are values, so a mutating method
/// returns the changed collection for the caller to store back where it came from.
extension Evaluator {
  /// `count`, `isEmpty`, `first`, `last`, `keys`, `values`; nil for another name.
  func collectionMember(_ name: String, of receiver: Value) -> Value? {
    switch (receiver, name) {
    case (.array(let items), "count"): .int(items.count)
    case (.array(let items), "indices"): .range(0, items.count)
    case (.array(let items), "isEmpty"): .bool(items.isEmpty)
    case (.array(let items), "first"), (.array(let items), "firstObject"): items.first ?? .nothing
    case (.array(let items), "last"), (.array(let items), "lastObject"): items.last ?? .nothing
    // A tuple's element by its position (`pair.0`).
    case (.array(let items), _) where Int(name).map(items.indices.contains) == true:
      items[Int(name) ?? 0]
    case (.dictionary(let entries), "count"): .int(entries.count)
    case (.dictionary(let entries), "isEmpty"): .bool(entries.isEmpty)
    case (.dictionary(let entries), "keys"), (.dictionary(let entries), "allKeys"):
      .array(entries.keys.sorted { $0.logText < $1.logText })
    case (.dictionary(let entries), "values"), (.dictionary(let entries), "allValues"):
      .array(entries.sorted { $0.key.logText < $1.key.logText }.map(\.value))
    case (.string(let text), "count"), (.string(let text), "length"): .int(text.count)
    case (.string(let text), "isEmpty"): .bool(text.isEmpty)
    default: nil
    }
  }

  /// `collection[key] = value`, as a new collection.
  func storing(_ value: Value, in collection: Value, at key: Value, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    switch (collection, key) {
    case (.array(var items), .int(let index)):
      guard items.indices.contains(index) else { throw .crash("index out of range", location) }
      items[index] = value
      return .array(items)
    case (.dictionary(var entries), _):
      entries[key] = value.isNothing ? nil : value
      return .dictionary(entries)
    case (.nothing, _):
      throw .crash("unexpectedly found nil while writing a subscript", location)
    default:
      throw .refused("subscripting \(collection.logText)", location)
    }
  }

  /// A mutating method: the collection changed and the method's result; nil for a method that
  /// does not change it.
  func mutating(_ name: String, _ receiver: Value, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> (collection: Value, result: Value)?
  {
    switch (receiver, name) {
    case (.array(var items), "append"), (.array(var items), "addObject"):
      if case .array(let more)? = args.named("contentsOf") {
        items += more
      } else {
        items.append(args.at(0) ?? .nothing)
      }
      return (.array(items), .void)
    case (.array(var items), "insert"):
      guard case .int(let index)? = args.named("at"), (0...items.count).contains(index) else {
        throw .crash("index out of range", location)
      }
      items.insert(args.at(0) ?? .nothing, at: index)
      return (.array(items), .void)
    case (.array(var items), "remove"), (.array(var items), "removeObjectAtIndex"):
      guard case .int(let index)? = args.at(0), items.indices.contains(index) else {
        throw .crash("index out of range", location)
      }
      let removed = items.remove(at: index)
      return (.array(items), removed)
    case (.array(var items), "removeLast"), (.array(var items), "removeFirst"):
      guard !items.isEmpty else { throw .crash("can't remove from an empty collection", location) }
      let removed = name == "removeLast" ? items.removeLast() : items.removeFirst()
      return (.array(items), removed)
    case (.array, "removeAll"), (.array, "removeAllObjects"):
      return (.array([]), .void)
    case (.dictionary, "removeAll"), (.dictionary, "removeAllObjects"):
      return (.dictionary([:]), .void)
    case (.dictionary(var entries), "removeValue"),
      (.dictionary(var entries), "removeObjectForKey"):
      let removed = entries.removeValue(forKey: args.at(0) ?? .nothing)
      return (.dictionary(entries), removed ?? .nothing)
    case (.dictionary(var entries), "updateValue"), (.dictionary(var entries), "setObject"):
      let key = args.named("forKey") ?? args.at(1) ?? .nothing
      let old = entries.updateValue(args.at(0) ?? .nothing, forKey: key)
      return (.dictionary(entries), old ?? .nothing)
    default:
      return nil
    }
  }

  /// The methods that read a collection: `contains`, `forEach`, `map`, `filter`, `first(where:)`
  /// and friends; nil for another name.
  func collectionCall(
    _ name: String, on receiver: Value, _ args: Arguments, at location: SourceLocation
  )
    throws(Interruption) -> Value?
  {
    // Foundation's copies of a collection hold the same values.
    if name == "copy" || name == "mutableCopy", args.count == 0 { return receiver }
    let items: [Value]
    switch receiver {
    case .array(let values): items = values
    case .dictionary(let entries):
      if name == "index" || name == "object" || name == "objectForKey" {
        return entries[args.at(0) ?? .nothing] ?? .nothing
      }
      items = entries.keys.sorted { $0.logText < $1.logText }.map { key in
        Value.array([key, entries[key] ?? .nothing])
      }
    default: return nil
    }
    let closure: Closure? = {
      if case .closure(let block)? = args.at(0) { return block }
      return nil
    }()
    switch name {
    case "contains", "containsObject":
      if let closure {
        for item in items where try call(closure, with: [item]).isTrue { return .bool(true) }
        return .bool(false)
      }
      let wanted = args.at(0) ?? .nothing
      return .bool(items.contains { equal($0, wanted) })
    case "objectAtIndex":
      guard case .int(let index)? = args.at(0), items.indices.contains(index) else {
        throw .crash("index out of range", location)
      }
      return items[index]
    case "forEach", "enumerateObjectsUsingBlock":
      guard let closure else { return nil }
      for item in items { _ = try call(closure, with: [item]) }
      return .void
    case "map", "compactMap", "flatMap":
      guard let closure else { return nil }
      var mapped: [Value] = []
      for item in items {
        let result = try call(closure, with: [item])
        if name == "compactMap", result.isNothing { continue }
        if name == "flatMap", case .array(let inner) = result {
          mapped += inner
        } else {
          mapped.append(result)
        }
      }
      return .array(mapped)
    case "filter":
      guard let closure else { return nil }
      var kept: [Value] = []
      for item in items where try call(closure, with: [item]).isTrue { kept.append(item) }
      return .array(kept)
    case "first", "last":
      guard let closure else { return nil }
      let ordered = name == "first" ? items : items.reversed()
      for item in ordered where try call(closure, with: [item]).isTrue { return item }
      return .nothing
    case "reduce":
      guard case .closure(let combine)? = args.at(1) else { return nil }
      // `reduce(into:)`'s closure changes its first parameter in place, `reduce(_:_:)`'s
      // returns the next value.
      let into = args.named("into") != nil
      var result = args.at(0) ?? .nothing
      for item in items {
        result = try call(combine, with: [result, item], updating: into ? 0 : nil)
      }
      return result
    case "enumerated":
      return .array(items.enumerated().map { .array([.int($0.offset), $0.element]) })
    case "reversed":
      return .array(items.reversed())
    default:
      return nil
    }
  }
}
