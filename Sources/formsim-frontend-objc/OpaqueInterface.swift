import CClang

/// The classes a file uses and does not declare, declared as opaque from its use.
///
/// A real `.m` file imports the app's own headers and its libraries' (a model, a keychain
/// wrapper, a networking client, a layout library); FormSim has none of them. clang's
/// complaints say what the file uses of them: `unknown type name 'LoginModel'` is a class,
/// `instance method '-saveUser:' not found` a method, `property 'subject' not found` a
/// property. Each class is declared as a subclass of one opaque root whose members are
/// everything the file sends to any of them, so clang accepts the file and the interpreter
/// runs those parts as opaque values. A name whose type was guessed from its words and
/// whose use says it is none of UIKit's (`[self.bottomView mas_makeConstraints:…]`) is
/// made opaque too. So is a property the simulated UIKit does not declare on one of its
/// classes (a library's category on `UIView`: `view.mas_bottom`), declared in a category of
/// that class. A member of a class the file declares is not: clang's error about it stands.
struct OpaqueInterface {
  /// The class every opaque class inherits its members from.
  static let root = "FormSimOpaque"
  static let pointer = root + " *"

  /// The opaque classes a parsed file's translation unit declares (`root`'s subclasses, and
  /// the root itself).
  static func classes(in unit: Cursor) -> Set<String> {
    var names: Set<String> = [Self.root]
    for declaration in unit.children where declaration.kind == CXCursor_ObjCInterfaceDecl {
      let superclass = declaration.children.first { $0.kind == CXCursor_ObjCSuperClassRef }
      if superclass?.spelling == Self.root { names.insert(declaration.spelling) }
    }
    return names
  }

  /// Opaque classes, in the order found.
  private(set) var classes: [String] = []
  /// Methods by their selector with `-` or `+` before it, declared in full.
  private(set) var methods: [String: String] = [:]
  /// Properties by name, and their types.
  private(set) var properties: [String: String] = [:]
  /// Functions the file calls and declares nowhere (`DeviceIsPad()`), and constants it
  /// names (`UIApplicationDidEnterBackgroundNotification`).
  private(set) var functions: Set<String> = []
  /// Names first taken for classes that turn out to be C types (`UIStatusBarStyle`): numbers.
  private(set) var scalarTypes: [String] = []
  /// C types a variable is declared with and nothing declares (`CGImageRef cgref = …`): a
  /// framework's opaque reference, a pointer.
  private(set) var referenceTypes: [String] = []
  /// Protocols the file adopts or names and declares nowhere.
  private(set) var protocols: [String] = []
  private(set) var constants: Set<String> = []
  /// Lowercase names used as objects and declared nowhere, while a header the file imports is
  /// missing (`appDelegate.addressBook`, a macro of the app's): opaque objects.
  private(set) var objectGlobals: Set<String> = []
  /// Whether a header the file or its headers import is missing, so that a name declared
  /// nowhere may be one of its globals or macros rather than the file's mistake.
  var headersMissing = false
  /// Constants an object literal holds (`@[UMShareToSina, …]`): objects, not numbers.
  private(set) var objectConstants: Set<String> = []
  /// Constants a `case` label names (`case FormElementTypeOptions:`), which C wants constant
  /// at compile time: an enum's, each of its own value so that no two labels clash. The
  /// lowering keeps their names, unknown, not those values.
  private(set) var caseConstants: [String] = []
  /// Members the file uses of UIKit's classes that the simulated UIKit does not declare, by
  /// class, each by its name (a property's) or selector, with its declaration.
  private(set) var uikitMembers: [String: [String: String]] = [:]
  /// C++ classes or namespaces an Objective-C++ file qualifies names with and declares
  /// nowhere (`CLog::Log(LOGDEBUG, "…")`, from a missing `utils/log.h`), in the order found,
  /// each with the members the file names in it: a function, taking anything, or a variable.
  private(set) var cppScopes: [(name: String, members: [String: Bool])] = []

  /// `Trace::Write`, `Settings::verboseKeyboard`: the members of `cppScopes`, for the warning
  /// that lists them.
  var cppMemberNames: [String] {
    cppScopes.flatMap { scope in scope.members.keys.sorted().map { "\(scope.name)::\($0)" } }
  }

  /// `UIView.mas_bottom`, for the warning that lists them (a class method with `+`, a
  /// setter declared for a property not listed apart).
  var uikitMemberNames: [String] {
    uikitMembers.keys.sorted().flatMap { type in
      uikitMembers[type]!.keys.sorted().filter { !$0.hasPrefix("=") }.map { key in
        key.hasPrefix("+") ? "\(type) +\(key.dropFirst())" : "\(type).\(key)"
      }
    }
  }

