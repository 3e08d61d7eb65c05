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
}
