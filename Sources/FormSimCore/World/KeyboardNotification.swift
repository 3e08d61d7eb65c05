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
      [.keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame].contains(self)
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
}
