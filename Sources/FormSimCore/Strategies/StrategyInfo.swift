/// How a strategy presents itself: its fixed name, where it comes from, what it does.
public struct StrategyInfo: Sendable, Hashable {
  /// The fixed name used on the command line, in JSON and in screenshots.
  public let name: String
  /// Seeds, libraries, platforms or reference.
  public let group: StrategyGroup
  /// `article` for a strategy that follows a published article (cited by `article`), the
  /// library's repository, path and version, or "—" / "FormSim".
  public let source: String
  /// The published article the strategy follows, `nil` for FormSim's own and `none`.
  public let article: SourceArticle?
  /// One line for the panel and `formsim strategies`.
  public let summary: String
  /// The defaults the source ships with (`keyboardDistance 10`, `scrollPadding 20`, …); the
  /// first one is what `--margin` sets, when the strategy has a distance at all.
  public let defaults: [String]
  /// The source's mistakes that the simulation keeps on purpose.
  public let quirks: [String]

  public init(
    name: String, group: StrategyGroup = .seeds, source: String, article: SourceArticle? = nil,
    summary: String, defaults: [String] = [], quirks: [String]
  ) {
    self.name = name
    self.group = group
    self.source = source
    self.article = article
    self.summary = summary
    self.defaults = defaults
    self.quirks = quirks
  }

  /// Where the strategy comes from, for a reader: the article's citation, or "FormSim" / "—".
  public var citation: String { article?.citation ?? source }
}
