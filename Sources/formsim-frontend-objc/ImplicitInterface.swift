import CClang
import FormSimHandlers

/// The interface a missing header held, declared from the file's own use of it.
///
/// A real `.m` file imports `ViewController.h`, which declares the class, its outlets and
/// its instance variables; without it clang knows none of them. clang's own complaints say
/// which names the file uses (`use of undeclared identifier 'activeField'`, `property
/// 'scrollView' not found`), their names say what they most likely are (`scrollView` a
/// scroll view, `bottomConstraint` a constraint, `keyboardHeight` a number), and a use that
/// contradicts the guess corrects it (`assigning to 'UIView *' from incompatible type
/// 'CGPoint'`).
struct ImplicitInterface {
  /// The class a file of loose methods is read as, if it is one.
  let snippetClass: String?
  /// Classes implemented in the file whose interface clang did not find, and the app's
  /// superclasses the headers beside it name and nothing declares (`BaseViewController`).
  private(set) var classes: [String] = []
  /// Classes whose interface is there but whose superclass is one of `classes`: what the file
  /// uses of them and they do not declare is the superclass's, declared from that use.
  private(set) var heirs: [String] = []
  /// Names used bare (instance variables) and through `self.` or `_name` (properties).
  private(set) var variables: [String: String] = [:]
  private(set) var properties: [String: String] = [:]
  /// Categories implemented in the file (`UIView (Keyboard)`) whose methods others call:
  /// their interface, from the implementations' own prototypes.
  private(set) var categories: [String: [String]] = [:]
  /// Methods the file sends its own class that it does not implement, declared from use.
  private(set) var methods: [String: String] = [:]
  /// Names the file assigns (`name = …`, `self.name = …`, `_name = …`, `[self setName:…]`).
  private(set) var assignedNames: Set<String> = []
  /// Weak or strong references to `self` that a missing header's macro declares
  /// (`kWeakSelf(self);` then `weakself.tableView`): `self` itself.
  private(set) var selfAliases: [String] = []
  /// Macros of a missing header written alone on their line (`WEAKSELF`, `STRONGSELF`): a
  /// statement of their own, whose declarations the names after them show (`weakSelf`).
  private(set) var statementMacros: [String] = []

  init(snippetClass: String?) {
    self.snippetClass = snippetClass
    if let snippetClass { classes = [snippetClass] }
  }

  /// The declarations for the missing header (when there is one) and for the prelude read
  /// before the file.
  func declarations(headerAvailable: Bool) -> (header: String, prelude: String) {
    var interfaces = ""
    for name in classes {
      interfaces += "@interface \(name) : UIViewController"
      interfaces += " <UITextFieldDelegate, UITextViewDelegate, UIScrollViewDelegate>"
      // A view or a constraint the class holds and never sets is, in a real project, an
      // outlet its storyboard connects: declared so, the check asks for a binding rather
      // than taking it as nil. One the file sets (the field being edited) is not.
      let ivars = variables.keys.sorted().map { name in
        let type = variables[name]!
        return "  \(isOutlet(name, type) ? "IBOutlet " : "")\(Self.declaration(type, name));\n"
      }
      interfaces += ivars.isEmpty ? "\n" : " {\n" + ivars.joined() + "}\n"
      for name in properties.keys.sorted() {
        let type = properties[name]!
        let outlet =
          !type.hasSuffix("*")
          ? "(nonatomic) "
          : isOutlet(name, type) ? "(nonatomic, strong) IBOutlet " : "(nonatomic, strong) "
        interfaces += "@property \(outlet)\(Self.declaration(type, name));\n"
      }
      // `[self tableView]` met before the file's bare `tableView`: the property's getter.
      for key in methods.keys.sorted()
      where variables[String(key.dropFirst())] == nil && properties[String(key.dropFirst())] == nil
      {
        interfaces += methods[key]! + ";\n"
      }
      interfaces += "@end\n"
    }
    var prelude = selfAliases.map { "#define \($0) self\n" }.joined()
    prelude += statementMacros.map { "#define \($0)\n" }.joined()
    for (category, prototypes) in categories.sorted(by: { $0.key < $1.key }) {
      prelude += "@interface \(category)\n" + prototypes.map { $0 + ";\n" }.joined() + "@end\n"
    }
    if let snippetClass {
      return ("", prelude + interfaces + "@implementation \(snippetClass)\n")
    }
    // A superclass the headers beside the file name must come before them: the prelude, not
    // a missing header the file may import after theirs.
    return headerAvailable && heirs.isEmpty ? (interfaces, prelude) : ("", prelude + interfaces)
  }

