import FormSimCore

/// A handler program ready to run: its methods and properties by name, its outlets bound, and
/// the statements the check before the run decided to skip. Immutable and shared by every copy
/// of the strategy (`check` copies simulators by the thousand).
public final class CompiledHandler: Sendable {
  public let program: HandlerProgram
  /// The strategy's name: the file's name, `KeyboardViewController.swift`.
  public let name: String
  /// The file's methods, compiled, in the order it declares them.
  let compiledMethods: [CompiledMethod]
  /// The initialiser UIKit runs when it makes the view controller
  /// (`HandlerProgram.controllerInitializer`), with what UIKit passes it.
  let initializer: (method: CompiledMethod, arguments: [Value])?
  /// The initialiser that makes the screen's view of a view class of the files: a storyboard's
  /// `init(coder:)`, or code's `init(frame:)` (`HandlerProgram.viewClassInitializer`).
  let viewInitializer: CompiledMethod?
  let methods: NameTable<[CompiledMethod]>
  /// Whether the file is Swift 2's, whose methods take their first argument unlabelled unless
  /// the parameter is written with two names.
  let unlabelledFirstParameters: Bool
  /// Outlets bound to the simulated screen, by property name.
  let bindings: [String: UIKitObject]
  /// Whether `bindings` holds a path (`addressView.scrollView`), which a member of an opaque
  /// value may be.
  let bindsPaths: Bool
  /// The properties a path `--bind` starts from (`addressView` of `addressView.scrollView`):
  /// whatever opaque value the code gives one, it is read by that name, which the path names.
  let pathRoots: Set<String>
  /// Methods to run at start besides the view controller's own (`--handler-setup`).
  let setupMethods: [String]
  /// The fields' editing events a storyboard connects to the file's methods, which UIKit
  /// sends beside the delegate's calls.
  let fieldActions: [FieldAction]
  /// Statements skipped with a warning: FormSim does not simulate what they do, and nothing it
  /// simulates reads it. The resolver leaves them out of the compiled methods; they are kept
  /// for `recompiled()`.
  let skipped: SortedLocations
  /// What each free name the file uses means in UIKit (`Evaluator.globalValue`), worked out once.
  let globals: NameTable<Value>
  /// The file's method for each hook UIKit calls by name, if it declares one.
  private let hooks: [CompiledMethod?]
  /// What each name the file's code uses outside its locals stands for (`Resolver` binds every
  /// use of one to it): a property (stored, bound or computed), a method, or a global.
  let fileNames: NameTable<NameBinding>
  /// Each source file's name without its folder, by `SourceLocation.file`: the main file's
  /// first, for the log of a handler of several.
  let sourceFileNames: [String]

  func sourceFileName(of location: SourceLocation) -> String {
    sourceFileNames.indices.contains(location.file)
      ? sourceFileNames[location.file] : sourceFileNames[0]
  }
  /// The values of the globals `fileNames` binds, by `NameBinding.global`'s index.
  let globalValues: [Value]
  /// The declared properties, by `NameBinding.property`'s index.
  let propertyList: [PropertySlot]

  /// What reading a declared property needs, worked out once: where its stored value is kept
  /// (`HandlerState.properties[index]`), what it is bound to, its getter as a method.
  /// A class, so that a lookup that finds one copies a reference, not the property.
  final class PropertySlot: Sendable {
    let index: Int
    let property: HandlerProgram.Property
    let bound: UIKitObject?
    let getter: CompiledMethod?
    /// An outlet (or a view or constraint by its type) that must be bound to be read.
    let needsBinding: Bool
    /// An unbound outlet used for nothing simulated: read as an opaque value.
    let isOpaque: Bool
    /// Its `willSet` and `didSet`, run around each write after it has its initial value.
    let willSet: CompiledMethod?
    let didSet: CompiledMethod?
    /// A computed property's `set`, run for a write instead of storing anything.
    let setter: CompiledMethod?
    /// What it holds before anything is stored in it: nil, or an Objective-C instance
    /// variable's zero (the runtime clears an object's memory: a `CGFloat` is 0, a `BOOL` NO,
    /// a `CGRect` all zeros).
    let initial: Value
    /// An outlet collection of text fields no --bind names (`@IBOutlet var fields:
    /// [UITextField]!`): the layout's fields, in order, as Interface Builder connects the
    /// form's.
    let isFieldCollection: Bool

    init(
      index: Int, property: HandlerProgram.Property, bound: UIKitObject?,
      getter: CompiledMethod?, needsBinding: Bool, isOpaque: Bool,
      willSet: CompiledMethod? = nil, didSet: CompiledMethod? = nil, setter: CompiledMethod? = nil,
      initial: Value = .nothing, isFieldCollection: Bool = false
    ) {
      self.initial = initial
      self.isFieldCollection = isFieldCollection
      self.willSet = willSet
      self.didSet = didSet
      self.setter = setter
      self.isOpaque = isOpaque
      self.index = index
      self.property = property
      self.bound = bound
      self.getter = getter
      self.needsBinding = needsBinding
    }
  }

