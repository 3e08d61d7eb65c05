// swift-format-ignore-file
// The app's threading helper: a free function in a file of its own.
import Foundation

func runOnMain(_ work: @escaping () -> Void) {
    guard !Thread.isMainThread else {
        work()
        return
    }
    DispatchQueue.main.async(execute: work)
}
