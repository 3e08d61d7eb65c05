import CClang
import FormSimHandlers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One file parsed by clang against the simulated UIKit, with what a real project would
/// have given it and the user may not: the headers it imports from its own folder.
///
/// UIKit, Foundation and their neighbours are FormSim's header (`FormSimUIKit.h`), served
/// from memory. A local header that is not beside the file, and a library's
/// (`<Library/Header.h>`), is read as empty; when that leaves the class without its
/// interface, the interface is written from the file's own use of its outlets
/// (`ImplicitInterface`), the classes it names and declares nowhere are opaque
/// (`OpaqueInterface`), and the file is parsed again, with a warning for each.
///
/// clang reads nothing from the disk itself: a virtual file system overlay that does not fall
/// through to the real one (`LockedFileSystem`) leaves it only the files served from memory.
/// Those are the handler, the simulated SDK and the headers the handler's `#import`s name that
/// are regular files of at most a megabyte inside the handler's folder, read here. Whatever
/// else an include reaches, however it is spelt (a macro, `%:include`, a device, a FIFO, a
/// path out of the folder or the SDK), clang finds no such file, and says so at the include.
struct ClangParse {
  let file: String
  let source: [UInt8]

  /// Where the simulated SDK's headers live, in memory only.
  static let sdk = "/formsim-sdk"
  static let uiKitHeader = sdk + "/FormSimUIKit.h"
  static let prelude = sdk + "/FormSimPrelude.h"
  /// The frameworks whose umbrella headers are the simulated UIKit.
  static let frameworks = [
    "UIKit/UIKit.h", "Foundation/Foundation.h", "CoreGraphics/CoreGraphics.h",
    "QuartzCore/QuartzCore.h", "CoreFoundation/CoreFoundation.h", "objc/runtime.h",
    "Masonry/Masonry.h", "ReactiveObjC/ReactiveObjC.h", "ReactiveCocoa/ReactiveCocoa.h",
    "libextobjc/EXTScope.h", "TargetConditionals.h", "Availability.h", "AvailabilityMacros.h",
  ]
  /// The class a file of loose methods is read as.
  static let snippetClass = "FormSimSnippetViewController"

  struct Result {
    var unit: CXTranslationUnit?
    var index: CXIndex?
    /// Errors stop the file; warnings are shown before the run.
    var errors: [HandlerProgram.Diagnostic]
    /// clang's errors about types in the file's own code, which the lowering may pass over
    /// (`UnreadableCode`).
    var unreadable: [ClangDiagnostic] = []
    /// The files whose declarations FormSim made from the file's use (the prelude, and the
    /// headers that are not beside the file): what they declare is a guess, not the app's.
    var guessedFiles: Set<String> = []

    func dispose() {
      if let unit { clang_disposeTranslationUnit(unit) }
      if let index { clang_disposeIndex(index) }
    }
  }

