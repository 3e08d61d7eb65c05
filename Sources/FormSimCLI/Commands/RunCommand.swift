import ArgumentParser
import FormSimApp
import FormSimCore

/// `formsim` / `formsim run`: the interactive simulator.
struct RunCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Open the interactive simulator.",
    usage: "formsim [run] [<options>]",
    discussion: """
      Keys: Tab/Shift-Tab or Down/Up move between fields, typing edits the focused field, \
      Enter is return, Esc dismisses the keyboard, PgUp/PgDn and the mouse wheel scroll, \
      a click focuses a field or taps outside. F1 help, F2 strategy, F3 device, F4 rotate, \
      F5 predictive bar, F6 hardware keyboard (iPad: shortcuts bar), F7 slow motion, F8 \
      pause, F9 step, F10 quit.
      """)

  @OptionGroup var interactive: InteractiveOptions
  @OptionGroup var common: CommonOptions
  @OptionGroup var watching: WatchOptions

  func validate() throws {
    try watching.check(layout: common.form.layout)
  }

  func run(console: inout some Console) throws {
    var app = AppModel(settings: try common.settings(), forcedScale: interactive.scale)
    let watch = common.form.layout.flatMap { path in
      watching.watch ? WatchOptions.layoutWatch(path: path, scene: common.form.scene) : nil
    }
    try interactive.runInTerminal(
      &app, command: Self.name, console: &console, watch: watch, values: { $0.values })
  }
}
