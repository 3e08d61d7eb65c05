/// An object of a class the handler files declare (a keyboard helper the view controller
/// makes and keeps), by its place in `HandlerState.objects`. The state holds the objects'
/// properties, so copying the state (each thread's, each device's) copies them too, and a
/// reference stays a plain value.
public struct ObjectReference: Sendable, Hashable {
  /// The class, as the file declares it.
  public var type: String
  /// Its place in `HandlerState.objects`.
  public var id: Int
}

extension Value {
  /// The type of the file's own a value or an object is of, for its methods.
  var ownTypeName: String? {
    switch self {
    case .reference(let object): object.type
    case .instance(let type, _): type
    default: nil
    }
  }

  /// Whether this is a type (`UIApplication` in `UIApplication.shared`) other than `owner`.
  func isType(otherThan owner: String?) -> Bool {
    if case .type(let type) = self { return type != owner }
    return false
  }
}
