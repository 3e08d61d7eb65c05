extension HandlerProgram.Diagnostic {
  /// The warning listing the members of UIKit's classes a file uses that FormSim's UIKit does
  /// not declare (`UIView.y`, `UIScrollView.setZoomScale:animated:`), which run as opaque code.
  /// Its words are made here and read back by `opaqueMembers`, so that another file of the
  /// handler that declares one of them (a category's `y`) can take it off the list.
  public static func opaqueMembers(_ members: [String], at location: SourceLocation) -> Self {
    Self(.warning, at: location, opaqueMembersText + members.joined(separator: ", "))
  }

  /// The members the warning lists, `Class.member` each; nil for any other diagnostic.
  public var opaqueMembers: [String]? {
    guard severity == .warning, message.hasPrefix(Self.opaqueMembersText) else { return nil }
    return message.dropFirst(Self.opaqueMembersText.count).split(separator: ", ").map(String.init)
  }

  private static let opaqueMembersText =
    "the file uses members FormSim's UIKit does not declare (UIKit's own, or a library's"
    + " category on it), read as opaque: "
}

extension HandlerProgram {
  /// Whether a category or extension of a view in the program declares `member`
  /// (`UIView.y`: a method `y` or `setY` of a category of `UIView`, or of that class itself).
  func declaresViewMember(_ member: String) -> Bool {
    guard let dot = member.firstIndex(of: ".") else { return false }
    let className = member[..<dot]
    // A selector's base name: `setZoomScale:animated:` is the method `setZoomScale`.
    let name = member[member.index(after: dot)...].prefix { $0 != ":" }
    guard let first = name.first else { return false }
    let setter = "set" + first.uppercased() + name.dropFirst()
    return methods.contains { method in
      method.onView && (method.viewClass == "UIView" || method.viewClass == String(className))
        && (method.name == name || method.name == setter)
    }
  }
}
