import FormSimCore

/// The views' properties, read and written through the world's model API.
extension Evaluator {
  /// Whether `object` answers the selector written (`isFirstResponder`, `setText:`,
  /// `UIView.layoutIfNeeded`), as NSObject's `respondsToSelector:` says: a member its simulated
  /// class has, under its Swift or Objective-C name, a method a category or extension of the
  /// files adds to views, or the screen's own method.
  func answers(_ object: UIKitObject, _ selector: String) -> Bool {
    var written = Substring(selector)
    for accessor in ["getter:", "setter:"] where written.hasPrefix(accessor) {
      written = written.dropFirst(accessor.count).drop { $0 == " " }
    }
    written = CompiledHandler.withoutType(selector: written)
    let base = String(written.prefix { $0 != "(" && $0 != ":" })
    if let type = UIKitTables.type(of: object),
      type.member(String(written)) != nil || type.member(base) != nil
    {
      return true
    }
    if object == .viewController {
      // The screen answers its own methods (an observer helper's `observer.responds(to:
      // #selector(KeyboardObserving.keyboardWillShow(_:)))` handed the screen).
      return handler.method(selector: String(written), owner: .screen) != nil
    }
    return object.isView && handler.method(selector: String(written), owner: .view) != nil
  }

  /// `UIScreen.main.bounds`: before iOS 8 they stay portrait whatever the orientation.
  var screenBounds: Rect {
    inWorld { world in
      world.era.usesPortraitScreenCoordinates
        ? Rect(origin: .zero, size: world.device.portraitSize) : world.windowBounds
    }
  }

  /// Where the container put the root view, before the handler moved or resized it.
  var rootBaseFrame: Rect { world.chromeGeometry.root }

  /// The root view's `frame` in the window: its base moved by `view.frame` writes, shortened by
  /// them, and translated by its transform.
  var rootFrame: Rect {
    let base = rootBaseFrame
    return Rect(
      x: base.minX + state.rootFrameShift.x + state.rootTransform.tx,
      y: base.minY + state.rootFrameShift.y + state.rootTransform.ty,
      width: base.width, height: max(0, base.height - state.rootHeightLoss))
  }

  /// The safe area of a view that fills the root view: the status bar (or sensor housing) on
  /// top, the home indicator below, the rounded corners at the sides in landscape, and the view
  /// controller's `additionalSafeAreaInsets`.
  var rootSafeArea: EdgeInsets {
    let frame = rootFrame
    let (window, side, statusBar, bottomInset, added) = inWorld { world in
      (
        world.windowBounds, world.device.sideSafeArea(world.orientation), world.statusBarHeight,
        world.device.bottomSafeArea(world.orientation), world.additionalSafeAreaInsets
      )
    }
    let top = max(0, statusBar - frame.minY)
    let bottom = max(0, frame.maxY - (window.maxY - bottomInset))
    return EdgeInsets(
      top: top + added.top, left: side + added.left, bottom: bottom + added.bottom,
      right: side + added.right)
  }

