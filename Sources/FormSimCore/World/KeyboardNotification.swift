/// What a keyboard notification's `userInfo` carries.
///
/// Frames are in the era's screen coordinates (see `IOSEra`): strategies that read them naively
/// inherit exactly the mistakes they would make on a device.
public struct KeyboardNotification: Sendable, Hashable {
  public enum Name: String, Sendable, Hashable {
    case keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide
    /// Posted (iOS 5+) around every show, hide and frame change: the will- one just before
    /// `keyboardWillShow`/`WillHide`, the did- one just before `keyboardDidShow`/`DidHide`.
    case keyboardWillChangeFrame, keyboardDidChangeFrame

    /// Whether UIKit posts it as a keyboard move ends: did-show, did-hide or did-change-frame.
    public var isDid: Bool {
      switch self {
      case .keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame: true
      case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame: false
      }
    }
  }

  public var name: Name
  public var beginFrame: Rect
  public var endFrame: Rect
  public var duration: Double
  public var curve: TimingCurve

  public init(
    name: Name, beginFrame: Rect, endFrame: Rect, duration: Double, curve: TimingCurve
  ) {
    self.name = name
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
  }

  /// The animation that the notification announces.
  public var timing: AnimationTiming { AnimationTiming(duration: duration, curve: curve) }

  /// The animation an observer of this notification runs inside, in `era`.
  ///
  /// Since iOS 7 UIKit posts the will- notifications from inside the keyboard's own animation
  /// block, so a property an observer sets there without an animation of its own (a content
  /// offset, a frame) moves with the keyboard; did- notifications come after it, and an
  /// instant change (a hardware keyboard's) has no animation to join.
  public func enclosingAnimation(in era: IOSEra) -> AnimationTiming? {
    !name.isDid && duration > 0 && era != .legacy ? timing : nil
  }
}
