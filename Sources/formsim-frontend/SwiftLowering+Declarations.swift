import FormSimHandlers
import SwiftParser
import SwiftSyntax

/// Declarations: the types, extensions and loose members whose methods and properties become
/// the view controller's.
extension SwiftLowering {
  func lowerTopLevel(_ items: CodeBlockItemListSyntax, into program: inout HandlerProgram) {
    recordSuperclasses(items)
    // A snippet (a file of loose members, no type and no `viewDidLoad`) puts its loose lines
    // where an answer says they go (`// in viewDidLoad:`, then the `addObserver` lines): they
    // are `viewDidLoad`'s body.
    let isSnippet = !items.contains { item in
      guard case .decl(let declaration) = item.item else { return false }
      if let function = declaration.as(FunctionDeclSyntax.self) {
        return function.name.text == "viewDidLoad"
      }
      return !declaration.is(VariableDeclSyntax.self)
    }
    var loose: [Statement] = []
    var firstLoose: CodeBlockItemSyntax?
    for item in items {
      switch item.item {
      case .decl(let declaration):
        lowerMember(declaration, onView: false, into: &program)
        if declaration.is(FunctionDeclSyntax.self) {
          program.methods[program.methods.count - 1].isFreeFunction = true
        }
      case .stmt, .expr:
        guard isSnippet else {
          warn(
            "a statement outside any function is not run; FormSim runs the view controller's"
              + " methods",
            at: item)
          continue
        }
        firstLoose = firstLoose ?? item
        loose += statements(of: item)
      @unknown default:
        warn("this is not read", at: item)
      }
    }
    if let firstLoose {
      warn(
        "the statements outside any function run as viewDidLoad's body, where a snippet's lines"
          + " are meant to go",
        at: firstLoose)
      program.methods.append(
        HandlerProgram.Method(
          name: "viewDidLoad", parameters: [], body: loose, location: location(of: firstLoose),
          onView: false))
    }
  }

  /// The structs and enums declared inside bodies, as the file's own types; one named like a
  /// type the file has already is refused, as a nested type was before (its name would mean
  /// two types).
  func lowerLocalTypes(into program: inout HandlerProgram) {
    var names = Set(program.types.map(\.name))
    while !localTypes.isEmpty {
      let pending = localTypes
      localTypes = []
      for declaration in pending {
        let name =
          declaration.as(StructDeclSyntax.self)?.name.text
          ?? declaration.as(EnumDeclSyntax.self)?.name.text ?? ""
        guard names.insert(name).inserted else {
          warnings.append(
            HandlerProgram.Diagnostic(
              .error, at: location(of: declaration),
              "a nested type named '\(name)' as another type of the file is outside what FormSim"
                + " interprets"))
          continue
        }
        lowerMember(declaration, onView: false, into: &program)
      }
    }
  }

