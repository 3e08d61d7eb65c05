/// A handler file lowered by a front end: the methods and properties of the view controller
/// it describes, in the interpreter's own small representation.
///
/// Both front ends (Swift through swift-syntax, Objective-C through libclang) produce this, so
/// one evaluator, one outlet binding and one mapping onto the world serve both languages.
/// Whether a type, an extension or loose methods held them no longer matters here: everything
/// belongs to the one view controller (`self`), as a snippet pasted into one would.
public struct HandlerProgram: Sendable, Hashable {
  public enum Language: String, Sendable, Hashable {
    case swift
    case objectiveC = "objective-c"
  }

  /// The file as the user named it, for `FILE:LINE:COL` messages; the first, for a handler of
  /// several files.
  public var file: String
  /// The handler's other files, in order: a location with `file` k ≥ 1 is in the (k − 1)th.
  public var otherFiles: [String] = []
  public var language: Language
  public var methods: [Method]
  public var properties: [Property]
  /// The types the file declares besides the view controller: its models, errors and enums.
  public var types: [DeclaredType]
  /// What the front end itself reports: syntax errors (nothing runs) and warnings.
  public var diagnostics: [Diagnostic]
  /// The class a file without a view controller runs as the screen, because it registers
  /// itself for the keyboard's notifications (a keyboard helper), and where its name is:
  /// beside a screen in another of the handler's files it is a class of its own (`merging`).
  public var helperScreen: NamedClass?
  /// The screen's class when it is a `UITableViewController`, which insets its table for the
  /// keyboard itself (UIKit's part, which the layout's `container` gives the world), and where
  /// the file names it.
  public var tableViewController: NamedClass?

  /// A class of the files that plays a part of its own (`helperScreen`,
  /// `tableViewController`), and where a file names it.
  public struct NamedClass: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
      self.name = name
      self.location = location
    }
  }

  public init(
    file: String, language: Language, methods: [Method] = [], properties: [Property] = [],
    types: [DeclaredType] = [], diagnostics: [Diagnostic] = []
  ) {
    self.file = file
    self.language = language
    self.methods = methods
    self.properties = properties
    self.types = types
    self.diagnostics = diagnostics
  }
}

extension HandlerProgram {
  /// The file a location is in, as the user named it.
  public func path(of location: SourceLocation) -> String {
    let index = location.file - 1
    return otherFiles.indices.contains(index) ? otherFiles[index] : file
  }

  /// The files as one program, as the compiler reads the files of a module: every method,
  /// property and type of each, each location naming its file.
  public static func merging(_ programs: [HandlerProgram]) throws(ProgramDecodingError)
    -> HandlerProgram
  {
    guard var merged = programs.first else {
      throw ProgramDecodingError(message: "no program")
    }
    // A helper that its own file runs as the screen is the helper it is when another file has
    // the screen's code.
    let hasScreen = programs.contains { $0.helperScreen == nil && $0.hasScreenMembers }
    if hasScreen { merged.ownHelperMembers() }

    for (offset, program) in programs.dropFirst().enumerated() {
      // Read back through the program's own JSON, its locations in file offset + 1.
      var moved = try HandlerProgram(json: program.json, fileIndex: offset + 1)
      if hasScreen { moved.ownHelperMembers() }
      if merged.helperScreen == nil { merged.helperScreen = moved.helperScreen }
      if merged.tableViewController == nil {
        merged.tableViewController = moved.tableViewController
      }
      merged.otherFiles.append(program.file)
      merged.methods += moved.methods
      merged.properties += moved.properties
      merged.types += moved.types
      merged.diagnostics += moved.diagnostics
    }
    if merged.language == .objectiveC {
      merged.diagnostics += sharedMethodsWithoutHeaders(programs)
    }
    // A member one Objective-C file used unknowingly is known when another file's category
    // declares it: the merged program runs the category.
    if programs.count > 1 {
      let program = merged
      merged.diagnostics = merged.diagnostics.compactMap { diagnostic in
        guard let members = diagnostic.opaqueMembers else { return diagnostic }
        let unknown = members.filter { !program.declaresViewMember($0) }
        if unknown.count == members.count { return diagnostic }
        return unknown.isEmpty ? nil : .opaqueMembers(unknown, at: diagnostic.location)
      }
    }
    return merged
  }

