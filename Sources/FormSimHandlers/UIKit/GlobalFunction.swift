/// The free functions and initialisers the evaluator simulates, each once with every spelling
/// handlers use (Swift's initialiser, Core Graphics' `…Make` function, Foundation's `NS…`): the
/// evaluator finds one by name in one lookup (`named`), and the check's list of known functions
/// is their spellings.
enum GlobalFunction: CaseIterable, Sendable {
  case log, rect, point, size, insets, transform, makeTranslation, makeScale, translate
  case isIdentity, floating, integer, boolean, string, max, min, abs, floor, ceil, round
  case squareRoot
  case rectMinX, rectMinY, rectMaxX, rectMaxY, rectMidX, rectMidY, rectWidth, rectHeight
  case rectContainsPoint, rectContainsRect, rectIntersectsRect, rectIntersection, rectUnion
  case rectIsNull, rectIsEmpty, rectEqual, pointEqual, sizeEqual
  case rectOffset
  case rectInset, rectInsetByInsets, rectIntegral, dispatchOnce, mergePublishers
  case notificationPublisher, binder
  case isLandscape, isPortrait, describe, selector, notificationName, animationOptions
  case propertyAnimator, relay, mainQueue, dispatchTime, dispatchAsync, dispatchAfter, boxed, stride
  case task, fatal, setAssociatedObject, associatedObject, masonryBox, dictionaryCopy
  case justPublisher, emptyPublisher, collection

  var spellings: [String] {
    switch self {
    case .log: ["print", "println", "debugPrint", "NSLog", "printf", "puts"]
    case .rect: ["CGRect", "CGRectMake", "NSMakeRect"]
    case .point: ["CGPoint", "CGPointMake", "NSMakePoint"]
    case .size: ["CGSize", "CGSizeMake", "NSMakeSize"]
    case .insets: ["UIEdgeInsets", "UIEdgeInsetsMake"]
    case .transform: ["CGAffineTransform"]
    case .makeTranslation: ["CGAffineTransformMakeTranslation"]
    case .makeScale: ["CGAffineTransformMakeScale"]
    case .translate: ["CGAffineTransformTranslate"]
    case .isIdentity: ["CGAffineTransformIsIdentity"]
    case .floating: ["CGFloat", "Double", "Float", "TimeInterval", "NSTimeInterval"]
    case .integer:
      ["Int", "UInt", "Int64", "Int32", "NSInteger", "Int16", "Int8", "UInt32", "UInt64"]
    case .boolean: ["Bool"]
    case .string: ["String"]
    case .max: ["max", "fmax", "fmaxf", "MAX"]
    case .min: ["min", "fmin", "fminf", "MIN"]
    case .abs: ["abs", "labs", "fabs", "fabsf", "ABS"]
    case .floor: ["floor", "floorf"]
    case .ceil: ["ceil", "ceilf"]
    case .round: ["round", "roundf", "rint"]
    case .squareRoot: ["sqrt", "sqrtf"]
    case .rectMinX: ["CGRectGetMinX"]
    case .rectMinY: ["CGRectGetMinY"]
    case .rectMaxX: ["CGRectGetMaxX"]
    case .rectMaxY: ["CGRectGetMaxY"]
    case .rectMidX: ["CGRectGetMidX"]
    case .rectMidY: ["CGRectGetMidY"]
    case .rectWidth: ["CGRectGetWidth"]
    case .rectHeight: ["CGRectGetHeight"]
    case .rectContainsPoint: ["CGRectContainsPoint"]
    case .rectContainsRect: ["CGRectContainsRect"]
    case .rectIntersectsRect: ["CGRectIntersectsRect"]
    case .rectIntersection: ["CGRectIntersection"]
    case .rectUnion: ["CGRectUnion"]
    case .rectIsNull: ["CGRectIsNull"]
    case .rectIsEmpty: ["CGRectIsEmpty"]
    case .rectEqual: ["CGRectEqualToRect"]
    case .pointEqual: ["CGPointEqualToPoint"]
    case .sizeEqual: ["CGSizeEqualToSize"]
    case .rectOffset: ["CGRectOffset"]
    case .rectInset: ["CGRectInset"]
    case .rectInsetByInsets: ["UIEdgeInsetsInsetRect"]
    case .rectIntegral: ["CGRectIntegral"]
    case .notificationPublisher: ["NotificationCenter.Publisher"]
    case .binder: ["Binder"]
    case .dispatchOnce: ["dispatch_once"]
    case .mergePublishers:
      [
        "Publishers.Merge", "Publishers.Merge3", "Publishers.Merge4", "Publishers.MergeMany",
        // Spelled bare inside an extension of `Publishers` (`static var keyboardHeight`).
        "Merge", "Merge3", "Merge4", "MergeMany",
        "Observable.merge", "Observable.from", "RACSignal.merge",
      ]
    case .isLandscape: ["UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape"]
    case .isPortrait: ["UIInterfaceOrientationIsPortrait", "UIDeviceOrientationIsPortrait"]
    case .describe:
      [
        "NSStringFromCGRect", "NSStringFromCGPoint", "NSStringFromCGSize",
        "NSStringFromUIEdgeInsets",
      ]
    case .selector: ["Selector", "NSSelectorFromString"]
    case .notificationName:
      ["NSNotification.Name", "Notification.Name", "NSNotification.Name.init"]
    case .animationOptions:
      [
        "UIView.AnimationOptions", "UIView.AnimationCurve", "UIViewAnimationOptions",
        "UIViewAnimationCurve", "UIView.AnimationOptions.init",
      ]
    case .propertyAnimator: ["UIViewPropertyAnimator"]
    case .relay: ["BehaviorRelay", "BehaviorSubject", "Variable", "CurrentValueSubject"]
    case .mainQueue: ["dispatch_get_main_queue", "dispatch_get_current_queue"]
    case .dispatchTime: ["dispatch_time"]
    case .dispatchAsync: ["dispatch_async"]
    case .dispatchAfter: ["dispatch_after"]
    case .masonryBox: ["_MASBoxValue"]
    case .justPublisher: ["Just", "Observable.just", "Driver.just", "Single.just"]
    case .emptyPublisher: ["Empty", "Observable.empty", "Driver.empty"]
    case .dictionaryCopy:
      ["NSDictionary.dictionaryWithDictionary", "NSMutableDictionary.dictionaryWithDictionary"]
    case .boxed:
      [
        "NSNumber", "NSValue", "NSValue.valueWithCGRect", "NSValue.valueWithCGPoint",
        "NSValue.valueWithCGSize",
      ]
        + [
          "Double", "Float", "Integer", "Int", "Bool", "Long", "LongLong", "UnsignedLong",
          "UnsignedInteger", "UnsignedInt",
        ].map { "NSNumber.numberWith" + $0 }
    case .stride: ["stride"]
    case .collection: ["Array", "Set", "ContiguousArray"]
    case .task: ["Task", "Task.detached", "detached"]
    case .fatal: ["fatalError", "preconditionFailure", "abort"]
    case .setAssociatedObject: ["objc_setAssociatedObject"]
    case .associatedObject: ["objc_getAssociatedObject"]
    }
  }

