import FormSimCore

/// One member of a simulated UIKit type, declared once: how Swift and Objective-C spell it, what
/// it holds, and what reading, writing or calling it does to the world. The evaluator, the check
/// before the run, `docs/handlers.md` and the test against `FormSimUIKit.h` all read this entry.
/// A class, so that finding one on the hot path of member reads copies a reference.
final class UIKitMember: Sendable {
  /// Reads the member of `object`; nil where this object has no such value after all (a text
  /// field's `textContainerInset`), so that the evaluator goes on as for an unknown member.
  typealias Read =
    @Sendable (Evaluator, UIKitObject, SourceLocation) throws(Interruption) -> Value?
  /// Writes the member of `object`.
  typealias Write =
    @Sendable (Evaluator, UIKitObject, Value, SourceLocation) throws(Interruption) -> Void
  /// Calls the method on `object`; nil where the arguments are not ones it simulates.
  typealias Call =
    @Sendable (Evaluator, UIKitObject, Arguments, SourceLocation) throws(Interruption) -> Value?
  /// Reads the member of a value that is no object (a notification); nil where it has none.
  typealias ValueRead = @Sendable (Value) -> Value?
  /// Calls the method on a value that is no object (`userInfo.object(forKey:)`).
  typealias ValueCall =
    @Sendable (Evaluator, Value, Arguments, SourceLocation) throws(Interruption) -> Value?
  /// Reads a class property (`UIScreen.main`): the same whatever the world, so that it can be
  /// worked out before the run.
  typealias ClassRead = @Sendable () -> Value
  /// Calls a class method (`UIView.animate(withDuration:animations:)`).
  typealias ClassCall =
    @Sendable (Evaluator, Arguments, SourceLocation) throws(Interruption) -> Value?

  /// What the check before the run makes of the member.
  struct Roles: OptionSet, Sendable {
    let rawValue: Int
    /// A figure FormSim simulates: a value written there must be known.
    static let figure = Roles(rawValue: 1 << 0)
    /// A call that moves what FormSim simulates: an outlet called with it must be bound.
    static let moves = Roles(rawValue: 1 << 1)
    /// Nil on the simulated screen: an Objective-C read through it is a message to nil, zero
    /// at the end.
    static let absent = Roles(rawValue: 1 << 2)
    /// Nil unless the layout gives the screen one (a navigation or tab bar controller): read
    /// through as `absent` is, since it may be nil.
    static let optional = Roles(rawValue: 1 << 3)
  }

  /// Swift's spellings across versions, the current one first (`isScrollEnabled`, then Swift
  /// 2's `scrollEnabled`).
  let swift: [String]
  /// Objective-C's property names and selectors, as `FormSimUIKit.h` declares them
  /// (`scrollEnabled`, `setContentOffset:animated:`); empty for a Swift-only member.
  let objectiveC: [String]
  /// The type it holds or returns, in Swift's spelling.
  let type: String
  let roles: Roles
  /// The type an undeclared name is taken for when this member is used on it
  /// (`scrollView.contentInset` makes `scrollView` a `UIScrollView`).
  let implies: String?
  /// Why the check skips a statement that writes or calls it, with a warning; nil where it runs.
  let skipped: String?
  let read: Read?
  let write: Write?
  let call: Call?
  let classRead: ClassRead?
  let classCall: ClassCall?
  let valueRead: ValueRead?
  let valueCall: ValueCall?
  /// What the documentation adds: where FormSim refuses a write or simulates part of it.
  let note: String?

  init(
    _ swift: [String], objectiveC: [String] = [], type: String, roles: Roles = [],
    implies: String? = nil, skipped: String? = nil, read: Read? = nil, write: Write? = nil,
    call: Call? = nil, classRead: ClassRead? = nil, classCall: ClassCall? = nil,
    valueRead: ValueRead? = nil, valueCall: ValueCall? = nil, note: String? = nil
  ) {
    self.valueRead = valueRead
    self.valueCall = valueCall
    self.note = note
    self.swift = swift
    self.objectiveC = objectiveC
    self.type = type
    self.roles = roles
    self.implies = implies
    self.skipped = skipped
    self.read = read
    self.write = write
    self.call = call
    self.classRead = classRead
    self.classCall = classCall
  }

  /// Whether a statement may write it.
  var isWritable: Bool { write != nil }

  /// Whether the evaluator does something with it (reads, writes or calls it).
  var isSimulated: Bool {
    read != nil || write != nil || call != nil || classRead != nil || classCall != nil
      || valueRead != nil || valueCall != nil
  }

  /// The names a handler may use for it: Swift's spellings, then the first piece of each
  /// Objective-C selector (`convertRect` of `convertRect:toView:`), as the front end lowers a
  /// message.
  var names: [String] {
    var names = swift
    for selector in objectiveC {
      let base = String(selector.prefix { $0 != ":" })
      if !names.contains(base) { names.append(base) }
    }
    return names
  }
}