  /// Methods and computed properties the file declares on values' types (`extension
  /// Notification`, an enum's), by name: called on such a value, with it as `self`.
  let ownedMethods: NameTable<CompiledMethod>
  let ownedGetters: NameTable<CompiledMethod>
  /// Methods and computed properties the file adds to a shared UIKit object's class (a
  /// category on `UIApplication`, an extension of `UIScreen`), by class, then by name.
  private let sharedObjectMembers: NameTable<NameTable<CompiledMethod>>
  /// `+load` methods, in the file's order: run before anything else.
  let loadMethods: [CompiledMethod]
  /// Whether the file extends `UIView` with methods: if not, a view's member is UIKit's alone.
  let extendsViews: Bool
  /// Whether the files' extension of a view class declares a property (`var y: CGFloat`).
  let hasViewProperties: Bool
  /// Unbound outlets used for nothing simulated: opaque when read.
  let opaqueOutlets: Set<String>
  /// Of those, the ones no --bind connects (`Check.unboundOutlets`).
  let unboundOutlets: Set<String>
  /// Properties the file itself sets (`self.scrollView = scrollView`): nil until it does, as
  /// on a device, rather than outlets that want a binding (the check does not ask for one).
  let assignedProperties: Set<String>
  /// The declarations of the locals that hold the form's scroll view, made in code before the
  /// property bound to it is given them (`ViewsMadeInCode.locals(storedInto:in:)`).
  let formScrollLocals: Set<SourceLocation>
  /// Whether there are any: asked at every declaration a hook runs, where reading the set
  /// itself costs a retain.
  let hasFormScrollLocals: Bool
  /// The types the file declares, by name.
  let types: NameTable<HandlerProgram.DeclaredType>
  /// The view classes of the files whose object `loadView` makes the screen's view
  /// (`ScreenViewClasses`).
  let screenViewClasses: Set<String>
  /// The classes of the files whose members are the view controller's: neither a view class
  /// nor a class that owns its members (whose objects the code makes).
  let screenClasses: Set<String>
  /// Whether the files declare a view class (`final class SignUpView: UIView`), whose
  /// properties are the screen's and are read through the screen's view too.
  let declaresViewClasses: Bool

  /// The type the file declares as `name`. Most files declare none, and then a name met at run
  /// time (`UIView`, `NSNumber`) is not hashed to find that out.
  func declaredType(_ name: String) -> HandlerProgram.DeclaredType? {
    types.count == 0 ? nil : types[name]
  }
  /// The members of UIKit's types the file names, in tables of this handler's own.
  let uikitMembers: HandlerMembers
  /// The methods of UIKit's view controller that the file names bare and that run
  /// (`setEditing(true, animated: false)`): a call of one is `self`'s. Most files have none,
  /// and a bare call (`max(…)`, `CGRectMake(…)`) then looks nothing up.
  let viewControllerCalls: NameTable<Bool>
  /// What each type the file casts to or declares with means to a value (its conversion, which
  /// values pass a cast to it), worked out once instead of at every cast and declaration.
  let castTests: NameTable<CastTest>
  /// Each declared property by name (the first declaration of a name wins).
  let propertySlots: NameTable<PropertySlot>
  /// A static property of a type the files declare whose name the screen's own property also
  /// has (`AssociatedKeys.tag` beside `var tag`), by `Type.name`: the screen's keeps the bare
  /// name, and this one a slot of its own after the others.
  let shadowedStatics: NameTable<PropertySlot>
  /// What each member name the file uses means as a keyboard notification name or `userInfo`
  /// key (`UIKitNames.constant`), nil where it is neither: worked out once per name.
  let memberConstants: NameTable<Value?>
  /// What each member name the file uses means as an implicit member (`.easeIn`, `.main`)
  /// whatever the context (`Evaluator.implicitConstant`): worked out once per name.
  let implicitConstants: NameTable<Value>
  /// The stored properties the view controller's initialiser gives a value, in the file's
  /// order, each with its initial value resolved (`Resolver`): not the computed ones, nor the
  /// outlets bound to the screen, nor those of the values and objects of the files' types.
  let initialValues: [InitialValue]
  /// The initial values of the stored properties of each struct or class of the files, by the
  /// type's name (`Evaluator.make`), picked out once here.
  let fieldInitialValues: [String: [InitialValue]]

  typealias InitialValue = (property: HandlerProgram.Property, initial: Expression)
  /// The screen's `lazy` properties' initial values, by slot: each is worked out at the
  /// property's first read.
  let lazyInitialValues: [Int: InitialValue]

  /// The initial value of the `lazy` stored property `name` of the files' class `type`, when it
  /// declares one: the object has no storage for it until its first read or write.
  func lazyFieldInitialValue(_ name: String, of type: String) -> InitialValue? {
    fieldInitialValues[type]?.first { $0.property.isLazy && $0.property.name == name }
  }

