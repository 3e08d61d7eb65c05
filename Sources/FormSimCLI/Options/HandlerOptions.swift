import FormSimCore

/// `--handler FILE`: the user's own keyboard code, interpreted, run where a strategy runs.
///
/// Every simulating command takes these (inside ``FormOptions``; `check` includes them itself).
struct HandlerOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Your own keyboard handler, a .swift or Objective-C .m file, run as a strategy named"
        + " after the file; a folder, or files joined by commas (Main.swift,Keyboard.swift), are"
        + " read as one module; repeat for several handlers side by side.",
      valueName: "file"),
    completion: .custom { prefix in
      CompletionKind.files(matching: prefix, extensions: ["swift", "m", "mm"])
    })
  var handler: [String] = []

  @Option(
    help: ArgumentHelp(
      "Bind a handler outlet to the simulated screen: NAME=TARGET, TARGET one of scroll, content,"
        + " root, field:N, scroll.bottom, -scroll.bottom (a constraint whose first item is the"
        + " scroll view), content.height, or none (a view or constraint FormSim does not draw:"
        + " what is written to it changes nothing); NAME may be a path through a view of the"
        + " app's own class (addressView.scrollView); repeat for several.",
      valueName: "name=target"))
  var bind: [String] = []

  @Option(
    help: ArgumentHelp(
      "A handler method to run at start besides viewDidLoad (one that registers the observers,"
        + " which nothing in the file calls); repeat for several.",
      valueName: "method"))
  var handlerSetup: [String] = []

  func validate() throws {
    for pair in bind {
      guard HandlerRegistration.binding(pair) != nil else {
        throw ValidationError(
          "--bind takes NAME=TARGET (like bottomConstraint=scroll.bottom), not '\(pair)'")
      }
    }
    if handler.isEmpty && (!bind.isEmpty || !handlerSetup.isEmpty) {
      throw ValidationError("--bind and --handler-setup need --handler FILE")
    }
  }

  /// The `--bind` pairs as (property, target).
  var bindings: [(String, String)] {
    bind.compactMap(HandlerRegistration.binding)
  }

  /// Reads, checks and registers every handler; the strategy names they run under, in order.
  /// Warnings (skipped statements) go to standard error; errors throw a ``CommandFailure``
  /// whose message is every `FILE:LINE:COL: error:` line.
  /// `outlets` are the layout's own connections (a storyboard's), bound where `--bind` says
  /// nothing.
  /// `container` is the layout's, nil when the layouts checked together differ.
  func register(
    outlets: [String: String] = [:], actions: [FieldAction] = [], container: ScrollContainer?
  ) throws -> [String] {
    try handler.map { file in
      try HandlerRegistration.register(
        file: file, bindings: bindings, outlets: outlets, actions: actions, setup: handlerSetup,
        container: container)
    }
  }
}
