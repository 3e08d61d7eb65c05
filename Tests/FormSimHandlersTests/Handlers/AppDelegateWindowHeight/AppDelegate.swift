// swift-format-ignore-file
// The app's delegate, in the shape of messengers' (MixinNetwork/ios-app's is one): a static
// accessor that casts `UIApplication.shared.delegate` to the app's class, and the window UIKit
// sets on it.
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: AppDelegate {
        return UIApplication.shared.delegate as! AppDelegate
    }

    var window: UIWindow?
}