  func run() -> Result {
    let path = Self.absolute(file)
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    let text = PodHeaderImport.asLocalImports(
      ModuleImport.asHeaderImports(String(decoding: source, as: UTF8.self)), besideIn: folder)
    let locked = LockedFileSystem()
    defer { locked.remove() }
    // The prefix header comes first, as the build includes it before the file's own lines.
    let prefix = PrefixHeader.name(in: folder).map {
      LocalImport(name: $0, location: SourceLocation(line: 1, column: 1))
    }
    let imports = (prefix.map { [$0] } ?? []) + LocalImport.all(in: text)
    let (headers, unreadable) = LocalHeaders.serve(imports, in: folder)
    let served = headers.mapValues(ModuleImport.asHeaderImports)
    // A header that is not a regular file in the folder (missing, a device, a pipe, outside
    // the folder, too large) is served as empty.
    let missing = imports.filter { served[$0.path(in: folder)] == nil }
    // A library's header (`<Reachability/Reachability.h>`) is not FormSim's: read as empty,
    // and what the file uses of it is opaque.
    let libraries = LocalImport.libraries(in: text, simulated: Self.frameworks)
    // The same of the headers beside the file: what they import from the app's other folders
    // or a library is read as empty too, and what the file uses of it is opaque.
    let librariesOfHeaders = Set(
      served.values.flatMap { LocalImport.libraries(in: $0, simulated: Self.frameworks) }
        .map(\.name)
    ).subtracting(libraries.map(\.name)).sorted()
    // An `@implementation` at the start of a line (not in a comment about one).
    let isSnippet = !text.split(separator: "\n").contains {
      $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("@implementation")
    }
    var mainText = text
    if isSnippet { mainText += "\n@end\n" }

    var interface = ImplicitInterface(snippetClass: isSnippet ? Self.snippetClass : nil)
    var result = Result(unit: nil, index: nil, errors: [])
    var diagnostics: [ClangDiagnostic] = []
    let fixedFiles =
      [(path, mainText), (Self.uiKitHeader, Self.header)]
      + Self.frameworks.map { (Self.sdk + "/" + $0, "#import <FormSimUIKit.h>\n") }
      + served.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
      + libraries.map { (Self.sdk + "/" + $0.name, "") }
      + librariesOfHeaders.map { (Self.sdk + "/" + $0, "") }
      + unreadable.map { ($0, "") }
    var opaque = OpaqueInterface()
    opaque.headersMissing =
      !missing.isEmpty || !unreadable.isEmpty || !libraries.isEmpty || !librariesOfHeaders.isEmpty
    // The first pass finds the classes without an interface and the classes the file uses
    // without declaring them, the next what they hold, and a few more correct the guessed
    // types and learn what an opaque member gives. A class learned in one pass has its
    // members learned in the next, so a file that uses many of a library's classes takes
    // more than a dozen passes; each is a parse of tens of milliseconds.
    for _ in 0..<20 {
      result.dispose()
      let (inHeader, inPrelude) = interface.declarations(headerAvailable: !missing.isEmpty)
      let declared = missing.enumerated().map { index, header in
        (header.path(in: folder), index == 0 ? inHeader : "")
      }
      result = parse(
        path: path,
        files: fixedFiles + declared + [
          (Self.prelude, opaque.declarations(besides: interface.classes) + inPrelude)
        ],
        overlay: locked.path, prefix: prefix.map { $0.path(in: folder) })
      guard let unit = result.unit else { break }
      diagnostics = Self.diagnostics(of: unit)
      let learnedInterface = interface.learn(from: diagnostics, unit: unit, source: text)
      let learnedOpaque = opaque.learn(
        from: diagnostics, unit: unit, source: text, guessed: &interface)
      if !learnedInterface && !learnedOpaque { break }
    }
    guard result.unit != nil else {
      result.errors = [
        HandlerProgram.Diagnostic(
          .error, at: SourceLocation(line: 1, column: 1),
          "clang gave up reading the file: one whose macros expand past the front end's memory"
            + " limit ends so; simplify its macros")
      ]
      return result
    }
    var errors: [HandlerProgram.Diagnostic] = []
    let declared = interface.summary
    for library in libraries {
      errors.append(
        HandlerProgram.Diagnostic(
          .warning, at: library.location,
          "'<\(library.name)>' is not part of FormSim's UIKit: read as empty"))
    }
    if isSnippet {
      errors.append(
        HandlerProgram.Diagnostic(
          .warning, at: SourceLocation(line: 1, column: 1),
          "the file declares no @implementation: read as the methods of a view controller"
            + (declared.isEmpty ? "" : "; declared from the file's use: \(declared)")))
    } else if !missing.isEmpty {
      // Missing altogether, or there but not a regular file of the folder.
      let (absent, special) = missing.reduce(into: ([LocalImport](), [LocalImport]())) {
        if access($1.path(in: folder), F_OK) != 0 { $0.0.append($1) } else { $0.1.append($1) }
      }
      if let first = absent.first {
        errors.append(
          .headersNotBeside(absent.map(\.name), declared: declared, at: first.location))
      }
      for header in special {
        errors.append(
          HandlerProgram.Diagnostic(
            .warning, at: header.location,
            "'\(header.name)' is not a regular file of at most 1 MB inside the handler's folder:"
              + " read as empty"))
      }
    }
    let headersOfHeaders =
      unreadable.map { "'\($0.split(separator: "/").last ?? "")'" }
      + librariesOfHeaders.map { "'<\($0)>'" }
    if !headersOfHeaders.isEmpty, let first = imports.first {
      errors.append(
        HandlerProgram.Diagnostic(
          .warning, at: first.location,
          "the headers beside the file import \(headersOfHeaders.joined(separator: ", ")), not"
            + " beside it: read as empty"))
    }
    if !interface.heirs.isEmpty, !isSnippet {
      // What the file's use declared is named once: with the missing header, when there is one.
      errors.append(
        HandlerProgram.Diagnostic(
          .warning, at: imports.first?.location ?? SourceLocation(line: 1, column: 1),
          "the superclass of \(interface.heirs.joined(separator: ", ")) is declared in none of"
            + " the files here: read as a view controller"
            + (declared.isEmpty || !missing.isEmpty
              ? "" : "; declared from the file's use: \(declared)")))
    }
    if !opaque.uikitMemberNames.isEmpty {
      errors.append(
        .opaqueMembers(opaque.uikitMemberNames, at: SourceLocation(line: 1, column: 1)))
    }
    /// A warning at the file's start listing what of the file's use was read as opaque.
    func listOpaque(_ names: [String], _ what: String, changingNothing: Bool = true) {
      guard !names.isEmpty else { return }
      let note = changingNothing ? " (what they do changes nothing simulated)" : ""
      errors.append(
        HandlerProgram.Diagnostic(
          .warning, at: SourceLocation(line: 1, column: 1),
          "the file uses \(what), read as opaque\(note): \(names.joined(separator: ", "))"))
    }
    listOpaque(
      opaque.objectGlobals.sorted(),
      "names declared nowhere here, taken for objects of the headers that are not (a global or a"
        + " macro of the app's)", changingNothing: false)
    listOpaque(opaque.cppMemberNames, "C++ names of headers that are not beside it")
    listOpaque(opaque.classes, "classes it does not declare")
    // "too many errors emitted" says nothing of the file: the errors before it are shown.
    let failures = diagnostics.filter {
      $0.isError && !$0.message.hasPrefix("too many errors emitted")
    }
    // Complaints about types in the file's own code, when they are all there is and clang
    // counted them all, are the lowering's to pass over statement by statement.
    let gaveUp = failures.count < diagnostics.filter(\.isError).count
    // A member the file's own class lacks is the file's mistake, not a missing header's.
    let ownClasses = result.unit.map(Self.classesDeclared) ?? []
    let aboutOwnClass = { (diagnostic: ClangDiagnostic) in
      ownClasses.contains { diagnostic.message.contains("'\($0) *'") }
    }
    if !gaveUp, failures.allSatisfy({ $0.file == path && $0.isAboutTypes && !aboutOwnClass($0) }) {
      result.unreadable = failures
    } else {
      errors += Self.reported(failures, mainFile: path, imports: imports)
    }
    result.guessedFiles = Set([Self.prelude] + missing.map { $0.path(in: folder) })
    result.errors = errors
    return result
  }

