import Foundation
import Testing

@testable import FormSimCore

/// Storyboards and dumps that say their form is a table, and whose: the `container` and `cell`
/// keys the importers set, from `Storyboards/Account.storyboard` (a static-cells
/// `tableViewController` scene) and `Dumps/Checkout-tableviewcontroller-ios17.txt` (lldb's
/// `recursiveDescription` of a presented `UITableViewController`).
@Suite struct TableImportTests {
  typealias Node = InterfaceBuilderNode

  static func form(_ path: String) throws -> ImportedForm {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(path).path
    return try #require(InterfaceBuilderImport.load(file).formScenes.first).form
  }

  @Test func aStaticCellsTableViewControllerScene() throws {
    let form = try Self.form("Storyboards/Account.storyboard")
    let layout = form.layout
    #expect(layout.name == "Account")
    #expect(layout.container == .tableViewController)
    #expect(layout.chrome == .plain)
    // Grouped, headers and footers 18, rows 44: section 1's cells at 18, 62, 106; section 2's
    // after 150 + 18 + 18 = 186. A field sits in its cell's content view at (16, 5).
    let specs = layout.fieldSpecs
    #expect(specs.count == 13)
    #expect(specs[0].cell == Rect(x: 0, y: 18, width: 375, height: 44))
    #expect(specs[0].frame == Rect(x: 16, y: 23, width: 343, height: 34))
    #expect(specs[3].cell == Rect(x: 0, y: 186, width: 375, height: 44))
    // The Notes text view is 8 pt into its 100-pt cell at 654; the last cell ends at 754, the
    // content's height.
    #expect(specs[12].kind == .multiline)
    #expect(specs[12].cell == Rect(x: 0, y: 654, width: 375, height: 100))
    #expect(specs[12].frame == Rect(x: 16, y: 662, width: 343, height: 84))
    #expect(layout.explicitContentHeight == 754)
    #expect(form.scrollViewFrame == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func theSceneOnTheIPhoneSEWithNone() throws {
    // Billing postcode (field 11): cell 530 … 574, field 535 … 569. The keyboard
    // (0, 451, 375, 216) covers 216 of the 375 × 667 table; visible 0 … 451, so the cell's
    // bottom goes to 451: 574 − 667 + 216 = 123 (within 0 … 754 + 216 − 667 = 303). The field
    // is at 535 − 123 = 412, its bottom 446, 5 above the keyboard.
    let layout = try Self.form("Storyboards/Account.storyboard").layout
    let simulator = try simulate(
      "focus 11", strategy: "none", layout: layout, device: .iphoneSE)
    #expect(simulator.report.state.contentInset.bottom == 216)
    #expect(simulator.offsetY == 123)
    #expect(simulator.report.field?.gapToKeyboard == 5)
  }

  @Test func aDumpedTableViewControllerTable() throws {
    let form = try Self.form("Dumps/Checkout-tableviewcontroller-ios17.txt")
    let layout = form.layout
    // The UITableView is the view the sheet's UIDropShadowView holds: a controller's view.
    #expect(layout.container == .tableViewController)
    #expect(layout.fieldSpecs.count == 16)
    // Header 35, then cells 44 tall: the first at 35, its field 5 into the content view, 20 in.
    #expect(layout.fieldSpecs[0].cell == Rect(x: 0, y: 35, width: 393, height: 44))
    #expect(layout.fieldSpecs[0].frame == Rect(x: 20, y: 40, width: 353, height: 34))
    #expect(layout.fieldSpecs[10].secure)
    // contentSize {393, 880} beats the lowest cell's bottom (844).
    #expect(layout.explicitContentHeight == 880)
  }

