/// IQKeyboardManager: the drop-in library that moves whatever it must so the field sits
/// `keyboardDistance` above the keyboard — the nearest scroll view first, the root view for the
/// rest.
///
/// Source: hackiftekhar/IQKeyboardManager,
/// `IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift` at commit
/// 6ffd59bbae507553a2d06983e9f341eb223c199c (`adjustPosition()` and `restorePosition()`), with
/// `Configuration/IQScrollViewConfiguration.swift` (170c9bb64c31770f90242174ef9c9bed98c27b3a) for
/// what is saved and restored, and `IQKeyboardManager+ActiveConfiguration.swift` for when each
/// runs (keyboard shown or text field changed: adjust; keyboard hidden: restore), and
/// `Configuration/IQActiveConfiguration.swift` at 170c9bb64c31770f90242174ef9c9bed98c27b3a for the
/// events: a will-show while the last event was a hide is a new `.show` (the keyboard listener
/// makes a new root configuration for the field still editing), so a keyboard that docks again
/// after floating is adjusted for as if it had just appeared. Which frames count as shown: the
/// listener `IQKeyboardManagerSwift/LIsteners/IQKeyboardListener.swift` (048178af1df484ec53693bc74c16339731b90e2f:
/// all six notifications, an equal frame dropped), `LIsteners/Info/IQKeyboardInfo.swift`
/// (61f9b7e9fc0acb081a915ec4f3d7907c1eb5c58e: the height is the screen's less the frame's top, 0
/// for a floating keyboard) and `IQActiveConfiguration.swift` at 048178af (`sendEvent`: adjust
/// while that height is above 0). The root view's safe area is `beginSafeAreaInsets` in
/// `Configuration/IQRootControllerConfiguration.swift` at 61f9b7e9.
///
/// Algorithm (one scroll view, no table or collection view):
/// - `kbSize` = the keyboard's end frame grown upwards by `keyboardDistance` (and the root
///   view's bottom safe area, `Configuration/IQRootControllerConfiguration.swift`
///   `beginSafeAreaInsets`: 0 in a tab bar controller), intersected with the window;
/// - top guide = max(status bar (or navigation bar bottom), the root view's top layout margin);
///   bottom guide = the root view's bottom layout margin for a text field (its safe area: 0
///   above a tab bar), 0 for a scrollable text view;
/// - `moveUp` = min(field top − top guide, field bottom − (window − kbSize) + bottom guide),
///   truncated to an integer (FormSim takes the field's top in the window; IQ takes it in the root
///   view's superview, which is the window but in a sheet, where it is the card);
/// - the scroll view takes `moveUp` if it can: offset + moveUp, but never past the field's own
///   top; whatever is left moves the root view up (never by more than the keyboard's height);
/// - `contentInset.bottom` = the part of kbSize (keyboard + distance + the root view's bottom safe
///   area) that reaches the scroll view, less the scroll view's own bottom safe area
///   (`safeAreaInsets`, none when it ends above a tab bar); the indicator inset less the distance
///   and the root view's safe area too;
/// - on hide: the root view back to its origin, insets back to the saved ones, and the offset
///   only clamped to the content's end — `restoreContentOffset` is false by default.
/// All moves run in the keyboard's own animation (`animate(alongsideTransition:)`).
///
/// Where it stays out: `disabledDistanceHandlingClasses` lists `UITableViewController` by default
/// (`IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager.swift` at commit
/// 00acde873c404fd398aa80f8cc9cea42ca0102cb), and `privateIsEnabled()`
/// (`IQKeyboardManager+Internal.swift` at 048178af1df484ec53693bc74c16339731b90e2f) answers false
/// when the text field's view controller is kind of one, so on a show or a change it calls
/// `restorePosition()` instead of `adjustPosition()` (`IQKeyboardManager+ActiveConfiguration.swift`
/// at 00acde87) — with nothing saved, that restores nothing. In a `"container":
/// "tableViewController"` form it therefore does nothing at all, and UIKit's own handling for the
/// controller is what moves the table.
///
/// The toolbar: `enableAutoToolbar` is on by default, and `addToolbarIfRequired()` gives every
/// text field and view whose `inputAccessoryView` is nil (or IQ's own) an `IQToolbar` with
/// Previous / Next / Done, whose `sizeThatFits` pins its height in every orientation:
/// - `IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager.swift` at
///   4c8a138ec50147829b0988762c9f543dabb52a03 (`enableAutoToolbar`);
/// - `IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Toolbar.swift` at
///   048178af1df484ec53693bc74c16339731b90e2f (`addToolbarIfRequired()`);
/// - `IQKeyboardManagerSwift/IQToolbar/IQToolbar.swift` at
///   012ef1dd3ccd6aa3d9f64b1eafa07d93740290a3 (`sizeThatFits`).
/// UIKit counts the accessory as part of the keyboard, so every frame the notifications report
/// includes it: FormSim puts the toolbar accessory on every field without one of its own
/// (`viewSetup`); a field that names its own accessory keeps it, and `--no-auto-toolbar` is
/// `enableAutoToolbar = false`.
///
/// Defaults: `keyboardDistance` 10 (`--margin`), `restoreContentOffset` false,
/// `enableAutoToolbar` true (`--auto-toolbar` / `--no-auto-toolbar`).
/// Quirks kept:
/// - `moveUp` is truncated to whole points (`CGFloat(Int(moveUp))`);
/// - the scroll is not clamped to the content: it may leave the form scrolled into its inset;
/// - dismissing leaves the form scrolled where the last field put it;
/// - a scrollable text view is lined up with the top guide when the scroll could not take the
///   whole move (its own inner inset adjustment is not simulated: FormSim's text views do not
///   scroll inside themselves).
public struct IQKeyboardManagerStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "iqkeyboardmanager", group: .libraries,
    source:
      "hackiftekhar/IQKeyboardManager IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift @ 6ffd59bb",
    summary: "scroll the field to keyboardDistance above the keyboard, root view for the rest",
    defaults: ["keyboardDistance 10 pt", "restoreContentOffset false", "enableAutoToolbar true"],
    quirks: [
      "moveUp truncated to whole points",
      "the offset is not clamped to the content",
      "hide restores the insets but not the offset (only clamped to the content's end)",
    ])

  public static let defaultKeyboardDistance = 10.0

  /// `keyboardDistanceFromTextField`.
  public var keyboardDistance: Double
  /// `enableAutoToolbar`.
  public var enableAutoToolbar: Bool
  /// `keyboardListener.keyboardInfo.frame`: the last frame received (`keyboardInfoFrame`),
  /// against which an equal one is dropped.
  private var listenerFrame: Rect?
  /// The frame `adjustPosition()` works with while the keyboard shows (the last event was a
  /// `.show` or a `.change`), nil after a `.hide`.
  private var keyboardFrame: Rect?
  private var keyboardTiming = AnimationTiming.seed
  /// The field `activeConfiguration.textFieldViewInfo` holds, until the keyboard's will-hide
  /// (which UIKit posts before `didEndEditing`: `EventOrder`).
  private var textField: Int?
  /// `lastScrollViewConfiguration`: what the scroll view had before the library touched it.
  private var lastScrollView: (inset: EdgeInsets, indicator: EdgeInsets, offset: Point)?
  /// `rootConfiguration.beginOrigin`.
  private var rootBeginOrigin: Double?

  public init(keyboardDistance: Double = defaultKeyboardDistance, enableAutoToolbar: Bool = true) {
    self.keyboardDistance = keyboardDistance
    self.enableAutoToolbar = enableAutoToolbar
  }

  /// The toolbar `addToolbarIfRequired()` gives every field without an accessory of its own.
  public var viewSetup: ViewSetup {
    ViewSetup(inputAccessory: enableAutoToolbar ? .toolbar : .none)
  }

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    textField = field
    // `sendEvent()` again: with the keyboard's height above 0 a new text field is a `.change`
    // (or the `.show` of a keyboard whose frame came before the field began editing).
    guard let frame = listenerFrame, frame.height > 0 else { return }
    keyboardFrame = frame
    if rootBeginOrigin == nil { rootBeginOrigin = world.rootTransform.ty }
    adjustPosition(in: &world)
  }

  public mutating func keyboardWillShow(
    _ notification: KeyboardNotification, in world: inout World
  ) { receive(notification, in: &world) }

  public mutating func keyboardDidShow(
    _ notification: KeyboardNotification, in world: inout World
  ) { receive(notification, in: &world) }

  public mutating func keyboardWillHide(
    _ notification: KeyboardNotification, in world: inout World
  ) { receive(notification, in: &world) }

  public mutating func keyboardDidHide(
    _ notification: KeyboardNotification, in world: inout World
  ) { receive(notification, in: &world) }

  public mutating func keyboardWillChangeFrame(
    _ notification: KeyboardNotification, in world: inout World
  ) { receive(notification, in: &world) }

  public mutating func keyboardDidChangeFrame(
    _ notification: KeyboardNotification, in world: inout World
  ) { receive(notification, in: &world) }

  /// `IQKeyboardInfo(notification:name:)`: the end frame with its height made the screen's
  /// height less its top, or 0 for a floating keyboard (narrower than the screen and ending
  /// above its bottom). Whatever the notification's name, this height alone says whether the
  /// keyboard shows.
  static func keyboardInfoFrame(_ endFrame: Rect, screen: Rect) -> Rect {
    var frame = endFrame
    if endFrame.width < screen.width, endFrame.maxY < screen.height {
      frame.size.height = 0
    } else {
      frame.size.height = max(screen.height - endFrame.minY, 0)
    }
    return frame
  }

  /// `IQKeyboardListener`: every one of the six notifications sets `keyboardInfo`, a frame equal
  /// to the last one is dropped, and `IQActiveConfiguration.sendEvent()` adjusts while the
  /// height is above 0 (a `.show` after a `.hide`, else a `.change`) and restores when it
  /// reaches 0.
  private mutating func receive(_ notification: KeyboardNotification, in world: inout World) {
    let frame = Self.keyboardInfoFrame(notification.endFrame, screen: world.windowBounds)
    guard frame != listenerFrame else { return }
    listenerFrame = frame
    keyboardTiming = notification.timing
    guard textField != nil else { return }
    if frame.height > 0 {
      keyboardFrame = frame
      if rootBeginOrigin == nil { rootBeginOrigin = world.rootTransform.ty }
      adjustPosition(in: &world)
    } else if keyboardFrame != nil {
      restorePosition(in: &world)
      keyboardFrame = nil
      // A field still editing stays `textFieldViewInfo`: the keyboard went away under it
      // (floated, or a hardware keyboard), and its next frame with a height — docking again —
      // is a new `.show` that adjusts from scratch (`IQActiveConfiguration`).
      textField = world.focusedIndex
      lastScrollView = nil
      rootBeginOrigin = nil
    }
  }

  /// Whether distance handling is on for the form: off in a `UITableViewController`, one of the
  /// default `disabledDistanceHandlingClasses` (`privateIsEnabled()`).
  static func isEnabled(in world: World) -> Bool {
    world.layout.container != .tableViewController
  }

  /// `rootController.view.safeAreaInsets.bottom` (untransformed, as `beginSafeAreaInsets` keeps
  /// it): how far the home indicator's strip reaches into the root view — the device's bottom
  /// safe area for a root view that fills the window, 0 for one that ends above a tab bar.
  static func rootViewSafeBottom(in world: World) -> Double {
    let root = world.chromeGeometry.root
    let safeTop = world.windowBounds.maxY - world.device.bottomSafeArea(world.orientation)
    return max(0, root.maxY - safeTop)
  }

  /// `adjustPosition()`.
  private mutating func adjustPosition(in world: inout World) {
    // Disabled, the show and change events call `restorePosition()`, which finds nothing saved.
    guard Self.isEnabled(in: world) else { return }
    guard let field = textField, let keyboard = keyboardFrame else { return }
    let window = world.windowBounds
    // `rootConfiguration.beginSafeAreaInsets.bottom` and the root view's bottom layout margin:
    // the root view's own bottom safe area, none when it ends above a tab bar.
    let safeBottom = Self.rootViewSafeBottom(in: world)
    let isScrollableTextView = world.fields[field].kind == .multiline
    let fieldFrame = world.fieldFrame(field)
    let rectInWindow = world.convert(fieldFrame, from: .contentView, to: .window)

    var kbFrame = keyboard
    kbFrame.origin.y -= keyboardDistance + safeBottom
    kbFrame.size.height += keyboardDistance + safeBottom
    let kbHeight = kbFrame.intersection(window)?.height ?? 0

    // The navigation bar's bottom, or the status bar (the root view's top margin is the same
    // safe area).
    let topLayoutGuide = world.chromeGeometry.navigationBar?.maxY ?? world.statusBarHeight
    let bottomLayoutGuide = isScrollableTextView ? 0 : safeBottom

    let visibleHeight = window.height - kbHeight
    let topMovement = rectInWindow.minY - topLayoutGuide
    let bottomMovement = rectInWindow.maxY - visibleHeight + bottomLayoutGuide
    var moveUp = Double(Int(min(topMovement, bottomMovement)))

    if lastScrollView == nil {
      lastScrollView = (world.contentInset, world.scrollIndicatorInsets, world.contentOffset)
    }

    let offset = world.contentOffset
    let isContinue: Bool
    if moveUp > 0 {
      isContinue = moveUp > (-offset.y - world.contentInset.top)
    } else {
      isContinue = rectInWindow.minY < topLayoutGuide
      if isContinue { moveUp = min(0, rectInWindow.minY - topLayoutGuide) }
    }
    if isContinue {
      let minimumMovement = min(offset.y, -moveUp)
      var suggestedOffsetY = offset.y - minimumMovement
      suggestedOffsetY = min(suggestedOffsetY, fieldFrame.minY)
      if isScrollableTextView, suggestedOffsetY >= 0 {
        let expectedFixDistance = rectInWindow.minY - topLayoutGuide
        suggestedOffsetY = min(suggestedOffsetY, offset.y + expectedFixDistance)
        moveUp = 0
      } else {
        moveUp -= suggestedOffsetY - offset.y
      }
      if suggestedOffsetY != offset.y {
        world.animate(keyboardTiming) { $0.contentOffset = Point(x: offset.x, y: suggestedOffsetY) }
      }
    } else {
      moveUp = 0
    }

    // Updating contentInset: less the scroll view's own bottom safe area
    // (`lastScrollView.safeAreaInsets.bottom`), none for one that ends above a tab bar.
    if let saved = lastScrollView {
      let scrollRect = world.convert(world.scrollViewFrame, from: .rootView, to: .window)
      let scrollSafeBottom = world.scrollViewSafeAreaInsets.bottom
      var bottomInset = kbHeight - (window.height - scrollRect.maxY)
      var indicatorInset = bottomInset - (keyboardDistance + safeBottom)
      bottomInset = max(saved.inset.bottom, bottomInset) - scrollSafeBottom
      indicatorInset = max(saved.indicator.bottom, indicatorInset) - scrollSafeBottom
      if world.contentInset.bottom != bottomInset {
        world.animate(keyboardTiming) {
          $0.contentInset.bottom = bottomInset
          $0.scrollIndicatorInsets.bottom = indicatorInset
        }
      }
    }

    // The rest moves the root view.
    var rootOriginY = world.rootTransform.ty
    if moveUp >= 0 {
      rootOriginY = max(rootOriginY - moveUp, min(0, -keyboard.height))
    } else {
      let disturbDistance = rootOriginY - (rootBeginOrigin ?? 0)
      guard disturbDistance <= 0 else { return }
      rootOriginY -= max(moveUp, disturbDistance)
    }
    if rootOriginY != world.rootTransform.ty {
      world.animate(keyboardTiming) { $0.rootTransform = Translation(tx: 0, ty: rootOriginY) }
    }
  }

  /// `restorePosition()`.
  private mutating func restorePosition(in world: inout World) {
    let begin = rootBeginOrigin ?? 0
    let saved = lastScrollView
    let hasField = textField != nil
    world.animate(keyboardTiming) { world in
      if world.rootTransform.ty != begin { world.rootTransform = Translation(tx: 0, ty: begin) }
      guard hasField, let saved else { return }
      world.contentInset = saved.inset
      world.scrollIndicatorInsets = saved.indicator
      // "This is temporary solution": pull the offset back if it is past the content's end.
      let height = max(world.contentSize.height, world.scrollViewFrame.height)
      let minimumY = height - world.scrollViewFrame.height
      if minimumY < world.contentOffset.y {
        world.contentOffset = Point(x: world.contentOffset.x, y: minimumY)
      }
    }
  }
}

extension IQKeyboardManagerStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info,
    make: { options in
      IQKeyboardManagerStrategy(
        keyboardDistance: options.margin ?? defaultKeyboardDistance,
        enableAutoToolbar: options.autoToolbar)
    }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "adjustPosition: the field is already \(figures.points(10)) pt (keyboardDistance) above the keyboard; only the bottom inset grows, to keyboard + distance."
    case .lowField:
      return
        "moveUp = field bottom − (window − keyboard − \(figures.points(10))), truncated: the scroll view takes it all, in the keyboard's animation."
    case .next:
      return
        "A new text field is a change event: adjustPosition again, from the offset it already set."
    case .type:
      return "Typing into a field kept keyboardDistance above the keyboard."
    case .rotate:
      return
        "The new keyboard frame re-runs adjustPosition with the landscape window; the move is capped by the field's own top."
    case .rotateBack:
      return "Back to portrait: adjustPosition once more; the inset follows the taller keyboard."
    case .dismiss:
      return
        "restorePosition: insets back, but restoreContentOffset is false — the form stays scrolled."
    }
  }
}
