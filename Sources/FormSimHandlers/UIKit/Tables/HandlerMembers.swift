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

  /// Each member name the handler uses, by its row in `entries`.
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

  /// What the tables say of a member of one type.
  enum Lookup {
    case found(Entry)
    /// The handler's code names it, and the type has no such member.
    case absent
    /// A name the code does not use (one made at run time, `setY` for `view.y = …`): only the
    /// shared tables know.
    case unknownName
  }

  /// The member `name` of `object`'s type.
  func member(_ name: String, of object: UIKitObject) -> Lookup {
    guard let index = UIKitTables.index(of: object) else { return .absent }
    return lookup(name, typeIndex: index)
  }

  /// The class member `name` of the type a handler calls `type` (`UIView.animate`).
  func member(_ name: String, ofTypeNamed type: String) -> Lookup {
    guard let index = classes[type] else { return .absent }
    return lookup(name, typeIndex: index)
  }

  /// How a notification reads the member `name`, and how its user info calls one.
  func notificationRead(_ name: String) -> UIKitMember.ValueRead? {
    switch notificationIndex.map({ lookup(name, typeIndex: $0) }) ?? .absent {
    case .found(let entry): entry.valueRead
    case .absent: nil
    case .unknownName: UIKitType.notification.member(name)?.valueRead
    }
  }

  func userInfoCall(_ name: String) -> UIKitMember.ValueCall? {
    switch userInfoIndex.map({ lookup(name, typeIndex: $0) }) ?? .absent {
    case .found(let entry): entry.valueCall
    case .absent: nil
    case .unknownName: UIKitType.userInfo.member(name)?.valueCall
    }
  }

  /// One hash of the name answers all three cases.
  private func lookup(_ name: String, typeIndex: Int) -> Lookup {
    guard let row = rows[name] else { return .unknownName }
    guard row >= 0, let entry = entries[row * typeCount + typeIndex] else { return .absent }
    return .found(entry)
  }
}

extension Evaluator {
  /// The member `name` of `object`'s type: from the handler's own copy, else, for a name its
  /// code does not use, from the shared tables.
  func uikitMember(_ name: String, of object: UIKitObject) -> HandlerMembers.Entry? {
    switch handler.uikitMembers.member(name, of: object) {
    case .found(let entry): entry
    case .absent: nil
    case .unknownName: UIKitTables.type(of: object)?.member(name).map(HandlerMembers.Entry.init)
    }
  }

  /// The class member `name` of the type a handler calls `type` (`UIView.animate`,
  /// `UIScreen.main`), found the same way.
  func uikitClassMember(_ name: String, ofTypeNamed type: String) -> HandlerMembers.Entry? {
    switch handler.uikitMembers.member(name, ofTypeNamed: type) {
    case .found(let entry): entry
    case .absent: nil
    case .unknownName: UIKitTables.type(named: type)?.member(name).map(HandlerMembers.Entry.init)
    }
  }
}
