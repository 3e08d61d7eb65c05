import FormSimCore
import FormSimRender

/// The one-line answer to "can the user see the field they are typing into?", as a comparison's
/// pane and a demo's caption state it: `✓ field 7 visible, gap 10 pt`, `✗ field 7 hidden by 87 pt`.
///
/// It is read from the presentation values, so mid-slide it tells what the screen shows; once
/// settled it agrees with `simulate` and `check`.
public struct FocusVerdict: Sendable, Hashable {
  /// The focused field's report, or `nil` when nothing is focused.
  public var field: FieldReport?

  public init(field: FieldReport?) {
    self.field = field
  }

  /// The verdict for what `simulator` shows now.
  public init(_ simulator: Simulator) {
    self.init(field: StateReport(simulator, presentation: true).field)
  }

  /// True when a field is focused and fully visible; false when one is focused and is not;
  /// `nil` with no focus.
  public var passed: Bool? { field.map(\.isFullyVisible) }

  /// The verdict in full, with the check and cross of `glyphs` (`OK`/`XX` in ASCII).
  public func text(glyphs: GlyphSet = .unicode) -> String {
    guard let field else { return "\(glyphs.dash) no field focused" }
    let p = NumberText.points
    let name = "field \(field.number)"
    if field.isFullyVisible {
      guard let gap = field.gapToKeyboard else { return "\(glyphs.check) \(name) visible" }
      return "\(glyphs.check) \(name) visible, gap \(p(gap)) pt"
    }
    if let gap = field.gapToKeyboard, gap < 0 {
      let covered = min(-gap, field.frameInWindow.height)
      if field.visibleFraction <= 0 {
        return "\(glyphs.cross) \(name) hidden by \(p(-gap)) pt"
      }
      return "\(glyphs.cross) \(name) partly hidden, \(p(covered)) pt under the keyboard"
    }
    if field.visibleFraction <= 0 { return "\(glyphs.cross) \(name) off screen" }
    return
      "\(glyphs.cross) \(name) partly off screen (\(NumberText.percent(field.visibleFraction)) visible)"
  }

  /// A shorter form for narrow panes: `✓ 7 gap 10 pt`, `✗ 7 hidden 87 pt`, `– no focus`.
  public func shortText(glyphs: GlyphSet = .unicode) -> String {
    guard let field else { return "\(glyphs.dash) no focus" }
    let p = NumberText.points
    if field.isFullyVisible {
      guard let gap = field.gapToKeyboard else { return "\(glyphs.check) \(field.number) visible" }
      return "\(glyphs.check) \(field.number) gap \(p(gap)) pt"
    }
    if let gap = field.gapToKeyboard, gap < 0 {
      return "\(glyphs.cross) \(field.number) hidden \(p(-gap)) pt"
    }
    return "\(glyphs.cross) \(field.number) off screen"
  }

  /// The full text if it fits `width` columns, else the short one, cut to fit.
  public func text(fitting width: Int, glyphs: GlyphSet = .unicode) -> String {
    let full = text(glyphs: glyphs)
    if DisplayWidth.of(full) <= width { return full }
    return TextFit.truncate(shortText(glyphs: glyphs), width: width, ellipsis: glyphs.ellipsis)
  }
}
