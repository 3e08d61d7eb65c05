/// The parts of UIKit's surface known by name before the run: what the check before the run
/// lets through, skips with a warning, or refuses.
enum UIKitSurface {
  /// The view methods a `UIView` extension may call on itself without writing `self.`: those
  /// of `UIView`'s table.
  static let viewMethods: Set<String> = Set(
    UIKitType.view.members.filter { $0.call != nil }.flatMap(\.names))

  /// The members whose figures FormSim simulates: a value written there must be known.
  static let figures: Set<String> = names { $0.roles.contains(.figure) }

  /// The methods that move what FormSim simulates: an outlet called with them must be bound.
  static let movingCalls: Set<String> = names { $0.roles.contains(.moves) }

  /// The members that tell what an undeclared view is (`ImplicitOutlets`), the first that names
  /// a type winning.
  static let typeByMember: [String: String] = {
    var table: [String: String] = [:]
    for type in UIKitTables.all {
      for member in type.members {
        guard let implied = member.implies else { continue }
        for name in member.names { table[name] = implied }
      }
    }
    return table
  }()

  /// Every name of the tables' members that `include` takes.
  static func names(of include: (UIKitMember) -> Bool) -> Set<String> {
    var names: Set<String> = []
    for type in UIKitTables.all {
      for member in type.members where include(member) { names.formUnion(member.names) }
    }
    return names
  }

  /// An outlet's type, or the type its use shows (`.constant` is a constraint's) where the
  /// declared one says no more than a view (a missing header's property is read as opaque).
  static func shownType(_ type: String?, member: String?) -> String? {
    // A text view is a scroll view: one whose insets or frame the code sets is the form's
    // scroller, not a field.
    if type.map(UIKitTypes.bare) == "UITextView", showsAScroller(member) {
      return "UIScrollView"
    }
    if let type, UIKitTypes.needsBinding(type), UIKitTypes.bare(type) != "UIView" {
      return type
    }
    return member.flatMap { typeByMember[$0] } ?? type
  }

  /// Whether moving `member` of a view shows it is a scroller (`contentInset`, `frame`): of an
  /// outlet's uses, the one its binding's hint is read from.
  static func showsAScroller(_ member: String?) -> Bool {
    member == "frame" || member.flatMap({ typeByMember[$0] }) == "UIScrollView"
  }

  /// Members and methods the evaluator simulates, on any receiver: the tables', the geometry
  /// values' (`GeometryMember`) and those of other values (`valueMembers`).
  static let simulated: Set<String> = names { $0.isSimulated }.union(valueMembers)
    .union(GeometryMember.allCases.map(\.rawValue))

  /// The members and methods of values the evaluator simulates that have no table: geometry,
  /// boxed numbers, notification names, collections and numbers' constants.
  static let valueMembers = Set<String>([
    // Geometry values' methods (their properties are `GeometryMember`'s).
    "contains", "intersects", "intersection", "union", "offsetBy", "insetBy", "inset", "divided",
    "translatedBy",
    "scaledBy", "concatenating", "inverted",
    // Boxed values (an `NSNumber`'s are `NumberMember`'s, added below).
    "cgRectValue", "CGRectValue", "cgPointValue", "CGPointValue", "cgSizeValue", "CGSizeValue",
    "uptimeNanoseconds", "getValue",
    // Notification names.
    "Name", "init",
    // Combine's operators on a keyboard publisher (`KeyboardPublisher`).
    "sink", "assign", "receive", "eraseToAnyPublisher", "share", "merge", "store", "dropFirst",
    "removeDuplicates",
    // RxSwift's on one (`rx.notification(_:)`), and what their subscription is kept in.
    "subscribe", "bind", "drive", "emit", "observe", "observeOn", "subscribeOn", "asObservable",
    "asDriver", "asSignal", "takeUntil", "take", "disposed", "debug", "skip",
    "distinctUntilChanged", "withLatestFrom",
    // The event a bare `subscribe { event in … }` is handed: `.next(value)`'s value.
    "element",
    // ReactiveSwift's on one (`reactive.notifications(forName:)`), and its event's (or
    // result's) value.
    "observeValues", "observeResult", "value",
    // ReactiveObjC's on one (`rac_addObserverForName:object:`).
    "subscribeNext", "deliverOnMainThread",
    // Arrays, dictionaries and strings.
    "count", "length", "keys", "values", "allKeys", "allValues", "first", "last", "firstObject",
    "lastObject", "append", "insert", "remove", "removeLast", "removeFirst", "removeAll",
    "removeValue", "updateValue", "forEach", "map", "compactMap", "flatMap", "filter", "reduce",
    "enumerated", "reversed", "containsObject", "objectAtIndex", "addObject", "removeObject",
    "removeAllObjects", "removeObjectForKey", "setObject", "removeObjectAtIndex",
    "enumerateObjectsUsingBlock", "indices",
    // Numbers' and types' constants and rounding, time, and a method value called.
    "zero", "identity", "max", "min", "nan", "infinity", "pi", "greatestFiniteMagnitude", "now",
    "rounded",
    "callAsFunction",
    // A type as a value: `UITextField.self`, `[UITextField class]`.
    "self", "class",
  ]).union(NumberMember.names)

