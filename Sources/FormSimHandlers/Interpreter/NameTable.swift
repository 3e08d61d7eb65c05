/// A table from the names a handler file uses to what they mean, built once per file and read at
/// every use of a name.
///
/// `Dictionary<String, _>` hashes a name with SipHash after checking its normalisation; names
/// in code are short ASCII, so a hash of a few of their bytes and open addressing find one in a
/// fraction of the instructions, which matters at the dozens of lookups each hook makes.
///
/// The table is one array of buckets, each empty or holding a name and its element: copying the
/// table (reading it out of the compiled handler, as every lookup does) takes one reference.
struct NameTable<Element: Sendable>: Sendable {
  private struct Entry: Sendable {
    var name: String
    /// The name's hash, compared before the name: a probe past another name then costs one
    /// comparison of integers, not a call to compare two strings.
    var hash: Int
    var element: Element
  }

  /// Open addressing; the count is a power of two, at least twice `count`.
  private var buckets: [Entry?] = Array(repeating: nil, count: 8)
  private(set) var count = 0

  init() {}

  init(_ pairs: some Sequence<(String, Element)>) {
    for (name, element) in pairs { self[name] = element }
  }

  subscript(name: String) -> Element? {
    get {
      // Most files declare no types, owned members or categories: no name to hash for.
      if count == 0 { return nil }
      let mask = buckets.count - 1
      let hash = Self.hash(name)
      var bucket = hash & mask
      while let entry = buckets[bucket] {
        if entry.hash == hash && entry.name == name { return entry.element }
        bucket = (bucket + 1) & mask
      }
      return nil
    }
    set {
      guard let newValue else {
        preconditionFailure("a NameTable keeps its names")
      }
      let mask = buckets.count - 1
      let hash = Self.hash(name)
      var bucket = hash & mask
      while let entry = buckets[bucket] {
        if entry.hash == hash && entry.name == name {
          buckets[bucket]?.element = newValue
          return
        }
        bucket = (bucket + 1) & mask
      }
      buckets[bucket] = Entry(name: name, hash: hash, element: newValue)
      count += 1
      if count * 2 > buckets.count { rehash() }
    }
  }

  /// Twice the buckets, every entry placed again.
  private mutating func rehash() {
    let old = buckets
    buckets = Array(repeating: nil, count: old.count * 2)
    let mask = buckets.count - 1
    for case let entry? in old {
      var bucket = entry.hash & mask
      while buckets[bucket] != nil { bucket = (bucket + 1) & mask }
      buckets[bucket] = entry
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
      } else if count >= 4 {
        // The first and last four, overlapping: every byte, in two loads rather than a loop.
        head =
          UInt64(raw.loadUnaligned(as: UInt32.self))
          | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
      } else if count > 0 {
        head = UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16
      }
    }
    var hash = (head ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
    hash = (hash ^ (hash >> 29) ^ tail) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: hash ^ (hash >> 32))
  }
}