  /// The classes whose interface the file itself writes.
  static func classesDeclared(in unit: CXTranslationUnit) -> [String] {
    Cursor(raw: clang_getTranslationUnitCursor(unit), unit: unit).children.filter {
      $0.kind == CXCursor_ObjCInterfaceDecl && $0.isInMainFile
    }.map(\.spelling)
  }

  /// clang's errors as the file is refused with them, the first about a name FormSim's UIKit
  /// does not declare followed by what to do about it.
  static func reported(_ failures: [ClangDiagnostic], mainFile: String, imports: [LocalImport])
    -> [HandlerProgram.Diagnostic]
  {
    var errors: [HandlerProgram.Diagnostic] = []
    var explained = false
    for diagnostic in failures {
      errors.append(diagnostic.lowered(mainFile: mainFile, imports: imports))
      if !explained, diagnostic.isOutsideTheHeader {
        explained = true
        errors.append(
          HandlerProgram.Diagnostic(
            .note, at: SourceLocation(line: diagnostic.line, column: diagnostic.column),
            "FormSim simulates the UIKit that 'formsim-frontend --uikit-header' prints;"
              + " rewrite this with what it declares, or leave it out"))
      }
    }
    return errors
  }

  private func parse(
    path: String, files: [(String, String)], overlay: String?, prefix: String?
  ) -> Result {
    guard let overlay else { return Result(unit: nil, index: nil, errors: []) }
    let index = clang_createIndex(0, 0)
    let language = path.lowercased().hasSuffix(".mm") ? "objective-c++" : "objective-c"
    let arguments =
      [
        "-ivfsoverlay", overlay, "-nobuiltininc",
        "-x", language, "-fblocks", "-fobjc-runtime=ios-13.0", "-fobjc-weak", "-nostdinc",
        "-isystem", Self.sdk, "-include", Self.uiKitHeader, "-include", Self.prelude,
        "-Werror=implicit-function-declaration", "-Werror=objc-method-access",
        "-Werror=int-conversion", "-ferror-limit=50",
      ] + (prefix.map { ["-include", $0] } ?? [])
    let names = files.map { strdup($0.0) }
    let contents = files.map { strdup($0.1) }
    defer {
      for pointer in names + contents { free(pointer) }
    }
    var unsaved = (0..<files.count).map { position in
      CXUnsavedFile(
        Filename: names[position], Contents: contents[position],
        Length: UInt(strlen(contents[position]!)))
    }
    var cArguments = arguments.map { strdup($0) }
    defer {
      for pointer in cArguments { free(pointer) }
    }
    var unit: CXTranslationUnit?
    let status = cArguments.withUnsafeMutableBufferPointer { argumentPointer in
      argumentPointer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { rebound in
        clang_parseTranslationUnit2(
          index, path, rebound.baseAddress, Int32(rebound.count), &unsaved,
          UInt32(unsaved.count), CXTranslationUnit_None.rawValue, &unit)
      }
    }
    guard status == CXError_Success, let unit else {
      clang_disposeIndex(index)
      return Result(unit: nil, index: nil, errors: [])
    }
    return Result(unit: unit, index: index, errors: [])
  }

