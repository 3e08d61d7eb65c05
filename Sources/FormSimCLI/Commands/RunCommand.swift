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
      F5 predictive bar, F6 hardware keyboard, F7 slow motion, F8 pause, F9 step, F10 quit.
      """)

  @OptionGroup var interactive: InteractiveOptions
  @OptionGroup var common: CommonOptions

  func run(console: inout some Console) throws {
    var app = AppModel(settings: try common.settings(), forcedScale: interactive.scale)
    try interactive.runInTerminal(
      &app, command: Self.name, console: &console, values: { $0.values })
  }
}
