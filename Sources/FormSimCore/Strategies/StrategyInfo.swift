/// How a strategy presents itself: its fixed name, where it comes from, what it does.
public struct StrategyInfo: Sendable, Hashable {
  /// The fixed name used on the command line, in JSON and in screenshots.
  public let name: String
  /// The source article's file in `seeds/`, or "—" / "FormSim".
  public let source: String
  /// One line for the HUD and `formsim strategies`.
  public let summary: String
  /// The source's mistakes that the simulation keeps on purpose.
  public let quirks: [String]

  public init(name: String, source: String, summary: String, quirks: [String]) {
    self.name = name
    self.source = source
    self.summary = summary
    self.quirks = quirks
  }
}
