import FormSimCore

/// Reading and writing members: of geometry values (copied, as Swift structs are), of the
/// notification, and of UIKit's objects.
extension Evaluator {
  func member(_ name: String, of receiver: Value, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if let value = geometryMember(name, of: receiver) { return value }
    return try member(name, beyondGeometryOf: receiver, at: location)
  }

  /// `member` once `geometryMember` has found nothing.
  func member(_ name: String, beyondGeometryOf receiver: Value, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if case .reference(let object) = receiver {
      if let stored = state.objects[object.id][name] { return stored }
      if let lazy = try lazyField(name, of: object) { return lazy }
      if let publisher = publishedProjection(name, ofType: object.type) { return publisher }
      if let getter = handler.method(name, ownedBy: object.type, arity: 0, label: { _ in nil }) {
        return try run(getter, on: receiver, with: [])
      }
      if let slot = observedProperty(name, of: receiver) {
        // A computed property of the object's class (an extension's `var isActive: Bool`):
        // its getter runs with the object as `self`.
        if let getter = slot.getter { return try run(getter, on: receiver, with: []) }
        return try property(slot, at: location)
      }
      // A view class's properties are the screen's (the one scroll view it makes is the
      // form's), whether the class is the screen's view or a view the screen holds
      // (`let signUpView = SignUpView()`, added to the root view).
      if handler.declaredType(object.type)?.viewClass != nil,
        case .property(let index)? = handler.fileNames[name]
      {
        return try property(handler.propertyList[index], at: location)
      }
    }
    // A computed property the file declares on this value's type; on a type, a static one of
    // that type (`AppDelegate.shared`), not another type's member of its name
    // (`UIApplication.shared`).
    if !receiver.isObject, let getter = handler.ownedGetters[name],
      !receiver.isType(otherThan: getter.method.owner)
    {
      return try run(getter, on: receiver, with: [])
    }
    switch receiver {
    case .object(let object):
      if let method = handler.member(name, of: object), method.parameters.isEmpty {
        // A category's method or an extension's computed property on the object's class.
        return try call(method, with: EmptyCollection(), on: object)
      }
      if handler.hasViewProperties, let getter = viewExtensionProperty(name, of: object)?.getter {
        return try call(getter, with: EmptyCollection(), on: object)
      }
      if let property = viewClassProperty(name, of: object) {
        return try self.property(property, at: location)
      }
      return try objectMember(name, of: object, at: location)
    case .type(let type):
      return try typeMember(name, of: type, at: location)
    case .notification:
      if let read = handler.uikitMembers.notificationMember(name)?.valueRead,
        let value = read(receiver)
      {
        return value
      }
    case .notificationName(let note) where name == "rawValue":
      let raw = note.rawValue
      return .string("UI" + raw.prefix(1).uppercased() + raw.dropFirst() + "Notification")
    case .userInfoKey(let key) where name == "rawValue":
      return .string(key.rawValue)
    case .int, .double, .bool:
      if let member = NumberMember.named(name) { return member.value(of: receiver) }
    case .rect(let rect):
      switch name {
      case "cgRectValue", "CGRectValue": return .rect(rect)
      default: break
      }
    case .point(let point) where ["cgPointValue", "CGPointValue"].contains(name):
      return .point(point)
    case .size(let size) where ["cgSizeValue", "CGSizeValue"].contains(name):
      return .size(size)
    case .nothing where handler.program.language == .objectiveC:
      // Messaging nil returns zero in Objective-C: a struct's zeros for a view's geometry
      // (`[self firstResponder].frame` with none is CGRectZero), nil, which is a number's zero,
      // for the rest.
      return Self.zeroGeometry(ofViewMember: name) ?? .nothing
    case .opaque(let what):
      // A path --bind names (`addressView.scrollView`): the view it stands for.
      if handler.bindsPaths, let object = handler.bindings["\(what).\(name)"] {
        return .object(object)
      }
      let path = "\(what).\(name)"
      if !state.opaqueMembers.isEmpty, let written = state.opaqueMembers[path] { return written }
      return .opaque(path)
    case .array, .dictionary, .string:
      if let value = collectionMember(name, of: receiver) { return value }
    case .instance(let type, let fields):
      if let field = fields[name] { return field }
      // `constraint.rx.constant`, which no `extension Reactive` of the file declares.
      if type == Value.reactiveType, let base = fields["base"] {
        return .binder(writing: name, of: base)
      }
      return .opaque("\(type).\(name)")
    case .enumCase(let caseName, _) where name == "rawValue":
      return .string(caseName)
    case .enumCase("next", let values) where name == "element" && values.count == 1,
      .enumCase("value", let values) where name == "value" && values.count == 1,
      .enumCase("success", let values) where name == "value" && values.count == 1:
      // RxSwift's `Event.element` and ReactiveSwift's `Signal.Event.value`, of the event a bare
      // `subscribe { event in … }` or `observe { event in … }` is handed, and the value of the
      // `Result` `observeResult` hands.
      return values[0]
    case .enumCase("success", _) where name == "error":
      return .nothing
    default: break
    }
    return .opaque("\(receiver.logText).\(name)")
  }

