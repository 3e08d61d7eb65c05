// swift-format-ignore-file
// A free function of the app's, in its own file, as apps keep their small threading helpers.
import Foundation

func onMainThread(_ work: @escaping () -> Void) {
    if Thread.isMainThread {
        work()
    } else {
        DispatchQueue.main.async(execute: work)
    }
}
