import CClang
import FormSimHandlers

/// A property of `self` whose getter or setter the file implements itself (`- (void)
/// setKeyboardHeight:(CGFloat)height`, or a category's property kept as an associated object):
/// dot syntax and the setter's message run that method, as the Objective-C runtime sends them,
/// while the instance variable (`_keyboardHeight`, `self->_keyboardHeight`) is the storage.
extension ObjectiveCLowering {
  /// The selectors of the instance methods the file's implementations and categories define.
  func collectImplementedSelectors(_ declarations: [Cursor]) {
    for declaration in declarations
    where declaration.kind == CXCursor_ObjCImplementationDecl
      || declaration.kind == CXCursor_ObjCCategoryImplDecl
    {
      for child in declaration.children where child.kind == CXCursor_ObjCInstanceMethodDecl {
        implementedSelectors.insert(child.spelling)
      }
    }
  }

  /// The property `cursor` names by dot syntax on `self` (`self.keyboardHeight`), not through
  /// its instance variable; nil for anything else.
  func propertyOfSelf(_ cursor: Cursor) -> String? {
    let node = Self.unwrapped(cursor)
    guard node.kind == CXCursor_MemberRefExpr, node.referenced?.kind != CXCursor_ObjCIvarDecl,
      let base = node.children.first(where: { Self.isExpression($0.kind) })
    else { return nil }
    let receiver = Self.unwrapped(base)
    guard receiver.kind == CXCursor_ObjCSelfExpr || receiver.spelling == "self" else {
      return nil
    }
    return Self.property(ofSetter: node.spelling)
  }

  /// `self.name` read through the file's own getter, or a category's (whichever file of the
  /// module implements it): the call `self.name()`.
  func getterCall(_ property: String, at location: SourceLocation) -> Expression.Kind? {
    guard implementedSelectors.contains(property) || categoryProperties.contains(property)
    else { return nil }
    return .call(
      Expression(.member(Expression(.name("self"), at: location), property), at: location), [])
  }

  /// The setter's name (`setKeyboardHeight`) when `target` is a property of `self` whose
  /// setter the file implements, or one a superclass of the app's declares (whose setter its
  /// own file may implement): a write to it is a call of that method. The evaluator stores a
  /// property whose setter no file implements, as the runtime's synthesized one does.
  func implementedSetter(of target: Cursor) -> String? {
    guard let property = propertyOfSelf(target) else { return nil }
    let selector = OpaqueInterface.setter(of: property)
    let declaringClass = Self.unwrapped(target).referenced?.semanticParent?.spelling
    guard
      implementedSelectors.contains(selector) || categoryProperties.contains(property)
        || declaringClass.map(inheritedClasses.contains) == true
    else { return nil }
    return String(selector.dropLast())
  }

  /// `self.name = value` (or `+=`, `++`) written through the file's own `setter`: the statement
  /// `self.setName(value)`, the new value worked out from the getter's for a compound one.
  /// `value` is lowered here, once: lowering takes clang's complaints inside it.
  func setterCall(
    _ setter: String, of target: Cursor, op: BinaryOperator?, value: Cursor?,
    at location: SourceLocation
  ) -> Statement {
    var newValue = value.map { expression($0) } ?? Expression(.integer(1), at: location)
    if let op {
      newValue = Expression(.binary(op, expression(target), newValue), at: location)
    }
    let callee = Expression(
      .member(Expression(.name("self"), at: location), setter), at: location)
    return Statement(
      .expression(Expression(.call(callee, [Argument(label: nil, value: newValue)]), at: location)),
      at: location)
  }
}
