/// TPKeyboardAvoiding: a scroll view subclass that insets itself by the keyboard and centres the
/// caret in what is left.
///
/// Source: michaeltyson/TPKeyboardAvoiding,
/// `TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m` at commit
/// 8127c87908ba0c5253e4acb876ca1ef6df2ea22f (`TPKeyboardAvoiding_keyboardWillShow:`,
/// `…_keyboardWillHide:`, `…_scrollToActiveTextField`, `…_idealOffsetForView:`), wired as
/// `TPKeyboardAvoiding/TPKeyboardAvoidingScrollView.m` at 90b94cc9c35dacf54f3d053b585de0485205a9d5
/// wires it: will-change-frame → the show handler, will-hide, text did-begin-editing → scroll to
/// the active field, return → next field.
///
/// Algorithm:
/// - keyboard will change frame: remember the end frame in the scroll view's coordinates and the
///   prior insets; 0.01 s later (`dispatch_after`, "so that the cursor position is available"),
///   in the keyboard's animation: `contentInset.bottom` = keyboard height − the part below the
///   scroll view's bounds, and the offset that centres the caret in the visible height
///   (`(visible − caret height) / 2` above it, at least `kMinimumScrollOffsetPadding` 20 pt),
///   clamped to `contentSize − visible` and to the top;
/// - a field begins editing with the keyboard up: notifications are ignored while the same
///   ideal offset is set with `setContentOffset(_:animated: YES)` on the next run-loop turn;
/// - keyboard will hide: the prior insets back, in the keyboard's animation; the offset stays.
///
/// Defaults: `kMinimumScrollOffsetPadding` 20 (`--margin`), delay 0.01 s.
/// Quirks kept:
/// - it centres the caret, not the field: a low field ends mid-screen, far above the keyboard;
/// - the 0.01 s delay: the content starts moving a moment after the keyboard;
/// - the keyboard rectangle is converted once, at the notification, with the offset of that
///   moment;
/// - the notification re-posted by a focus change is ignored (`ignoringNotifications`);
/// - dismissing leaves the offset where the last field put it;
/// - return moves to the next field; only the last one resigns;
/// - will-change-frame also comes before will-hide: the show handler runs on the hidden frame
///   and its delayed block finds the keyboard gone (a no-op, as on a device);
/// - before iOS 5 (the iPhone OS 3 era) there is no will-change-frame, so it never reacts.
public struct TPKeyboardAvoidingStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "tpkeyboardavoiding", group: .libraries,
    source:
      "michaeltyson/TPKeyboardAvoiding TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m @ 8127c879",
    summary: "inset = keyboard overlap; centre the caret in the visible height after 0.01 s",
    defaults: ["kMinimumScrollOffsetPadding 20 pt", "delay 0.01 s"],
    quirks: [
      "centres the caret: low fields end mid-screen",
      "starts 0.01 s after the keyboard",
      "ignores the notification re-posted by a focus change",
      "leaves the offset alone on hide",
      "return focuses the next field",
    ])

  public static let defaultMinimumPadding = 20.0
  /// The `dispatch_after` delay before the show handler's animation.
  public static let showDelay = 0.01

  /// `kMinimumScrollOffsetPadding`: the least room above the caret.
  public var minimumPadding: Double
  // TPKeyboardAvoidingState
  private var priorInset = EdgeInsets.zero
  private var priorIndicatorInsets = EdgeInsets.zero
  private var keyboardVisible = false
  private var keyboardRect = Rect.zero
  private var ignoringNotifications = false
  /// The blocks waiting on `dispatch_after`, by timer id: a show animation (with the
  /// notification's timing) or a scroll to the active field (with its offset).
  private var pending: [Int: Pending] = [:]
  private var nextTimer = 0

  private enum Pending: Sendable {
    case show(AnimationTiming)
    case scroll(Point)
  }

  public init(minimumPadding: Double = defaultMinimumPadding) {
    self.minimumPadding = minimumPadding
  }

  /// `UIKeyboardWillChangeFrameNotification` → `TPKeyboardAvoiding_keyboardWillShow:`.
  public mutating func keyboardWillChangeFrame(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    let rect = world.convert(notification.endFrame, from: .window, to: .scrollView)
    guard rect.width > 0, rect.height > 0, !ignoringNotifications else { return }
    keyboardRect = rect
    if !keyboardVisible {
      priorInset = world.contentInset
      priorIndicatorInsets = world.scrollIndicatorInsets
    }
    keyboardVisible = true
    schedule(.show(notification.timing), after: Self.showDelay, in: &world)
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    guard !ignoringNotifications, keyboardVisible else { return }
    keyboardRect = .zero
    keyboardVisible = false
    let inset = priorInset
    let indicators = priorIndicatorInsets
    world.animate(notification.timing) {
      $0.contentInset = inset
      $0.scrollIndicatorInsets = indicators
    }
  }

  /// `UITextFieldTextDidBeginEditingNotification` → `scrollToActiveTextField`.
  public mutating func didBeginEditing(field: Int, in world: inout World) {
    guard keyboardVisible else { return }
    // "Ignore any keyboard notification that occur while we scroll."
    ignoringNotifications = true
    let visibleSpace =
      world.scrollViewFrame.height - world.contentInset.top - world.contentInset.bottom
    let ideal = Point(
      x: world.contentOffset.x, y: idealOffset(for: field, viewingAreaHeight: visibleSpace, world))
    schedule(.scroll(ideal), after: 0, in: &world)
  }

  /// `textFieldShouldReturn:` → `focusNextTextField`, resigning only when there is none.
  public mutating func shouldReturn(field: Int, in world: inout World) -> ReturnAction {
    .focusNext
  }

  public mutating func timerFired(_ id: Int, in world: inout World) {
    guard let block = pending.removeValue(forKey: id) else { return }
    switch block {
    case .scroll(let offset):
      world.setContentOffset(offset, animated: true)
      ignoringNotifications = false
    case .show(let timing):
      let inset = contentInsetForKeyboard(world)
      let focused = world.focusedIndex
      world.animate(timing) { world in
        world.contentInset = inset
        if let focused {
          let viewableHeight = world.scrollViewFrame.height - inset.top - inset.bottom
          let y = idealOffset(for: focused, viewingAreaHeight: viewableHeight, world)
          // `setContentOffset:animated:NO` inside a `beginAnimations` block: the block animates it.
          world.contentOffset = Point(x: world.contentOffset.x, y: y)
        }
        world.scrollIndicatorInsets = inset
      }
    }
  }

  private mutating func schedule(_ block: Pending, after delay: Double, in world: inout World) {
    nextTimer += 1
    pending[nextTimer] = block
    world.schedule(after: delay, id: nextTimer)
  }

  /// `TPKeyboardAvoiding_contentInsetForKeyboard`: the keyboard's height less whatever of it lies
  /// below the scroll view's bounds.
  private func contentInsetForKeyboard(_ world: World) -> EdgeInsets {
    var inset = world.contentInset
    let boundsMaxY = world.contentOffset.y + world.scrollViewFrame.height
    inset.bottom = keyboardRect.height - max(keyboardRect.maxY - boundsMaxY, 0)
    return inset
  }

  /// `TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:` for a first responder, which
  /// always has a caret: centre the rectangle `caretRectForPosition:` gives for the selection's
  /// start (a text field's 20-pt caret, centred in it; a text view's caret on its line), at least
  /// `minimumPadding` below the top, and never past the content's end or above its top.
  private func idealOffset(for field: Int, viewingAreaHeight: Double, _ world: World) -> Double {
    let caret = world.fields[field].caretRect
    let padding = max(minimumPadding, (viewingAreaHeight - caret.height) / 2)
    var offset = caret.minY - padding - world.contentInset.top
    let maxOffset = world.contentSize.height - viewingAreaHeight - world.contentInset.top
    if offset > maxOffset { offset = maxOffset }
    if offset < -world.contentInset.top { offset = -world.contentInset.top }
    return offset
  }
}

extension TPKeyboardAvoidingStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info,
    make: { options in
      TPKeyboardAvoidingStrategy(minimumPadding: options.margin ?? defaultMinimumPadding)
    }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "0.01 s after will-change-frame: inset = the keyboard's overlap, and the caret is centred in the visible height (at least \(figures.points(20)) pt from the top)."
    case .lowField:
      return
        "The caret, not the field, goes to the middle of what is left: the field ends far above the keyboard."
    case .next:
      return
        "UITextFieldTextDidBeginEditing: it ignores the re-posted notification and animates the next caret to the middle."
    case .type:
      return "Typing into a field centred in the visible area."
    case .rotate:
      return
        "The landscape keyboard frame: inset and centring again, 0.01 s later, clamped to the content's end."
    case .rotateBack:
      return "Back to portrait: the caret is centred in the taller visible height."
    case .dismiss:
      return "keyboardWillHide: the prior insets come back; the offset stays where it was."
    }
  }
}
