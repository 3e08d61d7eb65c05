import FormSimHandlers
import SwiftSyntax

#if canImport(SwiftIfConfig)
  import SwiftIfConfig
#endif

extension SwiftLowering {
  /// The clause of an `#if` that an iPhone's build of the app compiles (`DeviceBuild`), or none;
  /// what its conditions had to assume (a `DEBUG` flag, a module no file imports) is a warning
  /// at the `#if`. Without the toolchain's evaluator, the first clause.
  func activeClause(of conditional: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    #if canImport(SwiftIfConfig)
      let build = DeviceBuild(imported: importedModules)
      let (clause, diagnostics) = conditional.activeClause(in: build)
      for diagnostic in diagnostics { warn(diagnostic.message, at: diagnostic.node) }
      let unset = build.unsetConditions
      if !unset.isEmpty {
        warn(
          "\(unset.map { "'\($0)'" }.joined(separator: ", "))"
            + " \(unset.count == 1 ? "is" : "are") taken as not set: FormSim reads the file as an"
            + " iPhone app's release build, compiled with no '-D' flag",
          at: conditional)
      }
      if !build.absentModules.isEmpty {
        warn(
          "canImport(\(build.absentModules.joined(separator: ", "))) is taken as false: the file"
            + " does not import it, and it is not one of the iOS SDK's modules",
          at: conditional)
      }
      return clause
    #else
      if conditional.clauses.count > 1 {
        warn("only the first clause of this '#if' is read", at: conditional)
      }
      return conditional.clauses.first
    #endif
  }

  /// The first name of every `import` in `tree` (`UIKit` for `import UIKit.UIView`), inside an
  /// `#if` or not.
  static func modulesImported(by tree: SourceFileSyntax) -> Set<String> {
    final class Imports: SyntaxVisitor {
      var modules: Set<String> = []
      override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { modules.insert(first.name.text) }
        return .skipChildren
      }
      // Imports are declarations of the file or of an `#if` in it, never inside a body.
      override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let imports = Imports(viewMode: .sourceAccurate)
    imports.walk(tree)
    return imports.modules
  }
}
