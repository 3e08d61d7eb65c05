import CClang

/// How deep clang's tree of the file goes, measured without recursion: the lowering recurses
/// through it, and a chain of thousands of `+` would overflow its stack (clang bounds only
/// the nesting of brackets).
enum CursorDepth {
  /// The first cursor written in the file, depth first, more than `limit` levels below
  /// `root`; nil when none is.
  static func firstBeyond(_ limit: Int, in root: Cursor) -> Cursor? {
    var stack: [(cursor: Cursor, depth: Int)] = [(root, 0)]
    while let (cursor, depth) = stack.popLast() {
      if depth > limit { return cursor }
      // Only the file's own code is lowered; the simulated UIKit is not walked.
      let children = cursor.children.filter { depth > 0 || $0.isInMainFile }
      for child in children { stack.append((child, depth + 1)) }
    }
    return nil
  }
}
