import FormSimCore

/// The members of `CGRect`, `CGPoint`, `CGSize`, `UIEdgeInsets` and `CGAffineTransform` the
/// evaluator reads: one table, looked up once per name by the compiled code and at each read by
/// the evaluator's own walk.
enum GeometryMember: String, Sendable {
  case origin, size, minX, minY, maxX, maxY, midX, midY, width, height, isEmpty, isNull
  case standardized, integral
  case x, y
  case top, left, bottom, right
  case tx, ty, a, b, c, d, isIdentity

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
    case (.rect, .isNull): .bool(false)
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
