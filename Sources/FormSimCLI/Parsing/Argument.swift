/// A positional argument: a bare word, matched by its place among the others.
@propertyWrapper
struct Argument<Value> {
  private var storage: Value?

  /// Only read after parsing, which gives every argument its value or its default.
  var wrappedValue: Value {
    get { storage! }
    set { storage = newValue }
  }

  private init(
    _ declaration: ArgumentDeclaration, default initial: Value?,
    value: (any Sendable) -> Value?
  ) {
    guard let slot = DeclarationContext.current?.register(declaration) else {
      storage = initial
      return
    }
    storage = slot.single.flatMap(value) ?? initial
  }
}

extension Argument {
  /// A required argument.
  init(help: ArgumentHelp? = nil, completion: CompletionKind? = nil)
  where Value: ExpressibleByArgument {
    self.init(
      ArgumentDeclaration(
        kind: .positional, help: help ?? ArgumentHelp(),
        completion: completion ?? .list(Value.allValueStrings), isRequired: true,
        choices: Value.allValueStrings, transform: Value.parsed),
      default: nil, value: { $0 as? Value })
  }

  /// An optional argument whose word `transform` turns into the value.
  init<T: Sendable>(
    help: ArgumentHelp? = nil, completion: CompletionKind? = nil,
    transform: @escaping @Sendable (String) throws -> T
  ) where Value == T? {
    self.init(
      ArgumentDeclaration(
        kind: .positional, help: help ?? ArgumentHelp(), completion: completion ?? .none,
        transform: transform),
      default: .some(nil), value: { .some($0 as? T) })
  }
}
