/// How a strategy presents itself: its fixed name, where it comes from, what it does.
public struct StrategyInfo: Sendable, Hashable {
  /// The fixed name used on the command line, in JSON and in screenshots.
  public let name: String
  /// The source article's file in `seeds/`, or "—" / "FormSim".
  public let source: String
  /// The published article the strategy follows, `nil` for FormSim's own and `none`.
  public let article: SourceArticle?
  /// One line for the HUD and `formsim strategies`.
  public let summary: String
  /// The source's mistakes that the simulation keeps on purpose.
  public let quirks: [String]

  public init(
    name: String, source: String, article: SourceArticle? = nil, summary: String,
    quirks: [String]
  ) {
    self.name = name
    self.source = source
    self.article = article
    self.summary = summary
    self.quirks = quirks
  }

  /// Where the strategy comes from, for a reader: the article's citation, or "FormSim" / "—".
  public var citation: String { article?.citation ?? source }
}
