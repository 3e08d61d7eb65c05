import FormSimCore
import FormSimTerminal

/// `--watch`: follow the layout file and use each version as it is saved.
struct WatchOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Reload the layout file whenever it changes; a version that does not parse is reported"
        + " and the last good one kept."))
  var watch = false

  /// Checks that there is a file to watch: `--watch` needs a layout file, not a built-in name.
  func check(layout: String?) throws {
    guard watch else { return }
    guard let layout, Layout.builtIn(named: layout) == nil, PathKind(of: layout) != .directory
    else {
      throw ValidationError("--watch needs a layout file (--layout FILE) to watch")
    }
  }

  /// What the run loop needs to follow the layout file `form` names, reading its scene from it
  /// each time; nil without `--watch`.
  func layoutWatch(for form: FormOptions) -> LayoutWatch? {
    guard watch, let path = form.layout else { return nil }
    let scene = form.scene
    return LayoutWatch(path: path) {
      Result { () throws(UserFileError) -> Layout in
        try LayoutSource.loadOne(path, scene: scene).layout
      }
    }
  }
}
