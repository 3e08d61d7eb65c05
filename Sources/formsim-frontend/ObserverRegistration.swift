import SwiftSyntax

/// Finds the code that registers an object for notifications with itself as the observer:
/// `NotificationCenter.default.addObserver(self, selector: …, name: …, object: …)`.
enum ObserverRegistration {
  /// Whether a type's members register `self` anywhere in their bodies.
  static func registersSelf(in members: MemberBlockSyntax) -> Bool {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(members)
    return finder.found
  }

  private final class Finder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard !found else { return .skipChildren }
      let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if callee == "addObserver",
        node.arguments.first?.label == nil,
        node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          == .keyword(.self)
      {
        found = true
        return .skipChildren
      }
      return .visitChildren
    }
  }
}
