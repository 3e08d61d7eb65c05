// swift-format-ignore-file
// The shape of screens with a web view above a chat field (runmyrobot/letsrobot_ios's stream
// screen loads a camera page into a UIWebView outlet and lays it out): the web view is none of
// the views FormSim draws, so laying it out needs no binding; the keyboard moves the form.
import UIKit

class StreamViewController: UIViewController {
    @IBOutlet var cameraWebView: UIWebView!
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: .UIKeyboardWillChangeFrame, object: nil)
        if let url = URL(string: "https://example.org/camera") {
            cameraWebView.loadRequest(URLRequest(url: url))
            cameraWebView.layoutIfNeeded()
        }
    }

    @objc func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        scrollView.contentInset.bottom = end.origin.y >= UIScreen.main.bounds.size.height ? 0 : end.size.height
    }
}
