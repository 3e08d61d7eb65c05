/// Every argument a command (or group) declares, flattened in declaration order, groups in
/// place: what parsing, help, completion and the man page read.
struct CommandDeclaration: Sendable {
  var arguments: [ArgumentDeclaration]

  /// Collects the declarations of `type` by constructing it once.
  init<C: ParsableArguments>(_ type: C.Type) {
    let context = DeclarationContext(.collecting)
    _ = DeclarationContext.$current.withValue(context) { C() }
    arguments = context.finishCollecting(names: PropertyNames.of(C.self))
  }

  /// A `C` whose wrappers hold `slots`, in declaration order, validated: first every group,
  /// then the command.
  func fill<C: ParsableArguments>(_ type: C.Type, _ slots: [DeclarationContext.Slot]) throws -> C {
    let context = DeclarationContext(.filling(slots))
    let value = DeclarationContext.$current.withValue(context) { C() }
    if let error = context.validationError { throw error }
    try value.validate()
    return value
  }

  /// The positional arguments, in order.
  var positionals: [Int] {
    arguments.indices.filter {
      if case .positional = arguments[$0].kind { return true }
      return false
    }
  }

  /// The declaration and switch position that `--name` selects: an option (switch `nil`) or a
  /// flag's switch.
  func named(_ name: String) -> (index: Int, flagSwitch: Int?)? {
    for (index, argument) in arguments.enumerated() {
      switch argument.kind {
      case .option where argument.longName == name: return (index, nil)
      case .flag(let switches):
        if let position = switches.names(argument.longName).firstIndex(of: name) {
          return (index, position)
        }
      default: continue
      }
    }
    return nil
  }

  /// Every long name users can type, for did-you-mean and completion.
  var longNames: [String] {
    arguments.filter(\.isShown).flatMap { argument -> [String] in
      switch argument.kind {
      case .option: return [argument.longName]
      case .flag(let switches): return switches.names(argument.longName)
      case .positional: return []
      }
    }
  }
}
