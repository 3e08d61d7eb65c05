import CClang
import FormSimHandlers

/// The statements clang could not read against FormSim's UIKit, passed over as `UnreadableCode`
/// says: left out, or declaring or assigning an opaque value, each with a warning at the
/// complaint; one that writes a simulated figure keeps its error.
extension ObjectiveCLowering {
  /// The statement `cursor` when a complaint falls in it and in none of the statements inside
  /// it (an `if`'s branches, a loop's body, a block's body), which are lowered as usual.
  func unreadableStatement(_ cursor: Cursor) -> [Statement]? {
    guard unreadable.has(from: cursor.startOffset, to: cursor.endOffset) else { return nil }
    let inner = innerStatements(of: cursor).map { ($0.startOffset, $0.endOffset) }
    let complaints = unreadable.take(
      from: cursor.startOffset, to: cursor.endOffset, outside: inner)
    guard !complaints.isEmpty else { return nil }
    let text = self.text(from: cursor.startOffset, to: cursor.endOffset)
    if cursor.kind == CXCursor_ReturnStmt, !UnreadableCode.writesSimulated(text) {
      // Left out, the method would go on past its `return`.
      warn(complaints, "the method returns an opaque value")
      let value = cursor.children.first.map { self.text(from: $0.startOffset, to: $0.endOffset) }
      let code = Expression(.opaque(Self.shortened(value ?? text)), at: cursor.location)
      return [Statement(.returning(code), at: cursor.location)]
    }
    guard cursor.kind == CXCursor_DeclStmt else {
      // Left out whole, the statements inside go too (an `if` whose condition clang could
      // not read, and its branch's own complaint): their complaints are the statement's.
      let inside = unreadable.take(from: cursor.startOffset, to: cursor.endOffset)
      return leaveOut(
        text, (complaints + inside).sorted { ($0.line, $0.column) < ($1.line, $1.column) },
        at: cursor.location,
        registering: registrationLines(from: cursor.startOffset, to: cursor.endOffset))
    }
    let variables = cursor.children.filter { $0.kind == CXCursor_VarDecl }
    let names = variables.map { "'\($0.spelling)'" }.joined(separator: ", ")
    warn(complaints, "\(names) \(variables.count == 1 ? "holds" : "hold") an opaque value")
    return variables.map { variable in
      let value = variable.children.last.map {
        self.text(from: $0.startOffset, to: $0.endOffset)
      }
      return Statement(
        .variable(
          name: variable.spelling, type: Self.type(variable.typeSpelling),
          value: Expression(.opaque(Self.shortened(value ?? text)), at: variable.location),
          isConstant: false),
        at: variable.location)
    }
  }

  /// What clang left out of its tree between two statements it kept.
  func passedOver(from start: UInt32, to end: UInt32, at location: SourceLocation)
    -> [Statement]
  {
    guard start < end else { return [] }
    let complaints = unreadable.take(from: start, to: end)
    guard let first = complaints.first else { return [] }
    return leaveOut(
      text(from: start, to: end), complaints,
      at: SourceLocation(line: first.line, column: first.column),
      registering: registrationLines(from: start, to: end))
  }

  /// `text`, a statement (or what clang dropped of several), left out; a variable it assigns
  /// whole is given an opaque value. Unless it writes a simulated figure: then its complaints
  /// are errors.
  private func leaveOut(
    _ text: String, _ complaints: [ClangDiagnostic], at location: SourceLocation,
    registering registrations: [Int]
  )
    -> [Statement]
  {
    // `region.center = location;` where clang says the base has no members at all (a
    // framework's struct whose header is missing): no view of UIKit's, whose members the header
    // declares, so the write is the app's own.
    let onMemberless = complaints.allSatisfy { $0.message.hasSuffix("is not a structure or union") }
    guard onMemberless || writesOnlyOpaqueObjects(text) || !UnreadableCode.writesSimulated(text)
    else {
      for complaint in complaints {
        warnings.append(
          HandlerProgram.Diagnostic(
            .error, at: SourceLocation(line: complaint.line, column: complaint.column),
            complaint.message))
      }
      if let first = complaints.first {
        warnings.append(
          HandlerProgram.Diagnostic(
            .note, at: SourceLocation(line: first.line, column: first.column),
            "this statement sets what FormSim simulates, so it cannot be left out; declare"
              + " what it uses, or rewrite it with what 'formsim-frontend --uikit-header'"
              + " declares"))
      }
      return []
    }
    var assigned: [(target: Expression, name: String)] = []
    for chain in UnreadableCode.assignedVariables(text) {
      if let variable = wholeVariable(chain, at: location),
        !assigned.contains(where: { $0.target == variable.target })
      {
        assigned.append(variable)
      }
    }
    let what =
      assigned.isEmpty
      ? "the statement is left out"
      : "the statement is left out, and "
        + assigned.map { "'\($0.name)'" }.joined(separator: ", ")
        + " \(assigned.count == 1 ? "holds" : "hold") an opaque value"
    if registrations.isEmpty {
      warn(complaints, what)
    } else {
      // A block inside it (a library's hook) goes with it, and the observers it registers.
      let places = registrations.map { "line \($0)" }.joined(separator: ", ")
      warn(
        complaints, what,
        outcome: ", with the observers it registers (\(places)): register them in a method of"
          + " the file that runs (viewDidLoad, or one named with --handler-setup)")
    }
    let code = Expression(.opaque(Self.shortened(text)), at: location)
    return assigned.map {
      Statement(.assignment(target: $0.target, op: nil, value: code), at: location)
    }
  }

