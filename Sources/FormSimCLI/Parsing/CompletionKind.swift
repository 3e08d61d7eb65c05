import FormSimCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the shell offers for an option's value or an argument.
///
/// The completion scripts ask `formsim` itself (`formsim ---completion -- WORDS`), so every
/// kind is answered here, from the binary's own lists, and a strategy or device added later
/// completes without new scripts.
package enum CompletionKind: Sendable {
  /// Nothing in particular.
  case none
  /// These words.
  case list([String])
  /// Files with these extensions (any file when empty) and folders, under the typed prefix.
  case file(extensions: [String])
  /// Words made from the typed prefix.
  case custom(@Sendable (String) -> [String])

  package static func file() -> CompletionKind { .file(extensions: []) }

  /// The candidates for `prefix`, before the shell's own prefix match.
  func candidates(for prefix: String) -> [String] {
    switch self {
    case .none: return []
    case .list(let words): return words
    case .custom(let complete): return complete(prefix)
    case .file(let extensions): return Self.files(matching: prefix, extensions: extensions)
    }
  }

  /// Folders and the files whose extension is one of `extensions` (case-insensitive; any
  /// file when empty) in the folder `prefix` points into, as paths with that folder.
  static func files(matching prefix: String, extensions: [String]) -> [String] {
    let folder = prefix.lastIndex(of: "/").map { String(prefix[...$0]) } ?? ""
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    let suffixes = extensions.map { "." + $0.lowercased() }
    return names.sorted().compactMap { name in
      let path = folder + name
      let kind = PathKind(of: path)
      guard kind != .missing else { return nil }
      if kind == .directory { return path + "/" }
      let lowered = name.lowercased()
      return suffixes.isEmpty || suffixes.contains(where: { lowered.hasSuffix($0) }) ? path : nil
    }
  }
}