  /// Whether an unknown argument leaves the call's result unknown. The runtime's associated
  /// objects keep whatever they are given, under a policy FormSim has no use for.
  var isUnknownWithUnknownArguments: Bool {
    switch self {
    case .fatal, .setAssociatedObject, .associatedObject, .dispatchOnce, .justPublisher,
      .emptyPublisher:
      false
    default: true
    }
  }

  /// The function a name spells, if it is one of these.
  static func named(_ name: String) -> GlobalFunction? { byName[name] }

  private static let byName = NameTable(
    allCases.flatMap { function in function.spellings.map { ($0, function) } })

  /// The spelling `type.member` (`UIView.AnimationCurve`), when it is one, found without the
  /// two joined: a call of a type's member tries it at every call, and most are not one.
  static func spelling(_ member: String, of type: String) -> String? {
    byMember[member]?.first { $0.type == type }?.spelling
  }

  /// The spellings with a dot, by what follows their last dot.
  private static let byMember = NameTable(
    Dictionary(
      grouping: allSpellings.compactMap {
        spelling -> (member: String, type: String, spelling: String)? in
        guard let dot = spelling.lastIndex(of: ".") else { return nil }
        return (String(spelling[spelling.index(after: dot)...]), String(spelling[..<dot]), spelling)
      },
      by: \.member
    ).map { ($0.key, $0.value.map { (type: $0.type, spelling: $0.spelling) }) })

  /// Every spelling of every function.
  static let allSpellings = Set(allCases.flatMap(\.spellings))
}