  init(
    program: HandlerProgram, name: String, bindings: [String: UIKitObject],
    setupMethods: [String], fieldActions: [FieldAction] = [],
    skipped: some Sequence<SourceLocation>, opaqueOutlets: Set<String> = [],
    unboundOutlets: Set<String> = [], assignedProperties: Set<String> = []
  ) {
    self.fieldActions = fieldActions
    self.opaqueOutlets = opaqueOutlets
    self.unboundOutlets = unboundOutlets
    self.assignedProperties = assignedProperties
    self.formScrollLocals = ViewsMadeInCode.locals(
      storedInto: Set(bindings.filter { $0.value == .scrollView }.keys), in: program)
    self.hasFormScrollLocals = !formScrollLocals.isEmpty
    self.program = program
    self.name = name
    self.bindings = bindings
    self.bindsPaths = bindings.keys.contains { $0.contains(".") }
    self.pathRoots = Set(
      bindings.keys.compactMap { key in key.firstIndex(of: ".").map { String(key[..<$0]) } })
    self.setupMethods = setupMethods
    let skipped = SortedLocations(skipped)
    self.skipped = skipped
    var types = NameTable<HandlerProgram.DeclaredType>()
    for type in program.types where types[type.name] == nil { types[type.name] = type }
    self.types = types
    self.screenViewClasses = ScreenViewClasses.of(program)
    self.declaresViewClasses = program.types.contains { $0.viewClass != nil }
    let owners = Set(program.methods.compactMap(\.owner) + program.properties.compactMap(\.owner))
    self.screenClasses = Set(
      program.types.filter {
        $0.kind == .classType && $0.viewClass == nil && !owners.contains($0.name)
      }.map(\.name))
    var globals = NameTable<Value>()
    let names = ProgramNames(program)
    // A bare name is a member too, of `self` (`tabBarController` in a view controller's
    // extension, `frame` in a view's).
    self.uikitMembers = HandlerMembers(names: names.members.union(names.identifiers))
    self.viewControllerCalls = NameTable(
      names.identifiers.filter { UIKitType.viewController.member($0)?.call != nil }.map {
        ($0, true)
      })
    var castTests = NameTable<CastTest>()
    for type in names.types {
      castTests[type] = CastTest(type: type, declared: types[type])
    }
    self.castTests = castTests
    // The file's names, properties first, then methods, then globals: a property shadows a
    // method of its name, and both shadow UIKit's.
    var fileNames = NameTable<NameBinding>()
    var globalValues: [Value] = []
    for name in names.identifiers.sorted() {
      guard let value = Evaluator.globalValue(name) else { continue }
      globals[name] = value
      fileNames[name] = .global(globalValues.count)
      globalValues.append(value)
    }
    // A type's constant member (`UIResponder.keyboardFrameEndUserInfoKey`) is a global of its
    // own, unless the file declares a member of that name on a value's type.
    let ownedNames = Set(program.properties.filter { $0.owner != nil }.map(\.name))
    for pair in names.typeMembers.sorted() {
      guard let dot = pair.firstIndex(of: "."),
        case .type(let type)? = globals[String(pair[..<dot])], types[type] == nil,
        case let member = String(pair[pair.index(after: dot)...]), !ownedNames.contains(member),
        let value = Evaluator.constantTypeMember(member, of: type)
      else { continue }
      fileNames[pair] = .global(globalValues.count)
      globalValues.append(value)
    }
    self.globals = globals
    self.globalValues = globalValues
    // A method is a value by its name, and by its name with its labels: passed as a block
    // (`using: keyboardWillBeShow(notification:)`), the value names it as a selector would.
    for method in program.methods {
      fileNames[method.name] = .method
      if !method.parameters.isEmpty { fileNames[method.labelledName] = .method }
    }
    // Each property by the first declaration of its name, in the file's order: its place there
    // is its slot's index and its binding's. The view controller's own declaration comes
    // before another class's of the same name: an object of that class keeps its own
    // (`HandlerState.objects`).
    var seen: Set<String> = []
    let screens = Set(program.properties.filter { $0.owner == nil }.map(\.name))
    let depths = Self.inheritanceDepths(
      program.methods.compactMap(\.inheritance) + program.properties.compactMap(\.inheritance))
    // A subclass's computed property before the one it overrides, and the screen's own before
    // a protocol's default: the first of a name wins.
    let ordered = program.properties.indices.sorted { a, b in
      let depthA = program.properties[a].inheritance.flatMap { depths[$0.className] } ?? 0
      let depthB = program.properties[b].inheritance.flatMap { depths[$0.className] } ?? 0
      if depthA != depthB { return depthA > depthB }
      let defaultA = program.properties[a].isProtocolDefault
      let defaultB = program.properties[b].isProtocolDefault
      return defaultA != defaultB ? defaultB : a < b
    }
    let declared = ordered.filter {
      let property = program.properties[$0]
      guard property.owner == nil || !screens.contains(property.name),
        !program.isInstanceField(property)
      else { return false }
      return seen.insert(property.name).inserted
    }
    for (index, position) in declared.enumerated() {
      fileNames[program.properties[position].name] = .property(index)
    }
    self.fileNames = fileNames
    sourceFileNames = ([program.file] + program.otherFiles).map { path in
      path.split(separator: "/").last.map(String.init) ?? path
    }
    let compiled = program.methods.enumerated().map { index, method in
      CompiledMethod(method, index: index, file: fileNames, skipped: skipped)
    }
    /// A property's accessor that runs as a method (`keyboardHeight.didSet`).
    func accessor(_ kind: PropertyAccessor, of property: HandlerProgram.Property)
      -> CompiledMethod?
    {
      let name = kind.methodName(of: property.name)
      return compiled.first { $0.method.name == name && $0.method.owner == property.owner }
    }
    // Every computed property's getter, compiled once for whichever tables hold it.
    let getters = program.properties.map {
      CompiledMethod(getterOf: $0, file: fileNames, skipped: skipped)
    }
    // An owned property the screen's of the same name hid (`AssociatedKeys.tag`): a slot of its
    // own, found by its type's name.
    let shadowed = program.properties.indices.filter {
      let property = program.properties[$0]
      return property.owner != nil && screens.contains(property.name)
        && !program.isInstanceField(property) && !program.isObservedMemberOfInstances(property)
        && program.types.contains { $0.name == property.owner && $0.kind != .classType }
    }
    self.propertyList = (declared + shadowed).enumerated().map { index, position in
      let property = program.properties[position]
      return PropertySlot(
        index: index, property: property, bound: bindings[property.name],
        getter: getters[position],
        // An Objective-C instance variable starts as nil, whatever its type; only an outlet
        // expects Interface Builder (or --bind) to connect it.
        needsBinding: !opaqueOutlets.contains(property.name)
          && !assignedProperties.contains(property.name)
          && !program.isObservedMemberOfInstances(property)
          && (property.isOutlet
            || (program.language == .swift && UIKitTypes.needsBinding(property.type))),
        isOpaque: opaqueOutlets.contains(property.name),
        willSet: accessor(.willSet, of: property), didSet: accessor(.didSet, of: property),
        setter: accessor(.set, of: property),
        initial: program.language == .objectiveC
          ? UIKitTypes.clearedMemory(of: property.type) : .nothing,
        isFieldCollection: property.isOutlet && bindings[property.name] == nil
          && !opaqueOutlets.contains(property.name)
          && UIKitTypes.isFieldCollection(property.type))
    }
    let propertySlots = NameTable(
      propertyList.prefix(declared.count).map { ($0.property.name, $0) })
    let shadowedStatics = NameTable(
      propertyList.dropFirst(declared.count).map {
        ("\($0.property.owner ?? "").\($0.property.name)", $0)
      })
    self.propertySlots = propertySlots
    self.shadowedStatics = shadowedStatics
    var constants = NameTable<Value?>()
    for name in names.members { constants[name] = UIKitNames.constant(name) }
    self.memberConstants = constants
    var implicit = NameTable<Value>()
    for name in names.members where !Expression.takesTypeFromContext(name) {
      implicit[name] = Evaluator.implicitConstant(name)
    }
    self.implicitConstants = implicit
    // The scroll view classes of the files' (`InsetScrollView : UIScrollView`): a bound
    // property whose initial value makes one still runs it, for the initialiser's side effects
    // (the observers it registers); the binding stays what the property reads.
    let ownScrollViews = Set(
      program.types.filter { $0.viewClass.map(UIKitTypes.isScrollView) ?? false }.map(\.name))
    // So does one bound to the scroll view whose closure makes UIKit's (`{ let view =
    // UIScrollView(); view.contentInsetAdjustmentBehavior = .never; return view }()`): the
    // closure sets up the screen's scroll view.
    let scrollViewTypes = ownScrollViews.union(UIKitTypes.scrollViewTypes)
    let allInitialValues: [InitialValue] = program.properties.compactMap { property in
      guard property.getter == nil, let initial = property.initial,
        bindings[property.name] == nil || initial.calls(anyOf: ownScrollViews)
          || (bindings[property.name] == .scrollView && initial.isClosureCall
            && initial.calls(anyOf: scrollViewTypes))
      else { return nil }
      return (property, Resolver.resolve(initial, file: fileNames))
    }
    let isField = allInitialValues.map { program.isInstanceField($0.property) }
    let screenValues = zip(allInitialValues, isField).filter { !$0.1 }.map(\.0)
    // A bound `lazy` property's closure sets up the screen's view, which the storyboard or the
    // code that first reads it (`view.addSubview(scrollView)` in `viewDidLoad`) makes: it runs
    // at start with the others.
    self.initialValues = screenValues.filter {
      !$0.property.isLazy || bindings[$0.property.name] != nil
    }
    var lazyValues: [Int: InitialValue] = [:]
    for value in screenValues where value.property.isLazy && bindings[value.property.name] == nil {
      if let slot = Self.slot(of: value.property, propertySlots, shadowedStatics) {
        lazyValues[slot.index] = value
      }
    }
    self.lazyInitialValues = lazyValues
    self.fieldInitialValues = Dictionary(
      grouping: zip(allInitialValues, isField).filter(\.1).map(\.0),
      by: { $0.property.owner ?? "" })
    self.compiledMethods = compiled
    self.initializer = program.controllerInitializer.map { index in
      let arguments = (HandlerProgram.initializerArguments(program.methods[index]) ?? []).map {
        argument -> Value in
        switch argument {
        case .nothing: .nothing
        case .scrollView: .object(.scrollView)
        case .viewController: .object(.viewController)
        case .opaque(let what): .opaque(what)
        }
      }
      return (compiled[index], arguments)
    }
    self.viewInitializer = program.viewClassInitializer.map { compiled[$0] }
    // The first declaration of a name wins, in each of these tables.
    var ownedMethods = NameTable<CompiledMethod>()
    for method in compiled where method.method.owner != nil && ownedMethods[method.name] == nil {
      ownedMethods[method.name] = method
    }
    self.ownedMethods = ownedMethods
    var owned = NameTable<CompiledMethod>()
    for (position, property) in program.properties.enumerated() where property.owner != nil {
      if owned[property.name] == nil, let getter = getters[position] {
        owned[property.name] = getter
      }
    }
    self.ownedGetters = owned
    // A shared object's class, then the member's name.
    var shared = NameTable<NameTable<CompiledMethod>>()
    func share(_ method: CompiledMethod, as name: String, of owner: String) {
      var members = shared[owner] ?? NameTable()
      if members[name] == nil { members[name] = method }
      shared[owner] = members
    }
    for method in compiled where !method.method.runsAtLoad {
      guard let owner = method.method.owner, SharedObjectClass.named(owner) != nil else { continue }
      share(method, as: method.name, of: owner)
    }
    for (position, property) in program.properties.enumerated() {
      guard let owner = property.owner, SharedObjectClass.named(owner) != nil,
        let getter = getters[position]
      else { continue }
      share(getter, as: property.name, of: owner)
    }
    self.sharedObjectMembers = shared
    self.loadMethods = compiled.filter { $0.method.runsAtLoad }
    self.extendsViews = compiled.contains { $0.onView }
    self.hasViewProperties = program.properties.contains { $0.onView }
    // Of a name's methods, a subclass's override before the method it overrides: the screen is
    // the most derived of the files' controller classes.
    var methods = NameTable<[CompiledMethod]>()
    for method in compiled { methods[method.name] = (methods[method.name] ?? []) + [method] }
    for name in Set(compiled.map(\.name)) {
      guard var all = methods[name], all.count > 1 else { continue }
      if !depths.isEmpty { all = Self.overridesFirst(all, depths) }
      // The screen's own method before a protocol's default implementation of it.
      methods[name] =
        all.filter { !$0.method.isProtocolDefault } + all.filter { $0.method.isProtocolDefault }
    }
    self.methods = methods
    self.inheritanceDepths = depths
    var hooks = [CompiledMethod?](repeating: nil, count: HandlerHook.allCases.count)
    // The names walked above, not the program again (`HandlerProgram.spellsSwift3`).
    let spellsSwift3 = program.language == .swift && names.spellSwift3
    unlabelledFirstParameters = program.language == .swift && !spellsSwift3
    for hook in HandlerHook.allCases {
      hooks[hook.position] = methods[hook.rawValue]?.first {
        HandlerHook.sent(as: $0.method, spellsSwift3: spellsSwift3) == hook
      }
    }
    self.hooks = hooks
  }