  @Test(arguments: ["none", "iqkeyboardmanager"])
  func theDumpOnTheIPhone15(strategy: String) throws {
    // Name on card (field 12): cell 589 … 633, field 594 … 628. From −59 the keyboard's 335
    // (adjusted bottom 369) leaves 0 … 424 visible: 633 − 852 + 369 = 150. The field is at
    // 594 − 150 = 444, its bottom 478, 517 − 478 = 39 above the keyboard — with IQKeyboardManager
    // too, which stands aside in a table-view controller (its toolbar off, which would make the
    // keyboard 44 taller).
    let layout = try Self.form("Dumps/Checkout-tableviewcontroller-ios17.txt").layout
    let simulator = try simulate(
      "focus 12", strategy: strategy, layout: layout, device: .iphone15, autoToolbar: false)
    #expect(simulator.report.state.contentInset.bottom == 335)
    #expect(simulator.offsetY == 150)
    #expect(simulator.report.field?.gapToKeyboard == 39)
  }

  @Test func aTableInsideAPlainControllersViewIsABareTable() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 375 667)>
         | <UITransitionView: 0x2; frame = (0 0; 375 667)>
         |    | <UIView: 0x3; frame = (0 0; 375 667)>
         |    |    | <UITableView: 0x4; frame = (0 64; 375 603); contentSize: {375, 700}>
         |    |    |    | <UITableViewCell: 0x5; frame = (0 10; 375 44)>
         |    |    |    |    | <UITableViewCellContentView: 0x6; frame = (0 0; 375 44)>
         |    |    |    |    |    | <UITextField: 0x7; frame = (16 5; 343 34); placeholder = Name>
      """
    let document = try ViewHierarchyDumpImport.document(dump, file: "plain.txt")
    let layout = try #require(document.formScenes.first).form.layout
    #expect(layout.container == .tableView)
    #expect(layout.fieldSpecs[0].cell == Rect(x: 0, y: 10, width: 375, height: 44))
    // The table as the view the transition view holds is a table-view controller's.
    let held = """
      <UIWindow: 0x1; frame = (0 0; 375 667)>
         | <UITransitionView: 0x2; frame = (0 0; 375 667)>
         |    | <UITableView: 0x4; frame = (0 0; 375 667); contentSize: {375, 700}>
         |    |    | <UITableViewCell: 0x5; frame = (0 10; 375 44)>
         |    |    |    | <UITableViewCellContentView: 0x6; frame = (0 0; 375 44)>
         |    |    |    |    | <UITextField: 0x7; frame = (16 5; 343 34); placeholder = Name>
      """
    let controller = try ViewHierarchyDumpImport.document(held, file: "held.txt")
    #expect(controller.formScenes.first?.form.layout.container == .tableViewController)
  }

  @Test func aPlainControllersTableAndACollectionView() {
    func field(_ y: Double) -> Node {
      Node(
        "textField", ["placeholder": "A"],
        children: [
          Node("rect", ["key": "frame", "x": "16", "y": "\(y)", "width": "343", "height": "34"])
        ])
    }
    func frame(_ y: Double, _ height: Double) -> Node {
      Node("rect", ["key": "frame", "x": "0", "y": "\(y)", "width": "375", "height": "\(height)"])
    }
    let cell = Node(
      "tableViewCell", children: [frame(28, 44), Node("subviews", children: [field(5)])])
    let table = Node(
      "tableView", children: [frame(64, 603), Node("subviews", children: [cell])])
    let root = Node(
      "view", ["key": "view"], children: [frame(0, 667), Node("subviews", children: [table])])
    let form = FormBuilder.form(rootView: root, name: "F")
    #expect(form.layout.container == .tableView)
    // Cell (0, 28) in the table; the field 5 into it.
    #expect(form.layout.fieldSpecs.map(\.cell) == [Rect(x: 0, y: 28, width: 375, height: 44)])
    #expect(form.layout.fieldSpecs.map(\.frame) == [Rect(x: 16, y: 33, width: 343, height: 34)])
    // A collection view is a scroll view here: its cells are no table's.
    var grid = table
    grid.tag = "collectionView"
    let gridForm = FormBuilder.form(
      rootView: Node(
        "view", children: [frame(0, 667), Node("subviews", children: [grid])]), name: "G")
    #expect(gridForm.layout.container == .scrollView)
    #expect(gridForm.layout.fieldSpecs.map(\.cell) == [nil])
  }
}
