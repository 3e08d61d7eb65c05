// swift-format-ignore-file
// Follows the shape of iHromnik/Weather, Weather/LoginViewController.swift: a login screen that
// casts the end frame straight to CGRect and puts its height into the scroll view's bottom inset.
// The credentials check and the request around it are this file's own.
import UIKit

struct Credentials: Codable {
    let login: String
    let password: String
}

class WeatherLoginViewController: UIViewController {

    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var loginTF: UITextField!
    @IBOutlet weak var passwordTF: UITextField!

    let session = URLSession.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(notification: Notification) {
        let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: endFrame?.height ?? 0, right: 0)
    }

    @objc func keyboardWillHide(notification: Notification) {
        scrollView.contentInset = UIEdgeInsets.zero
    }

    @IBAction func loginPressed(_ sender: UIButton) {
        let credentials = Credentials(login: loginTF.text ?? "", password: passwordTF.text ?? "")
        var request = URLRequest(url: URL(string: "https://example.invalid/login")!)
        request.httpMethod = "POST"
        request.httpBody = try? JSONEncoder().encode(credentials)
        session.dataTask(with: request) { data, response, error in
            if let error = error {
                print("login failed: \(error)")
            }
        }.resume()
    }
}
