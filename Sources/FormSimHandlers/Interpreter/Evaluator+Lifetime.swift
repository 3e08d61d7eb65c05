/// How long the objects the code makes live: as long as something keeps them, as under ARC.
extension Evaluator {
  /// At the end of a call from UIKit, the objects of the files' classes made during it that
  /// nothing keeps (a helper made into a local of `viewDidLoad` and never stored) are freed,
  /// as ARC frees them when the method returns: the notification centre does not keep an
  /// observer, so the observers they registered with a selector go with them. What keeps an
  /// object: the screen's properties, the fields of an object kept, the blocks an observer, a
  /// timer or an animator holds (their captured frames and `self`), and the call's result.
  /// The event log says so when freed objects take observers with them, at `location`, the
  /// code UIKit called.
  func releaseObjectsNothingKeeps(madeFrom first: Int, result: Value?, at location: SourceLocation)
  {
    let count = state.objects.count
    guard count > first else { return }
    var kept: Set<Int> = []
    var waiting: [Value] = state.properties.compactMap { $0 }
    waiting += state.undeclaredProperties.values
    waiting += state.associatedObjects.values
    if let result { waiting.append(result) }
    func hold(_ closure: Closure) {
      waiting += closure.captured.all
      if let value = closure.capturedSelf { waiting.append(value) }
    }
    for observer in state.observers {
      switch observer.action {
      case .method: break
      case .block(let closure): hold(closure)
      case .pipeline(let stages, let sink):
        if case .closure(let closure) = sink { hold(closure) }
        for stage in stages {
          switch stage {
          case .map(let closure), .compactMap(let closure), .filter(let closure),
            .flatMap(let closure):
            hold(closure)
          case .keyboardFrame, .skip, .distinct, .event: break
          case .owner(let value): waiting.append(value)
          case .latestFrom(_, let combine): if let combine { hold(combine) }
          }
        }
      }
    }
    for block in state.pending.values {
      hold(block.closure)
      waiting += block.arguments
    }
    waiting += state.lastValues.values
    waiting += state.opaqueMembers.values
    for animator in state.animators.values {
      for closure in animator.animations + animator.completions { hold(closure) }
    }
    while let value = waiting.popLast() {
      switch value {
      case .reference(let object):
        if kept.insert(object.id).inserted { waiting += state.objects[object.id].values }
      case .array(let items): waiting += items
      case .dictionary(let entries):
        waiting += entries.keys
        waiting += entries.values
      case .instance(_, let fields): waiting += fields.values
      case .enumCase(_, let values): waiting += values
      case .closure(let closure): hold(closure)
      default: break
      }
    }
    let freed = Set((first..<count).filter { !kept.contains($0) })
    guard !freed.isEmpty else { return }
    var gone: [String: Int] = [:]
    state.observers.removeAll { observer in
      guard let receiver = observer.receiver, freed.contains(receiver.id) else { return false }
      gone[receiver.type, default: 0] += 1
      return true
    }
    for (type, observers) in gone.sorted(by: { $0.key < $1.key }) {
      note(
        location,
        "nothing keeps the \(type) made here: freed as the call returns, with the"
          + " \(observers == 1 ? "observer" : "\(observers) observers") it registered")
    }
  }
}
