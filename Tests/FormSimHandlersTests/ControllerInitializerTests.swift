import FormSimHandlers
import Testing

/// Which of the file's initialisers UIKit runs when it makes the view controller
/// (`HandlerProgram.controllerInitializer`).
@Suite struct ControllerInitializerTests {
  static let here = SourceLocation(line: 1, column: 1)

  static func method(
    _ name: String, _ labels: [String?], crashes: Bool = false, onView: Bool = false
  ) -> HandlerProgram.Method {
    let crash = Statement(
      .expression(
        Expression(
          .call(
            Expression(.name("fatalError"), at: here),
            [Argument(label: nil, value: Expression(.string("not made this way"), at: here))]),
          at: here)), at: here)
    return HandlerProgram.Method(
      name: name,
      parameters: labels.map { HandlerProgram.Parameter(label: $0, name: $0 ?? "x", type: nil) },
      body: crashes ? [crash] : [], location: here, onView: onView)
  }

  static func chosen(_ language: HandlerProgram.Language, _ methods: [HandlerProgram.Method])
    -> String?
  {
    let program = HandlerProgram(file: "F", language: language, methods: methods)
    return program.controllerInitializer.map { index in
      let method = program.methods[index]
      return method.name + "(" + method.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
  }

  @Test func aStoryboardsControllerRunsInitCoder() {
    #expect(
      Self.chosen(.swift, [Self.method("init", []), Self.method("init", ["coder"])])
        == "init(coder:)")
    #expect(
      Self.chosen(.objectiveC, [Self.method("initWithCoder", [nil])]) == "initWithCoder(_:)")
  }

  @Test func aControllerMadeInCodeRunsInitOrInitNibNameBundle() {
    // `init(coder:)` that only crashes says the controller is made in code.
    let crashing = Self.method("init", ["coder"], crashes: true)
    #expect(
      Self.chosen(.swift, [crashing, Self.method("init", ["nibName", "bundle"])])
        == "init(nibName:bundle:)")
    #expect(
      Self.chosen(
        .swift, [crashing, Self.method("init", ["nibName", "bundle"]), Self.method("init", [])])
        == "init()")
    #expect(
      Self.chosen(.objectiveC, [Self.method("initWithNibName", [nil, "bundle"])])
        == "initWithNibName(_:bundle:)")
  }

  @Test func otherInitialisersAndAViewsAreNotUIKits() {
    #expect(Self.chosen(.swift, [Self.method("init", ["frame"], onView: true)]) == nil)
    #expect(Self.chosen(.swift, [Self.method("init", ["model"])]) == nil)
    #expect(Self.chosen(.swift, [Self.method("init", ["coder"], crashes: true)]) == nil)
    #expect(Self.chosen(.objectiveC, [Self.method("initWithModel", [nil])]) == nil)
  }
}
