import FormSimHandlers
import Foundation
import Testing

/// Objective-C expressions in the shapes apps write them, as the front end lowers them: C's
/// compound literals of the geometry structs, and macros on the left of an operator.
@Suite(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
struct ObjectiveCExpressionTests {
  /// The initial values of the variables of one method whose body is `body`, after the file's
  /// `declarations`, each spelled as Swift would write it.
  func initialValues(_ declarations: String, _ body: String) throws -> [String: String] {
    let source =
      "#import <UIKit/UIKit.h>\n\(declarations)\n@implementation Shapes\n"
      + "- (void)keyboardWillShow:(NSNotification *)note {\n\(body)\n}\n@end\n"
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    #expect(program.diagnostics.isEmpty, "\(program.diagnostics)")
    return Self.initialValues(in: try #require(program.methods.first?.body))
  }

  /// The initial values of the variables `body` declares, each spelled as Swift would write it.
  static func initialValues(in body: [FormSimHandlers.Statement]) -> [String: String] {
    var values: [String: String] = [:]
    for statement in body {
      if case .variable(let name, _, let value?, _, _) = statement.kind {
        values[name] = spelled(value)
      }
    }
    return values
  }

  /// An expression as Swift spells it, for the kinds these tests meet; a float keeps its
  /// decimal point, so that `50.0` and `50` stay apart.
  static func spelled(_ expression: FormSimHandlers.Expression) -> String {
    switch expression.kind {
    case .name(let name): return name
    case .member(let base, let name): return spelled(base) + "." + name
    case .integer(let value): return String(value)
    case .float(let value): return String(value)
    case .binary(let op, let left, let right):
      return "(\(spelled(left)) \(op.rawValue) \(spelled(right)))"
    case .call(let function, let arguments):
      let list = arguments.map { ($0.label.map { $0 + ": " } ?? "") + spelled($0.value) }
      return spelled(function) + "(" + list.joined(separator: ", ") + ")"
    case .unsupported(let what): return "unsupported: " + what
    case .string(let text): return "\"" + text + "\""
    default: return "\(expression.kind)"
    }
  }

  @Test func anInstanceVariableNamedLikeALocalIsSelfs() throws {
    // `_height` behind the property `height`, read beside a parameter and a local that share
    // its name: the variable is self's; with no local of its name it keeps its bare name.
    let values = try initialValues(
      "@interface Shapes : UIViewController\n@property (nonatomic) CGFloat height;\n"
        + "@property (nonatomic) CGFloat width;\n@end",
      "CGFloat before = _height;\nCGFloat height = 2;\nCGFloat sum = _height + height + _width;")
    #expect(values["before"] == "self.height")
    #expect(values["sum"] == "((self.height + height) + width)")
  }

  @Test func aMacroThatNamesAStringIsItsText() throws {
    // clang gives no tokens of the file for what a macro expands to: the text is evaluated.
    let values = try initialValues(
      "#define kTitle @\"Settings\"\n#define kKey \"inset\"\n"
        + "@interface Shapes : UIViewController\n@end",
      "NSString *title = kTitle;\nconst char *key = kKey;")
    #expect(values["title"] == "\"Settings\"")
    #expect(values["key"] == "\"inset\"")
  }

  @Test func theVariableASynthesizeNamesIsItsProperty() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Shapes : UIViewController
      @property (nonatomic) CGFloat height;
      @end
      @implementation Shapes
      @synthesize height = storedHeight;
      - (void)keyboardWillShow:(NSNotification *)note {
          CGFloat seen = storedHeight + self.height;
      }
      @end
      """
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    #expect(program.diagnostics.isEmpty, "\(program.diagnostics)")
    let body = try #require(program.methods.first?.body)
    #expect(Self.initialValues(in: body)["seen"] == "(height + self.height)")
  }

  @Test func aPropertyWithItsOwnAccessorsIsWrittenAndReadThroughThem() throws {
    // The file implements `height`'s setter and `width`'s getter: dot syntax and the setter's
    // message run them, the instance variables are the storage, and the other accessor of each
    // is the storage too.
    let source = """
      #import <UIKit/UIKit.h>
      @interface Shapes : UIViewController
      @property (nonatomic) CGFloat height;
      @property (nonatomic) CGFloat width;
      @end
      @implementation Shapes
      - (void)setHeight:(CGFloat)height { _height = height; }
      - (CGFloat)width { return _width * 2; }
      - (void)keyboardWillShow:(NSNotification *)note {
          self.height = 1;
          [self setHeight:2];
          self.height += 3;
          self.height++;
          self.width = 4;
          _height = self.width;
          CGFloat seen = self.width + self.height;
      }
      @end
      """
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    #expect(program.diagnostics.isEmpty, "\(program.diagnostics)")
    var bodies: [String: [String]] = [:]
    for method in program.methods {
      bodies[method.name] = method.body.map { statement in
        switch statement.kind {
        case .assignment(let target, let op, let value):
          return "\(Self.spelled(target)) \(op?.rawValue ?? "")= \(Self.spelled(value))"
        case .expression(let expression): return Self.spelled(expression)
        case .variable(let name, _, let value?, _, _): return "\(name) := \(Self.spelled(value))"
        default: return "\(statement.kind)"
        }
      }
    }
    #expect(bodies["setHeight"] == ["self.height = height"])
    #expect(
      bodies["keyboardWillShow"] == [
        "self.setHeight(1)", "self.setHeight(2)", "self.setHeight((self.height + 3))",
        "self.setHeight((self.height + 1))", "self.width = 4", "height = self.width()",
        "seen := (self.width() + self.height)",
      ])
  }

  @Test func compoundLiteralsOfTheGeometryStructsAreTheirInitialisers() throws {
    let values = try initialValues(
      "",
      """
          CGFloat w = 320;
          CGSize size = CGSizeMake(10, 20);
          CGRect flat = (CGRect){0, 40, w, w - 40};
          CGRect nested = (CGRect){{0, 107}, {w, 5}};
          CGRect parts = (CGRect){CGPointZero, size};
          CGRect sized = (CGRect){.size = size};
          CGRect mixed = (CGRect){0.5, 1.5, size};
          CGRect partly = (CGRect){{1, 2}};
          UIEdgeInsets insets = (UIEdgeInsets){0, 20, 0, 20};
          CGPoint point = (CGPoint){.y = 2, .x = 1};
          CGSize small = (CGSize){65, 75};
          CGRect fieldOfField = (CGRect){.origin.y = 3};
          CGRect tooMany = (CGRect){1, 2, 3, 4, 5};
      """)
    // Braces left out around origin and size: the four numbers in order, as CGRectMake.
    #expect(values["flat"] == "CGRect(x: 0, y: 40, width: w, height: (w - 40))")
    #expect(values["nested"] == "CGRect(x: 0, y: 107, width: w, height: 5)")
    // A whole CGPoint and CGSize for the two fields.
    #expect(values["parts"] == "CGRect(origin: CGPointZero, size: size)")
    // The field the designator names; the origin, given nothing, is zero.
    #expect(values["sized"] == "CGRect(origin: CGPoint(x: 0.0, y: 0.0), size: size)")
    // Two numbers fill the origin's own fields, then a whole CGSize is the size.
    #expect(values["mixed"] == "CGRect(origin: CGPoint(x: 0.5, y: 1.5), size: size)")
    // The size, given nothing, is zero.
    #expect(values["partly"] == "CGRect(x: 1, y: 2, width: 0.0, height: 0.0)")
    #expect(values["insets"] == "UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)")
    // Designators in any order: each to its field.
    #expect(values["point"] == "CGPoint(x: 1, y: 2)")
    #expect(values["small"] == "CGSize(width: 65, height: 75)")
    #expect(
      values["fieldOfField"]?.hasSuffix("{ . origin . y = 3 }' (a designator of a field's field)")
        == true)
    #expect(values["tooMany"]?.hasSuffix("(more values than CGRect has fields)") == true)
  }

  @Test func aStaticInitialisedWithNestedCompoundLiteralsIsAZeroRect() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @implementation UIApplication (Frame)
      static CGRect lastFrame = (CGRect){ (CGPoint){ 0.0f, 0.0f }, (CGSize){ 0.0f, 0.0f } };
      @end

      """
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    let initial = try #require(program.properties.first { $0.name == "lastFrame" }?.initial)
    #expect(
      Self.spelled(initial)
        == "CGRect(origin: CGPoint(x: 0.0, y: 0.0), size: CGSize(width: 0.0, height: 0.0))")
  }

  /// `@(count + 1)` of a `long` or an unsigned count: clang boxes each through its own
  /// `NSNumber` class method, which the header must declare for the file to compile at all.
  @Test func boxedLongsAndUnsignedCountsCompile() throws {
    let values = try initialValues(
      "",
      """
          long count = 41;
          unsigned long seen = 2;
          long long total = 7;
          NSUInteger shown = 3;
          NSNumber *next = @(count + 1);
          NSNumber *both = @(seen);
          NSNumber *all = @(total);
          NSNumber *visible = @(shown);
      """)
    #expect(values.count == 8)
  }

  @Test func aMacroOnTheLeftOfAnOperatorIsItsValueAndTheOperatorIsTheFiles() throws {
    let values = try initialValues(
      """
      #define kBarHeight 50.0
      #define kWithMargin (kBarHeight + 4)
      #define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
      #define kHalf(x) ((x) / 2)
      """,
      """
          CGFloat h = 216;
          CGFloat lifted = kBarHeight + h;
          CGFloat above = SCREEN_HEIGHT - h;
          CGFloat twice = kBarHeight * 2 + h;
          CGFloat both = kBarHeight + kWithMargin;
          CGFloat whole = kWithMargin;
          CGFloat right = h - kBarHeight;
          CGFloat half = kHalf(h) + 1;
      """)
    // The macro's number, then the operator and the operand the file writes.
    #expect(values["lifted"] == "(50.0 + h)")
    #expect(values["above"] == "(UIScreen.mainScreen().bounds.size.height - h)")
    #expect(values["twice"]?.hasPrefix("((50.0 * 2") == true)
    #expect(values["twice"]?.hasSuffix(") + h)") == true)
    // Two macros with the file's operator between them; inside one, clang's value.
    #expect(values["both"] == "(50.0 + 54.0)")
    #expect(values["whole"] == "54.0")
    #expect(values["right"] == "(h - 50.0)")
    // A macro that computes from its argument is refused by its name, as on its own.
    #expect(values["half"]?.hasPrefix("(unsupported: what the macro 'kHalf' expands to") == true)
  }

  @Test func aMacroFromTheAppsHeaderOnTheLeftOfAChainOfOperators() throws {
    // Apps define their screen macros in a header of their own, which clang reads beside the
    // file: the macro's tokens are in another file than the operator's.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-macros-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("#define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)\n".utf8)
      .write(to: folder.appendingPathComponent("AppMacros.h"))
    let source = """
      #import <UIKit/UIKit.h>
      #import "AppMacros.h"
      @implementation Alert
      - (void)keyboardWillShow:(NSNotification *)note {
          CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
          CGFloat top = SCREEN_HEIGHT - frame.size.height - 10;
      }
      @end

      """
    let file = folder.appendingPathComponent("Alert.m")
    try Data(source.utf8).write(to: file)
    let program = try HandlerFrontEnd.load(
      file: file.path, environment: [HandlerFrontEnd.environmentVariable: FrontEndBinary.path ?? ""]
    )
    #expect(program.diagnostics.isEmpty, "\(program.diagnostics)")
    let body = try #require(program.methods.first?.body)
    // Subtraction groups to the left: (SCREEN_HEIGHT − the height) − 10.
    #expect(
      Self.initialValues(in: body)["top"]
        == "((UIScreen.mainScreen().bounds.size.height - frame.size.height) - 10)")
  }

  @Test func aClassPropertyIsTheMessageOfItsName() throws {
    let values = try initialValues(
      "",
      """
          CGFloat height = UIScreen.mainScreen.bounds.size.height;
          id center = NSNotificationCenter.defaultCenter;
          id same = [NSNotificationCenter defaultCenter];
      """)
    // `Class.property` is `[Class property]`: the class's method, not a name of the file's.
    #expect(values["height"] == "UIScreen.mainScreen().bounds.size.height")
    #expect(values["center"] == "NSNotificationCenter.defaultCenter()")
    #expect(values["same"] == values["center"])
  }

  @Test func aCategoryOnASharedObjectsClassOwnsItsMethodsAndLoadRunsFirst() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @implementation UIApplication (Lift)
      - (CGFloat)lift { return 40; }
      + (void)load { }
      + (instancetype)other { return nil; }
      @end
      @implementation UIView (Lift)
      - (CGFloat)gap { return 8; }
      @end

      """
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    let methods = Dictionary(uniqueKeysWithValues: program.methods.map { ($0.name, $0) })
    // A category on UIApplication adds to `UIApplication.shared`; one on UIView to the views.
    #expect(methods["lift"]?.owner == "UIApplication")
    #expect(methods["load"]?.owner == "UIApplication" && methods["load"]?.runsAtLoad == true)
    #expect(methods["gap"]?.owner == nil && methods["gap"]?.onView == true)
    // Another class method is the class's, sent to it by name (`[UIApplication other]`).
    #expect(methods["other"]?.owner == "UIApplication" && methods["other"]?.runsAtLoad == false)
    #expect(program.diagnostics.isEmpty, "\(program.diagnostics)")
  }

  @Test func aLibrarysCategoryOnAViewIsOpaqueNotAnError() throws {
    // A layout library's category on UIView and its maker class, as apps write them without
    // the library's header.
    let source = """
      #import <UIKit/UIKit.h>
      @interface Compose : UIViewController
      @property (nonatomic, strong) UIView *bar;
      @end
      @implementation Compose
      - (void)keyboardWillShow:(NSNotification *)note {
          [self.bar remake:^(LayoutMaker *make) {
              make.bottom.equalTo(self.view.lib_bottom).offset(-20);
          }];
          id anchor = self.view.lib_bottom;
      }
      @end

      """
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    #expect(!program.diagnostics.contains { $0.severity == .error }, "\(program.diagnostics)")
    #expect(
      program.diagnostics.map(\.message).contains(
        "the file uses members FormSim's UIKit does not declare (UIKit's own, or a library's"
          + " category on it), read as opaque: UIView.lib_bottom, UIView.remake:"))
    let body = try #require(program.methods.first { $0.name == "keyboardWillShow" }?.body)
    #expect(Self.initialValues(in: body)["anchor"] == "self.view.lib_bottom")
  }

  @Test func uikitsOwnMembersTheHeaderLacksRunAsOpaqueWithTheTypesTheirUseGives() throws {
    // Real UIKit the simulated header leaves out, in the shapes apps use it: a class method, a
    // struct result, a delegate set on a navigation controller, a library's number property,
    // a result returned as the method's own type, and an availability macro.
    let source = """
      #import <UIKit/UIKit.h>
      @interface Notes : UIViewController
      @property (nonatomic, strong) UITableView *table;
      @end
      @implementation Notes
      - (void)viewDidLoad {
          [super viewDidLoad];
          CGRect row = [self.table rectForRowAtIndexPath:nil];
          NSLayoutConstraint *pin = [NSLayoutConstraint constraintWithItem:self.view attribute:1
              relatedBy:0 toItem:self.view attribute:2 multiplier:1 constant:0];
          self.navigationController.delegate = self;
          self.view.lib_spacing = 4;
      }
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return [super supportedInterfaceOrientations];
      }
      - (BOOL)linkTapped:(NSURL *)url API_AVAILABLE(ios(10.0)) { return YES; }
      @end

      """
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    #expect(!program.diagnostics.contains { $0.severity == .error }, "\(program.diagnostics)")
    #expect(
      program.diagnostics.map(\.message).contains { message in
        message.hasSuffix(
          "read as opaque: NSLayoutConstraint"
            + " +constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:,"
            + " UINavigationController.delegate, UITableView.rectForRowAtIndexPath:,"
            + " UIView.lib_spacing")
      }, "\(program.diagnostics)")
  }

  @Test func aCapitalisedInstanceVariableOfAMissingHeaderIsAVariable() throws {
    // `MainScroll.contentInset`: a name the missing header declared, written capitalised.
    let source = """
      #import "FormVC.h"
      @implementation FormVC
      - (void)keyboardShown:(NSNotification *)note {
          CGSize size = [[note.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
          MainScroll.contentInset = UIEdgeInsetsMake(0, 0, size.height, 0);
      }
      @end

      """
    let program = try FrontEndBinary.lower(source: source, fileExtension: "m")
    #expect(
      program.diagnostics.map(\.message) == [
        "'FormVC.h' is not beside the file: read as empty; declared from the file's use:"
          + " MainScroll (UIScrollView *)"
      ])
  }
}

/// C's statements in the shapes apps write them.
@Suite(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
struct ObjectiveCStatementTests {
  @Test func aChainedAssignmentGivesEachTargetTheValueFromTheRight() throws {
    // A profile screen resets its flags in one line: it was "an assignment inside an
    // expression", which refused the whole file.
    let program = try FrontEndBinary.lower(
      source: """
        #import <UIKit/UIKit.h>
        @interface Flags : UIViewController
        @end
        @implementation Flags {
            BOOL changed, uploaded, thumbUploaded;
        }
        - (void)viewDidLoad {
            changed = uploaded = thumbUploaded = NO;
        }
        @end
        """, fileExtension: "m")
    #expect(program.diagnostics.isEmpty, "\(program.diagnostics)")
    #expect(
      program.methods.first?.body.map(Shape.of) == [
        "thumbUploaded = false", "uploaded = thumbUploaded", "changed = uploaded",
      ])
  }

  @Test func cBooleansAndTheClassObjectOfAnUnknownClassCompile() throws {
    // `return true;` (C99's bool, which Foundation brings in) and `StatusBarView.class` of a
    // class whose header is missing were taken for instance variables, and a class method may
    // not read those.
    let program = try FrontEndBinary.lower(
      source: """
        #import <UIKit/UIKit.h>
        @interface Chat : UIViewController
        @end
        @implementation Chat
        + (BOOL)isReady {
            return true;
        }
        + (void)show {
            [Router showScreen:StatusBarView.class];
        }
        @end
        """, fileExtension: "m")
    #expect(
      program.diagnostics.filter { $0.severity == .error }.isEmpty, "\(program.diagnostics)")
  }
}
