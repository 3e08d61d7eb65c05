import FormSimCore

/// The check before the run: what a handler file needs to run, found before anything runs.
///
/// It follows the code UIKit can reach (the view controller's life-cycle and delegate methods,
/// the setup methods named on the command line, and every method those call or name in a
/// selector), binds outlets, and sorts every statement there into run, skip with a warning
/// (it touches only what FormSim does not simulate and nothing simulated reads), or refuse
/// (outside the subset, and it would change the result). Methods nothing reaches are never
/// looked at: a whole view controller's table-view code costs nothing.
public enum HandlerCompiler {
  /// Compiles `program` under the strategy name `name`: `bindings` are `--bind` pairs
  /// (property, target word), `outlets` a storyboard's own connections (used for the
  /// properties the file declares and `--bind` leaves alone), `actions` its fields' editing
  /// events connected to the controller's methods, `setup` the `--handler-setup` methods.
  ///
  /// `container` is the layout's, when the caller knows it: a screen that is a
  /// `UITableViewController` run on a layout of another container is warned of.
  public static func compile(
    _ program: HandlerProgram, name: String, bindings: [(String, String)] = [],
    outlets: [String: String] = [:], actions: [FieldAction] = [], setup: [String] = [],
    container: ScrollContainer? = nil
  ) throws(HandlerCheckFailure) -> (handler: CompiledHandler, warnings: [HandlerDiagnostic]) {
    // A selector (`initWithViewController:scrollView:`, `init(coder:)`, `setup()`) names its
    // method by its base name, as the front ends name methods; the strategy resolves the
    // written form, labels and all.
    let written = setup
    let setup = setup.map { Self.methodName(ofSelector: $0) ?? $0 }
    let given = Dictionary(bindings.map { ($0.0, $0.1) }, uniquingKeysWith: { _, last in last })
    let (program, implicit) = ImplicitOutlets.adding(to: program, bound: given)
    var check = Check(program: program)
    check.syntax()
    // A file that does not parse says so first: its names cannot be checked against --bind.
    guard check.errors.isEmpty else {
      throw HandlerCheckFailure(
        diagnostics: Self.inOrder(check.errors),
        warnings: check.warnings.sorted { $0.location < $1.location })
    }
    let connected = outlets.filter { check.properties[$0.key] != nil && given[$0.key] == nil }
    // Walked once for both: what may call a method of the files' (`Check.namesUsed`).
    let used = Check.namesUsed(in: program)
    check.bind(
      bindings + connected.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, used: used)
    check.warnings += implicit.map { outlet in
      ImplicitOutlets.warning(
        outlet, in: program, given: given[outlet.name],
        inferred: connected[outlet.name] == nil && check.bound[outlet.name] == .scrollView)
    }
    check.setup(setup)
    check.warnOfTextViewsMadeInCode()
    check.warnOfLabelledDelegateMethods(used: used)
    if let screen = program.tableViewController, let container, container != .tableViewController {
      let layouts = container == .tableView ? "a table view" : "a scroll view"
      check.warn(
        screen.location,
        "'\(screen.name)' is a UITableViewController, which insets its table for the keyboard"
          + " itself: FormSim does that on a layout whose container is one (a storyboard's Table"
          + " View Controller scene, or \"container\": \"tableViewController\"); this layout's is"
          + " \(layouts), so the figures leave it out")
    }
    // A bound property's observers: Interface Builder's connection is the binding, which
    // runs them no more than the simulation's start runs an initial value's.
    for method in program.methods where method.owner == nil {
      guard let (property, kind) = method.accessor, kind != .set, check.bound[property] != nil
      else { continue }
      check.warn(
        method.location,
        "the '\(kind.rawValue)' of '\(property)' runs when the code writes it; binding it"
          + " to the simulated screen does not run it")
    }
    // The storyboard's actions the file declares run when UIKit sends them: they are reached
    // as the methods UIKit calls by name are. One it does not declare is said, and left out.
    var declaredActions: [FieldAction] = []
    var actionMethods: Set<String> = []
    for action in actions {
      if let method = Self.methodName(ofSelector: action.selector),
        check.methodNames.contains(method)
      {
        declaredActions.append(action)
        actionMethods.insert(method)
        continue
      }
      check.warn(
        .init(line: 1, column: 1),
        "the storyboard sends '\(action.selector)' when field \(action.field)"
          + " \(action.event == .editingDidBegin ? "begins" : "ends") editing, and the file declares"
          + " no such method: it does not run (give --handler the file that declares it too)")
    }
    // A view's class alone: its initialiser makes the screen's view.
    let viewInitializer = program.viewClassInitializer.map { program.methods[$0].name }
    if check.errors.isEmpty {
      check.walkReachable(
        setup: setup + actionMethods.sorted() + (viewInitializer.map { [$0] } ?? []))
      if program.controllerInitializer == nil, viewInitializer == nil,
        !program.methods.contains(where: {
          $0.runsAtLoad || check.isSentByUIKit($0) || setup.contains($0.name)
        })
      {
        // Methods that take a notification and that nothing here registers: observers that
        // the screen's own file registers (an extension split off from it).
        let notification = UIKitType.notification
        let observers = program.methods.filter { method in
          guard method.parameters.count == 1, let type = method.parameters[0].type else {
            return false
          }
          let bare = UIKitTypes.bare(type)
          return bare == notification.name || notification.objectiveCClasses.contains(bare)
        }.map(\.signature)
        let example =
          program.language == .swift ? "Screen.swift,Keyboard.swift" : "Screen.m,Keyboard+Screen.m"
        // The file's own methods that register observers (`setupNotifications()`): the one to
        // name, where the file has them.
        let registering = program.methods.filter {
          !RegistrationSites.lines(in: $0.body).isEmpty
        }.map(\.name)
        let advice =
          registering.isEmpty
          ? "--handler-setup names one that registers the observers"
            + (observers.isEmpty
              ? ""
              : "; \(observers.joined(separator: ", ")) take\(observers.count == 1 ? "s" : "")"
                + " a notification, so the screen's own file registers them: give --handler both"
                + " files (\(example)) or their folder")
          : registering.map { "--handler-setup \($0)" }.joined(separator: " ")
            + " runs what registers the observers"
        check.warn(
          .init(line: 1, column: 1),
          "the file declares none of the methods UIKit calls (viewDidLoad, the text field "
            + "delegate's, touchesBegan): the handler does nothing; " + advice)
      }
    }
    if check.errors.isEmpty {
      check.warnOfUnregisteredKeyboardMethods()
      check.warnOfUnconnectedFieldActions()
      check.warnOfSelectorsNamingNoMethod()
      for (location, name, instead) in UnpostedNotifications.observers(
        in: program.methods, objectiveC: program.language == .objectiveC)
      {
        check.warn(
          location,
          "FormSim does not post '\(name)': this observer never runs here; \(instead) is"
            + " what runs at that moment")
      }
      for (location, type) in ScreenViewClasses.undeclared(in: program) {
        check.warn(
          location,
          "'\(type)' is declared in no file given: the screen's view it makes stands for the"
            + " layout, and what the code reads through it (its scroll view) is opaque; give"
            + " --handler its file too (their folder, or the files joined by commas)")
      }
    }
    guard check.errors.isEmpty else {
      throw HandlerCheckFailure(
        diagnostics: Self.inOrder(check.errors),
        warnings: check.warnings.sorted { $0.location < $1.location })
    }
    let handler = CompiledHandler(
      program: program, name: name, bindings: check.bound, setupMethods: written,
      fieldActions: declaredActions, skipped: check.skipped, opaqueOutlets: check.opaqueOutlets,
      unboundOutlets: check.unboundOutlets, assignedProperties: check.assigned)
    return (handler, check.warnings.sorted { $0.location < $1.location })
  }

  /// The method a selector names by its first piece, as the front ends name methods
  /// (`fieldBegan:` and `fieldBegan(_:)` are `fieldBegan`).
  static func methodName(ofSelector selector: String) -> String? {
    let name = selector.prefix { $0 != ":" && $0 != "(" }
    return name.isEmpty ? nil : String(name)
  }

  /// Errors in the order of the file, each followed by the notes that explain it.
  static func inOrder(_ errors: [HandlerDiagnostic]) -> [HandlerDiagnostic] {
    var groups: [[HandlerDiagnostic]] = []
    for diagnostic in errors {
      if diagnostic.severity == .note, !groups.isEmpty {
        groups[groups.count - 1].append(diagnostic)
      } else {
        groups.append([diagnostic])
      }
    }
    return groups.sorted { $0[0].location < $1[0].location }.flatMap { $0 }
  }
}

