import FormSimCore

/// A value while a handler runs.
///
/// UIKit's geometry types are values, copied on assignment, as Swift has them; views and the
/// other UIKit objects are references into the simulated world (`UIKitObject`). Optionals are
/// not wrapped: `nothing` is `nil`, anything else is a present value.
public enum Value: Sendable, Hashable {
  case void
  case nothing
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case rect(Rect)
  case point(Point)
  case size(Size)
  case insets(EdgeInsets)
  /// Boxed, as the notification is: a value is copied at the size of its largest unboxed
  /// payload (a rectangle's four numbers).
  indirect case transform(AffineTransform)
  case object(UIKitObject)
  /// A type or namespace used as a receiver or a member's owner: `UIView`, `NSNotification.Name`.
  case type(String)
  case closure(Closure)
  case selector(String)
  case array([Value])
  /// `lower..<upper` (`a...b` is `a..<b + 1`).
  case range(Int, Int)
  /// A value of a struct the file declares, with its stored properties.
  indirect case instance(String, [String: Value])
  /// An object of a class the file declares: its stored properties live in the handler's
  /// state (`HandlerState.objects`), so that every reference to it sees one object, as Swift's
  /// classes are shared.
  case reference(ObjectReference)
  /// A case of an enum the file declares, with its associated values: `.success(data)`.
  indirect case enumCase(String, [Value])
  /// A Swift dictionary or an `NSDictionary`, keyed by any value.
  indirect case dictionary([Value: Value])
  case notificationName(KeyboardNotification.Name)
  /// `NotificationCenter.default.publisher(for:)` and the operators applied to it (Combine),
  /// and `notifications(named:)`, the asynchronous sequence `for await` goes through.
  indirect case publisher(KeyboardPublisher)
  case userInfoKey(UserInfoKey)
  /// A keyboard notification, and its `userInfo`, which share one box (`NotificationBox`):
  /// the notification is the largest payload by far, and every value would be copied at its
  /// size.
  case notification(NotificationBox)
  case userInfo(NotificationBox)
  /// A Swift or C function FormSim knows by name (`CGRectMake`, `max`), not yet called.
  case function(String)
  /// A method of `self`, not yet called (`self.adjust` passed as a closure).
  case method(String)
  /// A value of code FormSim does not simulate (the app's own types, frameworks, UIKit members
  /// it does not model), named by the code it came from. Reading from it, calling it and
  /// storing it give more of it and change nothing simulated; as a condition it is false.
  case opaque(String)

  /// The number, if this is one (integers widen, as a literal would in Swift).
  var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    case .bool(let value): value ? 1 : 0
    default: nil
    }
  }

  /// The value as a condition: `nil`, `false` and zero fail, anything else holds (Swift's
  /// optionals and Objective-C's `BOOL` and numbers alike).
  var isTrue: Bool {
    switch self {
    case .bool(let flag): flag
    case .nothing, .opaque: false
    case .int(let number): number != 0
    case .double(let number): number != 0
    default: true
    }
  }

  var isNothing: Bool {
    if case .nothing = self { return true }
    return false
  }

  /// Whether a number in it is NaN or infinite: geometry UIKit refuses
  /// (`CALayerInvalidGeometry`).
  var holdsNonFiniteNumber: Bool {
    switch self {
    case .double(let value): !value.isFinite
    case .rect(let r): ![r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
    case .point(let p): !p.x.isFinite || !p.y.isFinite
    case .size(let s): !s.width.isFinite || !s.height.isFinite
    case .insets(let i): ![i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite)
    case .transform(let t): ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    default: false
    }
  }

  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  var isOpaque: Bool {
    if case .opaque = self { return true }
    return false
  }

  /// What the event log prints for a value written.
  var logText: String {
    // JSON has no NaN or infinity; a message does.
    func figure(_ value: Double) -> String {
      value.isNaN
        ? "nan" : value.isInfinite ? (value > 0 ? "inf" : "-inf") : FormSimCore.figure(value)
    }
    return text(figure)
  }

  private func text(_ figure: (Double) -> String) -> String {
    switch self {
    case .void: "()"
    case .nothing: "nil"
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .double(let value): figure(value)
    case .string(let value): "\"\(value)\""
    case .rect(let r):
      "(\(figure(r.minX)), \(figure(r.minY)), \(figure(r.width)), \(figure(r.height)))"
    case .point(let p): "(\(figure(p.x)), \(figure(p.y)))"
    case .size(let s): "(\(figure(s.width)), \(figure(s.height)))"
    case .insets(let i):
      "(top \(figure(i.top)), left \(figure(i.left)), bottom \(figure(i.bottom)), right \(figure(i.right)))"
    case .transform(let t):
      t.isTranslation
        ? "translation (\(figure(t.tx)), \(figure(t.ty)))"
        : "(a \(figure(t.a)), d \(figure(t.d)), tx \(figure(t.tx)), ty \(figure(t.ty)))"
    case .object(let object): object.description
    case .type(let name): name
    case .closure: "{ … }"
    case .selector(let name): "#selector(\(name))"
    case .array(let values): "[" + values.map(\.logText).joined(separator: ", ") + "]"
    case .range(let lower, let upper): "\(lower)..<\(upper)"
    case .instance(let type, let fields):
      type + "("
        + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.logText)" }
        .joined(separator: ", ") + ")"
    case .reference(let object): "\(object.type) #\(object.id + 1)"
    case .enumCase(let name, let values):
      values.isEmpty
        ? ".\(name)" : ".\(name)(" + values.map(\.logText).joined(separator: ", ") + ")"
    case .dictionary(let entries):
      entries.isEmpty
        ? "[:]"
        : "["
          + entries.map { "\($0.key.logText): \($0.value.logText)" }.sorted()
          .joined(separator: ", ") + "]"
    case .notificationName(let name): name.rawValue
    case .publisher(let publisher) where publisher.sources.isEmpty:
      publisher.values.isEmpty
        ? "Empty()" : "Just(\(publisher.values.map(\.logText).joined(separator: ", ")))"
    case .publisher(let publisher):
      "publisher(for: " + publisher.sources.map(\.subject.logText).joined(separator: ", ") + ")"
    case .userInfoKey(let key): key.rawValue
    case .notification(let box): "Notification(\(box.notification.name.rawValue))"
    case .userInfo: "userInfo"
    case .function(let name), .method(let name): name
    case .opaque(let what): what
    }
  }

  /// `print`'s text: strings without quotes.
  var printText: String {
    if case .string(let text) = self { return text }
    return logText
  }
}