  /// The declarations, read before the file. The root is always declared: a guessed name
  /// may be made opaque before any class is. A class `declaredElsewhere` names (a superclass
  /// the implicit interface declares for a class of the files) is left to it: one class
  /// declared twice stops clang.
  func declarations(besides declaredElsewhere: [String]) -> String {
    var text = scalarTypes.map { "typedef long \($0);\n" }.joined()
    text += referenceTypes.map { "typedef void *\($0);\n" }.joined()
    let classes = self.classes.filter { !declaredElsewhere.contains($0) }
    text += "@class \(([Self.root] + classes).joined(separator: ", "));\n"
    // `id<TaskProtocol>` is answered as an opaque object is.
    let members = methods.keys.sorted().map { methods[$0]! + ";\n" }.joined()
    text += protocols.map { "@protocol \($0) <NSObject>\n\(members)@end\n" }.joined()
    text += "@interface \(Self.root) : NSObject\n"
    // An opaque object may be the app's collection: what is read from it is opaque too,
    // so that a property of an element (`[items objectAtIndex:0].title`) can be declared.
    text += "- (\(Self.pointer))objectForKeyedSubscript:(id)key;\n"
    text += "- (void)setObject:(id)object forKeyedSubscript:(id)key;\n"
    text += "- (\(Self.pointer))objectAtIndexedSubscript:(NSUInteger)index;\n"
    text += "- (void)setObject:(id)object atIndexedSubscript:(NSUInteger)index;\n"
    text += "- (\(Self.pointer))objectAtIndex:(NSUInteger)index;\n"
    text += "- (\(Self.pointer))objectForKey:(id)key;\n"
    for name in properties.keys.sorted() {
      let type = properties[name]!
      let attributes =
        type.contains("^")
        ? "(nonatomic, copy)" : type.hasSuffix("*") ? "(nonatomic, strong)" : "(nonatomic)"
      let declaration =
        type.contains("^")
        ? type.replacing("(^)", with: "(^\(name))") : ImplicitInterface.declaration(type, name)
      text += "@property \(attributes) \(declaration);\n"
    }
    for key in methods.keys.sorted() { text += methods[key]! + ";\n" }
    text += "@end\n"
    for name in classes { text += "@interface \(name) : \(Self.root)\n@end\n" }
    for type in uikitMembers.keys.sorted() {
      // Methods, not properties: a category's property would be taken for the file's own.
      let members = uikitMembers[type]!
      // A property's setter (`=setPrompt:`) when the file also sends it as a message
      // (`[item setPrompt:…]`): one selector, declared once, or clang calls it a duplicate.
      let keys = members.keys.sorted().filter {
        !$0.hasPrefix("=") || members[String($0.dropFirst())] == nil
      }
      text += "@interface \(type) (\(Self.root))\n"
      text += keys.map { members[$0]! + ";\n" }.joined() + "@end\n"
    }
    for scope in cppScopes {
      // Declared as a struct: a namespace could not be told apart, and a struct takes what a
      // namespace's use asks (`Scope::function(…)`, `Scope::variable`).
      let members = scope.members.keys.sorted().map { name in
        scope.members[name]!
          ? "template <typename... Arguments> static \(Self.pointer)\(name)(Arguments...);\n"
          : "static \(Self.pointer)\(name);\n"
      }
      text += "struct \(scope.name) {\n\(members.joined())};\n"
    }
    for name in functions.sorted() { text += "id \(name)();\n" }
    for name in objectGlobals.sorted() { text += "extern \(Self.pointer)\(name);\n" }
    // A notification's name or a dictionary's key is a string; any other constant a number
    // (an option, a style, an enum's case).
    for name in constants.sorted() {
      // In either spelling: `UIKeyboardWillShowNotification`, a macro's
      // `TEXT_DID_BEGIN_EDITING_NOTIFICATION`.
      let isString =
        ["Notification", "Key", "Name", "_NOTIFICATION", "_KEY", "_NAME"].contains {
          name.hasSuffix($0)
        }
        || objectConstants.contains(name)
      if !caseConstants.contains(name) {
        text += isString ? "extern NSString *const \(name);\n" : "extern const long \(name);\n"
      }
    }
    if !caseConstants.isEmpty {
      let values = caseConstants.enumerated().map { "\($1) = \(Self.firstCaseValue + $0)" }
      text += "enum { \(values.joined(separator: ", ")) };\n"
    }
    return text
  }

  /// The value of the first `case` label's constant: far from the small numbers an app's
  /// own `case 0:` labels beside them use.
  static let firstCaseValue = 0x4653_0000

  /// The classes the file implements: its own, no UIKit's, whatever their prefix
  /// (`UIInputToolbarViewController`).
  private var ownClasses: Set<String> = []

