/// The keyboard libraries FormSim simulates as strategies. A handler file that configures one
/// (`IQKeyboardManager.shared.keyboardDistanceFromTextField = 20`) leaves the moving to it, on a
/// device: the file's own code, run alone, shows the screen as if nothing moved the fields.
enum KeyboardLibrary: CaseIterable {
  case iqKeyboardManager, tpKeyboardAvoiding

  /// What the library's types start with (`IQKeyboardManager`, `IQKeyboardManagerSwift`).
  var typePrefix: String {
    switch self {
    case .iqKeyboardManager: "IQKeyboardManager"
    case .tpKeyboardAvoiding: "TPKeyboardAvoiding"
    }
  }

  /// The strategy that simulates it, and what of its settings the command line takes.
  var advice: String {
    switch self {
    case .iqKeyboardManager:
      "--strategy iqkeyboardmanager (its keyboardDistanceFromTextField is --margin)"
    case .tpKeyboardAvoiding: "--strategy tpkeyboardavoiding"
    }
  }

  /// The library `code` (opaque code or a type's name, as the check names it) starts from.
  static func of(_ code: String) -> KeyboardLibrary? {
    allCases.first { code.hasPrefix($0.typePrefix) }
  }

  /// Whether the files turn the library off (`IQKeyboardManager.shared.enable = false`, or
  /// `[[IQKeyboardManager sharedManager] setEnable:NO]`), as a screen that moves its fields
  /// itself does: what the files' code shows is then what a device shows.
  func isTurnedOff(in program: HandlerProgram) -> Bool {
    let switches: Set<String> = ["enable", "isEnabled", "enabled"]
    var off = false
    for method in program.methods where !off {
      ProgramWalk.visit(
        method.body,
        statement: { statement in
          guard case .assignment(let target, nil, let value) = statement.kind,
            case .member(let base, let name) = target.kind, switches.contains(name),
            case .boolean(false) = value.kind, startsWithType(base)
          else { return }
          off = true
        },
        expression: { expression in
          guard case .call(let callee, let arguments) = expression.kind,
            case .member(let base, let name) = callee.kind,
            name == "setEnable" || name == "setEnabled",
            case .boolean(false)? = arguments.first?.value.kind, startsWithType(base)
          else { return }
          off = true
        })
    }
    return off
  }

  /// Whether a chain of members and calls starts from one of the library's types.
  private func startsWithType(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .name(let name), .resolved(_, let name): name.hasPrefix(typePrefix)
    case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base),
      .call(let base, _):
      startsWithType(base)
    default: false
    }
  }
}
