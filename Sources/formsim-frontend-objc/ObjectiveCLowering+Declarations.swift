import CClang
import FormSimHandlers

/// Declarations: interfaces, class extensions and implementations of the file's classes,
/// and categories, whose methods, properties and instance variables become the view
/// controller's.
extension ObjectiveCLowering {
  func lowerTopLevel(_ root: Cursor, into program: inout HandlerProgram) {
    // The opaque root's members are those of the app's other classes, not the file's.
    let declarations = root.children.filter {
      !isSimulatedSDK($0) && $0.spelling != OpaqueInterface.root
    }
    collectPropertyNames(root)
    collectImplementedSelectors(declarations)
    collectSynthesizedVariables(declarations)
    let superclasses = Self.superclasses(declarations)
    for implementation in declarations where implementation.kind == CXCursor_ObjCImplementationDecl
    {
      var name = superclasses[implementation.spelling]
      while let superclass = name, superclasses[superclass] != nil,
        inheritedClasses.insert(superclass).inserted
      {
        name = superclasses[superclass]
      }
    }
    let objectClasses = self.objectClasses(declarations, superclasses, into: &program)
    // Properties first, so that the methods' `_name` finds its property.
    for declaration in declarations {
      switch declaration.kind {
      case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCCategoryDecl, CXCursor_ObjCImplementationDecl,
        CXCursor_ObjCCategoryImplDecl:
        let className = Self.className(of: declaration)
        let owner = className.flatMap { objectClasses.contains($0) ? $0 : nil }
        let declared = declaration.children.compactMap(property)
        if let index = program.types.firstIndex(where: { $0.name == className }) {
          // An object's stored properties, which a new object starts with: its own ones even
          // while a lone helper's file runs it as the screen.
          for name in declared.map(\.name) where !program.types[index].fields.contains(name) {
            program.types[index].fields.append(name)
          }
        }
        program.properties += declared.map { property in
          var property = property
          property.owner = owner
          return property
        }
      case CXCursor_VarDecl where declaration.isInMainFile:
        // A file-level constant or variable (`static const CGFloat kGap = 10;`).
        program.properties.append(
          HandlerProgram.Property(
            name: declaration.spelling, type: Self.type(declaration.typeSpelling),
            initial: declaration.children.last.flatMap(initializer),
            location: declaration.location))
      default:
        break
      }
    }
    // An instance variable and the property it backs (`@synthesize editingField;`) are one.
    var seen: [String: Int] = [:]
    var unique: [HandlerProgram.Property] = []
    for property in program.properties {
      let key = (property.owner ?? "") + "." + property.name
      if let first = seen[key] {
        unique[first].isOutlet = unique[first].isOutlet || property.isOutlet
      } else {
        seen[key] = unique.count
        unique.append(property)
      }
    }
    program.properties = unique
    ownProperties = Set(unique.map(\.name))
    // A file of loose methods has its `@implementation` opened in the prelude.
    for declaration in declarations {
      switch declaration.kind {
      case CXCursor_ObjCImplementationDecl:
        let name = declaration.spelling
        let owner = objectClasses.contains(name) ? name : nil
        // A class of UIKit's view (`PQFormScrollView : UIScrollView`): its code runs on the
        // screen's view of that class, as a category's of UIKit's view does.
        let view = Self.uikitAncestor(of: name, superclasses).flatMap { ancestor in
          owner == nil && isView(ancestor) ? ancestor : nil
        }
        // A helper object's class (or the lone one the file is, its screen's handler) keeps
        // its class methods among its own; a controller's or a view's are its class's.
        let helper = owner != nil || program.helperScreen?.name == name
        var methods = methods(
          of: declaration, onView: view != nil, owner: owner, ownsClassMethods: helper,
          classMethodOwner: name)
        if let view {
          for index in methods.indices { methods[index].viewClass = view }
          // Declared as a Swift view class is, so that code making one (`[[InsetScrollView
          // alloc] init]`) makes the screen's view it stands for and runs its initialiser.
          if !program.types.contains(where: { $0.name == name }) {
            program.types.append(
              HandlerProgram.DeclaredType(name: name, kind: .classType, viewClass: view))
          }
        }
        if owner == nil, superclasses[name] == "UITableViewController" {
          program.tableViewController = HandlerProgram.NamedClass(
            name: name, location: declaration.location)
        }
        // A controller whose superclass is the app's (`DemoScrollViewController :
        // LGScrollViewController`, implemented in another file): its methods override that
        // class's, and its `[super …]` reaches them, as a Swift subclass's do. Of UIKit's
        // controller, only a method whose selector a category of that class declares (a
        // library's hook left empty for screens to fill): the runtime sends the message to
        // it, as a Swift `override` of an extension's method is.
        if owner == nil, let superclass = superclasses[name], !superclass.isEmpty {
          let hooks =
            superclasses[superclass] != nil
            ? nil : Self.categorySelectors(of: superclass, in: declarations)
          let inheritance = HandlerProgram.Method.Inheritance(
            className: name, superclass: superclass)
          for index in methods.indices
          where hooks?.contains(
            Self.selectorKey(methods[index].name, methods[index].parameters.count)) ?? true
          {
            methods[index].inheritance = inheritance
          }
        }
        program.methods += methods
      case CXCursor_ObjCCategoryImplDecl:
        let type = declaration.children.first { $0.kind == CXCursor_ObjCClassRef }?.spelling
        let onView = type.map(isView) ?? false
        let owner = type.flatMap { objectClasses.contains($0) ? $0 : SharedObjectClass.named($0) }
        // A class method of a category of UIKit's (`+[UIResponder currentFirstResponder]`),
        // sent to the class by name, runs as a controller's does.
        let categoryMethods = methods(
          of: declaration, onView: onView, owner: owner, classMethodOwner: type)
        program.methods += categoryMethods.map { method in
          var method = method
          if onView { method.viewClass = type }
          return method
        }
      case CXCursor_FunctionDecl where declaration.isInMainFile:
        // A C function the file defines (`static UIEdgeInsets InsetsAdding(…) { … }`) runs
        // as one of its methods would, called by its name; a prototype alone is another
        // file's, and its calls are opaque.
        if declaration.children.contains(where: { $0.kind == CXCursor_CompoundStmt }) {
          var function = method(declaration, onView: false)
          function.isFreeFunction = true
          program.methods.append(function)
        }
      default:
        break
      }
    }
  }

