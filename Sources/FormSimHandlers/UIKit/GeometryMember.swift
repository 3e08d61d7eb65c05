import FormSimCore

/// The members of `CGRect`, `CGPoint`, `CGSize`, `UIEdgeInsets` and `CGAffineTransform` the
/// evaluator reads and writes: one table, looked up once per name by the compiled code and at
/// each use by the evaluator's own walk.
enum GeometryMember: String, Sendable, CaseIterable {
  case origin, size, minX, minY, maxX, maxY, midX, midY, width, height, isEmpty, isNull
  case standardized, integral
  case x, y
  case top, left, bottom, right
  case tx, ty, a, b, c, d, isIdentity

  /// The member spelt `name`, if it is one. `init(rawValue:)` compares the name with each case's
  /// spelling in turn, and this runs at every member of a geometry value a handler reads.
  static func named(_ name: String) -> GeometryMember? { byName[name] }

  private static let byName = NameTable(allCases.map { ($0.rawValue, $0) })

  /// The member of `receiver`, or nil when the receiver is no geometry value or has no such
  /// member.
  func value(of receiver: Value) -> Value? {
    switch (receiver, self) {
    case (.rect(let r), .origin): .point(r.origin)
    case (.rect(let r), .size): .size(r.size)
    case (.rect(let r), .minX): .double(r.minX)
    case (.rect(let r), .minY): .double(r.minY)
    case (.rect(let r), .maxX): .double(r.maxX)
    case (.rect(let r), .maxY): .double(r.maxY)
    case (.rect(let r), .midX): .double(r.minX + r.width / 2)
    case (.rect(let r), .midY): .double(r.minY + r.height / 2)
    case (.rect(let r), .width): .double(r.width)
    case (.rect(let r), .height): .double(r.height)
    case (.rect(let r), .isEmpty): .bool(r.width <= 0 || r.height <= 0)
    // `CGRectNull`, what the intersection of two rectangles apart is, lies at infinity.
    case (.rect(let r), .isNull): .bool(r.origin.x == .infinity || r.origin.y == .infinity)
    case (.rect(let r), .standardized), (.rect(let r), .integral): .rect(r.standardized)
    case (.point(let p), .x): .double(p.x)
    case (.point(let p), .y): .double(p.y)
    case (.size(let s), .width): .double(s.width)
    case (.size(let s), .height): .double(s.height)
    case (.insets(let i), .top): .double(i.top)
    case (.insets(let i), .left): .double(i.left)
    case (.insets(let i), .bottom): .double(i.bottom)
    case (.insets(let i), .right): .double(i.right)
    case (.transform(let t), .tx): .double(t.tx)
    case (.transform(let t), .ty): .double(t.ty)
    case (.transform(let t), .a): .double(t.a)
    case (.transform(let t), .b): .double(t.b)
    case (.transform(let t), .c): .double(t.c)
    case (.transform(let t), .d): .double(t.d)
    case (.transform(let t), .isIdentity): .bool(t == .identity)
    default: nil
    }
  }
}

extension GeometryMember {
  /// `receiver` with this member set to `newValue`, as Swift changes a copy of a value type;
  /// nil where the receiver has no member of this name to write.
  func setting(
    _ newValue: Value, of receiver: Value, at location: SourceLocation, in e: Evaluator
  ) throws(Interruption) -> Value? {
    func number() throws(Interruption) -> Double {
      guard let number = newValue.number else { throw e.mismatch(rawValue, newValue, location) }
      return number
    }
    switch (receiver, self) {
    case (.rect(var r), .origin):
      guard case .point(let p) = newValue else { throw e.mismatch(rawValue, newValue, location) }
      r.origin = p
      return .rect(r)
    case (.rect(var r), .size):
      guard case .size(let s) = newValue else { throw e.mismatch(rawValue, newValue, location) }
      r.size = s
      return .rect(r)
    case (.point(var p), .x):
      p.x = try number()
      return .point(p)
    case (.point(var p), .y):
      p.y = try number()
      return .point(p)
    case (.size(var s), .width):
      s.width = try number()
      return .size(s)
    case (.size(var s), .height):
      s.height = try number()
      return .size(s)
    case (.insets(var i), .top):
      i.top = try number()
      return .insets(i)
    case (.insets(var i), .left):
      i.left = try number()
      return .insets(i)
    case (.insets(var i), .bottom):
      i.bottom = try number()
      return .insets(i)
    case (.insets(var i), .right):
      i.right = try number()
      return .insets(i)
    case (.transform(var t), .tx):
      t.tx = try number()
      return .transform(t)
    case (.transform(var t), .ty):
      t.ty = try number()
      return .transform(t)
    default:
      return nil
    }
  }
}
