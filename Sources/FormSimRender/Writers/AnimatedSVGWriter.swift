import FormSimCore

/// Writes frames of a recording as one self-contained animated SVG: a reel of frames stacked one
/// under another, moved past the picture's window by a CSS `@keyframes` animation with
/// `steps(1, end)`, looping forever.
///
/// Every frame is painted by the same row painter as `SVGWriter`'s screenshots, from the frames
/// the screen renderer drew. A frame identical to an earlier one is stored once and shown again;
/// a row that appears in several frames is stored once (in `<defs>`) and placed with `<use>`, so
/// a keyboard slide costs little more than its first frame. No script and no SMIL: it plays as
/// an `<img>`, in a browser and on a GitHub README, and a viewer without CSS animation shows the
/// first frame.
public enum AnimatedSVGWriter {
  /// The SVG for `frames` (each shown from its time until the next one's), the last one held for
  /// `endHold` seconds before the loop starts again.
  public static func render(
    _ frames: [(time: Double, grid: CellGrid)], endHold: Double = 2,
    options: SVGWriter.Options = .init()
  ) -> String {
    let canvases = frames.map { SVGWriter.titled($0.grid, title: options.title) }
    let columns = canvases.map(\.width).max() ?? 0
    let rows = canvases.map(\.height).max() ?? 0
    let cellWidth = max(1, options.cellWidth)
    let cellHeight = max(1, options.cellHeight)
    let padding = max(0, options.padding)
    let width = 2 * padding + columns * cellWidth
    let height = 2 * padding + rows * cellHeight

    // Distinct pieces and distinct frames. A piece is a stretch of a row between runs of two or
    // more blank cells (panes side by side, the device and the panel), so that a pane that moves
    // does not make its unchanged neighbour's rows new; a frame is the list of its placed pieces.
    var pieceIDs: [[Cell]: Int] = [:]
    var pieces: [CellGrid] = []
    var frameIDs: [[Placement]: Int] = [:]
    var distinctFrames: [[Placement]] = []
    var shown: [(time: Double, frame: Int)] = []
    for (index, canvas) in canvases.enumerated() {
      var key: [Placement] = []
      for y in 0..<canvas.height {
        for (x, cells) in Self.pieces(of: Array(canvas.row(y))) {
          let id: Int
          if let known = pieceIDs[cells] {
            id = known
          } else {
            id = pieces.count
            pieceIDs[cells] = id
            var piece = CellGrid(width: cells.count, height: 1)
            for (offset, cell) in cells.enumerated() { piece[offset, 0] = cell }
            pieces.append(piece)
          }
          key.append(Placement(piece: id, column: x, row: y))
        }
      }
      let frame: Int
      if let id = frameIDs[key] {
        frame = id
      } else {
        frame = distinctFrames.count
        frameIDs[key] = frame
        distinctFrames.append(key)
      }
      if shown.last?.frame != frame { shown.append((max(0, frames[index].time), frame)) }
    }

    var pieceOptions = options
    pieceOptions.padding = 0
    pieceOptions.title = nil

    let palette = options.palette
    let f = SVGNumber.format
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    svg += " viewBox=\"0 0 \(width) \(height)\""
    svg += " font-family=\"\(XMLEscaping.escape(options.fontFamily))\""
    svg += " font-size=\"\(max(1, options.fontSize))\""
    svg += " fill=\"\(XMLEscaping.escape(palette.foreground))\">\n"
    if let title = options.title { svg += "<title>\(XMLEscaping.escape(title))</title>\n" }
    if distinctFrames.count > 1, let last = shown.last {
      let total = last.time + max(0.01, endHold)
      svg += "<style>\n@keyframes reel {\n"
      for entry in shown {
        let offset = -Double(entry.frame * height)
        svg += "\(percent(entry.time / total)) { transform: translateY(\(f(offset))px); }\n"
      }
      let lastOffset = -Double(last.frame * height)
      svg += "100% { transform: translateY(\(f(lastOffset))px); }\n}\n"
      svg += ".reel { animation: reel \(seconds(total))s steps(1, end) infinite; }\n"
      svg += "</style>\n"
    }
    svg += "<rect width=\"\(width)\" height=\"\(height)\" rx=\"6\""
    svg += " fill=\"\(XMLEscaping.escape(palette.background))\"/>\n"
    svg += "<defs>\n"
    for (id, grid) in pieces.enumerated() {
      var painter = SVGRowPainter(options: pieceOptions)
      painter.paint(row: 0, of: grid)
      svg += "<g id=\"r\(id)\">\n"
      if !painter.backgrounds.isEmpty {
        svg += "<g shape-rendering=\"crispEdges\">\n\(painter.backgrounds)</g>\n"
      }
      svg += painter.shapes + painter.texts + "</g>\n"
    }
    svg += "</defs>\n"
    svg += "<g class=\"reel\">\n"
    for (index, frame) in distinctFrames.enumerated() {
      let top = index * height + padding
      for placement in frame {
        let x = padding + placement.column * cellWidth
        let y = top + placement.row * cellHeight
        svg += "<use href=\"#r\(placement.piece)\" x=\"\(x)\" y=\"\(y)\"/>\n"
      }
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  /// One piece placed in a frame, by cell.
  struct Placement: Hashable {
    var piece: Int
    var column: Int
    var row: Int
  }

  /// The non-blank stretches of a row and the column each starts at: split wherever two or
  /// more blank cells (a space in the terminal's own colours) come together.
  static func pieces(of row: [Cell]) -> [(column: Int, cells: [Cell])] {
    var result: [(column: Int, cells: [Cell])] = []
    var x = 0
    while x < row.count {
      if row[x] == .blank {
        x += 1
        continue
      }
      let start = x
      var end = x
      // Grow the piece over single blanks, stopping at a run of two.
      while end < row.count {
        if row[end] == .blank && (end + 1 >= row.count || row[end + 1] == .blank) { break }
        end += 1
      }
      // A trailing single blank is not part of the piece.
      var last = end
      while last > start && row[last - 1] == .blank { last -= 1 }
      result.append((start, Array(row[start..<last])))
      x = end
    }
    return result
  }

  /// `12.345%`: three decimals, from integer arithmetic so every machine writes the same text.
  static func percent(_ fraction: Double) -> String {
    let thousandths = SVGNumber.roundedToInteger(min(max(fraction, 0), 1) * 100_000)
    return "\(decimal(thousandths, places: 3))%"
  }

  /// Seconds with three decimals.
  static func seconds(_ value: Double) -> String {
    decimal(SVGNumber.roundedToInteger(max(0, value) * 1000), places: 3)
  }

  private static func decimal(_ scaled: Int, places: Int) -> String {
    var unit = 1
    for _ in 0..<places { unit *= 10 }
    let whole = scaled / unit
    var fraction = String(scaled % unit)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
  }
}
