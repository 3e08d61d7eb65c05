/// Text views that size themselves to their text (layout key `growsWithText`), as a UITextView
/// with scrolling off does in a stack view: its height follows its lines, the views below it move
/// with its bottom edge, and the content view grows by the same amount.
extension World {
  /// The height field `index` wants for its text: its layout height at least, one line height
  /// more for each line past what fits, stopping at `maxHeight`. A field that does not grow keeps
  /// its layout height.
  func fittedHeight(of index: Int) -> Double {
    let spec = layout.fieldSpecs[index]
    let base = spec.frame?.height ?? spec.kind.defaultHeight
    guard spec.growsWithText, spec.kind == .multiline else { return base }
    let field = fields[index]
    let lines = TextMetrics.lines(of: field.text, width: field.frame.width).count
    let fitting = 2 * TextMetrics.inset + Double(lines) * TextMetrics.lineHeight
    return max(base, min(spec.maxHeight ?? .infinity, fitting))
  }

  /// Resizes field `index` to its text if it grows with it, moving the fields below its old bottom
  /// by the change; with `adjustingContent` the content height changes by the same amount.
  /// Returns the change in points.
  @discardableResult
  mutating func fitTextView(_ index: Int, adjustingContent: Bool = true) -> Double {
    guard layout.fieldSpecs.indices.contains(index), layout.fieldSpecs[index].growsWithText
    else { return 0 }
    let old = fields[index].frame
    let delta = fittedHeight(of: index) - old.height
    guard delta != 0 else { return 0 }
    fields[index].frame = Rect(
      x: old.minX, y: old.minY, width: old.width, height: old.height + delta)
    // A self-sizing cell grows with its text view; the cells below move with their fields.
    if let cell = fields[index].cell {
      fields[index].cell = Rect(
        x: cell.minX, y: cell.minY, width: cell.width, height: max(0, cell.height + delta))
    }
    for other in fields.indices where other != index && fields[other].frame.minY >= old.maxY {
      let frame = fields[other].frame
      fields[other].frame = Rect(
        x: frame.minX, y: frame.minY + delta, width: frame.width, height: frame.height)
      fields[other].cell = fields[other].cell?.offsetBy(dx: 0, dy: delta)
    }
    // Self-sizing happens in the next layout pass, outside any animation block.
    if adjustingContent { setContentHeightConstraint(contentHeight + delta) }
    return delta
  }

  /// How much the growing text views add to the layout's heights, summed.
  var textGrowth: Double {
    fields.indices.reduce(0) { total, index in
      let spec = layout.fieldSpecs[index]
      guard spec.growsWithText else { return total }
      return total + fields[index].frame.height - (spec.frame?.height ?? spec.kind.defaultHeight)
    }
  }
}
