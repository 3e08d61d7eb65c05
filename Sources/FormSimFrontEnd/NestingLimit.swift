/// How deep a file's code may nest, in either language, before the front end refuses it
/// rather than walk it.
package enum NestingLimit {
  /// Far more than any view controller's code nests (a method in a class is a dozen levels;
  /// `a + b + … ` adds two per operand once folded).
  package static let depth = 200
}
