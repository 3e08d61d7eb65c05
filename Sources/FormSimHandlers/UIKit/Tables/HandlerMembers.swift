/// The members of UIKit's types that one handler's code names, copied out of the shared tables
/// (`UIKitTables`) when the file is compiled.
///
/// Every thread of `check` compiles a handler of its own (`HandlerStrategy.unshared`); reading
/// the shared tables at every member would have each thread take and drop references to the
/// same table objects, whose counts then bounce between the cores. These copies hold only the
/// entries' functions, in tables no other thread reads. A class, so that reading it out of the
/// compiled handler takes one reference rather than one per table.
final class HandlerMembers: Sendable {
  /// What the evaluator runs for one member. A class: a lookup hands out one reference, where
  /// a structure of five closures was five references to take and drop.
  final class Entry: Sendable {
    let read: UIKitMember.Read?
    let write: UIKitMember.Write?
    let call: UIKitMember.Call?
    let classRead: UIKitMember.ClassRead?
    let classCall: UIKitMember.ClassCall?
    let valueRead: UIKitMember.ValueRead?
    let valueCall: UIKitMember.ValueCall?

    init(_ member: UIKitMember) {
      read = member.read
      write = member.write
      call = member.call
      classRead = member.classRead
      classCall = member.classCall
      valueRead = member.valueRead
      valueCall = member.valueCall
    }
  }

  /// Each member name the handler uses, by its row in `entries`; -1 for one no type has.
  private let rows: NameTable<Int>
  /// Row by row, each type's entry for the row's name, by the type's place in
  /// `UIKitTables.all`: one flat list, so that a lookup copies no table out of another.
  private let entries: [Entry?]
  /// The type names with class members (`UIView`, `UIScreen`), each with its type's place.
  private let classes: NameTable<Int>
  private let typeCount = UIKitTables.all.count
  /// The places of the types whose members a value, not an object, answers.
  private let notificationIndex = UIKitTables.all.firstIndex { $0 === UIKitType.notification }
  private let userInfoIndex = UIKitTables.all.firstIndex { $0 === UIKitType.userInfo }

  /// The entries of every type for each of `names`, the member names a program uses.
  init(names: Set<String>) {
    var rows = NameTable<Int>()
    var entries: [Entry?] = []
    for name in names.sorted() {
      let row = UIKitTables.all.map { type in type.member(name).map(Entry.init) }
      // A name no type has keeps no row, but is known: the shared tables need not be asked.
      guard row.contains(where: { $0 != nil }) else {
        rows[name] = -1
        continue
      }
      rows[name] = entries.count / typeCount
      entries += row
    }
    self.rows = rows
    self.entries = entries
    var classes = NameTable<Int>()
    for (name, type) in UIKitTables.classNames {
      if let index = UIKitTables.all.firstIndex(where: { $0 === type }) { classes[name] = index }
    }
    self.classes = classes
  }

  /// The member `name` of `object`'s type.
  func member(_ name: String, of object: UIKitObject) -> Entry? {
    entry(name, typeIndex: UIKitTables.index(of: object))
  }

  /// The class member `name` of the type a handler calls `type` (`UIView.animate`).
  func member(_ name: String, ofTypeNamed type: String) -> Entry? {
    entry(name, typeIndex: classes[type])
  }

  /// The member `name` of a notification, and of its user info.
  func notificationMember(_ name: String) -> Entry? {
    entry(name, typeIndex: notificationIndex)
  }

  func userInfoMember(_ name: String) -> Entry? {
    entry(name, typeIndex: userInfoIndex)
  }

  /// The member `name` of the type at `typeIndex` in `UIKitTables.all`, in one hash of the
  /// name: this copy's entry when the code names it (nil when the type has none); for a name
  /// the code does not use (one made at run time, `setY` for `view.y = …`), the shared table's.
  private func entry(_ name: String, typeIndex: Int?) -> Entry? {
    guard let typeIndex else { return nil }
    guard let row = rows[name] else {
      return UIKitTables.all[typeIndex].member(name).map(Entry.init)
    }
    return row >= 0 ? entries[row * typeCount + typeIndex] : nil
  }
}
