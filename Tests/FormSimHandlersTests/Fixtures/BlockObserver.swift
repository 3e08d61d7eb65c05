// swift-format-ignore-file
import UIKit

final class ChatViewController: UIViewController {
    private var observer: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] note in
            guard let self, let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
                return
            }
            let frame = self.view.convert(value.cgRectValue, from: nil)
            self.additionalSafeAreaInsets.bottom = max(0, self.view.bounds.maxY - frame.minY)
        }
    }
}
