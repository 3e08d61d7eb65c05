import Foundation
import Testing

@testable import FormSimCore

/// A dump's frames, added up through the superviews and less the scroll offsets, are where its
/// fields were in the window; the simulator starts them there. The bars and a sheet are drawn
/// over them and push nothing down, and a form that does not scroll adds no safe area of its own.
@Suite struct ViewHierarchyDumpPlacementTests {
  /// The one form of `text`, and a simulator of it at rest on the dump's device.
  static func simulator(_ text: String, orientation: Orientation = .portrait) throws -> (
    form: ImportedForm, simulator: Simulator
  ) {
    let document = try ViewHierarchyDumpImport.document(text, file: "screen.txt")
    let scene = try document.form(scene: nil)
    let device = try #require(document.device(for: scene))
    let settings = SimulationSettings(
      layout: scene.form.layout, device: device, orientation: orientation, strategy: "none")
    return (scene.form, Simulator(settings: settings))
  }

  /// Every field's frame in the window, at rest.
  static func windowFrames(_ world: World) -> [Rect] {
    world.fields.map { world.convert($0.frame, from: .contentView, to: .window) }
  }

  /// A fixed form in a plain view on an iPhone 15 (393 × 852): no scroll view, so nothing adds
  /// the 59-pt safe area; the frames already hold it. The field stays at window y 100 (it came
  /// out at 100 + 59 = 159 when the safe area was added again).
  @Test func aFormThatDoesNotScrollAddsNoSafeArea() throws {
    let (form, simulator) = try Self.simulator(
      """
      <UIWindow: 0x1; frame = (0 0; 393 852)>
         | <UIView: 0x2; frame = (0 0; 393 852)>
         |    | <UITextField: 0x3; frame = (24 100; 345 44); placeholder = Email>
      """)
    #expect(form.layout.captured?.scrollViewFrame == Rect(x: 0, y: 0, width: 393, height: 852))
    let world = simulator.world
    #expect(world.device.name == "iphone-15")
    #expect(world.automaticContentInset == .zero)
    #expect(Self.windowFrames(world) == [Rect(x: 24, y: 100, width: 345, height: 44)])
  }

  /// iOS 7 and later on a 320 × 568 phone: the controller's view runs under the navigation bar
  /// (status bar 0–20, bar 20–64) from y 0, as `edgesForExtendedLayout` has it. Its fields stay
  /// at their dump frames, 84 and 130, not 64 further down (148 and 194); a field at y 40 is
  /// under the bar from 40 to 64, so 6 of its 30 points show (0.2).
  @Test func aNavigationBarIsDrawnOverTheControllersView() throws {
    let (form, simulator) = try Self.simulator(
      """
      <UIWindow: 0x1; frame = (0 0; 320 568)>
         | <UILayoutContainerView: 0x2; frame = (0 0; 320 568)>
         |    | <UINavigationTransitionView: 0x3; frame = (0 0; 320 568)>
         |    |    | <UIViewControllerWrapperView: 0x4; frame = (0 0; 320 568)>
         |    |    |    | <UIView: 0x5; frame = (0 0; 320 568)>
         |    |    |    |    | <UITextField: 0x6; frame = (20 40; 280 30); placeholder = Code>
         |    |    |    |    | <UITextField: 0x7; frame = (20 84; 280 30); placeholder = Title>
         |    |    |    |    | <UITextField: 0x8; frame = (20 130; 280 30); placeholder = Place>
         |    | <UINavigationBar: 0x9; frame = (0 20; 320 44)>
      """)
    #expect(form.layout.chrome.navigationBar == .standard)
    let world = simulator.world
    #expect(world.device.name == "iphone-se-1")
    #expect(world.chromeGeometry.navigationBar == Rect(x: 0, y: 20, width: 320, height: 44))
    #expect(world.scrollViewInWindow == Rect(x: 0, y: 0, width: 320, height: 568))
    #expect(Self.windowFrames(world).map(\.minY) == [40, 84, 130])
    let state = world.presentation
    // Bar bottom 64 − field top 40 = 24 pt covered of 30: (70 − 64) / 30 = 0.2.
    let covered = Self.windowFrames(world)[0]
    #expect(abs(state.visibleFraction(of: covered) - 0.2) < 1e-9)
    #expect(state.visibleFraction(of: Self.windowFrames(world)[1]) == 1)
  }

  /// The same screen with a scroll view under the bar that adds the bar to its inset (iOS 11
  /// and later, `adjustedContentInset` top 64, resting at offset −64): the scroll view keeps its
  /// frame from y 0, its inset is the 64 it reported, and a field at content y 20 is at window
  /// y 0 + 20 + 64 = 84, where the dump has it.
  @Test func aScrollViewUnderTheBarKeepsItsFrameAndItsReportedInset() throws {
    let (_, simulator) = try Self.simulator(
      """
      <UIWindow: 0x1; frame = (0 0; 320 568)>
         | <UILayoutContainerView: 0x2; frame = (0 0; 320 568)>
         |    | <UINavigationTransitionView: 0x3; frame = (0 0; 320 568)>
         |    |    | <UIViewControllerWrapperView: 0x4; frame = (0 0; 320 568)>
         |    |    |    | <UIScrollView: 0x5; frame = (0 0; 320 568); contentOffset: {0, -64}; contentSize: {320, 700}; adjustedContentInset: {64, 0, 0, 0}>
         |    |    |    |    | <UITextField: 0x6; frame = (20 20; 280 30); placeholder = Title>
         |    | <UINavigationBar: 0x9; frame = (0 20; 320 44)>
      """)
    let world = simulator.world
    #expect(world.scrollViewInWindow == Rect(x: 0, y: 0, width: 320, height: 568))
    #expect(world.model.adjustedContentInset.top == 64)
    #expect(world.contentOffset.y == -64)
    #expect(Self.windowFrames(world).map(\.minY) == [84])
  }

