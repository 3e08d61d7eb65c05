import FormSimCore

/// What a handler remembers between the hooks UIKit calls: its stored properties, the observers
/// it registered, the blocks it scheduled, the constraints it changed.
struct HandlerState: Sendable, Hashable {
  /// The view controller's stored properties, by `CompiledHandler.PropertySlot.index`: nil
  /// for one never given a value.
  var properties: [Value?] = []
  /// Values stored in names the file does not declare (`self.undeclared = …`).
  var undeclaredProperties: [String: Value] = [:]
  /// The stored properties of each object of the file's classes the code made, by
  /// `ObjectReference.id`.
  var objects: [[String: Value]] = []
  var observers: [Observer] = []
  /// Blocks waiting for a timer: an animation's completion, `asyncAfter`, a delayed animation.
  var pending: [Int: PendingBlock] = [:]
  var nextTimer = 1
  /// The simulated time blocks last ran at, and how many have run at it since: a block that
  /// schedules itself at no delay would never let the run loop rest.
  var instant = -1.0
  var runsThisInstant = 0
  /// Constraint constants as code last set them, and those the next layout pass still applies.
  var constraints = ConstraintConstants()
  var constraintsAwaitingLayout = ConstraintConstants()
  /// The bound constraints the code deactivated (`bottom.isActive = false`), and the constant
  /// of the last constraint made in code for each since (`scrollView.bottomAnchor.constraint(
  /// equalTo: …, constant: -h)`): activating the bound one again applies that constant, as
  /// the new constraint the property now holds would.
  var deactivatedConstraints = PerConstraint(repeating: false)
  var remadeConstraints = ConstraintConstants()
  /// The bottom constant the file's own `snp.makeConstraints` gave the scroll view: the layout
  /// file's frame stands for it, so the constants SnapKit sets later count from it.
  var snapKitRestBottom = 0.0
  /// The keyboard frame each RxKeyboard subscription last saw, by its number.
  var keyboardFrames: [Int: Rect] = [:]
  /// How many values each subscription's `skip` stage has let pass by, and the last value its
  /// `distinctUntilChanged` stage let through, by its number; `lastValues` also holds the
  /// value each relay the code made holds now (`UIKitObject.relay`), whose numbers, drawn from
  /// `nextNumber` too, are never a subscription's.
  var valuesSeen: [Int: Int] = [:]
  var lastValues: [Int: Value] = [:]
  /// What the code wrote into the members of an outlet FormSim does not draw (`--bind
  /// name=none`), by the path written (`widthConstraint.constant`): the object is the app's,
  /// and it holds what it is given, so a later read of the same path gives it back.
  var opaqueMembers: [String: Value] = [:]
  /// The root view's `frame` moved from where its container put it, and its own `transform`:
  /// the world's one translation is their sum.
  var rootFrameShift = Point.zero
  var rootTransform = AffineTransform.identity
  /// The root view's `bounds` origin (`bounds.origin.y = 120`, code in the root view's own
  /// class): its subviews are drawn that far up, the view's frame unchanged.
  var rootBoundsOrigin = Point.zero
  var windowShift = Point.zero
  /// The root view's height given up by `view.frame` (the scroll view fills it).
  var rootHeightLoss = 0.0
  /// The content view's `frame` moved inside the scroll view, and its own `transform`: the
  /// world's content translation is their sum, as the root view's is.
  var contentFrameShift = Point.zero
  var contentTransform = AffineTransform.identity
  /// The content view's own height once the code sets the scroll view's `contentSize` itself
  /// (`contentSize.height += keyboardHeight`): the size changes, the view does not.
  var contentViewHeight: Double?
  /// How far a `scrollView.frame` write lifted the scroll view's bottom: it holds until Auto
  /// Layout's next pass puts the frame its constraints give back.
  var scrollFrameLift: Double?
  /// The space above the keyboard layout guide an active constraint keeps the scroll view's
  /// bottom at (`view.keyboardLayoutGuide.topAnchor.constraint(…)`): nil while none is active.
  var keyboardGuideSpace: Double?
  /// `beginAnimations` … `commitAnimations`: the timing set between them.
  var legacyAnimation: LegacyAnimation?
  var animators: [Int: Animator] = [:]
  var nextNumber = 1
  /// Set when the handler crashed: it runs no more.
  var crash: String?
  /// The first responder change the code asked for (`resignFirstResponder`, `endEditing`).
  var resignRequested = false
  var focusRequested: Int?
  /// `scrollView.isScrollEnabled` as the code last set it (nothing simulated reads it).
  var isScrollEnabled = true
  /// The view controller's `isEditing` as the code last set it (`setEditing(_:animated:)` too).
  var isEditing = false
  /// Whether the screen's views are in the window yet: UIKit adds the root view to it between
  /// `viewWillAppear` and `viewDidAppear`, and until then a view's `window` is nil.
  var isInWindow = false
  /// What `objc_setAssociatedObject` attached to objects: a category's properties live there.
  var associatedObjects: [AssociatedObjectKey: Value] = [:]
  /// The tokens `dispatch_once` has run its block for, by the static variable's name.
  var onceTokens: Set<String> = []

