// swift-format-ignore-file
// Combine, in the shape of apps that declare the keyboard's publisher once as a static
// property of an extension of UIResponder (boostcampwm-2021/iOS07-DoolDa's
// UIResponder+Extensions.swift is one) and subscribe to it from each screen.
import UIKit
import Combine

extension UIResponder {
    static var keyboardOverlap: AnyPublisher<CGFloat, Never> {
        NotificationCenter.default
            .publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .map { frame in max(0, UIScreen.main.bounds.height - frame.minY) }
            .eraseToAnyPublisher()
    }
}

class InviteCodeViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var bag = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        UIResponder.keyboardOverlap
            .sink { [weak self] overlap in
                self?.scrollView.contentInset.bottom = overlap
            }
            .store(in: &bag)
    }
}
