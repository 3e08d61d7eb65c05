import FormSimApp
import FormSimCore
import FormSimRender

/// The interactive simulator runs on the terminal as it is: its model already speaks the run
/// loop's protocol, so the terminal layer adds nothing but this conformance.
extension AppModel: TerminalApp {
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