  /// The same program compiled again, sharing none of this one's compiled code
  /// (`HandlerStrategy.unshared`): the methods keep their indices, so observers registered
  /// with this one find theirs in it.
  func recompiled() -> CompiledHandler {
    CompiledHandler(
      program: program, name: name, bindings: bindings, setupMethods: setupMethods,
      fieldActions: fieldActions, skipped: skipped.locations, opaqueOutlets: opaqueOutlets,
      unboundOutlets: unboundOutlets, assignedProperties: assignedProperties)
  }

  /// Runs `body` with an evaluator made for this call from UIKit, on `world` and `state`.
  func withEvaluator(
    world: UnsafeMutablePointer<World>, state: UnsafeMutablePointer<HandlerState>,
    _ body: (Evaluator) -> Void
  ) {
    var frame = Locals()
    withUnsafeMutablePointer(to: &frame) { locals in
      body(Evaluator(handler: self, world: world, state: state, locals: locals))
    }
  }

  /// How deep each class a `Method.inheritance` names is: 1 for one whose superclass no
  /// inheritance names as a class (UIKit's, or an app's base class whose methods carry none,
  /// at 0), one more for each named class between. Deeper methods override shallower ones.
  let inheritanceDepths: [String: Int]

  static func inheritanceDepths(_ pairs: [HandlerProgram.Method.Inheritance]) -> [String: Int] {
    var superclasses: [String: String] = [:]
    for inheritance in pairs { superclasses[inheritance.className] = inheritance.superclass }
    var depths: [String: Int] = [:]
    for name in superclasses.keys {
      var depth = 0
      var current: String? = name
      while let this = current, depth < 32 {
        depth += 1
        current = superclasses[this]
      }
      depths[name] = depth
    }
    return depths
  }

