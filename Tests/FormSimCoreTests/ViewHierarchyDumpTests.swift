import Foundation
import Testing

@testable import FormSimCore

/// `recursiveDescription` dumps as layouts: the parse into views, and the forms the importer
/// builds from the fixtures in `Dumps/` (written as lldb, Chisel and swift-snapshot-testing print
/// them).
@Suite struct ViewHierarchyDumpTests {
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Dumps/\(name)").path
  }

  static func form(_ name: String) throws -> (
    document: InterfaceBuilderDocument, form: ImportedForm
  ) {
    let document = try InterfaceBuilderImport.load(fixture(name))
    return (document, try #require(document.formScenes.first).form)
  }

  @Test func aLineIsAViewWithItsClassAndProperties() throws {
    let view = try #require(
      ViewHierarchyDump.parseView(
        "<MyApp.FormScrollView: 0x1040; baseClass = UIScrollView; frame = (0 64; 375 603.5);"
          + " text = 'a; b'; layer = <CALayer: 0x6; name = x>; contentOffset: {0, -64}>", 3))
    #expect(view.className == "MyApp.FormScrollView")
    #expect(view.kind == "UIScrollView")
    #expect(view.properties["frame"] == "(0 64; 375 603.5)")
    #expect(view.properties["text"] == "'a; b'")
    #expect(view.properties["layer"] == "<CALayer: 0x6; name = x>")
    #expect(view.properties["contentOffset"] == "{0, -64}")
    #expect(view.line == 3)
    // snapshot-testing's purged form has no address.
    #expect(ViewHierarchyDump.parseView("<UIView; frame = (0 0; 1 1)>", 1)?.className == "UIView")
    #expect(ViewHierarchyDump.parseView("not a view", 1) == nil)
  }

  /// Depth is the number of `|` before the first `<`, whatever the spacing.
  @Test func depthComesFromTheBars() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 320 480)>
      | <UIView: 0x2; frame = (0 0; 320 480)>
      | | <UIScrollView: 0x3; frame = (0 0; 320 480)>
      | | | <UITextField: 0x4; frame = (20 30; 280 31)>
      |    | <UILabel: 0x5; frame = (0 0; 10 10)>
      <UIWindow: 0x6; frame = (0 0; 1 1)>
      """
    let dump = try #require(try ViewHierarchyDump.parse(text))
    #expect(dump.root.className == "UIWindow")
    let view = try #require(dump.root.children.first)
    #expect(view.children.map(\.className) == ["UIScrollView", "UILabel"])
    #expect(view.children[0].children.map(\.className) == ["UITextField"])
    #expect(dump.skipped.map(\.line) == [6])
  }

  /// lldb on iOS 17: the scroll view fills the iPhone 15's window; the stack view at (20, 20)
  /// holds the fields, so each lies 20 pt right of and 20 pt below its stack frame. A Swift
  /// subclass counts by its base class; the hidden field is left out with a warning.
  @Test func lldbOnIOS17() throws {
    let (document, form) = try Self.form("SignUp-lldb-ios17.txt")
    #expect(document.kind == .dump)
    #expect(
      form.layout.fieldSpecs.map(\.label) == ["Full name", "Email", "Password", "Promo code"])
    // Stack (20, 20) + field (0, 40) → (20, 60); + (0, 94) → (20, 114); (0, 148) → (20, 168);
    // (0, 760) → (20, 780).
    #expect(form.layout.fieldSpecs.map { $0.frame?.minY } == [60, 114, 168, 780])
    #expect(form.layout.fieldSpecs.allSatisfy { $0.frame?.minX == 20 && $0.frame?.width == 353 })
    #expect(form.layout.fieldSpecs.map(\.secure) == [false, false, true, false])
    #expect(form.fieldLines == [8, 9, 10, 12])
    #expect(document.device(for: document.scenes[0])?.name == "iphone-15")
    // contentSize {393, 900} is what the scroll view reported.
    #expect(form.layout.contentHeight(windowWidth: 393) == 900)
    #expect(form.warnings.map(\.message) == ["'Café society...' is hidden; left out"])
  }

  /// A page sheet on an iPhone 15, scrolled when it was captured: its `UIDropShadowView` card
  /// starts below the window's top, and the form starts where it was.
  @Test func aScrolledPageSheetKeepsItsCardAndItsOffset() throws {
    let (_, form) = try Self.form("Feedback-pagesheet-scrolled-ios17.txt")
    #expect(form.layout.chrome.presentation == .pageSheet)
    // contentOffset.y 140 + adjustedContentInset.top 0: 140 past the top.
    #expect(form.layout.scrolledBy == 140)
    let settings = SimulationSettings(layout: form.layout, device: .iphone15, strategy: "none")
    let simulator = Simulator(settings: settings)
    // Resting on the iPhone 15 in a page sheet the scroll view adds no top inset (the card is
    // below the status bar), so the offset is 0 + 140.
    #expect(simulator.world.contentOffset.y == 140)
  }

  /// A `UIToolbar` where UIKit hosts the keyboard (`UIInputSetHostView`) rides on it: the
  /// layout's input accessory toolbar.
  @Test func aToolbarOnTheKeyboardIsTheInputAccessory() throws {
    let (_, form) = try Self.form("Search-accessory-ios16.txt")
    #expect(form.layout.chrome.inputAccessory == .toolbar)
    #expect(form.layout.fieldSpecs.map(\.label) == ["Search", "Near"])
    // The app's own screens carry none.
    #expect(try Self.form("SignUp-lldb-ios17.txt").form.layout.chrome.inputAccessory == .none)
  }

  /// An iPad form sheet: a 540 × 620 card centred in an 834 × 1194 window; not scrolled.
  @Test func anIPadFormSheetIsAFormSheet() throws {
    let (document, form) = try Self.form("Address-formsheet-ipad.txt")
    #expect(form.layout.chrome.presentation == .formSheet)
    #expect(form.layout.scrolledBy == nil)
    #expect(document.device(for: document.scenes[0])?.isPad == true)
  }

  /// The fixtures captured full screen keep that: a `UIDropShadowView` as large as the window is
  /// no sheet, and an offset at the top of the adjusted inset (−59 with a 59-pt inset) is none.
  @Test func aFullScreenDumpIsNoSheetAndNotScrolled() throws {
    let (_, form) = try Self.form("SignUp-lldb-ios17.txt")
    #expect(form.layout.chrome.presentation == .fullScreen)
    #expect(form.layout.scrolledBy == nil)
  }

  /// swift-snapshot-testing's purged form of an iOS 12 screen in a navigation controller: the
  /// scroll view starts under the 44-pt bar at y 64; a text field with alpha 0 is hidden.
  @Test func snapshotTestingOnIOS12() throws {
    let (document, form) = try Self.form("Profile-ios12-purged.txt")
    #expect(form.layout.fieldSpecs.map(\.label) == ["First name", "Last name", "About me"])
    // The text view's container at y 420.5, the text view at 8 inside it: 428.5.
    #expect(form.layout.fieldSpecs.map { $0.frame?.minY } == [16, 62, 428.5])
    #expect(form.layout.fieldSpecs.map(\.kind) == [.text, .text, .multiline])
    #expect(form.scrollViewFrame == Rect(x: 0, y: 64, width: 375, height: 603))
    #expect(form.layout.chrome.navigationBar == .standard)
    #expect(document.device(for: document.scenes[0])?.name == "iphone-se")
    #expect(form.layout.contentHeight(windowWidth: 375) == 640.5)
    #expect(
      form.warnings.map(\.line) == [11, 14],
      "the hidden City field and lldb's own line")
  }

  /// Chisel's `pviews` on iOS 7, an iPhone 4 screen: the older addresses, `secureTextEntry`.
  @Test func chiselOnIOS7() throws {
    let (document, form) = try Self.form("Login-chisel-ios7.txt")
    #expect(form.layout.fieldSpecs.map(\.label) == ["User name", "Password"])
    #expect(
      form.layout.fieldSpecs.map { $0.frame } == [
        Rect(x: 20, y: 300, width: 280, height: 31), Rect(x: 20, y: 350, width: 280, height: 31),
      ])
    #expect(form.layout.fieldSpecs.map(\.secure) == [false, true])
    #expect(document.device(for: document.scenes[0])?.name == "iphone4")
    #expect(form.layout.contentHeight(windowWidth: 320) == 520)
  }

  @Test func aDumpWithoutAFieldOrWithoutViewsIsRefused() throws {
    let empty = try InterfaceBuilderImport.load(Self.fixture("NoFields.txt"))
    #expect(empty.formScenes.isEmpty)
    #expect(throws: UserFileError.self) { _ = try empty.forms(scene: nil) }
    #expect(throws: UserFileError.self) {
      _ = try ViewHierarchyDumpImport.document("just some notes\n", file: "notes.txt")
    }
  }

  @Test func framesMustBeFourFiniteNumbers() {
    #expect(
      ViewHierarchyDumpImport.rect("(0 -12.5; 375 667)")
        == Rect(x: 0, y: -12.5, width: 375, height: 667))
    #expect(ViewHierarchyDumpImport.rect("(0 nan; 1 1)") == nil)
    #expect(ViewHierarchyDumpImport.rect("(0 0; 1e300 1)") == nil)
    #expect(ViewHierarchyDumpImport.rect("(0 0; 1)") == nil)
    #expect(ViewHierarchyDumpImport.unquoted("'Caf\\u00e9'") == "Café")
  }

  /// A window no built-in device has, whose scroll view reports no safe area: the dump's screen
  /// with the nearest device's figures (the iPhone 16 Pro's, 402 wide: 2 pt off), and the
  /// warning says how to choose.
  @Test func anUnknownScreenNamesTheNearestDevice() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 400 900)>
         | <UIScrollView: 0x2; frame = (0 0; 400 900)>
         |    | <UITextField: 0x3; frame = (20 30; 360 34); placeholder = Name>
      """
    let document = try ViewHierarchyDumpImport.document(text, file: "odd.txt")
    let warning = try #require(document.scenes[0].form.warnings.first)
    #expect(
      warning.message
        == "no built-in device has a 400×900 screen; simulated on it with the dump's safe area"
        + " (top 62, bottom 34) and the keyboard of the nearest, iphone-16-pro (--device chooses"
        + " another)")
    #expect(document.device(for: document.scenes[0])?.portraitSize == Size(width: 400, height: 900))
  }

  /// An iPhone 11's 414×896 screen, which no built-in device has: its scroll view's adjusted
  /// inset {48, 0, 34, 0} is the safe area simulated, not the nearest device's 62 at the top;
  /// the keyboard is the nearest's (iPhone 16 Pro, 402 wide: 291 + 44).
  @Test func anUnknownScreenKeepsTheDumpsOwnSafeArea() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 414 896)>
         | <UIScrollView: 0x2; frame = (0 0; 414 896); contentOffset: {0, -48}; contentSize: {414, 1000}; adjustedContentInset: {48, 0, 34, 0}>
         |    | <UITextField: 0x3; frame = (20 30; 374 34); placeholder = Name>
      """
    let document = try ViewHierarchyDumpImport.document(text, file: "eleven.txt")
    let device = try #require(document.device(for: document.scenes[0]))
    #expect(device.portraitSize == Size(width: 414, height: 896))
    #expect(device.statusBar(.portrait) == 48)
    #expect(device.bottomSafeArea(.portrait) == 34)
    #expect(device.keyboardHeight(.portrait, predictive: true) == 335)
    // contentOffset −48 + adjusted top 48: not scrolled.
    #expect(document.scenes[0].form.layout.scrolledBy == nil)
    let settings = SimulationSettings(
      layout: document.scenes[0].form.layout, device: device, strategy: "none")
    // At rest the scroll view's top inset is the 48-pt safe area: offset −48.
    #expect(Simulator(settings: settings).world.contentOffset.y == -48)
  }

  /// A search bar dumped on its own is no screen: the nearest device is used as it is.
  @Test func aTopViewNoScreenCouldBeUsesTheNearestDevice() throws {
    let text = """
      <UISearchBar: 0x1; frame = (0 0; 320 44)>
         | <UIView: 0x2; frame = (0 0; 320 44)>
         |    | <UISearchBarTextField: 0x3; frame = (8 8; 304 28)>
      """
    let document = try ViewHierarchyDumpImport.document(text, file: "bar.txt")
    #expect(document.device(for: document.scenes[0])?.name == "iphone4")
    #expect(
      document.scenes[0].form.layout.fieldSpecs.map(\.frame) == [
        Rect(x: 8, y: 8, width: 304, height: 28)
      ])
  }
}

/// Hostile numbers in dumps, as in every other input: each frame number of the fixtures in turn
/// made non-finite, hexadecimal or absurd is passed over with a warning on its line, and what is
/// imported has only finite frames within a layout file's bounds.
@Suite struct ViewHierarchyDumpNumberTests {
  @Test func everyFrameNumberMadeHostileIsPassedOverOrRefused() throws {
    var variants = 0
    for name in ["SignUp-lldb-ios17.txt", "Profile-ios12-purged.txt", "Login-chisel-ios7.txt"] {
      let text = try String(
        contentsOfFile: ViewHierarchyDumpTests.fixture(name), encoding: .utf8)
      for match in text.matches(of: #/frame = \(([0-9.\-]+) /#) {
        for bad in ["nan", "inf", "-infinity", "1e309", "0x10", "3e7"] {
          var copy = text
          copy.replaceSubrange(match.output.1.startIndex..<match.output.1.endIndex, with: bad)
          variants += 1
          let document: InterfaceBuilderDocument
          do {
            document = try ViewHierarchyDumpImport.document(copy, file: name)
          } catch {
            #expect(error.description.hasPrefix(name), "\(bad)")
            continue
          }
          let scene = try #require(document.scenes.first)
          // A view's own frame (not one inside a property's nested description) is warned of.
          let lineStart = text[..<match.range.lowerBound].lastIndex(of: "\n") ?? text.startIndex
          let before = text[lineStart..<match.range.lowerBound]
          let nesting = before.filter { $0 == "<" }.count - before.filter { $0 == ">" }.count
          if nesting == 1 {
            #expect(scene.form.warnings.contains { $0.message.contains("is not four finite") })
          }
          for spec in scene.form.layout.fieldSpecs {
            let frame = try #require(spec.frame)
            for edge in [frame.minX, frame.minY, frame.maxX, frame.maxY] {
              #expect(edge.isFinite && abs(edge) <= LayoutParser.largestCoordinate)
            }
          }
        }
      }
    }
    #expect(variants > 100)
  }

  /// Views nested deep enough to add up past any screen are refused, as a storyboard's are.
  @Test func framesThatAddUpBeyondAnyScreenAreRefused() {
    var lines = [
      "<UIWindow: 0x1; frame = (0 0; 375 667)>", "   | <UIScrollView: 0x2; frame = (0 0; 375 667)>",
    ]
    for depth in 2..<8 {
      lines.append(
        String(repeating: "   | ", count: depth) + "<UIView: 0x3; frame = (0 9000000; 10 10)>")
    }
    lines.append(
      String(repeating: "   | ", count: 8)
        + "<UITextField: 0x4; frame = (0 0; 10 10); placeholder = Deep>")
    #expect(throws: UserFileError.self) {
      _ = try ViewHierarchyDumpImport.document(lines.joined(separator: "\n"), file: "deep.txt")
    }
  }
}
