extension HandlerProgram {
  /// Whether `property` is a stored property of each value or object of a struct or class the
  /// files declare beside the screen (`Evaluator.make`): it lives in the value or the object,
  /// not among the view controller's properties. A static property, and a property of the
  /// class that is the screen (whose members have no owner), are the screen's.
  public func isInstanceField(_ property: Property) -> Bool {
    guard let owner = property.owner,
      let type = types.first(where: { $0.name == owner }),
      type.kind == .classType || type.kind == .structType
    else { return false }
    return type.fields.contains(property.name)
  }
}
