/// Built-in forms that live in real screens: a navigation controller with a keyboard toolbar, a
/// tab bar controller, an iPad form sheet, a table-view controller.
extension Layout {
  /// The sign-up form pushed on a navigation controller, every field with a Prev / Next / Done
  /// toolbar: the toolbar is where seed 001 hides a low field.
  public static let signUpNavigation = Layout(
    name: "signup-nav",
    fields: [
      .init(label: "Name", placeholder: "Jane Appleseed"),
      .init(label: "Email", placeholder: "you@example.com"),
      .init(label: "Phone", placeholder: "+1 555 0100"),
      .init(label: "Password", placeholder: "8 characters or more", secure: true),
      .init(label: "Confirm password", placeholder: "again", secure: true),
      .init(label: "Invite code", placeholder: "optional"),
      .init(label: "Referral", placeholder: "who sent you"),
    ],
    chrome: Chrome(navigationBar: .standard, inputAccessory: .toolbar))

  /// A settings form in a tab bar controller, with a large title: the tab bar is what seeds that
  /// inset by the raw keyboard height count twice.
  public static let settingsTabs = Layout(
    name: "settings-tabs",
    fields: [
      "Display name", "Email", "Phone", "Street", "City", "Postcode", "Country", "Website",
      "Company", "Job title",
    ].map { .init(label: $0, placeholder: $0.lowercased()) },
    chrome: Chrome(navigationBar: .large, tabBar: true))

  /// A form sheet with a navigation bar: on an iPad the keyboard covers only its bottom part.
  public static let sheet = Layout(
    name: "ipad-sheet",
    fields: [
      "Title", "Location", "Starts", "Ends", "Invitees", "Alert", "URL", "Notes", "Tag", "Room",
      "Budget",
    ].map { .init(label: $0, placeholder: $0.lowercased()) },
    chrome: Chrome(navigationBar: .standard, inputAccessory: .toolbar, presentation: .formSheet))

  /// An account form in a `UITableViewController`: below a 35-pt grouped header, twenty static
  /// cells 44 pt tall, each holding a 31-pt field 16 pt in and 6.5 pt down (content height 915).
  /// UIKit insets and scrolls the table itself, whatever the strategy; IQKeyboardManager stands
  /// aside.
  public static let accountTable = Layout(
    name: "account-table",
    fields: [
      "First name", "Last name", "Email", "Phone", "Street", "City", "Postcode", "Country",
      "Company", "Job title", "Website", "Username", "Password", "Confirm password",
      "Card number", "Expiry", "CVC", "Billing postcode", "Promo code", "Notes",
    ].enumerated().map { row, label in
      let y = 35 + 44 * Double(row)
      return .init(
        label: label, placeholder: label.lowercased(),
        frame: Rect(x: 16, y: y + 6.5, width: 288, height: 31),
        secure: label.hasSuffix("assword"), cell: Rect(x: 0, y: y, width: 320, height: 44))
    }, contentHeight: 915, container: .tableViewController)

  static let chromeBuiltIns: [Layout] = [.signUpNavigation, .settingsTabs, .sheet, .accountTable]

  static let chromeSummaries: [String: String] = [
    "signup-nav": "sign-up form in a navigation controller, Prev/Next/Done toolbar on the keyboard",
    "settings-tabs": "settings form under a large title in a tab bar controller",
    "ipad-sheet": "form sheet (540×620 on an iPad) with a navigation bar and toolbar",
    "account-table": "20 static cells in a UITableViewController, which insets and scrolls itself",
  ]
}
