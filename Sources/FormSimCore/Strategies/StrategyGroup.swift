/// Where a strategy comes from, for `formsim strategies` and the catalogue's order.
public enum StrategyGroup: String, Sendable, Hashable, CaseIterable {
  /// The four source articles.
  case seeds
  /// Libraries people add to their apps: IQKeyboardManager, TPKeyboardAvoiding, React Native's
  /// components.
  case libraries
  /// What a platform or UI framework does by itself: UIKit's layout guide, SwiftUI, Flutter,
  /// Android.
  case platforms
  /// The do-nothing baseline and FormSim's own reference.
  case reference
  /// The user's own code: a handler file given with `--handler`, interpreted.
  case handlers

  /// The heading `formsim strategies` prints.
  public var title: String {
    switch self {
    case .seeds: "Seeds (the source articles)"
    case .libraries: "Libraries"
    case .platforms: "Platforms and frameworks"
    case .reference: "Reference and baseline"
    case .handlers: "Your handlers (--handler)"
    }
  }
}
