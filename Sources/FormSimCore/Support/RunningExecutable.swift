#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The running program's own file, symbolic links resolved: not `argv[0]`, which a shell found
/// on `PATH` or a caller set at will. Programs installed side by side (`formsim` and its front
/// end, a test bundle and the binaries `swift build` put beside it) find each other from it.
public enum RunningExecutable {
  /// Its path, or `nil` when the system does not say.
  public static func path() -> String? {
    #if canImport(Darwin)
      // Linux's `/proc/self/exe` does not exist on Darwin; dyld keeps the path instead.
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      guard let resolved = realpath(buffer, nil) else {
        return String(
          decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      defer { free(resolved) }
      return String(cString: resolved)
    #elseif os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(
        decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return nil
    #endif
  }
}
