// swift-format-ignore-file
// Follows the shape of myildirim48/gamesApp-Mvvm, myGames/Helpers/KeyboardDelegate.swift: a
// protocol whose extension, constrained to view controllers, registers the selectors it is given
// and supplies default handlers that move the root view up by the keyboard at rest and put it
// back. A games list screen adopts it and keeps a few models of its own.
import UIKit

protocol KeyboardLifting {
    func keyboardWillShow(notification: NSNotification)
    func keyboardWillHide(notification: NSNotification)
}

extension KeyboardLifting where Self: UIViewController {
    func addObservers(showSelector: Selector, hideSelector: Selector) {
        NotificationCenter.default.addObserver(self, selector: showSelector, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: hideSelector, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        guard view.frame.origin.y == 0,
              let endRect = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        view.frame.origin.y -= endRect.height
    }

    func keyboardWillHide(notification: NSNotification) {
        guard view.frame.origin.y != 0 else { return }
        view.frame.origin.y = 0
    }
}

struct GameSummary {
    let id: Int
    let title: String
    let rating: Double
}

final class GameSearchViewController: UIViewController, KeyboardLifting {
    private var games: [GameSummary] = []
    private var favourites: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        addObservers(showSelector: #selector(showKeyboard(notification:)), hideSelector: #selector(hideKeyboard(notification:)))
    }

    @objc func showKeyboard(notification: NSNotification) {
        keyboardWillShow(notification: notification)
    }

    @objc func hideKeyboard(notification: NSNotification) {
        keyboardWillHide(notification: notification)
    }

    func toggleFavourite(_ game: GameSummary) {
        if favourites.contains(game.id) {
            favourites.remove(game.id)
        } else {
            favourites.insert(game.id)
        }
    }
}