  /// The simulated UIKit that Objective-C handlers are parsed against: the list of what is
  /// simulated.
  static let header = String(decoding: PackageResources.FormSimUIKit_h, as: UTF8.self)

  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let folder = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return folder + "/" + path
  }

  static func diagnostics(of unit: CXTranslationUnit) -> [ClangDiagnostic] {
    (0..<clang_getNumDiagnostics(unit)).map { position in
      let diagnostic = clang_getDiagnostic(unit, position)
      defer { clang_disposeDiagnostic(diagnostic) }
      return ClangDiagnostic(diagnostic)
    }
  }
}

/// A diagnostic as clang gave it: where, how bad, what.
struct ClangDiagnostic {
  var file: String
  var line: Int
  var column: Int
  var severity: CXDiagnosticSeverity
  var message: String
  /// The byte in the file where the diagnostic's place expands, as a cursor's extent counts.
  var offset: UInt32

  init(_ diagnostic: CXDiagnostic?) {
    var cFile: CXFile?
    var line: UInt32 = 0
    var column: UInt32 = 0
    // Inside a macro, where the file expands it (or writes the argument): clang 16 and later
    // place a header a macro names (`#include HEADER`) in the macro's definition.
    clang_getFileLocation(
      clang_getDiagnosticLocation(diagnostic), &cFile, &line, &column, nil)
    file = cFile.map { Cursor.string(clang_getFileName($0)) } ?? ""
    self.line = Int(line)
    self.column = Int(column)
    severity = clang_getDiagnosticSeverity(diagnostic)
    message = Cursor.string(clang_getDiagnosticSpelling(diagnostic))
    offset = Cursor.offset(clang_getDiagnosticLocation(diagnostic))
  }

  var isError: Bool { severity == CXDiagnostic_Error || severity == CXDiagnostic_Fatal }

  /// Whether clang complains of a type that does not fit, or of a name or member it does
  /// not know: what a missing header or FormSim's partial UIKit gives app code that compiles
  /// in its project. A complaint about the syntax is none of these, and stops the file.
  var isAboutTypes: Bool {
    ([
      "no getter method for read from property", "not found on object of type",
      "incompatible integer to pointer conversion", "incompatible pointer to integer conversion",
      "incompatible pointer types", "incompatible block pointer types",
      "used in a boxed expression", "unexpected interface name",
      "incompatible type", "use of undeclared identifier", "no visible @interface for",
      "bad receiver type", "member reference base type", "no member named",
      "not found (return type defaults to", "invalid operands to binary expression",
      "called object type",
      "expected method to read", "expected method to write", "subscripted value is not",
      "is not a structure or union", "receiver type", "cannot be passed by value",
      "statement requires expression of", "used type", "indirection requires pointer operand",
      "arithmetic on pointer to interface", "too many arguments to method call",
      "invalid argument type", "which is not in the root class",
      // Objective-C++'s wordings of the same: C++ refuses the conversions C only warns of.
      "cannot initialize a parameter of type", "cannot initialize a variable of type",
      "no matching function for call to", "no matching member function for call to",
    ] + ImplicitInterface.undeclaredFunctionWordings).contains { message.contains($0) }
  }

