import SwiftSyntax

/// Finds the code that registers an object for notifications with itself as the observer:
/// `NotificationCenter.default.addObserver(self, selector: …, name: …, object: …)`.
enum ObserverRegistration {
  /// Whether a type's members register `self` anywhere in their bodies, or observe a keyboard
  /// notification with a block, a publisher or an async sequence.
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
      // A block, a publisher or an async sequence of a keyboard notification
      // (`addObserver(forName: UIResponder.keyboardWillShowNotification, …) { … }`,
      // `publisher(for:)`, `notifications(named:)`), whose code runs with the object as `self`.
      if let callee, Self.observingCalls.contains(callee),
        let name = node.arguments.first?.expression.trimmedDescription,
        name.lowercased().contains("keyboard")
      {
        found = true
        return .skipChildren
      }
      return .visitChildren
    }

    /// The calls that observe a notification named by their first argument.
    static let observingCalls: Set<String> = ["addObserver", "publisher", "notifications"]
  }
}
