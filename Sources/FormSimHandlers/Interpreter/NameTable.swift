/// A table from the names a handler file uses to what they mean, built once per file and read at
/// every use of a name.
///
/// `Dictionary<String, _>` hashes a name with SipHash after checking its normalisation; names
/// in code are short ASCII, so FNV-1a over the UTF-8 bytes and open addressing find one in a
/// fraction of the instructions, which matters at the dozens of lookups each hook makes.
struct NameTable<Element: Sendable>: Sendable {
  private var names: [String] = []
  private var elements: [Element] = []
  /// Indices into `names` plus one, 0 for an empty bucket; the count is a power of two.
  private var buckets: [Int] = Array(repeating: 0, count: 8)

  init() {}

  init(_ pairs: some Sequence<(String, Element)>) {
    for (name, element) in pairs { self[name] = element }
  }

  var count: Int { names.count }

  subscript(name: String) -> Element? {
    get {
      let mask = buckets.count - 1
      var bucket = Self.hash(name) & mask
      while true {
        let entry = buckets[bucket]
        if entry == 0 { return nil }
        if names[entry - 1] == name { return elements[entry - 1] }
        bucket = (bucket + 1) & mask
      }
    }
    set {
      guard let newValue else {
        preconditionFailure("a NameTable keeps its names")
      }
      let mask = buckets.count - 1
      var bucket = Self.hash(name) & mask
      while true {
        let entry = buckets[bucket]
        if entry == 0 { break }
        if names[entry - 1] == name {
          elements[entry - 1] = newValue
          return
        }
        bucket = (bucket + 1) & mask
      }
      names.append(name)
      elements.append(newValue)
      buckets[bucket] = names.count
      if names.count * 2 > buckets.count { rehash() }
    }
  }

  /// Twice the buckets, every name placed again.
  private mutating func rehash() {
    buckets = Array(repeating: 0, count: buckets.count * 2)
    let mask = buckets.count - 1
    for (index, name) in names.enumerated() {
      var bucket = Self.hash(name) & mask
      while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
      buckets[bucket] = index + 1
    }
  }

  /// FNV-1a over the name's UTF-8 bytes.
  private static func hash(_ name: String) -> Int {
    // A native string's bytes in place (a small one's on the stack): no copy on the heap.
    var name = name
    return name.withUTF8(hash)
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
