/// react-native-keyboard-controller's `KeyboardAwareScrollView`: a scroll view that follows the
/// keyboard frame by frame and scrolls just enough to keep the caret `bottomOffset` above it.
///
/// Source: kirillzyusko/react-native-keyboard-controller,
/// `src/components/KeyboardAwareScrollView/index.tsx` — the version with ghost padding,
/// caret-based layout (`pendingSelectionForFocus`, `updateLayoutFromSelection`) and
/// `scrollViewPageY`, whose published Jest specs are `__tests__/keyboardSizeChange.spec.tsx`
/// (commit 3c7dfcdb83ef4b53e21d49288454f59861606e5c) and `__tests__/toolbar.spec.tsx` (commit
/// 729140ba9c8412c3cbfd22065afb0e62c75b1a2b); FormSim's tests reproduce their figures.
///
/// Algorithm — `onStart` (keyboard will show / will hide, or a focus change), `onMove` (every
/// frame of a slide), `onEnd` (did show / did hide), `onSelectionChange` (the caret):
/// - the focused input's layout is its on-screen `absoluteY` and, as its height, the caret's end
///   `y` inside it (`selection.end.y`, clamped to the input's height);
/// - `maybeScroll(e)`: with `visibleRect = windowHeight − keyboardHeight` and
///   `point = absoluteY + height`, when `visibleRect − point ≤ bottomOffset` it scrolls to
///   `scrollPosition + max(0, interpolate(e, [initialKeyboardSize, keyboardHeight],
///   [0, keyboardHeight − (windowHeight − point) + bottomOffset]))`, unanimated on every frame of
///   a slide, animated on a focus change or size change without a slide;
/// - the bottom padding (FormSim: the bottom inset) is the keyboard's height, set on `onStart`
///   and `onEnd`;
/// - on hide it interpolates back to the offset it had before the keyboard came (or, when the
///   form was scrolled into the padding — "ghost" space — back to the content's end).
///
/// The component renders React Native's `ScrollView` (through Reanimated), whose native view sets
/// `contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever` (facebook/react-native,
/// `packages/react-native/React/Views/ScrollView/RCTScrollView.m` at
/// 00d83898902181f5201d00d28afdd1eb3aab3246, and `RCTScrollViewComponentView.mm` at
/// 001960261f97fb775c8d5bc2fc18a84d2e01627b): on a notched phone it rests at offset 0, under the
/// status bar (`viewSetup`).
///
/// Defaults: `bottomOffset` 0 (`--margin`), `disableScrollOnKeyboardHide` false,
/// `extraKeyboardSpace` 0, `enabled` true, `contentInsetAdjustmentBehavior` never.
/// Quirks kept:
/// - caret-based: a single-line field is kept visible down to its caret's bottom, not its own;
/// - a keyboard that shrinks (emoji → text) never scrolls back: only a growing one pushes;
/// - a focus change whose selection event has not arrived yet waits for it (`pendingSelection…`);
///   FormSim delivers a new field's selection after the keyboard's re-posted did-show, as the
///   specs' toolbar case describes, and before the first will-show otherwise;
/// - typing triggers nothing here (its debounced `onChangeText` has no FormSim hook).
public struct KeyboardAwareScrollViewStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "rnkc-aware-scroll-view", group: .libraries,
    source:
      "kirillzyusko/react-native-keyboard-controller src/components/KeyboardAwareScrollView/index.tsx (specs @ 3c7dfcdb, 729140ba)",
    summary: "follows the keyboard frame by frame; caret bottomOffset above it; no scroll back",
    defaults: [
      "bottomOffset 0 pt", "disableScrollOnKeyboardHide false", "extraKeyboardSpace 0",
      "contentInsetAdjustmentBehavior never",
    ],
    quirks: [
      "caret-based: the field below its caret may stay covered",
      "never scrolls back when the keyboard shrinks",
      "scrolls back to the pre-keyboard offset on hide",
    ])

  public static var followsKeyboardFrames: Bool { true }

  /// The focused input as the native module reports it (`FocusedInputLayoutChangedEvent`).
  struct InputLayout: Sendable, Hashable {
    var target: Int
    var absoluteY: Double
    var height: Double
  }

  /// `FocusedInputSelectionChangedEvent`, reduced to what the component reads.
  struct Selection: Sendable, Hashable {
    var target: Int
    var endY: Double
  }

  public var bottomOffset: Double
  public var disableScrollOnKeyboardHide = false
  // The component's shared values.
  private var scrollPosition = 0.0
  private var keyboardHeight = 0.0
  private var keyboardWillAppear = false
  private var tag = -1
  private var initialKeyboardSize = 0.0
  private var scrollBeforeKeyboardMovement = 0.0
  private var layout: InputLayout?
  private var lastSelection: Selection?
  private var ghostViewSpace = -1.0
  private var pendingSelectionForFocus = false
  private var selectionUpdatedSinceHide = false
  /// A selection event waiting for the keyboard's re-posted did-show.
  private var deferredSelection: Int?

  public init(bottomOffset: Double = 0) {
    self.bottomOffset = bottomOffset
  }

  /// React Native's scroll view adds no safe area to its insets.
  public var viewSetup: ViewSetup {
    ViewSetup(contentInsetAdjustment: .never, textInput: .reactNative)
  }

  // MARK: FormSim's hooks → the component's handlers

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    // The selection arrives after the keyboard's re-posted did-show: later, unless UIKit has
    // told the keyboard first (a text view, `EventOrder`).
    let order = EventOrder.steps(.refocus, era: world.era, kind: world.fields[field].kind)
    let keyboardFirst =
      (order.firstIndex(of: .keyboard) ?? 0) < (order.firstIndex(of: .didBeginEditing) ?? 0)
    if world.keyboardShown && world.era == .modern && !keyboardFirst {
      deferredSelection = field
    } else {
      onSelectionChange(Self.selection(of: field, world), in: &world)
    }
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    onStart(
      height: height(of: notification.endFrame, world), target: world.focusedIndex ?? -1,
      in: &world)
  }

  public mutating func keyboardDidShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    onEnd(height: height(of: notification.endFrame, world), in: &world)
    if let field = deferredSelection, field == world.focusedIndex {
      deferredSelection = nil
      onSelectionChange(Self.selection(of: field, world), in: &world)
    }
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    deferredSelection = nil
    onStart(height: 0, target: tag, in: &world)
  }

  public mutating func keyboardDidHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    onEnd(height: 0, in: &world)
  }

  public mutating func keyboardDidMove(_ frame: Rect, in world: inout World) {
    onMove(height: max(0, world.windowBounds.maxY - frame.minY), in: &world)
  }

  /// The keyboard's height as the native module reports it: how far it reaches into the window.
  private func height(of notificationFrame: Rect, _ world: World) -> Double {
    let frame = world.windowFrame(fromNotification: notificationFrame)
    return max(0, world.windowBounds.maxY - frame.minY)
  }

  /// `useReanimatedFocusedInput().input`: the focused field where it is on screen now.
  private static func input(_ world: World) -> InputLayout? {
    guard let field = world.focusedIndex else { return nil }
    let frame = world.convert(world.fieldFrame(field), from: .contentView, to: .window)
    return InputLayout(target: field, absoluteY: frame.minY, height: frame.height)
  }

  /// The caret's end `y` inside the input (`KCTextInputCompositeDelegate`'s
  /// `caretRect.origin.y + caretRect.size.height`): where React Native's input puts its caret.
  static func selection(of field: Int, _ world: World) -> Selection {
    let caret = world.fields[field].caretRect(in: .reactNative)
    return Selection(target: field, endY: caret.maxY - world.fieldFrame(field).minY)
  }

  // MARK: The component

  private mutating func onStart(height: Double, target: Int, in world: inout World) {
    let position = world.contentOffset.y
    let keyboardWillChangeSize = keyboardHeight != height && height > 0
    keyboardWillAppear = height > 0 && keyboardHeight == 0
    let keyboardWillHide = height == 0
    let focusWasChanged = (tag != target && target != -1) || keyboardWillChangeSize

    if keyboardWillChangeSize { initialKeyboardSize = keyboardHeight }
    if keyboardWillHide {
      initialKeyboardSize = 0
      scrollPosition = scrollBeforeKeyboardMovement
      pendingSelectionForFocus = false
    }
    if keyboardWillAppear || keyboardWillChangeSize || focusWasChanged {
      scrollPosition = position
      keyboardHeight = height
      syncKeyboardFrame(height, in: &world)
    }
    if focusWasChanged {
      tag = target
      if lastSelection?.target == target && selectionUpdatedSinceHide {
        updateLayoutFromSelection(world)
        pendingSelectionForFocus = false
      } else {
        if lastSelection?.target == target {
          updateLayoutFromSelection(world)
        } else if let input = Self.input(world) {
          layout = input
        }
        pendingSelectionForFocus = true
      }
      scrollBeforeKeyboardMovement = position
    }
    if focusWasChanged && !keyboardWillAppear && !pendingSelectionForFocus {
      _ = maybeScroll(height, animated: true, in: &world)
    }
    let current = world.contentOffset.y
    ghostViewSpace = current + world.scrollViewFrame.height - world.contentHeight
    if ghostViewSpace > 0 { scrollPosition = current }
  }

  private mutating func onMove(height: Double, in world: inout World) {
    if removeGhostPadding(height, in: &world) { return }
    if !disableScrollOnKeyboardHide || keyboardWillAppear {
      _ = maybeScroll(height, animated: false, in: &world)
    }
  }

  private mutating func onEnd(height: Double, in world: inout World) {
    _ = removeGhostPadding(height, in: &world)
    keyboardHeight = height
    scrollPosition = world.contentOffset.y
    if height == 0 {
      selectionUpdatedSinceHide = false
    } else if keyboardWillAppear {
      pendingSelectionForFocus = false
    }
    syncKeyboardFrame(height, in: &world)
  }

  private mutating func onSelectionChange(_ selection: Selection, in world: inout World) {
    let lastTarget = lastSelection?.target
    let latest = lastSelection
    lastSelection = selection
    selectionUpdatedSinceHide = true
    if selection.target != lastTarget || pendingSelectionForFocus {
      if pendingSelectionForFocus {
        pendingSelectionForFocus = false
        updateLayoutFromSelection(world)
        if !keyboardWillAppear && keyboardHeight > 0 {
          _ = maybeScroll(keyboardHeight, animated: true, in: &world)
        }
      }
      return
    }
    // The caret moved to another line: the input may have grown.
    if latest?.endY != selection.endY { scrollFromCurrentPosition(in: &world) }
  }

  /// `maybeScroll`: returns the interpolated distance, as the component does.
  private mutating func maybeScroll(_ e: Double, animated: Bool, in world: inout World) -> Double {
    guard let layout else { return 0 }
    let height = world.windowBounds.height
    let visibleRect = height - keyboardHeight
    let point = layout.absoluteY + layout.height
    if visibleRect - point <= bottomOffset {
      let relativeScrollTo = keyboardHeight - (height - point) + bottomOffset
      let interpolated = Self.interpolate(
        e, from: (initialKeyboardSize, keyboardHeight), to: (0, relativeScrollTo))
      scrollTo(max(interpolated, 0) + scrollPosition, animated: animated, in: &world)
      return interpolated
    }
    let scrollViewPageY = world.convert(world.scrollViewFrame, from: .rootView, to: .window).minY
    if point < scrollViewPageY {
      let positionOnScreen = visibleRect - bottomOffset
      let topOfScreen = scrollPosition + point
      scrollTo(topOfScreen - positionOnScreen, animated: animated, in: &world)
    }
    return 0
  }

  private mutating func removeGhostPadding(_ e: Double, in world: inout World) -> Bool {
    guard !keyboardWillAppear, ghostViewSpace > 0 else { return false }
    let back = Self.interpolate(
      e, from: (initialKeyboardSize, keyboardHeight), to: (ghostViewSpace, 0))
    scrollTo(scrollPosition - back, animated: false, in: &world)
    return true
  }

  private mutating func updateLayoutFromSelection(_ world: World) {
    guard let selection = lastSelection, let input = Self.input(world), selection.endY != 0
    else { return }
    var updated = input
    updated.height = min(max(selection.endY, 0), input.height)
    layout = updated
  }

  private mutating func scrollFromCurrentPosition(in world: inout World) {
    let previousLayout = layout
    guard Self.input(world) != nil else { return }
    updateLayoutFromSelection(world)
    let previousScroll = scrollPosition
    scrollPosition = world.contentOffset.y
    _ = maybeScroll(keyboardHeight, animated: true, in: &world)
    scrollPosition = previousScroll
    layout = previousLayout
  }

  /// `ScrollViewWithBottomPadding`'s padding: the keyboard's height (FormSim: the bottom inset,
  /// less what the scroll view already adds for the home indicator).
  private func syncKeyboardFrame(_ e: Double, in world: inout World) {
    let padding = max(0, e - world.automaticContentInset.bottom)
    world.contentInset.bottom = padding
    world.scrollIndicatorInsets.bottom = padding
  }

  private func scrollTo(_ y: Double, animated: Bool, in world: inout World) {
    world.setContentOffset(Point(x: 0, y: y), animated: animated)
  }

  /// Reanimated's `interpolate` with its default `extend` extrapolation; a range of zero width
  /// gives the range's end value.
  static func interpolate(
    _ value: Double, from input: (Double, Double), to output: (Double, Double)
  ) -> Double {
    guard input.1 != input.0 else { return output.1 }
    let progress = (value - input.0) / (input.1 - input.0)
    return output.0 + progress * (output.1 - output.0)
  }
}

extension KeyboardAwareScrollViewStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info,
    make: { options in KeyboardAwareScrollViewStrategy(bottomOffset: options.margin ?? 0) },
    caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "onStart: the caret's bottom is more than bottomOffset (\(figures.points(0))) above the keyboard: padding only, no scroll."
    case .lowField:
      return
        "onMove, frame by frame: the scroll follows the keyboard until the caret's bottom is \(figures.points(0)) pt above it — the field below the caret may stay covered."
    case .next:
      return
        "A focus change: onStart/onEnd, then the selection arrives and the deferred scroll runs, animated."
    case .type:
      return "Typing: its debounced onChangeText has nothing to do here."
    case .rotate:
      return
        "A new keyboard size: onStart pushes only if the caret is now too low; it never scrolls back."
    case .rotateBack:
      return
        "Back to portrait: a growing keyboard may push further; a shrinking one never pulls back."
    case .dismiss:
      return
        "onMove while the keyboard hides: the scroll interpolates back to where it was before the keyboard."
    }
  }
}
