#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension sigaction {
  /// The plain handler, whose field glibc and Darwin name differently (a union in both).
  package var handler: (@convention(c) (Int32) -> Void)? {
    get {
      #if os(Linux)
        __sigaction_handler.sa_handler
      #else
        __sigaction_u.__sa_handler
      #endif
    }
    set {
      #if os(Linux)
        __sigaction_handler.sa_handler = newValue
      #else
        __sigaction_u.__sa_handler = newValue
      #endif
    }
  }
}
