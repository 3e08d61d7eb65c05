import FormSimCLI
import FormSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `check` with an interpreted handler against the built-in strategy it reimplements, on the
/// same generated form in the same run: what interpreting the user's code costs.
///
/// Each handler is a seed's code written as a user would write it (content-height as a Swift
/// view controller, content-inset in Objective-C), so the two sides do the same work and the
/// ratio is the interpreter's overhead (one parse, then every hook of every group interpreted).
struct HandlerBench {
  var fieldCount: Int

  /// A handler and the built-in strategy it is timed against.
  struct Case {
    var strategy: String
    var source: String
    /// `.swift` or `.m`: which front end reads it.
    var fileExtension: String
    var bindings: [(String, String)]
    /// The figures' keys: `check.<builtIn>.seconds`, `check.<handler>.seconds|ratio`.
    var builtInKey: String
    var handlerKey: String
    var language: String
    /// `a Swift handler`, `an Objective-C handler`.
    var described: String
  }

  static let cases = [
    Case(
      strategy: "content-height", source: swiftSource, fileExtension: ".swift",
      bindings: [("heightConstraint", "content.height")], builtInKey: "contentHeight",
      handlerKey: "handler", language: "Swift", described: "a Swift handler"),
    Case(
      strategy: "content-inset", source: objectiveCSource, fileExtension: ".m", bindings: [],
      builtInKey: "contentInset", handlerKey: "objectiveCHandler", language: "Objective-C",
      described: "an Objective-C handler"),
  ]

  /// The content-height seed's code as a Swift view controller.
  static let swiftSource = """
    class FormViewController: UIViewController, UITextFieldDelegate {
      @IBOutlet weak var scrollView: UIScrollView!
      @IBOutlet weak var heightConstraint: NSLayoutConstraint!
      var current: UITextField?
      var restore: CGPoint?
      var added: CGFloat?

      override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
          name: UIResponder.keyboardWillHideNotification, object: nil)
      }

      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        current = textField
        restore = scrollView.contentOffset
        return true
      }

      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        current?.resignFirstResponder()
        current = nil
        return true
      }

      @objc func keyboardWillShow(_ notification: Notification) {
        if added != nil { return }
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        added = end.height
        UIView.animate(withDuration: 0.3) { self.heightConstraint.constant += end.height }
        let below = scrollView.frame.height - current!.frame.origin.y - current!.frame.height
        let collapse = end.height - below
        if collapse < 0 { return }
        UIView.animate(withDuration: 0.3) {
          self.scrollView.contentOffset = CGPoint(x: self.restore!.x, y: collapse + 5)
        }
      }

      @objc func keyboardWillHide(_ notification: Notification) {
        guard let height = added else { return }
        UIView.animate(withDuration: 0.3) {
          self.heightConstraint.constant -= height
          self.scrollView.contentOffset = self.restore ?? .zero
        }
        added = nil
      }
    }
    """

  /// The content-inset seed's code as an Objective-C view controller.
  static let objectiveCSource = """
    #import <UIKit/UIKit.h>

    @interface FormViewController : UIViewController <UITextFieldDelegate> {
        IBOutlet UIScrollView *scroller;
        UITextField *editing;
    }
    @end

    @implementation FormViewController

    - (void)viewDidLoad {
        [super viewDidLoad];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardShown:)
            name:UIKeyboardDidShowNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardHiding:)
            name:UIKeyboardWillHideNotification object:nil];
    }

    - (void)keyboardShown:(NSNotification *)note {
        CGSize size = [[[note userInfo] objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
        UIEdgeInsets insets = UIEdgeInsetsMake(0.0, 0.0, size.height, 0.0);
        scroller.contentInset = insets;
        scroller.scrollIndicatorInsets = insets;
        CGRect visible = self.view.frame;
        visible.size.height -= size.height;
        if (!CGRectContainsPoint(visible, editing.frame.origin)) {
            CGPoint target = CGPointMake(0.0, editing.frame.origin.y - (size.height - 15));
            [scroller setContentOffset:target animated:YES];
        }
    }

    - (void)keyboardHiding:(NSNotification *)note {
        scroller.contentInset = UIEdgeInsetsZero;
        scroller.scrollIndicatorInsets = UIEdgeInsetsZero;
    }

    - (void)textFieldDidBeginEditing:(UITextField *)textField { editing = textField; }
    - (void)textFieldDidEndEditing:(UITextField *)textField { editing = nil; }

    @end
    """

  /// Writes the case's handler to a temporary file and registers it; its strategy name.
  static func register(_ handler: Case) throws -> String {
    let suffix = handler.fileExtension
    var template = Array("/tmp/formsim-bench-handler-XXXXXX\(suffix)".utf8CString)
    let descriptor = mkstemps(&template, Int32(suffix.utf8.count))
    guard descriptor >= 0 else { throw BenchError("cannot write a temporary handler file") }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    _ = FileDescriptorIO.writeAll(handler.source.utf8, to: descriptor)
    close(descriptor)
    return try HandlerRegistration.register(file: path, bindings: handler.bindings, setup: [])
  }

  /// Seconds for one check of the form under `strategy`.
  func run(strategy: String) -> Double {
    let check = LayoutCheck(
      layout: CheckBench.layout(fieldCount: fieldCount), devices: DeviceProfile.all,
      orientations: Orientation.allCases, strategies: [strategy])
    var checks = 0
    let seconds = Stopwatch.seconds { checks = check.run().checks.count }
    precondition(checks == check.checkCount, "the check skipped fields")
    return seconds
  }
}