  /// lldb on an iPhone 15: the scroll view fills the window and reports the safe area it adds
  /// (`contentOffset: {0, -59}`, `adjustedContentInset: {59, 0, 34, 0}`). It keeps that inset,
  /// so it rests at −59 and the first field, at content y 60, is at window y 0 + 60 + 59 = 119,
  /// as the dump has it and as before.
  @Test func aScrollViewThatAddsTheSafeAreaKeepsWhatItReported() throws {
    let document = try InterfaceBuilderImport.load(
      ViewHierarchyDumpTests.fixture("SignUp-lldb-ios17.txt"))
    let scene = try document.form(scene: nil)
    #expect(
      scene.form.layout.captured
        == CapturedPlacement(
          window: Size(width: 393, height: 852),
          scrollViewFrame: Rect(x: 0, y: 0, width: 393, height: 852),
          automaticInset: EdgeInsets(top: 59, bottom: 34)))
    let settings = SimulationSettings(
      layout: scene.form.layout, device: .iphone15, strategy: "none")
    let world = Simulator(settings: settings).world
    #expect(world.contentOffset.y == -59)
    #expect(Self.windowFrames(world).first?.minY == 119)
  }

  /// An iOS 6 controller's view dumped on its own starts at (0, 20), below the status bar, and
  /// is 460 tall: it stays there, on the 320 × 480 screen it reaches the bottom of, so its field
  /// is at window y 20 + 84 = 104 (not moved up to 84 with the view stretched to 480).
  @Test func aTopViewBelowTheStatusBarKeepsItsOrigin() throws {
    let (form, simulator) = try Self.simulator(
      """
      <UIView: 0x1; frame = (0 20; 320 460); autoresize = W+H>
         | <UITextField: 0x2; frame = (20 84; 280 31); placeholder = Name>
      """)
    let world = simulator.world
    #expect(world.device.name == "iphone4")
    #expect(form.layout.captured?.window == Size(width: 320, height: 480))
    #expect(world.scrollViewInWindow == Rect(x: 0, y: 20, width: 320, height: 460))
    #expect(Self.windowFrames(world) == [Rect(x: 20, y: 104, width: 280, height: 31)])
    // The view reaches the iPhone 4's edges: its device, no screen "no device has".
    #expect(form.warnings.isEmpty)
  }

  /// The captured frames hold in the window they were captured in: turned to landscape, the
  /// form is placed by its chrome as a hand-written one is (root view below the 32-pt landscape
  /// bar on the 568 × 320 window, from y 32).
  @Test func anotherWindowPlacesTheFormByItsChrome() throws {
    let (_, simulator) = try Self.simulator(
      """
      <UIWindow: 0x1; frame = (0 0; 320 568)>
         | <UIView: 0x5; frame = (0 0; 320 568)>
         |    | <UITextField: 0x7; frame = (20 84; 280 30); placeholder = Title>
         | <UINavigationBar: 0x9; frame = (0 20; 320 44)>
      """, orientation: .landscape)
    let geometry = simulator.world.chromeGeometry
    #expect(geometry.root.minY == geometry.navigationBar?.maxY)
    #expect(geometry.capturedInset == nil)
  }

  /// A search bar dumped on its own reaches no screen's edges: nothing is captured, and it is
  /// placed as before.
  @Test func aViewThatIsNoScreenCapturesNothing() throws {
    let (form, _) = try Self.simulator(
      """
      <UISearchBar: 0x1; frame = (0 0; 355 30)>
         | <UISearchBarTextField: 0x3; frame = (8 1; 339 28)>
      """)
    #expect(form.layout.captured == nil)
  }

  /// The placement is a layout key: written by `layouts --json` and read back as it was; a
  /// storyboard's and a built-in layout have none.
  @Test func theCapturedPlacementRoundTripsThroughJSON() throws {
    var layout = Layout.long
    #expect(layout.captured == nil)
    #expect(layout.json["captured"] == nil)
    layout.captured = CapturedPlacement(
      window: Size(width: 393, height: 852),
      scrollViewFrame: Rect(x: 0, y: 69, width: 393, height: 783),
      automaticInset: EdgeInsets(top: 0, bottom: 34))
    let read = try LayoutParser.layout(from: layout.json, file: "form.json")
    #expect(read.captured == layout.captured)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Storyboards/SignUp.storyboard").path
    let storyboard = try #require(InterfaceBuilderImport.load(path).formScenes.first)
    #expect(storyboard.form.layout.captured == nil)
  }

  /// A `captured` key that is not an object, or lacks the scroll view, is refused by name.
  @Test func aBadCapturedKeyIsRefusedByName() {
    let text = """
      {"fields": [{"label": "A"}], "captured": {"windowWidth": 320, "windowHeight": 480}}
      """
    #expect {
      _ = try LayoutParser.parse(Data(text.utf8), file: "form.json")
    } throws: { error in
      (error as? UserFileError)?.path == "captured.scrollView"
    }
  }
}
