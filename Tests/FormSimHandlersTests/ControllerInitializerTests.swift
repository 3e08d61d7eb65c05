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

  @Test func aControllerMadeInCodeWithItsOwnInitialiserRunsThatOne() {
    // `init(model:)` is what the presenting code calls; UIKit's own, when the file has one,
    // and a storyboard's `init(coder:)` come first.
    #expect(Self.chosen(.swift, [Self.method("init", ["model"])]) == "init(model:)")
    let crashing = Self.method("init", ["coder"], crashes: true)
    #expect(Self.chosen(.swift, [crashing, Self.method("init", ["model"])]) == "init(model:)")
    #expect(
      Self.chosen(.swift, [Self.method("init", ["model"]), Self.method("init", [])]) == "init()")
    #expect(
      Self.chosen(.swift, [Self.method("init", ["model"]), Self.method("init", ["coder"])])
        == "init(coder:)")
    // `required init?(coder:) { nil }` is never made from a coder, as one that crashes.
    let givesNil = HandlerProgram.Method(
      name: "init",
      parameters: [HandlerProgram.Parameter(label: "coder", name: "coder", type: "NSCoder")],
      body: [Statement(.expression(Expression(.nilLiteral, at: Self.here)), at: Self.here)],
      location: Self.here)
    #expect(Self.chosen(.swift, [givesNil, Self.method("init", ["model"])]) == "init(model:)")
  }

  @Test func aViewsInitialisersAndOtherMethodsAreNotTheControllers() {
    #expect(Self.chosen(.swift, [Self.method("init", ["frame"], onView: true)]) == nil)
    #expect(Self.chosen(.swift, [Self.method("init", ["coder"], crashes: true)]) == nil)
    #expect(Self.chosen(.objectiveC, [Self.method("initWithFrame", [nil])]) == nil)
    #expect(
      Self.chosen(.objectiveC, [Self.method("initWithStyle", [nil, "reuseIdentifier"])]) == nil)
  }

  @Test func anObjectiveCInitialiserOfTheAppsComesLast() {
    // `initWithModel:` is the app's own, as Swift's `init(model:)`: UIKit's three come first.
    #expect(
      Self.chosen(.objectiveC, [Self.method("initWithModel", [nil])]) == "initWithModel(_:)")
    #expect(
      Self.chosen(.objectiveC, [Self.method("initWithModel", [nil]), Self.method("init", [])])
        == "init()")
  }
}
