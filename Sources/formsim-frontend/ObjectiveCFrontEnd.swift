import FormSimHandlers

/// The Objective-C side of the front end, whether or not it was built with libclang.
enum ObjectiveCFrontEnd {
  /// Whether `path` is read as Objective-C: `.m` and `.mm` (a header declares, and runs
  /// nothing).
  static func reads(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".m") || lowered.hasSuffix(".mm")
  }

  /// Whether it was built with libclang.
  static var isAvailable: Bool {
    #if FORMSIM_LIBCLANG
      true
    #else
      false
    #endif
  }

  /// The file lowered through libclang; `nil` when the front end was built without it.
  static func lower(file: String, source: [UInt8]) -> HandlerProgram? {
    #if FORMSIM_LIBCLANG
      ObjectiveCLowering.lower(file: file, source: source)
    #else
      nil
    #endif
  }

  /// The simulated UIKit that Objective-C handlers are parsed against: the list of what is
  /// simulated.
  static let header = String(decoding: PackageResources.FormSimUIKit_h, as: UTF8.self)
}
