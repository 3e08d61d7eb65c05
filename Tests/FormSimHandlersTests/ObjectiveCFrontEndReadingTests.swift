import FormSimHandlers
import Testing

/// What the Objective-C front end makes of spellings real files use that FormSim's own header
/// did not once read: module imports, and UIKit's methods of updating constraints.
@Suite(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
struct ObjectiveCFrontEndReadingTests {
  @Test func updatingConstraintsIsUIKitsOwnAndChangesNothing() throws {
    let program = try FrontEndBinary.lower(
      source: """
        #import <UIKit/UIKit.h>
        @interface ShrinkingViewController : UIViewController
        @end
        @implementation ShrinkingViewController
        - (void)viewDidLoad {
          [super viewDidLoad];
          [self updateViewConstraints];
          [self.view updateConstraints];
        }
        @end
        """, fileExtension: "m")
    #expect(program.diagnostics.isEmpty, "\(program.diagnostics)")
    let (_, warnings) = try HandlerCompiler.compile(program, name: program.file, bindings: [])
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test func aModuleImportIsItsUmbrellaHeader() throws {
    // `@import UIKit;` is FormSim's UIKit, `@import Firebase.Analytics;` a library's header
    // read as empty: no error (it was "use of '@import' when modules are disabled"), and the
    // lines stay the file's.
    let program = try FrontEndBinary.lower(
      source: """
        @import UIKit;
          @import Firebase.Analytics; // the app's analytics
        @interface ReceiptViewController : UIViewController
        @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
        @end
        @implementation ReceiptViewController
        - (void)viewDidLoad {
          [super viewDidLoad];
          self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, 10, 0);
        }
        @end
        """, fileExtension: "m")
    #expect(!program.diagnostics.contains { $0.severity == .error }, "\(program.diagnostics)")
    #expect(program.methods.map(\.location.line) == [7])
    #expect(program.methods.first?.body.map(\.location.line) == [8, 9])
  }

  @Test func aTableViewControllerScreenIsNamed() throws {
    let program = try FrontEndBinary.lower(
      source: """
        #import <UIKit/UIKit.h>
        @interface SettingsViewController : UITableViewController
        @end
        @implementation SettingsViewController
        - (void)viewDidLoad {
          [super viewDidLoad];
        }
        @end
        """, fileExtension: "m")
    #expect(program.tableViewController?.name == "SettingsViewController")
    #expect(program.tableViewController?.location.line == 4)
  }
}
