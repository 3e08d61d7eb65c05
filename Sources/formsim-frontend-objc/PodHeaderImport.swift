/// A library's header imported by its framework path (`#import <Pod/Pod+Category.h>`, as
/// CocoaPods' header search paths allow) while the header itself sits beside the file: read as
/// the local import it is here (`#import "Pod+Category.h"`), so that its declarations are the
/// library's rather than an empty header's. The line stays where it was.
enum PodHeaderImport {
  static func asLocalImports(_ text: String, besideIn folder: String) -> String {
    let imports = LocalImport.libraries(in: text, simulated: ClangParse.frameworks)
    guard !imports.isEmpty, let root = LocalHeaders.realPath(folder) else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for library in imports {
      guard let header = library.name.split(separator: "/").last, library.name.contains("/"),
        LocalHeaders.contents(folder + "/" + header, inside: root) != nil,
        lines.indices.contains(library.location.line - 1)
      else { continue }
      lines[library.location.line - 1] = lines[library.location.line - 1].replacing(
        "<\(library.name)>", with: "\"\(header)\"")
    }
    return lines.joined(separator: "\n")
  }
}
