import FormSimFrontEnd
import FormSimHandlers
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift handler file lowered into a `HandlerProgram`, through swift-syntax.
///
/// The file is parsed, its operators folded by precedence, and checked with swift-syntax's own
/// diagnostics: a file with a syntax error is reported in those words and nothing else is
/// lowered, since nothing in it may run. Otherwise every method and property of every type,
/// extension and the top level becomes the view controller's; what FormSim cannot lower is
/// kept as an `unsupported` node where it stands, or a warning where no node can hold it.
final class SwiftLowering {
  let file: String
  let converter: SourceLocationConverter
  /// Warnings about what was passed over, in the order found.
  var warnings: [HandlerProgram.Diagnostic] = []
  /// Structs and enums declared inside a body (a Swift 1 singleton's `struct Static { static
  /// let instance = … }` in a computed property): the file's own types, lowered after it.
  var localTypes: [DeclSyntax] = []
  /// Each class of the file and its superclass, to tell a `UIView` subclass of a subclass.
  var superclasses: [String: String] = [:]
  /// Each class the other files of the module declare and its superclass.
  var moduleSuperclasses: [String: String] = [:]
  /// The structs and enums the file declares, whose extensions' members are their values'.
  var valueTypesOfTheFile: Set<String> = []
  /// The file's type aliases (`typealias KeyboardCallback = (CGRect) -> Void`), spelled out
  /// where a property or a parameter is declared with one.
  var typeAliases: [String: String] = [:]
  /// The view class each protocol of the file requires of its adopters (`where Self: UIView`):
  /// an extension of the protocol is one of that class.
  var selfTypes: [String: String] = [:]
  /// The protocols the file declares, each with the classes of the file that adopt it.
  var adoptersOfTheFile: [String: [String]] = [:]
  /// The class that handles the keyboard when the file has no view controller: a helper
  /// object of the app's that registers itself for the keyboard's notifications.
  var keyboardHelper: String?
  /// Whether the method being lowered is a view's, where `UIView`'s nested types are named
  /// bare (`AnimationOptions(rawValue:)` is `UIView.AnimationOptions(rawValue:)`).
  var insideView = false
  /// The result type the function or closure being lowered declares (`-> CGRect`), which gives
  /// an implicit member it returns its type: `return .zero` is `CGRect.zero`.
  var returnType: String?

  /// The modules the file imports, which `#if canImport(…)` finds (`SwiftLowering+Conditionals`).
  let importedModules: Set<String>

  /// The file's bytes, for the parts of what swift-syntax does not read (`SwiftLowering+CStyleFor`).
  let source: [UInt8]
  /// Where `tree` starts in the file, when it is a piece of it parsed alone: its first line's
  /// line and column there, which every location is shifted by.
  let origin: (line: Int, column: Int)?

  private init(file: String, tree: SourceFileSyntax, source: [UInt8]) {
    self.file = file
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
    self.source = source
    self.origin = nil
    self.importedModules = Self.modulesImported(by: tree)
  }

  /// A lowering of `piece`, a part of `parent`'s file parsed alone that starts at `origin`:
  /// with the parent's knowledge of the file's types, and locations in the file's terms.
  init(piece: SourceFileSyntax, source: [UInt8], of parent: SwiftLowering, at origin: (Int, Int)) {
    self.file = parent.file
    self.converter = SourceLocationConverter(fileName: parent.file, tree: piece)
    self.source = source
    self.origin = (line: origin.0, column: origin.1)
    self.importedModules = parent.importedModules
    self.superclasses = parent.superclasses
    self.adoptersOfTheFile = parent.adoptersOfTheFile
    self.valueTypesOfTheFile = parent.valueTypesOfTheFile
    self.keyboardHelper = parent.keyboardHelper
  }

