import FormSimCore

/// What `--watch` hands the run loop: the file to watch and how to read the layout from it again
/// (a storyboard scene, or layout JSON).
public struct LayoutWatch {
  public var watcher: FileWatcher
  public var reload: () -> Result<Layout, UserFileError>

  public init(path: String, reload: @escaping () -> Result<Layout, UserFileError>) {
    watcher = FileWatcher(path: path)
    self.reload = reload
  }
}
