import CClang
import FormSimHandlers

/// C's compound literals of the geometry structs, `(CGRect){0, 0, w, h}`, lowered to the
/// initialiser their `…Make` function is (`CGRect(x:y:width:height:)`), with C's rules for
/// what each value initialises: nested braces, a whole `CGPoint` or `CGSize` for a field,
/// braces left out around a field's own fields, `.size = …` designators, and zero for a field
/// given nothing.
extension ObjectiveCLowering {
  /// The structs a compound literal is lowered for, their fields in order; a field that is
  /// itself one of them names its type.
  static let literalStructs: [String: [(name: String, type: String?)]] = [
    "CGPoint": [("x", nil), ("y", nil)],
    "CGSize": [("width", nil), ("height", nil)],
    "CGRect": [("origin", "CGPoint"), ("size", "CGSize")],
    "UIEdgeInsets": [("top", nil), ("left", nil), ("bottom", nil), ("right", nil)],
  ]

  /// What initialises one field.
  private indirect enum FieldValue {
    /// A number, for a field that is one.
    case scalar(Expression)
    /// A value of the field's own struct type (`origin` given a `CGPoint`).
    case whole(Expression)
    /// The field's own fields, from braces or from values that left them out.
    case fields([FieldValue?])
  }

  /// Why a compound literal is not lowered, for its `unsupported` node.
  private struct NotLowered: Error {
    let reason: String
  }

  /// `(TYPE){…}`, or the braces `{…}` a variable of TYPE is initialised from: the
  /// initialiser of TYPE with each field's value, or what stops it. A literal of a struct
  /// FormSim does not simulate (`(NSRange){0, count}`) is the app's own code: opaque, with a
  /// warning.
  func compoundLiteral(_ cursor: Cursor, describing text: String) -> Expression.Kind {
    let type = Self.type(cursor.typeSpelling)
    guard Self.literalStructs[type] != nil else {
      let code = Self.shortened(self.text(from: cursor.startOffset, to: cursor.endOffset))
      warn(
        "'\(code)' is a compound literal of \(type), which FormSim does not simulate: treated"
          + " as opaque (it runs, and changes nothing simulated)", at: cursor)
      return .opaque(code)
    }
    let braces =
      cursor.kind == CXCursor_InitListExpr
      ? cursor : cursor.children.first(where: { $0.kind == CXCursor_InitListExpr })
    guard let list = braces else {
      return .unsupported("\(text) (a compound literal without braces)")
    }
    do {
      let fields = try fill(type, from: list.children)
      return initialiser(type, fields, at: cursor.location).kind
    } catch {
      return .unsupported("\(text) (\(error.reason))")
    }
  }

  /// The fields of `type` a brace-enclosed list gives, in C's order.
  private func fill(_ type: String, from items: [Cursor]) throws(NotLowered) -> [FieldValue?] {
    let layout = Self.literalStructs[type] ?? []
    var fields = [FieldValue?](repeating: nil, count: layout.count)
    var queue = items[...]
    var index = 0
    while let item = queue.first {
      if let (names, value) = designator(item) {
        // `.size = …`: that field, and the next values after it.
        guard names.count == 1, let name = names.first else {
          throw NotLowered(reason: "a designator of a field's field")
        }
        guard let named = layout.firstIndex(where: { $0.name == name }) else {
          throw NotLowered(reason: "\(type) has no field '\(name)'")
        }
        queue.removeFirst()
        fields[named] = try designatedValue(layout[named].type, value)
        index = named + 1
        continue
      }
      guard index < layout.count else {
        throw NotLowered(reason: "more values than \(type) has fields")
      }
      fields[index] = try fillField(layout[index].type, from: &queue)
      index += 1
    }
    return fields
  }

