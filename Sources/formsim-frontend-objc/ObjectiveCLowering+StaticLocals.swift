import CClang
import FormSimHandlers

/// A method's or function's `static` variable (`static KeyboardManager *shared = nil;` beside
/// `dispatch_once`): it keeps its value from one call to the next, as a file-level variable
/// does, so it is lowered as one, a property of the program, and not as a local that each call
/// declares again.
extension ObjectiveCLowering {
  /// Whether `declaration` is a `static` variable declared inside a method or function.
  static func isStaticLocal(_ declaration: Cursor) -> Bool {
    guard declaration.kind == CXCursor_VarDecl,
      clang_Cursor_getStorageClass(declaration.raw) == CX_SC_Static,
      let parent = declaration.semanticParent
    else { return false }
    return [CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl, CXCursor_FunctionDecl]
      .contains(parent.kind)
  }

  /// The program's name for the static variable `declaration`, given once it is first met.
  func staticLocalName(_ declaration: Cursor) -> String {
    let key = "\(declaration.location.line):\(declaration.location.column)"
    if let name = staticLocalNames[key] { return name }
    // Named after where it lives (`shared·sharedInstance·KeyboardManager`), so that the same
    // name in another method, class or file of the handler is another variable.
    let method = declaration.semanticParent
    let owner = method?.semanticParent.map(\.spelling).flatMap { $0.isEmpty ? nil : $0 }
    let written = ([declaration.spelling, method?.spelling ?? ""] + [owner ?? file])
      .joined(separator: "·")
    let taken = staticLocals.contains { $0.name == written }
    let name = taken ? "\(written)·\(declaration.location.line)" : written
    staticLocalNames[key] = name
    return name
  }

  /// Records the static variable `declaration` as a property of the program, with its
  /// initial value.
  func declareStaticLocal(_ declaration: Cursor) {
    let initial = declaration.children.last.flatMap { Self.isExpression($0.kind) ? $0 : nil }
    staticLocals.append(
      HandlerProgram.Property(
        name: staticLocalName(declaration), type: Self.type(declaration.typeSpelling),
        initial: initial.map(expression), location: declaration.location))
  }
}