  /// A warning where Objective-C files whose headers are missing give the screen methods of the
  /// same names (`viewWillAppear:` in `LoginViewController.m` and in `BaseViewController.m`):
  /// only a header's `@interface` says whether one class inherits the other, so one method of
  /// each name runs and its `[super …]` reaches UIKit's, which may not be what the app does.
  private static func sharedMethodsWithoutHeaders(_ programs: [HandlerProgram]) -> [Diagnostic] {
    let headerless = programs.indices.filter { index in
      programs[index].diagnostics.contains(where: \.namesMissingHeaders)
    }
    guard headerless.count > 1 else { return [] }
    func screenMethods(_ index: Int) -> [Method] {
      programs[index].methods.filter { $0.owner == nil && !$0.onView && $0.inheritance == nil }
    }
    var warnings: [Diagnostic] = []
    for (position, index) in headerless.enumerated() {
      let earlier = Set(headerless[..<position].flatMap { screenMethods($0).map(\.name) })
      let shared = screenMethods(index).filter { earlier.contains($0.name) }
      guard let first = shared.first else { continue }
      let others = headerless[..<position].filter { other in
        screenMethods(other).contains { method in shared.contains { $0.name == method.name } }
      }
      var location = first.location
      location.file = index
      let names = shared.map { "'\($0.name)'" }.joined(separator: ", ")
      warnings.append(
        Diagnostic(
          .warning, at: location,
          "\(names) \(shared.count == 1 ? "is" : "are") the screen's in "
            + others.map { "'\(programs[$0].file)'" }.joined(separator: ", ")
            + " too, and without the files' headers FormSim cannot tell whether one class"
            + " inherits the other: one method of each name runs, and its [super …] reaches"
            + " UIKit's; give the .h files, whose @interface names each class's superclass"))
    }
    return warnings
  }

  /// Whether the file has code of the screen's own: a method or property no other type owns.
  var hasScreenMembers: Bool {
    methods.contains { $0.owner == nil && !$0.onView } || properties.contains { $0.owner == nil }
  }

  /// The helper class run as the screen made a class of its own again: its members owned by
  /// it, and the warning that it runs as the screen left out.
  mutating func ownHelperMembers() {
    guard let helper = helperScreen else { return }
    for index in methods.indices where methods[index].owner == nil && !methods[index].onView {
      methods[index].owner = helper.name
    }
    for index in properties.indices where properties[index].owner == nil {
      properties[index].owner = helper.name
    }
    diagnostics.removeAll { $0.severity == .warning && $0.location == helper.location }
    helperScreen = nil
  }

  /// A method of the view controller (or of a `UIView` extension or category: then `self` is
  /// each view it is attached to).
  public struct Method: Sendable, Hashable {
    /// The base name: `keyboardWillShow` for `keyboardWillShow(_:)` and `keyboardWillShow:`.
    public var name: String
    public var parameters: [Parameter]
    public var body: [Statement]
    public var location: SourceLocation
    /// Declared in an extension or category of `UIView` rather than of a view controller.
    public var onView: Bool
    /// The type whose values it is a member of, when that is neither the view controller nor a
    /// view: a struct or enum of the file, or an extension of `Notification` or `CGRect`.
    /// Called on such a value, it runs with the value as `self`. A category's or an
    /// extension's method on one of UIKit's shared objects (`UIApplication`, `UIScreen`,
    /// `UIDevice`, the notification centre) is owned by that class, and runs on the object.
    public var owner: String?
    /// The UIKit view class an extension or category of a view extends (`UIScrollView`), when
    /// `onView`: a method of it that UIKit's code never calls on a view (one `--handler-setup`
    /// names) runs on the screen's view of that class.
    public var viewClass: String?
    /// Objective-C's `+load`: the runtime runs it when the class or category is loaded, before
    /// any view controller exists.
    public var runsAtLoad = false
    /// `@IBAction` (`- (IBAction)…`): Interface Builder connects it to a control's event, which
    /// only a layout read from the storyboard connects here.
    public var isAction = false
    /// A free function (Swift's top-level `func`, a C function): the screen's code calls it by
    /// name as one of its methods, but it makes no file a view controller's.
    public var isFreeFunction = false
    /// Declared in an extension of a protocol the screen adopts: the default implementation,
    /// which the screen's own declaration of the name replaces, as Swift's witness does.
    public var isProtocolDefault = false
    /// For a method of a view controller class whose superclass is one of the app's
    /// (`ProfileViewController: KeyboardAwareViewController`), that class and its superclass:
    /// the method overrides one of the superclass's of its name, which its `super.name(…)`
    /// reaches. For a class that inherits UIKit's controller directly, its `override` methods
    /// only (never its initialisers), with UIKit's class as the superclass: they come before
    /// an extension's method of their name, and their `super` reaches that one. Nil otherwise.
    public var inheritance: Inheritance?

