import FormSimCore

/// Names that need no receiver: types, C constants, Foundation's and Core Graphics' functions,
/// and Swift's `print`.
extension Evaluator {
  /// The types handlers name, by their current Swift spelling.
  static let typeAliases: [String: String] = [
    "NSNotificationCenter": "NotificationCenter", "NSOperationQueue": "OperationQueue",
    "NSThread": "Thread",
    "UIViewAnimationOptions": "UIView.AnimationOptions",
    "UIViewAnimationCurve": "UIView.AnimationCurve",
  ]

  func global(_ name: String, at location: SourceLocation) throws(Interruption) -> Value {
    if let value = handler.globals[name] ?? Self.globalValue(name) { return value }
    return .opaque(name)
  }

  /// What a free name means in UIKit, Foundation and C, without a receiver; nil for a name
  /// they do not give. It depends on nothing else, so `CompiledHandler` works it out once for
  /// every name the file uses.
  static func globalValue(_ name: String) -> Value? {
    // A free name is a notification only when spelt as the global constant, so that a method
    // called `keyboardWillShow` stays the file's.
    if name.hasSuffix("UserInfoKey") || name.hasSuffix("Notification")
      || name.hasPrefix("UIKeyboard"),
      let constant = UIKitNames.constant(name)
    {
      return constant
    }
    switch name {
    case "CGRectZero": return .rect(.zero)
    case "CGPointZero": return .point(.zero)
    case "CGSizeZero": return .size(Size(width: 0, height: 0))
    case "UIEdgeInsetsZero": return .insets(.zero)
    case "CGAffineTransformIdentity": return .transform(.identity)
    case "YES", "true": return .bool(true)
    case "NO", "false": return .bool(false)
    case "nil", "NULL", "Nil": return .nothing
    case "NSEC_PER_SEC": return .int(1_000_000_000)
    case "NSEC_PER_MSEC": return .int(1_000_000)
    case "DISPATCH_TIME_NOW": return .double(0)
    case "M_PI", "CGFloat.pi", "Double.pi": return .double(Double.pi)
    case "CGFLOAT_MAX", "FLT_MAX", "greatestFiniteMagnitude":
      return .double(.greatestFiniteMagnitude)
    default: break
    }
    if name.hasPrefix("UIView"), let option = UIKitConstants.animationOption(name) {
      return .int(option)
    }
    if name.hasPrefix("UI"), let constant = UIKitConstants.named(name) { return constant }
    if let first = name.first, first.isUppercase {
      return .type(Self.typeAliases[name] ?? name)
    }
    return nil
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)`, as the array of its values.
  func stride(_ args: Arguments, at location: SourceLocation) throws(Interruption) -> Value {
    guard let from = args.named("from")?.number, let step = args.named("by")?.number,
      let end = (args.named("to") ?? args.named("through"))?.number
    else { return .opaque("stride(…)") }
    guard step != 0, step.isFinite, from.isFinite, end.isFinite else {
      throw .crash("Stride size must not be zero", location)
    }
    // How many steps fit, in doubles: a stride from 0 to 1e300 by 1e-300 has more than any
    // integer holds.
    let steps = ((end - from) / step).rounded(.down)
    guard steps < Double(Self.iterationLimit) else {
      throw .crash("a stride of more than \(Self.iterationLimit) values", location)
    }
    let integers = [args.named("from"), args.named("by")].allSatisfy {
      if case .int? = $0 { true } else { false }
    }
    let through = args.named("through") != nil
    var values: [Value] = []
    var current = from
    while step > 0
      ? (through ? current <= end : current < end)
      : (through ? current >= end : current > end)
    {
      if integers {
        // Counted in doubles, which hold every integer up to 2^53 exactly.
        guard abs(current) <= 0x1p53 else {
          throw .refused(
            "a stride of integers beyond 2^53, which FormSim counts in doubles", location)
        }
        values.append(.int(Int(current)))
      } else {
        values.append(.double(current))
      }
      current += step
    }
    return .array(values)
  }

  /// `Int("12")`, `Int32(text)`: Swift's failable initialiser from text, nil unless the whole
  /// text is a whole number that fits the type.
  static func wholeNumber(_ text: String, as type: String) -> Int? {
    switch type {
    case "Int32": Int32(text).map(Int.init)
    case "Int16": Int16(text).map(Int.init)
    case "Int8": Int8(text).map(Int.init)
    case "UInt32": UInt32(text).map(Int.init)
    case "UInt", "UInt64": UInt64(text).flatMap { Int(exactly: $0) }
    default: Int(text)
    }
  }

  /// Swift's `Int(x)`, `Int32(x)` and the like: the value truncated, or the app's crash where
  /// it does not fit, as Swift traps.
  func integer(_ number: Double, as type: String, at location: SourceLocation)
    throws(Interruption) -> Int
  {
    let bounds: ClosedRange<Double> =
      switch type {
      case "Int32": -0x1p31...(0x1p31 - 1)
      case "Int16": -0x1p15...(0x1p15 - 1)
      case "Int8": -128...127
      case "UInt32": 0...(0x1p32 - 1)
      case "UInt", "UInt64": 0...0x1p63.nextDown
      default: -0x1p63...0x1p63.nextDown
      }
    guard number.isFinite else {
      throw .crash(
        "Double value cannot be converted to \(type) because it is either infinite or NaN",
        location)
    }
    let truncated = number.rounded(.towardZero)
    guard bounds.contains(truncated) else {
      throw .crash(
        "Double value cannot be converted to \(type) because the result would be "
          + (truncated < bounds.lowerBound ? "less than \(type).min" : "greater than \(type).max"),
        location)
    }
    return Int(truncated)
  }

  func callGlobal(_ name: String, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    let function = GlobalFunction.named(name)
    // A value made from an unknown one is unknown: the figure is decided where it is written.
    // A crash is the app's whatever its message is made of. A function or type FormSim does
    // not know is unknown itself, and named as the call.
    if let function, function.isUnknownWithUnknownArguments {
      for value in args.values {
        if value.isOpaque { return value }
        if let unknown = Self.unknownConstant(value) { return unknown }
      }
    }
    func number(_ index: Int) throws(Interruption) -> Double {
      // A message to nil answers zero in Objective-C (`MIN(self.navigationController.toolbar
      // .frame.size.width, …)` with no navigation controller).
      if handler.program.language == .objectiveC, args.at(index)?.isNothing == true { return 0 }
      guard let value = args.at(index)?.number else {
        throw .notANumber(name, argument: index + 1, at: location)
      }
      return value
    }
    /// The arguments after a C function's rectangle: what its method on `CGRect` takes.
    func afterRect() throws(Interruption) -> Arguments {
      guard args.count == 2 else {
        throw .refused("'\(name)' takes 2 arguments, not \(args.count)", location)
      }
      return args.dropping(1)
    }
    func rect(_ index: Int) throws(Interruption) -> Rect {
      guard case .rect(let value)? = args.at(index) else {
        throw .refused("'\(name)' needs a CGRect as argument \(index + 1)", location)
      }
      return value
    }
    switch function {
    case .fatal:
      throw .crash("Fatal error" + (args.at(0).map { ": " + $0.printText } ?? ""), location)
    case .log:
      // Formatted only when the event log keeps it (`check` keeps none).
      note(location, "\(name): \(logged(name, args))")
      return .void
    case .rect:
      // `CGRect()`, as Swift imports C's structs, is all zeros; so are `CGPoint()`, `CGSize()`.
      if args.count == 0 { return .rect(.zero) }
      if case .point(let origin)? = args.named("origin"), case .size(let size)? = args.named("size")
      {
        return .rect(Rect(origin: origin, size: size))
      }
      return .rect(
        Rect(x: try number(0), y: try number(1), width: try number(2), height: try number(3)))
    case .point:
      if args.count == 0 { return .point(.zero) }
      return .point(Point(x: try number(0), y: try number(1)))
    case .size:
      if args.count == 0 { return .size(.zero) }
      return .size(Size(width: try number(0), height: try number(1)))
    case .insets:
      if args.count == 0 { return .insets(.zero) }
      return .insets(
        EdgeInsets(
          top: try number(0), left: try number(1), bottom: try number(2), right: try number(3)))
    case .transform:
      if args.named("translationX") != nil {
        return .transform(AffineTransform(tx: try number(0), ty: try number(1)))
      }
      if args.named("scaleX") != nil {
        return .transform(AffineTransform(a: try number(0), d: try number(1)))
      }
      if args.count == 0 { return .transform(.identity) }
      throw .refused(
        "CGAffineTransform(\(args.labels.map { ($0 ?? "_") + ":" }.joined()))", location)
    case .makeTranslation:
      return .transform(AffineTransform(tx: try number(0), ty: try number(1)))
    case .makeScale:
      return .transform(AffineTransform(a: try number(0), d: try number(1)))
    case .translate:
      guard case .transform(let base)? = args.at(0) else { break }
      return .transform(AffineTransform(tx: try number(1), ty: try number(2)).concatenating(base))
    case .isIdentity:
      return .bool(args.at(0) == .transform(.identity))
    case .floating:
      // `Double(field.text!)`: Swift's failable initialiser from text, nil unless the whole
      // text is a number.
      if case .string(let text)? = args.at(0) { return Double(text).map(Value.double) ?? .nothing }
      return .double(args.count == 0 ? 0 : try number(0))
    case .integer:
      if case .string(let text)? = args.at(0) {
        return Self.wholeNumber(text, as: name).map(Value.int) ?? .nothing
      }
      return .int(args.count == 0 ? 0 : try integer(try number(0), as: name, at: location))
    case .boolean:
      return .bool((args.at(0) ?? .nothing).isTrue)
    case .string:
      return .string(args.at(0)?.printText ?? "")
    case .max, .min:
      // Integers compared as integers: Int.max is no double, and converting it back traps.
      // Kept as a sequence's `max()` and `min()` keep it, the first of equals, without an
      // array made for a call that most often compares two numbers.
      let isMax = function == .max
      func replaces<Number: Comparable>(_ value: Number, _ kept: Number?) -> Bool {
        guard let kept else { return true }
        return isMax ? kept < value : value < kept
      }
      if args.values.allSatisfy({ if case .int = $0 { true } else { false } }) {
        var best: Int?
        for case .int(let value) in args.values where replaces(value, best) { best = value }
        return .int(best ?? 0)
      }
      var best: Double?
      for index in args.values.indices {
        let value = try number(index)
        if replaces(value, best) { best = value }
      }
      return .double(best ?? 0)
    case .abs:
      if case .int(let value)? = args.at(0) {
        guard value != .min else { throw .crash("Negation overflows", location) }
        return .int(Swift.abs(value))
      }
      return .double(Swift.abs(try number(0)))
    case .floor: return .double(try number(0).rounded(.down))
    case .ceil: return .double(try number(0).rounded(.up))
    case .round: return .double(try number(0).rounded())
    case .squareRoot: return .double(try number(0).squareRoot())
    case .rectMinX: return .double(try rect(0).minX)
    case .rectMinY: return .double(try rect(0).minY)
    case .rectMaxX: return .double(try rect(0).maxX)
    case .rectMaxY: return .double(try rect(0).maxY)
    case .rectMidX: return .double(try rect(0).minX + rect(0).width / 2)
    case .rectMidY: return .double(try rect(0).minY + rect(0).height / 2)
    case .rectWidth: return .double(try rect(0).width)
    case .rectHeight: return .double(try rect(0).height)
    case .rectContainsPoint:
      return try callRect("contains", try rect(0), try afterRect(), at: location)
    case .rectContainsRect:
      return try callRect("contains", try rect(0), try afterRect(), at: location)
    case .rectIntersectsRect:
      return try callRect("intersects", try rect(0), try afterRect(), at: location)
    case .rectIntersection:
      return try callRect("intersection", try rect(0), try afterRect(), at: location)
    case .rectUnion:
      return try callRect("union", try rect(0), try afterRect(), at: location)
    case .rectIsNull: return GeometryMember.isNull.value(of: .rect(try rect(0))) ?? .bool(false)
    case .rectIsEmpty: return GeometryMember.isEmpty.value(of: .rect(try rect(0))) ?? .bool(false)
    case .rectEqual, .pointEqual, .sizeEqual:
      // Two values of one geometry type, compared as `==` compares them.
      guard args.count == 2, let first = args.at(0), let second = args.at(1) else {
        throw .refused("'\(name)' takes 2 arguments, not \(args.count)", location)
      }
      return try compare(.equal, (first, second), at: location)
    case .rectOffset:
      return .rect(try rect(0).offsetBy(dx: try number(1), dy: try number(2)))
    case .mergePublishers:
      // Each argument a publisher, or an array of them (`MergeMany(names.map { … })`).
      var publishers: [KeyboardPublisher] = []
      for value in args.values {
        let elements: [Value] = if case .array(let list) = value { list } else { [value] }
        for element in elements {
          guard case .publisher(let publisher) = element else { return .opaque("\(name)(…)") }
          publishers.append(publisher)
        }
      }
      return .publisher(KeyboardPublisher(merging: publishers))
    case .rectInset:
      return .rect(try rect(0).insetBy(dx: try number(1), dy: try number(2)))
    case .justPublisher:
      // `Just(x)`, `Observable.just(x)`: a publisher of that one value, which a `flatMap`'s
      // closure returns.
      return .publisher(KeyboardPublisher(publishing: Array(args.values.prefix(1))))
    case .emptyPublisher:
      return .publisher(KeyboardPublisher(publishing: []))
    case .notificationPublisher:
      // `NotificationCenter.Publisher(center: .default, name: …)`, as `publisher(for:)` makes.
      guard let keyboard = notificationName(args.named("name")) else { break }
      return .publisher(KeyboardPublisher(keyboard))
    case .binder:
      // RxCocoa's `Binder(target) { target, value in … }` and `Binder(target, binding: …)`; a
      // scheduler given between them is the main one.
      guard let target = args.at(0), let binding = args.closures("binding").0
      else { break }
      return .binder(target: target, binding: binding)
    case .rectIntegral:
      return .rect(try rect(0).integral)
    case .rectInsetByInsets:
      return try callRect("inset", try rect(0), try afterRect(), at: location)
    case .dispatchOnce:
      // Once per token: the address of the static variable the call is given.
      guard case .closure(let block)? = args.at(1),
        case .prefix(.address, let token)? = args.written(0)?.kind
      else { break }
      guard state.onceTokens.insert(SourceText.of(token)).inserted else { return .void }
      _ = try call(block, with: [])
      return .void
    case .isLandscape:
      return .bool(args.at(0) == .int(3) || args.at(0) == .int(4))
    case .isPortrait:
      return .bool(args.at(0) == .int(1) || args.at(0) == .int(2))
    case .describe:
      return .string(args.at(0)?.logText ?? "")
    case .selector:
      return .selector(args.at(0)?.printText ?? "")
    case .notificationName:
      guard case .string(let raw)? = args.named("rawValue") ?? args.at(0) else {
        return .opaque("a notification name")
      }
      if let note = UIKitNames.notification(raw) { return .notificationName(note) }
      if let text = TextEditingNotification(rawValue: raw) { return .string(text.rawValue) }
      return .opaque("a notification name")
    case .animationOptions:
      let raw = args.named("rawValue") ?? args.at(0)
      if case .int(let value)? = raw { return .int(value) }
      return NumberConversion.integer.apply(.double(raw?.number ?? 0))
    case .propertyAnimator:
      return makeAnimator(args)
    case .relay:
      // `BehaviorRelay(value: 0)`, `CurrentValueSubject<CGFloat, Never>(0)`: its first value.
      let number = state.nextNumber
      state.nextNumber += 1
      state.lastValues[number] = args.named("value") ?? args.at(0) ?? .nothing
      return .object(.relay(number))
    case .mainQueue: return .object(.mainQueue)
    case .dispatchTime:
      return .double((try number(0)) + (try number(1)) / 1e9)
    case .dispatchAsync:
      guard case .closure(let block)? = args.at(1) else { break }
      try schedule(block, after: 0)
      return .void
    case .dispatchAfter:
      guard case .closure(let block)? = args.at(2) else { break }
      try schedule(block, after: try number(0))
      return .void
    case .boxed:
      return args.at(0) ?? .nothing
    case .dictionaryCopy:
      // `[NSDictionary dictionaryWithDictionary:note.userInfo]`: a copy, the same keys and
      // values (the user info stays the notification's, which reads the same).
      return args.at(0) ?? .nothing
    case .masonryBox:
      // Masonry's `MASBoxValue(value)`, behind `mas_equalTo` and `mas_offset`: the value.
      return args.at(1) ?? .nothing
    case .setAssociatedObject:
      guard let key = AssociatedObjectKey(args) else { break }
      state.associatedObjects[key] = args.at(2) ?? .nothing
      return .void
    case .associatedObject:
      guard let key = AssociatedObjectKey(args) else { break }
      return state.associatedObjects[key] ?? .nothing
    case .stride:
      return try stride(args, at: location)
    case .collection:
      // `Set<AnyCancellable>()`, `Array(items)`: the standard library's collections, kept as an
      // array; a set's elements once each.
      if args.count == 0 { return .array([]) }
      guard args.count == 1, args.label(0) == nil, case .array(let items)? = args.at(0) else {
        break
      }
      guard name == "Set" else { return .array(items) }
      var kept: [Value] = []
      for item in items where !kept.contains(item) { kept.append(item) }
      return .array(kept)
    case .task:
      // A task started on the main actor runs its body until it first waits; FormSim runs it
      // now (a `for await` in it registers its observer and returns).
      if case .closure(let body)? = args.values.last { _ = try call(body, with: []) }
      return .opaque("a Task")
    case nil: break
    }
    if let type = Self.typeAliases[name] { return try callGlobal(type, args, at: location) }
    return .opaque("\(name)(…)")
  }

  /// What `NSLog` or `print` writes: `NSLog`'s format filled in, `print`'s values apart.
  func logged(_ name: String, _ args: Arguments) -> String {
    name == "NSLog" ? formatted(args) : args.values.map(\.printText).joined(separator: " ")
  }

  /// `NSLog`'s format with its `%@`, `%f`, `%d` and `%g` filled in order.
  func formatted(_ args: Arguments) -> String {
    guard case .string(let format)? = args.at(0) else {
      return args.values.map(\.printText).joined()
    }
    var rest = args.values.dropFirst()[...]
    var output = ""
    var iterator = format.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else {
        output.append(character)
        continue
      }
      var spec = ""
      while let next = iterator.next() {
        spec.append(next)
        if next.isLetter || next == "@" || next == "%" { break }
      }
      if spec == "%" {
        output.append("%")
      } else if let value = rest.first {
        output += value.printText
        rest = rest.dropFirst()
      }
    }
    return output
  }
}
