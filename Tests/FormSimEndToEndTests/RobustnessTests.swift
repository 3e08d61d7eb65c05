import FormSimCore
import Foundation
import Testing

/// The real binary under the things that break terminal programs: resize storms mid-animation,
/// signals at any moment, missing or useless terminal types, the C locale and no terminal at all.
/// Typed text must survive everything until the program exits, and the shell must get its
/// terminal back.
@Suite(
  .serialized,
  .enabled(if: Tmux.isInstalled, "needs tmux (apt-get install tmux; .ci/run installs it)"))
struct RobustnessTests {
  static var binary: String { Tmux.binary }

  /// The shell's terminal after the program: `stty -a` (printed by the harness) shows canonical
  /// mode, echo and CR-to-NL translation back on.
  static func terminalIsSane(_ tmux: Tmux) throws -> Bool {
    var screen = try tmux.screen()
    let deadline = Date().addingTimeInterval(5)
    while !screen.contains("icanon") && Date() < deadline {
      usleep(50_000)
      screen = try tmux.screen()
    }
    let words = Set(screen.split(whereSeparator: { " ;\n".contains($0) }).map(String.init))
    return words.contains("icanon") && words.contains("echo") && words.contains("icrnl")
      && !words.contains("-icanon") && !words.contains("-echo")
  }

  // MARK: Recording

  /// A live recording that cannot be written (here a file-size limit, as a full disk does) is
  /// said on the panel, then on standard error with status 2 at quit, and the cast keeps every
  /// whole event before the failure: each line still parses.
  @Test func aRecordingThatCannotBeWrittenIsReportedAndStaysValid() throws {
    let cast = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-\(UUID().uuidString).cast").path
    defer { try? FileManager.default.removeItem(atPath: cast) }
    // 32 blocks of 512 bytes: the header and the first frame (13 KB) fit, focusing a field does not.
    let tmux = try Tmux(
      "ulimit -f 32; trap '' XFSZ; \(Self.binary) --layout long --record \(cast)", columns: 120,
      rows: 40)
    try tmux.waitFor(text: "F10Quit")
    try tmux.press("Tab")
    for word in ["one ", "two ", "three ", "four ", "five ", "six "] {
      try tmux.type(word)
      usleep(100_000)
    }
    try tmux.press("F2")
    try tmux.waitFor(text: "recording: cannot write")
    try tmux.press("F10")
    let screen = try tmux.waitFor(text: "EXIT=2")
    #expect(screen.contains("formsim run: cannot write \(cast): File too large"))
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    #expect(lines.count > 1)
    for line in lines {
      #expect((try? JSONParser.parse(String(line))) != nil, "\(line.prefix(80))")
    }
  }

  // MARK: Pastes

  /// A paste costs what its length does: 30,000 characters took 24 CPU seconds when each one was
  /// a frame and a walk over the whole text; the bound leaves a wide margin for a loaded machine
  /// and a debug build. The frame loop runs meanwhile, and F10 right after is answered.
  @Test func aLongPasteIsLinearAndTheAppStaysResponsive() throws {
    let tmux = try Tmux("\(Self.binary) --layout long")
    try tmux.waitFor(text: "F10Quit")
    try tmux.press("Tab")
    try tmux.waitFor(text: "First name")
    let pid = try #require(try tmux.pid())
    let before = try #require(ProcessCPUTime.seconds(of: pid))
    try tmux.paste(String(repeating: "a", count: 29_997) + "END")
    try tmux.waitFor(text: "aEND", timeout: 60)
    let after = try #require(ProcessCPUTime.seconds(of: pid))
    #expect(after - before < 3, "\(after - before) CPU seconds for a 30,000-character paste")
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }

  // MARK: Resizes