  /// Lowers `source`, the contents of `file` (named as the user gave it).
  /// `module` holds the other files read as one handler with it: what their classes inherit
  /// tells which of this file's classes are view controllers and views.
  static func lower(file: String, source: [UInt8], module: [[UInt8]] = []) -> HandlerProgram {
    if let deep = BracketDepth.firstBeyond(BracketDepth.limit, in: source) {
      return HandlerProgram(
        file: file, language: .swift,
        diagnostics: [
          HandlerProgram.Diagnostic(
            .error, at: FormSimHandlers.SourceLocation(line: deep.line, column: deep.column),
            "square brackets nest more than \(BracketDepth.limit) levels deep here; split the"
              + " expression")
        ])
    }
    let parsed = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let lowering = SwiftLowering(file: file, tree: parsed, source: source)
    lowering.moduleSuperclasses = superclasses(inModule: module)
    let syntax = lowering.syntaxDiagnostics(parsed)
    if syntax.contains(where: { $0.severity == .error }) {
      return HandlerProgram(file: file, language: .swift, diagnostics: syntax)
    }
    // Folding turns `a + b + …` into a tree as deep as the sequence is long, and swift-syntax
    // builds and frees such trees recursively: a sequence too long to fold within the depth
    // bound is refused before it is folded, as a tree too deep is after.
    if let long = SyntaxDepth.firstSequence(longerThan: NestingLimit.depth, in: Syntax(parsed)) {
      return lowering.refusingDepth(at: long)
    }
    var table = OperatorTable.standardOperators
    var operatorErrors: [OperatorError] = []
    table.addSourceFile(parsed) { operatorErrors.append($0) }
    let folded =
      table.foldAll(parsed) { operatorErrors.append($0) }.as(SourceFileSyntax.self) ?? parsed
    for error in operatorErrors {
      let at = lowering.location(of: error.asDiagnostic.location(converter: lowering.converter))
      let warning = HandlerProgram.Diagnostic(.warning, at: at, error.message)
      // Folding meets an unknown operator once per sequence it is part of: said once.
      if !lowering.warnings.contains(warning) { lowering.warnings.append(warning) }
    }
    var program = HandlerProgram(file: file, language: .swift)
    // The lowering recurses through the tree; a tree far deeper than any handler's would
    // overflow its stack, so such a file is refused where it goes too deep.
    if let deep = SyntaxDepth.firstBeyond(NestingLimit.depth, in: Syntax(folded)) {
      return lowering.refusingDepth(at: deep)
    }
    lowering.lowerTopLevel(folded.statements, into: &program)
    lowering.lowerLocalTypes(into: &program)
    program.diagnostics = syntax + lowering.warnings
    return program
  }

  /// The file refused at `node`, where its code goes deeper than the lowering follows.
  private func refusingDepth(at node: Syntax) -> HandlerProgram {
    HandlerProgram(
      file: file, language: .swift,
      diagnostics: [
        HandlerProgram.Diagnostic(
          .error, at: location(of: node),
          "the code nests more than \(NestingLimit.depth) levels deep here; split the expression")
      ])
  }

