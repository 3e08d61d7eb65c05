import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// Statements clang cannot type against FormSim's UIKit, because the app's headers are not
/// there: run as opaque code with a warning at clang's complaint, unless they set what FormSim
/// simulates.
@Suite struct UnreadableObjectiveCTests {
  @Test func theAppsUntypableCodeRunsAsOpaqueAndTheKeyboardCodeStillRuns() throws {
    let fixture = try HandlerFixture("UnreadableAppCode.m", bind: [("barBottom", "scroll.bottom")])
    let passedOver = fixture.warnings.filter {
      $0.message.contains("FormSim's UIKit does not declare;")
    }
    // Each complaint at its own place: a bar button's flag (twice), a header's macro put in a
    // string, a boxed class-method result (two complaints), an image picker's key, and a sum
    // with a bar button's width.
    #expect(
      passedOver.map { "\($0.location.line):\($0.location.column)" }
        == ["25:44", "30:15", "31:36", "31:48", "36:27", "40:44", "41:117"])
    #expect(
      passedOver[0].message.hasSuffix("the statement is left out (it changes nothing simulated)"))
    #expect(passedOver[1].message.contains("'path' holds an opaque value"))
    #expect(
      passedOver[6].message.contains(
        "the statement is left out, and 'self.editorHeight' holds an opaque value"))
    var simulator = try fixture.simulator(after: "focus 2")
    // iPhone 4: the keyboard's end frame is 216 tall, and the bar's bottom constraint, bound
    // to the scroll view's bottom, lifts it by 216: the scroll view is 480 − 216 = 264 tall.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    #expect(simulator.world.scrollViewFrame.height == 264)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }
}

/// The same, as the front end decides it from the source.
@Suite(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
struct UnreadableObjectiveCFrontEndTests {
  /// `body` as the keyboard handler of a controller whose header is missing.
  func lower(_ body: String) throws -> HandlerProgram {
    try FrontEndBinary.lower(
      source: """
        #import "MissingController.h"
        @interface MissingController ()
        @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
        @end
        @implementation MissingController
        - (void)viewDidLoad {
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
        }
        - (void)keyboardWillShow:(NSNotification *)note {
        \(body)
        }
        @end

        """, fileExtension: "m")
  }

  func messages(_ program: HandlerProgram, _ severity: HandlerProgram.Diagnostic.Severity)
    -> [String]
  {
    program.diagnostics.filter { $0.severity == severity }.map {
      "\($0.location.line):\($0.location.column): \($0.message)"
    }
  }

  @Test func aStatementSettingAFigureKeepsItsError() throws {
    let program = try lower(
      "    self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, self.navigationItem.rightBarButtonItem.width, 0);"
    )
    #expect(
      messages(program, .error)
        == ["10:98: property 'width' not found on object of type 'id'"])
    #expect(
      messages(program, .note).first?.contains(
        "sets what FormSim simulates, so it cannot be left out") == true)
  }

  @Test func aVariableOfUntypableCodeIsOpaqueAndCannotSetAFigure() throws {
    let program = try lower(
      """
          CGFloat lift = self.navigationItem.rightBarButtonItem.width;
          self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, lift, 0);
      """)
    #expect(messages(program, .error).isEmpty)
    let body = try #require(program.methods.last?.body)
    guard case .variable("lift", _, let value?, _, _) = body.first?.kind,
      case .opaque(let code) = value.kind
    else {
      Issue.record("lift is \(String(describing: body.first?.kind))")
      return
    }
    #expect(code == "self.navigationItem.rightBarButtonItem.width")
    // The check refuses the inset made from it, as any opaque value.
    let errors = HandlerFixture.errors(of: program, bind: [("scrollView", "scroll")])
    #expect(errors.map(\.location.line) == [11])
    #expect(
      errors.first?.message.contains(
        "takes a value from 'self.navigationItem.rightBarButtonItem.width'") == true)
  }

  @Test func aWholeVariableAssignedIsOpaqueAndAMemberOfAnObjectIsLeftOut() throws {
    let program = try lower(
      """
          CGFloat gap = 0;
          gap = self.navigationItem.rightBarButtonItem.width;
          self.navigationItem.rightBarButtonItem.enabled = NO;
      """)
    #expect(messages(program, .error).isEmpty)
    let body = try #require(program.methods.last?.body)
    // `gap = …` becomes `gap = <opaque>`; the bar button's flag is left out.
    #expect(body.count == 2)
    guard case .assignment(let target, nil, let value) = body.last?.kind,
      case .name("gap") = target.kind, case .opaque = value.kind
    else {
      Issue.record("the second statement is \(String(describing: body.last?.kind))")
      return
    }
    #expect(messages(program, .warning).filter { $0.contains("left out") }.count == 2)
  }

  @Test func aSyntaxErrorIsNoAppCodeAndStopsTheFile() throws {
    let program = try lower("    CGFloat gap = (self.navigationItem.rightBarButtonItem.width;")
    #expect(!messages(program, .error).isEmpty)
    #expect(messages(program, .warning).allSatisfy { !$0.contains("left out") })
  }

  @Test func aDictionaryLiteralIsADictionary() throws {
    let program = try lower("    NSDictionary *sizes = @{@\"top\": @1, @\"bottom\": @2};")
    #expect(messages(program, .error).isEmpty)
    guard case .variable(_, _, let value?, _, _) = program.methods.last?.body.first?.kind,
      case .dictionary(let entries) = value.kind
    else {
      Issue.record("not a dictionary: \(String(describing: program.methods.last?.body))")
      return
    }
    #expect(entries.count == 2)
  }

  @Test func theMembersOfTheAppsOtherClassesAreNotTheControllers() throws {
    // `EmojiPanel` is the app's class: its `view` is learned on the opaque root, and is no
    // property of the controller, whose `self.view` stays the root view.
    let program = try lower(
      """
          EmojiPanel *panel = [EmojiPanel new];
          panel.view.hidden = YES;
          self.view.frame = CGRectMake(0, -10, 320, 480);
      """)
    #expect(program.diagnostics.filter { $0.severity == .error }.isEmpty, "\(program.diagnostics)")
    #expect(!program.properties.map(\.name).contains("view"))
  }
}
