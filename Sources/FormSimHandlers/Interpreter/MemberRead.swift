/// A member read as compiled code does it: what `Evaluator.member` finds first for a geometry
/// value, for the view controller (a property) and for the objects `ObjectMember` knows,
/// settled from the name when the file is compiled.
struct MemberRead: Sendable {
  let name: String
  let location: SourceLocation
  let geometry: GeometryMember?
  let slot: CompiledHandler.PropertySlot?
  let objectMember: ObjectMember?
}

extension CodeCompiler {
  func memberRead(_ name: String, at location: SourceLocation) -> MemberRead {
    MemberRead(
      name: name, location: location, geometry: GeometryMember(rawValue: name),
      slot: slots[name], objectMember: objectMember(name))
  }

  /// The `ObjectMember` of that name; not `view` where the file declares a property `view`,
  /// which `read` finds first.
  private func objectMember(_ name: String) -> ObjectMember? {
    guard let member = ObjectMember(rawValue: name) else { return nil }
    return member == .view && slots[name] != nil ? nil : member
  }
}

extension Evaluator {
  /// The member of `receiver`, as `member(_:of:at:)` reads it.
  @inline(__always)
  func read(_ member: MemberRead, of receiver: Value) throws(Interruption) -> Value {
    if receiver.isNothing {
      throw .nilRead(of: member.name, at: member.location)
    }
    if let geometry = member.geometry, let value = geometry.value(of: receiver) { return value }
    if let slot = member.slot, case .object(.viewController) = receiver {
      return try property(slot, at: member.location)
    }
    if let objectMember = member.objectMember, case .object(let object) = receiver,
      let value = objectMember.value(of: object, in: self)
    {
      return value
    }
    return try self.member(member.name, beyondGeometryOf: receiver, at: member.location)
  }
}
