/// The six strategies by name: what the CLI lists and builds.
public enum StrategyCatalog {
  public static let all: [StrategyInfo] = [
    NoneStrategy.info, ContentHeightStrategy.info, ContentInsetStrategy.info,
    ViewTransformStrategy.info, ScrollOffsetStrategy.info, ReferenceStrategy.info,
  ]

  public static var names: [String] { all.map(\.name) }

  public static func info(named name: String) -> StrategyInfo? {
    all.first { $0.name == name }
  }

  /// A fresh strategy (no remembered state), or `nil` for an unknown name.
  public static func make(_ name: String, margin: Double = 10) -> (any KeyboardAvoidanceStrategy)? {
    switch name {
    case NoneStrategy.info.name: NoneStrategy()
    case ContentHeightStrategy.info.name: ContentHeightStrategy()
    case ContentInsetStrategy.info.name: ContentInsetStrategy()
    case ViewTransformStrategy.info.name: ViewTransformStrategy()
    case ScrollOffsetStrategy.info.name: ScrollOffsetStrategy()
    case ReferenceStrategy.info.name: ReferenceStrategy(margin: margin)
    default: nil
    }
  }
}
