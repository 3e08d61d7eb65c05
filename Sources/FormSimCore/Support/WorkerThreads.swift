#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Threads with a stack of a stated size, for work whose depth is bounded but not small: an
/// interpreted handler nests calls and expressions up to its own limits, and a dispatch
/// queue's worker has 512 KB on macOS.
public enum WorkerThreads {
  /// The stack each worker gets: room for the deepest nesting a handler is allowed, with a
  /// debug build's frames.
  public static let stackSize = 64 << 20

  /// Runs `body` on `count` threads at once, each with `stackSize` bytes of stack, and returns
  /// when every one has.
  public static func run(
    count: Int, stackSize: Int = WorkerThreads.stackSize, _ body: @escaping @Sendable () -> Void
  ) {
    final class Box: @unchecked Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    #if canImport(Darwin)
      var threads: [pthread_t?] = []
    #else
      var threads: [pthread_t] = []
    #endif
    for _ in 0..<count {
      let box = Unmanaged.passRetained(Box(body)).toOpaque()
      #if canImport(Darwin)
        var thread: pthread_t?
      #else
        var thread = pthread_t()
      #endif
      let started = pthread_create(
        &thread, &attributes,
        { context in
          let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
          box.body()
          return nil
        }, box)
      if started == 0 {
        threads.append(thread)
      } else {
        // No thread to be had: the work runs here instead.
        Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
      }
    }
    for thread in threads {
      #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
      #else
        pthread_join(thread, nil)
      #endif
    }
  }
}
