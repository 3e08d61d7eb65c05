/// One strategy as the catalogue knows it: how it presents itself, how a fresh one is made,
/// and what its demo tour says at each moment.
///
/// Each strategy's file declares its entry beside its code, so a new strategy is that file
/// and one line in ``StrategyCatalog/entries``.
public struct StrategyEntry: Sendable {
  public let info: StrategyInfo
  private let factory: @Sendable (_ options: StrategyOptions) -> any KeyboardAvoidanceStrategy
  private let captions: @Sendable (DemoMoment, CaptionFigures) -> String

  /// `make` builds a strategy with no remembered state from the command line's `options`
  /// (`--margin`, `nil` for the strategy's own distance; the auto toolbar). `caption` says what
  /// the strategy does at a tour's moment.
  public init(
    info: StrategyInfo,
    make: @escaping @Sendable (_ options: StrategyOptions) -> any KeyboardAvoidanceStrategy,
    caption: @escaping @Sendable (DemoMoment, CaptionFigures) -> String
  ) {
    self.info = info
    self.factory = make
    self.captions = caption
  }

  /// A fresh strategy.
  public func make(_ options: StrategyOptions = StrategyOptions()) -> any KeyboardAvoidanceStrategy
  {
    factory(options)
  }

  /// The tour's caption at `moment`.
  public func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    captions(moment, figures)
  }
}
