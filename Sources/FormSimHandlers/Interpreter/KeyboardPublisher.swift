import FormSimCore

/// Combine's publisher of keyboard notifications (`NotificationCenter.default.publisher(for:)`)
/// or of a `@Published` property's values (`$keyboardHeight`), with the operators applied to it
/// so far: `sink` subscribes each of its sources as an observer that runs their stages, then
/// the sink, for every notification posted or value stored.
public struct KeyboardPublisher: Sendable, Hashable {
  /// One notification's (or property's) publisher and what is applied to its values before
  /// they reach the subscriber. `Publishers.Merge` and `merge(with:)` join the sources of
  /// several.
  public struct Source: Sendable, Hashable {
    var subject: HandlerState.Observer.Subject
    var stages: [PublisherStage]
  }

  var sources: [Source]
  /// What a publisher of no notification publishes as it is subscribed to (`Just(x)`,
  /// `Empty()`, RxSwift's `Observable.just(x)`): what a `flatMap`'s closure returns.
  var values: [Value] = []

  init(_ name: KeyboardNotification.Name) {
    sources = [Source(subject: .keyboard(name), stages: [])]
  }

  /// `$name` of a `@Published` property.
  init(published slot: Int, name: String) {
    sources = [Source(subject: .published(slot: slot, name: name), stages: [])]
  }

  init(publishing values: [Value]) {
    sources = []
    self.values = values
  }

  /// RxKeyboard's `stream`: the frame it takes from each will-change-frame and will-hide,
  /// through one subscription's memory of the last frame (`PublisherStage.keyboardFrame`).
  init(_ stream: KeyboardFrameStream) {
    sources = [KeyboardNotification.Name.keyboardWillChangeFrame, .keyboardWillHide].map {
      Source(subject: .keyboard($0), stages: [.keyboardFrame(stream, subscription: 0)])
    }
  }

  /// RxKeyboard's stream, when this publisher is one: a subscription to it is first handed
  /// the frame it holds (a driver replays its latest value).
  var keyboardFrameStream: KeyboardFrameStream? {
    guard case .keyboardFrame(let stream, _)? = sources.first?.stages.first else { return nil }
    return stream
  }

  /// Whether a stage remembers what went through it, which a subscription keeps apart from
  /// another's (`subscribed(as:)`).
  var remembers: Bool {
    sources.contains { source in source.stages.contains { $0.subscription != nil } }
  }

  /// The same publisher with each stage that remembers (an RxKeyboard stream's frames, what
  /// `skip` and `distinctUntilChanged` saw) remembering under `subscription`, which the
  /// notifications a subscriber merges share.
  func subscribed(as subscription: Int) -> KeyboardPublisher {
    var copy = self
    for index in copy.sources.indices {
      copy.sources[index].stages = copy.sources[index].stages.map { stage in
        switch stage {
        case .keyboardFrame(let stream, _): .keyboardFrame(stream, subscription: subscription)
        case .skip(let count, _): .skip(count, subscription: subscription)
        case .distinct: .distinct(subscription: subscription)
        default: stage
        }
      }
    }
    return copy
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

/// What a subscription hands each value to once its stages let it through: a closure, or a
/// method of the files' named as one (`sink(receiveValue: keyboardWillShow)`,
/// `observeValues(handle)`), as a selector names an observer's.
public enum PublisherSink: Sendable, Hashable {
  case closure(Closure)
  /// The method's index in the program.
  case method(Int)
}

/// An operator applied to a publisher's values, with the closure given to it.
public enum PublisherStage: Sendable, Hashable {
  /// `map`: the value the closure returns.
  case map(Closure)
  /// `compactMap`: the value the closure returns, and nothing further when it is nil.
  case compactMap(Closure)
  /// `filter`: nothing further when the closure returns false.
  case filter(Closure)
  /// `flatMap` (RxSwift's `flatMapLatest` too): each value of the publisher the closure
  /// returns goes on through the stages after it. The closure returns one of no notification
  /// (`Just`, `Empty`, `.just(x)`, `.empty()`): one value or none.
  case flatMap(Closure)
  /// RxKeyboard's `stream` of the notification's end frame: nothing further when the frame is
  /// the one `subscription` last saw (`HandlerState.keyboardFrames`).
  case keyboardFrame(KeyboardFrameStream, subscription: Int)
  /// RxSwift's `drive(with:onNext:)`: the object handed to the subscriber before each value.
  case owner(Value)
  /// RxSwift's `skip(n)` and Combine's `dropFirst(n)`: nothing further for the first `count`
  /// values `subscription` sees (`HandlerState.valuesSeen`).
  case skip(Int, subscription: Int)
  /// RxSwift's `distinctUntilChanged()` and Combine's `removeDuplicates()`: nothing further for
  /// a value equal to the last one `subscription` let through (`HandlerState.lastValues`).
  case distinct(subscription: Int)
  /// RxSwift's bare `subscribe { event in … }` and ReactiveSwift's `observe { event in … }`:
  /// the value handed on as the event that carries it, the case named (`.next(value)`,
  /// `.value(value)`).
  case event(String)
  /// RxSwift's `withLatestFrom(relay)` and `withLatestFrom(relay) { value, latest in … }`: the
  /// relay's value as the value passes (`HandlerState.lastValues`), or what the closure makes
  /// of the two.
  case latestFrom(Int, Closure?)

  /// The subscription whose memory the stage reads, for one that remembers.
  var subscription: Int? {
    switch self {
    case .keyboardFrame(_, let subscription), .skip(_, let subscription),
      .distinct(let subscription):
      subscription
    case .map, .compactMap, .filter, .flatMap, .owner, .event, .latestFrom: nil
    }
  }
}

/// RxKeyboard's drivers, each a view of the keyboard's frame.
public enum KeyboardFrameStream: String, Sendable, Hashable {
  case frame, visibleHeight, willShowVisibleHeight, isHidden

  /// Whether a subscription is handed the current frame's value at once.
  var replays: Bool { self != .willShowVisibleHeight }

  /// The value for `frame` after `last`, or nil when the stream gives none for it.
  func value(of frame: Rect, after last: Rect?, screenHeight: Double) -> Value? {
    let height = screenHeight - frame.minY
    let lastHeight = last.map { screenHeight - $0.minY }
    switch self {
    case .frame: return .rect(frame)
    case .visibleHeight: return .double(height)
    case .willShowVisibleHeight:
      return lastHeight == 0 && height > 0 ? .double(height) : nil
    case .isHidden:
      // `visibleHeight.map { $0 == 0 }.distinctUntilChanged()`.
      if let lastHeight, (lastHeight == 0) == (height == 0) { return nil }
      return .bool(height == 0)
    }
  }
}
