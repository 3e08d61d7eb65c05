import CStackBounds

/// The current thread's stack: how much of it is left, for code that recurses as deep as its
/// input (an interpreted handler) and must stop before the stack does, whatever the thread and
/// the build's frame sizes.
public struct StackBounds: Sendable {
  /// The lowest address of the thread's stack (stacks grow down on every machine FormSim runs
  /// on); 0 when the system does not say.
  public let floor: UInt

  public init(floor: UInt) {
    self.floor = floor
  }

  /// The calling thread's.
  public static func current() -> StackBounds {
    StackBounds(floor: formsim_stack_floor())
  }

  /// Whether fewer than `reserve` bytes are left below the caller's frame.
  @inline(__always)
  public func isNearlyFull(reserve: UInt) -> Bool {
    guard floor != 0 else { return false }
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return here < floor &+ reserve
  }
}
