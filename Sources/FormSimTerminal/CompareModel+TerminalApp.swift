import FormSimApp
import FormSimCore
import FormSimRender

/// The comparison runs on the terminal as it is: it speaks the run loop's protocol already.
extension CompareModel: TerminalApp {
  public mutating func recordingFailed(_ message: String) {
    reportLayoutProblem("recording: " + message)
  }

  public mutating func layoutFileChanged(_ result: Result<Layout, LayoutError>) {
    switch result {
    case .success(let layout): replaceLayout(layout)
    case .failure(let error): reportLayoutProblem(error.description)
    }
  }
}
