@testable import FormSimRender

/// Grids shared by the renderer tests.
enum Fixtures {
  /// A small form in a rounded box that exercises every writer: colours, bold, dim, underline,
  /// reverse, XML special characters, a wide CJK pair, an emoji, a combining accent, box-drawing
  /// joins (light, heavy, double, arcs, diagonals, dashes) and block elements.
  static var sample: CellGrid {
    var grid = CellGrid(width: 24, height: 7)
    let border = Style(foreground: .cyan)
    grid.put("╭" + String(repeating: "─", count: 22) + "╮", x: 0, y: 0, style: border)
    grid.put(" Sign in ", x: 2, y: 0, style: Style(foreground: .brightWhite, bold: true))
    for y in 1...5 {
      grid.put("│", x: 0, y: y, style: border)
      grid.put("│", x: 23, y: y, style: border)
    }
    grid.put("╰" + String(repeating: "─", count: 22) + "╯", x: 0, y: 6, style: border)

    let field = Style(foreground: .brightWhite, background: .blue)
    grid.put("Name", x: 2, y: 1, style: Style(dim: true))
    grid.fill(x: 7, y: 1, width: 14, height: 1, with: Cell(" ", style: field))
    grid.put("John <&>\"'", x: 8, y: 1, style: field)

    grid.put("漢字", x: 2, y: 2, style: Style(foreground: .yellow))
    grid.put("😀", x: 7, y: 2)
    grid.put("ok", x: 10, y: 2, style: Style(foreground: .green, underline: true))
    grid.put("REV", x: 14, y: 2, style: Style(reverse: true))
    grid.put("e\u{301}", x: 19, y: 2)

    grid.put("▌", x: 2, y: 3, style: Style(foreground: .green))
    grid.put("Save", x: 3, y: 3, style: Style(foreground: .black, background: .green, bold: true))
    grid.put("▐", x: 7, y: 3, style: Style(foreground: .green))
    grid.put("░▒▓█▀▄", x: 10, y: 3, style: Style(foreground: .red))
    grid.put("é", x: 18, y: 3)

    let lines = Style(foreground: .magenta)
    grid.put("╔═╦═╗ ┏━┳━┓ ╞═╪═╡", x: 2, y: 4, style: lines)
    grid.put("╚═╩═╝ ┗━┻━┛ ╳╱╲┄┅", x: 2, y: 5, style: lines)
    return grid
  }

  /// Three frames of a keyboard panel rising into a small screen, as an animation strip shows.
  static var animation: [(caption: String, grid: CellGrid)] {
    let rows = [6, 4, 2]
    let captions = ["t = 0.00 s", "t = 0.15 s", "t = 0.30 s"]
    return zip(rows, captions).map { top, caption in
      var grid = CellGrid(width: 8, height: 6)
      grid.put("[name]", x: 1, y: 1)
      grid.fill(
        x: 0, y: top, width: 8, height: 6 - top,
        with: Cell("▒", style: Style(foreground: .brightBlack)))
      return (caption: caption, grid: grid)
    }
  }
}
