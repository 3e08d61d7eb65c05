/// A cast (`is`, `as?`, `as!`, `as`) to a type, worked out when it is compiled: its kind, what
/// it does to a number, and whether a geometry value, a number or a `userInfo` passes it. Those
/// are what a handler casts at every keyboard change (`userInfo[…] as? CGRect`, `userInfo as?
/// [String: Any]`), and they depend on the type's name alone, so the name is not trimmed and
/// hashed into `UIKitTypes`' tables at each cast; every other value is still asked of
/// `UIKitTypes` (a view's answer depends on the field).
/// One object per type, shared by every cast to it, whatever its kind: a cast takes a reference
/// to it instead of copying its fields.
final class CastTest: Sendable {
  let type: String
  let conversion: NumberConversion
  /// The file's own type of that name, if it declares one.
  let declared: HandlerProgram.DeclaredType?
  private let rect: Bool
  private let point: Bool
  private let size: Bool
  private let number: Bool
  private let userInfo: Bool

  init(type: String, declared: HandlerProgram.DeclaredType? = nil) {
    self.declared = declared
    self.type = type
    conversion = NumberConversion(type)
    func passes(_ value: Value) -> Bool { UIKitTypes.value(value, is: type) { _ in false } }
    rect = passes(.rect(.zero))
    point = passes(.point(.zero))
    size = passes(.size(.zero))
    number = passes(.double(0))
    userInfo = UIKitTypes.takesUserInfo(UIKitTypes.bare(type))
  }

  /// Whether `value` passes, as `UIKitTypes.value(_:is:isMultiline:)` decides.
  func passes(_ value: Value, isMultiline: (Int) -> Bool) -> Bool {
    switch value {
    case .rect: rect
    case .point: point
    case .size: size
    case .int, .double: number
    case .userInfo: userInfo
    default: UIKitTypes.value(value, is: type, isMultiline: isMultiline)
    }
  }
}
