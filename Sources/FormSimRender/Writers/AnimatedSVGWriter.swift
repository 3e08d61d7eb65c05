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

    // Distinct rows and distinct frames (a frame is the list of its rows).
    var rowIDs: [[Cell]: Int] = [:]
    var rowGrids: [CellGrid] = []
    var frameIDs: [[Int]: Int] = [:]
    var distinctFrames: [[Int]] = []
    var shown: [(time: Double, frame: Int)] = []
    for (index, canvas) in canvases.enumerated() {
      var key: [Int] = []
      for y in 0..<canvas.height {
        let cells = Array(canvas.row(y))
        if let id = rowIDs[cells] {
          key.append(id)
          continue
        }
        let id = rowGrids.count
        rowIDs[cells] = id
        var single = CellGrid(width: canvas.width, height: 1)
        single.blit(canvas, x: 0, y: -y)
        rowGrids.append(single)
        key.append(id)
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

    var rowOptions = options
    rowOptions.padding = 0
    rowOptions.title = nil
    let blankRows = Set(
      rowGrids.indices.filter { id in
        rowGrids[id].cells.allSatisfy { $0 == .blank || $0.isContinuation }
      })

    let palette = options.palette
    let f = SVGNumber.format
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    svg += " viewBox=\"0 0 \(width) \(height)\""
    svg += " font-family=\"\(XMLEscaping.escape(options.fontFamily))\""
    svg += " font-size=\"\(max(1, options.fontSize))\""
    svg += " fill=\"\(XMLEscaping.escape(palette.foreground))\" xml:space=\"preserve\">\n"
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
    for (id, grid) in rowGrids.enumerated() where !blankRows.contains(id) {
      var painter = SVGRowPainter(options: rowOptions)
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
      for (y, id) in frame.enumerated() where !blankRows.contains(id) {
        svg += "<use href=\"#r\(id)\" x=\"\(padding)\" y=\"\(top + y * cellHeight)\"/>\n"
      }
    }
    svg += "</g>\n</svg>\n"
    return svg
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
