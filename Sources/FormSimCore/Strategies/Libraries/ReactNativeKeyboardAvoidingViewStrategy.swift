/// React Native's `KeyboardAvoidingView` wrapped around the form's `ScrollView`, with each of its
/// three `behavior` values: `rn-kav-padding`, `rn-kav-height` and `rn-kav-position`.
///
/// Source: facebook/react-native,
/// `packages/react-native/Libraries/Components/Keyboard/KeyboardAvoidingView.js` at commit
/// 026e3b802d778dc6d14341419979e5a99457d98e (`_relativeKeyboardHeight`,
/// `_updateBottomIfNecessary`, `_onLayout`, `render`). One component, so one file.
///
/// Algorithm (iOS): it listens to `keyboardWillShow` and `keyboardWillHide` only (not
/// will-change-frame). On will-show it computes
/// `bottom = ceil(max(frame.y + frame.height − (keyboard.screenY − keyboardVerticalOffset), 0))`
/// — for `height` plus the `bottom` it already applied — and lays out again with a
/// `LayoutAnimation` of the keyboard's duration and easing:
/// - `padding`: the view's `paddingBottom = bottom`, so the `ScrollView` inside ends `bottom`
///   points higher (FormSim: the equivalent bottom inset);
/// - `height`: the view's height becomes `_initialFrameHeight − bottom` (the height it had at
///   its first layout), and its `onLayout` runs the sum again until it settles;
/// - `position`: an inner view gets `bottom: bottom`, which slides the whole content up by
///   `bottom` (FormSim: the root view's translation).
/// On will-hide `bottom` goes back to 0.
///
/// The `ScrollView` inside is React Native's, whose native view sets
/// `contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever` "so that iOS doesn't
/// do weird things to UIScrollView insets automatically and keeps it as an opt-in behavior"
/// (`packages/react-native/React/Views/ScrollView/RCTScrollView.m`, `initWithEventDispatcher:`,
/// at commit 00d83898902181f5201d00d28afdd1eb3aab3246; the same default in the new architecture's
/// `React/Fabric/Mounting/ComponentViews/ScrollView/RCTScrollViewComponentView.mm` at
/// 001960261f97fb775c8d5bc2fc18a84d2e01627b): on a notched phone the content rests at offset 0,
/// under the status bar, and nothing is added at the bottom (`viewSetup`).
///
/// Defaults: `keyboardVerticalOffset` 0 (`--margin`), `enabled` true,
/// `contentInsetAdjustmentBehavior` never.
/// Quirks kept:
/// - the component scrolls nothing: `padding` and `height` only shorten the scroll view, and
///   UIKit's own scrolling of the first responder (`RCTCustomScrollView` passes
///   `scrollRectToVisible:animated:` on to `super`) puts a field that was below the keyboard's
///   top flush on it, with no margin;
/// - `position` moves everything by the keyboard's full height, whichever field is focused: the
///   top of the form goes off screen, a high field included;
/// - `height` measures from the height of its first layout and re-runs its sum from `onLayout`
///   until it settles (it does settle on the keyboard's top, whatever the orientation);
/// - `bottom` is rounded up to a whole point.
public struct ReactNativeKeyboardAvoidingViewStrategy: KeyboardAvoidanceStrategy {
  /// `behavior`.
  public enum Behavior: String, Sendable, Hashable, CaseIterable {
    case padding, height, position
  }

  public static let paddingInfo = info(for: .padding)
  public static let heightInfo = info(for: .height)
  public static let positionInfo = info(for: .position)

  /// The catalogue's default: `padding`, the behaviour React Native's docs suggest for iOS.
  public static var info: StrategyInfo { paddingInfo }

  public var behavior: Behavior
  public var keyboardVerticalOffset: Double
  /// `this.state.bottom` / `this._bottom`.
  private var bottom = 0.0
  private var initialFrameHeight: Double?

  public init(behavior: Behavior, keyboardVerticalOffset: Double = 0) {
    self.behavior = behavior
    self.keyboardVerticalOffset = keyboardVerticalOffset
  }

