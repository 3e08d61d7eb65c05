/// The vertical extent of a form's fields, computed once so that reachability is O(1) per check.
///
/// Every field can be brought into view by user scrolling exactly when the topmost top and the
/// bottommost bottom both lie inside the union of what the allowed offsets show, and the tallest
/// field fits the visible band — so three numbers stand for the whole form.
public struct ContentExtent: Sendable, Hashable {
  /// The smallest field top, in content coordinates.
  public var minY: Double
  /// The largest field bottom, in content coordinates.
  public var maxY: Double
  /// The tallest field's height.
  public var maxHeight: Double

  public init(minY: Double, maxY: Double, maxHeight: Double) {
    self.minY = minY
    self.maxY = maxY
    self.maxHeight = maxHeight
  }

  /// The extent of `fields`: one pass over the form.
  public init(fields: [Field]) {
    var minY = Double.infinity
    var maxY = -Double.infinity
    var maxHeight = 0.0
    for field in fields {
      minY = min(minY, field.frame.minY)
      maxY = max(maxY, field.frame.maxY)
      maxHeight = max(maxHeight, field.frame.height)
    }
    self.init(
      minY: fields.isEmpty ? 0 : minY, maxY: fields.isEmpty ? 0 : maxY, maxHeight: maxHeight)
  }

  /// Whether user scrolling can show every field in `state`'s visible band.
  ///
  /// A content y appears in the window at `y − offset + scrollTop + ty` (`scrollTop` is 0 but
  /// under a navigation bar or in a sheet; `ty` is the root and content views' translations); over the offsets a drag may reach,
  /// `range.lower…range.upper`, the band shows the content from
  /// `range.lower + visibleTop − scrollTop − ty` down to `range.upper + visibleBottom − scrollTop − ty`.
  public func isReachable(in state: ViewState) -> Bool {
    let range = state.userScrollRange
    let band = state.visibleBand
    let ty = state.rootTransform.ty + state.contentTranslation.ty + state.scrollFrame.minY
    let tolerance = 1e-6
    let top = range.lowerBound + band.lowerBound - ty
    let bottom = range.upperBound + band.upperBound - ty
    return minY >= top - tolerance && maxY <= bottom + tolerance
      && maxHeight <= band.upperBound - band.lowerBound + tolerance
  }
}
