/// A thread's own copy of the values a handler's state keeps between hooks: closures made on
/// another thread (the observers `viewDidLoad` registered before `check` started its threads)
/// are made again with the copying thread's compiled body and a frame of their own, and
/// collections and boxes are rebuilt, so that the two threads take and drop references to
/// none of the same objects (a reference count written by two cores passes back and forth
/// between them at every notification).
struct ThreadCopy {
  /// The closures the copying thread's compiled methods write, by where each begins.
  let bodies: [SourceLocation: [Statement]]

  init(_ handler: CompiledHandler) {
    var bodies: [SourceLocation: [Statement]] = [:]
    for method in handler.compiledMethods {
      ProgramWalk.visit(
        method.method.body,
        expression: { expression in
          if case .closure(_, let body, _) = expression.kind { bodies[expression.location] = body }
        })
    }
    self.bodies = bodies
  }

  func copy(_ closure: Closure) -> Closure {
    Closure(
      parameters: closure.parameters, slots: closure.slots,
      body: bodies[closure.location] ?? closure.body,
      captured: closure.captured.mapped(copy), location: closure.location,
      capturedSelf: closure.capturedSelf.map(copy), capturedTarget: closure.capturedTarget)
  }

  func copy(_ stage: PublisherStage) -> PublisherStage {
    switch stage {
    case .map(let closure): .map(copy(closure))
    case .compactMap(let closure): .compactMap(copy(closure))
    case .filter(let closure): .filter(copy(closure))
    case .flatMap(let closure): .flatMap(copy(closure))
    case .keyboardFrame, .skip, .distinct, .event: stage
    case .owner(let value): .owner(copy(value))
    case .latestFrom(let relay, let combine): .latestFrom(relay, combine.map(copy))
    }
  }

  func copy(_ sink: PublisherSink) -> PublisherSink {
    switch sink {
    case .closure(let closure): .closure(copy(closure))
    case .method: sink
    }
  }

  func copy(_ publisher: KeyboardPublisher) -> KeyboardPublisher {
    var copied = publisher
    copied.values = copied.values.map(copy)
    for index in copied.sources.indices {
      copied.sources[index].stages = copied.sources[index].stages.map(copy)
    }
    return copied
  }

  func copy(_ value: Value) -> Value {
    switch value {
    case .closure(let closure): .closure(copy(closure))
    case .array(let items): .array(items.map(copy))
    case .instance(let type, let fields): .instance(type, fields.mapValues(copy))
    case .enumCase(let name, let values): .enumCase(name, values.map(copy))
    case .dictionary(let entries):
      .dictionary(Dictionary(entries.map { (copy($0.key), copy($0.value)) }) { first, _ in first })
    case .publisher(let publisher): .publisher(copy(publisher))
    case .string(let text): .string(Self.fresh(text))
    case .opaque(let what): .opaque(Self.fresh(what))
    default: value
    }
  }

  /// A string in storage of its own (a long one's is shared by its copies).
  static func fresh(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
  }
}
