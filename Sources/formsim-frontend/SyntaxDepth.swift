import SwiftSyntax

/// How deep a syntax tree goes, measured without recursion.
enum SyntaxDepth {
  /// The first node, depth first, more than `limit` levels below `root`; nil when none is.
  static func firstBeyond(_ limit: Int, in root: Syntax) -> Syntax? {
    var stack: [(node: Syntax, depth: Int)] = [(root, 0)]
    while let (node, depth) = stack.popLast() {
      if depth > limit { return node }
      for child in node.children(viewMode: .sourceAccurate) {
        stack.append((child, depth + 1))
      }
    }
    return nil
  }

  /// The first operator sequence (`a + b * c …`, unfolded) with more than `limit` elements,
  /// depth first; nil when none has. Folded, such a sequence is more than `limit` / 2 levels
  /// deep.
  static func firstSequence(longerThan limit: Int, in root: Syntax) -> Syntax? {
    var stack = [root]
    while let node = stack.popLast() {
      if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > limit {
        return node
      }
      stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
    }
    return nil
  }
}
