extension BoxDrawing {
  /// The measurements of one cell for drawing box lines: its centre lines and stroke widths.
  ///
  /// The centre is placed so that a light line covers whole pixels when the light width is a whole
  /// number, which keeps one-pixel borders crisp instead of blurred over two pixel rows.
  struct Geometry {
    let cell: PixelRect
    let light: Double
    let heavy: Double
    /// Distance from the centre line to each stroke of a double line.
    let gap: Double
    let centerX: Double
    let centerY: Double

    init(cell: PixelRect, light: Double) {
      self.cell = cell
      self.light = light
      heavy = light * 3
      gap = light
      centerX = cell.x + Double(max(0, Int((cell.width - light) / 2))) + light / 2
      centerY = cell.y + Double(max(0, Int((cell.height - light) / 2))) + light / 2
    }

    /// The four directions an arm can point, clockwise from up.
    private enum Direction: CaseIterable {
      case up, right, down, left

      var isHorizontal: Bool { self == .left || self == .right }
    }

    private func weight(_ arms: Arms, _ direction: Direction) -> Weight {
      switch direction {
      case .up: arms.up
      case .right: arms.right
      case .down: arms.down
      case .left: arms.left
      }
    }

    private func opposite(_ direction: Direction) -> Direction {
      switch direction {
      case .up: .down
      case .right: .left
      case .down: .up
      case .left: .right
      }
    }

    /// The two directions across an arm: the "before" side (up or left) first.
    private func across(_ direction: Direction) -> (Direction, Direction) {
      direction.isHorizontal ? (.up, .down) : (.left, .right)
    }

    /// How far a crossing line of `weight` reaches from the centre line.
    private func halfWidth(_ weight: Weight) -> Double {
      switch weight {
      case .none: 0
      case .light: light / 2
      case .heavy: heavy / 2
      case .double: gap + light / 2
      }
    }

    /// Rectangles for every arm; arms reach back past the centre just far enough to close the
    /// joint with the lines that cross them.
    func arms(_ arms: Arms) -> [GlyphPrimitive] {
      var primitives: [GlyphPrimitive] = []
      for direction in Direction.allCases {
        let armWeight = weight(arms, direction)
        let (before, after) = across(direction)
        let crossing = (weight(arms, before), weight(arms, after))
        switch armWeight {
        case .none:
          continue
        case .light, .heavy:
          let start = -max(halfWidth(crossing.0), halfWidth(crossing.1))
          let width = armWeight == .heavy ? heavy : light
          primitives.append(.fill(arm(direction, offset: 0, width: width, start: start)))
        case .double:
          let continues = weight(arms, opposite(direction)) != .none
          for (side, other, offset) in [
            (crossing.0, crossing.1, -gap), (crossing.1, crossing.0, gap),
          ] {
            let start: Double
            if side == .double {
              start = gap - light / 2
            } else if continues {
              start = 0
            } else if other == .double {
              start = -(gap + light / 2)
            } else {
              start = -max(halfWidth(side), halfWidth(other))
            }
            primitives.append(.fill(arm(direction, offset: offset, width: light, start: start)))
          }
        }
      }
      return primitives
    }

    /// The rectangle of one stroke from `start` (along the arm, measured from the centre; negative
    /// is behind the centre) to the cell's edge, its centre line `offset` across from the centre.
    private func arm(_ direction: Direction, offset: Double, width: Double, start: Double)
      -> PixelRect
    {
      let top = centerY + offset - width / 2
      let left = centerX + offset - width / 2
      switch direction {
      case .right:
        let x0 = centerX + start
        return PixelRect(x: x0, y: top, width: cell.x + cell.width - x0, height: width)
      case .left:
        let x1 = centerX - start
        return PixelRect(x: cell.x, y: top, width: x1 - cell.x, height: width)
      case .down:
        let y0 = centerY + start
        return PixelRect(x: left, y: y0, width: width, height: cell.y + cell.height - y0)
      case .up:
        let y1 = centerY - start
        return PixelRect(x: left, y: cell.y, width: width, height: y1 - cell.y)
      }
    }

    /// Evenly spaced dashes along the centre line; each dash is half its period long and centred
    /// in it, so dashes in neighbouring cells keep the same rhythm.
    func dashes(_ dashes: Dashes) -> [GlyphPrimitive] {
      let width = dashes.heavy ? heavy : light
      let length = dashes.horizontal ? cell.width : cell.height
      let period = length / Double(dashes.count)
      return (0..<dashes.count).map { index in
        let start = period * Double(index) + period / 4
        let rect =
          dashes.horizontal
          ? PixelRect(x: cell.x + start, y: centerY - width / 2, width: period / 2, height: width)
          : PixelRect(x: centerX - width / 2, y: cell.y + start, width: width, height: period / 2)
        return .fill(rect)
      }
    }

    /// A rounded corner: a straight stroke from one edge, a quarter circle, a straight stroke to
    /// the other edge, all on the centre lines so that it meets straight neighbours.
    func arc(down: Bool, right: Bool) -> GlyphPrimitive {
      let radius = min(
        centerX - cell.x, cell.x + cell.width - centerX, centerY - cell.y,
        cell.y + cell.height - centerY)
      let vertical: Double = down ? 1 : -1
      let horizontal: Double = right ? 1 : -1
      let edgeY = down ? cell.y + cell.height : cell.y
      let edgeX = right ? cell.x + cell.width : cell.x
      let sweep = vertical * horizontal > 0 ? 1 : 0
      let f = SVGNumber.format
      let path =
        "M\(f(centerX)) \(f(edgeY))V\(f(centerY + vertical * radius))"
        + "A\(f(radius)) \(f(radius)) 0 0 \(sweep) \(f(centerX + horizontal * radius)) \(f(centerY))"
        + "H\(f(edgeX))"
      return .stroke(path: path, width: light)
    }

    /// A diagonal from corner to corner; `rising` goes from bottom left to top right.
    func diagonal(rising: Bool) -> GlyphPrimitive {
      let f = SVGNumber.format
      let left = cell.x
      let right = cell.x + cell.width
      let top = cell.y
      let bottom = cell.y + cell.height
      let path =
        rising
        ? "M\(f(left)) \(f(bottom))L\(f(right)) \(f(top))"
        : "M\(f(left)) \(f(top))L\(f(right)) \(f(bottom))"
      return .stroke(path: path, width: light)
    }
  }
}
