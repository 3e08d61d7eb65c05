extension HandlerProgram {
  /// Whether `property` is a stored property of each value or object of a struct or class the
  /// files declare beside the screen (`Evaluator.make`): it lives in the value or the object,
  /// not among the view controller's properties. A static property, and a property of the
  /// class that is the screen (whose members have no owner), are the screen's.
  public func isInstanceField(_ property: Property) -> Bool {
    instanceType(owning: property)?.fields.contains(property.name) ?? false
  }

  /// Whether `property` is a member of the objects or values of a struct or class the files
  /// declare beside the screen that is kept among the screen's properties: one with observers
  /// (`var current: UITextField? { didSet { … } }`) or `@Published`, whose writes run code. The code that
  /// makes the object gives it its value, so it is no outlet.
  public func isObservedMemberOfInstances(_ property: Property) -> Bool {
    guard property.getter == nil, let type = instanceType(owning: property),
      !type.fields.contains(property.name)
    else { return false }
    if property.isPublished { return true }
    return methods.contains { method in
      guard method.owner == type.name, let accessor = method.accessor else { return false }
      return accessor.property == property.name && accessor.kind != .set
    }
  }

  /// The struct or class the files declare beside the screen whose member `property` is.
  private func instanceType(owning property: Property) -> DeclaredType? {
    guard let owner = property.owner,
      let type = types.first(where: { $0.name == owner }),
      type.kind == .classType || type.kind == .structType
    else { return nil }
    return type
  }
}