/// A closure or block: its parameters, body and the locals it captured. An object that never
/// changes, so that passing one (to `UIView.animate`, into a timer) takes one reference instead
/// of copying five fields.
public final class Closure: Sendable, Hashable {
  public let parameters: [String]
  /// Where the parameters go in the frame (`Resolver`).
  let slots: [Int]
  public let body: [Statement]
  let captured: Locals
  let location: SourceLocation
  /// `self` where the closure was made, when it is a value of the files' (an object of the
  /// file's class, a struct's value, the type a static method runs on): its `self` when it
  /// runs, whoever calls it (a static method handed it, a timer).
  let capturedSelf: Value?
  /// The UIKit object whose code made the closure: the view controller, or the view or
  /// constraint an extension's method ran on. Its `self` when it runs, long after that code
  /// returned (an observer's block), whoever calls it.
  let capturedTarget: UIKitObject

  init(
    parameters: [String], slots: [Int], body: [Statement], captured: Locals,
    location: SourceLocation, capturedSelf: Value? = nil,
    capturedTarget: UIKitObject = .viewController
  ) {
    self.parameters = parameters
    self.slots = slots
    self.body = body
    self.captured = captured
    self.location = location
    self.capturedSelf = capturedSelf
    self.capturedTarget = capturedTarget
  }

  /// Two closures are equal when they are the same code with the same captured values, as
  /// two copies of one were when a closure was a structure.
  public static func == (lhs: Closure, rhs: Closure) -> Bool {
    lhs === rhs
      || (lhs.location == rhs.location && lhs.slots == rhs.slots && lhs.parameters == rhs.parameters
        && lhs.body == rhs.body && lhs.captured == rhs.captured
        && lhs.capturedSelf == rhs.capturedSelf && lhs.capturedTarget == rhs.capturedTarget)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(location)
    hasher.combine(parameters)
    hasher.combine(body)
    hasher.combine(captured)
    hasher.combine(capturedSelf)
    hasher.combine(capturedTarget)
  }
}

/// `CGAffineTransform`: FormSim's world moves the root view by translations only, so a scale or
/// rotation is kept as a value and refused where it would be applied.
public struct AffineTransform: Sendable, Hashable {
  public var a = 1.0
  public var b = 0.0
  public var c = 0.0
  public var d = 1.0
  public var tx = 0.0
  public var ty = 0.0

  public static let identity = AffineTransform()

  var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// `t1.concatenating(t2)`: t1 then t2.
  func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }
}

/// The keys of a keyboard notification's `userInfo`, whatever their spelling.
public enum UserInfoKey: String, Sendable, Hashable, CaseIterable {
  case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  case frameEnd = "UIKeyboardFrameEndUserInfoKey"
  case duration = "UIKeyboardAnimationDurationUserInfoKey"
  case curve = "UIKeyboardAnimationCurveUserInfoKey"
  case isLocal = "UIKeyboardIsLocalUserInfoKey"
  case centerBegin = "UIKeyboardCenterBeginUserInfoKey"
  case centerEnd = "UIKeyboardCenterEndUserInfoKey"
  case bounds = "UIKeyboardBoundsUserInfoKey"
}
