import FormSimApp
import FormSimCore
import FormSimRender

/// The comparison runs on the terminal as it is: it speaks the run loop's protocol already.
extension CompareModel: TerminalApp {
  public mutating func layoutFileChanged(_ result: Result<Layout, UserFileError>) {
    switch result {
    case .success(let layout): replaceLayout(layout)
    case .failure(let error): reportLayoutProblem(error.description)
    }
  }
}
