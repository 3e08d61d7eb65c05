/// A simulated UIKit type: its members, each one entry (`UIKitMember`), and the type it inherits
/// from. The evaluator finds a member by any of its names in one lookup of a table built once,
/// the inherited members included.
final class UIKitType: Sendable {
  /// The name the documentation gives it (`UIScrollView`, `UITextField and UITextView`).
  let name: String
  /// The `@interface`s of `FormSimUIKit.h` it stands for (`UIView`, `UIResponder`), whose
  /// members it must hold; a category is `UIView (UIViewAnimation)`.
  let objectiveCClasses: [String]
  /// What `docs/handlers.md` says of it under its name, a sentence.
  let summary: String
  /// Its own members, in the order the documentation lists them.
  let members: [UIKitMember]
  /// The type it inherits members from (`UIScrollView` from `UIView`).
  let parent: UIKitType?
  /// Its own members and those it inherits, by every name; its own win.
  let byName: NameTable<UIKitMember>
  /// Whether a method it does not list is refused rather than opaque: an object the handler
  /// made itself, whose every use FormSim must follow.
  let refusesOtherCalls: Bool

  init(
    _ name: String, objectiveC: [String], summary: String, inherits parent: UIKitType? = nil,
    refusesOtherCalls: Bool = false, members: [UIKitMember]
  ) {
    self.refusesOtherCalls = refusesOtherCalls
    self.name = name
    self.objectiveCClasses = objectiveC
    self.summary = summary
    self.members = members
    self.parent = parent
    var table = parent?.byName ?? NameTable()
    for member in members {
      for name in member.names { table[name] = member }
    }
    self.byName = table
  }

  /// Its own members and those it inherits.
  var allMembers: [UIKitMember] { members + (parent?.allMembers ?? []) }

  /// The member a handler names `name`, own or inherited.
  func member(_ name: String) -> UIKitMember? { byName[name] }
}