/// The state of one check.
private struct Check {
  let program: HandlerProgram
  var errors: [HandlerDiagnostic] = []
  var warnings: [HandlerDiagnostic] = []
  var bound: [String: UIKitObject] = [:]
  /// Whether the walk is in the initial value of a property bound to the scroll view, whose
  /// scroll view of any class (`UITableView(frame:style:)`) is the bound one, as it is when
  /// the code runs (`Evaluator.viewMadeForBinding`).
  var inBoundScrollViewInitial = false
  var skipped: Set<SourceLocation> = []
  /// Properties some statement of the file assigns: code manages them, nothing binds them.
  var assigned: Set<String> = []
  /// The text fields made in code whose `isFirstResponder` a warning spoke of already.
  var fieldsMadeInCodeNoted: Set<String> = []
  /// The locals holding a view reached through an object of a class no file declares (`let
  /// scroll = formView.scrollView`), by the path they hold.
  var pathLocals: [String: String] = [:]
  /// The paths through such objects whose written figure a warning spoke of already.
  var opaquePathsNoted: Set<String> = []
  /// The properties set by code that runs here, and those set only in a method that only
  /// code outside the files calls, by that method (`injectedProperties`).
  var assignedInRunningCode: Set<String> = []
  var assignedByUncalled: [String: Set<String>] = [:]
  /// Properties a method writes only with the value they already hold (`WriteBacks`).
  var writtenBack: Set<String> = []
  let properties: [String: HandlerProgram.Property]
  let methodNames: Set<String>
  /// Whether the file is Swift 3 or later (`HandlerProgram.spellsSwift3`).
  let spellsSwift3: Bool
  /// The methods the files add to `NSLayoutConstraint`, which run on the constraint they are
  /// called on (`SharedObjectClass`).
  let constraintMethods: Set<String>
  /// The types the file declares, by name.
  let types: [String: HandlerProgram.DeclaredType]
  /// The view classes `loadView` makes the screen's view of (`ScreenViewClasses`).
  let screenViewClasses: Set<String>
  /// The classes whose methods the files hold (a controller's class methods, sent to it by
  /// name, among them): code of the files, not of another's.
  let methodOwners: Set<String>
  /// The labels of the tuples the file writes (`(size: …, duration: …)`): members of those
  /// tuples' values (`info.duration`), as their positions are (`info.1`).
  let tupleLabels: Set<String>
  /// Locals of the method being walked.
  var locals: Set<String> = []
  /// Unbound outlets, with where each is first used and first used for a simulated figure.
  var unboundUses: [String: (first: SourceLocation, figure: SourceLocation?, member: String?)] =
    [:]
  /// The properties and names paths `--bind` names start from (`addressView` of
  /// `addressView.scrollView`): opaque objects, whatever their type.
  var pathRoots: Set<String> = []
  /// Outlets the code hands to a method of the files as an argument, with the method's name.
  var outletsHandedOn: [String: String] = [:]
  /// Unbound outlets the file never uses for a simulated figure: they run as opaque values.
  var opaqueOutlets: Set<String> = []
  /// Of those, the outlets no --bind connects (not one bound to `none`, a view FormSim does
  /// not draw, or a property the presenting screen passes in): a figure written into one
  /// through another name stops the run, asking for its binding.
  var unboundOutlets: Set<String> = []
  /// The condition being walked, and what it is taken as when it reads opaque code.
  var condition: (expression: Expression, assumed: String)?
  /// The first condition that reads each unbound outlet: one used for nothing simulated still
  /// decides what the code does there.
  var outletConditions: [String: (expression: Expression, assumed: String)] = [:]
  /// What the walk treats as opaque, by line of its file: the first place on the line, and the
  /// code.
  var opaque: [SourceLocation: (location: SourceLocation, names: [String])] = [:]
  /// Whether the expression walked last met opaque code (`if` and `guard` say what they assume).
  var metOpaque = false
  /// Inside a closure handed to opaque code, which never runs: an outlet used there needs no
  /// binding.
  var inClosureThatNeverRuns = false
  /// Walking the branch of an `if` whose condition met opaque code, which the run takes as
  /// false: the branch never runs.
  var inBranchNeverTaken = false
  /// Where `unknown ?? false` stands: its value is false, as the run takes the unknown as nil.
  var falseByAssumption: Set<SourceLocation> = []
  /// Locals of the method being walked that were given opaque values, with the code each came
  /// from.
  var opaqueLocals: [String: String] = [:]
  /// Locals that hold one of the screen's outlets (`if let c = self.keyboardConstraint()`, a
  /// method of the files returning `tableViewBottom`): a write through one is the outlet's.
  var outletLocals: [String: String] = [:]
  /// Locals of the method being walked that hold `self` (`__weak typeof(self) self_ = self`,
  /// `guard let strongSelf = weakSelf`): a member read through one is `self`'s.
  var selfAliases: Set<String> = []
  /// The type whose member is being walked (an extension of `Notification`, an enum's method):
  /// a bare name there is first a member of the value, which FormSim finds at run time.
  var owner: String?
  /// Whether the method being walked is of a view's extension or category, where a bare name
  /// is first a member of the view `self` is (`frame`, `contentInset`).
  var onView = false
  /// The opaque code met last, for a message about a value made from it.
  var lastOpaque = ""
  /// The properties the presenting screen passes in (`injectedProperties`), known before the
  /// walk.
  var injected: Set<String> = []
  /// The properties whose initial value is a view or an object FormSim does not simulate
  /// (`let hintLabel = UILabel()`, `let form = RegistrationView()`), never replaced: a
  /// condition that reads one is warned of, as the run takes it as unknown. Their members are
  /// listed where they are used, as before.
  var madeOpaque: Set<String> = []
  /// The properties the reachable code gives a value of code FormSim does not run
  /// (`bottom = input.alignBottom(toView: view)`, a layout helper of another file), and those a
  /// first walk found so (`givenOpaqueAnywhere`): a condition on one is taken as false or nil,
  /// wherever in the walk's order the code that sets it is.
  var givenOpaque: Set<String> = []
  var givenOpaqueAnywhere: Set<String> = []
  /// The scroll view properties the code gives a view from opaque code, each warned of once.
  var viewsFromOpaqueCode: Set<String> = []
  /// The locals computed from one of `madeOpaque` (`let overlap = mainStack.frame.maxY - …`):
  /// as unknown as it, for the conditions that read them.
  var madeOpaqueLocals: [String: String] = [:]
  /// Whether the condition being walked read one of `madeOpaque`, and the last one read.
  var readsMadeOpaque = false
  var lastMadeOpaque = ""
  /// The keyboard libraries the file configures, each with where it is first used.
  var keyboardLibraries: [(library: KeyboardLibrary, location: SourceLocation)] = []
  /// The methods the walk from UIKit's entry points reached, by name.
  var reached: Set<String> = []
  /// Whether a warning said that observers are registered in code that never runs here.
  var registrationsNeverRun = false

  init(program: HandlerProgram) {
    self.program = program
    // The view controller's own declaration of a name before another class's, as
    // `CompiledHandler` gives it the slot.
    properties = Dictionary(
      program.properties.map { ($0.name, $0) },
      uniquingKeysWith: { first, later in
        (first.owner != nil && later.owner == nil)
          || (first.isProtocolDefault && !later.isProtocolDefault && later.owner == nil)
          ? later : first
      }
    )
    methodNames = Set(program.methods.map(\.name))
    types = Dictionary(program.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    screenViewClasses = ScreenViewClasses.of(program)
    methodOwners = Set(program.methods.compactMap(\.owner))
    spellsSwift3 = program.spellsSwift3
    let constraintClass = SharedObjectClass.named("NSLayoutConstraint")
    constraintMethods = Set(program.methods.filter { $0.owner == constraintClass }.map(\.name))
    var labels: Set<String> = []
    for method in program.methods {
      ProgramWalk.visit(
        method.body,
        expression: { expression in
          if case .tuple(let elements) = expression.kind {
            labels.formUnion(elements.compactMap(\.label))
          }
        })
    }
    tupleLabels = labels
  }

  /// Whether UIKit calls `method` by its name: a hook, as `HandlerHook.sent(as:)` reads it.
  func isSentByUIKit(_ method: HandlerProgram.Method) -> Bool {
    HandlerHook.sent(as: method, spellsSwift3: spellsSwift3) != nil
  }

  /// A delegate method a Swift 3 file spells with its first argument labelled, which UIKit
  /// never calls: said, since it looks like one it does, unless the file's own code names it
  /// (a notification's selector, `textFieldDidBeginEditing(notification:)`), which runs it.
  mutating func warnOfLabelledDelegateMethods(used: Set<String>) {
    for method in program.methods where method.owner == nil {
      guard let hook = HandlerHook(rawValue: method.name), !isSentByUIKit(method),
        let label = method.parameters.first?.label, !used.contains(method.name)
      else { continue }
      warn(
        method.location,
        "'\(hook.rawValue)(\(label):)' is not UIKit's '\(hook.rawValue)(_:)': since Swift 3 its"
          + " first argument's label makes it another method, which UIKit never calls")
    }
  }

  mutating func error(_ location: SourceLocation, _ message: String) {
    errors.append(
      HandlerDiagnostic(.error, file: program.path(of: location), at: location, message))
  }

  /// A warning, once: code the walk reaches twice (a base class's `viewDidLoad`, run as the
  /// screen's and through its subclass's `super.viewDidLoad()`) is one line of the file.
  mutating func warn(_ location: SourceLocation, _ message: String) {
    guard !warnings.contains(where: { $0.location == location && $0.message == message }) else {
      return
    }
    warnings.append(
      HandlerDiagnostic(.warning, file: program.path(of: location), at: location, message))
  }

  /// Code outside what FormSim simulates, met at `location`: it runs as an opaque value.
  mutating func treatAsOpaque(_ code: String, at location: SourceLocation) {
    metOpaque = true
    lastOpaque = code
    noteKeyboardLibrary(in: code, at: location)
    // One warning per line of each file: the line's start in its file is the key.
    let line = SourceLocation(line: location.line, column: 0, file: location.file)
    var entry = opaque[line] ?? (location, [])
    if !entry.names.contains(code) { entry.names.append(code) }
    opaque[line] = entry
  }

  /// Remembers the first use of a keyboard library in `code` (opaque code or a type's name, as
  /// the check names it), met at `location`.
  mutating func noteKeyboardLibrary(in code: String, at location: SourceLocation) {
    guard let library = KeyboardLibrary.of(code),
      !keyboardLibraries.contains(where: { $0.library == library })
    else { return }
    keyboardLibraries.append((library, location))
  }

  /// One warning per line that uses opaque code, listing it, and one per keyboard library.
  mutating func reportOpaque() {
    for (library, location) in keyboardLibraries where !library.isTurnedOff(in: program) {
      warn(
        location,
        "\(library.typePrefix) moves the fields itself on a device, which this file's own code"
          + " does not show: check the screen with \(library.advice)")
    }
    for (_, entry) in opaque.sorted(by: { $0.key < $1.key }) {
      let names = entry.names.map { "'\($0)'" }.joined(separator: ", ")
      warn(
        entry.location,
        "\(names) \(entry.names.count == 1 ? "is" : "are") outside what FormSim simulates: "
          + "treated as opaque (it runs, and changes nothing simulated)")
    }
  }

  /// Walks a condition, and warns when it reads opaque code: FormSim cannot know it, and
  /// takes it as `assumed` ("false" for a `Bool`, "nil" for an optional `if let` binds).
  mutating func walkCondition(
    _ expression: Expression, assumed: String = "false", naming named: inout [String]
  ) {
    let outer = condition
    let outerReads = readsMadeOpaque
    condition = (expression, assumed)
    readsMadeOpaque = false
    let met = meetsOpaque(expression, naming: &named) || readsMadeOpaque
    condition = outer
    readsMadeOpaque = outerReads
    if met || readsGivenOpaque(expression) {
      warn(
        expression.location,
        "the condition '\(SourceText.of(expression))' depends on code FormSim does not simulate: "
          + "it is taken as \(assumed)")
    }
    metOpaque = metOpaque || met
  }

  /// Whether `expression` is one of `givenOpaqueAnywhere` (`x`, `self.x`, `x!`, `x?`).
  func readsGivenOpaque(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .name(let name), .resolved(_, let name):
      !locals.contains(name) && givenOpaqueAnywhere.contains(name)
    case .member(let base, let name) where refersToSelf(base): givenOpaqueAnywhere.contains(name)
    case .optionalChain(let inner), .forceUnwrap(let inner): readsGivenOpaque(inner)
    default: false
    }
  }

  /// Walks `expression` on its own: whether it met opaque code. `metOpaque` is left as it was;
  /// each caller decides what the answer adds to it.
  mutating func meetsOpaque(_ expression: Expression, naming named: inout [String]) -> Bool {
    let outer = metOpaque
    metOpaque = false
    walk(expression, naming: &named)
    let met = metOpaque
    metOpaque = outer
    return met
  }

  /// `meetsOpaque` for a closure handed to or stored in opaque code: it never runs here, so
  /// an outlet it uses needs no binding.
  mutating func meetsOpaque(neverRunning closure: Expression, naming named: inout [String])
    -> Bool
  {
    let outer = inClosureThatNeverRuns
    inClosureThatNeverRuns = true
    defer { inClosureThatNeverRuns = outer }
    return meetsOpaque(closure, naming: &named)
  }

