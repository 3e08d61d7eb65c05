import Foundation
import Testing

@testable import FormSimCore

/// The shapes dumps have when people paste them: several hierarchies and one-line results in one
/// paste, UIKit's private input classes, text values with line breaks, prefixes from loggers,
/// debuggers and comments, and the limits every input has. Each fixture in `Dumps/` shows one
/// shape in twenty lines or so.
@Suite struct ViewHierarchyDumpShapesTests {
  static func load(_ name: String) throws -> InterfaceBuilderDocument {
    try InterfaceBuilderImport.load(ViewHierarchyDumpTests.fixture(name))
  }

  static func frames(_ form: ImportedForm) -> [Rect?] { form.layout.fieldSpecs.map(\.frame) }

  /// A `po self.view` result, then the window's dump, then the same dump again: the one-line
  /// result and the repeat are passed over, the prompt is said once, and the window is the form.
  @Test func aOneLineResultAndARepeatedPasteLeaveOneScene() throws {
    let document = try Self.load("Wallet-pasted-twice-lldb-ios15.txt")
    #expect(document.scenes.count == 1)
    let scene = try document.form(scene: nil)
    #expect(scene.sceneID == "line-4")
    #expect(scene.form.layout.fieldSpecs.map(\.label) == ["Card number", "Expiry", "CVC"])
    // The scroll view sits at (0, 0) in the window, so content and window coordinates agree.
    #expect(
      Self.frames(scene.form) == [
        Rect(x: 24, y: 120, width: 342, height: 44), Rect(x: 24, y: 180, width: 160, height: 44),
        Rect(x: 206, y: 180, width: 160, height: 44),
      ])
    #expect(scene.form.fieldLines == [9, 10, 11])
    #expect(
      scene.form.warnings.map(\.description) == [
        "line 1: lines after the prompt '(lldb)' are commands, not views; passed over",
        "line 2: a one-line UIView, not a hierarchy; passed over",
        "line 13: the same hierarchy as the one at line 4; passed over",
      ])
  }

  /// Two different screens dumped one after the other in Frida: two form scenes, as a storyboard
  /// with two forms; `--scene` takes one by its line or its top view's class.
  @Test func twoHierarchiesWithFieldsAreTwoScenes() throws {
    let document = try Self.load("Accounts-two-screens-frida-ios12.txt")
    #expect(document.formScenes.map(\.sceneID) == ["line-2", "line-7"])
    #expect(throws: UserFileError.self) { _ = try document.form(scene: nil) }
    let reset = try document.form(scene: "line-7")
    #expect(reset.form.layout.fieldSpecs.map(\.label) == ["Reset code"])
    #expect(Self.frames(reset.form) == [Rect(x: 16, y: 120, width: 343, height: 36)])
    // Frida's prompt opens lines 1 and 6; it is said once.
    #expect(
      document.scenes[0].form.warnings.map(\.line) == [1],
      "\(document.scenes[0].form.warnings)")
    #expect(document.device(for: reset)?.name == "iphone-13-mini")
  }

  /// UIKit's own text-field classes by name; an app's class by the placeholder label or text
  /// container it holds; never a field editor nor a text view that cannot be edited.
  @Test func inputsAreKnownByClassOrByWhatTheyHold() throws {
    let form = try Self.load("Recipes-uikit-inputs-ios13.txt").form(scene: nil).form
    #expect(
      form.layout.fieldSpecs.map(\.label) == ["Find a recipe", "Ingredient", "Servings", "Field 4"])
    #expect(form.layout.fieldSpecs.map(\.kind) == [.text, .text, .text, .multiline])
    // The search bar at y 20, its content view at 0, its field at (8, 10): (8, 30).
    #expect(
      Self.frames(form) == [
        Rect(x: 8, y: 30, width: 359, height: 36), Rect(x: 16, y: 90, width: 343, height: 36),
        Rect(x: 16, y: 140, width: 343, height: 36), Rect(x: 16, y: 330, width: 343, height: 120),
      ])
    // Lines 14 (the read-only text view), 17 (a field editor on its own) and 19 (a field that
    // takes no touches) are no fields.
    #expect(form.fieldLines == [6, 9, 10, 15])
  }

  /// A text value with line breaks runs on at column 0, through a `<NSArray: …>` that is no new
  /// hierarchy; a text view's `<<_UITextContainerView …>` line is one of its views; `\xa0` in a
  /// placeholder is a no-break space.
  @Test func aTextWithLineBreaksStaysInItsView() throws {
    let document = try Self.load("Groceries-multiline-nslog-ios16.txt")
    let form = try document.form(scene: nil).form
    #expect(form.layout.fieldSpecs.map(\.label) == ["List\u{a0}name", "Eggs", "Shop"])
    #expect(form.layout.fieldSpecs.map(\.kind) == [.text, .multiline, .text])
    #expect(form.fieldLines == [5, 6, 10])
    #expect(form.layout.fieldSpecs.map { $0.frame?.minY } == [40, 90, 310])
    #expect(form.warnings.isEmpty, "\(form.warnings)")
  }

  /// A dump in a header comment, iOS 6: the controller's view starts at y 20 below the status
  /// bar and stays there (fields at 84 + 20 and 130 + 20); the placeholders are the labels the
  /// fields hold.
  @Test func anIOS6RootBelowTheStatusBarKeepsItsOrigin() throws {
    let document = try Self.load("SignIn-header-comment-ios6.txt")
    let form = try document.form(scene: nil).form
    #expect(form.layout.fieldSpecs.map(\.label) == ["E\u{2011}mail", "Password"])
    #expect(
      Self.frames(form) == [
        Rect(x: 20, y: 104, width: 280, height: 31), Rect(x: 20, y: 150, width: 280, height: 31),
      ])
    #expect(document.device(for: document.scenes[0])?.name == "iphone4")
  }

  /// A dump pasted with the paragraph around it (lines 1–2 before it, 6–8 and 10 after, the
  /// blank line 9 not counted): one warning at line 1 for the six lines, as a prompt's commands
  /// are said once; a single line of prose keeps its own short warning.
  @Test func proseAroundADumpIsOneWarning() throws {
    let text = """
      Here is what the screen looks like when the bug happens,
      taken from the debugger:
      <UIWindow: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 0; 320 480)>
         |    | <UITextField: 0x3; frame = (20 100; 280 31); placeholder = Name>
      The field above is the one the keyboard hides.
      Any idea why?
      Thanks!

      (edited: added the dump)
      """
    let dump = try #require(try ViewHierarchyDump.parse(text))
    #expect(
      dump.skipped.map(\.description) == [
        "line 1: lines 1–2, 6–8, 10 (6 lines) are not views' descriptions; passed over"
      ])
    let one = try #require(
      try ViewHierarchyDump.parse(
        """
        Dump:
        <UIWindow: 0x1; frame = (0 0; 320 480)>
           | <UITextField: 0x3; frame = (20 100; 280 31); placeholder = Name>
        """))
    #expect(one.skipped.map(\.description) == ["line 1: not a view's description; passed over"])
  }

  /// 390×844 is the iPhone 14's screen: its 47-pt safe area, not the nearest phone's 59, and no
  /// warning about the size.
  @Test func a390By844WindowIsTheIPhone14() throws {
    let document = try Self.load("Groceries-multiline-nslog-ios16.txt")
    let device = try #require(document.device(for: document.scenes[0]))
    #expect(device.name == "iphone-14")
    #expect(device.statusBar(.portrait) == 47)
  }

  /// Views 1,500 deep (deep enough to overflow the stack of a debug build that recursed) are
  /// refused at the 401st, as storyboards are, before anything recurses.
  @Test func nestingBeyondFourHundredIsRefusedAtItsLine() {
    var lines: [String] = []
    for depth in 0..<1500 {
      lines.append(String(repeating: "|", count: depth) + "<UIView: 0x1; frame = (0 0; 1 1)>")
    }
    let text = lines.joined(separator: "\n")
    do {
      _ = try ViewHierarchyDumpImport.document(text, file: "deep.txt")
      Issue.record("a dump 1,500 deep was imported")
    } catch {
      #expect(error.description == "deep.txt: line 401: views nested more than 400 deep")
    }
  }

  /// The one field's frame cannot be used: the error names its line and the frame, not "no
  /// text field".
  @Test(arguments: ["(nan 0; 100 30)", "(0 0; 1e308 30)", "(0 30000000; 100 30)"])
  func aFieldWithAnUnusableFrameIsNamed(frame: String) {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 0; 320 480)>
         |    | <UITextField: 0x3; frame = \(frame); placeholder = Name>
      """
    do {
      _ = try ViewHierarchyDumpImport.document(text, file: "bad.txt")
      Issue.record("imported")
    } catch {
      #expect(error.path == "line 3")
      #expect(error.message.hasPrefix("the UITextField's frame '\(frame)' is not four finite"))
    }
  }

  /// Only one-line objects (each line logged on its own): what to paste instead, at the first.
  @Test func onlyOneLineObjectsSayWhatIsMissing() {
    let text = """
      2016-02-01 09:00:00.000 App[1:2] <UISearchBarBackground: 0x1; frame = (0 0; 320 44)>
      2016-02-01 09:00:00.001 App[1:2] <UISearchBarTextField: 0x2; frame = (8 8; 304 28)>
      """
    #expect {
      _ = try ViewHierarchyDumpImport.document(text, file: "log.txt")
    } throws: { error in
      (error as? UserFileError)?.path == "line 1"
        && (error as? UserFileError)?.message.hasPrefix("only one-line objects (lines 1, 2)")
          == true
    }
  }

  /// The escapes descriptions print, decoded.
  @Test func escapesInTextsAreDecoded() {
    #expect(ViewHierarchyDumpImport.unquoted(#"'a\xa0b'"#) == "a\u{a0}b")
    #expect(ViewHierarchyDumpImport.unquoted(#"'one\ntwo'"#) == "one\ntwo")
    #expect(ViewHierarchyDumpImport.unquoted(#"'Don\'t'"#) == "Don't")
    #expect(ViewHierarchyDumpImport.unquoted(#"'\U0001F600'"#) == "\u{1F600}")
    #expect(ViewHierarchyDumpImport.unquoted(#"'\q'"#) == #"\q"#)
  }

  /// An apostrophe inside a text (UIKit does not escape it) neither ends the value nor hides the
  /// brackets after it.
  @Test func anApostropheInsideATextIsPartOfIt() throws {
    let view = try #require(
      ViewHierarchyDump.parseView(
        "<UILabel: 0x1; frame = (0 0; 10 10); text = 'Don't; wait'; layer = <CALayer: 0x2>>", 1))
    #expect(view.properties["text"] == "'Don't; wait'")
    #expect(view.properties["layer"] == "<CALayer: 0x2>")
  }
}
