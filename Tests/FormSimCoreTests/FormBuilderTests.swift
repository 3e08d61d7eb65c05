import Foundation
import Testing

@testable import FormSimCore

/// The builder on literal trees: frames added up, the scroll view found, fields ordered and
/// labelled, traits kept.
@Suite struct FormBuilderTests {
  typealias Node = InterfaceBuilderNode

  static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Node {
    Node(
      "rect",
      ["key": "frame", "x": "\(x)", "y": "\(y)", "width": "\(width)", "height": "\(height)"])
  }

  static func view(
    _ tag: String, _ rect: Node, _ attributes: [String: String] = [:], line: Int = 0,
    subviews: [Node] = [], extra: [Node] = []
  ) -> Node {
    var children = [rect] + extra
    if !subviews.isEmpty { children.append(Node("subviews", children: subviews)) }
    return Node(tag, attributes, line: line, children: children)
  }

  static func textField(
    _ placeholder: String?, _ rect: Node, line: Int = 0, traits: [String: String] = [:],
    attributes: [String: String] = [:]
  ) -> Node {
    var attributes = attributes
    if let placeholder { attributes["placeholder"] = placeholder }
    var traitAttributes = traits
    traitAttributes["key"] = "textInputTraits"
    return view(
      "textField", rect, attributes, line: line, extra: [Node("textInputTraits", traitAttributes)])
  }

