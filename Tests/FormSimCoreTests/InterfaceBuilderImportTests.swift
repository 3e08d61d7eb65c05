import Foundation
import Testing

@testable import FormSimCore

/// The importer on XML text: Xcode-shaped fixtures written for these tests, and the errors.
@Suite struct InterfaceBuilderImportTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Storyboards")

  static func fixture(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  static func parse(_ xml: String) throws(UserFileError) -> InterfaceBuilderDocument {
    try InterfaceBuilderImport.parse(Data(xml.utf8), file: "Form.storyboard")
  }

  static func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return String(describing: error)
    }
  }

  @Test func signUpStoryboard() throws {
    let document = try InterfaceBuilderImport.load(Self.fixture("SignUp.storyboard"))
    #expect(document.kind == .storyboard)
    #expect(document.deviceID == "retina4_7")
    // The navigation controller has no view; Welcome has no fields.
    #expect(document.scenes.map(\.name) == ["Sign up", "LoginViewController", "Welcome"])
    #expect(document.formScenes.map(\.name) == ["Sign up", "LoginViewController"])

    let scene = try document.forms(scene: "SignUpViewController")[0]
    #expect(scene.sceneID == "Sgn-Sc-001")
    let form = scene.form
    let specs = form.layout.fieldSpecs
    // Content view (0, 0) + stack (16, 61) + row (0, 0) + field: first name (16, 61), last name
    // (16 + 175.5, 61); email 61 + 46 = 107, password 61 + 92 = 153, confirm 199, phone 245.
    // The text view (y 299) comes before the promo code (y 700) though it follows it in the file.
    #expect(
      specs.map(\.label) == [
        "First name", "Last name", "Email", "Password", "Confirm password", "Phone",
        "Tell us about yourself, what you make a…", "Promo code",
      ])
    #expect(
      specs.map(\.frame) == [
        Rect(x: 16, y: 61, width: 167.5, height: 34),
        Rect(x: 191.5, y: 61, width: 167.5, height: 34),
        Rect(x: 16, y: 107, width: 343, height: 34),
        Rect(x: 16, y: 153, width: 343, height: 34),
        Rect(x: 16, y: 199, width: 343, height: 34),
        Rect(x: 16, y: 245, width: 343, height: 34),
        Rect(x: 16, y: 299, width: 343, height: 96),
        Rect(x: 16, y: 700, width: 343, height: 34),
      ])
    #expect(specs.map(\.secure) == [false, false, false, true, true, false, false, false])
    #expect(specs[2].keyboardType == "emailAddress")
    #expect(specs[5].keyboardType == "phonePad")
    #expect(specs[6].kind == .multiline)
    #expect(form.fieldLines == [54, 59, 66, 71, 76, 81, 99, 94])
    #expect(form.layout.explicitContentHeight == 900)
    #expect(form.scrollViewFrame == Rect(x: 0, y: 64, width: 375, height: 603))
    #expect(form.navigationBar == .standard)
    #expect(!form.tabBar)
    #expect(document.device(for: scene)?.name == "iphone-se")
    #expect(
      form.warnings.map(\.description) == [
        "line 76: 'Confirm password' has an ambiguous frame (ambiguous=\"YES\"); imported where Interface Builder draws it",
        "line 89: 'Referral code' is hidden; left out",
      ])
  }

  @Test func scenesAreSelectedByClassIdentifierTitleOrSceneID() throws {
    let document = try InterfaceBuilderImport.load(Self.fixture("SignUp.storyboard"))
    for name in ["LoginViewController", "Login", "Lgn-Sc-001"] {
      #expect(try document.form(scene: name).sceneID == "Lgn-Sc-001")
    }
    #expect(try document.form(scene: "Sign up").sceneID == "Sgn-Sc-001")
    // Two form scenes and no --scene: a single-layout command must be told which.
    let several = Self.message { _ = try document.form(scene: nil) }
    #expect(several?.contains("holds 2 form scenes; choose one with --scene NAME") == true)
    #expect(
      several?.contains("Sign up (SignUpViewController, id SignUp, scene Sgn-Sc-001): 8 fields")
        == true)
    #expect(
      Self.message { _ = try document.form(scene: "Checkout") }?.contains(
        "no scene is called 'Checkout'") == true)
    #expect(
      Self.message { _ = try document.form(scene: "Welcome") }?.contains("holds no text field")
        == true)
    // The login scene has no scroll view: a fixed view as tall as its root view.
    let login = try document.form(scene: "Login").form
    #expect(login.isFixedView)
    #expect(login.layout.explicitContentHeight == 667)
    #expect(
      login.layout.fieldSpecs.map(\.frame) == [
        Rect(x: 32, y: 420, width: 311, height: 34), Rect(x: 32, y: 466, width: 311, height: 34),
      ])
  }

  @Test func xibWithFilesOwner() throws {
    let document = try InterfaceBuilderImport.load(Self.fixture("ShippingAddress.xib"))
    #expect(document.kind == .xib)
    let scene = try document.form(scene: nil)
    #expect(scene.customClass == "ShippingAddressViewController")
    #expect(scene.sceneID == "Shp-Vw-001")
    let specs = scene.form.layout.fieldSpecs
    // Stack at (20, 24) in the scroll view's content; fields every 50 pt; the text view at 274.
    #expect(
      specs.map(\.label) == [
        "Full name", "Street", "City", "Postcode", "Phone", "Delivery notes", "Gift message",
      ])
    #expect(specs.map { $0.frame?.minY } == [24, 74, 124, 174, 224, 274, 596])
    #expect(specs.allSatisfy { $0.frame?.minX == 20 && $0.frame?.width == 280 })
    // The stack reaches 24 + 606 = 630, below the 460-pt scroll view.
    #expect(scene.form.layout.explicitContentHeight == 630)
    #expect(document.device(for: scene)?.name == "iphone4")
  }

  @Test func xcode4ArchivesAreRefusedWithALine() {
    let message = Self.message { _ = try InterfaceBuilderImport.load(Self.fixture("Legacy.xib")) }
    #expect(
      message?.hasSuffix(
        "Legacy.xib: line 2: written in the format of Xcode 4 and earlier (<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">); open it in Xcode 5 or later and save it, or convert it with `ibtool --upgrade`"
      ) == true)
  }

  @Test func malformedXMLNamesTheLine() {
    let message = Self.message {
      _ = try InterfaceBuilderImport.load(Self.fixture("Malformed.storyboard"))
    }
    // Line 71 lost the closing quote of placeholder="Password".
    #expect(
      message?.hasSuffix(
        "Malformed.storyboard: line 71: not well-formed XML: expected a space between attributes "
          + "(is a quote missing?)") == true)
    let truncated = Self.message {
      _ = try Self.parse(
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n")
    }
    #expect(
      truncated
        == "Form.storyboard: line 2: not well-formed XML: the file ends before its elements are closed"
    )
    #expect(Self.message { _ = try Self.parse("") } == "Form.storyboard: line 1: the file is empty")
    #expect(
      Self.message { _ = try Self.parse("<a>\n<b></a>") }
        == "Form.storyboard: line 2: not well-formed XML: an end tag does not match its start tag")
  }

  /// A document may declare an entity that names a file or a URL. Reading it would let a
  /// crafted storyboard put any file's text into the form, or reach the network, so the parser
  /// loads no external entity; internal ones are substituted as XML says.
  @Test func externalEntitiesAreNeverRead() throws {
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-entity-\(UInt32.random(in: 0...UInt32.max)).txt")
    try "SECRET-TEXT".write(to: secret, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: secret) }
    let xml = """
      <!DOCTYPE a [<!ENTITY file SYSTEM "\(secret.path)"><!ENTITY word "inside">]>
      <a x="&word;"><string key="text">&file;|&word;</string></a>
      """
    let root = try InterfaceBuilderParser.parse(Data(xml.utf8), file: "Form.storyboard")
    #expect(root.attributes["x"] == "inside")
    #expect(root.children.first?.text == "|inside")
  }

  /// Nested entities that multiply the text ("billion laughs": ten of ten of ten …) are refused
  /// by libxml2's amplification limit in milliseconds, with a message that says what it is.
  @Test func entitiesThatExplodeAreRefused() {
    var declarations = "<!ENTITY e0 \"lol\">"
    for level in 1...9 {
      declarations +=
        "<!ENTITY e\(level) \""
        + String(repeating: "&e\(level - 1);", count: 10) + "\">"
    }
    let xml = "<!DOCTYPE a [\(declarations)]>\n<a><string key=\"text\">&e9;</string></a>"
    #expect(
      Self.message { _ = try InterfaceBuilderParser.parse(Data(xml.utf8), file: "Form.storyboard") }
        == "Form.storyboard: line 2: not well-formed XML: entities that expand without end "
        + "(a loop, or nested entities multiplying the text)")
  }

  /// What the parser keeps: prefixed names whole, namespace declarations as attributes,
  /// character and predefined entity references decoded, CDATA and comments left out, and each
  /// element's line (where its start tag ends).
  @Test func theParserKeepsNamesTextAndLines() throws {
    let xml = """
      <a xmlns:p="urn:x" b="1 &amp; 2 &lt; &#65;">
        <string key="text">A &amp; B<![CDATA[ skipped ]]><!-- note --> &#x43;</string>
        <p:c
          p:d="e"/>
      </a>
      """
    let root = try InterfaceBuilderParser.parse(Data(xml.utf8), file: "Form.storyboard")
    #expect(root.tag == "a" && root.line == 1)
    #expect(root.attributes == ["xmlns:p": "urn:x", "b": "1 & 2 < A"])
    #expect(root.children.map(\.tag) == ["string", "p:c"])
    #expect(root.children[0].text == "A & B C")
    #expect(root.children[0].line == 2)
    #expect(root.children[1].attributes == ["p:d": "e"])
    #expect(root.children[1].line == 4)
  }

  @Test func otherXMLIsNotAStoryboard() {
    let message = Self.message {
      _ = try Self.parse("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>")
    }
    #expect(
      message
        == "Form.storyboard: line 2: not an iOS storyboard or xib (the root element is <plist>)")
  }

  /// A one-field storyboard whose field's frame attributes are `frame`, inside a view at `y`.
  @Test func theSizeClassCanvasIsSaidToBeNoDevicesScreen() throws {
    // Xcode 6 and 7 drew a storyboard with size classes and no device on a 600 × 600 canvas.
    let canvas = Self.storyboard(frame: #"x="152" y="396" width="279" height="30""#)
      .replacing(#"width="320" height="480""#, with: #"width="600" height="600""#)
    let document = try Self.parse(canvas)
    #expect(document.device(for: document.scenes[0])?.name == "ipad")
    #expect(
      document.scenes[0].form.warnings.map(\.description) == [
        "line 4: the scene is drawn on Xcode's 600 × 600 size-class canvas, no device's screen:"
          + " its frames are the canvas's, which Auto Layout fits to the device at run time and"
          + " FormSim does not; they are simulated as drawn, on the nearest device (ipad)"
      ])
    // A device's own screen, or a canvas the file names a device for, is said nothing of.
    #expect(
      try Self.parse(Self.storyboard(frame: #"x="0" y="0" width="100" height="31""#))
        .scenes[0].form.warnings.isEmpty)
    let named = canvas.replacing(
      "<scenes>", with: #"<device id="retina4_7" orientation="portrait"/><scenes>"#)
    #expect(try Self.parse(named).scenes[0].form.warnings.isEmpty)
  }

  static func storyboard(frame: String, containerY: String = "0.0", table: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects>
            <viewController id="vc" title="Form" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view id="box"\(table)>
                            <rect key="frame" x="0.0" y="\(containerY)" width="320" height="400"/>
                            <subviews>
                                <textField placeholder="Email" id="f">
                                    <rect key="frame" \(frame)/>
                                </textField>
                            </subviews>
                        </view>
                    </subviews>
                </view>
            </viewController>
        </objects></scene></scenes>
    </document>
    """
  }

  /// NaN, infinities, hex and numbers beyond any screen are refused at their attribute, as a
  /// layout file's are, instead of reaching the renderer.
  @Test(arguments: [
    (
      #"x="0" y="nan" width="100" height="31""#,
      #"Form.storyboard: line 12: <rect key="frame"> y="nan": must be a finite decimal number of points"#
    ),
    (
      #"x="0" y="0" width="100" height="inf""#,
      #"Form.storyboard: line 12: <rect key="frame"> height="inf": must be a finite decimal number of points"#
    ),
    (
      #"x="0" y="0" width="1e309" height="31""#,
      #"Form.storyboard: line 12: <rect key="frame"> width="1e309": must be a finite decimal number of points"#
    ),
    (
      #"x="0x10" y="0" width="100" height="31""#,
      #"Form.storyboard: line 12: <rect key="frame"> x="0x10": must be a finite decimal number of points"#
    ),
    (
      #"x="0" y="2e7" width="100" height="31""#,
      #"Form.storyboard: line 12: <rect key="frame"> y="2e7": must be between -10000000 and 10000000"#
    ),
    (
      #"x="0" y="0" width="100" height="-31""#,
      #"Form.storyboard: line 12: <rect key="frame"> height="-31": must be between 0 and 10000000"#
    ),
  ])
  func nonFiniteAndAbsurdFramesAreRefused(frame: String, expected: String) {
    #expect(Self.message { _ = try Self.parse(Self.storyboard(frame: frame)) } == expected)
  }

  @Test func framesThatAddUpBeyondAnyScreenAreRefused() {
    let xml = Self.storyboard(
      frame: #"x="0" y="9000000" width="100" height="31""#, containerY: "9000000")
    #expect(
      Self.message { _ = try Self.parse(xml) }
        == "Form.storyboard: line 11: 'Email' ends up beyond ±10000000 points once its superviews'"
        + " frames are added; check their frames")
  }

  @Test func tableGeometryIsCheckedToo() {
    let xml = Self.storyboard(
      frame: #"x="0" y="0" width="100" height="31""#, table: #" rowHeight="NaN""#)
    #expect(
      Self.message { _ = try Self.parse(xml) }
        == #"Form.storyboard: line 8: <view> rowHeight="NaN": must be a finite decimal number of points"#
    )
  }

  /// Every number of the example files in turn replaced by a non-finite or absurd one: each is
  /// refused with a message, none crashes or slips through.
  @Test func everyNumberOfTheFixturesMadeNonFiniteIsRefused() throws {
    var variants = 0
    for name in ["SignUp.storyboard", "ShippingAddress.xib"] {
      let text = try String(contentsOfFile: Self.fixture(name), encoding: .utf8)
      let pattern = /(x|y|width|height|rowHeight)="([0-9.\-]+)"/
      // Only the numbers FormSim reads: a `<point key="canvasLocation">` places nothing.
      for match in text.matches(of: pattern)
      where match.output.1 == "rowHeight"
        || text[text[..<match.range.lowerBound].lastIndex(of: "<")!...].hasPrefix("<rect ")
      {
        for bad in ["nan", "inf", "-infinity", "1e309", "0x1p4", "3e7"] {
          var copy = text
          copy.replaceSubrange(match.output.2.startIndex..<match.output.2.endIndex, with: bad)
          variants += 1
          let message = Self.message {
            _ = try InterfaceBuilderImport.parse(Data(copy.utf8), file: name)
          }
          #expect(message?.hasPrefix("\(name): line ") == true, "\(match.output.0) → \(bad)")
        }
      }
    }
    #expect(variants > 300)
  }

  /// Whatever is wrong, the message says it in words: never a bare libxml2 code, never "the
  /// file is empty" for a file that is not.
  @Test(arguments: [
    (
      "\u{7}\u{1}binary\u{FF}garbage",
      "Form.storyboard: line 1: not XML (a storyboard or xib starts with '<?xml' or '<document'); is this the right file?"
    ),
    (
      #"  {"fields":[{"label":"a"}]}"#,
      "Form.storyboard: line 1: this is JSON, not a storyboard or xib; a layout file is read when its name ends in .json"
    ),
    (
      "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<document a=\"&e;\"/>",
      "Form.storyboard: line 3: not well-formed XML: an external entity (FormSim reads no file or URL that a storyboard names)"
    ),
    (
      "<?xml version=\"1.0\"?>\n<document><!-- unfinished\n",
      "Form.storyboard: line 3: not well-formed XML: a comment is not closed with '-->'"
    ),
    (
      "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\n<document type=\"x\"/>\n",
      "Form.storyboard: line 1: not well-formed XML: the bytes are not in the encoding the file declares; save it as UTF-8 and declare encoding=\"UTF-8\""
    ),
    (
      "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"" + String(repeating: "x", count: 20_000)
        + "\">]>\n<document a=\"" + String(repeating: "&e;", count: 20_000) + "\"/>\n",
      "Form.storyboard: line 3: not well-formed XML: a text or attribute value over 10,000,000 characters once its entities are expanded (entities multiplying the text?); FormSim reads files up to 64 MB with no such value"
    ),
  ])
  func everyRefusalIsInWords(xml: String, expected: String) {
    #expect(Self.message { _ = try Self.parse(xml) } == expected)
  }

  /// libxml2 refuses more than 10 MB of look-ahead at once; a valid file larger than that (here
  /// one made large by comments) is read whole, fed to it in pieces.
  @Test func aValidFileOverTenMegabytesIsRead() throws {
    let padding = "<!--" + String(repeating: "p", count: 1_000) + "-->\n"
    let xml = Self.storyboard(frame: #"x="0" y="0" width="100" height="31""#)
      .replacingOccurrences(
        of: "<scenes>", with: String(repeating: padding, count: 11_000) + "<scenes>")
    #expect(xml.utf8.count > 11_000_000)
    let document = try Self.parse(xml)
    #expect(document.formScenes.map(\.name) == ["Form"])
  }

  @Test func tabAndLargeTitleNavigationBars() throws {
    // A tab bar controller → a navigation controller with large titles → Profile, which pushes
    // Edit; Edit hides the tab bar when pushed.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="t"><objects>
                  <tabBarController id="tab" sceneMemberID="viewController">
                      <connections>
                          <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                      </connections>
                  </tabBarController>
              </objects></scene>
              <scene sceneID="n"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" prefersLargeTitles="YES" id="b"/>
                      <connections>
                          <segue destination="profile" kind="relationship" relationship="rootViewController" id="s2"/>
                      </connections>
                  </navigationController>
              </objects></scene>
              <scene sceneID="p"><objects>
                  <viewController id="profile" title="Profile" sceneMemberID="viewController">
                      <view key="view" id="v1">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                              <button id="go"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                  <connections><segue destination="edit" kind="show" id="s3"/></connections>
                              </button>
                          </subviews>
                      </view>
                  </viewController>
              </objects></scene>
              <scene sceneID="e"><objects>
                  <viewController id="edit" title="Edit" hidesBottomBarWhenPushed="YES" sceneMemberID="viewController">
                      <view key="view" id="v2"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                      <navigationItem key="navigationItem" largeTitleDisplayMode="never" id="ni"/>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    let document = try Self.parse(xml)
    let forms = document.scenes.map(\.form)
    #expect(forms.map(\.navigationBar) == [.large, .standard])
    #expect(forms.map(\.tabBar) == [true, false])
    // They are the layouts' chrome keys, so the simulated screens get the bars.
    #expect(forms[0].layout.chrome == Chrome(navigationBar: .large, tabBar: true))
  }

  @Test func sheetsFromSeguesAndControllers() throws {
    // A form-sheet segue to a navigation controller whose root is the form; a page-sheet
    // controller on its own.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="a"><objects>
                  <viewController id="home" sceneMemberID="viewController">
                      <view key="view" id="v0"><rect key="frame" x="0.0" y="0.0" width="768" height="1024"/></view>
                      <connections>
                          <segue destination="nav" kind="presentation" modalPresentationStyle="formSheet" id="s1"/>
                      </connections>
                  </viewController>
              </objects></scene>
              <scene sceneID="b"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <connections>
                          <segue destination="edit" kind="relationship" relationship="rootViewController" id="s2"/>
                      </connections>
                  </navigationController>
              </objects></scene>
              <scene sceneID="c"><objects>
                  <viewController id="edit" title="Edit" sceneMemberID="viewController">
                      <view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="540" height="620"/></view>
                  </viewController>
              </objects></scene>
              <scene sceneID="d"><objects>
                  <viewController id="note" title="Note" modalPresentationStyle="pageSheet" sceneMemberID="viewController">
                      <view key="view" id="v2"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                  </viewController>
              </objects></scene>
          </scenes>
      </document>
      """
    let chrome = try Self.parse(xml).scenes.map(\.form.layout.chrome)
    #expect(
      chrome == [
        .plain, Chrome(navigationBar: .standard, presentation: .formSheet),
        Chrome(presentation: .pageSheet),
      ])
  }
}

extension InterfaceBuilderImportTests {
  @Test func xibViewControllersAreScenesToo() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <viewController id="vc1" customClass="FeedbackViewController">
                  <view key="view" contentMode="scaleToFill" id="v1">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <subviews>
                          <textField placeholder="Email" id="t1">
                              <rect key="frame" x="20" y="190" width="335" height="30"/>
                          </textField>
                      </subviews>
                  </view>
              </viewController>
          </objects>
      </document>
      """
    let document = try InterfaceBuilderImport.parse(Data(xml.utf8), file: "Feedback.xib")
    let scene = try document.form(scene: "FeedbackViewController")
    #expect(scene.sceneID == "vc1")
    #expect(
      scene.form.layout.fieldSpecs.map(\.frame) == [Rect(x: 20, y: 190, width: 335, height: 30)])
    #expect(scene.form.fieldLines == [9])
  }
}