  /// `methods` with the most derived class's first, a stable order otherwise.
  static func overridesFirst(_ methods: [CompiledMethod], _ depths: [String: Int])
    -> [CompiledMethod]
  {
    func depth(_ method: CompiledMethod) -> Int {
      method.method.inheritance.flatMap { depths[$0.className] } ?? 0
    }
    return methods.enumerated().sorted { a, b in
      depth(a.element) != depth(b.element)
        ? depth(a.element) > depth(b.element) : a.offset < b.offset
    }.map(\.element)
  }

  /// The method `super.name(…)` reaches from a method of `className`: its superclass's of
  /// that name the call's labels reach, or, above the files' classes that inherit one of the
  /// app's, the screen's own base class's; nil for UIKit's.
  func superMethod(_ name: String, from className: String, for args: Arguments) -> CompiledMethod? {
    guard let all = methods[name] else { return nil }
    let own = all.filter { $0.method.owner == nil && !$0.onView }
    let depth = inheritanceDepths[className] ?? 0
    // The methods of the classes above `className`, nearest first.
    let above = own.filter { method in
      let other = method.method.inheritance.flatMap { inheritanceDepths[$0.className] } ?? 0
      return other < depth
    }
    return above.first { Self.canTake(args.count, args.matchingLabel, $0) }
  }