  /// swift-syntax's diagnostics of the parsed file, with their notes after each.
  private func syntaxDiagnostics(_ tree: SourceFileSyntax) -> [HandlerProgram.Diagnostic] {
    var result: [HandlerProgram.Diagnostic] = []
    var cStyleLoops: Set<AbsolutePosition> = []
    for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) {
      if Self.isInCStyleHeader(diagnostic.node) {
        // Swift 2's `for var i = 0; i < n; i++`: the lowering reads it as the `while` it
        // means; said once per loop.
        if let loop = diagnostic.node.ancestorOrSelf(mapping: { $0.as(ForStmtSyntax.self) }),
          cStyleLoops.insert(loop.position).inserted
        {
          result.append(
            HandlerProgram.Diagnostic(
              .warning, at: location(of: loop),
              "Swift 2's C-style 'for': read as the 'while' loop it means"))
        }
        continue
      }
      if Self.isSwift2Binding(diagnostic.node) {
        // Swift 1 and 2 let one `let` serve a list: `if let a = x, b = y`. The parser reads it
        // with the missing `let` in place, which is what the file meant.
        result.append(
          HandlerProgram.Diagnostic(
            .warning, at: location(of: diagnostic.location(converter: converter)),
            "Swift 2's 'if let a = x, b = y': read as 'if let a = x, let b = y'"))
        continue
      }
      if let parameter = diagnostic.node.ancestorOrSelf(mapping: {
        $0.as(FunctionParameterSyntax.self)
      }), Self.isSwift2Inout(parameter) {
        // Swift 1 and 2 wrote `inout` before a parameter's name; Swift 3 on, before its type.
        result.append(
          HandlerProgram.Diagnostic(
            .warning, at: location(of: diagnostic.location(converter: converter)),
            "Swift 2's 'inout name: Type': read as 'name: inout Type'"))
        continue
      }
      if Self.isSwift2Where(diagnostic.node) {
        // Swift 1.2 and 2 ended a binding's list with `where`: `if let a = x where a > 0`. The
        // parser reads the `where` as the comma Swift 3 wants, which is what the file meant.
        result.append(
          HandlerProgram.Diagnostic(
            .warning, at: location(of: diagnostic.location(converter: converter)),
            "Swift 2's 'if let a = x where …': read as 'if let a = x, …'"))
        continue
      }
      let severity: HandlerProgram.Diagnostic.Severity =
        switch diagnostic.diagMessage.severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
      result.append(
        HandlerProgram.Diagnostic(
          severity, at: location(of: diagnostic.location(converter: converter)),
          diagnostic.message))
      for note in diagnostic.notes {
        result.append(
          HandlerProgram.Diagnostic(
            .note, at: location(of: note.location(converter: converter)), note.message))
      }
    }
    return result
  }

  /// Whether a diagnostic is about the `let` Swift 2 left out of an optional binding's list.
  private static func isSwift2Binding(_ node: Syntax) -> Bool {
    var current: Syntax? = node
    for _ in 0..<3 {
      if let binding = current?.as(OptionalBindingConditionSyntax.self) {
        return binding.bindingSpecifier.presence == .missing
      }
      current = current?.parent
    }
    return false
  }

  /// Whether a parameter is written as Swift 2 wrote an `inout` one, the keyword before its
  /// name, which the parser keeps as an unexpected token there.
  static func isSwift2Inout(_ parameter: FunctionParameterSyntax) -> Bool {
    parameter.tokens(viewMode: .all).contains {
      $0.tokenKind == .keyword(.inout) && $0.position < parameter.firstName.position
    }
  }

  /// Whether a diagnostic is about Swift 2's `where` after a condition, where Swift 3 wants a
  /// comma.
  private static func isSwift2Where(_ node: Syntax) -> Bool {
    var current: Syntax? = node
    for _ in 0..<3 {
      if let element = current?.as(ConditionElementSyntax.self) {
        guard let unexpected = element.unexpectedBetweenConditionAndTrailingComma,
          unexpected.count == 1, element.trailingComma?.presence == .missing
        else { return false }
        return unexpected.first?.as(TokenSyntax.self)?.tokenKind == .keyword(.where)
      }
      current = current?.parent
    }
    return false
  }

  /// Where `node` starts: its first token, after the comments and spaces before it.
  func location(of node: some SyntaxProtocol) -> FormSimHandlers.SourceLocation {
    location(of: node.startLocation(converter: converter))
  }

  func location(of place: SwiftSyntax.SourceLocation) -> FormSimHandlers.SourceLocation {
    guard let origin else {
      return FormSimHandlers.SourceLocation(line: place.line, column: place.column)
    }
    return FormSimHandlers.SourceLocation(
      line: origin.line + place.line - 1,
      column: place.line == 1 ? origin.column + place.column - 1 : place.column)
  }

  func warn(_ message: String, at node: some SyntaxProtocol) {
    warnings.append(HandlerProgram.Diagnostic(.warning, at: location(of: node), message))
  }
}