  /// A computed property of the files' extension of UIKit's view classes (`var y: CGFloat {
  /// get { frame.origin.y } set { frame.origin.y = newValue } }`): each view's, its getter and
  /// setter run on the view the code names. UIKit's own member of that name comes first.
  func viewExtensionProperty(_ name: String, of object: UIKitObject)
    -> CompiledHandler.PropertySlot?
  {
    guard handler.hasViewProperties, object.isView,
      case .property(let index)? = handler.fileNames[name]
    else { return nil }
    let slot = handler.propertyList[index]
    guard slot.property.onView, slot.getter != nil,
      handler.uikitMembers.member(name, of: object) == nil
    else { return nil }
    return slot
  }

  /// A property of a view class of the files read through the screen's view it stands for
  /// (`formView.scrollView`, `formView` being `view as! SignUpView`), or through `self` in the
  /// code of the view the file's class is (`self.activeField` in a `UIView` subclass): such a
  /// class's properties are the screen's. UIKit's own member of that name comes first.
  func viewClassProperty(_ name: String, of object: UIKitObject) -> CompiledHandler.PropertySlot? {
    guard
      (handler.declaresViewClasses && (object == .rootView || object == .scrollView))
        || (object == selfObject && (object.isView || object.isConstraint)),
      case .property(let index)? = handler.fileNames[name],
      handler.uikitMembers.member(name, of: object) == nil
    else { return nil }
    return handler.propertyList[index]
  }

  /// The members of `CGRect`, `CGPoint`, `CGSize`, `UIEdgeInsets` and `CGAffineTransform`.
  func geometryMember(_ name: String, of receiver: Value) -> Value? {
    // Matching the name is a string switch: only a geometry value can have one of these.
    switch receiver {
    case .rect, .point, .size, .insets, .transform:
      return GeometryMember.named(name)?.value(of: receiver)
    default:
      return nil
    }
  }

  /// `receiver` with member `name` replaced: the copy a value-type path writes back.
  func settingMember(
    _ name: String, of receiver: Value, to newValue: Value, at location: SourceLocation
  )
    throws(Interruption) -> Value
  {
    if case .opaque = receiver { return receiver }
    if case .reference(let object) = receiver {
      state.objects[object.id][name] = newValue
      return receiver
    }
    if case .instance(let type, var fields) = receiver {
      fields[name] = newValue
      return .instance(type, fields)
    }
    if let member = GeometryMember.named(name),
      let changed = try member.setting(newValue, of: receiver, at: location, in: self)
    {
      return changed
    }
    throw .refused("writing '\(name)' of \(receiver.logText)", location)
  }

  func subscripted(_ receiver: Value, by key: Value, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    guard case .userInfo(let box) = receiver else {
      if receiver.isNothing { throw .chainEnded }
      if receiver.isOpaque { return receiver }
      // A class's own subscript (`[Defaults objectForKey:k]`, through a macro the file does
      // not declare): the app's or a framework's, opaque.
      if case .type(let name) = receiver { return .opaque("\(name)[\(key.logText)]") }
      if case .array(let items) = receiver, case .int(let index) = key {
        guard items.indices.contains(index) else { throw .crash("index out of range", location) }
        return items[index]
      }
      if case .dictionary(let entries) = receiver { return entries[key] ?? .nothing }
      throw .refused("subscripting \(receiver.logText)", location)
    }
    switch key {
    case .userInfoKey(let name): return UIKitNames.value(of: name, in: box.notification)
    case .string(let text):
      guard let name = UIKitNames.userInfoKey(text) else { return .nothing }
      return UIKitNames.value(of: name, in: box.notification)
    default: return .nothing
    }
  }

  // MARK: Objects

