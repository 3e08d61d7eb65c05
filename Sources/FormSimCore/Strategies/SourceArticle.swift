/// A published article a strategy follows, cited so a reader can find it: its title, the site it
/// appeared on and its address, as far as the saved copy FormSim worked from records them.
///
/// Where a copy lost its title, a description in brackets stands in its place, so a citation
/// never makes one up.
public struct SourceArticle: Sendable, Hashable {
  /// The article's title, or a bracketed description when the copy does not give it.
  public let title: String
  public let site: String?
  public let url: String?

  public init(title: String, site: String? = nil, url: String? = nil) {
    self.title = title
    self.site = site
    self.url = url
  }

  /// `“Title”, site — https://…`, as `formsim strategies` prints it.
  public var citation: String {
    var text = title.hasPrefix("[") ? title : "“\(title)”"
    if let site { text += ", \(site)" }
    if let url { text += " — \(url)" }
    return text
  }

  /// The four articles behind the seed strategies.
  public static let resizingTheScrollView = SourceArticle(
    title: "iOS – Resizing the ScrollView on keyboard appearance", site: "citrusleaf.in",
    url: "https://citrusleaf.in/blog/ios-resizing-the-scrollview-on-keyboard-appearance/")
  public static let keepingContentFromUnderTheKeyboard = SourceArticle(
    title: "[a quick tip on keeping form content from under the keyboard with a UIScrollView]")
  public static let slidingTheView = SourceArticle(
    title: "[a UIView category that slides the view to keep the edited input visible]",
    site: "devedup.com")
  public static let makingTheTextFieldVisible = SourceArticle(
    title: "Making the iOS text field/view visible which is located under keyboard",
    site: "avabodh.com")
}
