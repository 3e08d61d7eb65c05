import FormSimCore
import FormSimHandlers
import Testing

/// Which of a file's scroll views is the form's once one is bound: the others are views FormSim
/// does not draw.
@Suite struct FormScrollViewBindingTests {
  @Test func anotherScrollViewBesideTheBoundFormIsOpaque() throws {
    // `--bind formScroll=scroll`: the tags' collection view, the file's other scroll view, was
    // taken for the form's as well, its side padding written into the form's insets (left and
    // right 12 after viewDidLoad). It is warned of and opaque now: the form keeps 0 at its
    // sides; will-show insets it by 216, field 10 scrolled into 480 - 216 = 264:
    // 501 - 264 = 237; will-hide takes the inset off and leaves the offset.
    let fixture = try HandlerFixture(
      "BoundFormBesideTagCollection.swift", bind: [("formScroll", "scroll")])
    #expect(
      fixture.warningLines.contains(
        "15: 'tagsCollection' is a UICollectionView beside the form's scroll view, which FormSim"
          + " does not draw: treated as opaque (moving it changes nothing simulated)"),
      "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    #expect(simulator.world.contentInset.left == 0)
    #expect(simulator.world.contentInset.right == 0)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 237)
  }

  @Test func theEventLogShowsAValueWrittenIntoOpaqueCodeAsWritten() throws {
    // `layout.scrollDirection = .horizontal`, the layout FormSim does not simulate: the value
    // was shown as the target read back (`layout.scrollDirection = layout.scrollDirection`).
    let fixture = try HandlerFixture(
      "BoundFormBesideTagCollection.swift", bind: [("formScroll", "scroll")], tag: "log-")
    var simulator = Simulator(settings: fixture.settings())
    #expect(
      simulator.takeHandlerLines().contains(
        "L14 layout.scrollDirection = .horizontal: into code FormSim does not simulate, nothing"
          + " simulated changes"))
  }
}
