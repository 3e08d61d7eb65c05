import Synchronization

/// Where property wrappers report to while a group of arguments is constructed.
///
/// Swift runs a struct's stored-property initialisers in declaration order, so constructing a
/// command visits its wrappers in order. Collecting, each wrapper appends its declaration;
/// filling, each takes the parsed value at its position. Only the property names come from the
/// type's metadata (``PropertyNames``).
final class DeclarationContext: Sendable {
  /// The value one wrapper receives when a command is filled.
  enum Slot: Sendable {
    case absent
    case single(any Sendable)
    case repeated([any Sendable])
  }

  enum Mode: Sendable {
    case collecting
    case filling([Slot])
  }

  private struct State: Sendable {
    var mode: Mode
    var declarations: [ArgumentDeclaration] = []
    /// For each level of groups being collected, the flat indices of its own declarations and
    /// (as `nil`) its nested groups, in order.
    var levels: [[Int?]] = [[]]
    var nextSlot = 0
    /// The first error a group's `validate()` threw while the command was filled.
    var validationError: (any Error)?
  }

  /// The context of the group being constructed; a wrapper constructed outside one (a command
  /// made with `init()` by hand) gets its default.
  @TaskLocal static var current: DeclarationContext?

  private let state: Mutex<State>

  init(_ mode: Mode) {
    state = Mutex(State(mode: mode))
  }

  /// Collecting: records `declaration`. Filling: the parsed value for this position.
  func register(_ declaration: ArgumentDeclaration) -> Slot {
    state.withLock { state in
      switch state.mode {
      case .collecting:
        state.levels[state.levels.count - 1].append(state.declarations.count)
        state.declarations.append(declaration)
        return .absent
      case .filling(let slots):
        defer { state.nextSlot += 1 }
        return state.nextSlot < slots.count ? slots[state.nextSlot] : .absent
      }
    }
  }

  /// An `@OptionGroup` begins: its declarations form a level of their own.
  func beginGroup() {
    state.withLock { state in
      guard case .collecting = state.mode else { return }
      state.levels[state.levels.count - 1].append(nil)
      state.levels.append([])
    }
  }

  /// The group `value` ends. Collecting, its declarations get its property names; filling,
  /// it is complete and validates (the first error any group throws is the one reported).
  func endGroup(_ value: some ParsableArguments) {
    if isCollecting {
      let names = PropertyNames.of(type(of: value))
      state.withLock { state in
        let level = state.levels.removeLast()
        Self.name(level, names, in: &state.declarations)
      }
      return
    }
    do {
      try value.validate()
    } catch {
      state.withLock { state in
        if state.validationError == nil { state.validationError = error }
      }
    }
  }

  private var isCollecting: Bool {
    state.withLock { state in
      if case .collecting = state.mode { return true }
      return false
    }
  }

  /// The declarations collected, the outermost level named by `names`.
  func finishCollecting(names: [String]) -> [ArgumentDeclaration] {
    state.withLock { state in
      Self.name(state.levels[0], names, in: &state.declarations)
      return state.declarations
    }
  }

  var validationError: (any Error)? { state.withLock { $0.validationError } }

  private static func name(
    _ level: [Int?], _ names: [String], in declarations: inout [ArgumentDeclaration]
  ) {
    precondition(
      level.count == names.count,
      "every stored property of an argument group must be an @Option, @Flag, @Argument or"
        + " @OptionGroup")
    for (index, name) in zip(level, names) {
      if let index { declarations[index].propertyName = name }
    }
  }
}
