import FormSimCore
import FormSimHandlers
import FormSimTerminal

/// `formsim check LAYOUT`: the layout QA report, with an exit status for CI.
struct CheckCommand: FormSimCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Try every field of a layout on devices, orientations and strategies; report hidden ones.",
    discussion: """
      Each field is focused from rest and again from the previous field (the toolbar's \
      'next'). A check records the settled visible fraction and gap to the keyboard, \
      whether the field was pushed above the status bar, whether every field stays \
      reachable by scrolling with the keyboard up, whether dismissing restores the \
      original offset, and the largest jump between two frames.

      LAYOUT can be a storyboard or xib: its form scenes are imported (frames added up to \
      the scroll view's content, fields ordered top to bottom then left to right) and every \
      one is checked, or only the one --scene names. LAYOUT can be a folder: every \
      storyboard and xib with a form and every layout JSON under it is checked (other files, \
      hidden folders and .build are passed over). --format junit writes JUnit XML for CI \
      test reports; --format github writes GitHub Actions annotations on the lines of the \
      failing fields. --watch checks again whenever the file is saved.

      Exit status: 0 when every checked field of every selected strategy ends fully \
      visible; 1 when any does not (with --strategy all, one failing strategy fails the \
      run, and 'none' fails any form that reaches below the keyboard); 2 on bad input, \
      a handler that stops at code FormSim cannot run included.

      Examples:
        formsim check long
        formsim check form.json --device iphone4 --landscape-only --strategy all
        formsim check long --format json > report.json
        formsim check App/Base.lproj/Main.storyboard --scene SignUp --format github
      """)

  /// `--portrait-only` / `--landscape-only`.
  enum OrientationChoice: String, EnumerableFlag {
    case portraitOnly, landscapeOnly

    static func help(for value: Self) -> ArgumentHelp? {
      value == .portraitOnly ? "Check portrait only." : "Check landscape only."
    }
  }

  @Argument(
    help: ArgumentHelp(
      "A layout JSON file, a .storyboard or .xib, a view-hierarchy dump (.txt), a built-in"
        + " layout name, or a folder:"
        + " every layout under it.",
      valueName: "layout"),
    completion: Completions.layout)
  var layout: String

  @Option(
    help: ArgumentHelp(
      "Check on this device; repeat for several. Default: every built-in device (for a"
        + " storyboard or xib, the device it was designed on).",
      valueName: "name"),
    completion: Completions.device, transform: NameList.device)
  var device: [String] = []

  @Option(
    help: ArgumentHelp(
      "Check this strategy; 'all' for every one, 'seeds' for none, the four seeds and"
        + " reference; repeat for several. Default: reference.",
      valueName: "name"),
    completion: Completions.strategyOrAll, transform: NameList.strategyOrAll)
  var strategy: [String] = []

  @Flag(exclusivity: .exclusive)
  var orientation: OrientationChoice?

  @Option(help: ArgumentHelp("Output format. Default: table.", valueName: "f"))
  var format: CheckReportFormat = .table

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Threads to use. Default: one per core; 1 runs on a single thread.", valueName: "n"))
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "With a storyboard or xib: check only this scene (custom class, storyboard identifier,"
        + " title or scene ID). Default: every scene with text fields.",
      valueName: "name"))
  var scene: String?

  @Flag(
    help:
      "Check with a hardware keyboard attached: the shortcuts bar on an iPad, on an iPhone only a field's toolbar."
  )
  var hardwareKeyboard = false

  @Flag(help: "Print the elapsed time on standard error.")
  var timing = false

  @OptionGroup var watching: WatchOptions
  @OptionGroup var tuning: TuningOptions
  @OptionGroup var handlers: HandlerOptions

  func validate() throws {
    try NumberRange.between(1, 256).check(jobs, option: "jobs", unit: "threads")
    try watching.check(layout: layout)
  }

  func run(console: inout some Console) throws {
    let outcome = try checkOnce(console: &console)
    guard watching.watch else {
      switch outcome {
      case .passed: return
      case .failed: throw ExitCode(1)
      case .handlerStopped: throw ExitCode(2)
      }
    }
    // Check again at every save, until interrupted; a file that does not parse is reported
    // and the next save tried.
    let watcher = FileWatcher(path: layout)
    while true {
      guard watcher.wait(input: -1, timeoutMilliseconds: nil).fileChanged else { continue }
      console.writeError(
        "formsim check: \(layout.escapingControlCharacters()) changed; checking again\n")
      do {
        _ = try checkOnce(console: &console)
      } catch let error as UserFileError {
        console.writeError("formsim check: \(error)".escapingControlCharacters() + "\n")
      }
    }
  }

  /// How a check ended, for its exit status.
  enum Outcome {
    /// Every checked field ended fully visible.
    case passed
    /// Some field did not.
    case failed
    /// A handler stopped at code FormSim cannot run: bad input, whatever the fields show.
    case handlerStopped
  }

  /// Loads the layout (every form scene of a storyboard), checks each and prints the report;
  /// a handler's stops follow it on standard error, compiler-style.
  func checkOnce(console: inout some Console) throws -> Outcome {
    let clock = MonotonicClock()
    let started = clock.now
    let sources = try LayoutSource.load(layout, scene: scene)
    for source in sources { ImportWarnings.write(source, to: &console) }
    // Each handler file is read and checked once, whatever the number of groups.
    let containers = Set(sources.map(\.layout.container))
    let handlerNames = try handlers.register(
      outlets: sources.first?.outlets ?? [:], actions: sources.first?.actions ?? [],
      container: containers.count == 1 ? containers.first : nil)
    var checked: [CheckedLayout] = []
    var threads = 1
    for source in sources {
      let check = try makeCheck(source, handlers: handlerNames)
      threads = check.concurrency
      let report: LayoutCheckReport
      if console.errorIsTerminal {
        report = check.run { done, total in
          console.writeError("\rchecking \(done)/\(total) fields…")
        }
        console.writeError("\r\u{1B}[K")
      } else {
        report = check.run()
      }
      checked.append(CheckedLayout(source: source, report: report))
      for warning in check.overlapWarnings() {
        console.writeError("formsim check: warning: \(warning)".escapingControlCharacters() + "\n")
      }
    }
    let analysed = clock.now
    console.write(format.write(checked))
    if timing {
      let finished = clock.now
      func seconds(_ from: Double, _ to: Double) -> String { (to - from).formatted(decimals: 3) }
      let count = checked.reduce(0) { $0 + $1.report.checks.count }
      console.writeError(
        "check: \(counted(count, "check")) in \(seconds(started, finished)) s "
          + "(simulation \(seconds(started, analysed)) s, output \(seconds(analysed, finished)) s, "
          + "\(counted(threads, "thread")))\n")
    }
    if HandlerStops.report(checked.flatMap(\.report.handlerStops), console: &console) {
      return .handlerStopped
    }
    return checked.allSatisfy(\.report.passed) ? .passed : .failed
  }

  /// The check the arguments describe for their one layout (a storyboard's `--scene`, or its
  /// only form); throws `UserFileError` for a bad layout.
  func makeCheck() throws -> LayoutCheck {
    let source = try LayoutSource.loadOne(layout, scene: scene)
    return try makeCheck(source, handlers: handlers.register(container: source.layout.container))
  }

  /// The check of `source` the arguments describe. A storyboard or xib is checked on the device
  /// it was designed on unless `--device` says otherwise: its frames are that screen's.
  /// `handlers` are the registered names of the `--handler` files, checked beside the
  /// strategies (alone when no `--strategy` is given).
  func makeCheck(_ source: LayoutSource, handlers: [String] = []) throws -> LayoutCheck {
    var settings = SimulationSettings(layout: source.layout)
    settings.hardwareKeyboard = hardwareKeyboard
    tuning.apply(to: &settings)
    let devices =
      device.isEmpty
      ? source.device.map { [$0] } ?? DeviceProfile.checkDefaults
      : try NameList.unique(device).map(DeviceFile.profile)
    let named =
      strategy.isEmpty
      ? (handlers.isEmpty ? ["reference"] : []) : NameList.expandingStrategyWords(strategy)
    let strategies = named + handlers.filter { !named.contains($0) }
    let orientations: [Orientation] =
      switch orientation {
      case .portraitOnly: [.portrait]
      case .landscapeOnly: [.landscape]
      case nil: Orientation.allCases
      }
    var check = LayoutCheck(
      layout: settings.layout, devices: devices, orientations: orientations,
      strategies: strategies, settings: settings)
    if let jobs { check.concurrency = jobs }
    return check
  }
}
