import FormSimApp
import FormSimCore
import FormSimTerminal

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
    try interactive.refuseRecordingOver(common.inputFiles, command: Self.name)
    try Self.open(
      settings: try common.settings(), session: interactive.session,
      watch: watching.layoutWatch(for: common.form), console: &console)
  }

  /// Opens the simulator on `settings`. Bare `formsim` calls this with the defaults directly,
  /// without parsing (see ``FormSimCommandLine``).
  static func open(
    settings: SimulationSettings, session: TerminalSession, watch: LayoutWatch?,
    console: inout some Console
  ) throws {
    var app = AppModel(settings: settings, forcedScale: session.scale)
    try session.run(&app, command: name, console: &console, watch: watch, values: { $0.values })
  }
}