  /// One member of a type, an extension or the file.
  func lowerMember(
    _ declaration: DeclSyntax, onView: Bool, into program: inout HandlerProgram
  ) {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .functionDecl(let function):
      program.methods.append(method(function, onView: onView))
    case .initializerDecl(let initializer):
      program.methods.append(method(initializer, onView: onView))
    case .variableDecl(let variable):
      program.properties += properties(variable)
      program.methods += observers(variable, onView: onView)
    case .classDecl(let type):
      let name = type.name.text
      let isView = isView(className: name)
      var declaredClass = declared(type.name, .classType, type.memberBlock)
      if isView { declaredClass.viewClass = uikitAncestor(of: name) }
      program.types.append(declaredClass)
      if name == keyboardHelper {
        program.helperScreen = HandlerProgram.NamedClass(
          name: name, location: location(of: type.name))
        warn(
          "'\(name)' is no view controller, but it registers itself for the keyboard's"
            + " notifications: it runs as the screen's handler, made by its initialiser",
          at: type.name)
      }
      if isController(name), superclasses[name] == "UITableViewController" {
        program.tableViewController = HandlerProgram.NamedClass(
          name: name, location: location(of: type.name))
      }
      let first = program.methods.count
      let firstProperty = program.properties.count
      lowerMembers(
        type.memberBlock, onView: isView, owner: ownsItsMembers(name) ? name : nil,
        viewClass: isView ? uikitAncestor(of: name) : nil, into: &program)
      // A controller's or a view's `static func` (`ViewMover.move(view, up: true)` of a
      // controller class the screen never shows) needs no object of the class: it is its
      // class's, called through the class's name, as a helper's is.
      let typeMethods = functionLocations(in: type.memberBlock, marked: [.static, .class])
      for index in first..<program.methods.count
      where program.methods[index].owner == nil
        && typeMethods.contains(program.methods[index].location)
      {
        program.methods[index].owner = name
      }
      // A controller whose superclass is the app's (`ProfileViewController:
      // KeyboardAwareViewController`): its methods override that class's.
      if isController(name), let superclass = superclasses[name],
        !superclass.hasPrefix("UI"), !superclass.hasPrefix("NS"), !superclass.isEmpty
      {
        let inheritance = HandlerProgram.Method.Inheritance(className: name, superclass: superclass)
        for index in first..<program.methods.count where program.methods[index].owner == nil {
          program.methods[index].inheritance = inheritance
        }
        for index in firstProperty..<program.properties.count
        where program.properties[index].owner == nil && program.properties[index].getter != nil {
          program.properties[index].inheritance = inheritance
        }
      } else if isController(name), let superclass = superclasses[name], !superclass.isEmpty {
        // Of UIKit's controller: an `override` of a method an extension of UIKit's class adds
        // (`@objc func updateForKeyboard(_:)` in `extension UIViewController`) is the one the
        // message reaches, and its `super` call reaches the extension's.
        let overrides = functionLocations(in: type.memberBlock, marked: [.override])
        let inheritance = HandlerProgram.Method.Inheritance(className: name, superclass: superclass)
        for index in first..<program.methods.count
        where program.methods[index].owner == nil
          && overrides.contains(program.methods[index].location)
        {
          program.methods[index].inheritance = inheritance
        }
      }
    case .structDecl(let type):
      program.types.append(declared(type.name, .structType, type.memberBlock))
      lowerMembers(type.memberBlock, onView: false, owner: type.name.text, into: &program)
    case .enumDecl(let type):
      program.types.append(declared(type.name, .enumType, type.memberBlock))
      lowerMembers(type.memberBlock, onView: false, owner: type.name.text, into: &program)
    case .protocolDecl(let type):
      program.types.append(declared(type.name, .protocolType, type.memberBlock))
    case .actorDecl(let type):
      lowerMembers(type.memberBlock, onView: false, into: &program)
    case .extensionDecl(let type):
      var name = type.extendedType.trimmedDescription
      // An extension of a protocol only views adopt (`protocol MovingWithKeyboard where Self:
      // UIView`, or `extension P where Self: UIView`) is one of that view class.
      if let viewType = Self.selfRequirement(type.genericWhereClause) ?? selfTypes[name],
        isView(typeName: viewType)
      {
        name = viewType
      }
      let isView = isView(typeName: name)
      let owner = valueType(extended: name) ?? objectClass(extended: name)
      let methods = program.methods.count
      let properties = program.properties.count
      lowerMembers(
        type.memberBlock, onView: isView, owner: owner,
        viewClass: isView ? uikitAncestor(of: name) : nil, into: &program)
      // The properties of an extension of UIKit's view classes (`extension UIView { var y:
      // CGFloat { … } }`) are each view's; a view class of the files' keeps its own, the
      // screen's.
      if isView, superclasses[name] == nil {
        for index in properties..<program.properties.count {
          program.properties[index].onView = true
        }
      }
      // A protocol's default implementations, which the screen's own members replace.
      if owner == nil, adoptersOfTheFile[name] != nil {
        for index in methods..<program.methods.count {
          program.methods[index].isProtocolDefault = true
        }
        for index in properties..<program.properties.count {
          program.properties[index].isProtocolDefault = true
        }
      }
    case .ifConfigDecl(let conditional):
      lowerActiveClause(conditional, onView: onView, into: &program)
    case .subscriptDecl(let subscriptDecl):
      warn("a subscript is not read", at: subscriptDecl)
    default:
      // Deinitialisers, imports, type aliases, enum cases, operators: nothing a keyboard
      // handler runs.
      break
    }
  }

  /// A type of the file: its name, kind, enum cases and stored properties.
  private func declared(
    _ name: TokenSyntax, _ kind: HandlerProgram.DeclaredType.Kind, _ block: MemberBlockSyntax
  ) -> HandlerProgram.DeclaredType {
    var cases: [String] = []
    var fields: [String] = []
    for member in block.members {
      if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
        cases += enumCase.elements.map { identifier($0.name) }
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        // A write of a published property runs its subscribers: it is kept as an observed
        // one is (`HandlerProgram.isObservedMemberOfInstances`), not in the object.
        !Self.has("Published", variable.attributes)
      {
        for binding in variable.bindings where binding.accessorBlock == nil {
          if let field = binding.pattern.as(IdentifierPatternSyntax.self) {
            fields.append(identifier(field.identifier))
          }
        }
      }
    }
    return HandlerProgram.DeclaredType(
      name: identifier(name), kind: kind, cases: cases, fields: fields)
  }

  /// Where the block's functions marked with one of `keywords` (`override`, `static`) are: the
  /// locations their lowered methods carry.
  private func functionLocations(in block: MemberBlockSyntax, marked keywords: [Keyword])
    -> Set<FormSimHandlers.SourceLocation>
  {
    Set(
      block.members.compactMap { member -> FormSimHandlers.SourceLocation? in
        guard let function = member.decl.as(FunctionDeclSyntax.self),
          function.modifiers.contains(where: { modifier in
            keywords.contains { modifier.name.tokenKind == .keyword($0) }
          })
        else { return nil }
        return location(of: function)
      })
  }

  /// A type's members; `owner` names the type when its members belong to its values rather
  /// than to the view controller.
  private func lowerMembers(
    _ block: MemberBlockSyntax, onView: Bool, owner: String? = nil, viewClass: String? = nil,
    into program: inout HandlerProgram
  ) {
    let methods = program.methods.count
    let properties = program.properties.count
    for member in block.members {
      lowerMember(member.decl, onView: onView, into: &program)
    }
    for index in methods..<program.methods.count where program.methods[index].onView {
      program.methods[index].viewClass = viewClass
    }
    guard let owner else { return }
    for index in methods..<program.methods.count where program.methods[index].owner == nil {
      program.methods[index].owner = owner
    }
    for index in properties..<program.properties.count
    where program.properties[index].owner == nil {
      program.properties[index].owner = owner
    }
  }

  /// Whether a class's members are the view controller's: a controller's of UIKit's or of
  /// the file (or of another file, by its name).
  private func isController(_ typeName: String, depth: Int = 0) -> Bool {
    let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
    // A class of the file that inherits nothing, or only `NSObject`, is no view controller
    // whatever its name.
    if let superclass = superclasses[name], superclass.isEmpty || superclass == "NSObject" {
      return false
    }
    if name.hasSuffix("Controller") { return true }
    guard depth < 32, let superclass = superclasses[name], !superclass.isEmpty else {
      return false
    }
    return isController(superclass, depth: depth + 1)
  }

  /// The owner of an extension's members: Foundation's and Core Graphics' value types, the
  /// file's own structs and enums, and UIKit's shared objects' classes; nil for the rest (a controller, a protocol the controller
  /// adopts, a type of another file), whose members are the view controller's.
  private func valueType(extended typeName: String) -> String? {
    let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
    if Self.valueTypes.contains(name) || valueTypesOfTheFile.contains(name) { return name }
    return SharedObjectClass.named(name)
  }

  /// Whether a class of the files makes objects that own its members: no view, no controller,
  /// not the file's keyboard helper (which runs as the screen).
  private func ownsItsMembers(_ name: String) -> Bool {
    superclasses[name] != nil && !isView(className: name) && !isController(name)
      && name != keyboardHelper
  }

  /// The class whose objects own an extension's members: a class of the files that owns its
  /// own (no view, no controller, not the file's keyboard helper), or the one such class of
  /// the file that adopts the protocol extended; nil for the rest.
  private func objectClass(extended typeName: String) -> String? {
    let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
    if ownsItsMembers(name) { return name }
    guard let adopters = adoptersOfTheFile[name], adopters.count == 1,
      ownsItsMembers(adopters[0])
    else { return nil }
    return adopters[0]
  }

  private static let valueTypes: Set<String> = [
    "Notification", "NSNotification", "CGRect", "CGPoint", "CGSize", "UIEdgeInsets", "String",
    "Int", "Double", "CGFloat", "Float", "Bool", "Array", "Dictionary", "Optional",
    "TimeInterval", "Data", "Date",
    // RxSwift's struct around an object (`scrollView.rx`), whose extensions declare binders.
    "Reactive",
  ]

  /// `#if` around declarations: the clause a device's build compiles is read.
  private func lowerActiveClause(
    _ conditional: IfConfigDeclSyntax, onView: Bool, into program: inout HandlerProgram
  ) {
    guard let active = activeClause(of: conditional) else { return }
    switch active.elements {
    case .decls(let members):
      for member in members { lowerMember(member.decl, onView: onView, into: &program) }
    case .statements(let items):
      for item in items {
        if case .decl(let declaration) = item.item {
          lowerMember(declaration, onView: onView, into: &program)
        } else {
          warn("a statement outside any function is not run", at: item)
        }
      }
    default:
      break
    }
  }

  func method(_ function: FunctionDeclSyntax, onView: Bool) -> HandlerProgram.Method {
    let result = function.signature.returnClause?.type
    insideView = onView
    defer { insideView = false }
    var method = HandlerProgram.Method(
      name: identifier(function.name),
      parameters: parameters(function.signature.parameterClause),
      body: function.body.map {
        body($0.statements, implicitReturn: result != nil, result: result)
      } ?? [],
      location: location(of: function), onView: onView)
    method.isAction = Self.has("IBAction", function.attributes)
    return method
  }

  /// An initialiser, as the method `init` with its parameters: the view controller's is what
  /// UIKit runs when it makes the controller (`CompiledHandler.initializer`).
  func method(_ initializer: InitializerDeclSyntax, onView: Bool) -> HandlerProgram.Method {
    insideView = onView
    defer { insideView = false }
    return HandlerProgram.Method(
      name: "init", parameters: parameters(initializer.signature.parameterClause),
      body: initializer.body.map { body($0.statements, implicitReturn: false) } ?? [],
      location: location(of: initializer), onView: onView)
  }

  private func parameters(_ clause: FunctionParameterClauseSyntax) -> [HandlerProgram.Parameter] {
    clause.parameters.map { parameter in
      let label = identifier(parameter.firstName)
      // Swift 1 and 2 wrote `inout` before the name (`func height(inout h: CGFloat)`).
      let swift2Inout = Self.isSwift2Inout(parameter) ? "inout " : ""
      return HandlerProgram.Parameter(
        label: label == "_" ? nil : label,
        name: parameter.secondName.map(identifier) ?? label,
        type: swift2Inout + declaredType(parameter.type),
        defaultValue: parameter.defaultValue.map { expression($0.value) })
    }
  }

  /// A `var` or `let` member: one property per name it declares.
  func properties(_ variable: VariableDeclSyntax) -> [HandlerProgram.Property] {
    let isOutlet = Self.has("IBOutlet", variable.attributes)
    let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    let isPublished = Self.has("Published", variable.attributes)
    var result: [HandlerProgram.Property] = []
    for (index, binding) in variable.bindings.enumerated() {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self) else {
        warn("a property declared with a pattern is not read", at: binding.pattern)
        continue
      }
      // A later binding of `var a = 1, b = 2` starts at its name.
      let at = index == 0 ? location(of: variable) : location(of: binding)
      result.append(
        HandlerProgram.Property(
          name: identifier(name.identifier),
          type: binding.typeAnnotation.map { declaredType($0.type) },
          initial: binding.initializer.map {
            initialValue(expression($0.value), of: binding.typeAnnotation?.type)
          },
          getter: binding.accessorBlock.flatMap {
            getter($0, of: name.identifier.text, type: binding.typeAnnotation?.type)
          },
          isOutlet: isOutlet, location: at))
      result[result.count - 1].isLazy = isLazy
      result[result.count - 1].isPublished = isPublished
    }
    return result
  }

  /// The class a `where Self: T` clause requires, when it has one.
  static func selfRequirement(_ clause: GenericWhereClauseSyntax?) -> String? {
    for requirement in clause?.requirements ?? [] {
      if case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.trimmedDescription == "Self"
      {
        return conformance.rightType.trimmedDescription
      }
    }
    return nil
  }

  /// A declared type as written, a type alias of the file's in it spelled out
  /// (`KeyboardCallback?` is `((CGRect) -> Void)?`), as the compiler reads it: what a call of
  /// a closure of that type passes is typed by it.
  func declaredType(_ type: TypeSyntax) -> String {
    let written = type.trimmedDescription
    let bare = written.prefix { $0 != "?" && $0 != "!" }
    guard let aliased = typeAliases[String(bare)] else { return written }
    return "(\(aliased))" + written.dropFirst(bare.count)
  }

  /// A stored property's initial value, `.init(…)` of its declared type written as that type's
  /// call (`let textView: UITextView = .init()` is `UITextView()`), as the compiler reads it.
  func initialValue(_ value: Expression, of type: TypeSyntax?) -> Expression {
    guard value.isImplicitInitializer, case .call(let callee, let arguments) = value.kind,
      let named = type?.as(IdentifierTypeSyntax.self)
        ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        .as(IdentifierTypeSyntax.self)
        ?? type?.as(OptionalTypeSyntax.self)?.wrappedType.as(IdentifierTypeSyntax.self)
    else { return value }
    return Expression(
      .call(Expression(.name(identifier(named.name)), at: callee.location), arguments),
      at: value.location)
  }

  /// Whether a declaration is marked `@name` (`@IBOutlet`, `@IBAction`, Combine's
  /// `@Published`, whose writes run code as a property's observers do).
  static func has(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
  }

  /// A stored property's `willSet` and `didSet`, and a computed property's `set`, each a method
  /// named after the property (`keyboardHeight.didSet`, a name no Swift method can have) of one
  /// parameter, `newValue` (`oldValue` for `didSet`) unless the accessor names it: the evaluator
  /// runs them for a write.
  func observers(_ variable: VariableDeclSyntax, onView: Bool) -> [HandlerProgram.Method] {
    variable.bindings.flatMap { binding -> [HandlerProgram.Method] in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self),
        case .accessors(let accessors)? = binding.accessorBlock?.accessors
      else { return [] }
      return accessors.compactMap { accessor in
        guard let kind = PropertyAccessor(rawValue: accessor.accessorSpecifier.text) else {
          return nil
        }
        let parameter = accessor.parameters.map { identifier($0.name) } ?? kind.defaultParameter
        return HandlerProgram.Method(
          name: kind.methodName(of: identifier(name.identifier)),
          parameters: [
            HandlerProgram.Parameter(
              label: nil, name: parameter,
              type: binding.typeAnnotation?.type.trimmedDescription)
          ],
          body: accessor.body.map { body($0.statements, implicitReturn: false) } ?? [],
          location: location(of: accessor), onView: onView)
      }
    }
  }

  /// The getter of a computed property (`var x: T { … }` or `get { … }`); `nil` for a stored
  /// property's observers. Those and a setter are methods of their own (`observers(_:onView:)`);
  /// any other accessor is passed over with a warning.
  private func getter(_ block: AccessorBlockSyntax, of name: String, type: TypeSyntax?)
    -> [Statement]?
  {
    // What it returns has the property's type, as a function's has its result type.
    switch block.accessors {
    case .getter(let items):
      return body(items, implicitReturn: true, result: type)
    case .accessors(let accessors):
      var body: [Statement]?
      for accessor in accessors {
        let kind = accessor.accessorSpecifier.text
        if kind == "get" {
          body =
            accessor.body.map {
              self.body($0.statements, implicitReturn: true, result: type)
            } ?? []
        } else if PropertyAccessor(rawValue: kind) == nil {
          warn("the '\(kind)' of '\(name)' is not run", at: accessor)
        }
      }
      return body
    @unknown default:
      warn("the accessors of '\(name)' are not read", at: block)
      return nil
    }
  }

  /// A name as written, without the backquotes of `` `default` ``.
  func identifier(_ token: TokenSyntax) -> String {
    token.identifier?.name ?? token.text
  }

  // MARK: Views

  private func recordSuperclasses(_ items: CodeBlockItemListSyntax) {
    let collector = ClassCollector(viewMode: .sourceAccurate)
    collector.walk(items)
    // The other files of the module tell the superclass of a class this one does not declare
    // (`class LoginScreen: BaseScreen`, the base in a file of its own); the file's own win.
    superclasses = moduleSuperclasses.merging(collector.superclasses) { _, own in own }
    valueTypesOfTheFile = collector.valueTypes
    typeAliases = collector.typeAliases
    selfTypes = collector.selfTypes
    adoptersOfTheFile = collector.protocols.reduce(into: [:]) { adopters, name in
      adopters[name] = collector.classes.filter { type in
        type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == name }
          ?? false
      }.map(\.name.text)
    }
    // A screen in another file of the module (`ViewController` beside its keyboard helper's
    // file) is the handler's: the helper here is then an object of its own class.
    let moduleHasScreen = moduleSuperclasses.keys.contains {
      collector.superclasses[$0] == nil && (isView(className: $0) || isController($0))
    }
    keyboardHelper =
      moduleHasScreen
      ? nil
      : Self.keyboardHelper(among: collector.classes) {
        self.isView(className: $0) || self.isController($0)
      }
  }

  /// Each class the other files of the module declare and its superclass.
  static func superclasses(inModule sources: [[UInt8]]) -> [String: String] {
    var superclasses: [String: String] = [:]
    for source in sources {
      let parsed = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let collector = ClassCollector(viewMode: .sourceAccurate)
      collector.walk(parsed)
      superclasses.merge(collector.superclasses) { first, _ in first }
    }
    return superclasses
  }

  /// The one class of a file without a view controller that registers itself for the
  /// keyboard's notifications (`addObserver(self, …)` in its initialiser or a method): a
  /// helper such as `KeyboardAdjustment(scrollView:)`, which the screen makes and keeps. It is
  /// what the code says handles the keyboard, so it is run as the controller would be.
  private static func keyboardHelper(
    among classes: [ClassDeclSyntax], isViewOrController: (String) -> Bool
  ) -> String? {
    guard !classes.contains(where: { isViewOrController($0.name.text) }) else { return nil }
    let helpers = classes.filter { ObserverRegistration.registersSelf(in: $0.memberBlock) }
    return helpers.count == 1 ? helpers[0].name.text : nil
  }

  /// Whether a class of the file is a view: UIKit's, or a subclass of one (through the
  /// file's own classes).
  private func isView(className: String) -> Bool {
    guard let superclass = superclasses[className] else { return false }
    return isView(typeName: superclass)
  }

  /// The UIKit class a view class of the file descends from (`UIScrollView` for
  /// `class FormScrollView: UIScrollView`), or the name itself for one of UIKit's or of
  /// another file.
  private func uikitAncestor(of typeName: String, depth: Int = 0) -> String {
    let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
    guard depth < 32, !name.hasPrefix("UI"), let superclass = superclasses[name] else {
      return name
    }
    return uikitAncestor(of: superclass, depth: depth + 1)
  }

  /// Whether `typeName` (`UIView`, `UIKit.UIScrollView`, a class of the file) names a view, or
  /// a constraint: a class of the file that extends one is, like a view's, the class of one of
  /// the screen's objects (a `KeyboardLayoutConstraint` a storyboard sets on the scroll view's
  /// bottom constraint), whose methods run on that object.
  func isView(typeName: String, depth: Int = 0) -> Bool {
    let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
    if Self.uiKitViews.contains(name) || name == "NSLayoutConstraint"
      || (name.hasPrefix("UI") && (name.hasSuffix("View") || name.hasSuffix("Cell")))
    {
      return true
    }
    guard depth < 32, let superclass = superclasses[name] else { return false }
    return isView(typeName: superclass, depth: depth + 1)
  }

  /// UIKit's views whose names do not end in `View`.
  private static let uiKitViews: Set<String> = [
    "UIControl", "UILabel", "UIButton", "UITextField", "UIWindow", "UISwitch", "UISlider",
    "UISegmentedControl", "UIDatePicker", "UIStepper", "UISearchBar", "UIToolbar",
    "UINavigationBar", "UITabBar", "UIRefreshControl", "UIPageControl",
  ]
}

/// The classes of a file with their superclasses, and its structs and enums, outside any
/// function's body.
private final class ClassCollector: SyntaxVisitor {
  var superclasses: [String: String] = [:]
  var classes: [ClassDeclSyntax] = []
  var valueTypes: Set<String> = []
  var protocols: [String] = []
  /// The class a protocol requires of its adopters (`protocol P: UIView`, `protocol P where
  /// Self: UIView`), by the protocol's name.
  var selfTypes: [String: String] = [:]
  /// `typealias Name = Type` declarations, at the file's level or in its types.
  var typeAliases: [String: String] = [:]

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    typeAliases[node.name.text] = node.initializer.value.trimmedDescription
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.append(node)
    // A class that inherits nothing is a root class: recorded as such, so that its name
    // (`KeyboardFriendlyScrollController`) does not make it a view controller.
    superclasses[node.name.text] =
      node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    valueTypes.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.append(node.name.text)
    let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    if let required = SwiftLowering.selfRequirement(node.genericWhereClause)
      ?? inherited.first(where: { $0.hasPrefix("UI") })
    {
      selfTypes[node.name.text] = required
    }
    return .skipChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    valueTypes.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