  /// React Native's scroll view adds no safe area to its insets.
  public var viewSetup: ViewSetup { ViewSetup(contentInsetAdjustment: .never) }

  /// The `info` of one behaviour: the strategy's name is `rn-kav-<behavior>`.
  public static func info(for behavior: Behavior) -> StrategyInfo {
    let summary: String
    var quirks = ["bottom rounded up to a whole point"]
    switch behavior {
    case .padding:
      summary =
        "KeyboardAvoidingView padding: the ScrollView ends at the keyboard; only UIKit scrolls"
      quirks.insert("scrolls nothing: UIKit alone puts the field flush on the keyboard", at: 0)
    case .height:
      summary = "KeyboardAvoidingView height: the view shrinks to the keyboard; only UIKit scrolls"
      quirks.insert("scrolls nothing: UIKit alone puts the field flush on the keyboard", at: 0)
      quirks.append("re-runs its sum from onLayout until it settles")
    case .position:
      summary = "KeyboardAvoidingView position: the whole content slides up by the keyboard"
      quirks.insert("moves everything by the keyboard's height, high fields off screen", at: 0)
    }
    return StrategyInfo(
      name: "rn-kav-\(behavior.rawValue)", group: .libraries,
      source:
        "facebook/react-native packages/react-native/Libraries/Components/Keyboard/KeyboardAvoidingView.js @ 026e3b80",
      summary: summary,
      defaults: [
        "keyboardVerticalOffset 0 pt", "behavior \(behavior.rawValue)",
        "contentInsetAdjustmentBehavior never",
      ],
      quirks: quirks)
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    if initialFrameHeight == nil { initialFrameHeight = world.scrollViewInWindow.height }
    let keyboard = notification.endFrame
    let keyboardY =
      keyboard.height > 0 ? keyboard.minY - keyboardVerticalOffset : keyboard.minY
    // `_updateBottomIfNecessary`, then again from `_onLayout` while the height keeps changing.
    var changed = false
    for _ in 0..<4 {
      let height = relativeKeyboardHeight(keyboardY: keyboardY, world).rounded(.up)
      if height == bottom { break }
      bottom = height
      changed = true
      if behavior != .height { break }
    }
    if changed { apply(timing: notification.timing, in: &world) }
  }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    guard bottom != 0 else { return }
    bottom = 0
    apply(timing: notification.timing, in: &world)
  }

  /// `_relativeKeyboardHeight`: how far the keyboard reaches into the view's frame. The view
  /// fills the view controller's (the scroll view's frame); with `height` its frame is the
  /// shortened one. The frame is the one `_onLayout` stored, `nativeEvent.layout`, which is in
  /// the view's parent (the root view, below any navigation bar), while the keyboard's `screenY`
  /// is in the window: under a bar the sum comes out short by the root view's window y, which is
  /// what `keyboardVerticalOffset` exists to make up.
  private func relativeKeyboardHeight(keyboardY: Double, _ world: World) -> Double {
    let frameY = world.scrollViewFrame.minY
    let frameHeight = currentFrameHeight(world)
    if behavior == .height {
      return max(bottom + frameY + frameHeight - keyboardY, 0)
    }
    return max(frameY + frameHeight - keyboardY, 0)
  }

  /// The view's height now: shortened to `_initialFrameHeight − bottom` with `height` and a
  /// keyboard, the window's otherwise (flex).
  private func currentFrameHeight(_ world: World) -> Double {
    if behavior == .height, bottom > 0 { return (initialFrameHeight ?? 0) - bottom }
    return world.scrollViewInWindow.height
  }

  /// Lays the view out with the current `bottom`, in a `LayoutAnimation` of the keyboard's
  /// timing.
  private func apply(timing: AnimationTiming, in world: inout World) {
    let automatic = world.automaticContentInset.bottom
    switch behavior {
    case .padding:
      let inset = bottom > 0 ? max(0, bottom - automatic) : 0
      world.animate(timing) {
        $0.contentInset.bottom = inset
        $0.scrollIndicatorInsets.bottom = inset
      }
    case .height:
      let visibleBottom = currentFrameHeight(world)
      let full = world.scrollViewInWindow.height
      let inset = bottom > 0 ? max(0, full - visibleBottom - automatic) : 0
      world.animate(timing) {
        $0.contentInset.bottom = inset
        $0.scrollIndicatorInsets.bottom = inset
      }
    case .position:
      let ty = -bottom
      world.animate(timing) { $0.rootTransform = Translation(tx: 0, ty: ty) }
    }
  }
}