  /// Whether every figure `text` writes is one of a local's or a parameter's of a class the
  /// files do not declare (`LWCell *c` in `c.center = CGPointMake(c.center.x, …)`): the app's
  /// own view, which FormSim does not draw.
  func writesOnlyOpaqueObjects(_ text: String) -> Bool {
    guard let receivers = UnreadableCode.figureReceivers(text), !receivers.isEmpty else {
      return false
    }
    return receivers.allSatisfy { chain in
      guard chain.count == 1, let type = localTypes[chain[0]] else { return false }
      return opaqueClasses.contains(type)
    }
  }

  /// The variable an assignment through `chain` changes as a whole: a local (`rect` of
  /// `rect.size.height = …`), or a property when the chain is the property itself or goes
  /// through a geometry value's member (`_frame.origin.y`). A property's object is not
  /// changed by setting one of its own properties (`_editor.autocorrectionType`).
  private func wholeVariable(_ chain: [String], at location: SourceLocation)
    -> (target: Expression, name: String)?
  {
    var names = chain
    let isProperty: Bool
    if names.first == "self" {
      names.removeFirst()
      isProperty = true
    } else {
      isProperty = names.first.map { propertyName($0) != $0 || ownProperties.contains($0) } ?? false
    }
    guard let root = names.first else { return nil }
    let members = names.dropFirst()
    if isProperty {
      guard members.isEmpty || members.contains(where: SimulatedWrites.valueMembers.contains)
      else { return nil }
      let this = Expression(.name("self"), at: location)
      let property = propertyName(root)
      return (Expression(.member(this, property), at: location), "self." + property)
    }
    return (Expression(.name(root), at: location), root)
  }

  /// The statements inside `cursor` that are lowered on their own: its branches and bodies,
  /// and the bodies of the blocks its expressions hold.
  private func innerStatements(of cursor: Cursor) -> [Cursor] {
    let children = cursor.children
    switch cursor.kind {
    case CXCursor_IfStmt:
      return Array(children.dropFirst())
    case CXCursor_WhileStmt, CXCursor_ForStmt, CXCursor_ObjCForCollectionStmt,
      CXCursor_ObjCAtSynchronizedStmt, CXCursor_ObjCAutoreleasePoolStmt:
      return children.last.map { [$0] } ?? []
    case CXCursor_DoStmt:
      return children.first.map { [$0] } ?? []
    case CXCursor_SwitchStmt:
      // Each case's statements; its labels are the switch's own.
      return (children.last?.children ?? []).map { child in
        var node = child
        while node.kind == CXCursor_CaseStmt || node.kind == CXCursor_DefaultStmt,
          let last = node.children.last
        {
          node = last
        }
        return node
      }
    default:
      return blockBodies(in: cursor)
    }
  }

  /// The bodies of the blocks written inside `cursor`'s expressions.
  private func blockBodies(in cursor: Cursor) -> [Cursor] {
    var bodies: [Cursor] = []
    var stack = [cursor]
    while let node = stack.popLast() {
      if node.kind == CXCursor_CompoundStmt {
        bodies.append(node)
        continue
      }
      stack += node.children
    }
    return bodies
  }

  /// `what` was done with code clang complained of; `outcome` is what that means for the run.
  private func warn(
    _ complaints: [ClangDiagnostic], _ what: String,
    outcome: String = " (it changes nothing simulated)"
  ) {
    for complaint in complaints {
      warnings.append(
        HandlerProgram.Diagnostic(
          .warning, at: SourceLocation(line: complaint.line, column: complaint.column),
          "\(complaint.message): the app's code uses what FormSim's UIKit does not declare;"
            + " \(what)\(outcome)"))
    }
  }

  /// The lines of the `addObserver` messages in the source from `start` to `end`.
  func registrationLines(from start: UInt32, to end: UInt32) -> [Int] {
    let word = Array("addObserver".utf8)
    let upper = min(Int(end), source.count)
    var line = 1 + source[..<min(Int(start), upper)].count { $0 == UInt8(ascii: "\n") }
    var lines: [Int] = []
    var index = min(Int(start), upper)
    while index < upper {
      if source[index] == UInt8(ascii: "\n") {
        line += 1
      } else if source[index...].starts(with: word), lines.last != line {
        lines.append(line)
      }
      index += 1
    }
    return lines
  }

  /// The file's text from byte `start` to byte `end`.
  func text(from start: UInt32, to end: UInt32) -> String {
    let lower = min(Int(start), source.count)
    let upper = min(max(Int(end), lower), source.count)
    return String(decoding: source[lower..<upper], as: UTF8.self)
  }

  /// Code as a warning quotes it: on one line, at most 60 characters.
  static func shortened(_ code: String) -> String {
    let line = code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let trimmed = line.hasSuffix(";") ? String(line.dropLast()) : line
    return trimmed.count <= 60 ? trimmed : trimmed.prefix(59) + "…"
  }
}
