/// A table from the names a handler file uses to what they mean, built once per file and read at
/// every use of a name.
///
/// `Dictionary<String, _>` hashes a name with SipHash after checking its normalisation; names
/// in code are short ASCII, so a hash of a few of their bytes and open addressing find one in a
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

  /// The name's length mixed with its first and last eight UTF-8 bytes (or all of them, when
  /// it has fewer): names in code are short and differ early or late, and a probe compares the
  /// whole name anyway, so two loads do what a loop over every byte did.
  private static func hash(_ name: String) -> Int {
    // The bytes in place (a small string's on the stack), without a copy of the string, which
    // would retain its storage. Every string made in Swift has contiguous UTF-8.
    name.utf8.withContiguousStorageIfAvailable(hash)
      ?? Array(name.utf8).withUnsafeBufferPointer(hash)
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let count = bytes.count
    var head: UInt64 = 0
    var tail: UInt64 = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      if count >= 8 {
        head = raw.loadUnaligned(as: UInt64.self)
        tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      } else {
        for index in 0..<count { head = head << 8 | UInt64(bytes[index]) }
      }
    }
    var hash = (head ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
    hash = (hash ^ (hash >> 29) ^ tail) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: hash ^ (hash >> 32))
  }
}
