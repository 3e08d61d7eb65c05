#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LayoutSource {
  /// Every form under `folder`, for `check FOLDER` (and the package plugin, which passes each
  /// target's folder): the form scenes of each storyboard and xib, each view-hierarchy dump
  /// (`.txt`) and each JSON file that is a layout (an object with `fields`), in path order.
  /// Files that hold no form — other JSON and text, storyboards of other screens, FIFOs,
  /// devices and sockets, JSON over the size bound (data, never a form) — are passed over, and so
  /// are hidden folders and SwiftPM's `.build`; a layout that does not load is refused as it
  /// would be on its own.
  public static func loadFolder(_ folder: String) throws(UserFileError) -> [LayoutSource] {
    let paths: [String]
    do {
      paths = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
    } catch {
      throw UserFileError(file: folder, path: "", message: "cannot list the folder")
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var sources: [LayoutSource] = []
    for relative in paths where !relative.split(separator: "/").contains(where: hidden) {
      let path = base + relative
      guard PathKind(of: path) == .file else { continue }
      if PathName.extension(of: path).lowercased() == "txt" {
        // Notes and logs are text files too: only a dump with a form counts.
        guard let document = try? InterfaceBuilderImport.load(path),
          !document.formScenes.isEmpty
        else { continue }
        sources += try load(path)
      } else if InterfaceBuilderImport.handles(path) {
        let document = try InterfaceBuilderImport.load(path)
        guard !document.formScenes.isEmpty else { continue }
        sources += try load(path)
      } else if path.lowercased().hasSuffix(".json"), try isLayoutJSON(path) {
        sources += try load(path)
      }
    }
    guard !sources.isEmpty else {
      throw UserFileError(
        file: folder, path: "",
        message: "holds no layout: no .storyboard or .xib with a text field, and no layout JSON"
          + " (an object with \"fields\")")
    }
    return sources
  }

  /// Whether the file is a JSON object with a `fields` key; a file that is not JSON at all is
  /// not a layout either.
  private static func isLayoutJSON(_ path: String) throws(UserFileError) -> Bool {
    var info = stat()
    if stat(path, &info) == 0, Int(info.st_size) > UserFile.formLimit { return false }
    let data = try UserFile.read(
      path, missing: "no such file", directory: "is a folder", unreadable: "cannot be read")
    guard case .object(let members)? = try? JSONParser.parse(bytes: Array(data)) else {
      return false
    }
    return members.contains { $0.0 == "fields" }
  }

  private static func hidden(_ component: Substring) -> Bool {
    component.hasPrefix(".")
  }
}
