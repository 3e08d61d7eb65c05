/// Gives a static table's cells the frames older files leave out.
///
/// Xcode 6 and 7 wrote static cells without a `<rect key="frame">`, leaving UITableView to stack
/// them at run time. Without frames every cell would sit at the table's top, so cells are placed
/// here as a table stacks them: after the table header view, each section's header, its cells at
/// their row height (the cell's `rowHeight`, else the table's, else 44), then its footer. Header
/// and footer heights are the table's `sectionHeaderHeight` / `sectionFooterHeight`, else 18 in
/// a grouped table and 0 in a plain one. Cells that have frames keep them, and the stacking goes
/// on from their bottom.
enum TableCellPlacement {
  static let defaultRowHeight = 44.0
  static let groupedSectionSpacing = 18.0

  /// How Xcode 10 and later save an automatic row or section height (`automaticDimension`),
  /// which Auto Layout works out from the cell's constraints.
  static let automaticHeight = -1.0

  /// A height the file fixes; nil for none, or for the automatic one, which FormSim takes as
  /// the default.
  static func fixed(_ node: InterfaceBuilderNode, _ name: String) -> Double? {
    node.number(name).flatMap { $0 == automaticHeight ? nil : $0 }
  }

  /// The table with frames for its frameless cells, and whether any was placed.
  static func place(_ table: InterfaceBuilderNode) -> (table: InterfaceBuilderNode, placed: Bool) {
    guard let sectionsIndex = table.children.firstIndex(where: { $0.tag == "sections" }) else {
      return (table, false)
    }
    let grouped = table["style"]?.lowercased().contains("grouped") ?? false
    let header = fixed(table, "sectionHeaderHeight") ?? (grouped ? groupedSectionSpacing : 0)
    let footer = fixed(table, "sectionFooterHeight") ?? (grouped ? groupedSectionSpacing : 0)
    let rowHeight = fixed(table, "rowHeight") ?? defaultRowHeight
    let width = table.frame?.width ?? 320
    var y = table.child("view", key: "tableHeaderView")?.frame?.height ?? 0
    var placed = false
    var result = table
    var sections = table.children[sectionsIndex]
    for sectionIndex in sections.children.indices {
      var section = sections.children[sectionIndex]
      y += header
      guard let cellsIndex = section.children.firstIndex(where: { $0.tag == "cells" }) else {
        y += footer
        continue
      }
      var cells = section.children[cellsIndex]
      for cellIndex in cells.children.indices {
        var cell = cells.children[cellIndex]
        if let frame = cell.frame {
          y = frame.maxY
          continue
        }
        let height = fixed(cell, "rowHeight") ?? rowHeight
        cell.children.insert(
          InterfaceBuilderNode(
            "rect",
            [
              "key": "frame", "x": "0", "y": "\(y)", "width": "\(width)", "height": "\(height)",
            ], line: cell.line), at: 0)
        cells.children[cellIndex] = cell
        y += height
        placed = true
      }
      section.children[cellsIndex] = cells
      sections.children[sectionIndex] = section
      y += footer
    }
    result.children[sectionsIndex] = sections
    return (result, placed)
  }
}