  /// One field of type `type` (`nil` for a number) from the values left: one value, or as
  /// many as its own fields take when the code leaves their braces out.
  private func fillField(_ type: String?, from queue: inout ArraySlice<Cursor>)
    throws(NotLowered) -> FieldValue?
  {
    guard let item = queue.first else { return nil }
    guard let type else {
      queue.removeFirst()
      return .scalar(try scalar(item))
    }
    if item.kind == CXCursor_InitListExpr {
      queue.removeFirst()
      return .fields(try fill(type, from: item.children))
    }
    if Self.type(Self.declaredType(item)) == type {
      queue.removeFirst()
      return .whole(expression(item))
    }
    // The braces around the field's own fields are left out: `(CGRect){0, 0, w, h}`. A
    // designator ends them, as it names a field of the outer struct.
    var inner: [FieldValue?] = []
    for field in Self.literalStructs[type] ?? [] {
      guard let next = queue.first, designator(next) == nil else {
        inner.append(nil)
        continue
      }
      inner.append(try fillField(field.type, from: &queue))
    }
    return .fields(inner)
  }

  /// A designated value's field: as a field in a list, but only from the one value.
  private func designatedValue(_ type: String?, _ value: Cursor) throws(NotLowered)
    -> FieldValue?
  {
    var queue = [value][...]
    let field = try fillField(type, from: &queue)
    guard queue.isEmpty else {
      throw NotLowered(reason: "a value that is not a whole field after a designator")
    }
    return field
  }

  /// `.name = value` (`.origin.y = value`): the fields a designator names, outermost
  /// first, and its value; `nil` for a value without one.
  private func designator(_ item: Cursor) -> ([String], Cursor)? {
    guard item.kind == CXCursor_UnexposedExpr else { return nil }
    let parts = item.children
    let names = parts.prefix { $0.kind == CXCursor_MemberRef }.map(\.spelling)
    guard !names.isEmpty, parts.count == names.count + 1, let value = parts.last,
      Self.isExpression(value.kind)
    else { return nil }
    return (names, value)
  }

  /// A number for a field that is one: not a list, not a struct.
  private func scalar(_ item: Cursor) throws(NotLowered) -> Expression {
    guard item.kind != CXCursor_InitListExpr,
      Self.literalStructs[Self.type(Self.declaredType(item))] == nil
    else {
      throw NotLowered(reason: "a struct where a number goes")
    }
    return expression(item)
  }

  /// `TYPE(label: value, …)`, zero for a field given nothing; a `CGRect` whose origin or
  /// size is a whole value is `CGRect(origin:size:)`, else `CGRect(x:y:width:height:)`.
  private func initialiser(_ type: String, _ fields: [FieldValue?], at location: SourceLocation)
    -> Expression
  {
    let layout = Self.literalStructs[type] ?? []
    let zero = Expression(.float(0), at: location)
    var arguments: [Argument] = []
    let wholes = fields.contains {
      if case .whole? = $0 { true } else { false }
    }
    for (field, value) in zip(layout, fields) {
      switch value {
      case .scalar(let number):
        arguments.append(Argument(label: field.name, value: number))
      case .whole(let whole):
        arguments.append(Argument(label: field.name, value: whole))
      case .fields(let inner):
        guard let fieldType = field.type else { continue }
        if wholes {
          arguments.append(
            Argument(label: field.name, value: initialiser(fieldType, inner, at: location)))
        } else {
          arguments += initialiser(fieldType, inner, at: location).callArguments
        }
      case nil:
        guard let fieldType = field.type else {
          arguments.append(Argument(label: field.name, value: zero))
          continue
        }
        let empty = [FieldValue?](
          repeating: nil, count: Self.literalStructs[fieldType]?.count ?? 0)
        if wholes {
          arguments.append(
            Argument(label: field.name, value: initialiser(fieldType, empty, at: location)))
        } else {
          arguments += initialiser(fieldType, empty, at: location).callArguments
        }
      }
    }
    return Expression(.call(Expression(.name(type), at: location), arguments), at: location)
  }
}

extension Expression {
  /// A call's arguments; none for another expression.
  fileprivate var callArguments: [Argument] {
    if case .call(_, let arguments) = kind { return arguments }
    return []
  }
}