  /// Whether `name`, written at `column` of `line`, is followed by a member (`.text`, `->x`).
  static func isFollowedByMember(_ name: String, in line: String, at column: Int) -> Bool {
    let after = line.dropFirst(max(column - 1, 0) + name.count).drop { $0 == " " }
    return after.hasPrefix(".") || after.hasPrefix("->")
  }

  /// Whether a declared object is taken for an outlet: nothing in the file sets it.
  private func isOutlet(_ name: String, _ type: String) -> Bool {
    type.hasSuffix("*") && !assignedNames.contains(name)
  }

  /// What was declared, for the warning: `scrollView (UIScrollView *), keyboardHeight
  /// (CGFloat)`.
  var summary: String {
    let all = variables.merging(properties) { first, _ in first }
    return all.keys.sorted().map { name in
      let type = all[name]!
      return "\(name) (\(type == OpaqueInterface.pointer ? "opaque" : type))"
    }.joined(separator: ", ")
  }

  /// Reads a parse's diagnostics; whether anything new was learned (then parse again).
  mutating func learn(
    from diagnostics: [ClangDiagnostic], unit: CXTranslationUnit, source: String
  ) -> Bool {
    // A class first: until it has an interface its class extension declares nothing, and
    // clang's complaints about its properties say nothing of what the file declares.
    var newClasses = false
    for diagnostic in diagnostics {
      guard
        let name = Self.quoted(
          diagnostic.message, after: "cannot find interface declaration for '"),
        !classes.contains(name)
      else { continue }
      // `@interface SignUp : BaseViewController` in a header whose own imports are not here:
      // the app's view controller, whatever its prefix.
      if let heir = Self.quoted(diagnostic.message, after: "', superclass of '") {
        classes.append(name)
        if !heirs.contains(heir) { heirs.append(heir) }
        newClasses = true
      } else if !name.hasPrefix("UI") && !name.hasPrefix("NS")
        || Self.implementedClasses(in: source).contains(name)
      {
        classes.append(name)
        newClasses = true
      }
    }
    if newClasses { return true }
    var learned = false
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if assignedNames.isEmpty {
      // What the code assigns, not a comment (`// self.bottom = …;`, a line taken out).
      assignedNames = Self.assignments(
        in: CodeWords.code(of: source).split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init))
    }
    for diagnostic in diagnostics {
      let message = diagnostic.message
      guard !classes.isEmpty else { continue }
      if let name = Self.quoted(message, after: "use of undeclared identifier '"),
        let first = name.first, first.isLowercase || first == "_", !Self.isConstantName(name)
      {
        if name.hasPrefix("_") {
          let property = String(name.dropFirst())
          if properties[property] == nil {
            properties[property] = Self.guess(property)
            learned = true
          }
        } else if Self.isSelfAlias(name) {
          if !selfAliases.contains(name) {
            selfAliases.append(name)
            learned = true
          }
        } else if variables[name] == nil {
          variables[name] = Self.guess(name)
          learned = true
        }
      }
      if let name = Self.quoted(message, after: "use of undeclared identifier '")
        ?? Self.undeclaredFunction(in: message),
        Self.isMacroName(name), diagnostic.line >= 1, diagnostic.line <= lines.count,
        let macro = Self.statementMacro(name, alone: lines[diagnostic.line - 1]),
        !statementMacros.contains(macro)
      {
        statementMacros.append(macro)
        learned = true
      }
      // `WEAKSELF` alone on the line before a message send joins it as a subscript
      // (`WEAKSELF[self.client fetch…]`), and clang complains of the send, not of the name.
      if message == "missing '[' at start of message send expression"
        || message == "expected ';' after expression",
        let macro = Self.statementMacro(before: diagnostic.line, in: lines),
        !statementMacros.contains(macro)
      {
        statementMacros.append(macro)
        learned = true
      }
      // `@synthesize scrollView;` of a property the missing header declared.
      if message.hasPrefix("property implementation must have its declaration in interface"),
        diagnostic.line >= 1, diagnostic.line <= lines.count,
        let name = OpaqueInterface.word(in: lines[diagnostic.line - 1], at: diagnostic.column),
        properties[name] == nil
      {
        properties[name] = Self.guess(name)
        learned = true
      }
      if let name = Self.quoted(message, after: "property '"),
        message.contains("' not found on object of type '"),
        owns(pointerType: message), properties[name] == nil
      {
        properties[name] = Self.guess(name)
        learned = true
      }
      if let type = Self.quoted(message, after: "no visible @interface for '"),
        categories.keys.allSatisfy({ !$0.hasPrefix(type + " ") })
      {
        let found = Self.categoryPrototypes(in: unit, on: type)
        if !found.isEmpty {
          categories.merge(found) { first, _ in first }
          learned = true
        }
      }
      learned = retype(after: diagnostic, lines: lines) || learned
    }
    return learned
  }

  /// A use that contradicts a guessed type puts the type clang says right.
  private mutating func retype(after diagnostic: ClangDiagnostic, lines: [String]) -> Bool {
    guard diagnostic.line >= 1, diagnostic.line <= lines.count else { return false }
    let line = lines[diagnostic.line - 1]
    let message = diagnostic.message
    // "assigning to 'UIView *' from incompatible type 'CGPoint'", or from a number
    // ("incompatible integer to pointer conversion assigning to … from 'NSInteger'").
    if message.contains("assigning to '"),
      let type = Self.quoted(message, after: "from incompatible type '")
        ?? (diagnostic.isError ? Self.quoted(message, after: "' from '") : nil),
      let equals = line.firstIndex(of: "="),
      Self.isOwn(line[..<equals])
    {
      let target = Self.lastName(in: line[..<equals])
      if !isGuessed(target), let wanted = Self.quoted(message, after: "assigning to '") {
        // `limit = maxValue;`: the guessed value takes the type of what it is put into.
        let value = line[line.index(after: equals)...].prefix { $0 != ";" }
        return set(Self.lastName(in: value), to: Self.unqualified(wanted))
      }
      return set(target, to: Self.unqualified(type))
    }
    if message.contains("sending '"),
      let wanted = Self.quoted(message, after: "to parameter of type '")
        ?? Self.quoted(message, after: "to parameter of incompatible type '"),
      let name = OpaqueInterface.word(in: line, at: diagnostic.column), isGuessed(name),
      !Self.isFollowedByMember(name, in: line, at: diagnostic.column)
    {
      // `[NSNumber numberWithInteger:total]`: a guessed name takes the parameter's type; not
      // one whose member is sent (`[s isEqualToString:_confirm.text]`), which the type is of.
      return set(name, to: Self.unqualified(wanted))
    }
    if message.hasPrefix("invalid operands to binary expression ('") {
      // `value > maxValue` with `maxValue` guessed a view: a number of the other side's type.
      let sides = Self.quotedParts(of: message).map(Self.unqualified)
      guard sides.count == 2, sides[0].hasSuffix("*") != sides[1].hasSuffix("*") else {
        return false
      }
      let (pointer, scalar) =
        sides[0].hasSuffix("*") ? (sides[0], sides[1]) : (sides[1], sides[0])
      let all = variables.merging(properties) { first, _ in first }
      var changed = false
      for name in all.keys.sorted() where all[name] == pointer && Self.mentions(line, name) {
        changed = set(name, to: scalar) || changed
      }
      return changed
    }
    if message.hasPrefix("initializing '"), let equals = line.firstIndex(of: "="),
      let type = Self.quoted(message, after: "initializing '")
    {
      let value = line[line.index(after: equals)...].prefix { $0 != ";" }
      return set(Self.lastName(in: value), to: Self.unqualified(type))
    }
    if message.hasPrefix("type of property '"),
      message.contains("does not match type of instance variable '")
    {
      // `@synthesize items = items_;`, the property guessed by its name and the instance
      // variable retyped by a use (`[items_ sortUsingDescriptors:…]`): one storage, one type,
      // the one the use gave.
      let quoted = Self.quotedParts(of: message)
      guard quoted.count == 4 else { return false }
      let (property, propertyType) = (quoted[0], Self.unqualified(quoted[1]))
      let (variable, variableType) = (quoted[2], Self.unqualified(quoted[3]))
      if let guessed = properties[property], guessed != variableType {
        properties[property] = variableType
        return true
      }
      if let guessed = variables[variable], guessed != propertyType {
        variables[variable] = propertyType
        return true
      }
      return false
    }
    if message.hasPrefix("member reference base type '") {
      let column = min(max(diagnostic.column - 1, 0), line.count)
      let before = line.prefix(column)
      let after = line.dropFirst(column).drop { $0 == "." || $0 == " " }
      let member = String(after.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      // A struct's member (`origin`), or a member that says which UIKit object it is of
      // (`commentViewBottomMargin.constant`, guessed a number by its name, is a constraint).
      guard
        let type = Self.structType(withMember: member)
          ?? SimulatedWrites.objectType(implied: member).map({ $0 + " *" })
      else { return false }
      return set(Self.lastName(in: before), to: type)
    }
    return false
  }

  /// Whether `text` names a pointer to a class whose members are declared here: one of
  /// `classes`, or an heir of one.
  func owns(pointerType text: String) -> Bool {
    (classes + heirs).contains { text.contains("'\($0) *'") }
  }

  /// The classes `source` holds the `@implementation` of (not a category of one): the app's
  /// own, whatever their prefix (`UIInputToolbarViewController`).
  static func implementedClasses(in source: String) -> Set<String> {
    var names: Set<String> = []
    for line in source.split(separator: "\n") where line.contains("@implementation") {
      let words = CodeWords(String(line)).words
      if words.count >= 2, words[0].text == "implementation", !words[1].trailing.hasPrefix("(") {
        names.insert(words[1].text)
      }
    }
    return names
  }

  /// Whether `name` (or `_name`) is one whose type was guessed here.
  func isGuessed(_ name: String) -> Bool {
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    return variables[bare] != nil || properties[bare] != nil
  }

  /// A method of the class the missing header declared, from a message the file sends it.
  mutating func declareMethod(_ declaration: String, for key: String) -> Bool {
    guard methods[key] == nil else { return false }
    methods[key] = declaration
    return true
  }

  /// `[self tableView]` where the file also uses `tableView` bare: the getter of the property
  /// the missing header declared for that instance variable, not a method of its own.
  mutating func declareGetter(_ name: String) -> Bool {
    guard let type = variables[name], properties[name] == nil else { return false }
    properties[name] = type
    return true
  }

  /// An instance variable named by a use that only a variable can be (`Total = …`).
  mutating func declareVariable(_ name: String) -> Bool {
    guard !classes.isEmpty, variables[name] == nil, properties[name] == nil else { return false }
    variables[name] = Self.guess(name)
    return true
  }

  /// A name taken for an instance variable that turned out to be something else's.
  mutating func forget(_ name: String) {
    variables[name] = nil
  }

  /// A guessed name whose use says it is none of UIKit's: an opaque object.
  mutating func makeOpaque(_ name: String) -> Bool {
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    let opaque = OpaqueInterface.pointer
    let changed = [variables[bare], properties[bare]].contains { $0 != nil && $0 != opaque }
    if variables[bare] != nil { variables[bare] = opaque }
    if properties[bare] != nil { properties[bare] = opaque }
    return changed
  }

  /// Whether the target of an assignment is the view controller's: a bare name, `self.name`
  /// or `self->name`, not another object's member (`result.total`).
  static func isOwn(_ target: Substring) -> Bool {
    let trimmed = target.reversed().drop { !($0.isLetter || $0.isNumber || $0 == "_") }
    let before = String(trimmed.drop { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())

    guard before.hasSuffix(".") || before.hasSuffix("->") else { return true }
    return lastName(in: Substring(before)) == "self"
  }

  /// Whether `line` names `name` as a whole word.
  static func mentions(_ line: String, _ name: String) -> Bool {
    var rest = Substring(line)
    while let range = rest.firstRange(of: name) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let isPart = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isPart(before), !isPart(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  private mutating func set(_ name: String, to type: String) -> Bool {
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    if let current = variables[bare], current != type {
      variables[bare] = type
      return true
    }
    if let current = properties[bare], current != type {
      properties[bare] = type
      return true
    }
    return false
  }

  /// The names written to by a plain assignment or a setter message, `_` and `self.`
  /// dropped. Writing nil (`self.scrollView = nil;` in `viewDidUnload`, `[self
  /// setScrollView:nil]`) releases an outlet rather than setting it, and `@synthesize
  /// scrollView = _scrollView;` names its instance variable: neither counts.
  static func assignments(in lines: [String]) -> Set<String> {
    var names: Set<String> = []
    for line in lines where !line.trimmingBlanks().hasPrefix("@synthesize") {
      let characters = Array(line)
      for (index, character) in characters.enumerated() where character == "=" {
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        let previous = index > 0 ? characters[index - 1] : " "
        guard next != "=", !"=!<>+-*/".contains(previous),
          !isNil(characters[(index + 1)...].prefix { $0 != ";" })
        else { continue }
        let name = lastName(in: Substring(String(characters[..<index])))
        names.insert(name.hasPrefix("_") ? String(name.dropFirst()) : name)
      }
      var rest = Substring(line)
      while let range = rest.firstRange(of: " set") {
        let word = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest[range.upperBound...].dropFirst(word.count)
        if let first = word.first, first.isUppercase, after.first == ":",
          !isNil(after.dropFirst().prefix { $0 != "]" && $0 != " " })
        {
          names.insert(first.lowercased() + word.dropFirst())
        }
        rest = rest[range.upperBound...]
      }
    }
    return names
  }

  /// Whether a value as written is nil.
  private static func isNil(_ value: some Collection<Character>) -> Bool {
    ["nil", "NULL", "Nil"].contains(String(value).trimmingBlanks())
  }

  /// The definition (`WEAKSELF`, `WS(...)`) that makes `line` an empty statement when it holds
  /// only the macro `name`, bare or called, with or without a semicolon; nil otherwise.
  static func statementMacro(_ name: String, alone line: String) -> String? {
    var text = line.trimmingBlanks()
    if text.hasSuffix(";") { text.removeLast() }
    text = text.trimmingBlanks()
    if text == name { return name }
    guard text.hasPrefix(name + "("), text.hasSuffix(")"),
      text.dropFirst(name.count + 1).dropLast().allSatisfy({ $0 != "(" && $0 != ")" })
    else { return nil }
    return name + "(...)"
  }

  /// The statement macro written alone, without a semicolon, on the last line that is not
  /// blank before line `number` (1-based), or at its start: `WEAKSELF`, `WS(weakSelf)`.
  static func statementMacro(before number: Int, in lines: [String]) -> String? {
    var index = min(number, lines.count) - 1
    while index >= 0 {
      let text = lines[index].trimmingBlanks()
      if !text.isEmpty, !text.hasSuffix(";") {
        let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if isMacroName(name), let macro = statementMacro(name, alone: text) { return macro }
        if index < number - 1 { return nil }
      } else if !text.isEmpty {
        return nil
      }
      index -= 1
    }
    return nil
  }

  /// Whether `name` goes on with a capital after `prefix` (`txtHeight`, not `txt` or `tfoo`).
  static func capitalAfter(_ name: String, _ prefix: String) -> Bool {
    name.dropFirst(prefix.count).first?.isUppercase == true
  }

  /// Whether `name` is spelt as a macro: capitals, digits and underscores, a capital first.
  static func isMacroName(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase, name.count > 1 else { return false }
    return name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
  }

  /// `kBaseURL`, `kAnimationDuration`, `kCLAuthorizationStatusDenied`: Apple's spelling of a
  /// constant, which a header declares, never an instance variable.
  static func isConstantName(_ name: String) -> Bool {
    let characters = Array(name)
    return characters.count > 2 && characters[0] == "k" && characters[1].isUppercase
      && characters[2].isLetter
  }

  /// `weakSelf`, `weakself`, `wself`, `strongSelf`, `sself`: the names the weak-self macros of
  /// app headers declare.
  static func isSelfAlias(_ name: String) -> Bool {
    ["weakself", "weak_self", "wself", "strongself", "strong_self", "sself", "weakthis"]
      .contains(name.lowercased())
  }

  /// A name's most likely type, from the words in it.
  static func guess(_ name: String) -> String {
    let words = name.lowercased()
    func has(_ parts: String...) -> Bool { parts.contains { words.contains($0) } }
    // An enumeration's value, whatever else the name says (`contentInsetAdjustmentBehavior`).
    let enumerations = ["behavior", "mode", "style", "type", "alignment", "policy", "direction"]
    if enumerations.contains(where: words.hasSuffix) { return "NSInteger" }
    if has("constraint") { return "NSLayoutConstraint *" }
    // A layout anchor (`heightAnchor`, `leadingAnchor`): an object whose class depends on the
    // axis, not the number or view its other words suggest.
    if words.hasSuffix("anchor") { return "id" }
    // A control's name says so first or last, whatever it shows: `txtHeight` is a text field,
    // `lblWidth` and `heightButton` views, not numbers.
    if ["txt", "tf"].contains(where: { name.hasPrefix($0) && Self.capitalAfter(name, $0) })
      || words.hasSuffix("field")
    {
      return "UITextField *"
    }
    // Labels and buttons as their classes, which FormSim does not draw: moving one needs no
    // binding. An image may be a view or the picture it shows.
    if (name.hasPrefix("lbl") && Self.capitalAfter(name, "lbl")) || words.hasSuffix("label") {
      return "UILabel *"
    }
    if (name.hasPrefix("btn") && Self.capitalAfter(name, "btn")) || words.hasSuffix("button") {
      return "UIButton *"
    }
    // An image view as its class, which FormSim does not draw either; a name that says only
    // `image` may be the view or the picture it shows.
    if words.hasSuffix("imageview") || words.hasPrefix("imgview")
      || (name.hasPrefix("iv") && Self.capitalAfter(name, "iv"))
    {
      return "UIImageView *"
    }
    if (name.hasPrefix("img") && Self.capitalAfter(name, "img")) || words.hasSuffix("image") {
      return "UIView *"
    }
    // A shadow's offset is UIKit's one offset that is a size (`UILabel`'s, `CALayer`'s).
    if words.hasSuffix("shadowoffset") { return "CGSize" }
    // `rect`, `point`, `origin` and `position` as words of their own (`keyboardRect`,
    // `startPoint`), not inside another (`directory`, `endpoint`, `originalText`,
    // `oppositionName`).
    let camelWords = name.split(separator: "_").flatMap { part in
      part.reduce(into: [String]()) { result, character in
        if character.isUppercase || result.isEmpty {
          result.append(String(character).lowercased())
        } else {
          result[result.count - 1].append(character)
        }
      }
    }
    if has("offset")
      || camelWords.contains(where: { ["point", "origin", "position"].contains($0) })
    {
      return "CGPoint"
    }
    if has("inset") { return "UIEdgeInsets" }
    if has("frame") || camelWords.contains(where: { $0 == "rect" || $0 == "rects" }) {
      return "CGRect"
    }
    // A font's size is a number of points (`systemFontSize`, `labelFontSize`).
    if words.hasSuffix("fontsize") { return "CGFloat" }
    if has("size") { return "CGSize" }
    if has("height", "width", "distance", "amount", "shift", "padding", "margin", "delta") {
      return "CGFloat"
    }
    // A question's verb first (`shouldEdit`, `hasLoaded`, `canSubmit`) is a flag, whatever
    // the words after it name.
    let questions = ["is", "should", "has", "can", "did", "will", "needs", "allows"]
    if words.hasPrefix("is") || has("showing", "shown", "visible", "moved", "flag")
      || (camelWords.count > 1 && questions.contains(camelWords[0]))
    {
      return "BOOL"
    }
    if has("scroll", "tableview", "table", "collectionview") { return "UIScrollView *" }
    if has("textview") { return "UITextView *" }
    if has("field", "text", "input", "control", "responder", "active", "edit", "current") {
      return "UITextField *"
    }
    return "UIView *"
  }

  /// The struct of Core Graphics or UIKit that has a member of this name.
  static func structType(withMember member: String) -> String? {
    switch member {
    case "x", "y": "CGPoint"
    case "width", "height": "CGSize"
    case "origin", "size": "CGRect"
    case "top", "bottom", "left", "right": "UIEdgeInsets"
    default: nil
    }
  }

  /// The prototypes of the methods a category of `type` implements in the file, keyed by
  /// `UIView (Keyboard)`.
  static func categoryPrototypes(in unit: CXTranslationUnit, on type: String) -> [String:
    [String]]
  {
    var result: [String: [String]] = [:]
    let root = Cursor(raw: clang_getTranslationUnitCursor(unit), unit: unit)
    for child in root.children where child.kind == CXCursor_ObjCCategoryImplDecl {
      guard child.isInMainFile,
        child.children.contains(where: { $0.kind == CXCursor_ObjCClassRef && $0.spelling == type }
        )
      else { continue }
      let prototypes = child.children.filter {
        $0.kind == CXCursor_ObjCInstanceMethodDecl || $0.kind == CXCursor_ObjCClassMethodDecl
      }.map { method in
        method.tokens.prefix { $0.text != "{" }.map(\.text).joined(separator: " ")
      }
      result["\(type) (\(child.spelling))"] = prototypes
    }
    return result
  }

  /// The function a complaint says the file calls without a declaration, in clang's words
  /// before 16 ("implicit declaration of function 'f' is invalid in C99") and since ("call to
  /// undeclared function 'f'; …"), so that the front end reads the same file the same way
  /// with Debian's libclang, the toolchain's and Homebrew's.
  static func undeclaredFunction(in message: String) -> String? {
    undeclaredFunctionWordings.lazy.compactMap { quoted(message, after: $0 + " '") }.first
  }

  /// How clang's versions begin the complaint `undeclaredFunction(in:)` reads.
  static let undeclaredFunctionWordings = [
    "implicit declaration of function", "call to undeclared function",
  ]

  /// What a diagnostic quotes, in order: `'a' ('UIView *')` gives `a` and `UIView *`.
  static func quotedParts(of message: String) -> [String] {
    message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  static func quoted(_ message: String, after prefix: String) -> String? {
    let characters = Array(message)
    let wanted = Array(prefix)
    guard characters.count >= wanted.count else { return nil }
    for start in 0...(characters.count - wanted.count)
    where characters[start..<start + wanted.count].elementsEqual(wanted) {
      let rest = characters[(start + wanted.count)...]
      guard let end = rest.firstIndex(of: "'") else { return nil }
      return String(rest[..<end])
    }
    return nil
  }

  /// `__strong UIView *` → `UIView *`; `CGFloat` (aka 'double')-style text is not passed.
  static func unqualified(_ type: String) -> String {
    let words = type.replacing("*", with: " * ").split(separator: " ").filter {
      !ObjectiveCLowering.qualifiers.contains($0)
    }
    return words.joined(separator: " ").replacing("* ", with: "*")
  }

  /// The last identifier in a piece of a line: `self.originalOffset ` → `originalOffset`.
  static func lastName(in text: Substring) -> String {
    let trimmed = text.reversed().drop { !($0.isLetter || $0.isNumber || $0 == "_") }
    return String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
  }

  /// `Type name` as a declaration, with C's `*` beside the name.
  static func declaration(_ type: String, _ name: String) -> String {
    type.hasSuffix("*") ? "\(type)\(name)" : "\(type) \(name)"
  }
}