  /// Reads a parse's diagnostics; whether anything new was learned. `guessed` is the
  /// interface declared from the file's use, whose guessed names may turn out opaque.
  mutating func learn(
    from diagnostics: [ClangDiagnostic], unit: CXTranslationUnit, source: String,
    guessed: inout ImplicitInterface
  ) -> Bool {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    ownClasses = ImplicitInterface.implementedClasses(in: source)
    var learned = false
    let classesBefore = classes.count
    var candidateGlobals: Set<String> = []
    for diagnostic in diagnostics where diagnostic.isError {
      let message = diagnostic.message
      let line =
        diagnostic.line >= 1 && diagnostic.line <= lines.count ? lines[diagnostic.line - 1] : ""
      if message.hasSuffix("' is not a class, namespace, or enumeration"),
        let name = ImplicitInterface.quoted(message, after: "'")
      {
        if !cppScopes.contains(where: { $0.name == name }) {
          cppScopes.append((name, [:]))
          learned = true
        }
      } else if let name = ImplicitInterface.quoted(message, after: "no member named '"),
        let scope = ImplicitInterface.quoted(message, after: "' in '"),
        let index = cppScopes.firstIndex(where: { $0.name == scope }),
        cppScopes[index].members[name] == nil
      {
        let rest = line.dropFirst(max(diagnostic.column - 1, 0) + name.count)
        cppScopes[index].members[name] = rest.drop { $0 == " " }.first == "("
        learned = true
      } else if let name = ImplicitInterface.quoted(message, after: "unknown type name '")
        ?? ImplicitInterface.quoted(message, after: "unknown receiver '")
        ?? Self.forwardClass(in: message)
        ?? (message == "expected a type" ? Self.word(in: line, at: diagnostic.column) : nil)
      {
        // Clang names it a type: a class, whatever its case (`soModel *model;`).
        learned = addClass(name, namedAsType: true) || learned
      } else if message == "expected ';' after expression",
        let name = Self.declaredType(in: line, before: diagnostic.column),
        !referenceTypes.contains(name), !classes.contains(name)
      {
        // First taken for a constant or a function, as clang read it then.
        constants.remove(name)
        functions.remove(name)
        referenceTypes.append(name)
        learned = true
      } else if let name = ImplicitInterface.quoted(message, after: "no type or protocol named '")
        ?? ImplicitInterface.quoted(message, after: "cannot find protocol declaration for '")
      {
        if !protocols.contains(name) {
          protocols.append(name)
          learned = true
        }
      } else if let name = Self.classReadAsValue(in: line, after: message, at: diagnostic.column),
        guessed.isGuessed(name)
      {
        // `comment *last = (comment *)items[0];` with the app's class (lowercase, or one first
        // met as a name): taken for a variable, it made a product of two names and a cast of
        // nothing.
        guessed.forget(name)
        // The variable the line declares of it is a local, not the class's.
        if let declared = line.firstRange(of: name + " *").map({ line[$0.upperBound...] }) {
          guessed.forget(String(declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        learned = addClass(name, namedAsType: true) || learned
      } else if message == "type-id cannot have a name",
        let open = line.prefix(max(diagnostic.column - 1, 0)).lastIndex(of: "(")
      {
        // `^(LoginModel *model) { … }`: a block's parameter of a class clang does not know.
        let after = line[line.index(after: open)...].drop { $0 == " " }
        let name = String(after.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        learned = addClass(name) || learned
        // The block's parameters, which clang took for undeclared names in its body until
        // their types were known, are not instance variables.
        for parameter in after.prefix(while: { $0 != ")" }).split(separator: ",") {
          guessed.forget(ImplicitInterface.lastName(in: parameter))
        }
      } else if let name = ImplicitInterface.quoted(message, after: "interface type '")
        ?? Self.classBefore(diagnostic, in: unit, among: classes),
        message.contains("cannot be returned by value")
          || message.contains("cannot be passed by value")
          || message.contains("cannot be statically allocated"),
        let index = classes.firstIndex(of: name)
      {
        classes.remove(at: index)
        scalarTypes.append(name)
        learned = true
      } else if let name = ImplicitInterface.undeclaredFunction(in: message),
        !functions.contains(name)
      {
        functions.insert(name)
        learned = true
      } else if let name = ImplicitInterface.quoted(
        message, after: "use of undeclared identifier '"),
        let first = name.first, first.isUppercase || ImplicitInterface.isConstantName(name)
      {
        // `[[UIToolbar alloc] init]` and `Cell *cell = …` name a class; anything else a
        // constant.
        let preceding = line.prefix(max(diagnostic.column - 1, 0)).reversed().drop { $0 == " " }
        // `@[UMShareToSina, …]` opens an array literal, not a message.
        let before = preceding.starts(with: "[@") ? "@" : preceding.first
        let after = line.dropFirst(max(diagnostic.column - 1, 0) + name.count).first { $0 != " " }
        let assigned =
          after == "="
          && line.dropFirst(diagnostic.column - 1 + name.count)
            .drop { $0 == " " }.dropFirst().first != "="
        // `StatusBarView.class`: a class's own class object.
        let member = line.dropFirst(max(diagnostic.column - 1, 0) + name.count)
          .drop { $0 == " " }.dropFirst().prefix { $0.isLetter }
        if before == "[" || after == "*" || (after == "." && member == "class") {
          learned = addClass(name) || learned
        } else if assigned {
          // `Total = …`: an instance variable of the missing header.
          learned = guessed.declareVariable(name) || learned
        } else if after == "." || after == "-", guessed.declareVariable(name) {
          // `MainScroll.contentInset`: a capitalised instance variable of the missing header,
          // whose members are read.
          learned = true
        } else if !constants.contains(name), !classes.contains(name) {
          constants.insert(name)
          learned = true
        }
      } else if headersMissing, guessed.classes.isEmpty,
        let name = ImplicitInterface.quoted(message, after: "use of undeclared identifier '"),
        let first = name.first, first.isLowercase, !objectGlobals.contains(name),
        case let before = line.prefix(max(diagnostic.column - 1, 0)),
        case let rest = line.dropFirst(before.count + name.count),
        rest.first == "." || before.last == "["
      {
        // `[appDelegate.addressBook contacts]` with the app's `AppDelegate+Chat.h` missing: a
        // global or macro of that header, an object whose members the file's use declares.
        candidateGlobals.insert(name)
      } else if message.hasPrefix("collection element of type '"),
        message.hasSuffix("is not an Objective-C object"),
        let name = Self.word(in: line, at: diagnostic.column), constants.contains(name),
        !objectConstants.contains(name)
      {
        // `@[UMShareToSina, UMShareToQzone, …]`: the constants an array or dictionary literal
        // holds are objects (clang names the first only).
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        objectConstants.formUnion(words.filter(constants.contains))
        learned = true
      } else if message == "expression is not an integer constant expression",
        let name = Self.word(in: line, at: diagnostic.column), constants.contains(name),
        !caseConstants.contains(name)
      {
        caseConstants.append(name)
        learned = true
      } else if message == "initializer element is not a compile-time constant" {
        // `static const int ddLogLevel = LOG_LEVEL_INFO;`: a file-level variable's initial
        // value, which C wants constant, names a missing header's constants; declared as a
        // `case` label's are, their values stay unknown.
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        let named = words.filter { constants.contains($0) && !caseConstants.contains($0) }
        caseConstants += named
        learned = learned || !named.isEmpty
      } else if message.hasPrefix("incompatible integer to pointer conversion"),
        message.contains("'const long'"),
        let name = Self.word(in: line, at: diagnostic.column), constants.contains(name),
        !objectConstants.contains(name)
      {
        // `[info valueForKey:UIImagePickerControllerEditedImage]`: a constant passed or put
        // where an object goes is an object, a missing header's key or name.
        objectConstants.insert(name)
        learned = true
      } else if message.hasPrefix("assigning to '"),
        !message.hasPrefix("assigning to '\(Self.pointer)'"),
        let from = ImplicitInterface.quoted(message, after: "from incompatible type '"),
        let equals = line.firstIndex(of: "=")
      {
        // `layer.shadowOffset = CGSizeMake(0, 1)`: a member of UIKit's declared from its use,
        // whose name made it a point, holds what it is given.
        let name = ImplicitInterface.lastName(in: line[..<equals])
        learned = retypeUIKitProperty(name, to: ImplicitInterface.unqualified(from)) || learned
      } else if message.hasPrefix("instance method '-") || message.hasPrefix("class method '+")
        || message.hasPrefix("no visible @interface for '")
      {
        learned = learnMethod(diagnostic, line: line, unit: unit, guessed: &guessed) || learned
      } else if let name = ImplicitInterface.quoted(message, after: "property '"),
        let type = ImplicitInterface.quoted(message, after: "not found on object of type '")
      {
        learned =
          learnProperty(name, on: type, line: line, diagnostic, guessed: &guessed) || learned
      } else if message.hasPrefix("called object type '") {
        // `make.top.equalTo(view)`, `….offset(8)`: a property that holds a block (whatever
        // type its name made it).
        let name = ImplicitInterface.lastName(in: line.prefix(max(diagnostic.column - 1, 0)))
        let callee = Self.calleeName(in: line, from: diagnostic.column)
        let target = properties[callee] != nil ? callee : name
        guard
          message.hasPrefix("called object type '\(Self.pointer)'") || properties[target] != nil
        else { continue }
        if let type = properties[target], !type.contains("^") {
          properties[target] = Self.pointer + "(^)()"
          learned = true
        }
      } else if message.hasPrefix("incompatible pointer to integer conversion assigning to '"),
        let equals = line.firstIndex(of: "="),
        case let name = ImplicitInterface.lastName(in: line[..<equals]),
        let current = properties[name], !current.hasSuffix("*")
      {
        // `item.likeCount = @"1";`: an opaque property its name made a number holds an object.
        properties[name] = Self.pointer
        learned = true
      } else if message.hasPrefix("incompatible operand types ('"),
        let name = Self.scalarOperand(of: message, in: line),
        let current = properties[name], !current.hasSuffix("*")
      {
        // `_price ? _price.amount : _donationAmount`: an opaque property its name made a
        // number is, beside an object on the other side, an object.
        properties[name] = Self.pointer
        learned = true
      } else if message.hasPrefix("member reference base type '"),
        message.hasSuffix("is not a structure or union"),
        case let name = ImplicitInterface.lastName(in: line.prefix(max(diagnostic.column - 1, 0))),
        let current = properties[name], !current.hasSuffix("*")
      {
        // `cell.rowHeight.constant`: an opaque property its name made a number has members,
        // so it is an object.
        properties[name] = Self.pointer
        learned = true
      } else if message.contains("assigning to '\(Self.pointer)' from"),
        let type = ImplicitInterface.quoted(message, after: "from '")
          ?? ImplicitInterface.quoted(message, after: "from incompatible type '"),
        let equals = line.firstIndex(of: "=")
      {
        // `label.numberOfLines = 2;`: an opaque property takes the type it is given.
        let name = ImplicitInterface.lastName(in: line[..<equals])
        let scalar = ImplicitInterface.unqualified(type)
        if properties[name] != nil, !scalar.hasSuffix("*"), properties[name] != scalar {
          properties[name] = scalar
          learned = true
        }
        learned = retypeUIKitProperty(name, to: scalar) || learned
      } else if ["type 'id'", "type '\(Self.pointer)'", "from 'id'", "from '\(Self.pointer)'"]
        .contains(where: message.contains),
        let type = ImplicitInterface.quoted(message, after: "initializing '")
          ?? ImplicitInterface.quoted(message, after: "assigning to '")
      {
        // `CGFloat value = self.slider.value;`, `CGSize size = [text measure:font];`: the
        // opaque member read has the type its value is put into.
        let value = String(line.split(separator: "=", maxSplits: 1).last ?? "")
        let wanted = ImplicitInterface.unqualified(type)
        let read = value.prefix { $0 != ";" }.reversed().drop { $0 == " " }
        // A property read ends the value; `[list indexOf:item.key]` ends with a message.
        let endsWithName = read.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
        let name = ImplicitInterface.lastName(in: value.prefix { $0 != ";" })
        if endsWithName, properties[name] != nil, properties[name] != wanted {
          properties[name] = wanted
          learned = true
        }
        learned = retypeMembers(mentionedIn: value, to: wanted) || learned
      } else if let wanted = ImplicitInterface.quoted(
        message, after: "returning '\(Self.pointer)' from a function with result type '")
        ?? ImplicitInterface.quoted(
          message,
          after: "returning '\(Self.pointer)' from a function with incompatible result type '")
      {
        // `return [super supportedInterfaceOrientations];`: the opaque member's value has the
        // method's result type.
        learned =
          retypeMembers(mentionedIn: line, to: ImplicitInterface.unqualified(wanted)) || learned
      }
    }
    // A capitalised name both messaged (`[DataMgr parseText:…]`) and read with a dot
    // (`DataMgr.currentAccount`) is a class: a class's property reads with a dot as well.
    for name in classes { guessed.forget(name) }
    // `Contact *c = …` before `Contact` is known reads as a use of `c`: names are taken for
    // globals only from a pass that learned no class.
    if classes.count == classesBefore, !candidateGlobals.isSubset(of: objectGlobals) {
      objectGlobals.formUnion(candidateGlobals)
      learned = true
    }
    return learned
  }

  /// The selector that sets the property `name`: `setSpacing:` for `spacing`.
  static func setter(of name: String) -> String {
    "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
  }

  /// A property of UIKit's classes declared from its use that is given a number
  /// (`view.lib_spacing = 4`): its getter and setter take the number's type.
  private mutating func retypeUIKitProperty(_ name: String, to scalar: String) -> Bool {
    guard !scalar.hasSuffix("*") else { return false }
    let setter = "=" + Self.setter(of: name)
    var learned = false
    for (type, members) in uikitMembers where members[setter] != nil {
      let wanted = "- (\(scalar))\(name)"
      guard members[name] != wanted else { continue }
      uikitMembers[type]![name] = wanted
      uikitMembers[type]![setter] = "- (void)\(setter.dropFirst())(\(scalar))value"
      learned = true
    }
    return learned
  }

  /// The name ending the operand of a `?:` that clang's complaint of incompatible operand
  /// types (`('CGFloat' (aka 'double') and 'NSNumber *')`) gives the number, where the other
  /// is an object; nil when neither or both are objects.
  static func scalarOperand(of message: String, in line: String) -> String? {
    // The quoted types, each but an `(aka '…')` spelling of the one before it.
    let pieces = message.split(separator: "'", omittingEmptySubsequences: false)
    let types = pieces.indices.filter { $0 % 2 == 1 && !pieces[$0 - 1].hasSuffix("(aka ") }
      .map { String(pieces[$0]) }
    guard types.count >= 2, types[0].hasSuffix("*") != types[1].hasSuffix("*"),
      let question = line.firstIndex(of: "?"),
      let colon = line[question...].firstIndex(of: ":")
    else { return nil }
    let operand =
      types[0].hasSuffix("*")
      ? line[line.index(after: colon)...].prefix { $0 != ";" && $0 != ")" && $0 != "," }
      : line[line.index(after: question)..<colon]
    let name = ImplicitInterface.lastName(in: operand)
    return name.isEmpty ? nil : name
  }

  /// Gives the opaque members `value` names that return an object the type `wanted`
  /// instead: whether any changed.
  private mutating func retypeMembers(mentionedIn value: String, to wanted: String) -> Bool {
    func retyped(_ key: String, _ declaration: String) -> String? {
      let name = String(key.drop { $0 == "-" || $0 == "+" }.prefix { $0 != ":" })
      guard ImplicitInterface.mentions(value, name),
        let close = declaration.firstIndex(of: ")"),
        [Self.pointer, "id"].contains(String(declaration.dropFirst(3)[..<close]))
      else { return nil }
      return declaration.prefix(2) + "(\(wanted))"
        + declaration[declaration.index(after: close)...]
    }
    var learned = false
    for (key, declaration) in methods {
      if let changed = retyped(key, declaration) {
        methods[key] = changed
        learned = true
      }
    }
    for (type, members) in uikitMembers {
      for (key, declaration) in members where !key.hasPrefix("=") {
        if let changed = retyped(key, declaration) {
          uikitMembers[type]![key] = changed
          learned = true
        }
      }
    }
    return learned
  }

  /// Declares `name` a class: a capitalised name, or any that clang's complaint names as a
  /// type (`namedAsType`), as an app's lowercase class (`soModel`) is.
  private mutating func addClass(_ name: String, namedAsType: Bool = false) -> Bool {
    guard let first = name.first, first.isUppercase || (namedAsType && first.isLetter),
      name != Self.root,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !classes.contains(name)
    else { return false }
    classes.append(name)
    // Taken for a constant first (`DataMgr.currentAccount` before `[DataMgr parseText:…]`):
    // the two declarations would clash.
    constants.remove(name)
    return true
  }

  /// Whether UIKit's class `name`, a category of it or a class it inherits from declares
  /// `selector` (a method, or a property's getter or setter) in the simulated header.
  static func uikitClass(_ name: String, answers selector: String, in unit: CXTranslationUnit)
    -> Bool
  {
    let declarations = Cursor(raw: clang_getTranslationUnitCursor(unit), unit: unit).children
    var current: String? = name
    var seen: Set<String> = []
    while let type = current, seen.insert(type).inserted {
      current = nil
      for declaration in declarations {
        let members: [Cursor]
        switch declaration.kind {
        case CXCursor_ObjCInterfaceDecl where declaration.spelling == type:
          members = declaration.children
        case CXCursor_ObjCCategoryDecl:
          members = declaration.children
          guard members.contains(where: { $0.kind == CXCursor_ObjCClassRef && $0.spelling == type })
          else { continue }
        default: continue
        }
        for member in members {
          switch member.kind {
          case CXCursor_ObjCSuperClassRef: current = member.spelling
          case CXCursor_ObjCInstanceMethodDecl where member.spelling == selector: return true
          case CXCursor_ObjCPropertyDecl:
            let name = member.spelling
            let setter = "set\(name.prefix(1).uppercased())\(name.dropFirst()):"
            if name == selector || setter == selector { return true }
          default: break
          }
        }
      }
    }
    return false
  }

  /// A message clang found no method for: declared on the opaque root when its receiver is
  /// opaque, `id`, a class named nowhere else, or a name whose type was only guessed.
  private mutating func learnMethod(
    _ diagnostic: ClangDiagnostic, line: String, unit: CXTranslationUnit,
    guessed: inout ImplicitInterface
  ) -> Bool {
    let file = clang_getFile(unit, diagnostic.file)
    guard let file else { return false }
    let place = clang_getLocation(
      unit, file, UInt32(diagnostic.line), UInt32(max(diagnostic.column, 1)))
    let message = Cursor(raw: clang_getCursor(unit, place), unit: unit)
    guard
      let selector = ImplicitInterface.quoted(diagnostic.message, after: "method '-")
        ?? ImplicitInterface.quoted(diagnostic.message, after: "method '+")
        ?? ImplicitInterface.quoted(diagnostic.message, after: "the selector '"),
      !selector.isEmpty
    else { return false }
    let children = message.kind == CXCursor_ObjCMessageExpr ? message.children : []
    guard let receiver = children.first else {
      // A message clang dropped from its tree (an error inside its block): its receiver as
      // written, `[self.footer pin:^{ … }]`.
      let name = ImplicitInterface.lastName(in: line.prefix(max(diagnostic.column - 1, 0)))
      guard guessed.isGuessed(name), diagnostic.message.hasPrefix("instance method") else {
        return false
      }
      _ = guessed.makeOpaque(name)
      return declare(selector, isClassMessage: false, arguments: [])
    }
    let isClassMessage = receiver.kind == CXCursor_ObjCClassRef
    var opaque = false
    if isClassMessage {
      opaque = classes.contains(receiver.spelling)
    } else {
      let type = ImplicitInterface.unqualified(ObjectiveCLowering.declaredType(receiver))
      let named = ObjectiveCLowering.unwrapped(receiver)
      if type == "id" || type == Self.pointer
        || classes.contains(where: { type == "\($0) *" })
        || protocols.contains(where: { type.replacing(" ", with: "") == "id<\($0)>" })
      {
        opaque = true
      } else if guessed.isGuessed(named.spelling) {
        _ = guessed.makeOpaque(named.spelling)
        opaque = true
      }
    }
    let arguments = children.dropFirst().filter { ObjectiveCLowering.isExpression($0.kind) }
    if !opaque, !isClassMessage,
      guessed.owns(
        pointerType: "'\(ImplicitInterface.unqualified(ObjectiveCLowering.declaredType(receiver)))'"
      )
    {
      // `[self showSpinner]`: a method of the class the missing header declared, or of the
      // app's superclass it names; `[self tableView]` of an instance variable the file uses,
      // its property.
      if arguments.isEmpty, !selector.contains(":"), guessed.declareGetter(selector) {
        return true
      }
      // `[self view]` sent before the class had an interface: UIViewController's own, which
      // the interface declared from the file's use inherits; one declared again would answer
      // an opaque object.
      if Self.uikitClass("UIViewController", answers: selector, in: unit) { return false }
      return guessed.declareMethod(
        Self.method(selector, isClassMessage: false, arguments: Array(arguments)),
        for: "-" + selector)
    }
    if !opaque, isClassMessage, diagnostic.message.hasPrefix("class method"),
      case let type = receiver.spelling, type.hasPrefix("UI") || type.hasPrefix("NS"),
      !ownClasses.contains(type), uikitMembers[type]?["+" + selector] == nil
    {
      // `[NSLayoutConstraint constraintWithItem:…]`: a class method FormSim's UIKit lacks.
      uikitMembers[type, default: [:]]["+" + selector] = Self.method(
        selector, isClassMessage: true, arguments: Array(arguments))
      return true
    }
    if !opaque, !isClassMessage, diagnostic.message.hasPrefix("instance method"),
      case let type = ImplicitInterface.unqualified(ObjectiveCLowering.declaredType(receiver)),
      type.hasSuffix(" *"), case let bare = String(type.dropLast(2)),
      bare.hasPrefix("UI") || bare.hasPrefix("NS"), !ownClasses.contains(bare),
      bare.allSatisfy({ $0.isLetter || $0.isNumber }),
      uikitMembers[bare]?[selector] == nil
    {
      // `[self.bar mas_makeConstraints:…]`: a library's category on one of UIKit's classes.
      uikitMembers[bare, default: [:]][selector] = Self.method(
        selector, isClassMessage: false, arguments: Array(arguments))
      return true
    }
    guard opaque else { return false }
    return declare(selector, isClassMessage: isClassMessage, arguments: Array(arguments))
  }

  /// The opaque class named before the diagnostic's place on its line, in whichever file it
  /// is (`extern const CLLocationAccuracy kMax;` in the app's constants header): clang's
  /// "interface type cannot be statically allocated" does not name it.
  static func classBefore(
    _ diagnostic: ClangDiagnostic, in unit: CXTranslationUnit, among classes: [String]
  ) -> String? {
    guard diagnostic.message.hasPrefix("interface type cannot"),
      let file = clang_getFile(unit, diagnostic.file)
    else { return nil }
    var size = 0
    guard let bytes = clang_getFileContents(unit, file, &size) else { return nil }
    let text = String(
      decoding: UnsafeRawBufferPointer(start: bytes, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard diagnostic.line >= 1, diagnostic.line <= lines.count else { return nil }
    let before = lines[diagnostic.line - 1].prefix(max(diagnostic.column - 1, 0))
    let words = before.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    return words.reversed().lazy.map(String.init).first(where: classes.contains)
  }

  /// Declares a method on the opaque root.
  private mutating func declare(_ selector: String, isClassMessage: Bool, arguments: [Cursor])
    -> Bool
  {
    let key = (isClassMessage ? "+" : "-") + selector
    // A getter of a property already declared is that property.
    guard methods[key] == nil, selector.contains(":") || properties[selector] == nil else {
      return false
    }
    methods[key] = Self.method(selector, isClassMessage: isClassMessage, arguments: arguments)
    return true
  }

  /// A method's declaration, its parameters typed by the arguments given: it gives another
  /// opaque object (an initialiser the object it initialises).
  static func method(_ selector: String, isClassMessage: Bool, arguments: [Cursor]) -> String {
    let isSetter =
      selector.hasPrefix("set") && selector.filter { $0 == ":" }.count == 1
      && selector.dropFirst(3).first?.isUppercase == true
    let returned = selector.hasPrefix("init") ? "instancetype" : isSetter ? "void" : pointer
    var declaration = (isClassMessage ? "+ " : "- ")
    guard selector.contains(":") else {
      return declaration + "(\(memberType(selector, object: returned)))\(selector)"
    }
    // `setData:::` has pieces with no words; the last colon ends the selector.
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
    declaration += "(\(returned))"
    declaration += pieces.enumerated().map { index, piece in
      let type = index < arguments.count ? argumentType(arguments[index]) : "id"
      return "\(piece):(\(type))a\(index)"
    }.joined(separator: " ")
    // `[Log write:@"%@", value]`: more arguments than pieces is a variadic method.
    if arguments.count > pieces.count { declaration += ", ..." }
    return declaration
  }

  /// A property clang found on no class: declared on the opaque root when its object is
  /// opaque, or a name whose type was only guessed.
  private mutating func learnProperty(
    _ name: String, on type: String, line: String, _ diagnostic: ClangDiagnostic,
    guessed: inout ImplicitInterface
  ) -> Bool {
    let bare = ImplicitInterface.unqualified(type)
    if classes.contains(bare) {
      // `DataMgr.currentAccount`: a class's property, read with a dot, is a class method.
      guard methods["+" + name] == nil else { return false }
      methods["+" + name] = "+ (\(Self.memberType(name, object: Self.pointer)))\(name)"
      return true
    }
    let opaque = bare == Self.pointer || classes.contains { bare == "\($0) *" }
    if !opaque {
      // `self.question.subject`: the name before the dot.
      let receiver = ImplicitInterface.lastName(in: line.prefix(max(diagnostic.column - 1, 0)))
      if guessed.isGuessed(receiver) { return guessed.makeOpaque(receiver) }
      // `self.view.mas_bottom`: a library's category on one of UIKit's classes;
      // `view.layer.shadowColor`: a member of Core Animation's FormSim does not declare.
      let type = String(bare.dropLast(2))
      guard bare.hasSuffix(" *"), ["UI", "NS", "CA"].contains(where: type.hasPrefix),
        !ownClasses.contains(type), type.allSatisfy({ $0.isLetter || $0.isNumber }),
        uikitMembers[type]?[name] == nil
      else { return false }
      let memberType = Self.memberType(name, object: Self.pointer)
      uikitMembers[type, default: [:]][name] = "- (\(memberType))\(name)"
      // Its setter too, so that the file may write it; `=` keeps it out of the list.
      let setter = Self.setter(of: name)
      uikitMembers[type, default: [:]]["=" + setter] = "- (void)\(setter)(\(memberType))value"
      return true
    }
    guard properties[name] == nil else { return false }
    methods["-" + name] = nil
    properties[name] = Self.memberType(name, object: Self.pointer)
    return true
  }

  /// `CGImageRef` in `CGImageRef image = …;` when clang stopped after it (`column`, 1-based):
  /// a capitalised word alone before the column, then a lower-case name and `=` or `;`.
  static func declaredType(in line: String, before column: Int) -> String? {
    let characters = Array(line)
    guard column >= 2, column - 1 <= characters.count else { return nil }
    let head = String(characters[..<(column - 1)]).trimmingBlanks()
    let tail = String(characters[(column - 1)...]).trimmingBlanks()
    func isWord(_ text: Substring) -> Bool {
      !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    guard isWord(head[...]), let first = head.first, first.isUppercase else { return nil }
    let name = tail.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let rest = tail.dropFirst(name.count).drop { $0 == " " }
    guard isWord(name), let initial = name.first, initial.isLowercase || initial == "_",
      rest.hasPrefix("=") || rest.hasPrefix(";")
    else { return nil }
    return head
  }

  /// An opaque member's likely type, from its name: a count or an index is a number, a
  /// height a `CGFloat`, `isHidden` a `BOOL` (as names are guessed for the missing header),
  /// anything else an object.
  static func memberType(_ name: String, object: String) -> String {
    let guess = ImplicitInterface.guess(name)
    if !guess.hasSuffix("*") { return guess }
    // The last word of the name, as camel case splits it: `currentAccount` is no count.
    let counts = ["count", "length", "index", "row", "section", "number", "total", "tag"]
    let isCount = counts.contains {
      name == $0 || name.hasSuffix($0.prefix(1).uppercased() + $0.dropFirst())
    }
    return isCount ? "NSInteger" : object
  }

  /// The type an argument is declared with: what it is, as far as the prelude can name it.
  static func argumentType(_ argument: Cursor) -> String {
    let value = ObjectiveCLowering.unwrapped(argument)
    var written = clang_getCursorType(value.raw)
    // A property read is a "pseudo-object" to clang: its type is the property's.
    if value.typeSpelling.hasPrefix("<"), let declaration = value.referenced {
      written =
        declaration.kind == CXCursor_ObjCPropertyDecl
        ? clang_getCursorType(declaration.raw) : clang_getCursorResultType(declaration.raw)
    }
    let type = clang_getCanonicalType(written)
    switch type.kind {
    case CXType_Float, CXType_Double, CXType_LongDouble:
      return "double"
    case CXType_Bool, CXType_Char_U, CXType_UChar, CXType_UShort, CXType_UInt, CXType_ULong,
      CXType_ULongLong, CXType_Char_S, CXType_SChar, CXType_Short, CXType_Int, CXType_Long,
      CXType_LongLong, CXType_Enum:
      return "long"
    case CXType_Record:
      let spelling = ImplicitInterface.unqualified(value.typeSpelling)
      return ["CGRect", "CGPoint", "CGSize", "UIEdgeInsets", "NSRange"].contains(spelling)
        ? spelling : "id"
    default:
      return "id"
    }
  }

  /// The identifier that starts at `column` (1-based) of `line`.
  /// The class a complaint names as declared by `@class` and never defined, its header
  /// missing: `property 'frame' cannot be found in forward class object 'FancyBar'`,
  /// `receiver type 'FancyBar' for instance message is a forward declaration`.
  static func forwardClass(in message: String) -> String? {
    if let name = ImplicitInterface.quoted(message, after: "in forward class object '") {
      return name
    }
    guard message.contains("is a forward declaration"),
      let type = ImplicitInterface.quoted(message, after: "receiver type '")
        ?? ImplicitInterface.quoted(message, after: "receiver '")
    else { return nil }
    let name = type.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// The name a line uses as a type where clang read it as a value (one guessed a variable
  /// from its use): the cast's type before an "expected expression" (`(comment *)` of
  /// `(comment *)items[0]`), or the first word of a declaration clang read as a product of two
  /// pointers (`comment *last = …`).
  static func classReadAsValue(in line: String, after message: String, at column: Int)
    -> String?
  {
    let before = line.prefix(max(column - 1, 0))
    func isName(_ text: Substring) -> Bool {
      guard let first = text.first, first.isLetter else { return false }
      return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    if message == "expected expression" {
      // `(comment *` right before the complaint.
      var rest = before.drop { $0 != "(" }
      while let open = rest.dropFirst().firstIndex(of: "(") { rest = rest[open...] }
      let inside = rest.dropFirst().filter { $0 != " " }
      guard inside.hasSuffix("*"), case let name = inside.dropLast(), isName(name[...]) else {
        return nil
      }
      return String(name)
    }
    guard message.hasPrefix("invalid operands to binary expression ("),
      message.components(separatedBy: " *'").count == 3
    else { return nil }
    // `comment *last = …`: the words before the `*` clang complains at.
    let words = before.split(separator: " ")
    guard words.count == 1, let name = words.first, isName(name) else { return nil }
    return String(name)
  }

  static func word(in line: String, at column: Int) -> String? {
    let rest = line.dropFirst(max(column - 1, 0))
    let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return word.isEmpty ? nil : String(word)
  }

  /// The last name before the call's `(` that follows `column`: `equalTo` in
  /// `make.top.equalTo(x)`.
  static func calleeName(in line: String, from column: Int) -> String {
    let rest = line.dropFirst(max(column - 1, 0))
    guard let open = rest.firstIndex(of: "(") else { return "" }
    return ImplicitInterface.lastName(in: rest[..<open])
  }
}
