/// The JSON Lines contract of `formsim simulate`. Keys may be added, never renamed.
extension StateReport {
  public func json(event: String, step: String? = nil) -> JSONValue {
    var members: [(String, JSONValue)] = [("event", .string(event))]
    if let step { members.append(("step", .string(step))) }
    members += [
      ("t", .number(time)),
      ("focused", focused.map { .int($0) } ?? .null),
      (
        "keyboard",
        .object([
          ("visible", .bool(state.keyboardVisible)), ("frame", Self.json(state.keyboardFrame)),
        ])
      ),
      (
        "scroll",
        .object([
          (
            "contentOffset",
            .object([("x", .number(state.contentOffset.x)), ("y", .number(state.contentOffset.y))])
          ),
          ("contentInset", Self.json(state.contentInset)),
          ("scrollIndicatorInsets", Self.json(state.scrollIndicatorInsets)),
          ("adjustedContentInset", Self.json(state.adjustedContentInset)),
          (
            "contentSize",
            .object([
              ("width", .number(state.contentSize.width)),
              ("height", .number(state.contentSize.height)),
            ])
          ),
          ("frameInWindow", Self.json(state.scrollFrameInWindow)),
        ])
      ),
      (
        "rootTransform",
        .object([("tx", .number(state.rootTransform.tx)), ("ty", .number(state.rootTransform.ty))])
      ),
      ("field", field.map(Self.json) ?? .null),
    ]
    return .object(members)
  }

  static func json(_ rect: Rect) -> JSONValue {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  static func json(_ insets: EdgeInsets) -> JSONValue {
    .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }

  static func json(_ field: FieldReport) -> JSONValue {
    .object([
      ("index", .int(field.number)), ("frameInWindow", json(field.frameInWindow)),
      ("visibleFraction", .number(field.visibleFraction)),
      ("gapToKeyboard", .number(field.gapToKeyboard)),
      ("caretRectInWindow", json(field.caretRectInWindow)),
    ])
  }
}

extension WorldEvent {
  /// A `"event":"notification"` line: a delegate call or keyboard notification.
  public func json() -> JSONValue {
    switch kind {
    case .handler(let line):
      return .object([("event", .string("handler")), ("t", .number(time)), ("line", .string(line))])
    case .crash(let message):
      return .object([
        ("event", .string("crash")), ("t", .number(time)), ("message", .string(message)),
      ])
    default: break
    }
    var members: [(String, JSONValue)] = [
      ("event", .string("notification")), ("t", .number(time)), ("name", .string(name)),
    ]
    if let field { members.append(("field", .int(field))) }
    switch kind {
    case .shouldBeginEditing(_, let allowed), .shouldEndEditing(_, let allowed):
      members.append(("returned", .bool(allowed)))
    case .keyboard(let notification):
      members += [
        ("begin", StateReport.json(notification.beginFrame)),
        ("end", StateReport.json(notification.endFrame)),
        ("duration", .number(notification.duration)),
        ("curve", .string(notification.curve.name)),
      ]
    default: break
    }
    return .object(members)
  }
}
