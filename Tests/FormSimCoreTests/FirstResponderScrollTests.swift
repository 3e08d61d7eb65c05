import Testing

@testable import FormSimCore

/// UIKit's own scrolling of a new first responder into the scroll view's bounds less the
/// adjusted insets, and the scroll view's clipping, on bare full-screen forms (iPhone 4
/// portrait: window 480, keyboard 216, top 264).
@Suite struct FirstResponderScrollTests {
  @Test func aFieldBelowTheWindowIsScrolledUpToItsBottomEdge() throws {
    // `twelve`: field 12 is 570…601, below the 480-pt window. No inset: the bounds are
    // 0…480, so UIKit scrolls to 601 − 480 = 121; the field ends at 449…480, under the
    // keyboard by 480 − 264 = 216 (it was 601 − 264 = 337 when nothing scrolled).
    let simulator = try simulate("focus 12", strategy: "none", margin: nil)
    #expect(simulator.offsetY == 121)
    #expect(close(simulator.report.field?.gapToKeyboard, -216))
    // Nothing scrolls it back on dismiss.
    let dismissed = try simulate("focus 12; dismiss", strategy: "none", margin: nil)
    #expect(dismissed.offsetY == 121)
  }

  @Test func aFieldInsideTheWindowIsLeftWhereItIs() throws {
    // Field 7 (320…351) is inside 0…480: UIKit does not move it, whatever the keyboard hides.
    let simulator = try simulate("focus 7", strategy: "none", margin: nil)
    #expect(simulator.offsetY == 0)
    #expect(close(simulator.report.field?.gapToKeyboard, -87))
  }

  @Test func withAHardwareKeyboardEveryFieldEndsOnScreen() throws {
    // `long`, no software keyboard: field 24 (1170…1201) is scrolled to 1201 − 480 = 721 and
    // shows whole, at 449…480.
    let simulator = try simulate(
      "focus 24", strategy: "reference", layout: .long, hardwareKeyboard: true, margin: nil)
    #expect(simulator.offsetY == 721)
    #expect(simulator.report.field?.visibleFraction == 1)
  }

  @Test func aRootViewMovedDownClipsTheTopOfTheScrollView() {
    // The scroll view fills the window and moves with the root view: moved down by 100 it
    // shows content from 100 down, so a field at 20…51 is hidden, one at 90…121 shows 21 of
    // its 31 points.
    var state = Simulator(settings: SimulationSettings(layout: .twelve)).world.model
    state.rootTransform = Translation(tx: 0, ty: 100)
    #expect(state.visibleBand == 100...480)
    #expect(state.visibleFraction(of: Rect(x: 20, y: 20, width: 280, height: 31)) == 0)
    #expect(
      abs(state.visibleFraction(of: Rect(x: 20, y: 90, width: 280, height: 31)) - 21.0 / 31)
        < 1e-9)
  }
}
