import FormSimCore

/// Combine's publisher of keyboard notifications (`NotificationCenter.default.publisher(for:)`),
/// with the operators applied to it so far: `sink` subscribes each of its sources as an observer
/// that runs their stages, then the sink, for every notification posted.
public struct KeyboardPublisher: Sendable, Hashable {
  /// One notification's publisher and what is applied to its values before they reach the
  /// subscriber. `Publishers.Merge` and `merge(with:)` join the sources of several.
  public struct Source: Sendable, Hashable {
    var name: KeyboardNotification.Name
    var stages: [PublisherStage]
  }

  var sources: [Source]

  init(_ name: KeyboardNotification.Name) {
    sources = [Source(name: name, stages: [])]
  }

  init(merging publishers: [KeyboardPublisher]) {
    sources = publishers.flatMap(\.sources)
  }

  /// The same publisher with `stage` applied after what each source applies already.
  func appending(_ stage: PublisherStage) -> KeyboardPublisher {
    var copy = self
    for index in copy.sources.indices { copy.sources[index].stages.append(stage) }
    return copy
  }
}

/// An operator applied to a publisher's values, with the closure given to it.
public enum PublisherStage: Sendable, Hashable {
  /// `map`: the value the closure returns.
  case map(Closure)
  /// `compactMap`: the value the closure returns, and nothing further when it is nil.
  case compactMap(Closure)
  /// `filter`: nothing further when the closure returns false.
  case filter(Closure)
}