  /// The classes the file implements that are plain objects (a keyboard helper of `NSObject`'s
  /// that the view controller makes with `[[KeyboardLifter alloc] initWithScrollView:…]` and
  /// keeps), when the file implements the screen's class beside them: each is declared as a
  /// class, and owns its methods and properties, as a Swift class of the file does. A file
  /// whose only class is such an object runs it as the screen (the helper is all it shows of
  /// the keyboard's handling), unless other files given with it have the screen's code.
  private func objectClasses(
    _ declarations: [Cursor], _ superclasses: [String: String],
    into program: inout HandlerProgram
  ) -> Set<String> {
    let implemented = declarations.filter { $0.kind == CXCursor_ObjCImplementationDecl }
    // An object's class inherits `NSObject` or nothing; one whose interface the file does not
    // hold is taken, as before, for the screen's.
    let objects = implemented.filter {
      superclasses[$0.spelling].map { ["", "NSObject"].contains($0) } ?? false
    }
    for object in objects {
      program.types.append(HandlerProgram.DeclaredType(name: object.spelling, kind: .classType))
    }
    guard objects.count == implemented.count else { return Set(objects.map(\.spelling)) }
    if objects.count == 1 {
      program.helperScreen = HandlerProgram.NamedClass(
        name: objects[0].spelling, location: objects[0].location)
    }
    return []
  }