  @Test func resizeStormDuringASlideKeepsTheDeviceAndTheText() throws {
    let tmux = try Tmux("\(Self.binary) --layout long --duration 2 --print-values")
    try tmux.waitFor(text: "F10Quit")
    try tmux.press("Tab")
    try tmux.type("storm")
    try tmux.waitFor(text: "storm")
    // The keyboard slides away over 2 s; twenty resizes in one second land inside the slide.
    try tmux.press("Escape")
    var random = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      try tmux.resize(
        columns: Int.random(in: 20...160, using: &random),
        rows: Int.random(in: 5...50, using: &random))
      usleep(50_000)
    }
    try tmux.resize(columns: 100, rows: 36)
    // The whole frame at the last size, its top border included: a frame drawn for a size the
    // storm passed through can show the device and the text before the last redraw lands.
    _ = try tmux.waitFor("the device and the text in a whole frame") {
      $0.contains("iphone4") && $0.contains("storm") && $0.contains("F10Quit")
        && $0.contains("╭")
    }
    try tmux.press("F10")
    let after = try tmux.waitFor(text: "EXIT=0")
    #expect(after.contains(#""First name":"storm""#))
    #expect(try Self.terminalIsSane(tmux))
  }

  @Test func tinyTerminalsShowTheSizeMessageThenTheFormAgain() throws {
    let tmux = try Tmux("\(Self.binary) --layout long --print-values")
    try tmux.waitFor(text: "F10Quit")
    try tmux.press("Tab")
    try tmux.type("tiny")
    for (columns, rows) in [(1, 1), (1, 40)] {
      // Nothing useful fits; these only must not crash.
      try tmux.resize(columns: columns, rows: rows)
      usleep(100_000)
    }
    // The minimum is 60×20; the message is wrapped to the width and centred.
    let messages: [(columns: Int, rows: Int, lines: [String])] = [
      (2, 1, ["Te"]),
      (10, 3, ["Terminal", "too small:", "make it at"]),
      (300, 2, ["Terminal too small: make it at least 60×20 (now 300×2)"]),
      (59, 36, ["Terminal too small: make it at least 60×20 (now 59×36)"]),
      (100, 19, ["Terminal too small: make it at least 60×20 (now 100×19)"]),
    ]
    for (columns, rows, expected) in messages {
      try tmux.resize(columns: columns, rows: rows)
      let screen = try tmux.waitFor("the size message at \(columns)×\(rows)") { screen in
        let shown = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty }
        return shown == expected
      }
      #expect(!screen.contains("F10Quit"), "\(columns)×\(rows)")
    }
    try tmux.resize(columns: 100, rows: 36)
    try tmux.waitFor("the form back") { $0.contains("tiny") && $0.contains("F10Quit") }
    try tmux.press("F10")
    let after = try tmux.waitFor(text: "EXIT=0")
    #expect(after.contains(#""First name":"tiny""#))
  }

  // MARK: Signals

  enum Moment: String, CaseIterable, Sendable {
    case midSlide, idle
  }

  static let signals: [(name: String, number: Int32)] = [
    ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP),
  ]

  @Test(arguments: Moment.allCases)
  func signalsRestoreTheTerminalAndExitWithTheConventionalStatus(moment: Moment) throws {
    for signal in Self.signals {
      let tmux = try Tmux("\(Self.binary) --layout long --duration 3")
      switch moment {
      case .midSlide:
        try tmux.waitFor(text: "F10Quit")
        try tmux.press("Tab")
        try tmux.type("kept")
        try tmux.waitFor(text: "kept")
        usleep(UInt32.random(in: 50_000...600_000))
      case .idle:
        try tmux.waitFor(text: "F10Quit")
        usleep(UInt32.random(in: 0...300_000))
      }
      let pid = try #require(try tmux.pid(), "formsim did not start")
      kill(pid, signal.number)
      let status = "EXIT=\(128 + signal.number)"
      let after = try tmux.waitFor(text: status, timeout: 10)
      #expect(after.contains(status), "SIG\(signal.name) \(moment)")
      #expect(try Self.terminalIsSane(tmux), "SIG\(signal.name) \(moment): \(after)")
      #expect(!after.contains("F10Quit") && !after.contains("╭"), "SIG\(signal.name) \(moment)")
    }
  }

  /// A signal between `newterm` (which already puts the tty into cbreak, -echo, -icrnl) and the
  /// first frame. A `kill` timed from outside mostly lands before curses starts, so the binary
  /// sends itself the signal right after `newterm` returns (`FORMSIM_TEST_SIGNAL_AFTER_NEWTERM`):
  /// always inside the window. SIGABRT stands for the crash signals, which cannot be held back
  /// until the screen is open: the guard puts back the tty modes it saved before `newterm`.
  @Test(arguments: ["INT", "TERM", "HUP", "ABRT"])
  func aSignalRightAfterNewtermStillRestoresTheTerminal(signal: String) throws {
    let numbers = ["INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP, "ABRT": SIGABRT]
    let number = try #require(numbers[signal])
    let tmux = try Tmux(
      "\(Self.binary) --layout long",
      environment: [
        "FORMSIM_TEST_SIGNAL_AFTER_NEWTERM": signal,
        // Swift's crash reporter would wait for a key on a terminal.
        "SWIFT_BACKTRACE": "enable=no",
      ])
    let status = "EXIT=\(128 + number)"
    let after = try tmux.waitFor(text: status)
    #expect(after.contains(status), "SIG\(signal): \(after)")
    let modes = try Self.terminalModes(tmux)
    for mode in ["icanon", "echo", "icrnl"] {
      let on = modes.contains(mode)
      #expect(on, "SIG\(signal) left \(mode) off: \(after)")
    }
    #expect(try tmux.query("#{alternate_on}") == "0", "SIG\(signal) left the alternate screen on")
    #expect(!after.contains("F10Quit"), "SIG\(signal)")
  }

  /// A crash signal while the simulator is on screen, from outside (SIGSEGV, SIGBUS) or a real
  /// stack overflow (`STACK`, whose handler has no stack left but the alternate one): the shell
  /// gets a sane terminal back — normal screen, cursor shown, keypad and mouse reports off — and
  /// the process still dies of the signal (128 + 11 = 139, 128 + 7 or 10 for SIGBUS).
  @Test(arguments: ["SEGV", "BUS", "STACK"])
  func aFatalSignalRestoresTheTerminalThenKills(signal: String) throws {
    let number: Int32 = signal == "BUS" ? SIGBUS : SIGSEGV
    let tmux = try Tmux(
      "\(Self.binary) --layout long",
      environment: [
        "SWIFT_BACKTRACE": "enable=no",
        "FORMSIM_TEST_SIGNAL_AFTER_NEWTERM": signal == "STACK" ? "STACK" : "",
      ])
    if signal != "STACK" {
      try tmux.waitFor(text: "F10Quit")
      let pid = try #require(try tmux.pid(), "formsim did not start")
      kill(pid, number)
    }
    let status = "EXIT=\(128 + number)"
    let after = try tmux.waitFor(text: status, timeout: 15)
    #expect(after.contains(status), "SIG\(signal): \(after)")
    #expect(try Self.terminalIsSane(tmux), "SIG\(signal): \(after)")
    #expect(try tmux.query("#{alternate_on}") == "0", "SIG\(signal) left the alternate screen on")
    #expect(try tmux.query("#{cursor_flag}") == "1", "SIG\(signal) left the cursor hidden")
    #expect(try tmux.query("#{keypad_flag}") == "0", "SIG\(signal) left keypad mode on")
    #expect(try tmux.query("#{mouse_any_flag}") == "0", "SIG\(signal) left mouse reports on")
  }

  /// The words of the harness's `stty -a` line, once it is on screen.
  static func terminalModes(_ tmux: Tmux) throws -> Set<String> {
    let screen = try tmux.waitFor(text: "icanon", timeout: 5)
    return Set(screen.split(whereSeparator: { " ;\n".contains($0) }).map(String.init))
  }

  // MARK: Terminal types and locale

  /// Each with and without arguments: bare `formsim` skips the parser and must end the same.
  @Test(
    arguments: ["unset TERM;", "export TERM=dumb;", "export TERM=nonexistent-term;"],
    [" --layout long", ""])
  func unusableTerminalTypesExit2WithOneLineNamingTERM(setup: String, arguments: String) throws {
    let tmux = try Tmux("\(setup) \(Self.binary)\(arguments)", columns: 200)
    let screen = try tmux.waitFor(text: "EXIT=")
    let lines = screen.split(separator: "\n").map(String.init)
    let exit = try #require(lines.firstIndex { $0.hasPrefix("EXIT=") })
    #expect(lines[exit] == "EXIT=2")
    let messages = lines[..<exit].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.first?.hasPrefix("formsim run:") == true)
    #expect(messages.first?.contains("TERM") == true)
    #expect(try Self.terminalIsSane(tmux))
  }

  @Test func theCLocaleGetsTheASCIILookAndStillWorks() throws {
    let tmux = try Tmux(
      "\(Self.binary) --layout long --print-values",
      environment: ["LANG": "C", "LC_ALL": "C"])
    let screen = try tmux.waitFor(text: "F10Quit")
    #expect(screen.contains("+--"))
    let boxDrawing = screen.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }
    #expect(boxDrawing.isEmpty, "box drawing under LANG=C: \(screen)")
    try tmux.press("Tab")
    try tmux.type("plain")
    try tmux.waitFor(text: "plain")
    try tmux.press("F10")
    let after = try tmux.waitFor(text: "EXIT=0")
    #expect(after.contains(#""First name":"plain""#))
    #expect(try Self.terminalIsSane(tmux))
  }

  /// Bare `formsim` skips the parser; it must end exactly as `formsim --layout long` does.
  @Test(arguments: [[], ["--layout", "long"]])
  func noTerminalAtAllExits2WithAClearMessage(arguments: [String]) throws {
    // A session of its own: no controlling terminal, so not even /dev/tty can be opened.
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    let run = try FinishedProcess.run(
      Self.binary, arguments, environment: environment, newSession: true)
    let err = run.error
    #expect(run.status == 2)
    #expect(run.outputBytes.isEmpty)
    #expect(err.split(separator: "\n").count == 1)
    #expect(err.hasPrefix("formsim run: formsim needs an interactive terminal"))
  }

  // MARK: Idle

  /// A functional check that the loop blocks while nothing moves (not a timing benchmark).
  @Test func anIdleAppUsesNoCPU() throws {
    let tmux = try Tmux("\(Self.binary) --layout long")
    try tmux.waitFor(text: "F10Quit")
    let pid = try #require(try tmux.pid())
    usleep(300_000)
    let before = try #require(ProcessCPUTime.seconds(of: pid))
    usleep(2_000_000)
    let after = try #require(ProcessCPUTime.seconds(of: pid))
    #expect(after - before < 0.05)
    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }
}
