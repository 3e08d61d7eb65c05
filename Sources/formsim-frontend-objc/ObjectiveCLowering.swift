import CClang
import FormSimFrontEnd
import FormSimHandlers

/// An Objective-C handler file lowered into a `HandlerProgram`, through libclang.
///
/// clang parses the file against FormSim's own header of the simulated UIKit
/// (`FormSimUIKit.h`), so every message, property and function is type-checked: a file with
/// an error is reported in clang's words and nothing of it runs. The implementations'
/// methods, the interfaces' properties and instance variables, and a `UIView` category's
/// methods become the one view controller's, in the shapes the Swift front end gives them.
final class ObjectiveCLowering {
  let file: String
  let unit: CXTranslationUnit
  /// Warnings about what was passed over, in the order found.
  var warnings: [HandlerProgram.Diagnostic] = []
  /// Every property name clang knows (UIKit's and the file's): a message with no argument
  /// that names one is the property read as dot syntax would, and `setX:` a write.
  var propertyNames: Set<String> = []
  /// Properties a named category of a view controller's class declares (`@interface
  /// UIViewController (Keyboard)` with `@property CGRect keyboardFrame`): a category has no
  /// storage, so they are its getter and setter, which another file of the module may
  /// implement (kept as an associated object).
  var categoryProperties: Set<String> = []
  /// The file's own properties and instance variables, for `_name` (a property's
  /// synthesized variable) to mean the property.
  var ownProperties: Set<String> = []
  /// Whether the expression being lowered is written to, not read.
  var loweringTarget = false
  /// The parameters and locals of the method being lowered: an instance variable of the same
  /// name (`_scroll = scroll;` with a parameter `scroll`) is `self`'s, not the local.
  var localNames: Set<String> = []
  /// The methods' and functions' `static` variables, lowered as the program's properties, and
  /// their names by where each is declared (`ObjectiveCLowering+StaticLocals`).
  var staticLocals: [HandlerProgram.Property] = []
  /// The files holding the declarations made from the file's use (`ClangParse.Result`), and
  /// the names the file assigns anywhere.
  var guessedFiles: Set<String> = []
  lazy var assignedInFile = ImplicitInterface.assignments(
    in: String(decoding: source, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init))
  var staticLocalNames: [String: String] = [:]
  /// The declared types of those parameters and locals (`LWCell *` for `LWCell *c`), each as
  /// `type(_:)` gives it.
  var localTypes: [String: String] = [:]
  /// The classes the file uses and nothing declares (`OpaqueInterface`): an object of one is
  /// the app's own, and writing its frame changes nothing simulated.
  var opaqueClasses: Set<String> = []
  /// The selectors of the instance methods the file implements, for a property whose getter
  /// or setter is the file's own (`ObjectiveCLowering+Accessors`).
  var implementedSelectors: Set<String> = []
  /// The app's own classes the file's classes inherit (`LGScrollViewController` of
  /// `DemoScrollViewController : LGScrollViewController`), implemented in other files.
  var inheritedClasses: Set<String> = []
  /// The instance variables `@synthesize name = variable;` gives another name than `_name`, to
  /// the property each stores.
  var synthesizedVariables: [String: String] = [:]
  /// clang's complaints about types in the file's own code, for the statements they fall in.
  var unreadable = UnreadableCode([])
  /// The file's bytes, for the text of a statement clang could not read.
  var source: [UInt8] = []

  init(file: String, unit: CXTranslationUnit) {
    self.file = file
    self.unit = unit
  }

  /// Lowers `source`, the contents of `file` (named as the user gave it).
  static func lower(file: String, source: [UInt8]) -> HandlerProgram {
    let parse = ClangParse(file: file, source: source)
    let result = parse.run()
    defer { result.dispose() }
    var program = HandlerProgram(file: file, language: .objectiveC)
    if result.errors.contains(where: { $0.severity == .error }) {
      program.diagnostics = result.errors
      return program
    }
    guard let unit = result.unit else {
      program.diagnostics = result.errors
      return program
    }
    let lowering = ObjectiveCLowering(file: file, unit: unit)
    lowering.warnings = result.errors
    lowering.unreadable = UnreadableCode(result.unreadable)
    lowering.guessedFiles = result.guessedFiles
    lowering.source = source
    let root = Cursor(raw: clang_getTranslationUnitCursor(unit), unit: unit)
    lowering.opaqueClasses = OpaqueInterface.classes(in: root)
    // The same bound as for Swift: a method in a class is a few levels, `a + b + …` one per
    // operand.
    if let deep = CursorDepth.firstBeyond(NestingLimit.depth, in: root) {
      program.diagnostics = [
        HandlerProgram.Diagnostic(
          .error, at: deep.location,
          "the code nests more than \(NestingLimit.depth) levels deep here; split the expression")
      ]
      return program
    }
    lowering.lowerTopLevel(root, into: &program)
    program.properties += lowering.staticLocals
    // A complaint in no statement (a declaration's, a method's signature) stops the file.
    let untaken = lowering.unreadable.pending
    if let first = untaken.first {
      lowering.warnings += ClangParse.reported(untaken, mainFile: first.file, imports: [])
    }
    program.diagnostics = lowering.warnings
    return program
  }

  func warn(_ message: String, at cursor: Cursor) {
    warnings.append(HandlerProgram.Diagnostic(.warning, at: cursor.location, message))
  }
}
