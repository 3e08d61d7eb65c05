/// Objective-C's module imports (`@import UIKit;`, `@import Firebase.Core;`), read as their
/// framework's umbrella header (`#import <UIKit/UIKit.h>`): FormSim parses without modules, and
/// serves its own UIKit, and a library's headers as empty, by their header names. Each one keeps
/// its line, so that clang's lines are the file's.
enum ModuleImport {
  static func asHeaderImports(_ text: String) -> String {
    guard text.contains("@import") else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { (line: Substring) -> String in
      let indent = line.prefix { $0 == " " || $0 == "\t" }
      let statement: Substring = line.dropFirst(indent.count)
      guard statement.hasPrefix("@import"), let end = statement.firstIndex(of: ";") else {
        return String(line)
      }
      let path = statement[statement.index(statement.startIndex, offsetBy: 7)..<end]
        .filter { $0 != " " && $0 != "\t" }
      guard let module = path.split(separator: ".").first,
        module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return String(line) }
      let rest = statement[statement.index(after: end)...]
      return "\(indent)#import <\(module)/\(module).h>\(rest)"
    }.joined(separator: "\n")
  }
}
