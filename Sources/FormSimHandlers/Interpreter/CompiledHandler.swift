import FormSimCore

/// A handler program ready to run: its methods and properties by name, its outlets bound, and
/// the statements the check before the run decided to skip. Immutable and shared by every copy
/// of the strategy (`check` copies simulators by the thousand).
public final class CompiledHandler: Sendable {
  public let program: HandlerProgram
  /// The strategy's name: the file's name, `KeyboardViewController.swift`.
  public let name: String
  let methods: [String: [HandlerProgram.Method]]
  let properties: [String: HandlerProgram.Property]
  /// Outlets bound to the simulated screen, by property name.
  let bindings: [String: UIKitObject]
  /// Methods to run at start besides the view controller's own (`--handler-setup`).
  let setupMethods: [String]
  /// Statements skipped with a warning: FormSim does not simulate what they do, and nothing it
  /// simulates reads it.
  let skipped: Set<SourceLocation>
  /// What each free name the file uses means in UIKit (`Evaluator.globalValue`), worked out once.
  let globals: [String: Value]
  /// The file's method for each hook UIKit calls by name, if it declares one.
  let hooks: [HandlerHook: HandlerProgram.Method]
  /// What each name the file uses stands for outside a method's locals, worked out once so that
  /// a name costs one lookup: a property (stored, bound or computed), a method, or a global.
  let resolved: [String: Resolved]

  enum Resolved: Sendable {
    /// A declared property (stored, bound or computed).
    case property(PropertySlot)
    case method
    case global(Value)
  }

  /// What reading a declared property needs, worked out once: where its stored value is kept
  /// (`HandlerState.properties[index]`), what it is bound to, its getter as a method.
  struct PropertySlot: Sendable {
    let index: Int
    let property: HandlerProgram.Property
    let bound: UIKitObject?
    let getter: HandlerProgram.Method?
    /// An outlet (or a view or constraint by its type) that must be bound to be read.
    let needsBinding: Bool
  }

  /// Each declared property by name (the first declaration of a name wins).
  let propertySlots: [String: PropertySlot]

  init(
    program: HandlerProgram, name: String, bindings: [String: UIKitObject],
    setupMethods: [String], skipped: Set<SourceLocation>
  ) {
    self.program = program
    self.name = name
    self.methods = Dictionary(grouping: program.methods, by: \.name)
    self.properties = Dictionary(
      program.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.bindings = bindings
    self.setupMethods = setupMethods
    self.skipped = skipped
    var globals: [String: Value] = [:]
    for name in ProgramNames.identifiers(in: program) {
      if let value = Evaluator.globalValue(name) { globals[name] = value }
    }
    self.globals = globals
    var hooks: [HandlerHook: HandlerProgram.Method] = [:]
    for hook in HandlerHook.allCases {
      if let found = program.methods.first(where: { $0.name == hook.rawValue }) {
        hooks[hook] = found
      }
    }
    self.hooks = hooks
    var slots: [String: PropertySlot] = [:]
    for property in program.properties where slots[property.name] == nil {
      slots[property.name] = PropertySlot(
        index: slots.count, property: property, bound: bindings[property.name],
        getter: property.getter.map {
          HandlerProgram.Method(
            name: property.name, parameters: [], body: $0, location: property.location)
        },
        needsBinding: property.isOutlet || UIKitTypes.needsBinding(property.type))
    }
    self.propertySlots = slots
    var resolved: [String: Resolved] = globals.mapValues { .global($0) }
    for method in program.methods { resolved[method.name] = .method }
    for (name, slot) in slots { resolved[name] = .property(slot) }
    self.resolved = resolved
  }

  /// The index in `program.methods` of the method a selector names.
  func methodIndex(selector: String) -> Int? {
    guard let method = method(selector: selector) else { return nil }
    return program.methods.firstIndex(of: method)
  }

  /// The method `name` that takes `arity` arguments, or the only one of that name.
  func method(_ name: String, arity: Int?) -> HandlerProgram.Method? {
    guard let candidates = methods[name] else { return nil }
    if let arity, let exact = candidates.first(where: { $0.parameters.count == arity }) {
      return exact
    }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// A selector as written, `keyboardWillShow(_:)`, `keyboardWillShow:` or `keyboardWillShow`,
  /// resolved to a method.
  func method(selector written: String) -> HandlerProgram.Method? {
    // `#selector(ViewController.keyboardWillShow)` names the type first.
    var selector = Substring(written)
    let open = selector.firstIndex(of: "(") ?? selector.endIndex
    if let dot = selector[..<open].lastIndex(of: ".") {
      selector = selector[selector.index(after: dot)...]
    }
    let name = String(selector)
    return method(plain: name)
  }

  private func method(plain selector: String) -> HandlerProgram.Method? {
    if let open = selector.firstIndex(of: "(") {
      let base = String(selector[..<open])
      let arity = selector[open...].filter { $0 == ":" }.count
      return method(base, arity: arity)
    }
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false)
    let base = String(pieces.first ?? "")
    let arity = selector.filter { $0 == ":" }.count
    if let exact = method(base, arity: arity) { return exact }
    // `keyboardWillShowWithNotification:`-style Objective-C names keep only the first piece.
    return method(base, arity: nil)
  }
}
