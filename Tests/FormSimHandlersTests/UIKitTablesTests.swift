import FormSimCore
import Foundation
import Testing

@testable import FormSimHandlers

/// The simulated UIKit's tables against `FormSimUIKit.h`, the header clang reads Objective-C
/// handlers with: a member one declares and the other lacks fails here, so that what
/// Objective-C may call and what the evaluator runs stay one list.
struct UIKitTablesTests {
  static let headerPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/formsim-frontend-objc/FormSimUIKit.h")

  @Test func theHeaderDeclaresNoMemberOfASimulatedTypeThatItsTableLacks() throws {
    let header = try ObjectiveCHeader(contentsOf: Self.headerPath)
    for type in UIKitTables.all {
      let held = Set(type.allMembers.flatMap(\.objectiveC))
      for className in type.objectiveCClasses {
        let declared = try #require(header.classes[className], "\(className) in the header")
        for member in declared.members.sorted() {
          let isHeld = held.contains(member)
          #expect(
            isHeld,
            "FormSimUIKit.h declares \(className) \(member), which the table of \(type.name) lacks"
          )
        }
      }
    }
  }

  @Test func theHeaderDeclaresEveryObjectiveCMemberOfTheTables() throws {
    let header = try ObjectiveCHeader(contentsOf: Self.headerPath)
    for type in UIKitTables.all {
      let declared = type.objectiveCClasses.reduce(into: Set<String>()) { names, className in
        names.formUnion(header.members(ofClassAndAncestors: className))
      }
      for member in type.members {
        for name in member.objectiveC {
          let isDeclared = declared.contains(name)
          #expect(
            isDeclared,
            "the table of \(type.name) holds '\(name)', which FormSimUIKit.h does not declare on \(type.objectiveCClasses.joined(separator: ", "))"
          )
        }
      }
    }
  }

  /// The check against the header reads what it must: a class it knows, with its properties,
  /// its methods of one and of several pieces, and its superclass's.
  @Test func theHeaderIsReadAsClangDeclaresIt() throws {
    let header = try ObjectiveCHeader(contentsOf: Self.headerPath)
    let scrollView = try #require(header.classes["UIScrollView"])
    #expect(scrollView.superclass == "UIView")
    #expect(scrollView.members.contains("contentInset"))
    #expect(scrollView.members.contains("scrollEnabled"))
    #expect(scrollView.members.contains("setContentOffset:animated:"))
    #expect(scrollView.members.contains("flashScrollIndicators"))
    // A property's setter is declared with it.
    #expect(header.members(ofClassAndAncestors: "UIScrollView").contains("setContentInset:"))
    // UIView's, through the superclass; a category's members are its own.
    #expect(header.members(ofClassAndAncestors: "UIScrollView").contains("frame"))
    let animation = try #require(header.classes["UIView (UIViewAnimation)"])
    #expect(
      animation.members.contains("addKeyframeWithRelativeStartTime:relativeDuration:animations:"))
    #expect(animation.members.contains("commitAnimations"))
  }

  @Test func aUserInfoKeyIsFoundByEverySpellingOfItAndNothingElse() {
    for key in UserInfoKey.allCases {
      // `UIKeyboardFrameEndUserInfoKey`: with or without `UI`, `K` either case.
      let name = String(key.rawValue.dropFirst(2))
      let lowered = "k" + name.dropFirst()
      for spelling in [key.rawValue, name, lowered, "UI" + lowered] {
        #expect(UIKitNames.userInfoKey(spelling) == key, "\(spelling)")
      }
    }
    for other in [
      "", "UI", "UIUIKeyboardFrameEndUserInfoKey", "KEYBOARDFRAMEENDUSERINFOKEY",
      "UIKeyboardFrameEndUserInfoKey ", "frameEnd", "UIKeyboardWillShowNotification",
    ] {
      #expect(UIKitNames.userInfoKey(other) == nil, "\(other)")
    }
  }

  @Test func aTypesMemberFindsTheFunctionItSpellsWithoutTheTwoJoined() {
    // Every spelling with a dot is found from its two halves, and names nothing else.
    for spelling in GlobalFunction.allSpellings {
      guard let dot = spelling.lastIndex(of: ".") else { continue }
      let member = String(spelling[spelling.index(after: dot)...])
      let type = String(spelling[..<dot])
      #expect(GlobalFunction.spelling(member, of: type) == spelling)
    }
    #expect(GlobalFunction.spelling("AnimationCurve", of: "UIView") == "UIView.AnimationCurve")
    #expect(
      GlobalFunction.spelling("init", of: "NSNotification.Name") == "NSNotification.Name.init")
    #expect(GlobalFunction.spelling("AnimationCurve", of: "UIButton") == nil)
    #expect(GlobalFunction.spelling("CGRectMake", of: "") == nil)
  }

  @Test func eachObjectIsAnsweredByTheTypeOfItsKind() {
    // `UIKitTables.index(of:)` names places in `all`: reordering `all` must not move an object
    // to another type's table.
    let expected: [(UIKitObject, String)] = [
      (.rootView, "UIView"), (.contentView, "UIView"), (.scrollView, "UIScrollView"),
      (.field(0), "UITextField and UITextView"), (.constraint(.scrollBottom), "NSLayoutConstraint"),
      (.window, "UIWindow"), (.screen, "UIScreen"), (.application, "UIApplication"),
      (.device, "UIDevice"), (.viewController, "UIViewController"),
      (.notificationCenter, "NotificationCenter"), (.mainQueue, "DispatchQueue and OperationQueue"),
      (.animator(0), "UIViewPropertyAnimator"),
    ]
    for (object, name) in expected {
      #expect(UIKitTables.type(of: object)?.name == name, "\(object)")
    }
    #expect(UIKitTables.type(of: .observerToken(0)) == nil)
  }

  @Test func eachNameIsOneMemberOfItsType() {
    for type in UIKitTables.all {
      var seen: Set<String> = []
      for member in type.members {
        for name in member.names {
          #expect(seen.insert(name).inserted, "\(type.name) names '\(name)' twice")
        }
      }
    }
  }

  @Test func aNameSkippedByTwoTypesIsSkippedForOneReason() {
    var reasons: [String: String] = [:]
    for type in UIKitTables.all {
      for member in type.members {
        guard let reason = member.skipped else { continue }
        for name in member.swift {
          if let earlier = reasons[name] {
            #expect(earlier == reason, "'\(name)' is skipped for two reasons")
          }
          reasons[name] = reason
        }
      }
    }
  }

  /// The members the check holds to `--bind` come from the tables' roles, as they were listed
  /// by hand before.
  @Test func theCheckReadsItsListsFromTheTables() {
    #expect(
      UIKitSurface.figures == [
        "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "contentOffset",
        "contentSize", "frame", "bounds", "center", "transform", "constant",
        "additionalSafeAreaInsets",
      ])
    #expect(
      UIKitSurface.movingCalls == [
        "setContentOffset", "scrollRectToVisible", "setConstant", "layoutIfNeeded",
      ])
    #expect(UIKitSurface.typeByMember["contentInset"] == "UIScrollView")
    #expect(UIKitSurface.typeByMember["setConstant"] == "NSLayoutConstraint")
    #expect(UIKitSurface.typeByMember["becomeFirstResponder"] == "UITextField")
    #expect(UIKitSurface.typeByMember["frame"] == nil)
    #expect(UIKitSurface.ignored["backgroundColor"] == "colours and looks")
    #expect(UIKitSurface.simulated.contains("isScrollEnabled"))
    #expect(UIKitSurface.simulated.contains("scrollEnabled"))
    #expect(!UIKitSurface.simulated.contains("backgroundColor"))
  }
}

