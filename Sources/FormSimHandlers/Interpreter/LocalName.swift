/// A local's name as `Locals` compares it: the name with its length and first seven bytes
/// packed into one integer, so that telling two names apart (what a search through the locals
/// mostly does) is one integer comparison. Two names that differ in length or in those bytes
/// differ in the integer; names of seven bytes or fewer are equal exactly when it is; longer
/// ones that agree there are compared as strings.
///
/// Compiled code makes the names it reads once, when the file is compiled; the statements run
/// as written make them as they go.
struct LocalName: Sendable, Hashable, ExpressibleByStringLiteral {
  let text: String
  /// The length (at most 255) in the low byte, then the first seven bytes.
  let fingerprint: UInt64

  /// Whether the fingerprint holds the whole name.
  var isShort: Bool { fingerprint & 0xFF < 8 }

  init(_ text: String) {
    self.text = text
    var fingerprint = UInt64(truncatingIfNeeded: min(text.utf8.count, 255))
    var shift: UInt64 = 8
    for byte in text.utf8.prefix(7) {
      fingerprint |= UInt64(byte) << shift
      shift += 8
    }
    self.fingerprint = fingerprint
  }

  init(stringLiteral text: String) {
    self.init(text)
  }

  static func == (lhs: LocalName, rhs: LocalName) -> Bool {
    lhs.fingerprint == rhs.fingerprint && (lhs.isShort || lhs.text == rhs.text)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }
}