    /// Its name as Swift spells a reference to it with its labels: `keyboardWillShow(_:)`,
    /// `keyboardWillBeShow(notification:)`.
    public var labelledName: String {
      name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// A controller class of the app's and its superclass, the app's or UIKit's.
    public struct Inheritance: Sendable, Hashable {
      public var className: String
      public var superclass: String

      public init(className: String, superclass: String) {
        self.className = className
        self.superclass = superclass
      }
    }

    public init(
      name: String, parameters: [Parameter], body: [Statement], location: SourceLocation,
      onView: Bool = false
    ) {
      self.name = name
      self.parameters = parameters
      self.body = body
      self.location = location
      self.onView = onView
    }

    /// Swift's spelling of the method's full name, `textFieldDidBeginEditing(_:)`; an
    /// Objective-C selector's labels are its pieces after the first.
    public var signature: String {
      name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
  }

  public struct Parameter: Sendable, Hashable {
    /// The argument label (`nil` for `_`).
    public var label: String?
    /// The name the body uses.
    public var name: String
    public var type: String?
    /// The value a call that leaves the argument out passes (`margin: CGFloat = 8`).
    public var defaultValue: Expression?

    public init(label: String?, name: String, type: String?, defaultValue: Expression? = nil) {
      self.label = label
      self.name = name
      self.type = type
      self.defaultValue = defaultValue
    }
  }

  /// A stored or computed property of the view controller (an instance variable or
  /// `@property` in Objective-C).
  public struct Property: Sendable, Hashable {
    public var name: String
    /// As written, `UIScrollView!`, `CGFloat`, `NSLayoutConstraint?`; `nil` when inferred.
    public var type: String?
    public var initial: Expression?
    /// A computed property's getter; `nil` for a stored one.
    public var getter: [Statement]?
    /// `@IBOutlet` or `IBOutlet`: Interface Builder connects it.
    public var isOutlet: Bool
    public var location: SourceLocation
    /// As a method's: the type whose values it is a computed property of.
    public var owner: String?
    /// As a method's: for a computed property of a controller class whose superclass is the
    /// app's, the override of the superclass's property of that name.
    public var inheritance: Method.Inheritance?
    /// Swift's `lazy`: its initial value is worked out at its first read, after the
    /// initialiser has set what it reads.
    public var isLazy = false
    /// As a method's.
    public var isProtocolDefault = false
    /// Combine's `@Published`: `$name` is a publisher of its values, which sends the value a
    /// write stores, and the one it holds to each new subscriber.
    public var isPublished = false
    /// Declared in an extension of a view class (`extension UIView { var y: CGFloat { … } }`):
    /// a computed property of each view, read and written on the view the code names.
    public var onView = false

    public init(
      name: String, type: String?, initial: Expression? = nil, getter: [Statement]? = nil,
      isOutlet: Bool = false, location: SourceLocation
    ) {
      self.name = name
      self.type = type
      self.initial = initial
      self.getter = getter
      self.isOutlet = isOutlet
      self.location = location
    }
  }

  /// A class, struct, enum or protocol of the file: what its values are made of. Its methods
  /// and properties are the view controller's, as every member of the file is.
  public struct DeclaredType: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
      case classType = "class"
      case structType = "struct"
      case enumType = "enum"
      case protocolType = "protocol"
    }

    public var name: String
    public var kind: Kind
    /// An enum's cases, in order.
    public var cases: [String]
    /// A struct's or class's stored properties, in order: what its memberwise initialiser
    /// takes.
    public var fields: [String]
    /// For a view class of the file (`final class SignUpView: UIView`), the UIKit class it
    /// descends from: its members are the screen's, as a view's extension's are, and an
    /// object of it is the screen's view that class stands for.
    public var viewClass: String?

    public init(
      name: String, kind: Kind, cases: [String] = [], fields: [String] = [],
      viewClass: String? = nil
    ) {
      self.name = name
      self.kind = kind
      self.cases = cases
      self.fields = fields
      self.viewClass = viewClass
    }
  }

  /// A front end's own message about the file.
  public struct Diagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable {
      case error, warning, note
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
      self.severity = severity
      self.location = location
      self.message = message
    }
  }
}