  /// The member `name` the file adds to `object`'s class, if it adds one. Asked at every
  /// member of an object, and almost always answered by the first test: inlined, the call
  /// costs nothing more.
  @inline(__always)
  func member(_ name: String, of object: UIKitObject) -> CompiledMethod? {
    guard sharedObjectMembers.count > 0, let owner = SharedObjectClass.of(object) else {
      return nil
    }
    return sharedObjectMembers[owner]?[name]
  }

  /// The file's method for `hook`, if it declares one.
  func method(for hook: HandlerHook) -> CompiledMethod? {
    hooks[hook.position]
  }

  /// The index in `program.methods` of the method a selector names.
  func methodIndex(selector: String, owner: MethodScope = .any) -> Int? {
    method(selector: selector, owner: owner)?.index
  }

  /// The method `name` that takes `arity` arguments, or the only one of that name. An
  /// initialiser must take as many: `self.init(nibName:bundle:)` in the file's `init()` is
  /// UIKit's, not the file's own again.
  func method(_ name: String, arity: Int?, owner: MethodScope = .any) -> CompiledMethod? {
    guard let all = methods[name] else { return nil }
    let candidates = Self.preferring(owner, all)
    if let arity, let exact = candidates.first(where: { $0.parameters.count == arity }) {
      return exact
    }
    if name == "init", arity != nil { return nil }
    // A bare name (`#selector(keyboardWillShow)`) is Swift's when one signature has it: a
    // method and its overrides, the most derived first.
    let signature = candidates.first.map { $0.parameters.map(\.label) }
    return candidates.allSatisfy({ $0.parameters.map(\.label) == signature })
      ? candidates.first : nil
  }

  /// The method `name` a call with these arguments reaches: of several that take as many, the
  /// one whose argument labels the call writes, as Swift tells `inset(top:)` from
  /// `inset(bottom:)` (`nil` for `_`).
  func method(
    _ name: String, arity: Int, owner: MethodScope = .any, label: (Int) -> String?
  ) -> CompiledMethod? {
    guard let all = methods[name] else { return nil }
    let candidates = Self.preferring(owner, all)
    // Most names have one method: no label is read for them.
    if candidates.count > 1 || name == "init" {
      if let labelled = candidates.first(where: { method in
        method.parameters.count == arity
          && method.parameters.indices.allSatisfy {
            Self.matches(method.parameters[$0].label, label($0))
          }
      }) {
        return labelled
      }
      // Swift 2 gives a method's first parameter no argument label unless it is written twice
      // (`func keyboardHelper(helper: KeyboardHelper, keyboardWillShowWithState state: …)` is
      // called `keyboardHelper(self, keyboardWillShowWithState: s)`): overloads that differ
      // after it are told apart by the labels that follow.
      if unlabelledFirstParameters, name != "init", arity > 0, label(0) == nil,
        let labelled = candidates.first(where: { method in
          method.parameters.count == arity
            && method.parameters[0].label == method.parameters[0].name
            && method.parameters.indices.dropFirst().allSatisfy {
              Self.matches(method.parameters[$0].label, label($0))
            }
        })
      {
        return labelled
      }
      // One whose last parameters have default values the call leaves out: `liftUp(constraint:)`
      // reaches `liftUp(constraint:multiply:plus:)`, not `liftUp(view:)`.
      if let defaulted = candidates.first(where: {
        Self.takes(arity, label, leavingOutDefaults: $0)
      }) {
        return defaulted
      }
    } else if let only = candidates.first {
      // A call that cannot reach the file's one method of that name is another type's: in an
      // extension of `NotificationCenter`, `addObserver(forName:object:queue:using:)` is
      // UIKit's, not the extension's own `addObserver(with:block:)`. One it can reach is it.
      return Self.canTake(arity, label, only) ? only : nil
    }
    return method(name, arity: arity, owner: owner)
  }

