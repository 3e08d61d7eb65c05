import FormSimCore
import FormSimHandlers
import Testing

/// `formsim-frontend` run on handler files as a user writes them, its output decoded and the
/// program's shape checked: methods, properties, statements and where they are.
@Suite(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
struct SwiftFrontEndTests {
  @Test func aViewControllerWithSelectorObservers() throws {
    let program = try FrontEndBinary.lower("SignUpViewController.swift")
    #expect(program.language == .swift)
    #expect(program.file == FrontEndBinary.fixture("SignUpViewController.swift"))
    #expect(program.diagnostics.isEmpty)
    #expect(
      program.methods.map(\.signature) == [
        "viewDidLoad()", "keyboardWillShow(_:)", "keyboardWillHide(_:)",
      ])
    #expect(program.methods.allSatisfy { !$0.onView })
    let show = program.methods[1]
    #expect(show.location.text == "21:5")
    #expect(show.parameters == [.init(label: nil, name: "notification", type: "Notification")])

    #expect(
      program.properties.map { "\($0.name): \($0.type ?? "-") \($0.isOutlet) \($0.location.text)" }
        == [
          "scrollView: UIScrollView! true 6:5", "bottomConstraint: NSLayoutConstraint? true 7:5",
          "keyboardMargin: CGFloat false 8:5", "isKeyboardShown: - false 9:5",
        ])
    #expect(program.properties[2].initial.map(Shape.of) == "16")
    #expect(program.properties[3].initial.map(Shape.of) == "false")
    #expect(program.properties.allSatisfy { $0.getter == nil })

    #expect(
      Shape.of(program.methods[0].body[1])
        == "(call (member (member NotificationCenter default) addObserver) self"
        + " selector: (selector keyboardWillShow(_:))"
        + " name: (member UIResponder keyboardWillShowNotification) object: nil)")

    #expect(show.body.map(\.location.text) == ["22:9", "24:9", "25:9", "26:9", "27:9"])
    #expect(
      show.body.map(Shape.of) == [
        "guard let userInfo = (member notification userInfo),"
          + " let frame = (member (chain (as? (subscript userInfo"
          + " (member UIResponder keyboardFrameEndUserInfoKey)) NSValue)) cgRectValue)"
          + " else {return}",
        "(member (member scrollView contentInset) bottom) = (member frame height)",
        "(member (member scrollView verticalScrollIndicatorInsets) bottom) += keyboardMargin",
        "isKeyboardShown = true",
        "(call (member UIView animate) withDuration: 0.3 trailing (closure []"
          + " {return (call (member (member self view) layoutIfNeeded))}))",
      ])
    guard case .guardElse(let conditions, _) = show.body[0].kind,
      case .optionalBinding(_, _, let frame?, let at, _) = conditions[1]
    else {
      Issue.record("not a guard with two bindings: \(Shape.of(show.body[0]))")
      return
    }
    #expect(at.text == "23:15")
    // The parenthesised cast is the cast itself, where it starts inside the parentheses.
    guard case .member(let chain, _) = frame.kind, case .optionalChain(let cast) = chain.kind
    else { return }
    #expect(frame.location.text == "23:27")
    #expect(cast.location.text == "23:28")
    #expect(
      program.methods[2].body.map(Shape.of) == [
        "(member scrollView contentInset) = .zero",
        "isKeyboardShown = (&& (prefix! isKeyboardShown) false)",
      ])
  }

  /// `text[..<index]` and `items[...2]`: a range from the collection's start, an array's 0.
  /// They were an unsupported operator, which refused a whole view controller over a line of
  /// string handling.
  /// A generic type's arguments and a type written as an expression were unsupported
  /// expressions, which stopped the handlers of a list screen (`ReusableCell<VehicleCell>()`
  /// in a `static let`) and of a screen whose enum returns `Any.self`.
  @Test func aGenericTypeIsItsTypeAndATypeExpressionItsName() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func make() {
          let cell = ReusableCell<VehicleCell>()
          let type = Any.self
        }
        """)
    #expect(program.diagnostics.isEmpty)
    #expect(
      program.methods.first?.body.map(Shape.of) == [
        "let cell = (call ReusableCell)", "let type = (member Any self)",
      ])
  }

  /// Swift 2's C-style loop is the `while` it means, in a scope of its own, each part where
  /// the file has it; one whose parts cannot be told apart (two instead of three) is refused
  /// where it stands rather than the file, and a syntax error in its body is still one.
  @Test func aHelperThatRegistersItselfIsTheControllerOfAFileWithoutOne() throws {
    let helper = """
      class Helper: NSObject {
        init(scroll: UIScrollView) {
          super.init()
          NotificationCenter.default.addObserver(self, selector: #selector(show(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func show(_ note: Notification) { }
      }
      """
    let alone = try FrontEndBinary.lower(source: helper + "\nstruct Style { func apply() { } }\n")
    #expect(
      alone.methods.map { "\($0.name) \($0.owner ?? "-")" } == ["init -", "show -", "apply Style"])
    #expect(alone.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["1:7"])
    // Beside a view controller, or beside a second helper, a helper keeps its members.
    let controller = "class FormViewController: UIViewController { }\n"
    let beside = try FrontEndBinary.lower(source: controller + helper)
    #expect(beside.methods.map { $0.owner ?? "-" } == ["Helper", "Helper"])
    #expect(beside.diagnostics.isEmpty)
    let two = try FrontEndBinary.lower(
      source: helper + "\n" + helper.replacingOccurrences(of: "class Helper", with: "class Other"))
    #expect(two.methods.allSatisfy { $0.owner != nil })
  }

  @Test func aViewsCodeNamesUIViewsNestedTypesBare() throws {
    let program = try FrontEndBinary.lower(
      source: """
        extension UIView {
          func slide() { let o = KeyframeAnimationOptions(rawValue: 7) }
        }
        class FormViewController: UIViewController {
          func slide() { let o = AnimationOptions(rawValue: 7) }
        }
        """)
    let spelled = program.methods.compactMap { method -> String? in
      guard case .variable(_, _, let value?, _, _) = method.body.first?.kind else { return nil }
      return Shape.of(value)
    }
    // In the view's extension the bare name is UIView's type; in the controller, whose class
    // has no such type, it stays as written (and is opaque).
    #expect(
      spelled == [
        "(call (member UIView KeyframeAnimationOptions) rawValue: 7)",
        "(call AnimationOptions rawValue: 7)",
      ])
  }

  @Test func aSwift2CStyleLoopIsAWhileInAScope() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func count() {
          for var i = 0; i < 3; i++ { total += i }
          for var j = 0; j < 3 { }
        }
        """)
    #expect(
      program.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:3", "3:3"])
    #expect(!program.diagnostics.contains { $0.severity == .error })
    let body = try #require(program.methods.first?.body)
    guard case .doCatch(let scope, let catches) = body.first?.kind, catches.isEmpty,
      scope.count == 2, case .variable("i", _, _, _, _) = scope[0].kind,
      case .whileLoop(let conditions, let loopBody, let step, nil) = scope[1].kind
    else {
      Issue.record("lowered as \(body.map(\.kind))")
      return
    }
    #expect(scope[0].location.text == "2:7")
    #expect(conditions.count == 1 && loopBody.count == 1 && step.count == 1)
    #expect(step.first?.location.text == "2:25")
    guard case .unsupported("this C-style 'for'") = body.last?.kind else {
      Issue.record("the two-part loop lowered as \(String(describing: body.last?.kind))")
      return
    }
    let broken = try FrontEndBinary.lower(
      source: "func f() {\n  for var i = 0; i < 3; i++ { let = }\n}\n")
    #expect(broken.diagnostics.contains { $0.severity == .error && $0.location.line == 2 })
    // A semicolon in a comment or a string is not one of the loop's.
    let quoted = try FrontEndBinary.lower(
      source: "func f() {\n  for var k = 0; k < \";\".count /* ; */; k++ { }\n}\n")
    guard case .doCatch(let parts, _) = quoted.methods.first?.body.first?.kind,
      case .whileLoop(_, _, let kStep, _) = parts.last?.kind
    else {
      Issue.record("the quoted loop lowered as \(String(describing: quoted.methods.first?.body))")
      return
    }
    #expect(kStep.first?.location.text == "2:41")
  }

  /// A stored property's initial value runs at start, so the check reads it as it reads the
  /// methods UIKit calls: what FormSim cannot interpret there is an error before the run, not
  /// a stop in the middle of it, and an initialiser of the app's is listed as opaque.
  @Test func theCheckReadsTheInitialValuesOfStoredProperties() throws {
    let program = try FrontEndBinary.lower(
      source: """
        class SearchViewController: UIViewController {
          let client = SearchClient()
          let digits = /[0-9]+/
          override func viewDidLoad() {
            super.viewDidLoad()
          }
        }
        """)
    let errors = HandlerFixture.errors(of: program)
    #expect(errors.map(\.location) == [SourceLocation(line: 3, column: 16)])
    #expect(
      errors.first?.message == "a regular expression literal is outside what FormSim interprets")
    let withoutRegex = try FrontEndBinary.lower(
      source: """
        class SearchViewController: UIViewController {
          let client = SearchClient()
          override func viewDidLoad() {
            super.viewDidLoad()
          }
        }
        """)
    let (_, warnings) = try HandlerCompiler.compile(withoutRegex, name: "initial-values")
    #expect(warnings.map(\.message).contains { $0.hasPrefix("'SearchClient(…)' is outside") })
  }

  /// An operator of the app's was refused; it is a call of its function, which the file's
  /// own declaration answers and another file's leaves opaque.
  @Test func anOperatorOfTheAppsIsACallOfItsFunction() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func fit(height: CGFloat?) {
          let h = height !! 50
        }
        """)
    #expect(program.methods.first?.body.map(Shape.of) == ["let h = (call !! height 50)"])
  }

  /// `#if` reads the clause an iPhone app's release build compiles, among statements and
  /// around declarations; a condition the file cannot settle is assumed, and said.
  @Test(.enabled(if: FrontEndBinary.choosesClauses, FrontEndBinary.noConditions))
  func anIfReadsTheClauseAnIPhoneBuildCompiles() throws {
    let program = try FrontEndBinary.lower(
      source: """
        import UIKit
        import SnapKit

        #if os(macOS) || targetEnvironment(simulator)
        func lift() -> CGFloat { 0 }
        #elseif os(iOS) && canImport(SnapKit) && !targetEnvironment(macCatalyst)
        func lift() -> CGFloat { 216 }
        #else
        func lift() -> CGFloat { 44 }
        #endif

        func reload() {
          #if DEBUG
          inset = 1
          #elseif canImport(AnalyticsKit)
          inset = 2
          #elseif swift(>=5.0) && compiler(>=6.0) && arch(arm64)
          inset = 3
          #endif
          #if targetEnvironment(simulator)
          inset = 4
          #endif
        }
        """)
    #expect(program.methods.map(\.name) == ["lift", "reload"])
    #expect(program.methods.first?.body.map(Shape.of) == ["return 216"])
    #expect(program.methods.last?.body.map(Shape.of) == ["inset = 3"])
    #expect(
      program.diagnostics.map { "\($0.location.text) \($0.message)" } == [
        "13:3 'DEBUG' is taken as not set: FormSim reads the file as an iPhone app's release"
          + " build, compiled with no '-D' flag",
        "13:3 canImport(AnalyticsKit) is taken as false: the file does not import it, and it is"
          + " not one of the iOS SDK's modules",
      ])
  }

  /// Without the toolchain's evaluator of conditions, `#if` reads its first clause, and says so.
  @Test(.enabled(if: !FrontEndBinary.choosesClauses, "the toolchain has SwiftIfConfig"))
  func withoutTheEvaluatorAnIfReadsItsFirstClause() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func reload() {
          #if DEBUG
          lift = 1
          #else
          lift = 2
          #endif
        }
        """)
    #expect(program.methods.first?.body.map(Shape.of) == ["lift = 1"])
    #expect(
      program.diagnostics.map(\.message) == ["only the first clause of this '#if' is read"])
  }

  /// Parentheses around a selector's method were read as part of its name, which then named
  /// no method: the observer never ran, and the file stopped.
  @Test func parenthesesAroundASelectorsMethodAreTheMethod() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func viewDidLoad() {
          center.addObserver(self, selector: #selector((self.keyboardDidShow(notification:))), name: nil, object: nil)
          center.addObserver(self, selector: #selector(((shown))), name: nil, object: nil)
        }
        """)
    #expect(
      program.methods.first?.body.map(Shape.of) == [
        "(call (member center addObserver) self selector:"
          + " (selector self.keyboardDidShow(notification:)) name: nil object: nil)",
        "(call (member center addObserver) self selector: (selector shown) name: nil object: nil)",
      ])
  }

  @Test func swift2IncrementsOnTheirOwnAreAssignments() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func nextPage() {
          ++self.page
          retries--
        }
        """)
    #expect(program.diagnostics.isEmpty)
    #expect(
      program.methods.first?.body.map(Shape.of) == ["(member self page) += 1", "retries -= 1"])
  }

  @Test func aKeyPathIsTheStringItMakes() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func load() {
          users = store.objects(User.self).sorted(byKeyPath: #keyPath(User.name))
          sortKey = #keyPath(profile.city)
        }
        """)
    #expect(program.diagnostics.isEmpty)
    #expect(
      program.methods.first?.body.map(Shape.of).last == "sortKey = \"profile.city\"")
    #expect(program.methods.first?.body.first.map(Shape.of)?.contains("\"name\"") == true)
  }

  @Test func aOneSidedRangeIsARangeFromZero() throws {
    let program = try FrontEndBinary.lower(
      source: """
        func trimmed(items: [Int], count: Int) {
          let head = items[..<count]
          let upTo = items[...2]
        }
        """)
    #expect(program.diagnostics.isEmpty)
    #expect(
      program.methods.first?.body.map(Shape.of) == [
        "let head = (subscript items (..< 0 count))", "let upTo = (subscript items (... 0 2))",
      ])
  }

  @Test func aSwift2Handler() throws {
    let program = try FrontEndBinary.lower("Swift2ViewController.swift")
    #expect(program.diagnostics.isEmpty)
    #expect(
      program.methods.map(\.signature) == ["viewDidLoad()", "keyboardWillShow(notification:)"])
    #expect(
      Shape.of(program.methods[0].body[1])
        == "(call (member (call (member NSNotificationCenter defaultCenter)) addObserver) self"
        + " selector: \"keyboardWillShow:\" name: UIKeyboardWillShowNotification object: nil)")
    #expect(
      program.methods[1].body.map(Shape.of) == [
        "(call println \"keyboard will show\")",
        "let info = (unwrap (member notification userInfo))",
        "let frame = (call (member (as! (subscript info UIKeyboardFrameEndUserInfoKey) NSValue)"
          + " CGRectValue))",
        "(member scrollView frame) = (call CGRectMake 0 0 (member (member (member self view) frame)"
          + " width) (- (member (member (member self view) frame) height) (member frame height)))",
      ])
    #expect(program.methods[1].body.map(\.location.text) == ["14:9", "15:9", "16:9", "17:9"])
  }

  @Test func extensionsAndViewSubclassesGiveViewMethods() throws {
    let program = try FrontEndBinary.lower("Extensions.swift")
    #expect(program.diagnostics.isEmpty)
    #expect(
      program.methods.map { "\($0.signature) \($0.onView)" } == [
        "bottomOffset(in:margin:) true", "textFieldDidBeginEditing(_:) false",
        "adjust(for:) true",
      ])
    let offset = program.methods[0]
    #expect(offset.parameters.map(\.name) == ["scrollView", "margin"])
    #expect(offset.parameters.map { $0.defaultValue.map(Shape.of) } == [nil, "8"])
    #expect(Shape.of(offset.body) == "{return (+ (member frame maxY) margin)}")
    #expect(Shape.of(program.methods[2].body) == "{(member contentInset bottom) = height}")
    // A computed property's `get { }` is its getter.
    #expect(program.properties.map(\.name) == ["firstResponder"])
    #expect(
      program.properties[0].getter.map(Shape.of)
        == "{if isFirstResponder {return self}; return nil}")
    #expect(program.properties[0].type == "UIView?")
  }

  @Test func aLooseSnippetIsTheViewControllers() throws {
    let program = try FrontEndBinary.lower("Snippet.swift")
    #expect(program.properties.map(\.name) == ["activeField"])
    #expect(program.properties[0].location.text == "2:1")
    #expect(program.methods.map(\.signature) == ["keyboardWillChangeFrame(_:)", "viewDidLoad()"])
    #expect(
      program.methods[0].body.map(Shape.of) == [
        "let end = (as! (subscript (chain (member notification userInfo))"
          + " (member UIResponder keyboardFrameEndUserInfoKey)) CGRect)",
        "(member (member (member view frame) origin) y) = (? (>= (member (member end origin) y)"
          + " (member (member (member UIScreen main) bounds) height)) 0 (prefix- (member end height)))",
      ])
    // The statement outside any function is where a snippet's lines for viewDidLoad are, and
    // runs as its body, with a warning that says so.
    #expect(program.methods[1].body.map(Shape.of) == ["(call print \"pasted at the top level\")"])
    #expect(program.diagnostics.map(\.severity) == [.warning])
    #expect(program.diagnostics.first?.location.text == "9:1")
    #expect(
      program.diagnostics.first?.message.hasPrefix(
        "the statements outside any function run as viewDidLoad's body") == true)
  }

  @Test func aBlockObserverWithACaptureList() throws {
    let program = try FrontEndBinary.lower("BlockObserver.swift")
    #expect(program.diagnostics.isEmpty)
    #expect(program.methods.map(\.signature) == ["viewWillAppear(_:)"])
    let body = program.methods[0].body
    #expect(body.count == 2)
    guard case .assignment(let target, nil, let call) = body[1].kind,
      case .call(_, let arguments) = call.kind, let last = arguments.last,
      case .closure(let parameters, let closureBody, _) = last.value.kind
    else {
      Issue.record("not an assignment of a call with a closure: \(Shape.of(body[1]))")
      return
    }
    #expect(Shape.of(target) == "observer")
    #expect(arguments.map(\.label) == ["forName", "object", "queue", nil])
    #expect(arguments.map(\.isTrailingClosure) == [false, false, false, true])
    #expect(Shape.of(arguments[2].value) == ".main")
    #expect(parameters == ["note"])
    #expect(last.value.location.text == "11:11")
    #expect(
      closureBody.map(Shape.of) == [
        "guard let self, let value = (as? (subscript (chain (member note userInfo))"
          + " (member UIResponder keyboardFrameEndUserInfoKey)) NSValue) else {return}",
        "let frame = (call (member (member self view) convert) (member value cgRectValue) from: nil)",
        "(member (member self additionalSafeAreaInsets) bottom) = (call max 0"
          + " (- (member (member (member self view) bounds) maxY) (member frame minY)))",
      ])
  }

  @Test func everyConstructOfTheFixtureIsLowered() throws {
    let program = try FrontEndBinary.lower("Constructs.swift")
    // The property's observer comes first, where it is declared: a method of its own.
    #expect(program.methods.map(\.signature) == ["margin.didSet(_:)", "handle(_:mode:)"])
    let observer = program.methods[0]
    #expect(observer.parameters == [.init(label: nil, name: "oldValue", type: "CGFloat")])
    #expect(observer.location.text == "9:9")
    #expect(observer.body.map(Shape.of) == ["(call (member view setNeedsLayout))"])
    let body = program.methods[1].body
    #expect(
      body.compactMap { statement -> String? in
        guard case .unsupported(let what) = statement.kind else { return nil }
        return "\(statement.location.text) \(what)"
      } == [])
    #expect(
      Shape.of(body[0])
        == "if #available(iOS 11.0) {(call (member view layoutIfNeeded))}"
        + " else {if #unavailable(iOS 9.0) {return}"
        + " else {let x: CGFloat = 1; guard case (let a, let b) = (tuple 1 2) else {}}}")
    #expect(
      Shape.of(body[1])
        == "if let margin, case .some = mode, let count: Int = (subscript counts \"a\") {}")
    #expect(
      Shape.of(body[2])
        == "switch mode {case .compact, .regular: {inset += 16}"
        + " case .custom(let value): {} default: {}}")
    #expect(
      body[3...8].map(Shape.of) == [
        "for let field in fields {(call print field)}",
        "while true {}",
        "repeat {} while false",
        "do {(call load)} catch {}",
        "defer {(call print \"done\")}",
        "let nested = (closure [] {})",
      ])
    #expect(
      body[9...].map(Shape.of) == [
        "let tuple = (tuple width: 1.5 height: (prefix- 2))",
        "let mapping: [String: Any] = [\"a\": [1 2], \"b\": nil, \"c\": (closure [$0] {return (member $0 frame)})]",
        "let ok = (? (is mode Compact) (prefix! flag) (|| flag (&& other (!= a b))))",
        "(call (member UIView animate) withDuration: 0.25"
          + " trailing (closure [] {return (call (member (member self view) layoutIfNeeded))})"
          + " trailing completion: (closure [_] {(member self done) = true}))",
        "let handler = (closure [note] {return (call print note)})",
        "handler",
        "throw (member Failure bad)",
      ])
    #expect(
      program.properties.map { "\($0.name) \($0.location.text)" } == [
        "inset 3:5", "label 4:5", "multi 4:39", "margin 8:5",
      ])
    #expect(program.properties[0].getter.map(Shape.of) == "{return (* margin 2)}")
    #expect(
      program.properties[1].initial.map(Shape.of) == "(interpolated \"inset: \" inset \" pt\")")
    #expect(
      program.properties[2].initial.map(Shape.of)
        == "(interpolated \"first\n  second \" margin)")
    // A stored property with an observer has no getter, and nothing to warn of.
    #expect(program.properties[3].getter == nil)
    #expect(program.diagnostics.isEmpty)
  }

  /// A file that does not parse is swift-syntax's diagnostics, where it puts them, and no
  /// method or property. (Written here, not in `Fixtures/`, which the linter reads.)
  @Test func aSyntaxErrorIsSwiftSyntaxsDiagnosticAndNothingElse() throws {
    let program = try FrontEndBinary.lower(
      source: """
        class BrokenViewController: UIViewController {
            func keyboardWillShow(_ notification: Notification) {
                let height = (notification.userInfo?["h"] as? CGFloat ?? 0
                view.frame.origin.y = -height
            }
        }
        """)
    #expect(program.methods.isEmpty && program.properties.isEmpty)
    #expect(
      program.diagnostics == [
        .init(.error, at: .init(line: 3, column: 67), "expected ')' to end tuple"),
        .init(.note, at: .init(line: 3, column: 22), "to match this opening '('"),
      ])
  }

  @Test func anUnreadableFileIsOneLineAndStatus2() throws {
    let missing = FrontEndBinary.fixture("NoSuchFile.swift")
    let run = try FrontEndBinary.run([missing])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error == "formsim-frontend: cannot read \(missing): No such file or directory\n")
    let folder = try FrontEndBinary.run([FrontEndBinary.fixture("")])
    #expect(folder.status == 2)
    #expect(folder.error.hasSuffix(": Is a directory\n"))
  }

  @Test func usage() throws {
    let none = try FrontEndBinary.run([])
    #expect(none.status == 2)
    #expect(
      none.error.hasPrefix(
        "usage: formsim-frontend [--memory-limit MB] [--cpu-limit SECONDS]"
          + " [--module-file OTHER]... [--] FILE"))
    let help = try FrontEndBinary.run(["--help"])
    #expect(help.status == 0)
    #expect(
      help.output.hasPrefix(
        "usage: formsim-frontend [--memory-limit MB] [--cpu-limit SECONDS]"
          + " [--module-file OTHER]... [--] FILE"))
    #expect(try FrontEndBinary.run(["a.swift", "b.swift"]).status == 2)
    #expect(try FrontEndBinary.run(["--memory-limit", "lots", "--", "a.swift"]).status == 2)
    #expect(try FrontEndBinary.run(["--module-file"]).status == 2)
    #expect(try FrontEndBinary.run(["--unknown", "1", "a.swift"]).status == 2)
  }
}

extension SwiftFrontEndTests {
  @Test func anImplicitMemberReturnedTakesTheDeclaredResultType() throws {
    let program = try FrontEndBinary.lower(
      source: """
        class FormViewController: UIViewController {
          func resting() -> UIEdgeInsets { .zero }
          func hidden() -> CGRect? {
            let frames = shown.map { _ -> CGRect in return .zero }
            return .zero
          }
          func untyped() { let f = { .zero } }
        }
        """)
    #expect(program.methods[0].body.map(Shape.of) == ["return (member UIEdgeInsets zero)"])
    #expect(
      program.methods[1].body.map(Shape.of) == [
        "let frames = (call (member shown map) trailing (closure [_] {return (member CGRect zero)}))",
        "return (member CGRect zero)",
      ])
    // Nothing declares the closure's result: `.zero` stays for the run to place.
    #expect(program.methods[2].body.map(Shape.of) == ["let f = (closure [] {return .zero})"])
  }
}

extension SwiftFrontEndTests {
  @Test func updatingConstraintsIsUIKitsOwnAndChangesNothing() throws {
    // `updateViewConstraints` and `updateConstraints` are UIKit's: no warning that the call is
    // opaque (`ObjectiveCFrontEndReadingTests` has the Objective-C spelling).
    let program = try FrontEndBinary.lower(
      source: """
        class ShrinkingViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            updateViewConstraints()
            view.updateConstraints()
          }
        }
        """)
    let (_, warnings) = try HandlerCompiler.compile(program, name: program.file, bindings: [])
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }
}

extension SwiftFrontEndTests {
  @Test func aLabelledDelegateMethodIsUIKitsInSwift2AndNotInSwift3() throws {
    // Swift 2 left a method's first argument unlabelled: `textFieldDidBeginEditing(textField:)`
    // is the delegate's there, even beside `CGRect.zero`, which Swift 2 had too. Swift 3's
    // `NotificationCenter.default` makes it another method, which UIKit never calls.
    func warnings(_ center: String) throws -> [String] {
      let program = try FrontEndBinary.lower(
        source: """
          class NotesViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var scrollView: UIScrollView!
            var footer = UIView(frame: CGRect.zero)
            override func viewDidLoad() {
              super.viewDidLoad()
              \(center).addObserver(self, selector: "shown:", name: UIKeyboardWillShowNotification, object: nil)
            }
            func textFieldDidBeginEditing(textField: UITextField) { scrollView.contentInset.bottom = 1 }
            func shown(note: NSNotification) { }
          }
          """)
      let (_, warnings) = try HandlerCompiler.compile(program, name: program.file, bindings: [])
      return warnings.map(\.message).filter { $0.contains("UIKit never calls") }
    }
    #expect(try warnings("NSNotificationCenter.defaultCenter()").isEmpty)
    #expect(try warnings("NotificationCenter.default").count == 1)
  }
}

extension SwiftFrontEndTests {
  @Test func aTableViewControllerScreenIsNamedAndWarnedOfOnAnotherContainer() throws {
    // UIKit insets a `UITableViewController`'s table for the keyboard itself, which the world
    // does for a layout whose container is one: on another, the check says the figures leave it
    // out; on one, or where the layout is unknown, it says nothing.
    let program = try FrontEndBinary.lower(
      source: """
        final class SettingsViewController: UITableViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
          }
        }
        """)
    #expect(program.tableViewController?.name == "SettingsViewController")
    #expect(program.tableViewController?.location.text == "1:13")
    func warnings(_ container: ScrollContainer?) throws -> [String] {
      let (_, warnings) = try HandlerCompiler.compile(
        program, name: program.file, bindings: [], container: container)
      return warnings.map(\.message).filter { $0.contains("is a UITableViewController") }
    }
    #expect(try warnings(.scrollView).count == 1)
    #expect(
      try warnings(.tableView).first?.hasSuffix(
        "this layout's is a table view, so the figures leave it out") == true)
    #expect(try warnings(.tableViewController).isEmpty)
    #expect(try warnings(nil).isEmpty)
  }
}