  /// What FormSim does not simulate and nothing it simulates reads: a statement that writes or
  /// calls one of these is skipped with a warning, the reason given. The tables' skipped
  /// members, and those of types without a table (layers, table views, navigation bars).
  static let ignored: [String: String] = {
    var table: [String: String] = [:]
    for type in UIKitTables.all {
      for member in type.members {
        guard let reason = member.skipped else { continue }
        for name in member.swift { table[name] = reason }
      }
    }
    for name in [
      "barTintColor", "cornerRadius", "borderWidth", "borderColor", "shadowOpacity",
      "shadowRadius", "shadowColor", "shadowOffset", "masksToBounds", "image", "setImage",
    ] {
      table[name] = SkipReason.looks
    }
    table["cancelsTouchesInView"] = SkipReason.gestures
    for name in [
      "reloadData", "register", "dataSource", "reloadRows", "reloadSections", "beginUpdates",
      "endUpdates", "estimatedRowHeight", "rowHeight",
    ] {
      table[name] = SkipReason.tableData
    }
    for name in ["setNavigationBarHidden", "setToolbarHidden", "isNavigationBarHidden"] {
      table[name] = SkipReason.navigation
    }
    table["setTitle"] = SkipReason.titles
    return table
  }()

  /// Types whose calls and properties the evaluator knows: a call on another capitalised name
  /// (`Analytics.track(…)`) is someone else's code, skipped with a warning.
  static let knownTypes: Set<String> = [
    "UIView", "UIScreen", "UIApplication", "UIDevice", "NotificationCenter",
    "NSNotificationCenter", "NSNotification", "Notification", "DispatchQueue", "DispatchTime",
    "DispatchWallTime", "OperationQueue", "UIViewPropertyAnimator", "CGRect", "CGPoint", "CGSize",
    "UIEdgeInsets", "CGAffineTransform", "CGFloat", "Double", "Float", "Int", "UInt", "Bool",
    "String", "NSValue", "NSNumber", "UIResponder", "UIKeyboardFrameEndUserInfoKey", "Selector",
    "UIViewAnimationOptions", "UIViewAnimationCurve", "UIInterfaceOrientation",
    "UIDeviceOrientation", "UIScrollView", "UITextField", "UITextView", "TimeInterval",
    "NSTimeInterval", "Int64", "Int32", "NSInteger", "Notification.Name", "UIKeyboardWillShow",
    "Task", "UIWindow", "Publishers", "RxKeyboard", "Thread", "NSThread", "BehaviorRelay",
    "BehaviorSubject", "Variable", "CurrentValueSubject",
  ]
}

extension UIKitSurface {
  /// The free functions the evaluator knows (`Evaluator.callGlobal`), by every spelling.
  static var globalFunctions: Set<String> { GlobalFunction.allSpellings }
}