  /// A warning when `closure`, handed to opaque `code`, registers observers, or is handed
  /// with a keyboard notification's name among the call's `arguments` (an app's own
  /// `center.oex_addObserver(self, notification: UIKeyboardWillShowNotification) { … }`): that
  /// code calls it when it will, which FormSim cannot know, so it never runs here.
  mutating func warnOfRegistrations(
    in closure: Expression, handedTo code: Expression, beside arguments: [Argument] = []
  ) {
    guard case .closure(_, let body, _) = closure.kind else { return }
    let lines = RegistrationSites.lines(in: body)
    if lines.isEmpty,
      let notification = arguments.lazy.compactMap({ Self.keyboardNotification($0.value) }).first
    {
      warn(
        closure.location,
        "this block is handed to '\(SourceText.of(code))' with '\(notification)', which FormSim"
          + " does not simulate: if that code observes the notification with it, it never runs"
          + " here; observe it with addObserver(forName:object:queue:using:) to run it")
      return
    }
    guard !lines.isEmpty else { return }
    registrationsNeverRun = true
    let places = lines.map { "line \($0)" }.joined(separator: ", ")
    warn(
      closure.location,
      "this block is handed to '\(SourceText.of(code))', which FormSim does not simulate: it"
        + " never runs here, so the observers it registers (\(places)) are never registered;"
        + " register them in a method of the file that runs (viewDidLoad, or one named with"
        + " --handler-setup)")
  }