  /// Each interface's superclass, empty for a root class: the app's classes, whose interfaces
  /// are the files' (or the prelude's, for a header not beside them), not UIKit's, whatever
  /// their names (`UIScrollableViewController`).
  static func superclasses(_ declarations: [Cursor]) -> [String: String] {
    var superclasses: [String: String] = [:]
    for declaration in declarations where declaration.kind == CXCursor_ObjCInterfaceDecl {
      superclasses[declaration.spelling] =
        declaration.children.first { $0.kind == CXCursor_ObjCSuperClassRef }?.spelling ?? ""
    }
    return superclasses
  }

  /// The first of UIKit's classes `className` descends from, through the app's classes whose
  /// interfaces the files hold; nil when the file holds none of its interface.
  static func uikitAncestor(of className: String, _ superclasses: [String: String]) -> String? {
    var seen: Set<String> = [className]
    var name = superclasses[className]
    while let superclass = name, let next = superclasses[superclass],
      seen.insert(superclass).inserted
    {
      name = next
    }
    return name.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The instance methods the categories of `className` declare or implement, and those of
  /// the protocols they adopt (`@interface UIViewController (KeyboardAdditions)
  /// <KAKeyboardAdditions>`), each as `selectorKey` spells it.
  static func categorySelectors(of className: String, in declarations: [Cursor]) -> Set<String> {
    var keys: Set<String> = []
    var adopted: Set<String> = []
    func collect(_ declaration: Cursor) {
      for child in declaration.children where child.kind == CXCursor_ObjCInstanceMethodDecl {
        let selector = child.spelling
        let base = String(selector.prefix { $0 != ":" })
        keys.insert(selectorKey(base, selector.filter { $0 == ":" }.count))
      }
    }
    for declaration in declarations
    where declaration.kind == CXCursor_ObjCCategoryDecl
      || declaration.kind == CXCursor_ObjCCategoryImplDecl
    {
      guard Self.className(of: declaration) == className else { continue }
      collect(declaration)
      for child in declaration.children where child.kind == CXCursor_ObjCProtocolRef {
        adopted.insert(child.spelling)
      }
    }
    for declaration in declarations
    where declaration.kind == CXCursor_ObjCProtocolDecl && adopted.contains(declaration.spelling) {
      collect(declaration)
    }
    return keys
  }

  /// A method by its first piece and how many arguments it takes: `setHeight:animated:` and
  /// the lowered `setHeight` of two parameters are one.
  static func selectorKey(_ base: String, _ arguments: Int) -> String {
    base + String(repeating: ":", count: arguments)
  }

  /// The class an interface, implementation, class extension or category is of.
  static func className(of declaration: Cursor) -> String? {
    switch declaration.kind {
    case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCImplementationDecl: declaration.spelling
    default: declaration.children.first { $0.kind == CXCursor_ObjCClassRef }?.spelling
    }
  }

  /// FormSim's own header and the frameworks it stands for, which declare nothing of the
  /// file's.
  func isSimulatedSDK(_ cursor: Cursor) -> Bool {
    let name = cursor.fileName
    if name.isEmpty { return true }
    return name.hasPrefix(ClangParse.sdk + "/") && name != ClangParse.prelude
  }

  /// `@synthesize keyboardHeight = kbHeight;`: the instance variable `kbHeight` is the
  /// property's storage, so the code that names it names the property.
  private func collectSynthesizedVariables(_ declarations: [Cursor]) {
    for declaration in declarations where declaration.kind == CXCursor_ObjCImplementationDecl {
      for child in declaration.children where child.kind == CXCursor_ObjCSynthesizeDecl {
        let words = child.tokens.map(\.text)
        guard let equals = words.firstIndex(of: "="), equals + 1 < words.count else { continue }
        let variable = words[equals + 1]
        if variable != child.spelling { synthesizedVariables[variable] = child.spelling }
      }
    }
  }

  private func collectPropertyNames(_ root: Cursor) {
    var viewControllers: Set<String> = [
      "UIViewController", "UITableViewController", "UICollectionViewController",
    ]
    for declaration in root.children
    where declaration.kind == CXCursor_ObjCImplementationDecl && !isSimulatedSDK(declaration) {
      viewControllers.insert(declaration.spelling)
    }
    for declaration in root.children {
      switch declaration.kind {
      case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCCategoryDecl, CXCursor_ObjCProtocolDecl:
        // A class extension (`@interface Screen ()`) is a category with no name, and has
        // storage; a named one has none.
        let isCategory =
          declaration.kind == CXCursor_ObjCCategoryDecl && !declaration.spelling.isEmpty
          && !isSimulatedSDK(declaration)
          && Self.className(of: declaration).map(viewControllers.contains) == true
        for child in declaration.children where child.kind == CXCursor_ObjCPropertyDecl {
          propertyNames.insert(child.spelling)
          if isCategory { categoryProperties.insert(child.spelling) }
        }
      default:
        break
      }
    }
  }

  /// An `@property` or an instance variable of the file's class.
  private func property(_ cursor: Cursor) -> HandlerProgram.Property? {
    guard cursor.kind == CXCursor_ObjCPropertyDecl || cursor.kind == CXCursor_ObjCIvarDecl
    else { return nil }
    let isOutlet = cursor.children.contains { $0.kind == CXCursor_IBOutletAttr }
    var name = cursor.spelling
    // `_scrollView`, the variable behind `scrollView`, is that property; so is the variable a
    // `@synthesize` names.
    if cursor.kind == CXCursor_ObjCIvarDecl, let property = synthesizedVariables[name] {
      name = property
    } else if cursor.kind == CXCursor_ObjCIvarDecl, name.hasPrefix("_"),
      propertyNames.contains(String(name.dropFirst()))
    {
      name.removeFirst()
    }
    // One declared from the file's use has no place in the file.
    return HandlerProgram.Property(
      name: name, type: Self.type(cursor.typeSpelling), isOutlet: isOutlet,
      location: cursor.isInMainFile ? cursor.location : .none)
  }

  private func initializer(_ cursor: Cursor) -> Expression? {
    Self.isExpression(cursor.kind) ? expression(cursor) : nil
  }

  /// An implementation's or category's methods; `owner` is the UIKit class a category
  /// extends when its methods run on that class's shared object.
  private func methods(
    of implementation: Cursor, onView: Bool, owner: String? = nil, ownsClassMethods: Bool = false,
    classMethodOwner: String? = nil
  ) -> [HandlerProgram.Method] {
    implementation.children.compactMap { child -> HandlerProgram.Method? in
      switch child.kind {
      case CXCursor_ObjCInstanceMethodDecl:
        var lowered = method(child, onView: onView)
        lowered.owner = owner
        return lowered
      case CXCursor_ObjCClassMethodDecl where child.spelling == "load":
        // The runtime runs `+load` when the class is loaded: FormSim runs it first.
        var lowered = method(child, onView: false)
        lowered.owner = owner
        lowered.runsAtLoad = true
        return lowered
      case CXCursor_ObjCClassMethodDecl where ownsClassMethods:
        // A helper class's class method (`+[KeyboardMover moveView:up:]`), sent to the class
        // by its name: one of the class's own methods, as a Swift `static func` is.
        var lowered = method(child, onView: false)
        lowered.owner = owner
        return lowered
      case CXCursor_ObjCClassMethodDecl where classMethodOwner != nil:
        // Another controller's or view's class method (`+[ViewMover moveUp:inView:]` of a
        // `UIViewController` subclass the screen never shows), sent to its class by name: it
        // needs no object of the class, and runs as a helper's does.
        var lowered = method(child, onView: false)
        lowered.owner = classMethodOwner
        return lowered
      case CXCursor_ObjCClassMethodDecl:
        warn("the class method '+\(child.spelling)' is not run", at: child)
        return nil
      default:
        return nil
      }
    }
  }

  /// `- (void)keyboardWasShown:(NSNotification *)note` is `keyboardWasShown(_:)`; each
  /// later piece of the selector is its argument's label, as Swift imports it.
  private func method(_ cursor: Cursor, onView: Bool) -> HandlerProgram.Method {
    let pieces = cursor.spelling.split(separator: ":", omittingEmptySubsequences: false)
    let children = cursor.children
    let parameters = children.filter { $0.kind == CXCursor_ParmDecl }.enumerated().map {
      index, parameter in
      HandlerProgram.Parameter(
        label: index == 0 || index >= pieces.count ? nil : String(pieces[index]),
        name: parameter.spelling, type: Self.type(parameter.typeSpelling))
    }
    let block = children.first { $0.kind == CXCursor_CompoundStmt }
    let declared = block.map(Self.variables) ?? (names: [], types: [:])
    localNames = Set(parameters.map(\.name)).union(declared.names)
    localTypes = declared.types
    for parameter in parameters { localTypes[parameter.name] = parameter.type }
    defer { (localNames, localTypes) = ([], [:]) }
    let body = block.map { statements($0) } ?? []
    var method = HandlerProgram.Method(
      name: String(pieces.first ?? ""), parameters: parameters, body: body,
      location: cursor.location, onView: onView)
    // `- (IBAction)…`: the result type as written, before its first parameter or its body
    // (the macro leaves `void` to clang).
    let head = cursor.fileTokens(
      from: cursor.startOffset, to: children.first?.startOffset ?? cursor.endOffset)
    method.isAction = head.prefix(4).contains { $0.text == "IBAction" }
    return method
  }

  /// The variables declared anywhere in `block` (its nesting is bounded by `CursorDepth`,
  /// checked before lowering): their names, and the types of those declared with one, by name
  /// (a name declared twice, in two blocks, keeps the first).
  static func variables(in block: Cursor) -> (names: Set<String>, types: [String: String]) {
    var names: Set<String> = []
    var types: [String: String] = [:]
    var pending = [block]
    while let cursor = pending.popLast() {
      for child in cursor.children {
        if child.kind == CXCursor_VarDecl {
          names.insert(child.spelling)
          if types[child.spelling] == nil { types[child.spelling] = type(child.typeSpelling) }
        }
        // A `@catch` clause's exception is a local of the method too.
        if child.kind == CXCursor_ObjCAtCatchStmt, let name = caughtName(child) {
          names.insert(name)
        }
        pending.append(child)
      }
    }
    return (names, types)
  }

  /// Whether a class of UIKit's names a view, or a constraint: as a view's class does, a
  /// class of the file that extends one is the class of one of the screen's objects (a keyboard
  /// constraint a storyboard sets on the scroll view's bottom constraint).
  func isView(_ type: String) -> Bool {
    type == "UIView" || type == "UIScrollView" || type == "UITableView"
      || type == "NSLayoutConstraint"
      || type == "UICollectionView"
      || type == "UITextField" || type == "UITextView" || type == "UIControl"
      || type == "UIWindow" || type == "UILabel" || type == "UIButton"
  }

  /// A C type as the interpreter reads type names: `UIScrollView *` is `UIScrollView`,
  /// qualifiers and nullability dropped.
  static func type(_ spelling: String) -> String {
    let words = spelling.replacing("*", with: " ").split(separator: " ").filter {
      !qualifiers.contains($0)
    }
    return words.joined(separator: " ")
  }

  /// What a C type's spelling carries besides the type: ownership, nullability, storage.
  static let qualifiers: Set<Substring> = [
    "__strong", "__weak", "const", "__unsafe_unretained", "__autoreleasing", "_Nonnull",
    "_Nullable", "_Null_unspecified", "__kindof", "static", "volatile",
  ]
}