  @Test func addsFramesUpToTheScrollViewsContent() {
    // root → scroll view at (0, 64) → content view at (0, 0) → stack at (16, 61) → row at
    // (0, 46) → field at (175.5, 0): content frame (16 + 0 + 175.5, 61 + 46 + 0) = (191.5, 107).
    // The scroll view's own y (64) is not added: fields live in its content coordinates.
    let field = Self.textField("Last", Self.frame(175.5, 0, 167.5, 34), line: 9)
    let row = Self.view("stackView", Self.frame(0, 46, 343, 34), subviews: [field])
    let stack = Self.view("stackView", Self.frame(16, 61, 343, 80), subviews: [row])
    let content = Self.view("view", Self.frame(0, 0, 375, 900), subviews: [stack])
    let scroll = Self.view("scrollView", Self.frame(0, 64, 375, 603), subviews: [content])
    let root = Self.view("view", Self.frame(0, 0, 375, 667), subviews: [scroll])

    let form = FormBuilder.form(rootView: root, name: "Form")
    #expect(
      form.layout.fieldSpecs.map(\.frame) == [Rect(x: 191.5, y: 107, width: 167.5, height: 34)])
    #expect(form.fieldLines == [9])
    #expect(form.scrollViewFrame == Rect(x: 0, y: 64, width: 375, height: 603))
    // The content view is 900 tall, taller than the 603-pt scroll view.
    #expect(form.layout.explicitContentHeight == 900)
    #expect(form.viewSize == Size(width: 375, height: 667))
    #expect(form.warnings.isEmpty)
  }

  @Test func ordersTopToBottomThenLeftToRight() {
    // Document order: C (y 200), B (y 100, x 200), A (y 100, x 20), D (y 100, x 200 again).
    // By position: A (100, 20), B (100, 200), D (100, 200, after B in the file), C (200).
    let fields = [
      Self.textField("C", Self.frame(20, 200, 100, 31)),
      Self.textField("B", Self.frame(200, 100, 100, 31)),
      Self.textField("A", Self.frame(20, 100, 100, 31)),
      Self.textField("D", Self.frame(200, 100, 100, 31)),
    ]
    let scroll = Self.view("scrollView", Self.frame(0, 0, 320, 480), subviews: fields)
    let root = Self.view("view", Self.frame(0, 0, 320, 480), subviews: [scroll])
    let labels = FormBuilder.form(rootView: root, name: "F").layout.fieldSpecs.map(\.label)
    #expect(labels == ["A", "B", "D", "C"])
  }

  @Test func labelsFromPlaceholderThenAccessibilityThenText() {
    let accessible = Node(
      "textField", [:],
      children: [
        Self.frame(0, 0, 100, 31),
        Node("accessibility", ["key": "accessibilityConfiguration", "label": "Phone"]),
      ])
    let textOnly = Node(
      "textView", [:],
      children: [
        Self.frame(0, 50, 100, 100),
        Node(
          "string", ["key": "text"],
          text: "A long paragraph of text that runs well past forty characters\nand a second line"),
      ])
    let both = Node(
      "textField", ["placeholder": "Email", "text": "me@example.com"],
      children: [
        Self.frame(0, 200, 100, 31),
        Node("accessibility", ["key": "accessibilityConfiguration", "label": "Address"]),
      ])
    let nothing = Self.textField(nil, Self.frame(0, 300, 100, 31))
    let root = Self.view(
      "view", Self.frame(0, 0, 320, 480), subviews: [accessible, textOnly, both, nothing])
    let specs = FormBuilder.form(rootView: root, name: "F").layout.fieldSpecs
    // The text's first line, cut to 39 characters and an ellipsis.
    #expect(
      specs.map(\.label) == [
        "Phone", "A long paragraph of text that runs well…", "Email", "Field 4",
      ])
    #expect(specs.map(\.kind) == [.text, .multiline, .text, .text])
    #expect(specs[2].placeholder == "Email")
  }

  @Test func keepsSecureAndKeyboardTraits() {
    let fields = [
      Self.textField("Password", Self.frame(0, 0, 100, 31), traits: ["secureTextEntry": "YES"]),
      Self.textField("Email", Self.frame(0, 50, 100, 31), traits: ["keyboardType": "emailAddress"]),
      Self.textField("Name", Self.frame(0, 100, 100, 31), traits: ["keyboardType": "default"]),
    ]
    let root = Self.view("view", Self.frame(0, 0, 320, 480), subviews: fields)
    let specs = FormBuilder.form(rootView: root, name: "F").layout.fieldSpecs
    #expect(specs.map(\.secure) == [true, false, false])
    #expect(specs.map(\.keyboardType) == [nil, "emailAddress", nil])
  }

  @Test func withoutAScrollViewTheFormIsAFixedView() {
    // Frames are in the root view; the content is exactly the view's 568-pt height.
    let field = Self.textField("Name", Self.frame(32, 400, 256, 34))
    let box = Self.view("view", Self.frame(0, 100, 320, 468), subviews: [field])
    let root = Self.view("view", Self.frame(0, 0, 320, 568), subviews: [box])
    let form = FormBuilder.form(rootView: root, name: "F")
    #expect(form.isFixedView)
    #expect(form.layout.fieldSpecs[0].frame == Rect(x: 32, y: 500, width: 256, height: 34))
    #expect(form.layout.explicitContentHeight == 568)
  }

  @Test func picksTheScrollViewWithTheMostInputsAndWarnsAboutTheRest() {
    let search = Self.textField("Search", Self.frame(8, 8, 304, 28), line: 3)
    let header = Self.view("view", Self.frame(0, 20, 320, 44), subviews: [search])
    let small = Self.view(
      "scrollView", Self.frame(0, 64, 320, 50),
      subviews: [Self.textField("Tag", Self.frame(0, 0, 80, 30))])
    let form = Self.view(
      "scrollView", Self.frame(0, 114, 320, 366), line: 20,
      subviews: [
        Self.textField("A", Self.frame(20, 20, 280, 31)),
        Self.textField("B", Self.frame(20, 70, 280, 31)),
      ])
    let root = Self.view("view", Self.frame(0, 0, 320, 480), subviews: [header, small, form])
    let built = FormBuilder.form(rootView: root, name: "F")
    #expect(built.layout.fieldSpecs.map(\.label) == ["A", "B"])
    #expect(built.scrollViewFrame == Rect(x: 0, y: 114, width: 320, height: 366))
    #expect(
      built.warnings == [
        ImportWarning(line: 20, message: "2 text inputs outside the scroll view left out")
      ])
    // Nothing inside reaches below the 366-pt scroll view, so the content is its height.
    #expect(built.layout.explicitContentHeight == 366)
  }

  @Test func ambiguousFramesAreImportedWithAWarningAndHiddenFieldsLeftOut() {
    let ambiguousBox = Self.view(
      "view", Self.frame(0, 100, 320, 100), ["ambiguous": "YES"],
      subviews: [Self.textField("Name", Self.frame(20, 10, 280, 31), line: 12)])
    let hidden = Self.textField(
      "Secret", Self.frame(20, 300, 280, 31), line: 15, attributes: ["hidden": "YES"])
    let root = Self.view("view", Self.frame(0, 0, 320, 480), subviews: [ambiguousBox, hidden])
    let form = FormBuilder.form(rootView: root, name: "F")
    #expect(form.layout.fieldSpecs.map(\.frame) == [Rect(x: 20, y: 110, width: 280, height: 31)])
    #expect(
      form.warnings.map(\.description) == [
        "line 12: 'Name' has an ambiguous frame (ambiguous=\"YES\"); imported where Interface Builder draws it",
        "line 15: 'Secret' is hidden; left out",
      ])
  }

  @Test func aTextViewNoOneCanEditAndADisabledFieldAreNoFields() {
    // A label drawn as a text view above each field, as some storyboards do: `editable="NO"`
    // never takes the keyboard, nor does a field Interface Builder disables. The two fields
    // left are the form's, in order; the scroll view's content still reaches the labels.
    let label = Self.view(
      "textView", Self.frame(20, 20, 280, 30), ["text": "Email", "editable": "NO"], line: 8)
    let email = Self.textField("Email", Self.frame(20, 60, 280, 31))
    let code = Self.textField(
      "Invite code", Self.frame(20, 110, 280, 31), line: 14, attributes: ["enabled": "NO"])
    let notes = Self.view("textView", Self.frame(20, 160, 280, 90), ["editable": "YES"])
    let form = Self.view(
      "scrollView", Self.frame(0, 0, 320, 480), subviews: [label, email, code, notes])
    let root = Self.view("view", Self.frame(0, 0, 320, 480), subviews: [form])
    let built = FormBuilder.form(rootView: root, name: "F")
    #expect(built.layout.fieldSpecs.map(\.kind) == [.text, .multiline])
    #expect(built.layout.fieldSpecs.map { $0.frame?.origin.y } == [60, 160])
    #expect(
      built.warnings.map(\.description) == [
        "line 8: 'Email' cannot be edited (editable=\"NO\"): it never takes the keyboard, so it is"
          + " no field",
        "line 14: 'Invite code' is disabled (enabled=\"NO\"): it never takes the keyboard, so it"
          + " is no field",
      ])
  }

  @Test func anAutomaticRowHeightIsTheDefaultRow() throws {
    // Xcode 10 and later save the automatic row height as -1 (it was refused as negative).
    // With no constraints solved, each row is the default 44: plain style, no section header,
    // the cells at 0 and 44, fields 8 pt into them: 8 and 52.
    func cell(_ placeholder: String, rowHeight: String? = nil) -> Node {
      let field = Self.textField(placeholder, Self.frame(16, 8, 343, 30))
      let content = Node(
        "tableViewCellContentView", ["key": "contentView"],
        children: [Node("subviews", children: [field])])
      return Node("tableViewCell", rowHeight.map { ["rowHeight": $0] } ?? [:], children: [content])
    }
    let table = Node(
      "tableView", ["key": "view", "style": "plain", "rowHeight": "-1"], line: 7,
      children: [
        Self.frame(0, 0, 375, 667),
        Node(
          "sections",
          children: [
            Node(
              "tableViewSection",
              children: [Node("cells", children: [cell("Item"), cell("Note", rowHeight: "-1")])])
          ]),
      ])
    try ImportedGeometry.check(table, file: "Form.storyboard")
    let form = FormBuilder.form(rootView: table, name: "F")
    #expect(form.layout.fieldSpecs.map { $0.frame?.minY } == [8, 52])
  }

  @Test func framelessStaticCellsAreStackedByRowHeight() {
    // Older files give static cells no frames. Grouped, header 10, footer 10, rows 44; the
    // second cell is 60 tall. Section 1: cells at 10 and 54; its footer ends at 54 + 60 + 10 =
    // 124; section 2's header puts its cell at 134. Fields sit 8 pt into their cells.
    func cell(_ placeholder: String, rowHeight: String? = nil) -> Node {
      let field = Self.textField(placeholder, Self.frame(13, 8, 354, 27))
      let content = Node(
        "tableViewCellContentView", ["key": "contentView"],
        children: [Node("subviews", children: [field])])
      return Node("tableViewCell", rowHeight.map { ["rowHeight": $0] } ?? [:], children: [content])
    }
    func section(_ cells: [Node]) -> Node {
      Node("tableViewSection", children: [Node("cells", children: cells)])
    }
    let table = Node(
      "tableView",
      [
        "key": "view", "style": "grouped", "rowHeight": "44", "sectionHeaderHeight": "10",
        "sectionFooterHeight": "10",
      ], line: 7,
      children: [
        Self.frame(0, 0, 375, 667),
        Node(
          "sections",
          children: [section([cell("A"), cell("B", rowHeight: "60")]), section([cell("C")])]),
      ])
    let form = FormBuilder.form(rootView: table, name: "F")
    #expect(form.layout.fieldSpecs.map { $0.frame?.minY } == [18, 62, 142])
    #expect(form.warnings.map(\.line) == [7])
  }

  @Test func aTableViewRootIsTheScrollView() {
    // A static table: sections and cells have no frames of their own; the cell's content view
    // does. Field: cell (0, 28) + content view (0, 0) + field (16, 5) = (16, 33).
    let field = Self.textField("Name", Self.frame(16, 5, 343, 34))
    let contentView = Self.view(
      "tableViewCellContentView", Self.frame(0, 0, 375, 44), ["key": "contentView"],
      subviews: [field])
    let cell = Node(
      "tableViewCell", [:], children: [Self.frame(0, 28, 375, 44), contentView])
    let section = Node(
      "tableViewSection", [:], children: [Node("cells", children: [cell])])
    let table = Node(
      "tableView", ["key": "view"],
      children: [Self.frame(0, 0, 375, 667), Node("sections", children: [section])])
    let form = FormBuilder.form(rootView: table, name: "F")
    #expect(form.layout.fieldSpecs.map(\.frame) == [Rect(x: 16, y: 33, width: 343, height: 34)])
    #expect(form.scrollViewFrame == Rect(x: 0, y: 0, width: 375, height: 667))
  }
}

@Suite struct FieldTraitJSONTests {
  @Test func secureAndKeyboardTypeRoundTrip() throws {
    let json =
      #"{"name":"L","fields":[{"label":"P","secure":true,"keyboardType":"numberPad"},{"label":"Q"}]}"#
    let layout = try LayoutParser.parse(Data(json.utf8), file: "l.json")
    #expect(layout.fieldSpecs.map(\.secure) == [true, false])
    #expect(layout.fieldSpecs.map(\.keyboardType) == ["numberPad", nil])
    #expect(layout.fields(windowWidth: 320).map(\.secure) == [true, false])
    // Written back, only the traits that are set appear, and the text reads back the same.
    let written = layout.json.serialized()
    #expect(written.contains(#""secure":true,"keyboardType":"numberPad""#))
    #expect(!written.contains(#""label":"Q","kind":"text","secure""#))
    #expect(try LayoutParser.parse(Data(written.utf8), file: "l.json") == layout)
    #expect(throws: UserFileError.self) {
      try LayoutParser.parse(Data(#"{"fields":[{"secure":"yes"}]}"#.utf8), file: "l.json")
    }
  }
}
