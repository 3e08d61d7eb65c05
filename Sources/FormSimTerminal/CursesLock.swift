#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock every `NcursesScreen` entry point holds.
///
/// curses keeps the current screen, the terminal settings and its output buffers in
/// process-wide state; two screens used from two threads (a benchmark beside a test, two tests)
/// would corrupt each other. The lock is recursive because entry points call each other (`draw`
/// calls `refreshSize`).
enum CursesLock {
  static let lock = RecursiveLock()
}

/// A POSIX mutex of the recursive kind: the thread holding it may take it again.
///
/// `Mutex` (Synchronization) is not recursive, and `NSRecursiveLock` would bring the whole of
/// Foundation into the binary for one lock. The mutex lives at a fixed address, as POSIX asks.
final class RecursiveLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() {
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}