extension ReactNativeKeyboardAvoidingViewStrategy {
  /// The catalogue's entry (`rn-kav-padding`): the info, a fresh strategy, and the demo tour's captions.
  public static let paddingEntry = StrategyEntry(
    info: paddingInfo,
    make: { options in
      ReactNativeKeyboardAvoidingViewStrategy(
        behavior: .padding, keyboardVerticalOffset: options.margin ?? 0)
    }, caption: paddingCaption)

  /// What the demo tour says at each moment (`rn-kav-padding`): what this code does then, and what goes wrong.
  static func paddingCaption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "keyboardWillShow: paddingBottom = the keyboard's overlap + keyboardVerticalOffset (\(figures.points(0))): the ScrollView ends at the keyboard."
    case .lowField:
      return
        "The component scrolls nothing; UIKit scrolls the low field into the shorter ScrollView, flush on the keyboard."
    case .next:
      return
        "The re-posted keyboardWillShow keeps the padding; UIKit scrolls the next field up to the keyboard."
    case .type:
      return "The text goes into a field that UIKit keeps just above the keyboard."
    case .rotate:
      return "The landscape keyboard: a new padding, and UIKit scrolls the field into it."
    case .rotateBack:
      return "Back to portrait: the padding grows again; the field is where it was."
    case .dismiss:
      return "keyboardWillHide: the padding goes back to 0."
    }
  }

  /// The catalogue's entry (`rn-kav-height`): the info, a fresh strategy, and the demo tour's captions.
  public static let heightEntry = StrategyEntry(
    info: heightInfo,
    make: { options in
      ReactNativeKeyboardAvoidingViewStrategy(
        behavior: .height, keyboardVerticalOffset: options.margin ?? 0)
    }, caption: heightCaption)

  /// What the demo tour says at each moment (`rn-kav-height`): what this code does then, and what goes wrong.
  static func heightCaption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "keyboardWillShow: the view's height becomes its first height − (overlap + \(figures.points(0))); onLayout runs the sum again."
    case .lowField:
      return
        "The view is shorter; the component scrolls nothing, UIKit brings the low field up to the keyboard."
    case .next:
      return "Same keyboard, same height; UIKit scrolls the next field up to the keyboard."
    case .type:
      return "The text goes into a field that UIKit keeps just above the keyboard."
    case .rotate:
      return
        "Landscape: the height is still measured from the first layout's height, and onLayout settles it again."
    case .rotateBack:
      return "Back to portrait: the first height minus the portrait keyboard."
    case .dismiss:
      return "keyboardWillHide: bottom 0, the view flexes back to full height."
    }
  }

  /// The catalogue's entry (`rn-kav-position`): the info, a fresh strategy, and the demo tour's captions.
  public static let positionEntry = StrategyEntry(
    info: positionInfo,
    make: { options in
      ReactNativeKeyboardAvoidingViewStrategy(
        behavior: .position, keyboardVerticalOffset: options.margin ?? 0)
    }, caption: positionCaption)

  /// What the demo tour says at each moment (`rn-kav-position`): what this code does then, and what goes wrong.
  static func positionCaption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "keyboardWillShow: the content slides up by the keyboard's overlap + \(figures.points(0)) — the high field too, whichever field is focused."
    case .lowField:
      return "The same slide for every field: the low one now shows, the top of the form is gone."
    case .next:
      return "No change: the content is already up by the keyboard's height."
    case .type:
      return "Typing into a field moved up by the keyboard's height."
    case .rotate:
      return "Landscape: the slide becomes the landscape keyboard's height."
    case .rotateBack:
      return "Back to portrait: the full portrait keyboard height again."
    case .dismiss:
      return "keyboardWillHide: bottom 0, the content slides back down."
    }
  }
}
