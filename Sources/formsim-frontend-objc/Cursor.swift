import CClang
import FormSimHandlers

/// A node of clang's tree, with what the lowering asks of it: its kind, name, children, type,
/// place in the file and tokens.
struct Cursor {
  let raw: CXCursor
  let unit: CXTranslationUnit

  var kind: CXCursorKind { clang_getCursorKind(raw) }

  /// The declared or referenced name; a message's selector (`setContentOffset:animated:`).
  var spelling: String { Self.string(clang_getCursorSpelling(raw)) }

  var typeSpelling: String { Self.string(clang_getTypeSpelling(clang_getCursorType(raw))) }

  var children: [Cursor] {
    final class Box {
      var cursors: [CXCursor] = []
    }
    let box = Box()
    withExtendedLifetime(box) {
      _ = clang_visitChildren(
        raw,
        { child, _, data in
          Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().cursors.append(child)
          return CXChildVisit_Continue
        }, Unmanaged.passUnretained(box).toOpaque())
    }
    return box.cursors.map { Cursor(raw: $0, unit: unit) }
  }

  /// The declaration a reference names.
  var referenced: Cursor? {
    let target = clang_getCursorReferenced(raw)
    return clang_Cursor_isNull(target) != 0 ? nil : Cursor(raw: target, unit: unit)
  }

  /// The declaration that holds this one (a property's `@interface`).
  var semanticParent: Cursor? {
    let parent = clang_getCursorSemanticParent(raw)
    return clang_Cursor_isNull(parent) != 0 ? nil : Cursor(raw: parent, unit: unit)
  }

  /// A call's or a message's arguments, in order; `nil` for other cursors.
  var arguments: [Cursor]? {
    let count = clang_Cursor_getNumArguments(raw)
    guard count >= 0 else { return nil }
    return (0..<UInt32(count)).map { Cursor(raw: clang_Cursor_getArgument(raw, $0), unit: unit) }
  }

  /// Where the cursor starts, where the file shows it (a macro's use, not its definition).
  var location: FormSimHandlers.SourceLocation {
    Self.location(clang_getRangeStart(clang_getCursorExtent(raw)))
  }

  /// Whether the cursor is written in the handler file itself.
  var isInMainFile: Bool {
    clang_Location_isFromMainFile(clang_getCursorLocation(raw)) != 0
  }

  /// The file the cursor is written in (its spelling, not a macro's expansion), as clang was
  /// given its path; empty for none.
  var fileName: String {
    var file: CXFile?
    clang_getSpellingLocation(clang_getCursorLocation(raw), &file, nil, nil, nil)
    return file.map { Self.string(clang_getFileName($0)) } ?? ""
  }

  /// Byte offsets of the cursor's extent in its file.
  var startOffset: UInt32 { Self.offset(clang_getRangeStart(clang_getCursorExtent(raw))) }
  var endOffset: UInt32 { Self.offset(clang_getRangeEnd(clang_getCursorExtent(raw))) }

  /// Byte offsets of the cursor's extent where the file writes it: inside a macro's argument
  /// (`mas_equalTo(height - 64)`), where the argument is written rather than where the macro
  /// expands; elsewhere the same as `startOffset` and `endOffset`.
  var writtenStartOffset: UInt32 {
    Self.writtenOffset(clang_getRangeStart(clang_getCursorExtent(raw)))
  }
  var writtenEndOffset: UInt32 { Self.writtenOffset(clang_getRangeEnd(clang_getCursorExtent(raw))) }

  /// Whether the cursor is written in a macro's argument: the file shows its own tokens there.
  var isWrittenInMacroArgument: Bool {
    let (start, end) = (writtenStartOffset, writtenEndOffset)
    return start < end && (start != startOffset || end != endOffset)
  }

  /// The tokens the cursor's extent covers, as written.
  var tokens: [Token] { tokens(in: clang_getCursorExtent(raw)) }

  private func tokens(in range: CXSourceRange) -> [Token] {
    var pointer: UnsafeMutablePointer<CXToken>?
    var count: UInt32 = 0
    clang_tokenize(unit, range, &pointer, &count)
    guard let pointer else { return [] }
    defer { clang_disposeTokens(unit, pointer, count) }
    return (0..<Int(count)).map { (index: Int) -> Token in
      let token = pointer[index]
      return Token(
        text: Self.string(clang_getTokenSpelling(unit, token)),
        kind: clang_getTokenKind(token),
        offset: Self.offset(clang_getTokenLocation(unit, token)),
        location: Self.location(clang_getTokenLocation(unit, token)))
    }
  }