  /// The safe area layout guide's `layoutFrame` of the root view or the window: its bounds less
  /// its safe area insets.
  func safeAreaLayoutFrame(ofWindow: Bool) -> Rect {
    let (size, insets) =
      ofWindow ? (world.windowBounds.size, windowSafeArea) : (rootFrame.size, rootSafeArea)
    return Rect(
      x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// `topLayoutGuide.length` or `bottomLayoutGuide.length`: the root view's safe area at that
  /// edge, less what the code added to it (`additionalSafeAreaInsets`, which the guides predate).
  func layoutGuideLength(top: Bool) -> Double {
    let added = world.additionalSafeAreaInsets
    return top ? rootSafeArea.top - added.top : rootSafeArea.bottom - added.bottom
  }

  /// Changes the world inside the animation the code is in, if any.
  func apply(_ change: (inout World) -> Void) {
    if let animation {
      world.animate(animation, change)
    } else {
      change(&world)
    }
  }

  /// The world's one translation of the root view is its frame shift plus its transform, less
  /// its bounds origin: what FormSim draws of it is its subviews.
  func updateRootTranslation() {
    var moved = Self.translation(state.rootFrameShift, state.rootTransform)
    // The app's window, moved (`view.window?.frame.origin.y = -216`), carries the root view.
    moved.tx += state.windowShift.x
    moved.ty += state.windowShift.y
    let origin = state.rootBoundsOrigin
    apply { $0.rootTransform = Translation(tx: moved.tx - origin.x, ty: moved.ty - origin.y) }
  }

  /// The world's content translation, the same sum for the content view.
  func updateContentTranslation() {
    let moved = Self.translation(state.contentFrameShift, state.contentTransform)
    apply { $0.contentTranslation = moved }
  }

  /// Where a view whose frame moved by `shift` and whose transform is the translation
  /// `transform` is drawn: both added.
  static func translation(_ shift: Point, _ transform: AffineTransform) -> Translation {
    Translation(tx: shift.x + transform.tx, ty: shift.y + transform.ty)
  }

  /// The world's bottom lift is what the constraint lifts plus what the root view lost; a
  /// constraint with the scroll view as its first item lifts it by the negated constant.
  func updateBottomLift() {
    let constraint =
      state.constraints[.scrollBottom] ?? state.constraints[.scrollBottomFromView].map { -$0 }
    let lift = (state.scrollFrameLift ?? constraint ?? 0) + state.rootHeightLoss
    let grows = lift < world.scrollViewBottomLift
    apply { world in
      world.scrollViewBottomLift = lift
      // Laid out taller, the scroll view pulls an offset that now looks past the content's end
      // back to that end, as it does under the keyboard layout guide.
      if grows, let end = world.offsetPastScrollEnd { world.contentOffset = end }
    }
  }

  var windowSafeArea: EdgeInsets {
    let side = world.device.sideSafeArea(world.orientation)
    return EdgeInsets(
      top: world.statusBarHeight, left: side,
      bottom: world.device.bottomSafeArea(world.orientation), right: side)
  }

  /// A view's frame in its superview.
  func frame(of object: UIKitObject) -> Rect {
    switch object {
    case .rootView: rootFrame
    case .scrollView: world.scrollViewFrame
    case .contentView:
      Rect(
        origin: Point(x: world.contentTranslation.tx, y: world.contentTranslation.ty),
        size: Size(
          width: world.contentSize.width,
          height: state.contentViewHeight ?? world.contentSize.height))
    case .field(let index): world.fields[index].frame
    case .window: world.windowBounds.offsetBy(dx: state.windowShift.x, dy: state.windowShift.y)
    case .screen: world.windowBounds
    case .navigationBar: barFrame(world.chromeGeometry.navigationBar)
    case .tabBar: barFrame(world.chromeGeometry.tabBar)
    default: .zero
    }
  }

  /// A bar's frame in its controller's view, which fills the screen's container.
  private func barFrame(_ bar: Rect?) -> Rect {
    guard let bar else { return .zero }
    let container = world.chromeGeometry.container
    return bar.offsetBy(dx: -container.minX, dy: -container.minY)
  }

  /// `view.frame = …`: the root view moves and shortens; the scroll view's bottom edge rises
  /// (it must stay at the root view's top left); the content view moves inside the scroll view
  /// (its size is the layout's); other views' frames are the layout's.
  func setFrame(of object: UIKitObject, to value: Value, at location: SourceLocation)
    throws(Interruption)
  {
    switch object {
    case .rootView:
      guard case .rect(let frame) = value else { throw mismatch("frame", value, location) }
      let base = rootBaseFrame
      state.rootFrameShift = Point(
        x: frame.minX - base.minX - state.rootTransform.tx,
        y: frame.minY - base.minY - state.rootTransform.ty)
      state.rootHeightLoss = base.height - frame.height
      updateRootTranslation()
      updateBottomLift()
    case .scrollView:
      guard case .rect(let frame) = value else { throw mismatch("frame", value, location) }
      let full = world.chromeGeometry.root.height - state.rootHeightLoss
      guard frame.minY == 0, frame.minX == 0 else {
        throw .refused(
          "moving the scroll view inside the root view is outside what FormSim simulates: its"
            + " top left stays at the root view's, and a shorter frame, an inset or an offset is"
            + " what FormSim follows", location)
      }
      state.scrollFrameLift = full - frame.height
      updateBottomLift()
    case .contentView:
      guard case .rect(let frame) = value else { throw mismatch("frame", value, location) }
      let size = self.frame(of: .contentView).size
      guard abs(frame.width - size.width) < 0.5, abs(frame.height - size.height) < 0.5 else {
        throw .refused(
          "resizing the content view: FormSim moves it; its size is the layout's", location)
      }
      state.contentFrameShift = Point(
        x: frame.minX - state.contentTransform.tx, y: frame.minY - state.contentTransform.ty)
      updateContentTranslation()
    case .window:
      // The app's window moved on the screen, at its size: what it shows moves with it, the
      // keyboard (in a window of its own) does not.
      guard case .rect(let frame) = value else { throw mismatch("frame", value, location) }
      let bounds = world.windowBounds
      guard abs(frame.width - bounds.width) < 0.5, abs(frame.height - bounds.height) < 0.5 else {
        throw .refused(
          "resizing the window is outside what FormSim simulates: it moves the window at its"
            + " size, or the root view, the scroll view's bottom edge and the content view",
          location)
      }
      state.windowShift = Point(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
      updateRootTranslation()
    default:
      throw .refused(
        "setting the frame of \(object) is outside what FormSim simulates: it moves the root"
          + " view, the scroll view's bottom edge and the content view, and the fields with"
          + " them", location)
    }
  }

  /// `view.center = …`: the root or content view's frame moved to put its centre there.
  func setCenter(of object: UIKitObject, to value: Value, at location: SourceLocation)
    throws(Interruption)
  {
    guard object == .rootView || object == .contentView else {
      throw .refused("setting the center of \(object)", location)
    }
    guard case .point(let center) = value else { throw mismatch("center", value, location) }
    var moved = frame(of: object)
    moved.origin = Point(x: center.x - moved.width / 2, y: center.y - moved.height / 2)
    try setFrame(of: object, to: .rect(moved), at: location)
  }

  /// `view.transform = …`: translations of the root view and of the content view.
  func setTransform(of object: UIKitObject, to value: Value, at location: SourceLocation)
    throws(Interruption)
  {
    guard object == .rootView || object == .contentView else {
      throw .refused(
        "a transform on \(object): FormSim transforms the root and content views only", location)
    }
    guard case .transform(let transform) = value else {
      throw mismatch("transform", value, location)
    }
    guard transform.isTranslation else {
      throw .refused(
        "a transform that scales or rotates the \(object): FormSim moves views by translations only",
        location)
    }
    if object == .rootView {
      state.rootTransform = transform
      updateRootTranslation()
    } else {
      state.contentTransform = transform
      updateContentTranslation()
    }
  }

  /// The insets a value written to `name` holds.
  func insets(_ value: Value, for name: String, at location: SourceLocation)
    throws(Interruption) -> EdgeInsets
  {
    guard case .insets(let insets) = value else { throw mismatch(name, value, location) }
    return insets
  }

  /// `.never` (2) stops the scroll view adding the safe area to its insets, as a strategy's
  /// `viewSetup` may; the other behaviours add it alike for a full-screen vertical form.
  /// Set where apps set it, before the view is on screen; later, UIKit would also move the
  /// content by the change, which FormSim does not model.
  func setContentInsetAdjustment(_ value: Value, at location: SourceLocation)
    throws(Interruption)
  {
    let behavior: ContentInsetAdjustment = value == .int(2) ? .never : .automatic
    guard behavior != world.contentInsetAdjustment else { return }
    guard world.time == 0 else {
      throw .refused(
        "changing contentInsetAdjustmentBehavior once the view is on screen (set it in"
          + " viewDidLoad)", location)
    }
    world.setContentInsetAdjustment(behavior)
  }

  @inline(never)
  func mismatch(_ name: String, _ value: Value, _ location: SourceLocation) -> Interruption {
    if case .opaque(let what) = value {
      return .refused(
        "'\(name)' takes a value from '\(what)', which FormSim does not simulate, so it cannot"
          + " know the figure; write it out, or compute it from what FormSim simulates", location)
    }
    return .refused("'\(name)' cannot take \(value.logText)", location)
  }

  // MARK: Coordinates

  /// A rectangle in `view`'s coordinates in the world's terms.
  func worldRect(_ rect: Rect, in view: UIKitObject) -> (Rect, ViewID) {
    switch view {
    case .window, .screen: (rect, .window)
    case .rootView:
      // The world's root view sits where its container put it, moved by the translation.
      (rect, .rootView)
    case .scrollView, .contentView: (rect, .contentView)
    case .field(let index):
      (
        rect.offsetBy(dx: world.fieldFrame(index).minX, dy: world.fieldFrame(index).minY),
        .contentView
      )
    default: (rect, .window)
    }
  }

  /// `view.convert(rect, from: other)`; `nil` for `other` is the window.
  func convert(_ rect: Rect, from source: UIKitObject, to destination: UIKitObject) -> Rect {
    let (inSource, sourceID) = worldRect(rect, in: source)
    let destinationView = destinationID(destination)
    var converted = inWorld { $0.convert(inSource, from: sourceID, to: destinationView) }
    if case .field(let index) = destination {
      let origin = world.fieldFrame(index).origin
      converted = converted.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    return converted
  }

  func destinationID(_ view: UIKitObject) -> ViewID {
    switch view {
    case .window, .screen: .window
    case .rootView: .rootView
    default: .contentView
    }
  }

  /// `textView = UITextView(frame: r)` (or `[[UITextView alloc] initWithFrame:r]`) into a
  /// property bound to the screen's scroll view: the scroll view stands for the one the code
  /// makes, and takes the frame it is made with, as `textView.frame = r` gives it (a frame that
  /// moves it is refused there). An empty frame (`.zero`) is Auto Layout's to size, and one of
  /// the app's own code unknown: the layout's frame stays. False, with nothing run, for any
  /// other assignment.
  func giveMadeViewsFrame(_ value: Expression, to target: Expression) throws(Interruption) -> Bool {
    guard boundView(target) == .scrollView, let frame = ViewsMadeInCode.frameArgument(value)
    else { return false }
    try giveFrame(frame, madeBy: "\(SourceText.of(target)) = \(SourceText.of(value))", at: value)
    return true
  }

  /// A local's scroll view that the code then stores in the property bound to the form's
  /// (`CompiledHandler.formScrollLocals`): the screen's scroll view, given the frame it is made
  /// with as the property's own assignment gives it.
  func madeFormScrollView(_ value: Expression) throws(Interruption) -> Value {
    if let frame = ViewsMadeInCode.frameArgument(value) {
      try giveFrame(frame, madeBy: SourceText.of(value), at: value)
    } else {
      note(value.location, "\(SourceText.of(value)): the screen's \(UIKitObject.scrollView)")
    }
    return .object(.scrollView)
  }

  /// The frame a view bound to the screen's scroll view is made with, given to that view; an
  /// empty frame (`.zero`) is Auto Layout's to size, and one of the app's own code unknown:
  /// the layout's frame stays.
  private func giveFrame(_ frame: Expression, madeBy written: String, at value: Expression)
    throws(Interruption)
  {
    let view = UIKitObject.scrollView
    let made = "\(written): the screen's \(view)"
    guard case .rect(let rect) = try self.value(of: frame, type: "CGRect"), rect.width > 0,
      rect.height > 0
    else {
      note(value.location, made)
      return
    }
    try setMember("frame", of: view, to: .rect(rect), at: frame.location)
    note(value.location, "\(made), its frame \(Value.rect(rect).logText)")
  }

  /// The view of the screen a property is bound to, written as `name` or `self.name`.
  private func boundView(_ target: Expression) -> UIKitObject? {
    switch target.kind {
    case .resolved(.property(let index), _): return handler.propertyList[index].bound
    case .name(let name), .resolved(_, let name): return handler.propertySlots[name]?.bound
    case .member(let base, let name):
      guard case .name("self") = base.kind, selfObject == .viewController else { return nil }
      return handler.propertySlots[name]?.bound
    default: return nil
    }
  }
}
