#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Solved points of cubic Bézier timing curves, remembered per thread.
///
/// `check` asks for the same points over and over: every focus run starts its animations at the
/// same simulated times, so frame k of one run solves the curve for the same `x` as frame k of
/// the next. Solving (Newton's method) was a sixth of its time. A hit hands back the result of
/// that same solve, so every figure is bit for bit what solving again gives. The table is the
/// calling thread's own (a direct-mapped table in thread-local storage), so workers share
/// nothing and take no lock.
enum BezierMemo {
  /// One remembered solve: the bit patterns of its arguments and its result.
  private struct Entry {
    var x: UInt64
    var x1: UInt64
    var x2: UInt64
    var value: Double
  }

  /// Entries per thread (32 KiB): more than the distinct points of a whole `check` run.
  private static let slotCount = 1024

  /// The value of `solve(x, x1, x2)`, solved once per thread and remembered.
  @inline(__always)
  static func value(
    x: Double, x1: Double, x2: Double, solve: (Double, Double, Double) -> Double
  ) -> Double {
    let key = Entry(x: x.bitPattern, x1: x1.bitPattern, x2: x2.bitPattern, value: 0)
    // A NaN would never equal itself as a key; the empty slots' pattern is one.
    guard !x.isNaN else { return solve(x, x1, x2) }
    // SplitMix64's finaliser: points a frame apart differ in their high bits (the exponent)
    // as well as their low ones, and every bit must reach the slot number.
    var hash = key.x ^ (key.x1 << 21 | key.x1 >> 43) ^ (key.x2 << 42 | key.x2 >> 22)
    hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
    hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
    hash ^= hash >> 31
    let slot = table + Int(truncatingIfNeeded: hash & UInt64(slotCount - 1))
    if slot.pointee.x == key.x, slot.pointee.x1 == key.x1, slot.pointee.x2 == key.x2 {
      return slot.pointee.value
    }
    let value = solve(x, x1, x2)
    slot.pointee = Entry(x: key.x, x1: key.x1, x2: key.x2, value: value)
    return value
  }

  /// The calling thread's table, made on its first use and freed when the thread ends.
  private static var table: UnsafeMutablePointer<Entry> {
    if let pointer = pthread_getspecific(tableKey) {
      return pointer.assumingMemoryBound(to: Entry.self)
    }
    let table = UnsafeMutablePointer<Entry>.allocate(capacity: slotCount)
    // Empty slots hold a NaN pattern, which no key has.
    table.initialize(
      repeating: Entry(x: Double.nan.bitPattern, x1: 0, x2: 0, value: 0), count: slotCount)
    pthread_setspecific(tableKey, table)
    return table
  }

  private static let tableKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { freeTable($0) }
    return key
  }()
}

/// The thread-local storage destructor of `BezierMemo`'s tables.
private func freeTable(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}
