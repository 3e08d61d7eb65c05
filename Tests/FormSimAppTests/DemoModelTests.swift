import FormSimApp
import FormSimCore
import FormSimRender
import Testing

@Suite struct DemoModelTests {
  static let settings = SimulationSettings(layout: .long, device: .iphone4)

  static func demo(_ strategy: String = "content-height", hold: Double = 1) -> DemoModel {
    DemoModel(
      settings: settings,
      tours: [DemoTour.builtIn(strategy: strategy, settings: settings, hold: hold)],
      introductionHold: hold)
  }

  static func tick(_ demo: inout DemoModel, seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { demo.advance(bySeconds: 1.0 / 60) }
  }

  @Test func theBuiltInTourIsHighLowNextTypeRotateRotateDismiss() {
    let tour = DemoTour.builtIn(strategy: "none", settings: Self.settings)
    #expect(
      tour.steps.map(\.step.text) == [
        "focus 2", "focus 6", "next", "type hello", "rotate", "rotate", "dismiss",
      ])
    #expect(tour.steps.allSatisfy { !$0.caption.isEmpty })
    #expect(tour.steps[1].outcome?.text() == "✗ field 6 hidden by 37 pt")
    #expect(tour.steps.last?.outcome == nil)
  }

  /// No caption of any tour on a form without an input accessory speaks of a toolbar; on
  /// `signup-nav`, whose fields all have one, `none`'s "next" step names it.
  @Test func onlyAFormWithAToolbarHearsOfOne() throws {
    for layout in Layout.builtIn {
      let settings = SimulationSettings(layout: layout, device: .iphone4)
      for tour in DemoTour.allBuiltIn(settings: settings) where !layout.hasToolbar {
        for step in tour.steps {
          #expect(!step.caption.lowercased().contains("toolbar"), "\(layout.name): \(step.caption)")
        }
      }
    }
    let navigation = try #require(Layout.builtIn(named: "signup-nav"))
    let tour = DemoTour.builtIn(
      strategy: "none", settings: SimulationSettings(layout: navigation, device: .iphone4))
    let next = try #require(tour.steps.first { $0.step.text == "next" })
    #expect(next.caption.hasPrefix("The toolbar's Next"))
  }

  /// While the tour plays, the footer names the keys that quit once and the rest as one hint.
  @Test func theTourFooterReadsAsTwoHints() {
    let demo = Self.demo()
    let frame = demo.render(columns: 100, rows: 40, colorEnabled: true, unicodeEnabled: true)
    #expect(frame.grid.lines[39].hasPrefix("q/Esc/F10 Quit  other keys Take control "))
  }

  @Test func everyStrategyHasItsOwnCaptions() {
    let captions = StrategyCatalog.names.map { strategy in
      DemoTour.builtIn(strategy: strategy, settings: Self.settings).steps[1].caption
    }
    #expect(Set(captions).count == StrategyCatalog.names.count)
    #expect(captions.allSatisfy { !$0.isEmpty })
  }

  @Test func theTourAdvancesOnSimulatedTime() {
    var demo = Self.demo(hold: 1)
    #expect(demo.phase == .introducing(tour: 0))
    #expect(demo.needsFrames)
    Self.tick(&demo, seconds: 0.5)
    #expect(demo.phase == .introducing(tour: 0))
    Self.tick(&demo, seconds: 0.6)
    #expect(demo.phase == .settling(tour: 0, step: 0))
    #expect(demo.app.simulator.focusedIndex == 1)
    #expect(demo.caption().hasPrefix("Step 1/7 · focus 2 — keyboardWillShow"))
    Self.tick(&demo, seconds: 0.4)
    #expect(demo.phase == .holding(tour: 0, step: 0))
    Self.tick(&demo, seconds: 1)
    // The keyboard is already up and content-height ignores the re-posted will-show: nothing
    // moves, so the step settles at once and its result is held.
    #expect(demo.phase == .holding(tour: 0, step: 1))
    #expect(demo.app.simulator.focusedIndex == 5)
    #expect(demo.caption().contains("→ ✗ field 6 hidden by 37 pt"))
    Self.tick(&demo, seconds: 30)
    #expect(demo.phase == .finished)
    #expect(demo.app.simulator.focusedIndex == nil)
    #expect(demo.app.values[6].text == "hello")
    #expect(demo.caption().hasPrefix("Tour finished"))
    #expect(!demo.needsFrames)
  }

  /// A caption too long for its two rows gives up its text, never its verdict.
  @Test func aLongCaptionKeepsItsVerdict() {
    var demo = Self.demo(hold: 1)
    Self.tick(&demo, seconds: 2.5)
    #expect(demo.phase == .holding(tour: 0, step: 1))
    #expect(demo.caption().count > 2 * 58)
    for columns in [60, 70, 80] {
      let frame = demo.render(columns: columns, rows: 24, colorEnabled: true, unicodeEnabled: true)
      let lines = TextWriter.render(frame.grid).split(separator: "\n").map(String.init)
      // The caption's two rows sit above the footer.
      let caption = lines[lines.count - 3...lines.count - 2].joined(separator: " ")
      #expect(caption.contains("→ ✗ field 6 hidden by 37 pt"), "\(columns): \(caption)")
      #expect(caption.contains("…"), "\(columns): \(caption)")
    }
  }

  @Test func allPlaysEveryStrategyFromAFormAtRest() {
    var demo = DemoModel(
      settings: Self.settings, tours: DemoTour.allBuiltIn(settings: Self.settings, hold: 0.1),
      introductionHold: 0.1)
    var strategies: [String] = []
    for _ in 0..<6000 where demo.phase != .finished {
      if strategies.last != demo.app.settings.strategy {
        strategies.append(demo.app.settings.strategy)
        #expect(demo.app.simulator.focusedIndex == nil)
        #expect(demo.app.values.allSatisfy { $0.text.isEmpty })
      }
      demo.advance(bySeconds: 1.0 / 60)
    }
    #expect(strategies == StrategyCatalog.names)
    #expect(demo.caption().hasPrefix("Tour finished"))
  }

  @Test func anyKeyTakesOverAndIsHandledAsInput() {
    var demo = Self.demo()
    Self.tick(&demo, seconds: 1.5)
    #expect(demo.isPlaying)
    let keepsRunning = demo.handle(.tab)
    #expect(keepsRunning)
    #expect(demo.phase == .interactive)
    #expect(demo.app.simulator.focusedIndex == 2)
    #expect(demo.caption().hasPrefix("You have control"))
    Self.tick(&demo, seconds: 10)
    #expect(demo.app.simulator.focusedIndex == 2)
  }

  @Test func qQuitsDuringTheTourButIsTextAfterATakeover() {
    var playing = Self.demo()
    Self.tick(&playing, seconds: 1.5)
    let playingContinues = playing.handle(.character("q"))
    #expect(!playingContinues)
    #expect(playing.wantsQuit)

    var escaping = Self.demo()
    let escapingContinues = escaping.handle(.escape)
    #expect(!escapingContinues)

    var taken = Self.demo()
    Self.tick(&taken, seconds: 1.5)
    _ = taken.handle(.right)
    let typed = taken.handle(.character("q"))
    #expect(typed)
    #expect(!taken.wantsQuit)
    #expect(taken.app.values[1].text == "q")
    let takenContinues = taken.handle(.function(10))
    #expect(!takenContinues)
  }

  @Test func aResizeDoesNotTakeOver() {
    var demo = Self.demo()
    _ = demo.handle(.resize)
    #expect(demo.isPlaying)
  }

  @Test func aScriptReplacesTheTourAndItsCaptionsAreTheSteps() throws {
    let steps = try ScriptParser.parse("focus 9; wait 0.5; dismiss", fieldCount: 24)
    var demo = DemoModel(
      settings: Self.settings, tours: [DemoTour.scripted(steps, strategy: "reference", hold: 0)],
      introductionHold: 0)
    demo.advance(bySeconds: 1.0 / 60)
    #expect(demo.caption() == "Step 1/3 · focus 9")
    Self.tick(&demo, seconds: 0.5)
    #expect(demo.phase == .settling(tour: 0, step: 1))
    Self.tick(&demo, seconds: 0.5)
    #expect(demo.phase == .settling(tour: 0, step: 2))
    Self.tick(&demo, seconds: 0.5)
    #expect(demo.phase == .finished)
  }

  @Test func aTerminalTooShortForTheCaptionSaysSo() {
    let demo = Self.demo()
    let frame = demo.render(columns: 80, rows: 21, colorEnabled: false, unicodeEnabled: true)
    #expect(TextWriter.render(frame.grid).contains("make it at least 60×22"))
  }
}