  /// The keyboard notification `expression` names, as written, if it names one.
  static func keyboardNotification(_ expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name), .resolved(_, let name), .implicitMember(let name):
      UIKitNames.notification(name) != nil ? name : nil
    case .member(_, let name):
      UIKitNames.notification(name) != nil ? SourceText.of(expression) : nil
    default: nil
    }
  }

  mutating func syntax() {
    for diagnostic in program.diagnostics {
      let message = HandlerDiagnostic(
        diagnostic.severity, file: program.path(of: diagnostic.location), at: diagnostic.location,
        diagnostic.message)
      // A note explains the error before it, and is shown with it.
      let explainsAnError = diagnostic.severity == .note && !errors.isEmpty
      if diagnostic.severity == .error || explainsAnError {
        errors.append(message)
      } else {
        warnings.append(message)
      }
    }
  }

  // MARK: Outlets

  /// `called` is every name the files' code uses (`namesUsed`).
  mutating func bind(_ pairs: [(String, String)], used called: Set<String>) {
    // The properties the code replaces (`assigned`), in nested blocks and in closures' bodies
    // too (`self?.list = list` in a network callback sets it in the file, whether or not
    // FormSim runs it), told apart by whether only a scroll view made in code is put there.
    var madeScrollViews: Set<String> = []
    var assignedOtherwise: Set<String> = []
    assignedInRunningCode = []
    assignedByUncalled = [:]
    writtenBack = []
    for method in program.methods where !isObjectClass(method.owner) {
      var (made, other) = ViewsMadeInCode.scrollViewAssignments(
        in: method.body, property: assignedProperty)
      let kept = WriteBacks.properties(writtenBackBy: method, in: program)
      writtenBack.formUnion(kept)
      other.subtract(kept)
      madeScrollViews.formUnion(made)
      assignedOtherwise.formUnion(other)
      if isCalledFromOutside(method, called: called) {
        assignedByUncalled[method.name, default: []].formUnion(made.union(other))
      } else {
        assignedInRunningCode.formUnion(made.union(other))
      }
    }
    assigned = madeScrollViews.union(assignedOtherwise)
    for (written, word) in pairs {
      if let dot = written.firstIndex(of: ".") {
        bindPath(written, root: String(written[..<dot]), to: word, used: called)
        continue
      }
      // `_scrollView`, the instance variable behind the property, names the property.
      let name =
        properties[written] == nil && written.hasPrefix("_")
          && properties[String(written.dropFirst())] != nil
        ? String(written.dropFirst()) : written
      guard properties[name] != nil else {
        let known = program.properties.map(\.name).joined(separator: ", ")
        error(
          .init(line: 1, column: 1),
          "--bind \(name)=\(word): the file declares no property '\(name)'"
            + (known.isEmpty ? "" : " (it declares \(known))"))
        continue
      }
      if word == BindingTarget.nothingSimulated {
        opaqueOutlets.insert(name)
        continue
      }
      guard let object = BindingTarget.object(word) else {
        error(
          properties[name]?.location ?? .init(line: 1, column: 1),
          "--bind \(name)=\(word): '\(word)' is not a target; use one of "
            + BindingTarget.words.joined(separator: ", "))
        continue
      }
      bound[name] = object
    }
    for root in pathRoots where properties[root] != nil && bound[root] == nil {
      opaqueOutlets.insert(root)
    }
    warnOfFieldCollections()
    // A property bound to the form's scroll view (by --bind, by path, or by a storyboard's
    // connection) is the form's: the file's other scroll views are not (a collection view of
    // chips, a table of suggestions).
    guard !bound.values.contains(.scrollView),
      !pairs.contains(where: { $0.1 == "scroll" && $0.0.contains(".") })
    else { return }
    // The scroll views the code builds itself (`let scrollView = UIScrollView()`, or only
    // ever given a new one: `scrollView = UIScrollView(frame: view.bounds)`).
    let made = program.properties.filter { property in
      guard !isObjectClass(property.owner), property.getter == nil,
        bound[property.name] == nil, !assignedOtherwise.contains(property.name)
      else { return false }
      if madeScrollViews.contains(property.name) { return true }
      return !assigned.contains(property.name) && property.type == nil
        && UIKitTypes.isScrollView(
          property.initial.flatMap { ViewsMadeInCode.madeType($0, in: program) })
    }
    // The one scroll view the file declares and never assigns is the form's, without a doubt,
    // unless the code builds another (a collection view made by a helper beside the form's
    // `UIScrollView()`): then the code's figures tell, as they do between two it builds.
    let scrollViews = program.properties.filter { property in
      !isObjectClass(property.owner) && property.getter == nil && bound[property.name] == nil
        && !assigned.contains(property.name)
        && UIKitTypes.isScrollView(property.type)
    }
    if !scrollViews.isEmpty && !made.isEmpty {
      bindTheForm(among: scrollViews + made)
      return
    }
    if let form = theForm(among: scrollViews) { bound[form] = .scrollView }
    guard scrollViews.isEmpty else { return }
    // Else the one outlet of a class no file here declares that is named as UIKit names its
    // scroll views (a library's `TPKeyboardAvoidingScrollView`, the app's `FormTableView`).
    let namedAsScrollViews = program.properties.filter { property in
      guard property.isOutlet, !isObjectClass(property.owner), bound[property.name] == nil,
        !assigned.contains(property.name), let type = property.type.map(UIKitTypes.bare),
        types[type] == nil
      else { return false }
      return UIKitTypes.scrollViewTypes.contains { type.hasSuffix($0.dropFirst(2)) }
    }
    if namedAsScrollViews.count == 1, let outlet = namedAsScrollViews.first {
      bound[outlet.name] = .scrollView
      warn(
        outlet.location,
        "'\(outlet.name)' is a \(UIKitTypes.bare(outlet.type ?? "")), which no file here"
          + " declares, named as a scroll view: it is taken as the form's, and what its class does"
          + " beyond UIKit's scroll view is not simulated; --bind \(outlet.name)=… says otherwise")
      return
    }
    // Else the one scroll view the code builds itself.
    bindTheForm(among: made)
  }

  /// Binds the form's scroll view among `candidates` (`theForm(among:)`), or says that
  /// FormSim cannot tell which of several it is.
  ///
  /// When the code moves none of them, the one outlet among them is the form's: the storyboard
  /// made it, beside what the code builds (a collection view of tags).
  mutating func bindTheForm(among candidates: [HandlerProgram.Property]) {
    let outlets = candidates.filter(\.isOutlet)
    if let form = theForm(among: candidates) {
      bound[form] = .scrollView
    } else if outlets.count == 1,
      ViewsMadeInCode.moved(among: Set(candidates.map(\.name)), in: program).isEmpty
    {
      bound[outlets[0].name] = .scrollView
    } else if candidates.count > 1 {
      let names = candidates.map { "'\($0.name)'" }.joined(separator: ", ")
      let has = outlets.isEmpty ? "makes" : "has"
      let made = outlets.isEmpty ? " in code" : ""
      warn(
        candidates[0].location,
        "the file \(has) \(candidates.count) scroll views\(made) (\(names)) and FormSim cannot"
          + " tell which is the form's: what the code does to them changes nothing simulated;"
          + " pass --bind NAME=scroll for the form's")
    }
  }

  /// A text view the code makes and then insets or scrolls (`noteView.contentInset.bottom =
  /// h`), which nothing binds: FormSim draws no text view, so what the code does to it changes
  /// nothing simulated, unless the form's scroll view stands for it.
  mutating func warnOfTextViewsMadeInCode() {
    let made = ViewsMadeInCode.textViews(in: program, property: assignedProperty).filter {
      bound[$0] == nil && !opaqueOutlets.contains($0)
    }
    for name in ViewsMadeInCode.moved(among: made, in: program).sorted() {
      guard let property = properties[name] else { continue }
      warn(
        property.location,
        "'\(name)' is a text view the code makes and scrolls or insets: FormSim draws no text"
          + " view, so that changes nothing simulated; --bind \(name)=scroll lets the form's"
          + " scroll view stand for it")
    }
  }

  /// The form's scroll view among the ones the code could mean: the only one, or of several
  /// the only one its code moves.
  func theForm(among candidates: [HandlerProgram.Property]) -> String? {
    guard candidates.count > 1 else { return candidates.first?.name }
    let moved = ViewsMadeInCode.moved(among: Set(candidates.map(\.name)), in: program)
    return moved.count == 1 ? moved.first : nil
  }

  /// Whether `owner` is a class the files declare, whose objects the code makes
  /// (`Evaluator.makeObject`): its methods write the object's properties, not the screen's.
  func isObjectClass(_ owner: String?) -> Bool {
    guard let owner else { return false }
    return types[owner]?.kind == .classType
  }

  mutating func setup(_ names: [String]) {
    for name in names where !methodNames.contains(name) {
      error(
        .init(line: 1, column: 1),
        "--handler-setup \(name): the file declares no method '\(name)'")
    }
  }

  /// The property an assignment replaces: `field = …` or `self.field = …`, not
  /// `scrollView.contentInset = …`, which writes through it.
  func assignedProperty(_ target: Expression) -> String? {
    switch target.kind {
    case .name(let name): return name
    case .member(let base, let name):
      switch base.kind {
      case .name("self"): return name
      // `self?.list = …` and `self!.list = …` in a closure that captured `self` weakly.
      case .optionalChain(let inner), .forceUnwrap(let inner):
        if case .name("self") = inner.kind { return name }
        return nil
      default: return nil
      }
    default: return nil
    }
  }

  // MARK: Reachable code

  mutating func walkReachable(setup: [String]) {
    var first = self
    first.walkReachableOnce(setup: setup)
    givenOpaqueAnywhere = first.givenOpaque
    walkReachableOnce(setup: setup)
  }

  private mutating func walkReachableOnce(setup: [String]) {
    injected = injectedProperties(setup: setup)
    madeOpaque = Set(
      program.properties.filter { property in
        guard property.getter == nil, bound[property.name] == nil,
          !assigned.contains(property.name), !program.isInstanceField(property),
          let initial = property.initial, case .call(let callee, _) = initial.kind
        else { return false }
        if foreignInitializer(callee) != nil { return true }
        guard let made = ViewsMadeInCode.madeType(initial) else { return false }
        return !UIKitTypes.isScrollView(made)
      }.map(\.name))
    // A property's observers and setter run whenever it is written: they are reached as the
    // methods UIKit calls are.
    let roots = program.methods.filter {
      $0.runsAtLoad || isSentByUIKit($0) || setup.contains($0.name) || $0.accessor != nil
    }.map(\.name)
    var seen = Set(roots)
    // The initialiser UIKit runs first, alone of the file's initialisers (a view's, or one
    // UIKit does not call, is reached only by a call); then every method of each name reached.
    var queue = program.controllerInitializer.map { [program.methods[$0]] } ?? []
    for name in roots { queue += program.methods.filter { $0.name == name } }
    /// The file's methods `named` names, each name once.
    func reach(_ named: [String]) {
      for next in named where !seen.contains(next) && methodNames.contains(next) {
        seen.insert(next)
        queue += program.methods.filter { $0.name == next }
      }
    }
    // Stored properties take their initial values at start (a `lazy` one when first read):
    // what those run is reached too.
    for property in program.properties where property.getter == nil {
      guard let initial = property.initial else { continue }
      locals = []
      owner = property.owner
      inBoundScrollViewInitial = bound[property.name] == .scrollView
      var named: [String] = []
      walk(initial, naming: &named)
      owner = nil
      inBoundScrollViewInitial = false
      reach(named)
    }
    var index = 0
    while index < queue.count {
      let method = queue[index]
      index += 1
      locals = Set(method.parameters.map(\.name))
      opaqueLocals = [:]
      outletLocals = [:]
      madeOpaqueLocals = [:]
      selfAliases = []
      owner = method.owner
      onView = method.onView
      defer {
        owner = nil
        onView = false
      }
      var named: [String] = []
      walk(method.body, naming: &named)
      reach(named)
    }
    // Computed properties run when read: check their getters too.
    for property in program.properties {
      guard let getter = property.getter else { continue }
      locals = []
      owner = property.owner
      onView = property.onView
      var named: [String] = []
      walk(getter, naming: &named)
      owner = nil
      onView = false
    }
    reached = seen
    reportOpaque()
    reportUnbound()
    reportInjected()
  }

  /// An optional property of the app's own type from another file (`var currentUser:
  /// UserModel?`), of a protocol the files declare, or an implicitly unwrapped one of a class
  /// they declare (`isAppType`), that the file never sets is what the screen that shows this
  /// one passes in (`chatVC.currentUser = user` before the push): opaque, not nil, so that
  /// `currentUser!.name` runs as on a device rather than crashing.
  mutating func reportInjected() {
    for property in program.properties where injected.contains(property.name) {
      // An object's or a value's own property is set where the code makes it, not by a screen.
      guard !opaqueOutlets.contains(property.name), let type = property.type,
        !program.isInstanceField(property)
      else { continue }
      opaqueOutlets.insert(property.name)
      let setters = assignedByUncalled.filter { $0.value.contains(property.name) }.keys.sorted()
      let setting =
        !setters.isEmpty
        ? "is set only in \(setters.joined(separator: ", ")), which no code here calls"
        : writtenBack.contains(property.name)
          ? "is set in the file only to the value it holds" : "is never set in the file"
      warn(
        property.location,
        "'\(property.name)' (\(type)) \(setting): taken as what the screen that shows it passes"
          + " in, opaque (it runs, and changes nothing simulated)")
    }
  }

  /// The properties `reportInjected` takes for what the presenting screen passes in: read, they
  /// are opaque (a condition on one is taken as false, with a warning). One set only in a
  /// method no code of the files calls (`inject(presenter:)`, which the screen's builder
  /// calls before the view loads) is passed in too, unless `--handler-setup` runs that method.
  func injectedProperties(setup: [String]) -> Set<String> {
    let setHere = setup.reduce(into: assignedInRunningCode) { set, name in
      set.formUnion(assignedByUncalled[name] ?? [])
    }
    return Set(
      program.properties.filter { property in
        guard property.getter == nil, property.initial == nil, !property.isOutlet,
          bound[property.name] == nil, !setHere.contains(property.name),
          let type = property.type
        else { return false }
        return Self.isAppType(type, declared: types)
      }.map(\.name))
  }

  /// Whether only code outside the files calls `method`: a method of the screen that no code
  /// of the files names (by a call, a selector or a reference) and that UIKit does not send.
  func isCalledFromOutside(_ method: HandlerProgram.Method, called: Set<String>) -> Bool {
    method.owner == nil && !method.name.hasPrefix("init") && method.name != "deinit"
      && method.accessor == nil && !method.runsAtLoad && !isSentByUIKit(method)
      && !called.contains(method.name)
  }

  /// Every name the files' code uses as a name, a member or a selector (its base name): what
  /// may call a method of theirs.
  static func namesUsed(in program: HandlerProgram) -> Set<String> {
    var names: Set<String> = []
    let bodies =
      program.methods.map(\.body)
      + program.properties.compactMap {
        $0.initial.map { [Statement(.expression($0), at: $0.location)] }
      }
    for body in bodies {
      ProgramWalk.visit(
        body,
        expression: { expression in
          switch expression.kind {
          case .name(let name), .resolved(_, let name), .member(_, let name),
            .implicitMember(let name), .selector(let name):
            names.insert(baseName(ofSelector: name))
          default: break
          }
        })
    }
    return names
  }

  /// Whether `type` is an optional of a type of the app's other files, or of `Any` or
  /// `AnyObject` (an untyped model handed over): a capitalised name that is no framework's
  /// (`UI…`, `NS…`, `CG…`, `CA…`), no Swift value type FormSim computes with, no collection,
  /// tuple or function, and not declared in this file.
  static func isAppType(_ type: String, declared: [String: HandlerProgram.DeclaredType]) -> Bool {
    guard let last = type.last, last == "?" || last == "!" else { return false }
    let name = UIKitTypes.bare(type)
    guard let first = name.first, first.isUppercase,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      !["UI", "NS", "CG", "CA"].contains(where: name.hasPrefix),
      // A Swift or Foundation value optional and never set may well be nil; implicitly
      // unwrapped (`var serverURL: URL!`), it is set before use, or the app would crash.
      last == "!"
        || ![
          "Int", "Double", "Float", "Bool", "String", "Date", "TimeInterval", "Notification",
          "Selector", "Character", "Data", "URL",
        ].contains(name),
      UIKitTables.type(named: name) == nil
    else { return false }
    // A protocol the file declares is no type the file can make a value of: one never set is
    // passed in as well (a view model's protocol, beside the screen that takes it). So is an
    // implicitly unwrapped object of a class the files declare: read while nil, it would crash
    // the app, so the code that shows the screen sets it (`var viewModel: LoginViewModel!`).
    return declared[name].map {
      $0.kind == .protocolType || ($0.kind == .classType && last == "!" && $0.viewClass == nil)
    } ?? true
  }

  /// The target to suggest for an unbound outlet: for a constraint, the way round its
  /// constant's writes say it is written.
  func bindingHint(_ name: String, _ type: String?) -> String {
    UIKitTypes.bindingHint(type, outlet: name, writtenAs: name, in: program)
  }

  /// `--bind addressView.scrollView=scroll`: the view the code reaches through a member of
  /// an object FormSim does not simulate (a view of the app's own class, declared in a file
  /// not given) stands for the target, read as the path is written from the screen's
  /// property or undeclared name; the object itself stays opaque.
  mutating func bindPath(_ path: String, root: String, to word: String, used: Set<String>) {
    guard !path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
    else {
      error(
        .init(line: 1, column: 1),
        "--bind \(path)=\(word): a path is names joined by single dots (addressView.scrollView)")
      return
    }
    guard properties[root] != nil || used.contains(root) else {
      let known = program.properties.map(\.name).joined(separator: ", ")
      error(
        .init(line: 1, column: 1),
        "--bind \(path)=\(word): the files use no property or name '\(root)' for the path to"
          + " start from" + (known.isEmpty ? "" : " (they declare \(known))"))
      return
    }
    guard word != BindingTarget.nothingSimulated, let object = BindingTarget.object(word) else {
      let targets = BindingTarget.words.filter { $0 != BindingTarget.nothingSimulated }
      error(
        .init(line: 1, column: 1),
        "--bind \(path)=\(word): '\(word)' is not a target for a path; use one of "
          + targets.joined(separator: ", "))
      return
    }
    bound[path] = object
    pathRoots.insert(root)
  }

  /// Whether `expression` is a path `--bind` names (`addressView.scrollView`, written with or
  /// without `self.`) or leads to one (`formView.content` of `formView.content.scrollView`).
  func leadsToBoundPath(_ expression: Expression) -> Bool {
    guard !pathRoots.isEmpty, let path = expression.memberPath(isSelf: refersToSelf) else {
      return false
    }
    return bound[path] != nil || bound.keys.contains { $0.hasPrefix(path + ".") }
  }

  /// An unbound outlet used for a figure FormSim simulates (an inset, a frame, a constant) is
  /// an error at that use; one used for nothing simulated, or to a view no binding can stand
  /// for (a label, a button, an image), runs as opaque.
  mutating func reportUnbound() {
    for (name, use) in unboundUses.sorted(by: { $0.value.first < $1.value.first }) {
      // A property of an object or value of the files' own types is no outlet: the code that
      // makes it gives it its views.
      if let property = properties[name],
        program.isInstanceField(property) || program.isObservedMemberOfInstances(property)
      {
        continue
      }
      let type = properties[name]?.type
      if let type, UIKitTypes.undrawnViewTypes.contains(UIKitTypes.bare(type)) {
        opaqueOutlets.insert(name)
        warn(
          use.first,
          "'\(name)' is a \(UIKitTypes.bare(type)), which FormSim does not draw: treated as "
            + "opaque (moving it changes nothing simulated)")
      } else if let type, UIKitTypes.isScrollView(type), bound.values.contains(.scrollView) {
        // The form's scroll view is bound: another is a view FormSim does not draw (a
        // collection view of tags, a table of suggestions).
        opaqueOutlets.insert(name)
        warn(
          use.first,
          "'\(name)' is a \(UIKitTypes.bare(type)) beside the form's scroll view, which FormSim"
            + " does not draw: treated as opaque (moving it changes nothing simulated)")
      } else if let figure = use.figure {
        error(
          figure,
          "'\(name)' is not bound: pass --bind \(name)="
            + "\(bindingHint(name, UIKitSurface.shownType(type, member: use.member))) "
            + "(targets: \(BindingTarget.words.joined(separator: ", ")))")
      } else if let (condition, assumed) = outletConditions[name] {
        // Opaque, it decides a condition: the code's path depends on which view it is.
        opaqueOutlets.insert(name)
        unboundOutlets.insert(name)
        warn(
          condition.location,
          "the condition '\(SourceText.of(condition))' reads '\(name)', an outlet no --bind"
            + " connects: it is taken as \(assumed); pass --bind \(name)="
            + "\(bindingHint(name, type)) to name the view it is")
      } else if let method = outletsHandedOn[name] {
        opaqueOutlets.insert(name)
        unboundOutlets.insert(name)
        warn(
          use.first,
          "'\(name)' is an outlet no --bind connects, handed to '\(method)(…)', whose use of it"
            + " through its parameter FormSim does not follow: treated as opaque (nil where that"
            + " code tests it); if that code moves or measures it, pass --bind \(name)="
            + bindingHint(name, type))
      } else {
        opaqueOutlets.insert(name)
        unboundOutlets.insert(name)
        warn(
          use.first,
          "'\(name)' is an outlet no --bind connects, used for nothing FormSim simulates: "
            + "treated as opaque")
      }
    }
  }

  mutating func walk(_ statements: [Statement], naming named: inout [String]) {
    for statement in statements { walk(statement, naming: &named) }
  }

  mutating func walk(_ statement: Statement, naming named: inout [String]) {
    if let (reason, foreignType) = skipReason(statement) {
      if let foreignType { noteKeyboardLibrary(in: foreignType, at: statement.location) }
      skipped.insert(statement.location)
      warn(statement.location, "skipped: FormSim does not simulate \(reason)")
      return
    }
    if case .unsupported(let what) = statement.kind {
      error(statement.location, "\(what) is outside what FormSim interprets")
      return
    }
    let parts = statement.parts
    if case .assignment(let target, _, _) = statement.kind {
      noteFigureThroughOpaquePath(target, at: statement.location)
    }
    // What the statement binds is known in its `where` clauses and blocks.
    for pattern in parts.patterns { locals.formUnion(pattern.bindings) }
    let metBeforeConditions = metOpaque
    metOpaque = false
    if case .guardElse(let conditions, let otherwise) = statement.kind {
      walk(conditions, assertedByFatalElse: otherwise.first?.endsTheApp == true, naming: &named)
    } else {
      walk(parts.conditions, naming: &named)
    }
    // Taken as false: a condition that met opaque code, or `unknown ?? false`.
    let conditionsMetOpaque =
      metOpaque
      || parts.conditions.contains {
        if case .boolean(let expression) = $0 {
          falseByAssumption.contains(expression.location)
        } else {
          false
        }
      }
    metOpaque = metBeforeConditions || metOpaque
    var opaqueValue = false
    var targetIsOpaque = false
    var sequenceIsOpaque = false
    // Whether the statement's expressions read a property that holds an opaque view.
    let outerReads = readsMadeOpaque
    readsMadeOpaque = false
    defer { readsMadeOpaque = outerReads || readsMadeOpaque }
    for expression in parts.expressions {
      if case .assignment(let target, nil, let value) = statement.kind, expression == value,
        let property = assignedProperty(target), bound[property] == .scrollView,
        let frame = ViewsMadeInCode.frameArgument(value)
      {
        // The form's scroll view, made in code: the screen's, given the frame it is made with
        // (`Evaluator.giveMadeViewsFrame`); the rest of its initialiser (a collection view's
        // layout) changes nothing simulated, and is not opaque code the run skips.
        _ = meetsOpaque(frame, naming: &named)
        continue
      }
      if case .assignment(_, _, let value) = statement.kind, targetIsOpaque,
        case .closure = value.kind, expression == value
      {
        // A closure stored into code FormSim does not simulate (`watcher.onChange = { … }`)
        // is that code's to call, as one passed to such code is.
        _ = meetsOpaque(neverRunning: expression, naming: &named)
        if case .assignment(let target, _, _) = statement.kind {
          warnOfRegistrations(in: expression, handedTo: target)
        }
        continue
      }
      let met = meetsOpaque(expression, naming: &named)
      if case .forIn(_, let sequence, _, _, _) = statement.kind, expression == sequence {
        sequenceIsOpaque = met
      }
      // An assignment's target may be opaque; what matters is whether its value is.
      if case .assignment(let target, _, _) = statement.kind, expression == target {
        targetIsOpaque = met
        continue
      }
      opaqueValue = opaqueValue || met
    }
    metOpaque = metOpaque || opaqueValue
    switch statement.kind {
    case .variable(let name, _, let initial, _, _):
      outletLocals[name] = initial.flatMap(outletHeld)
      pathLocals[name] = initial.flatMap(viewPathThroughMadeOpaque)
      // A local computed from a property that holds an opaque view (`mainStack.frame.maxY`)
      // is unknown too: a condition on it is warned of.
      opaqueLocals[name] = opaqueValue ? lastOpaque : nil
      madeOpaqueLocals[name] = !opaqueValue && readsMadeOpaque ? lastMadeOpaque : nil
      if let initial, refersToSelf(initial) {
        selfAliases.insert(name)
      } else {
        selfAliases.remove(name)
      }
    // A figure written into an object that is itself opaque (a view of the app's own class,
    // made here) changes nothing simulated, whatever its value.
    case .assignment(let target, let op, let value) where opaqueValue && !targetIsOpaque:
      // A property the code gives an opaque value (`mainStack = VStackView(…)`, a function of
      // another file) holds an unknown view from then on.
      if op == nil, let name = ImplicitOutlets.root(target), let property = properties[name],
        property.getter == nil, bound[name] == nil, !injected.contains(name),
        !program.isInstanceField(property)
      {
        // What a call of code FormSim does not run returns (a value worked out from one may
        // still be known when the code runs: a message to nil answers 0).
        if case .call = value.kind { givenOpaque.insert(name) }
        if case .call(let callee, _) = value.kind, foreignInitializer(callee) != nil {
          madeOpaque.insert(name)
        } else if UIKitTypes.isScrollView(property.type), !viewsFromOpaqueCode.contains(name) {
          // The form's scroll view, perhaps, made by code FormSim does not run (a renderer's
          // `makeView(from:)`): unknown, and said so with the binding that names it.
          viewsFromOpaqueCode.insert(name)
          madeOpaque.insert(name)
          warn(
            value.location,
            "'\(name)' is given a view by code FormSim does not run ('\(lastOpaque)'): it stays"
              + " unknown, and what depends on it does not run; if it is the form's scroll view,"
              + " --bind \(name)=scroll")
        }
      }
      if !inBranchNeverTaken, let root = outletRoot(target.baseOfMembers(isSelf: refersToSelf)),
        root == "view" || bound[root] != nil,
        let figure = memberNames(target).first(where: UIKitSurface.figures.contains)
      {
        // An outlet to a view FormSim does not draw can stand for one of the screen's views.
        let bind =
          properties[lastOpaque]?.isOutlet == true && bound[lastOpaque] == nil
          ? ", or bind it: --bind \(lastOpaque)=content (or scroll, root, field:N)" : ""
        error(
          value.location,
          "'\(SourceText.of(target))' takes a value from '\(lastOpaque)', which FormSim does not"
            + " simulate, so the \(figure) it sets cannot be known; write the figure, or compute"
            + " it from what FormSim simulates (the keyboard's frame, the views' frames)\(bind)")
      }
    case .forIn(_, let sequence, _, let body, _) where sequenceIsOpaque && !body.isEmpty:
      // Its body may be what the handler does (finding the first responder among subviews).
      warn(
        sequence.location,
        "the loop over '\(SourceText.of(sequence))' depends on code FormSim does not simulate:"
          + " it is taken to go round no times, and what it assigns is unknown after it")
    default: break
    }
    locals.formUnion(parts.declares)
    for pattern in parts.patterns {
      for expression in pattern.expressions { walk(expression, naming: &named) }
      locals.formUnion(pattern.bindings)
    }
    // `catch` without a pattern binds `error`.
    if case .doCatch = statement.kind { locals.insert("error") }
    switch statement.kind {
    case .ifElse(_, let then, let otherwise) where conditionsMetOpaque:
      // The run takes the opaque condition as false (its warning says so): what the branch
      // writes never reaches the screen, so a figure it cannot know stops nothing.
      let outer = inBranchNeverTaken
      inBranchNeverTaken = true
      walk(then, naming: &named)
      inBranchNeverTaken = outer
      if let otherwise { walk(otherwise, naming: &named) }
    default:
      for block in parts.blocks { walk(block, naming: &named) }
    }
    if case .forIn(_, let sequence, _, let body, _) = statement.kind, sequenceIsOpaque {
      // The evaluator's rule (`Evaluator.forgetAssigned`): the variables it assigns hold what
      // it made of the unknown sequence.
      for root in ProgramWalk.assignedRoots(in: body) {
        switch root.kind {
        case .name(let name), .resolved(_, let name):
          if locals.contains(name) { opaqueLocals[name] = SourceText.of(sequence) }
        default: break
        }
      }
    }
  }

  /// Whether `expression` is `self` or a local alias of it, perhaps unwrapped or cast.
  func refersToSelf(_ expression: Expression) -> Bool {
    ImplicitOutlets.refersToSelf(expression, selfAliases)
  }

  /// The outlet an expression names, as `ImplicitOutlets.root` finds it, through an alias of
  /// `self` too (`self_.bottom`), or a local that holds one (`outletLocals`). A local of the
  /// outlet's name that holds something else (`guard let footer = table.tableFooterView`,
  /// named as the outlet) is no outlet.
  func outletRoot(_ expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name):
      if let outlet = outletLocals[name] {
        outlet
      } else if locals.contains(name) {
        nil
      } else {
        name
      }
    case .resolved(_, let name): outletLocals[name]
    case .member(let base, let name) where refersToSelf(base): name
    // RxCocoa's `outlet.rx.constant` is a binder that writes the outlet's own member.
    case .member(let base, "rx"): outletRoot(base)
    case .optionalChain(let inner), .forceUnwrap(let inner): outletRoot(inner)
    default: ImplicitOutlets.root(expression)
    }
  }

  /// The outlet `expression` is: a path from one, a local holding one, or a call of a method
  /// of the files with no arguments that returns one (a screen's override of an extension's
  /// `keyboardConstraint()`).
  func outletHeld(by expression: Expression) -> String? {
    if let root = outletRoot(expression), properties[root]?.isOutlet == true { return root }
    guard case .call(let callee, let arguments) = expression.kind, arguments.isEmpty else {
      return nil
    }
    let name: String
    switch callee.kind {
    case .name(let written), .resolved(_, let written): name = written
    case .member(let base, let written) where refersToSelf(base): name = written
    default: return nil
    }
    for method in program.methods where method.name == name && method.parameters.isEmpty {
      for value in Statement.returnedValues(in: method.body) {
        if let root = outletRoot(value), properties[root]?.isOutlet == true { return root }
      }
    }
    return nil
  }

  mutating func walk(
    _ conditions: [Condition], assertedByFatalElse: Bool = false, naming named: inout [String]
  ) {
    for condition in conditions {
      if case .matching(let pattern, _, _) = condition {
        for expression in pattern.expressions { walk(expression, naming: &named) }
      }
      if case .matching(let pattern, let value, _) = condition, pattern.isIrrefutable {
        // A tuple of bindings declares rather than tests: its names hold the parts, known or
        // not, and no path depends on it.
        walk(value, naming: &named)
      } else if let expression = condition.expression {
        let assumed =
          switch condition {
          // `guard let x = x else { fatalError() }` asserts it is there.
          case .optionalBinding where assertedByFatalElse: "present (the else ends the app)"
          // `if let _ = x` is the pattern `_?`.
          case .optionalBinding, .matching(.some, _, _): "nil"
          case .matching: "not matching"
          case .boolean, .available: "false"
          }
        walkCondition(expression, assumed: assumed, naming: &named)
      }
      // What the value holds is read before its name is a local: `guard let scrollView =
      // scrollView` holds the outlet.
      if case .optionalBinding(let name, _, let value, _, _) = condition {
        outletLocals[name] = value.flatMap(outletHeld)
      }
      locals.formUnion(condition.declares)
      if case .optionalBinding(let name, _, let value, _, _) = condition,
        value.map(refersToSelf) ?? selfAliases.contains(name)
      {
        selfAliases.insert(name)
      }
    }
  }

  /// The method a reference with labels names (`keyboardWillBeShow(notification:)`, passed as
  /// a block): its base name, when the files declare a method of it; else `written`.
  func methodReferenced(_ written: String) -> String {
    guard let open = written.firstIndex(of: "("), written.last == ")" else { return written }
    let base = String(written[..<open])
    return methodNames.contains(base) ? base : written
  }

  mutating func walk(_ expression: Expression, naming named: inout [String]) {
    let at = expression.location
    switch expression.kind {
    case .name(let written), .resolved(_, let written):
      let name = methodReferenced(written)
      if locals.contains(name) || name.hasPrefix("$") {
        if let source = opaqueLocals[name] {
          metOpaque = true
          lastOpaque = source
        }
        if let source = madeOpaqueLocals[name] {
          (readsMadeOpaque, lastMadeOpaque) = (true, source)
        }
        return
      }
      if reachesMethods(name) { named.append(name) }
      checkOutlet(name, at: at)
      if madeOpaque.contains(name) { (readsMadeOpaque, lastMadeOpaque) = (true, name) }
      // In a view's extension, a bare name is first a member of the view `self` is.
      if !known(name) && owner == nil && !(onView && knownMember(name)) {
        treatAsOpaque(name, at: at)
      }
      if injected.contains(name) {
        metOpaque = true
        lastOpaque = name
      }
    case .implicitMember:
      // Not UIKit's: a case of one of the app's enums, a value that changes nothing simulated.
      break
    case .member(let base, let written):
      let name = methodReferenced(written)
      if refersToSelf(base) {
        if reachesMethods(name) { named.append(name) }
        checkOutlet(name, at: at)
        if madeOpaque.contains(name) { (readsMadeOpaque, lastMadeOpaque) = (true, name) }
        if properties[name] == nil && !methodNames.contains(name)
          && !UIKitSurface.simulated.contains(name) && !synthesizesSetter(name)
        {
          treatAsOpaque("self.\(name)", at: at)
        }
        if injected.contains(name) {
          metOpaque = true
          lastOpaque = "self.\(name)"
        }
        return
      }
      if case .name("super") = base.kind { return }
      // The object a --bind path names, or one on the way to it: no code of the app's.
      if leadsToBoundPath(expression) { return }
      if methodNames.contains(name) { named.append(name) }
      // Only the first unknown member of a chain is listed: the rest follow from it.
      let baseIsOpaque = meetsOpaque(base, naming: &named)
      metOpaque = metOpaque || baseIsOpaque
      if name == "isFirstResponder" {
        noteFieldMadeInCode(base, at: at, "it is never first responder")
      }
      // A method of the file's extension of constraints moves what its constant does.
      let movedMember =
        UIKitSurface.figures.contains(name) || UIKitSurface.movingCalls.contains(name)
        ? name : constraintMethods.contains(name) ? "constant" : nil
      // An outlet a local holds is used here, wherever else the walk meets its name.
      if case .name(let local) = base.kind, let outlet = outletLocals[local] {
        checkOutlet(outlet, at: at)
      }
      // The first use for a figure, or a later one that shows a scroller (a text view inset
      // after its frame was read into a conversion), which the binding's hint is read from.
      if !inClosureThatNeverRuns, let movedMember,
        let outlet = outletRoot(base), var use = unboundUses[outlet],
        use.figure == nil
          || UIKitSurface.showsAScroller(movedMember) && !UIKitSurface.showsAScroller(use.member)
      {
        use.figure = use.figure ?? at
        use.member = movedMember
        unboundUses[outlet] = use
      }
      if !baseIsOpaque,
        !knownMember(name) || lacksClassMember(name, of: base)
          || sharedObjectLacks(name, of: base),
        !declaresCase(name, of: base), !spellsTypeMember(name, of: base), !allocates(name, base)
      {
        treatAsOpaque("\(SourceText.of(base)).\(name)", at: at)
      }
    case .optionalChain(let base), .forceUnwrap(let base), .optionalTry(let base):
      walk(base, naming: &named)
    case .call(let callee, let arguments):
      if let type = foreignInitializer(callee) { treatAsOpaque("\(type)(…)", at: at) }
      if let name = calledOwnName(callee), methodNames.contains(name) {
        named.append(name)
        // An outlet handed to the file's own method: what that code does with it, through a
        // parameter, is beyond what the check follows.
        for argument in arguments {
          if let outlet = outletRoot(argument.value), outletsHandedOn[outlet] == nil {
            outletsHandedOn[outlet] = name
          }
        }
      }
      // A scroll view of the files' class made here runs its `init`, as does the class of the
      // screen's view `loadView` makes.
      if case .name(let type) = callee.kind,
        types[type]?.viewClass.map(UIKitTypes.isScrollView) == true
          || screenViewClasses.contains(type)
      {
        named.append("init")
      }
      // So does an Objective-C one's (`[[InsetScrollView alloc] init]`, whose `-init` is
      // UIView's, sending `initWithFrame:`).
      if case .member(let receiver, let message) = callee.kind,
        let type = Expression.allocatedClass(receiver: receiver, message: message),
        types[type]?.viewClass.map(UIKitTypes.isScrollView) == true
          || screenViewClasses.contains(type)
      {
        let initializer = message == "new" ? "init" : message
        named.append(initializer)
        if initializer == "init" { named.append("initWithFrame") }
      }
      let calleeIsOpaque = meetsOpaque(callee, naming: &named)
      metOpaque = metOpaque || calleeIsOpaque
      for argument in arguments {
        guard calleeIsOpaque else {
          walk(argument.value, naming: &named)
          continue
        }
        switch argument.value.kind {
        case .closure:
          // Walked whatever `metOpaque` holds: `||` would skip it once the callee is opaque.
          let met = meetsOpaque(neverRunning: argument.value, naming: &named)
          metOpaque = metOpaque || met
          warnOfRegistrations(in: argument.value, handedTo: callee, beside: arguments)
        case .prefix(.address, let target):
          // `error:&error`: the variable holds what that code wrote, unknown.
          walk(argument.value, naming: &named)
          if case .name(let name) = target.kind, locals.contains(name) {
            opaqueLocals[name] = lastOpaque
          }
        default:
          walk(argument.value, naming: &named)
        }
      }
      if !inClosureThatNeverRuns { noteKeyboardGuidePin(callee, arguments, at: at) }
      warnOfSafeAreaPin(callee, arguments, at: at)
    case .subscripted(let base, let arguments):
      walk(base, naming: &named)
      for argument in arguments { walk(argument.value, naming: &named) }
    case .interpolated(let parts):
      for case .value(let inner) in parts { walk(inner, naming: &named) }
    case .binary(.nilCoalescing, let lhs, let rhs) where program.language == .swift:
      // `a ?? b` asks whether `a` is nil: an unknown `a` is taken as nil, as in a condition,
      // and the value is `b`'s, which the evaluator gives. (Objective-C's `??` is the front
      // end's message to nil, whose unknown receiver answers unknown: an ordinary operand.)
      if meetsOpaque(lhs, naming: &named) {
        warn(
          lhs.location,
          "'\(SourceText.of(lhs))' depends on code FormSim does not simulate: it is taken as nil,"
            + " so '??' gives '\(SourceText.of(rhs))'")
        if case .boolean(false) = rhs.kind { falseByAssumption.insert(at) }
      }
      walk(rhs, naming: &named)
    case .binary(let operation, let lhs, let rhs):
      if [.equal, .notEqual, .identical, .notIdentical].contains(operation) {
        for side in [lhs, rhs] {
          noteFieldMadeInCode(side, at: at, "no field FormSim focuses is it")
        }
      }
      walk(lhs, naming: &named)
      walk(rhs, naming: &named)
    case .prefix(_, let operand):
      walk(operand, naming: &named)
    case .ternary(let condition, let then, let otherwise):
      walkCondition(condition, naming: &named)
      walk(then, naming: &named)
      walk(otherwise, naming: &named)
    case .cast(let value, _, _):
      walk(value, naming: &named)
    case .closure(let parameters, let body, _):
      let outer = locals
      locals.formUnion(parameters)
      walk(body, naming: &named)
      locals = outer
    case .tuple(let elements):
      for element in elements { walk(element.value, naming: &named) }
    case .array(let elements):
      for element in elements { walk(element, naming: &named) }
    case .dictionary:
      break
    case .selector(let name):
      named.append(Self.baseName(ofSelector: name))
    case .string(let text):
      // Swift 1 and 2 wrote selectors as strings: `selector: "keyboardWillShow:"`.
      let base = Self.baseName(ofSelector: text)
      if methodNames.contains(base) { named.append(base) }
    case .integer, .float, .boolean, .nilLiteral:
      break
    case .unsupported(let what):
      error(at, "\(what) is outside what FormSim interprets")
    case .opaque(let what):
      if program.language == .swift {
        // `#imageLiteral(…)`, a package's macro: listed with the line's other opaque code.
        treatAsOpaque(what, at: at)
      } else {
        // Clang's complaint, which the front end has given at its line.
        metOpaque = true
        lastOpaque = what
      }
    }
  }

  /// Whether `name` is the Objective-C runtime's setter of a property the files declare
  /// (`setRestingBottom` of `restingBottom`), which a subclass's dot syntax sends.
  func synthesizesSetter(_ name: String) -> Bool {
    program.language == .objectiveC
      && PropertyAccessor.property(setBy: name).map { properties[$0] != nil } == true
  }

  /// `keyboardWillShow` for `keyboardWillShow(_:)`, `keyboardWillShow:` and
  /// `ViewController.keyboardWillShow`.
  static func baseName(ofSelector text: String) -> String {
    let base = text.prefix { $0 != "(" && $0 != ":" }
    return String(base.split(separator: ".").last ?? base)
  }

  /// A property read before anything binds or sets it. In Swift a non-optional view property
  /// needs a connection; in Objective-C only an outlet does, since an instance variable starts
  /// as nil and messages to it return zero.
  mutating func checkOutlet(_ name: String, at location: SourceLocation) {
    guard let property = properties[name], property.getter == nil, bound[name] == nil,
      !opaqueOutlets.contains(name), !assigned.contains(name), property.initial == nil,
      // An outlet collection of text fields holds the layout's (`warnOfFieldCollections`).
      !(property.isOutlet && UIKitTypes.isFieldCollection(property.type)),
      property.isOutlet
        || (program.language == .swift
          && (UIKitTypes.needsBinding(property.type)
            || UIKitTypes.isUndrawnAndSetElsewhere(property.type)))
    else { return }
    // A view FormSim does not draw is opaque whatever it is used for (`reportUnbound`), so
    // what is computed from it is unknown from here on: a condition on it says so.
    if let type = property.type, UIKitTypes.undrawnViewTypes.contains(UIKitTypes.bare(type)) {
      metOpaque = true
      lastOpaque = name
    }
    if let condition, outletConditions[name] == nil { outletConditions[name] = condition }
    guard unboundUses[name] == nil else { return }
    unboundUses[name] = (location, nil, nil)
  }

  /// An outlet collection of text fields (`@IBOutlet var fields: [UITextField]!`) that no
  /// --bind names holds the layout's fields, in order, as Interface Builder connects a form's:
  /// said at its declaration, since which fields and in which order is the storyboard's.
  mutating func warnOfFieldCollections() {
    for property in program.properties
    where property.isOutlet && bound[property.name] == nil
      && !opaqueOutlets.contains(property.name) && UIKitTypes.isFieldCollection(property.type)
    {
      warn(
        property.location,
        "'\(property.name)' is an outlet collection of text fields: it holds the layout's"
          + " fields, in order; --bind \(property.name)=none says it holds none of them")
    }
  }

  /// `field.isFirstResponder`, or `textField == field`, on a text field the code makes (`lazy
  /// var nameField: UITextField = { … }()`, `let nameField = UITextField()`) that no --bind
  /// names: the fields FormSim focuses are the layout's, so the code's is never
  /// first responder nor the one a delegate method is given, and a handler that looks for the
  /// active field that way silently finds none. Said once per field, `consequence` saying
  /// what follows for this use, with the bind that makes it one of the layout's.
  mutating func noteFieldMadeInCode(
    _ base: Expression, at location: SourceLocation, _ consequence: String
  ) {
    guard let name = outletRoot(base), bound[name] == nil, !fieldsMadeInCodeNoted.contains(name),
      let property = properties[name], !property.isOutlet, property.getter == nil,
      // One that code assigns holds a field it is given (`activeField = textField`).
      let initial = property.initial, initial.kind != .nilLiteral, !assigned.contains(name),
      let type = property.type.map(UIKitTypes.bare)
        ?? ViewsMadeInCode.madeType(initial),
      UIKitTypes.fieldTypes.contains(type)
    else { return }
    fieldsMadeInCodeNoted.insert(name)
    warn(
      location,
      "'\(name)' is a \(type) the code makes, none of the layout's fields: \(consequence);"
        + " pass --bind \(name)=field:N to stand it for one")
  }

  /// The path of a view reached through a member of a property that holds an object of a
  /// class no file here declares (`formView.scrollView` of `let formView = SignUpFormView()`,
  /// or of an outlet `formCard: ShippingCardView!`), or of a local holding one; nil for
  /// anything else.
  func viewPathThroughMadeOpaque(_ expression: Expression) -> String? {
    if case .name(let local) = expression.kind, let path = pathLocals[local] { return path }
    guard let path = expression.memberPath(isSelf: refersToSelf) else { return nil }
    let parts = path.split(separator: ".").map(String.init)
    guard parts.count > 1, let property = properties[parts[0]], !locals.contains(parts[0])
    else { return nil }
    if madeOpaque.contains(property.name) { return path }
    guard property.isOutlet, let type = property.type.map(UIKitTypes.bare), types[type] == nil,
      !UIKitSurface.knownTypes.contains(type)
    else { return nil }
    return path
  }

  /// A figure written to a view reached through an object FormSim does not simulate
  /// (`formView.scrollView.contentInset.bottom = h`): it changes nothing simulated, which the
  /// opaque warning on the path says only in general, so the bind that names the view as the
  /// form's is said once per path.
  mutating func noteFigureThroughOpaquePath(_ target: Expression, at location: SourceLocation) {
    var node = target
    var written: (base: Expression, member: String)?
    descent: while true {
      switch node.kind {
      case .member(let base, let name):
        if UIKitSurface.figures.contains(name) { written = (base, name) }
        node = base
      case .optionalChain(let inner), .forceUnwrap(let inner): node = inner
      default: break descent
      }
    }
    guard let (base, member) = written, let path = viewPathThroughMadeOpaque(base),
      bound[path] == nil, !leadsToBoundPath(base), !opaquePathsNoted.contains(path)
    else { return }
    opaquePathsNoted.insert(path)
    let hint = UIKitTypes.bindingHint(UIKitSurface.shownType(nil, member: member), outlet: path)
    warn(
      location,
      "'\(path)' is a view of an object FormSim does not simulate: what the code writes to its"
        + " \(member) changes nothing simulated; if it is the form's, pass --bind \(path)=\(hint)")
  }

  /// A constraint made between the keyboard layout guide and an unbound outlet's anchor
  /// (`scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`) is a
  /// use the outlet must be bound for: it decides what UIKit keeps above the keyboard.
  mutating func noteKeyboardGuidePin(
    _ callee: Expression, _ arguments: [Argument], at location: SourceLocation
  ) {
    let parts = [callee] + arguments.map(\.value)
    guard parts.contains(where: { SourceText.of($0).contains("keyboardLayoutGuide") }) else {
      return
    }
    for part in parts {
      var node = part
      // The anchor is the receiver of `constraint(…)`, or an argument itself.
      if case .member(let base, _) = node.kind, case .member = base.kind { node = base }
      guard case .member(let base, let anchor) = node.kind, anchor.hasSuffix("Anchor"),
        let outlet = outletRoot(base), var use = unboundUses[outlet], use.figure == nil
      else { continue }
      use.figure = location
      use.member = anchor
      unboundUses[outlet] = use
    }
  }

  /// A warning at a constraint between the scroll view's bottom and the safe area's
  /// (`scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)`):
  /// the layout ends the scroll view at the window's bottom, so the code's constraint stands
  /// for nothing FormSim moves, and changing its constant changes nothing simulated, unless a
  /// property is bound to that constraint.
  mutating func warnOfSafeAreaPin(
    _ callee: Expression, _ arguments: [Argument], at location: SourceLocation
  ) {
    guard case .member(let anchor, let name) = callee.kind, name.hasPrefix("constraint"),
      let other = arguments.first?.value
    else { return }
    func isScrollViewBottom(_ expression: Expression) -> Bool {
      guard case .member(let base, "bottomAnchor") = expression.kind,
        let root = outletRoot(base)
      else { return false }
      return bound[root] == .scrollView
    }
    func isSafeAreaBottom(_ expression: Expression) -> Bool {
      guard case .member(let base, "bottomAnchor") = expression.kind,
        case .member(_, "safeAreaLayoutGuide") = base.kind
      else { return false }
      return true
    }
    // With a property bound to the scroll view's bottom constraint, the run takes this one for
    // it (`Evaluator.bottomConstraint`), counted from the window's bottom, as the binding says.
    let target: ConstraintTarget =
      isScrollViewBottom(anchor) ? .scrollBottomFromView : .scrollBottom
    guard
      isScrollViewBottom(anchor) && isSafeAreaBottom(other)
        || isSafeAreaBottom(anchor) && isScrollViewBottom(other),
      !bound.values.contains(.constraint(target))
    else { return }
    warn(
      location,
      "a constraint between the scroll view's bottom and the safe area's is the app's layout,"
        + " which the layout file gives (its scroll view ends at the window's bottom): changing"
        + " its constant changes nothing simulated; to follow it as the scroll view's bottom"
        + " constraint, counted from the window's bottom, pass --bind NAME=-scroll.bottom for the"
        + " property that keeps it")
  }

  /// Whether a use of `name` that is not a call reaches the file's methods of that name: not
  /// where a property has the name (`tableView.contentInset` is the table view, not the data
  /// source's `tableView(_:cellForRowAt:)`, which a call would name with its arguments).
  func reachesMethods(_ name: String) -> Bool {
    methodNames.contains(name) && properties[name] == nil
  }

  /// The name a call of the file's own code spells (`adjust(…)`, `self.adjust(…)`).
  func calledOwnName(_ callee: Expression) -> String? {
    switch callee.kind {
    case .name(let name), .resolved(_, let name): name
    case .member(let base, let name) where refersToSelf(base): name
    default: nil
    }
  }

  func known(_ name: String) -> Bool {
    // A name the file assigns and never declares is a property of the view controller's that
    // another file declares: the code keeps its value.
    if properties[name] != nil || methodNames.contains(name) || assigned.contains(name) {
      return true
    }
    if ["self", "super", "view", "nil", "true", "false", "YES", "NO", "NULL"].contains(name) {
      return true
    }
    if UIKitSurface.globalFunctions.contains(name) { return true }
    if let first = name.first, first.isUppercase { return true }
    // A member of the view controller's own, read as `self`'s: `navigationController`.
    if UIKitType.viewController.member(name) != nil { return true }
    return UIKitNames.notification(name) != nil && name.hasPrefix("UI")
  }

  /// Whether `base.name` spells a function FormSim simulates (`NSNumber.numberWithDouble`) or
  /// a notification it posts (`UITextField.textDidBeginEditingNotification`).
  func spellsTypeMember(_ name: String, of base: Expression) -> Bool {
    guard case .name(let type) = base.kind else { return false }
    return GlobalFunction.spelling(name, of: type) != nil
      || TextEditingNotification(member: name, of: type) != nil
  }

  /// Whether `base` names one of UIKit's simulated types that has no class member `name`, a
  /// name another type has (`UIResponder.current`, an app's extension in a file not given, where
  /// `current` is `UIDevice`'s): opaque, though its name alone is known.
  func lacksClassMember(_ name: String, of base: Expression) -> Bool {
    // A name only simulated types' class members have (`instance`), of a type no table has
    // (`MainScheduler.instance`): that type's own.
    if case .name(let type) = base.kind, type.first?.isUppercase == true,
      UIKitTables.type(named: type) == nil, !UIKitSurface.knownTypes.contains(type),
      types[type] == nil, UIKitTables.classOnlyMemberNames.contains(name)
    {
      return true
    }
    guard case .name(let type) = base.kind, type.hasPrefix("UI"),
      UIKitSurface.knownTypes.contains(type) || UIKitTables.type(named: type) != nil,
      !methodNames.contains(name), properties[name] == nil,
      name.first?.isUppercase != true, !["self", "class", "init"].contains(name)
    else { return false }
    return UIKitTables.type(named: type)?.member(name) == nil && UIKitNames.constant(name) == nil
      && UIKitConstants.named(name) == nil
      && Evaluator.typeMember(name, of: type, constant: nil) == nil
  }

  /// Whether `base` is a shared object UIKit gives (`NotificationCenter.default`,
  /// `[UIApplication sharedApplication]`) whose table lacks `name`, and no extension of the
  /// files declares it: a name values have elsewhere (a publisher's `observe`) is still none
  /// of the object's.
  func sharedObjectLacks(_ name: String, of base: Expression) -> Bool {
    let accessor: Expression
    if case .call(let callee, let arguments) = base.kind, arguments.isEmpty {
      accessor = callee
    } else {
      accessor = base
    }
    guard case .member(let typeName, let getter) = accessor.kind,
      case .name(let type) = typeName.kind,
      let object = SharedObjectClass.object(of: type, accessor: getter),
      !methodNames.contains(name), properties[name] == nil
    else { return false }
    return UIKitTables.type(of: object)?.member(name) == nil
  }

  /// Whether `base` names an enum of the file with a case `name`.
  func declaresCase(_ name: String, of base: Expression) -> Bool {
    guard case .name(let type) = base.kind else { return false }
    return types[type]?.cases.contains(name) == true
  }

  func knownMember(_ name: String) -> Bool {
    if UIKitSurface.simulated.contains(name) || properties[name] != nil
      || methodNames.contains(name) || tupleLabels.contains(name)
      || (!name.isEmpty && name.allSatisfy(\.isWholeNumber))
    {
      return true
    }
    // `$keyboardHeight`: a `@Published` property's publisher.
    if name.first == "$", properties[String(name.dropFirst())]?.isPublished == true {
      return true
    }
    if let first = name.first, first.isUppercase { return true }
    if UIKitNames.constant(name) != nil { return true }
    return UIKitConstants.animationOption(name) != nil || UIKitConstants.named(name) != nil
  }

  // MARK: Skipping

  /// Why a statement is skipped, and the type of another file's or a framework's it goes
  /// through when that is why; nil when it runs.
  func skipReason(_ statement: Statement) -> (reason: String, foreignType: String?)? {
    switch statement.kind {
    case .assignment(let target, _, _):
      guard !reachesOwnType(target) else { return nil }
      for name in memberNames(target) {
        if let reason = UIKitSurface.ignored[name] { return ("\(reason) ('\(name)')", nil) }
      }
    case .expression(let expression):
      guard case .call(let callee, _) = expression.kind else { return nil }
      if case .member(let base, let name) = callee.kind {
        if !reachesOwnType(base), let reason = UIKitSurface.ignored[name] {
          return ("\(reason) ('\(name)')", nil)
        }
        if let root = foreignType(base),
          UIKitTables.type(named: root)?.member(name)?.classCall == nil
        {
          // A member a simulated type's table lacks (`NSLayoutConstraint.constraints(…)`), or a
          // type of another file's or a framework's.
          return UIKitTables.all.contains { $0.name == root }
            ? ("'\(root).\(name)'", nil) : ("'\(root)', code FormSim knows nothing of", root)
        }
      }
    case .variable(_, _, let value?, _, _):
      if case .call(let callee, _) = value.kind, let type = foreignInitializer(callee) {
        return ("'\(type)'", type)
      }
    default: break
    }
    return nil
  }

  /// A warning at each `addObserver(_:selector:name:object:)` whose selector names no method of
  /// the files: the method is in a file not given, or the app has none and UIKit crashes it
  /// when the notification comes ("unrecognized selector sent to instance"). Either way its
  /// notification runs nothing here.
  mutating func warnOfSelectorsNamingNoMethod() {
    for method in program.methods {
      for call in RegistrationSites.calls(in: method.body) {
        guard let selector = call.arguments.first(where: { $0.label == "selector" })?.value,
          let text = Self.selectorText(selector)
        else { continue }
        let base = Self.baseName(ofSelector: text)
        guard !base.isEmpty else { continue }
        if methodNames.contains(base) {
          // Objective-C's runtime looks the selector up as spelled: `kbShow` names no
          // `kbShow:`, which takes the notification.
          let arguments = text.filter { $0 == ":" }.count
          guard program.language == .objectiveC, !text.contains("("),
            !program.methods.contains(where: {
              $0.name == base && $0.parameters.count == arguments
            })
          else { continue }
          warn(
            selector.location,
            "the selector '\(text)' names no method of the files given ('\(base)' takes"
              + " \(arguments == 0 ? "an argument" : "another number of arguments"): write the"
              + " colons it declares): its notification runs nothing here, and the app crashes"
              + " when the notification comes, 'unrecognized selector sent to instance'")
          continue
        }
        warn(
          selector.location,
          "the selector '\(text)' names no method of the files given: its notification runs"
            + " nothing here (give --handler the file that declares it; an app without one"
            + " crashes when the notification comes, 'unrecognized selector sent to instance')")
      }
    }
  }

  /// What a selector argument spells: `#selector(…)`, `@selector(…)`, Swift 2's string, or
  /// `Selector("…")`.
  static func selectorText(_ selector: Expression) -> String? {
    switch selector.kind {
    case .selector(let text), .string(let text): return text
    case .call(let callee, let arguments)
    where callee.typeName == "Selector" || callee.typeName == "NSSelectorFromString":
      if arguments.count == 1, case .string(let text) = arguments[0].value.kind { return text }
      return nil
    default: return nil
    }
  }

  /// A warning at each keyboard method that takes a notification and that nothing the walk
  /// reached registers or calls (`keyboardWillShow(_:)` with its `addObserver` left out of the
  /// file): it never runs, and the form does not move. Only when something was reached: a file
  /// of such methods alone has its own warning.
  mutating func warnOfUnregisteredKeyboardMethods() {
    // A registration in code that never runs here has its own warning, which says where: the
    // check's for a closure handed to a library, the front end's for a statement left out.
    let explained =
      registrationsNeverRun
      || program.diagnostics.contains { $0.message.contains("the observers it registers") }
    guard !reached.isEmpty, !explained else { return }
    let notification = UIKitType.notification
    for method in program.methods
    where method.owner == nil && !reached.contains(method.name)
      && method.name.lowercased().contains("keyboard") && method.parameters.count == 1
    {
      guard let type = method.parameters[0].type else { continue }
      let bare = UIKitTypes.bare(type)
      guard bare == notification.name || notification.objectiveCClasses.contains(bare) else {
        continue
      }
      warn(
        method.location,
        "'\(method.signature)' takes a notification, and nothing here registers it: it never"
          + " runs; --handler-setup names the method that registers it, or give --handler the"
          + " file that does")
    }
  }

  /// A warning at each action a field sends (`@IBAction func editingBegan(_ sender:
  /// UITextField)`, `- (IBAction)textFieldEditingDidBegin:(id)sender`) that nothing here calls
  /// or connects: Interface Builder connects it in the storyboard, which FormSim reads only as
  /// the layout, so what it sets for the keyboard code (the field being edited) is never set.
  mutating func warnOfUnconnectedFieldActions() {
    for method in program.methods
    where method.isAction && method.owner == nil && !reached.contains(method.name) {
      let sender = method.parameters.first?.type.map(UIKitTypes.bare)
      // A field's sender, or an event's name (`textFieldEditingDidBegin:(id)sender`); not a
      // button's action that ends editing.
      guard
        sender.map(UIKitTypes.fieldTypes.contains) == true
          || ["EditingDid", "EditingChanged"].contains(where: method.name.contains)
      else { continue }
      warn(
        method.location,
        "'\(method.signature)' is an action Interface Builder connects to a field, and nothing"
          + " here calls it: it never runs; a layout read from the storyboard that connects it"
          + " (--layout FILE.storyboard) sends it")
    }
  }

  /// Whether a path goes through a property holding a value of a type the files declare
  /// (`mover.register()` with `var mover = Mover()`): its members are that type's, whatever
  /// UIKit member shares their names.
  func reachesOwnType(_ expression: Expression) -> Bool {
    var node = expression
    while true {
      switch node.kind {
      case .member(let base, let name):
        if refersToSelf(base) { return ownTypeProperty(name) }
        node = base
      case .optionalChain(let base), .forceUnwrap(let base): node = base
      case .call(let callee, _): node = callee
      // A path from a type of the files (`KeyboardWatcher.shared.delegate`) reaches its own
      // static members.
      case .name(let name), .resolved(_, let name):
        return ownTypeProperty(name) || types[name] != nil
      default: return false
      }
    }
  }

  /// Whether the property `name` holds a value of a type the files declare, by its declared
  /// type or the initialiser it is given.
  func ownTypeProperty(_ name: String) -> Bool {
    guard let property = properties[name] else { return false }
    if let type = property.type { return types[UIKitTypes.bare(type)] != nil }
    if case .call(let callee, _)? = property.initial?.kind, case .name(let type) = callee.kind {
      return types[type] != nil
    }
    return false
  }

  /// The member names along a path, outermost first.
  func memberNames(_ expression: Expression) -> [String] {
    switch expression.kind {
    case .member(let base, let name): return [name] + memberNames(base)
    case .optionalChain(let base), .forceUnwrap(let base): return memberNames(base)
    default: return []
    }
  }

  /// Whether `name` of `base` is Objective-C's `[UIScrollView alloc]`, `[UIScrollView new]` or
  /// the `init…` of `[[UIScrollView alloc] init…]`, of a type FormSim knows or a class of the
  /// files: what it makes is as known as Swift's `UIScrollView()`.
  func allocates(_ name: String, _ base: Expression) -> Bool {
    let type =
      name == "alloc" ? base.typeName : Expression.allocatedClass(receiver: base, message: name)
    guard let type else { return false }
    return UIKitSurface.knownTypes.contains(type) || types[type]?.kind == .classType
  }

  /// The type a call makes (`KeyboardInfo(note)`) when it is the app's own code from another
  /// file: capitalised, and neither UIKit's, a free function FormSim knows, nor a type, property
  /// or method the files declare (those run).
  func foreignInitializer(_ callee: Expression) -> String? {
    guard case .name(let type) = callee.kind, let first = type.first, first.isUppercase,
      properties[type] == nil, !methodNames.contains(type), types[type] == nil,
      !UIKitSurface.knownTypes.contains(type), !UIKitSurface.globalFunctions.contains(type),
      !(inBoundScrollViewInitial && UIKitTypes.scrollViewTypes.contains(type))
    else { return nil }
    return type
  }

  /// The capitalised name a call chain starts from, when FormSim knows nothing of it
  /// (`Analytics` in `Analytics.shared.track(…)`).
  func foreignType(_ expression: Expression) -> String? {
    switch expression.kind {
    case .name(let name):
      guard let first = name.first, first.isUppercase, !UIKitSurface.knownTypes.contains(name),
        properties[name] == nil, types[name] == nil, !methodOwners.contains(name)
      else { return nil }
      return name
    case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base):
      return foreignType(base)
    case .call(let callee, _):
      // A function FormSim knows spelt as a type's member (`Observable.merge`).
      if case .member(let type, let name) = callee.kind, case .name(let typeName) = type.kind,
        GlobalFunction.spelling(name, of: typeName) != nil
      {
        return nil
      }
      return foreignType(callee)
    default: return nil
    }
  }
}
