/// The geometry of the form at one instant: either the model values code sees or the
/// presentation values on screen.
///
/// Everything reported about a field (where it is on screen, how much of it shows, its gap to the
/// keyboard) is computed here, so the renderer, `simulate`, `check` and the tests agree.
public struct ViewState: Sendable, Hashable {
  public var windowSize: Size
  public var statusBar: Double
  public var contentOffset: Point
  public var contentInset: EdgeInsets
  /// The safe-area part the scroll view adds by itself (zero on the seeds' devices).
  public var automaticInset: EdgeInsets
  public var scrollIndicatorInsets: EdgeInsets
  public var contentHeight: Double
  public var rootTransform: Translation
  /// The content view's translation inside the scroll view (`World.contentTranslation`).
  public var contentTranslation = Translation.identity
  /// The keyboard's frame in window coordinates (below the window when hidden).
  public var keyboardFrame: Rect
  /// The scroll view's frame in the window before the root transform, when it is not the whole
  /// window: the space between the bars, or a sheet.
  public var chromeFrame: Rect? = nil
  /// The band the navigation and tab bars leave uncovered: a captured root view runs under
  /// them, and what they cover is hidden all the same.
  public var barBand: ClosedRange<Double> = -Double.infinity...Double.infinity
  /// Whether the keyboard sits on the window's bottom. An undocked, split or floating iPad
  /// keyboard floats over the content and the user moves it: it claims no band of the window,
  /// and UIKit tells the app it is hidden, so visibility and the gap ignore it.
  public var keyboardDocked = true
  /// How far a handler's constraint or root-view resize lifted the scroll view's bottom edge.
  public var bottomLift = 0.0

  /// The scroll view's frame in the window before the root transform.
  public var scrollFrame: Rect {
    var frame = chromeFrame ?? Rect(origin: .zero, size: windowSize)
    if bottomLift != 0 { frame.size.height = max(0, frame.height - bottomLift) }
    return frame
  }

  /// Where the scroll view is on screen: its frame moved with the root view, which holds it.
  public var scrollFrameInWindow: Rect {
    scrollFrame.offsetBy(dx: rootTransform.tx, dy: rootTransform.ty)
  }

  /// Whether any of the keyboard is on screen.
  public var keyboardVisible: Bool { keyboardFrame.minY < windowSize.height - 0.0001 }

  /// The docked keyboard's top edge in the window, or the window's bottom when it is hidden or
  /// not docked.
  public var keyboardTop: Double {
    keyboardDocked ? min(keyboardFrame.minY, windowSize.height) : windowSize.height
  }

  public var contentSize: Size { Size(width: scrollFrame.width, height: contentHeight) }

  /// Where a rectangle of the content view appears in the window: the content view's
  /// translation, the scroll offset and the root transform applied.
  public func windowFrame(ofContent rect: Rect) -> Rect {
    windowFrame(inScrollView: rect.offsetBy(dx: contentTranslation.tx, dy: contentTranslation.ty))
  }

  /// Where a rectangle in the scroll view's coordinates (its bounds start at the offset) appears
  /// in the window.
  public func windowFrame(inScrollView rect: Rect) -> Rect {
    rect.offsetBy(
      dx: scrollFrame.minX + rootTransform.tx - contentOffset.x,
      dy: scrollFrame.minY + rootTransform.ty - contentOffset.y)
  }

  /// The band of the window where content can be seen: below the status bar, above the keyboard
  /// (and its accessory), and inside the scroll view, which clips its content to its bounds
  /// wherever the root view moves it; in bars or a sheet, the navigation bar covers its top and
  /// the tab bar its bottom. A bare form's scroll view is the whole window (less a bottom a
  /// strategy lifted), so there only a root view moved down, or a lifted bottom, clips more than
  /// the status bar and the keyboard.
  public var visibleBand: ClosedRange<Double> {
    let moved = scrollFrame.minY + rootTransform.ty
    let top = max(statusBar, scrollFrame.minY, moved, barBand.lowerBound)
    let bottom = min(
      keyboardTop, scrollFrame.maxY, moved + scrollFrame.height, barBand.upperBound)
    return top...max(top, bottom)
  }

  /// The share of `windowRect`'s area that can be seen (0…1): its height inside the visible band
  /// times its width inside the window. A field pushed off either side is as hidden as one under
  /// the keyboard; for a field within the window's width this is the share of its height, as
  /// before.
  public func visibleFraction(of windowRect: Rect) -> Double {
    guard windowRect.height > 0, windowRect.width > 0 else { return 0 }
    let band = visibleBand
    let rows = min(windowRect.maxY, band.upperBound) - max(windowRect.minY, band.lowerBound)
    let columns = min(windowRect.maxX, windowSize.width) - max(windowRect.minX, 0)
    let vertical = min(1, max(0, rows / windowRect.height))
    let horizontal = min(1, max(0, columns / windowRect.width))
    return vertical * horizontal
  }

  /// Keyboard top minus the rectangle's bottom; negative when covered, `nil` without a keyboard.
  public func gapToKeyboard(of windowRect: Rect) -> Double? {
    keyboardVisible && keyboardDocked ? keyboardTop - windowRect.maxY : nil
  }

  /// `adjustedContentInset`: the insets the code set plus what the scroll view adds by itself.
  public var adjustedContentInset: EdgeInsets {
    EdgeInsets(
      top: contentInset.top + automaticInset.top, left: contentInset.left,
      bottom: contentInset.bottom + automaticInset.bottom, right: contentInset.right)
  }

  /// The range of offsets a user drag can reach: UIKit clamps to
  /// `[-adjustedInset.top, contentHeight + adjustedInset.bottom - boundsHeight]`, never above the
  /// top.
  public var userScrollRange: ClosedRange<Double> {
    let insets = adjustedContentInset
    let low = -insets.top
    let high = contentHeight + insets.bottom - scrollFrame.height
    return low...max(low, high)
  }
}
