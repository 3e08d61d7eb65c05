#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An Xcode project's prefix header (`Retrac-Prefix.pch`): the build includes it before every
/// file, so the app's constants and imports it holds are the files' without their importing
/// it. One beside the file is read as that: the only `.pch` of the folder; with several, the
/// project's settings would say which, and none is taken.
enum PrefixHeader {
  static func name(in folder: String) -> String? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var found: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
          String(cString: $0)
        }
      }
      if name.hasSuffix(".pch"), !name.hasPrefix(".") { found.append(name) }
      if found.count > 1 { return nil }
    }
    return found.first
  }
}
