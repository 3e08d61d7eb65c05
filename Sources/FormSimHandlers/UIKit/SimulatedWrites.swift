/// The names under which a statement changes what FormSim simulates, for a front end that must
/// decide whether a statement it could not read may run as opaque code: one that writes a
/// figure or calls what moves one may not, since leaving it out would change the figures
/// without a word.
public enum SimulatedWrites {
  /// Every spelling of the figures FormSim simulates (`contentInset`, `constant`, `frame`).
  public static let figures: Set<String> = UIKitSurface.figures
  /// Every spelling of the calls that move a figure (`setContentOffset`, `layoutIfNeeded`).
  public static let movingCalls: Set<String> = UIKitSurface.movingCalls
  /// The members of the geometry values (`origin`, `height`, `bottom`): a write through one
  /// changes the value that holds it.
  public static let valueMembers: Set<String> = Set(GeometryMember.allCases.map(\.rawValue))
  /// Every spelling of the members that are, or may be, nil on the simulated screen
  /// (`parent`, `navigationController`): what is read through one may be read from nil.
  public static let absent: Set<String> = UIKitSurface.names {
    $0.roles.contains(.absent) || $0.roles.contains(.optional)
  }

  /// The UIKit class a member of one says its object is (`NSLayoutConstraint` for
  /// `constant`, `UIScrollView` for `contentInset`), if it says one.
  public static func objectType(implied member: String) -> String? {
    UIKitSurface.typeByMember[member]
  }
}
