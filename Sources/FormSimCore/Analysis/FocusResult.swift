/// What happened to one field when it took focus once: where it settled and how it got there.
///
/// `check` focuses every field twice (from rest and from the previous field); each run yields
/// one of these, so the two can be compared figure by figure.
public struct FocusResult: Sendable, Hashable {
  /// The share of the field visible once everything settled (window sides, status bar and
  /// keyboard considered), as `simulate` reports it.
  public var visibleFraction: Double
  /// Keyboard top minus field bottom once settled; negative when covered, `nil` without a
  /// keyboard (hardware keyboard).
  public var gapToKeyboard: Double?
  /// Whether the field's top went above the status bar's bottom (or off the top of the window)
  /// in any frame between the focus and the settled state: a strategy that over-scrolls.
  public var pushedAboveStatusBar: Bool
  /// Whether, with the keyboard up and settled, user scrolling can still bring every field of
  /// the form into the visible band: insets that forget the keyboard strand the last fields.
  public var othersReachable: Bool
  /// Whether dismissing the keyboard (and letting it settle) puts the content offset and the
  /// root transform back where they were before the keyboard appeared, within 0.5 pt.
  public var restoresOffset: Bool
  /// The largest move of the field's window y between two consecutive frames, in points
  /// (the frame before the focus included): a non-animated jump shows up here.
  public var largestJump: Double
  /// Whether the settled field reaches past the window's left or right side: hidden whatever
  /// the keyboard does.
  public var leavesWindowSides: Bool
  /// Whether `crash` is the handler's stop at code FormSim cannot run
  /// (`World.handlerCrashIsStop`). Beside the other flag, where the result has room for it.
  public var crashIsStop = false
  /// Where an interpreted handler crashed during the run, as the app would have: the field
  /// fails whatever it shows.
  public var crash: String?

  public init(
    visibleFraction: Double, gapToKeyboard: Double?, pushedAboveStatusBar: Bool,
    othersReachable: Bool, restoresOffset: Bool, largestJump: Double,
    leavesWindowSides: Bool = false
  ) {
    self.visibleFraction = visibleFraction
    self.gapToKeyboard = gapToKeyboard
    self.pushedAboveStatusBar = pushedAboveStatusBar
    self.othersReachable = othersReachable
    self.restoresOffset = restoresOffset
    self.largestJump = largestJump
    self.leavesWindowSides = leavesWindowSides
  }

  /// The verdict `check` counts: the field ended fully visible (the same test as the panel's ✓),
  /// and the code did not crash on the way.
  public var isFullyVisible: Bool { visibleFraction >= 1 - 1e-9 && crash == nil }

  /// Orders runs from worst to best: less visible first, then nearer (or further under) the
  /// keyboard. Used to pick the figure a report shows for a field or a group.
  public func isWorse(than other: FocusResult) -> Bool {
    if visibleFraction != other.visibleFraction { return visibleFraction < other.visibleFraction }
    return (gapToKeyboard ?? .infinity) < (other.gapToKeyboard ?? .infinity)
  }
}
