/// A path the user named, taken apart as text.
///
/// `URL(fileURLWithPath:)` would do it too, but it expands `~user/…`, which looks the user up
/// in the system's user database: in the statically linked release binary that is the one
/// thing glibc cannot do without its shared libraries. The shell expands the tildes a user
/// types; a path quoted past it is read as written, as `stat` and `open` read it.
public enum PathName {
  /// `b.json` for `a/b.json` (trailing slashes ignored); the path itself when it has no `/`.
  public static func last(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `json` for `a/b.json`; empty when the name has no dot after its first character
  /// (`.profile`, `Makefile`).
  public static func `extension`(of path: String) -> String {
    let name = last(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// `b` for `a/b.json`: the file's name without its extension.
  public static func stem(of path: String) -> String {
    let name = last(of: path)
    let suffix = `extension`(of: path)
    return suffix.isEmpty ? name : String(name.dropLast(suffix.count + 1))
  }

  /// The folder holding the named file: `a` for `a/b.json`, `.` for `b.json`, `/` for `/b.json`.
  public static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let folder = trimmed[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }
}