  /// Whether clang complains of a name FormSim's header does not declare.
  var isOutsideTheHeader: Bool {
    ([
      "not found (return type defaults to", "use of undeclared identifier", "no visible @interface",
      "not found on object of type",
      "file not found", "unknown type name",
    ] + ImplicitInterface.undeclaredFunctionWordings).contains { message.contains($0) }
  }

  /// The diagnostic at its line and column in the handler file; one in another file names
  /// that file and place in its message.
  /// An error in a header the file includes is placed at the file's first local
  /// `#import`, the line that brought it in (clang's "in file included from"), and names
  /// where in the header it is.
  func lowered(mainFile: String, imports: [LocalImport]) -> HandlerProgram.Diagnostic {
    if file == mainFile {
      return HandlerProgram.Diagnostic(
        .error, at: SourceLocation(line: line, column: column), message)
    }
    let at = imports.first?.location ?? SourceLocation(line: 1, column: 1)
    guard !file.isEmpty else { return HandlerProgram.Diagnostic(.error, at: at, message) }
    let name = file.hasPrefix(ClangParse.sdk + "/") ? "FormSim's UIKit header" : file
    return HandlerProgram.Diagnostic(
      .error, at: at, "\(message) (in \(name):\(line):\(column))")
  }
}

/// `#import "Header.h"` or `#include "Header.h"` in the file, where it is written.
struct LocalImport {
  var name: String
  var location: SourceLocation

  /// Where clang looks for it: beside the file, unless the name is absolute.
  func path(in folder: String) -> String {
    name.hasPrefix("/") ? name : folder + "/" + name
  }

  /// `#import <Library/Header.h>` of a framework FormSim does not simulate: a plain path of
  /// names, never one that climbs out of the folder it is looked up in.
  static func libraries(in text: String, simulated: [String]) -> [LocalImport] {
    var result: [LocalImport] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") else { continue }
      let rest = trimmed.drop { $0 != " " && $0 != "\t" && $0 != "<" }
        .drop { $0 == " " || $0 == "\t" }
      guard rest.first == "<", let close = rest.firstIndex(of: ">") else { continue }
      let name = String(rest[rest.index(after: rest.startIndex)..<close])
      let parts = name.split(separator: "/", omittingEmptySubsequences: false)
      guard !simulated.contains(name), name != "FormSimUIKit.h",
        !["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "CoreFoundation", "objc"]
          .contains(parts[0]),
        parts.allSatisfy({ part in
          !part.isEmpty && part != "." && part != ".."
            && part.allSatisfy { $0.isLetter || $0.isNumber || "_+-.".contains($0) }
        })
      else { continue }
      let column = line.count - trimmed.count + 1
      result.append(
        LocalImport(name: name, location: SourceLocation(line: number + 1, column: column)))
    }
    return result
  }

  static func all(in text: String) -> [LocalImport] {
    var result: [LocalImport] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") else { continue }
      let rest = trimmed.drop { $0 != " " && $0 != "\t" && $0 != "\"" && $0 != "<" }
        .drop { $0 == " " || $0 == "\t" }
      // `"Header.h"`, or `<…>` with an absolute path, which no search folder stands for.
      guard let open = rest.first, open == "\"" || (open == "<" && rest.dropFirst().first == "/"),
        let close = rest.dropFirst().firstIndex(of: open == "\"" ? "\"" : ">")
      else { continue }
      let name = String(rest[rest.index(after: rest.startIndex)..<close])
      let column = line.count - trimmed.count + 1
      result.append(
        LocalImport(name: name, location: SourceLocation(line: number + 1, column: column)))
    }
    return result
  }
}
