/// Which iOS generation's keyboard behaviour to reproduce.
///
/// The seeds were written against older systems, and part of what they get wrong only shows on
/// one era or another: how a focus change is announced, and in which coordinate space keyboard
/// frames and the application frame are given.
public enum IOSEra: String, Sendable, Hashable, CaseIterable {
  /// iOS 8 and later: every focus change re-posts will/did-show with begin == end, and frames are
  /// in the window's (interface-oriented) coordinates.
  case modern
  /// iOS 6–7: a focus change posts nothing; frames are in the portrait screen's coordinates, so a
  /// landscape keyboard is tall and narrow.
  case ios7
  /// iPhone OS 3: a focus change posts will-hide and then will-show; frames as in `ios7`.
  case legacy

  /// Whether frames are fixed to the portrait screen rather than the rotated window.
  public var usesPortraitScreenCoordinates: Bool { self != .modern }

  /// Whether `keyboardWillChangeFrame` / `keyboardDidChangeFrame` exist: Apple's reference gives
  /// both as "Available in iOS 5.0 and later", so iPhone OS 3 never posted them.
  public var postsFrameChangeNotifications: Bool { self != .legacy }
}
