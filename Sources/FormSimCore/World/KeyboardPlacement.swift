/// Where an iPad's software keyboard sits: docked at the bottom, undocked or split (lifted off
/// the bottom), or floating (a small keyboard the user can move).
public enum KeyboardPlacement: String, Sendable, Hashable, CaseIterable {
  case docked, undocked, split, floating

  /// Whether UIKit treats the keyboard as shown: will/did show and hide are posted only for a
  /// docked keyboard; undocked, split and floating ones get change-frame notifications alone.
  public var isDocked: Bool { self == .docked }
}
