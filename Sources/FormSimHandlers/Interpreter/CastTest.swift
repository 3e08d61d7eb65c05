/// A cast (`is`, `as?`, `as!`, `as`) to a type, worked out when it is compiled: its kind, what
/// it does to a number, and whether a geometry value or a number passes it. Those are what a
/// handler casts at every keyboard change (`userInfo[…] as? CGRect`), and they depend on the
/// type's name alone, so the name is not trimmed and hashed into `UIKitTypes`' tables at each
/// cast; every other value is still asked of `UIKitTypes` (a view's answer depends on the field).
struct CastTest: Sendable {
  enum Kind: Sendable {
    case test, optional, forced, plain
  }

  let kind: Kind
  let type: String
  let conversion: NumberConversion
  private let rect: Bool
  private let point: Bool
  private let size: Bool
  private let number: Bool

  init(kind: String, type: String) {
    switch kind {
    case "is": self.kind = .test
    case "as?": self.kind = .optional
    case "as!": self.kind = .forced
    default: self.kind = .plain
    }
    self.type = type
    conversion = NumberConversion(type)
    func passes(_ value: Value) -> Bool { UIKitTypes.value(value, is: type) { _ in false } }
    rect = passes(.rect(.zero))
    point = passes(.point(.zero))
    size = passes(.size(.zero))
    number = passes(.double(0))
  }

  /// Whether `value` passes, as `UIKitTypes.value(_:is:isMultiline:)` decides.
  func passes(_ value: Value, isMultiline: (Int) -> Bool) -> Bool {
    switch value {
    case .rect: rect
    case .point: point
    case .size: size
    case .int, .double: number
    default: UIKitTypes.value(value, is: type, isMultiline: isMultiline)
    }
  }
}