  /// The same state with lists and tables in storage of their own. A copy of a Swift
  /// collection shares the original's storage until one of them changes, so two threads' copies
  /// of one state would take and drop references to the same storage at every copy of their
  /// simulators and every notification, and their cores would pass its reference count back and
  /// forth.
  ///
  /// The values are the thread's own too (`ThreadCopy`): a closure registered before the
  /// threads started runs with that thread's compiled body and frame.
  func unshared(for handler: CompiledHandler) -> HandlerState {
    let thread = ThreadCopy(handler)
    var copy = self
    copy.properties = properties.map { $0.map(thread.copy) }
    copy.undeclaredProperties = undeclaredProperties.mapValues(thread.copy)
    copy.objects = objects.map { $0.mapValues(thread.copy) }
    copy.observers = observers.map { observer in
      var observer = observer
      switch observer.action {
      case .method: break
      case .block(let closure): observer.action = .block(thread.copy(closure))
      case .pipeline(let stages, let sink):
        observer.action = .pipeline(stages.map(thread.copy), thread.copy(sink))
      }
      return observer
    }
    copy.pending = pending.mapValues { block in
      var block = block
      block.closure = thread.copy(block.closure)
      block.arguments = block.arguments.map(thread.copy)
      return block
    }
    copy.animators = animators.mapValues { animator in
      var animator = animator
      animator.animations = animator.animations.map(thread.copy)
      animator.completions = animator.completions.map(thread.copy)
      return animator
    }
    copy.associatedObjects = associatedObjects.mapValues(thread.copy)
    copy.lastValues = lastValues.mapValues(thread.copy)
    copy.opaqueMembers = Dictionary(
      uniqueKeysWithValues: opaqueMembers.map { (ThreadCopy.fresh($0.key), thread.copy($0.value)) })
    copy.onceTokens = Set(onceTokens.map { $0 })
    return copy
  }

  /// Whether an observer of `name` is among `observers`, read in place (a search that copied
  /// each observer, or the state, would cost more than the notifications nobody observes).
  static func anyObserves(_ name: Observer.Subject, in observers: [Observer]) -> Bool {
    observers.withUnsafeBufferPointer { observers in
      for index in observers.indices where observers[index].name == name { return true }
      return false
    }
  }

  struct Observer: Sendable, Hashable {
    var name: Subject
    var action: Action
    var token: Int
    /// The object a selector is sent to: the view controller, or the view a `UIView`
    /// extension registered.
    var target: UIKitObject = .viewController
    /// The object of the file's own class that registered itself, when one did: the selector
    /// runs with it as `self`.
    var receiver: ObjectReference?

    enum Action: Sendable, Hashable {
      /// The method a selector named, by its index in the program.
      case method(Int)
      case block(Closure)
      /// A Combine subscriber: the stages its publisher applies, then the sink.
      case pipeline([PublisherStage], PublisherSink)
    }

    /// What an observer hears.
    enum Subject: Sendable, Hashable {
      case keyboard(KeyboardNotification.Name)
      /// A text editing notification of any field, or (registered with `object:` one of
      /// them) of that field alone.
      case textEditing(TextEditingNotification, field: Int?)
      /// The writes of a `@Published` property (`$keyboardHeight`), by its slot.
      case published(slot: Int, name: String)
    }
  }

  struct PendingBlock: Sendable, Hashable {
    var closure: Closure
    var arguments: [Value]
    /// Run inside this animation (a delayed `UIView.animate`).
    var timing: AnimationTiming?
  }

  struct LegacyAnimation: Sendable, Hashable {
    var duration = 0.2
    var curve = TimingCurve.easeInOut
    var delay = 0.0
  }

  struct Animator: Sendable, Hashable {
    var timing: AnimationTiming
    var animations: [Closure] = []
    var completions: [Closure] = []
  }
}

extension HandlerState.Observer.Subject {
  /// The notification's name as the trace shows it.
  var logText: String {
    switch self {
    case .keyboard(let name): name.rawValue
    case .textEditing(let name, nil): name.rawValue
    case .textEditing(let name, let field?): "\(name.rawValue) of field \(field + 1)"
    case .published(_, let name): "$\(name)"
    }
  }
}
