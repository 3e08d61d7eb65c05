import Synchronization

/// The strategies by name: what the CLI lists and builds.
///
/// The order runs from the baseline through the seeds, the libraries and the platforms to the
/// reference, so cycling through it (F2) wraps from `reference` to `none`; `formsim strategies`
/// groups them by `StrategyInfo.group`.
public enum StrategyCatalog {
  /// Every strategy, one line each: its file declares the entry (info, factory, captions).
  public static let entries: [StrategyEntry] = [
    NoneStrategy.entry,
    ContentHeightStrategy.entry,
    ContentInsetStrategy.entry,
    ViewTransformStrategy.entry,
    ScrollOffsetStrategy.entry,
    IQKeyboardManagerStrategy.entry,
    TPKeyboardAvoidingStrategy.entry,
    ReactNativeKeyboardAvoidingViewStrategy.paddingEntry,
    ReactNativeKeyboardAvoidingViewStrategy.heightEntry,
    ReactNativeKeyboardAvoidingViewStrategy.positionEntry,
    KeyboardAwareScrollViewStrategy.entry,
    KeyboardLayoutGuideStrategy.entry,
    SwiftUIStrategy.entry,
    FlutterStrategy.entry,
    AndroidAdjustResizeStrategy.entry,
    AndroidAdjustPanStrategy.entry,
    ReferenceStrategy.entry,
  ]

  /// The built-in strategies: what `all` stands for on the command line.
  public static let all: [StrategyInfo] = entries.map(\.info)

  public static var names: [String] { all.map(\.name) }

  /// Strategies made at run time: a handler file interpreted as a strategy.
  private static let registered = Mutex<[StrategyEntry]>([])

  /// Adds `entry` to the catalogue under its name, replacing one registered before under the
  /// same name; a built-in name cannot be taken.
  public static func register(_ entry: StrategyEntry) {
    precondition(
      !entries.contains { $0.info.name == entry.info.name },
      "'\(entry.info.name)' is a built-in strategy")
    registered.withLock { list in
      list.removeAll { $0.info.name == entry.info.name }
      list.append(entry)
    }
  }

  /// The seeds between the baseline and the reference, the six the command line calls `seeds`:
  /// what `compare` shows when no strategy is named.
  public static var compareDefault: [String] {
    all.filter { $0.group == .seeds || $0.group == .reference }.map(\.name)
  }

  public static func entry(named name: String) -> StrategyEntry? {
    entries.first { $0.info.name == name }
      ?? registered.withLock { list in list.first { $0.info.name == name } }
  }

  public static func info(named name: String) -> StrategyInfo? {
    entry(named: name)?.info
  }

  /// The strategies of `group`, in catalogue order.
  public static func members(of group: StrategyGroup) -> [StrategyInfo] {
    all.filter { $0.group == group }
  }

  /// A fresh strategy (no remembered state), or `nil` for an unknown name.
  ///
  /// `options.margin` sets the strategy's own distance parameter — the reference's margin,
  /// IQKeyboardManager's `keyboardDistance`, React Native's `keyboardVerticalOffset`, Flutter's
  /// `scrollPadding`, … — and `nil` keeps each one's own default; `options.autoToolbar` is
  /// IQKeyboardManager's `enableAutoToolbar`. Strategies without such a parameter ignore it.
  public static func make(
    _ name: String, options: StrategyOptions = StrategyOptions()
  ) -> (any KeyboardAvoidanceStrategy)? {
    entry(named: name)?.make(options)
  }
}