  /// A member of a UIKit object, from its type's table (`UIKitTables`); the file's own
  /// properties first on `self`, a getter of the file's `UIView` extension after the table on a
  /// view, and an opaque value for a member FormSim does not simulate.
  func objectMember(_ name: String, of object: UIKitObject, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if object == .viewController, let value = try property(name, at: location) { return value }
    if let read = handler.uikitMembers.member(name, of: object)?.read,
      let value = try read(self, object, location)
    {
      return value
    }
    if object == .viewController {
      if handler.methods[name] != nil { return .method(name) }
      return .opaque("self.\(name)")
    }
    // A property a category or extension of UIView declares, read through its getter.
    if object.isView, handler.extendsViews, let getter = handler.method(name, arity: 0),
      getter.onView
    {
      return try call(getter, with: [Value](), on: object)
    }
    return .opaque("\(object).\(name)")
  }

  /// `UIInterfaceOrientation` / `UIDeviceOrientation`: portrait 1, landscape 3 (the raw value
  /// both enums give the home button on the right).
  var orientationValue: Value { .int(world.orientation == .landscape ? 3 : 1) }

  /// A constraint's constant as the code sees it (the last value set).
  func constant(_ target: ConstraintTarget) -> Double {
    if let value = state.constraints[target] { return value }
    switch target {
    case .scrollBottom, .scrollBottomFromView: return 0
    case .contentHeight: return world.contentHeight
    }
  }

  /// Writes a member of a UIKit object through its type's table; on `self`, the file's
  /// property.
  func setMember(
    _ name: String, of object: UIKitObject, to value: Value, at location: SourceLocation
  )
    throws(Interruption)
  {
    if object == .viewController {
      try storeProperty(name, handler.propertySlots[name], value, at: location)
      return
    }
    if value.holdsNonFiniteNumber {
      // What a device does with a NaN or infinite layer geometry.
      throw .crash(
        "CALayerInvalidGeometry: \(object).\(name) set to \(value.logText)", location)
    }
    if let write = handler.uikitMembers.member(name, of: object)?.write {
      try write(self, object, value, location)
      return
    }
    // A property a category or extension of UIView declares, written through its setter
    // (`view.y = …` calls `setY:`).
    let setter = "set" + name.prefix(1).uppercased() + name.dropFirst()
    if object.isView, handler.extendsViews, !settersRunning.contains(name),
      let method = handler.method(setter, arity: 1), method.onView
    {
      settersRunning.insert(name)
      defer { settersRunning.remove(name) }
      _ = try call(method, with: [value], on: object)
      return
    }
    // A computed property of the files' extension of UIView, written through its setter.
    if viewExtensionProperty(name, of: object) != nil, !settersRunning.contains(name),
      let method = handler.method(name + ".set", arity: 1)
    {
      settersRunning.insert(name)
      defer { settersRunning.remove(name) }
      _ = try call(method, with: [value], on: object)
      return
    }
    // A property of the view class whose code runs, or of one read through the screen's view.
    if let property = viewClassProperty(name, of: object) {
      try storeProperty(name, property, value, at: location)
      return
    }
    // A member FormSim does not model: nothing simulated reads it.
    note(location, "\(object).\(name) is not simulated; the write changes nothing")
  }

  // MARK: Types and implicit members

  /// `UIKitNames.constant`, from the file's table for the names it uses.
  func constant(named name: String) -> Value? {
    if let known = handler.memberConstants[name] { return known }
    return UIKitNames.constant(name)
  }

  func typeMember(_ name: String, of type: String, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    let classRead = handler.uikitMembers.member(name, ofTypeNamed: type)?.classRead
    if let value = Self.typeMember(
      name, of: type, constant: constant(named: name), classRead: classRead)
    {
      return value
    }
    if let declared = handler.declaredType(type), declared.cases.contains(name) {
      return .enumCase(name, [])
    }
    // `KeyboardPayload.init` handed on as a function (`convert: KeyboardPayload.init`): the
    // type, which a call makes a value of.
    if name == "init", handler.declaredType(type) != nil { return .type(type) }
    if let slot = staticProperty(name, of: type) { return try property(slot, at: location) }
    return .opaque("\(type).\(name)")
  }

  /// A static property of a type of the file (`ChatViewController.barHeight`, `Self.margin`,
  /// `KeyboardHelper.isEnabled`), or of the file's extension of UIKit's (`UIResponder
  /// .keyboardHeightPublisher`, a member UIKit's type lacks, so an extension declares it),
  /// read or written through its type: the file's properties are one view controller's,
  /// static or not, and a helper class's static one has one storage, as the slot is.
  func staticProperty(_ name: String, of type: String) -> CompiledHandler.PropertySlot? {
    guard
      handler.declaredType(type) != nil || type == "Self" || UIKitSurface.knownTypes.contains(type)
    else { return nil }
    return handler.shadowedStatics["\(type).\(name)"] ?? handler.propertySlots[name]
  }

