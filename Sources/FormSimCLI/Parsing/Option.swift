/// `--name value`: an option, optional (`T?`), with a default, required, or repeatable (`[T]`).
///
/// The value comes from the type (``ExpressibleByArgument``) or from a `transform`, whose error
/// is reported after the option's synopsis. A ``ClosedChoice`` type lists its cases in help
/// and completes them.
@propertyWrapper
package struct Option<Value> {
  private var storage: Value?

  /// Only read after parsing, which gives every option its value or its default.
  package var wrappedValue: Value {
    get { storage! }
    set { storage = newValue }
  }

  private init(
    _ declaration: ArgumentDeclaration, default initial: Value?,
    value: (DeclarationContext.Slot) -> Value?
  ) {
    guard let slot = DeclarationContext.current?.register(declaration) else {
      storage = initial
      return
    }
    storage = value(slot) ?? initial
  }

  private static func declaration(
    _ name: NameSpecification, _ parsing: ArgumentDeclaration.ValueParsing, _ help: ArgumentHelp?,
    _ completion: CompletionKind?, choices: [String] = [], repeats: Bool = false,
    isRequired: Bool = false, transform: @escaping @Sendable (String) throws -> any Sendable
  ) -> ArgumentDeclaration {
    ArgumentDeclaration(
      kind: .option, customName: name.custom, help: help ?? ArgumentHelp(),
      completion: completion ?? (choices.isEmpty ? .none : .list(choices)), parsing: parsing,
      repeats: repeats, isRequired: isRequired, choices: choices, transform: transform)
  }
}

extension Option {
  /// An optional option: `nil` when left out.
  package init<T: ExpressibleByArgument>(
    name: NameSpecification = .long, parsing: ArgumentDeclaration.ValueParsing = .next,
    help: ArgumentHelp? = nil, completion: CompletionKind? = nil
  ) where Value == T? {
    self.init(
      Self.declaration(
        name, parsing, help, completion, choices: T.allValueStrings, transform: T.parsed),
      default: .some(nil), value: { $0.single.map { $0 as? T } })
  }

  /// An option with a default.
  package init(
    wrappedValue: Value, name: NameSpecification = .long,
    parsing: ArgumentDeclaration.ValueParsing = .next, help: ArgumentHelp? = nil,
    completion: CompletionKind? = nil
  ) where Value: ExpressibleByArgument {
    self.init(
      Self.declaration(
        name, parsing, help, completion, choices: Value.allValueStrings,
        transform: Value.parsed),
      default: wrappedValue, value: { $0.single as? Value })
  }

  /// A required option.
  package init(
    name: NameSpecification = .long, parsing: ArgumentDeclaration.ValueParsing = .next,
    help: ArgumentHelp? = nil, completion: CompletionKind? = nil
  ) where Value: ExpressibleByArgument {
    self.init(
      Self.declaration(
        name, parsing, help, completion, choices: Value.allValueStrings, isRequired: true,
        transform: Value.parsed),
      default: nil, value: { $0.single as? Value })
  }

  /// A repeatable option: every value, in order.
  package init<T: ExpressibleByArgument>(
    wrappedValue: [T], name: NameSpecification = .long,
    parsing: ArgumentDeclaration.ValueParsing = .next, help: ArgumentHelp? = nil,
    completion: CompletionKind? = nil
  ) where Value == [T] {
    self.init(
      Self.declaration(
        name, parsing, help, completion, choices: T.allValueStrings, repeats: true,
        transform: T.parsed),
      default: wrappedValue, value: { $0.repeated?.compactMap { $0 as? T } })
  }

  /// An optional option whose word `transform` turns into the value.
  package init<T: Sendable>(
    name: NameSpecification = .long, parsing: ArgumentDeclaration.ValueParsing = .next,
    help: ArgumentHelp? = nil, completion: CompletionKind? = nil,
    transform: @escaping @Sendable (String) throws -> T
  ) where Value == T? {
    self.init(
      Self.declaration(name, parsing, help, completion, transform: transform),
      default: .some(nil), value: { $0.single.map { $0 as? T } })
  }

  /// A repeatable option whose words `transform` turns into the values.
  package init<T: Sendable>(
    wrappedValue: [T], name: NameSpecification = .long,
    parsing: ArgumentDeclaration.ValueParsing = .next, help: ArgumentHelp? = nil,
    completion: CompletionKind? = nil, transform: @escaping @Sendable (String) throws -> T
  ) where Value == [T] {
    self.init(
      Self.declaration(name, parsing, help, completion, repeats: true, transform: transform),
      default: wrappedValue, value: { $0.repeated?.compactMap { $0 as? T } })
  }
}

extension DeclarationContext.Slot {
  /// The one value parsed, if any.
  var single: (any Sendable)? {
    if case .single(let value) = self { return value }
    return nil
  }

  /// Every value parsed, if any.
  var repeated: [any Sendable]? {
    if case .repeated(let values) = self { return values }
    return nil
  }
}
