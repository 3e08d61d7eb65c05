/// The copies one thread has made of objects other threads share, by the original's identity:
/// a strategy asked for an unshared copy of itself (`KeyboardAvoidanceStrategy.unshared`)
/// takes the thread's copy of what it holds, made once however many simulators hold it.
///
/// Made, used and dropped on one thread.
public final class ThreadCopies {
  private var copies: [ObjectIdentifier: AnyObject] = [:]

  public init() {}

  /// This thread's copy of `original`, made by `make` the first time it is asked for.
  public func copy<Object: AnyObject>(of original: Object, _ make: (Object) -> Object) -> Object {
    if let made = copies[ObjectIdentifier(original)] as? Object { return made }
    let made = make(original)
    copies[ObjectIdentifier(original)] = made
    return made
  }
}