  /// The label a trailing closure is matched by: any parameter's.
  static let anyLabel = "\u{1}trailing closure"

  /// Whether an argument labelled `given` goes to a parameter labelled `parameter`.
  static func matches(_ parameter: String?, _ given: String?) -> Bool {
    parameter == given || given == anyLabel
  }

  /// Whether a call of `arity` arguments with these labels can reach `method`: as many as it
  /// takes, or fewer with the rest given default values.
  static func canTake(
    _ arity: Int, _ label: (Int) -> String?, _ method: CompiledMethod
  ) -> Bool {
    method.parameters.count == arity || takes(arity, label, leavingOutDefaults: method)
  }

  /// Whether a call of `arity` arguments with these labels leaves out some of `method`'s
  /// parameters, each of them with a default value.
  private static func takes(
    _ arity: Int, _ label: (Int) -> String?, leavingOutDefaults method: CompiledMethod
  ) -> Bool {
    arity < method.parameters.count && argumentPositions(arity, label, method) != nil
  }

  /// For each of `method`'s parameters, the argument a call of `arity` arguments with these
  /// labels passes it, or nil where the call leaves it out for its default value; nil when the
  /// call cannot reach the method. Swift matches in order, a parameter with a default value
  /// taking the next argument only when its label is that argument's, so any of them may be
  /// left out (`apply(y:)` reaches `apply(_ extra: CGFloat = 0, y: CGFloat)`); a trailing
  /// closure passes over one whose type is known and no function's.
  static func argumentPositions(
    _ arity: Int, _ label: (Int) -> String?, _ method: CompiledMethod
  ) -> [Int?]? {
    var positions: [Int?] = []
    var next = 0
    for parameter in method.parameters {
      let given = next < arity ? label(next) : nil
      let passesOver =
        given == anyLabel && parameter.defaultValue != nil
        && parameter.type.map { !$0.contains("->") } == true
      if next < arity, matches(parameter.label, given), !passesOver {
        positions.append(next)
        next += 1
      } else if parameter.defaultValue != nil {
        positions.append(nil)
      } else {
        return nil
      }
    }
    return next == arity ? positions : nil
  }

  /// `method(_:arity:label:)` for a call's arguments.
  func method(_ name: String, for args: Arguments, owner: MethodScope = .any) -> CompiledMethod? {
    method(name, arity: args.count, owner: owner, label: args.matchingLabel)
  }

  /// The method `name` that `type` itself declares and a call of `arity` arguments with these
  /// labels reaches; nil when only another class declares one.
  func method(
    _ name: String, ownedBy type: String, arity: Int, label: (Int) -> String?
  ) -> CompiledMethod? {
    method(name, arity: arity, owner: .object(type), label: label).flatMap {
      $0.method.owner == type ? $0 : nil
    }
  }

  /// `method(_:ownedBy:arity:label:)` for a call's arguments.
  func method(_ name: String, for args: Arguments, ownedBy type: String) -> CompiledMethod? {
    method(name, ownedBy: type, arity: args.count, label: args.matchingLabel)
  }

  /// The `init` of a view class of the files' (`InsetScrollView : UIScrollView`) a call with
  /// these arguments reaches. A view class's methods run on the screen's view of its UIKit
  /// class and name no class of their own, so it is found only when no other class of the
  /// files extends that UIKit class.
  func viewInitializer(of type: HandlerProgram.DeclaredType, for args: Arguments)
    -> CompiledMethod?
  {
    viewMethod("init", of: type, for: args)
  }

  /// The method `name` of a view class of the files (`LoginView.lift()`) that a call with
  /// these arguments reaches, found as `viewInitializer(of:for:)` finds an `init`.
  func viewMethod(_ name: String, of type: HandlerProgram.DeclaredType, for args: Arguments)
    -> CompiledMethod?
  {
    viewClassMethod(of: type) { compiled in
      compiled.method.name == name && Self.canTake(args.count, args.matchingLabel, compiled)
        && (0..<min(args.count, compiled.parameters.count)).allSatisfy {
          Self.matches(compiled.parameters[$0].label, args.matchingLabel($0))
        }
    }
  }

