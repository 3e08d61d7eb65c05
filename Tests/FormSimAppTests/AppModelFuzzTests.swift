import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

/// Thousands of random keys, clicks, resizes and time steps into the app model, at terminal
/// sizes from 1×1 to 500×200: it must never crash, every frame must have exactly the size asked
/// for, and typed text must never be lost (a mirror of the typing says what each field holds and
/// where its caret is).
@Suite struct AppModelFuzzTests {
  typealias Generator = SeededRandom

  /// Characters that never merge with a neighbour into one grapheme, so the mirror can count
  /// them as the simulator does.
  static let characters: [Character] = Array("aZ09 q.-@é日🙂ß€")

  static func randomSize(_ random: inout Generator) -> (columns: Int, rows: Int) {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return (Int.random(in: 1...8, using: &random), Int.random(in: 1...8, using: &random))
    case 1: return (500, 200)
    case 2:
      return (Int.random(in: 1...500, using: &random), Int.random(in: 1...200, using: &random))
    default:
      return (Int.random(in: 60...220, using: &random), Int.random(in: 20...70, using: &random))
    }
  }

  static func randomEvent(_ random: inout Generator, size: (columns: Int, rows: Int)) -> KeyEvent {
    let column = Int.random(in: -2...(size.columns + 2), using: &random)
    let row = Int.random(in: -2...(size.rows + 2), using: &random)
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40: return .character(characters.randomElement(using: &random)!)
    case 40..<48: return .backspace
    case 48..<51: return .delete
    case 51..<56: return .tab
    case 56..<59: return .backTab
    case 59..<61: return .up
    case 61..<63: return .down
    case 63..<66: return .left
    case 66..<69: return .right
    case 69..<71: return .home
    case 71..<73: return .end
    case 73..<76: return .enter
    case 76..<78: return .escape
    case 78..<80: return .pageUp
    case 80..<82: return .pageDown
    case 82..<91: return .function(Int.random(in: 0...13, using: &random))
    case 91..<96: return .click(column: column, row: row)
    case 96..<98:
      return Bool.random(using: &random)
        ? .wheelUp(column: column, row: row) : .wheelDown(column: column, row: row)
    default: return .resize
    }
  }

  /// What the form should hold, kept by the test itself: each field's text and caret.
  struct Mirror: Equatable {
    var texts: [String]
    var carets: [Int]
  }

  /// What `event` should do to the mirror. Only the focus, the field kinds and whether help is
  /// up are read from the app; the caret is the mirror's own, so a caret bug shows as a
  /// difference instead of being copied.
  static func mirror(_ event: KeyEvent, app: AppModel, expected: inout Mirror) {
    guard !app.showsHelp else { return }
    let focused = app.simulator.focusedIndex
    if event == .function(2) || event == .function(3) {
      // A new strategy or device rebuilds the form: the focused field keeps its caret, the
      // others get theirs at the end of their text, as on a fresh text field.
      for other in expected.texts.indices where other != focused {
        expected.carets[other] = expected.texts[other].count
      }
    }
    guard let index = focused else { return }
    let kind = app.simulator.world.fields[index].kind
    var text = expected.texts[index]
    var caret = expected.carets[index]
    switch event {
    case .character(let character):
      text.insert(character, at: text.index(text.startIndex, offsetBy: caret))
      caret += 1
    case .enter where kind == .multiline:
      text.insert("\n", at: text.index(text.startIndex, offsetBy: caret))
      caret += 1
    case .backspace where caret > 0:
      text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
      caret -= 1
    case .delete where caret < text.count:
      text.remove(at: text.index(text.startIndex, offsetBy: caret))
    case .left: caret = max(0, caret - 1)
    case .right: caret = min(text.count, caret + 1)
    case .home: caret = 0
    case .end: caret = text.count
    default: break
    }
    expected.texts[index] = text
    expected.carets[index] = caret
  }

  static func run(seed: UInt64, layout: Layout, device: DeviceProfile, events: Int) {
    var random = Generator(seed: seed)
    var app = AppModel(settings: SimulationSettings(layout: layout, device: device))
    // A field starts with its caret after its text.
    let initial = app.values.map(\.text)
    var expected = Mirror(texts: initial, carets: initial.map(\.count))
    var size = randomSize(&random)
    for step in 0..<events {
      let event = randomEvent(&random, size: size)
      mirror(event, app: app, expected: &expected)
      _ = app.handle(event)
      if event == .resize { size = randomSize(&random) }
      app.advance(bySeconds: Double.random(in: 0...0.08, using: &random))
      let actual = Mirror(
        texts: app.values.map(\.text), carets: app.simulator.world.fields.map(\.caret))
      if actual != expected {
        Issue.record("seed \(seed), step \(step), after \(event): \(actual) != \(expected)")
        return
      }
      // Frames are the costly part: draw one after every resize and every few events.
      guard event == .resize || step % 7 == 0 else { continue }
      let frame = app.render(
        columns: size.columns, rows: size.rows, colorEnabled: step % 2 == 0,
        unicodeEnabled: step % 3 != 0)
      guard frame.grid.width == size.columns, frame.grid.height == size.rows,
        frame.grid.cells.count == size.columns * size.rows
      else {
        Issue.record("seed \(seed), step \(step): frame is not \(size.columns)×\(size.rows)")
        return
      }
      if let cursor = frame.cursor {
        #expect(cursor.column >= 0 && cursor.column < size.columns)
        #expect(cursor.row >= 0 && cursor.row < size.rows)
      }
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomSessionsKeepEveryTypedCharacter(seed: UInt64) {
    let layouts: [Layout] = [.long, .profile, .twelve, .signUp]
    let device = DeviceProfile.checkDefaults[Int(seed) % DeviceProfile.checkDefaults.count]
    Self.run(
      seed: seed, layout: layouts[Int(seed - 1) % layouts.count], device: device, events: 1500)
  }

  /// Every size from 1×1 up in steps, for a form mid-slide with text: the frame fits exactly.
  @Test func everyTerminalSizeGetsAFrameOfThatSize() {
    var app = AppModel(settings: SimulationSettings(layout: .profile, device: .iphone15))
    _ = app.handle(.tab)
    for character in "hello" { _ = app.handle(.character(character)) }
    app.advance(bySeconds: 0.1)
    var sizes: [(Int, Int)] = [(1, 1), (500, 200), (1, 200), (500, 1), (2, 2)]
    for columns in stride(from: 1, through: 500, by: 37) {
      for rows in stride(from: 1, through: 200, by: 23) { sizes.append((columns, rows)) }
    }
    for (columns, rows) in sizes {
      let frame = app.render(columns: columns, rows: rows, colorEnabled: true, unicodeEnabled: true)
      #expect(frame.grid.width == columns && frame.grid.height == rows, "\(columns)×\(rows)")
    }
    #expect(app.values[0].text == "hello")
  }
}
