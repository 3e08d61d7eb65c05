/// The forms FormSim ships, so that every command works without a layout file.
extension Layout {
  /// A short sign-up form: fits the iPhone 4 in portrait, not in landscape.
  public static let signUp = Layout(
    name: "signup",
    fields: [
      .init(label: "Name", placeholder: "Jane Appleseed"),
      .init(label: "Email", placeholder: "you@example.com"),
      .init(label: "Password", placeholder: "8 characters or more", secure: true),
      .init(label: "Confirm password", placeholder: "again", secure: true),
      .init(label: "Invite code", placeholder: "optional"),
    ])

  /// Twelve text fields on a 620-pt content view (fields at y = 20, 70, 120, …): the form of the
  /// worked examples, and the one the strategy tests reason about.
  public static let twelve = Layout(
    name: "twelve",
    fields: (1...12).map { .init(label: "Field \($0)", placeholder: "value \($0)") },
    contentHeight: 620)

  /// A long form that needs scrolling on every built-in device, the iPad included. Its two
  /// password fields are secure, as an app's would be.
  public static let long = Layout(
    name: "long",
    fields: [
      "First name", "Last name", "Email", "Phone", "Company", "Job title", "Street", "City",
      "Postcode", "Country", "Website", "Username", "Password", "Confirm password", "Referral",
      "Card number", "Expiry", "CVC", "Billing street", "Billing city", "Billing postcode",
      "Billing country", "Coupon", "Nickname",
    ].map { .init(label: $0, placeholder: $0.lowercased(), secure: $0.hasSuffix("assword")) })

  /// A profile form with a multiline "About you" text view low on the screen.
  public static let profile = Layout(
    name: "profile",
    fields: [
      .init(label: "Display name", placeholder: "how others see you"),
      .init(label: "Email", placeholder: "you@example.com"),
      .init(label: "Location", placeholder: "city, country"),
      .init(label: "Website", placeholder: "https://"),
      .init(label: "About you", placeholder: "a few lines about yourself", kind: .multiline),
      .init(label: "Pronouns", placeholder: "optional"),
    ])

  /// Every built-in layout, in the order `formsim layouts` lists them.
  public static let builtIn: [Layout] = [.signUp, .long, .twelve, .profile] + chromeBuiltIns

  /// One-line descriptions for `formsim layouts`.
  public static let builtInSummaries: [String: String] = [
    "signup": "short sign-up form (5 fields): fits an iPhone 4 in portrait, not in landscape",
    "long": "long form (24 fields): needs scrolling on every device",
    "twelve": "twelve fields on a 620-pt content view, as in the worked examples",
    "profile": "profile form with a multiline 'About you' text view",
  ].merging(chromeSummaries) { first, _ in first }

  public static func builtIn(named name: String) -> Layout? {
    builtIn.first { $0.name == name }
  }
}
