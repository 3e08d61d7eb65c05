/// The strategies by name: what the CLI lists and builds.
///
/// The order runs from the baseline through the seeds, the libraries and the platforms to the
/// reference, so cycling through it (F2) wraps from `reference` to `none`; `formsim strategies`
/// groups them by `StrategyInfo.group`.
public enum StrategyCatalog {
  public static let all: [StrategyInfo] = [
    NoneStrategy.info, ContentHeightStrategy.info, ContentInsetStrategy.info,
    ViewTransformStrategy.info, ScrollOffsetStrategy.info,
    IQKeyboardManagerStrategy.info, TPKeyboardAvoidingStrategy.info,
    ReactNativeKeyboardAvoidingViewStrategy.paddingInfo,
    ReactNativeKeyboardAvoidingViewStrategy.heightInfo,
    ReactNativeKeyboardAvoidingViewStrategy.positionInfo,
    KeyboardAwareScrollViewStrategy.info,
    KeyboardLayoutGuideStrategy.info, SwiftUIStrategy.info, FlutterStrategy.info,
    AndroidAdjustResizeStrategy.info, AndroidAdjustPanStrategy.info,
    ReferenceStrategy.info,
  ]

  public static var names: [String] { all.map(\.name) }

  /// The seeds between the baseline and the reference, the six the command line calls `seeds`:
  /// what `compare` shows when no strategy is named.
  public static var compareDefault: [String] {
    all.filter { $0.group == .seeds || $0.group == .reference }.map(\.name)
  }

  public static func info(named name: String) -> StrategyInfo? {
    all.first { $0.name == name }
  }

  /// The strategies of `group`, in catalogue order.
  public static func members(of group: StrategyGroup) -> [StrategyInfo] {
    all.filter { $0.group == group }
  }

  /// A fresh strategy (no remembered state), or `nil` for an unknown name.
  ///
  /// `margin` sets the strategy's own distance parameter — the reference's margin,
  /// IQKeyboardManager's `keyboardDistance`, React Native's `keyboardVerticalOffset`, Flutter's
  /// `scrollPadding`, … — and `nil` keeps each one's own default. Strategies without such a
  /// parameter ignore it.
  public static func make(_ name: String, margin: Double? = nil) -> (any KeyboardAvoidanceStrategy)?
  {
    switch name {
    case NoneStrategy.info.name: NoneStrategy()
    case ContentHeightStrategy.info.name: ContentHeightStrategy()
    case ContentInsetStrategy.info.name: ContentInsetStrategy()
    case ViewTransformStrategy.info.name: ViewTransformStrategy()
    case ScrollOffsetStrategy.info.name: ScrollOffsetStrategy()
    case ReferenceStrategy.info.name:
      ReferenceStrategy(margin: margin ?? ReferenceStrategy.defaultMargin)
    case IQKeyboardManagerStrategy.info.name:
      IQKeyboardManagerStrategy(
        keyboardDistance: margin ?? IQKeyboardManagerStrategy.defaultKeyboardDistance)
    case TPKeyboardAvoidingStrategy.info.name:
      TPKeyboardAvoidingStrategy(
        minimumPadding: margin ?? TPKeyboardAvoidingStrategy.defaultMinimumPadding)
    case ReactNativeKeyboardAvoidingViewStrategy.paddingInfo.name:
      ReactNativeKeyboardAvoidingViewStrategy(
        behavior: .padding, keyboardVerticalOffset: margin ?? 0)
    case ReactNativeKeyboardAvoidingViewStrategy.heightInfo.name:
      ReactNativeKeyboardAvoidingViewStrategy(
        behavior: .height, keyboardVerticalOffset: margin ?? 0)
    case ReactNativeKeyboardAvoidingViewStrategy.positionInfo.name:
      ReactNativeKeyboardAvoidingViewStrategy(
        behavior: .position, keyboardVerticalOffset: margin ?? 0)
    case KeyboardAwareScrollViewStrategy.info.name:
      KeyboardAwareScrollViewStrategy(bottomOffset: margin ?? 0)
    case KeyboardLayoutGuideStrategy.info.name: KeyboardLayoutGuideStrategy(constant: margin ?? 0)
    case SwiftUIStrategy.info.name: SwiftUIStrategy(padding: margin ?? 0)
    case FlutterStrategy.info.name:
      FlutterStrategy(scrollPadding: margin ?? FlutterStrategy.defaultScrollPadding)
    case AndroidAdjustResizeStrategy.info.name: AndroidAdjustResizeStrategy()
    case AndroidAdjustPanStrategy.info.name: AndroidAdjustPanStrategy()
    default: nil
    }
  }
}