  /// The Objective-C initialiser `name` (`initWithFrame`) of a view class of the files, taking
  /// `arity` arguments; found only as `viewInitializer(of:for:)` finds one.
  func viewInitializer(named name: String, of type: HandlerProgram.DeclaredType, arity: Int)
    -> CompiledMethod?
  {
    viewClassMethod(of: type) { $0.method.name == name && $0.parameters.count == arity }
  }

  /// The first method of the view class `type` that `matches`, when no other class of the
  /// files extends its UIKit class (its methods name no class of their own).
  private func viewClassMethod(
    of type: HandlerProgram.DeclaredType, where matches: (CompiledMethod) -> Bool
  ) -> CompiledMethod? {
    guard let viewClass = type.viewClass,
      program.types.filter({ $0.viewClass == viewClass }).count == 1
    else { return nil }
    return compiledMethods.first { compiled in
      compiled.method.viewClass == viewClass && compiled.method.owner == nil && matches(compiled)
    }
  }

  /// Whose methods a name reaches first when several classes of the files declare one.
  enum MethodScope: Sendable {
    /// The view controller's own (its class's and its extensions').
    case screen
    /// A view's: a view class's of the files, or an extension's of a view, running on one of
    /// the screen's views.
    case view
    /// Those of an object of this class of the files (`Evaluator.makeObject`).
    case object(String)
    /// The first declared, whoever declares it.
    case any

    /// Whether `method` is of this scope.
    func contains(_ method: CompiledMethod) -> Bool {
      switch self {
      case .screen: method.method.owner == nil && !method.method.onView
      case .view: method.method.owner == nil && method.method.onView
      case .object(let type): method.method.owner == type
      case .any: true
      }
    }
  }

  /// Of methods sharing a name, those of `scope`, when it has any: an object of the file's
  /// class reaches its own `keyboardWillShow(_:)`, and the view controller its own.
  private static func preferring(_ scope: MethodScope, _ methods: [CompiledMethod])
    -> [CompiledMethod]
  {
    if case .any = scope { return methods }
    guard methods.count > 1 else { return methods }
    let own = methods.filter(scope.contains)
    return own.isEmpty ? methods : own
  }

  /// A selector as written, `keyboardWillShow(_:)`, `keyboardWillShow:` or `keyboardWillShow`,
  /// resolved to a method.
  func method(selector written: String, owner: MethodScope = .any) -> CompiledMethod? {
    method(plain: String(Self.withoutType(selector: Substring(written))), owner: owner)
  }

  /// A selector as written without the type it may name first
  /// (`#selector(ViewController.keyboardWillShow)`).
  static func withoutType(selector: Substring) -> Substring {
    let open = selector.firstIndex(of: "(") ?? selector.endIndex
    guard let dot = selector[..<open].lastIndex(of: ".") else { return selector }
    return selector[selector.index(after: dot)...]
  }

  private func method(plain selector: String, owner: MethodScope) -> CompiledMethod? {
    if let open = selector.firstIndex(of: "(") {
      // `apply(height:)`: its labels, `_` for none.
      let base = String(selector[..<open])
      let arity = selector[open...].filter { $0 == ":" }.count
      let labels = selector[selector.index(after: open)...].split(separator: ":").dropLast()
        .map { $0 == "_" ? nil : String($0) }
      // A label left empty (`f(a::)`) names none: the arity alone.
      guard labels.count == arity else { return method(base, arity: arity, owner: owner) }
      return method(base, arity: arity, owner: owner) { labels[$0] }
    }
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false)
    let base = String(pieces.first ?? "")
    let arity = selector.filter { $0 == ":" }.count
    // Objective-C's runtime looks a selector up as spelled: `kbShow` is not `kbShow:`, and a
    // notification sent to it is an unrecognised selector.
    if program.language == .objectiveC {
      return method(base, arity: arity, owner: owner).flatMap {
        $0.parameters.count == arity ? $0 : nil
      }
    }
    if let exact = method(base, arity: arity, owner: owner) { return exact }
    // Swift's `#selector(keyboardWillShow)` names the one method of that base name.
    return method(base, arity: nil, owner: owner)
  }
}

extension CompiledHandler {
  /// The slot `property` is kept in: its own when the screen's property of its name hid it.
  func slot(of property: HandlerProgram.Property) -> PropertySlot? {
    Self.slot(of: property, propertySlots, shadowedStatics)
  }

  fileprivate static func slot(
    of property: HandlerProgram.Property, _ byName: NameTable<PropertySlot>,
    _ shadowed: NameTable<PropertySlot>
  ) -> PropertySlot? {
    if let owner = property.owner, let slot = shadowed["\(owner).\(property.name)"] {
      return slot
    }
    return byName[property.name]
  }
}
