/// What the form's scroll view is, and who owns it (layout key `container`).
///
/// A `UITableView` is a scroll view whose fields sit in cells. A `UITableViewController` owns its
/// table as its view, and UIKit's own keyboard handling for that controller runs whatever the app
/// does: it insets the table by the keyboard's overlap and scrolls the first responder's cell into
/// view (`Simulator+TableViewController.swift`, docs/uikit-behaviour.md, "Table-view
/// controllers"). IQKeyboardManager disables itself there by default.
public enum ScrollContainer: String, Sendable, Hashable, CaseIterable {
  /// A `UIScrollView` in a plain view controller: the seeds' form.
  case scrollView
  /// A `UITableView` in a plain view controller: UIKit adds nothing of its own for the keyboard
  /// beyond what every scroll view does.
  case tableView
  /// A `UITableViewController`'s table.
  case tableViewController

  /// Whether the fields sit in table-view cells (layout key `cell`).
  public var isTable: Bool { self != .scrollView }
}