  /// A type's member that is the same value whatever the world (`UIResponder
  /// .keyboardFrameEndUserInfoKey`, `CGFloat.pi`), which the resolver binds as a global; nil
  /// for one a UIKit table reads when it runs (`UIScreen.main`) and for the rest.
  static func constantTypeMember(_ name: String, of type: String) -> Value? {
    if let constant = UIKitNames.constant(name) { return constant }
    if UIKitTables.type(named: type)?.member(name) != nil { return nil }
    return typeMember(name, of: type, constant: nil)
  }

  /// A type's member (`UIScreen.main`, `UIResponder.keyboardFrameEndUserInfoKey`), given what
  /// `UIKitNames.constant` makes of the name; nil for one FormSim does not simulate. It depends
  /// on the two names alone, so compiled code works it out once.
  static func typeMember(_ name: String, of type: String, constant: Value?) -> Value? {
    typeMember(
      name, of: type, constant: constant,
      classRead: UIKitTables.type(named: type)?.member(name)?.classRead)
  }

  /// `typeMember(_:of:constant:)` with the type's class member already looked up.
  static func typeMember(
    _ name: String, of type: String, constant: Value?, classRead: UIKitMember.ClassRead?
  ) -> Value? {
    if let constant { return constant }
    if let classRead { return classRead() }
    // The type as a value (`UITextField.self`), which `isKind(of:)` tests a view against.
    if name == "self" { return .type(type) }
    if let text = TextEditingNotification(member: name, of: type) { return .string(text.rawValue) }
    switch (type, name) {
    case ("NSNotification", "Name"), ("Notification", "Name"):
      return .type("\(type).\(name)")
    case (_, "zero"):
      if let zero = UIKitTypes.Zero(type: type)?.zero { return zero }
    case ("Int", "max"), ("Int64", "max"), ("NSInteger", "max"): return .int(.max)
    case ("Int", "min"), ("Int64", "min"), ("NSInteger", "min"): return .int(.min)
    case ("Int32", "max"): return .int(Int(Int32.max))
    case ("Int32", "min"): return .int(Int(Int32.min))
    case ("CGFloat", "nan"), ("Double", "nan"), ("Float", "nan"): return .double(.nan)
    case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"):
      return .double(.infinity)
    case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(.pi)
    case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"):
      return .double(.greatestFiniteMagnitude)
    case ("CGAffineTransform", "identity"): return .transform(.identity)
    case ("DispatchTime", "now"), ("DispatchWallTime", "now"): return .function("now")
    default: break
    }
    if let option = UIKitConstants.animationOption(name) { return .int(option) }
    return UIKitConstants.named(name)
  }

  func implicitMember(_ name: String, hint: Hint?, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    // The file's context-free members were worked out when it was compiled.
    if let constant = handler.implicitConstants[name] { return constant }
    guard Expression.takesTypeFromContext(name) else { return Self.implicitConstant(name) }
    if let hint { return hint.zero }
    if name == "identity" { return .transform(.identity) }
    throw .refused(
      "'.zero' where FormSim cannot tell the type: write CGPoint.zero or the like", location)
  }

  /// An implicit member whatever its context: a notification name or `userInfo` key, a queue,
  /// a number, an animation option, a curve or another of UIKit's constants, else a case of an
  /// enum of the app's. It depends on the name alone, so compiled code works it out once.
  static func implicitConstant(_ name: String) -> Value {
    if let constant = UIKitNames.constant(name) { return constant }
    switch name {
    case "now": return .function("now")
    case "main": return .object(.mainQueue)
    case "infinity": return .double(.infinity)
    case "nan": return .double(.nan)
    case "pi": return .double(.pi)
    default: break
    }
    if let option = UIKitConstants.animationOption(name) { return .int(option) }
    if let constant = UIKitConstants.named(name) { return constant }
    // Not UIKit's: a case of an enum of the app's.
    return .enumCase(name, [])
  }
}

extension Evaluator {
  /// The zero of a view's geometry member's type (`frame`, `center`, `contentInset`), nil for
  /// any other member.
  static func zeroGeometry(ofViewMember name: String) -> Value? {
    switch UIKitType.scrollView.member(name)?.type {
    case "CGRect": .rect(.zero)
    case "CGPoint": .point(.zero)
    case "CGSize": .size(.zero)
    case "UIEdgeInsets": .insets(.zero)
    default: nil
    }
  }
}
