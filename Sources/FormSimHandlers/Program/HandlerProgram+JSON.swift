import FormSimCore

/// The program as the front ends print it and `formsim` reads it: one JSON document.
///
/// Nodes are arrays, `[kind, line, column, …]`, which keeps the text small for long files and
/// the reader one `switch` per node type. The front end is a separate process; this is their
/// whole interface.
extension HandlerProgram {
  public var json: JSONValue {
    // `helperScreen` and `tableViewController` only where they are set: other programs keep
    // their text.
    let named = [("helperScreen", helperScreen), ("tableViewController", tableViewController)]
    let helper: [(String, JSONValue)] = named.compactMap { key, type in
      type.map { (key, .array([.string($0.name)] + $0.location.json)) }
    }
    return .object(
      [
        ("file", .string(file)),
        ("language", .string(language.rawValue)),
        ("methods", .array(methods.map(\.json))),
        ("properties", .array(properties.map(\.json))),
        ("types", .array(types.map(\.json))),
        ("diagnostics", .array(diagnostics.map(\.json))),
      ] + helper)
  }
}

extension SourceLocation {
  var json: [JSONValue] { [.int(line), .int(column)] }
}

extension HandlerProgram.Method {
  var json: JSONValue {
    // `load`, `action`, `free`, `viewClass` and `inherits` only where they are set: the
    // programs of files without `+load`, an action, a free function, a view's extension or a
    // controller of the app's class keep their text.
    .object(
      [
        ("name", .string(name)),
        ("parameters", .array(parameters.map(\.json))),
        ("body", .array(body.map(\.json))),
        ("at", .array(location.json)),
        ("onView", .bool(onView)),
        ("owner", owner.map(JSONValue.string) ?? .null),
      ] + (runsAtLoad ? [("load", .bool(true))] : [])
        + (isAction ? [("action", .bool(true))] : [])
        + (isFreeFunction ? [("free", .bool(true))] : [])
        + (isProtocolDefault ? [("default", .bool(true))] : [])
        + (viewClass.map { [("viewClass", .string($0))] } ?? [])
        + (inheritance.map { [("inherits", $0.json)] } ?? []))
  }
}

extension HandlerProgram.Parameter {
  var json: JSONValue {
    .array([
      label.map(JSONValue.string) ?? .null, .string(name), type.map(JSONValue.string) ?? .null,
      defaultValue?.json ?? .null,
    ])
  }
}

extension HandlerProgram.Property {
  var json: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("name", .string(name)),
      ("type", type.map(JSONValue.string) ?? .null),
      ("initial", initial?.json ?? .null),
      ("getter", getter.map { .array($0.map(\.json)) } ?? .null),
      ("outlet", .bool(isOutlet)),
      ("at", .array(location.json)),
      ("owner", owner.map(JSONValue.string) ?? .null),
    ]
    // `inherits` and `lazy` only where they are set, as a method's.
    if let inheritance { fields.append(("inherits", inheritance.json)) }
    if isLazy { fields.append(("lazy", .bool(true))) }
    if isProtocolDefault { fields.append(("default", .bool(true))) }
    if isPublished { fields.append(("published", .bool(true))) }
    if onView { fields.append(("onView", .bool(true))) }
    return .object(fields)
  }
}

extension HandlerProgram.Method.Inheritance {
  var json: JSONValue { .array([.string(className), .string(superclass)]) }
}

extension HandlerProgram.DeclaredType {
  var json: JSONValue {
    // A view class's UIKit ancestor follows, only for a view class: other programs read
    // as they did.
    .array(
      [
        .string(name), .string(kind.rawValue), .array(cases.map(JSONValue.string)),
        .array(fields.map(JSONValue.string)),
      ] + (viewClass.map { [.string($0)] } ?? []))
  }
}

extension HandlerProgram.Diagnostic {
  var json: JSONValue {
    .array([.string(severity.rawValue)] + location.json + [.string(message)])
  }
}
