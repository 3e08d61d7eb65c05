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
/// The handler is the content-height seed's code written as a Swift view controller, so the two
/// sides do the same work and the ratio is the interpreter's overhead (one parse, then every
/// hook of every group interpreted).
struct HandlerBench {
  var fieldCount: Int

  /// The handler, as a user would write it.
  static let source = """
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

  /// Writes the handler to a temporary file and registers it; its strategy name.
  static func register() throws -> String {
    var template = Array("/tmp/formsim-bench-handler-XXXXXX.swift".utf8CString)
    let descriptor = mkstemps(&template, 6)
    guard descriptor >= 0 else { throw BenchError("cannot write a temporary handler file") }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    _ = FileDescriptorIO.writeAll(source.utf8, to: descriptor)
    close(descriptor)
    return try HandlerRegistration.register(
      file: path, bindings: [("heightConstraint", "content.height")], setup: [])
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