/// `FormSimUIKit.h` read simply: each `@interface` (a category as `Class (Category)`) with its
/// superclass, its properties' names and its methods' selectors.
struct ObjectiveCHeader {
  struct Class {
    var superclass: String?
    var members: Set<String> = []
    /// Properties, whose setters (`setName:`) they declare too.
    var properties: Set<String> = []
  }

  var classes: [String: Class] = [:]

  init(contentsOf url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    var current: String?
    var pending = ""
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("@interface ") {
        let (name, superclass) = Self.interface(line)
        current = name
        if classes[name] == nil { classes[name] = Class(superclass: superclass) }
        continue
      }
      if line.hasPrefix("@end") {
        current = nil
        continue
      }
      guard let name = current else { continue }
      if line.hasPrefix("@property") {
        let property = Self.lastIdentifier(line)
        classes[name]?.members.insert(property)
        classes[name]?.properties.insert(property)
        continue
      }
      if line.hasPrefix("-") || line.hasPrefix("+") || !pending.isEmpty {
        pending += " " + line
        guard line.hasSuffix(";") else { continue }
        classes[name]?.members.insert(Self.selector(pending))
        pending = ""
      }
    }
  }

  /// Every member `name` and its superclasses declare, the properties' setters included.
  func members(ofClassAndAncestors name: String) -> Set<String> {
    var names: Set<String> = []
    var next: String? = name
    while let className = next, let declared = classes[className] {
      names.formUnion(declared.members)
      for property in declared.properties {
        names.insert("set" + property.prefix(1).uppercased() + property.dropFirst() + ":")
      }
      next = declared.superclass
    }
    return names
  }

  /// `@interface UIScrollView : UIView` → (`UIScrollView`, `UIView`);
  /// `@interface UIView (UIViewAnimation)` → (`UIView (UIViewAnimation)`, `UIView`).
  static func interface(_ line: String) -> (String, String?) {
    let rest = line.dropFirst("@interface ".count)
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    if let open = rest.firstIndex(of: "("), !rest[..<open].contains(":") {
      let category = rest[rest.index(after: open)...].prefix { $0 != ")" }
      return ("\(name) (\(category))", name)
    }
    guard let colon = rest.firstIndex(of: ":") else { return (name, nil) }
    let superclass = rest[rest.index(after: colon)...].drop { $0 == " " }
      .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return (name, String(superclass))
  }

  static func lastIdentifier(_ line: String) -> String {
    let body = line.prefix { $0 != ";" }
    return String(body.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
  }

  /// `- (void)setContentOffset:(CGPoint)offset animated:(BOOL)animated;` →
  /// `setContentOffset:animated:`: the types (parenthesised, nested for blocks) dropped, each
  /// piece before a colon kept.
  static func selector(_ declaration: String) -> String {
    var text = ""
    var depth = 0
    for character in declaration.trimmingCharacters(in: .whitespaces).dropFirst() {
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
      } else if depth == 0 {
        text.append(character)
      }
    }
    let words = text.prefix { $0 != ";" }.split(separator: " ")
    let pieces = words.compactMap { word -> String? in
      guard let colon = word.firstIndex(of: ":") else { return nil }
      return String(word[...colon])
    }
    if pieces.isEmpty { return String(words.first ?? "") }
    return pieces.joined()
  }
}

@Suite struct RectDivisionTests {
  /// `CGRectDivide` from each edge of (10, 20, 100, 50), 30 deep; past the extent the slice is
  /// the whole rectangle and the remainder empty.
  @Test func eachEdgeSlicesItsOwnSide() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    func divide(_ distance: Double, _ edge: Int) -> (Rect, Rect) {
      Evaluator.divide(rect, atDistance: distance, from: edge)
    }
    #expect(
      divide(30, 0) == (
        Rect(x: 10, y: 20, width: 30, height: 50), Rect(x: 40, y: 20, width: 70, height: 50)
      ))
    #expect(
      divide(30, 1) == (
        Rect(x: 10, y: 20, width: 100, height: 30), Rect(x: 10, y: 50, width: 100, height: 20)
      ))
    #expect(
      divide(30, 2) == (
        Rect(x: 80, y: 20, width: 30, height: 50), Rect(x: 10, y: 20, width: 70, height: 50)
      ))
    #expect(
      divide(30, 3) == (
        Rect(x: 10, y: 40, width: 100, height: 30), Rect(x: 10, y: 20, width: 100, height: 20)
      ))
    #expect(divide(80, 1) == (rect, Rect(x: 10, y: 70, width: 100, height: 0)))
  }
}