  /// The tokens the file shows from byte `start` to byte `end` of the file the cursor's
  /// expansion is in: a macro's name where the cursor's own tokens are its definition's.
  func fileTokens(from start: UInt32, to end: UInt32) -> [Token] {
    var file: CXFile?
    clang_getExpansionLocation(clang_getCursorLocation(raw), &file, nil, nil, nil)
    guard let file, start < end else { return [] }
    let range = clang_getRange(
      clang_getLocationForOffset(unit, file, start), clang_getLocationForOffset(unit, file, end))
    return tokens(in: range)
  }

  /// Whether the cursor's two operands expand at different places in the file: then the
  /// operator between them is written in the file itself, though the first comes from a
  /// macro (`kBarHeight + height`, whose extent begins inside the macro's definition). Inside
  /// one macro, every part of it expands where the macro's name is.
  var operandsExpandApart: Bool {
    let parts = children
    return parts.count == 2 && parts[0].startOffset != parts[1].startOffset
  }

  /// The token written where the cursor's expansion starts: the name of the macro a cursor
  /// inside one came from (`nil`, `YES`).
  var expansionToken: String? {
    var file: CXFile?
    var offset: UInt32 = 0
    clang_getExpansionLocation(clang_getCursorLocation(raw), &file, nil, nil, &offset)
    guard let file,
      let token = clang_getToken(unit, clang_getLocationForOffset(unit, file, offset))
    else { return nil }
    defer { clang_disposeTokens(unit, token, 1) }
    return Self.string(clang_getTokenSpelling(unit, token.pointee))
  }

  /// Whether the cursor comes from a macro's expansion. libclang gives such a cursor the
  /// place of the macro's use, and its tokens are the definition's or none: the first is not
  /// where the cursor starts.
  func isInMacroExpansion(tokens: [Token]) -> Bool {
    guard let first = tokens.first, let last = tokens.last else { return true }
    return first.offset != startOffset || last.offset >= endOffset
  }

  /// A literal's value, as clang evaluates it.
  var evaluated: (integer: Int?, double: Double?) {
    guard let result = clang_Cursor_Evaluate(raw) else { return (nil, nil) }
    defer { clang_EvalResult_dispose(result) }
    switch clang_EvalResult_getKind(result) {
    case CXEval_Int: return (Int(clang_EvalResult_getAsLongLong(result)), nil)
    case CXEval_Float: return (nil, clang_EvalResult_getAsDouble(result))
    default: return (nil, nil)
    }
  }

  /// The text of a string literal clang can evaluate (`@"Settings"` or `"key"`, where a macro
  /// stands for it and its tokens are not the file's).
  var evaluatedString: String? {
    guard let result = clang_Cursor_Evaluate(raw) else { return nil }
    defer { clang_EvalResult_dispose(result) }
    switch clang_EvalResult_getKind(result) {
    case CXEval_StrLiteral, CXEval_ObjCStrLiteral:
      guard let text = clang_EvalResult_getAsStr(result) else { return nil }
      return String(cString: text)
    default: return nil
    }
  }

  struct Token {
    var text: String
    var kind: CXTokenKind
    var offset: UInt32
    var location: FormSimHandlers.SourceLocation
  }

  static func string(_ value: CXString) -> String {
    defer { clang_disposeString(value) }
    guard let characters = clang_getCString(value) else { return "" }
    return String(cString: characters)
  }

  static func location(_ place: CXSourceLocation) -> FormSimHandlers.SourceLocation {
    var line: UInt32 = 0
    var column: UInt32 = 0
    clang_getExpansionLocation(place, nil, &line, &column, nil)
    return FormSimHandlers.SourceLocation(line: Int(line), column: Int(column))
  }

  static func offset(_ place: CXSourceLocation) -> UInt32 {
    var offset: UInt32 = 0
    clang_getExpansionLocation(place, nil, nil, nil, &offset)
    return offset
  }

  /// Where the file writes what is at `place`: a macro argument's own place in the file.
  static func writtenOffset(_ place: CXSourceLocation) -> UInt32 {
    var offset: UInt32 = 0
    clang_getFileLocation(place, nil, nil, nil, &offset)
    return offset
  }
}
