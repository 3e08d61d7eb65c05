#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a `.storyboard`, a `.xib` or a view-hierarchy dump (`.txt`) from disk into an
/// `InterfaceBuilderDocument`: parse, then build.
public enum InterfaceBuilderImport {
  /// The file extensions imported as Interface Builder files.
  public static let extensions = ["storyboard", "xib", "txt"]
  /// Larger than any real storyboard; a bound on what a hostile file can make FormSim read.
  public static let maximumBytes = UserFile.formLimit

  /// Whether `path` names a file this importer reads, by its extension.
  public static func handles(_ path: String) -> Bool {
    extensions.contains(PathName.extension(of: path).lowercased())
  }

  public static func load(_ path: String) throws(UserFileError) -> InterfaceBuilderDocument {
    let data = try UserFile.read(
      path, missing: "no such file", directory: "is a directory, not a storyboard or xib",
      unreadable: "cannot be read (check permissions)")
    if PathName.extension(of: path).lowercased() == "txt" {
      return try ViewHierarchyDumpImport.document(String(decoding: data, as: UTF8.self), file: path)
    }
    return try parse(data, file: path)
  }

  public static func parse(_ data: Data, file: String) throws(UserFileError)
    -> InterfaceBuilderDocument
  {
    let root = try InterfaceBuilderParser.parse(data, file: file)
    return try DocumentBuilder.document(root, file: file)
  }
}
