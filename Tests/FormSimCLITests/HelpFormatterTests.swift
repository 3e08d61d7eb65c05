import FormSimCLI
import Testing

@Suite struct HelpFormatterTests {
  private let snapshot = CommandSpec(
    name: "snapshot",
    summary: "Render one frame exactly as the terminal would show it.",
    positionals: [
      PositionalSpec("LAYOUT", help: "A layout file or built-in name.", isOptional: true)
    ],
    options: [
      .value(
        "device", short: "d", placeholder: "NAME", help: "Device profile to simulate.",
        allowedValues: ["iphone4", "iphone-se", "iphone-15", "ipad"]),
      .flag("landscape", help: "Start in landscape."),
      .value(
        "script", placeholder: "S",
        help:
          "Steps to play before the frame, separated by ';' or newlines: focus N, next, prev, "
          + "type TEXT, return, dismiss, tap-outside, scroll DY, rotate, wait S."),
      .value("compare", placeholder: "NAME", repeatable: true, help: "Add a strategy."),
      .value(
        "hardware-keyboard-profile", placeholder: "NAME",
        help: "A name long enough to need its own line."),
    ],
    description: """
      Examples:
        formsim snapshot --script 'focus 7' --format text
        formsim snapshot -d ipad --landscape --script 'focus 3; wait 0.1'
      """)

  @Test func rendersACommand() {
    let expected = """
      Usage: formsim snapshot [options] [LAYOUT]

      Render one frame exactly as the terminal would show it.

      Arguments:
        LAYOUT              A layout file or built-in name.

      Options:
        -d, --device NAME   Device profile to simulate. One of: iphone4, iphone-se,
                            iphone-15, ipad.
            --landscape     Start in landscape.
            --script S      Steps to play before the frame, separated by ';' or
                            newlines: focus N, next, prev, type TEXT, return, dismiss,
                            tap-outside, scroll DY, rotate, wait S.
            --compare NAME  Add a strategy. May be repeated.
            --hardware-keyboard-profile NAME
                            A name long enough to need its own line.
        -h, --help          Show this help and exit.

      Examples:
        formsim snapshot --script 'focus 7' --format text
        formsim snapshot -d ipad --landscape --script 'focus 3; wait 0.1'
      """
    #expect(HelpFormatter().help(for: snapshot) == expected)
  }

  @Test func keepsEveryLineWithinTheWidth() {
    let lines = HelpFormatter().help(for: snapshot).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 || $0.contains("hardware-keyboard-profile") })
  }

  @Test func rendersACommandWithoutOptionsOrDescription() {
    let expected = """
      Usage: formsim devices

      List the devices.

      Options:
        -h, --help  Show this help and exit.
      """
    #expect(HelpFormatter().help(for: Fixtures.devicesCommand) == expected)
  }

  @Test func rendersTheProgramHelp() {
    let text = HelpFormatter().topLevelHelp(
      summary: "Simulate how iOS forms avoid the keyboard.", commands: Fixtures.all)
    let expected = """
      Usage: formsim [COMMAND] [options]

      Simulate how iOS forms avoid the keyboard.

      Commands:
        run            Open the interactive simulator. (default)
        demo           Play a tour of a strategy.
        simulate       Run a script headless and print JSON Lines on stdout.
        check          Report every field of a layout that the keyboard hides.
        devices        List the devices.

      Options:
        -h, --help     Show this help and exit.
            --version  Print the version and exit.

      Run 'formsim COMMAND --help' for the arguments and options of a command.
      """
    #expect(text == expected)
  }
}
