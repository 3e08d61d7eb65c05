/// What the resolver (`Resolver`) found a name to be: where the evaluator reads it, found once
/// when the file is compiled instead of at every use.
public enum NameBinding: Sendable, Hashable {
  /// A local of the method or closure it is in (a `let`, a `var`, a binding, a parameter), by
  /// its slot in the method's frame.
  case local(Int)
  /// A property the file declares, by its place among the file's properties.
  case property(Int)
  /// A method the file declares: a value to call or to pass as a selector.
  case method
  /// A name UIKit or Foundation gives (`UIScreen`, `UIKeyboardFrameEndUserInfoKey`,
  /// `CGRectZero`), by its place among the file's globals.
  case global(Int)
  /// None of those: a property the file stores without declaring it, a member of the view a
  /// `UIView` extension runs on, or a name FormSim does not know (opaque).
  case undeclared
}
