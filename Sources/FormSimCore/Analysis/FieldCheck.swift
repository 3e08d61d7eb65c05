/// The verdict on one field of a layout for one device, orientation and strategy.
public struct FieldCheck: Sendable, Hashable {
  public var device: String
  public var orientation: Orientation
  public var strategy: String
  /// 1-based, as scripts and reports number fields.
  public var field: Int
  /// Focusing the field with nothing focused and the keyboard down.
  public var fromRest: FocusResult
  /// Focusing the field while the previous one is focused and the keyboard is up (the toolbar's
  /// "next"); `nil` for the first field, which has no previous one.
  public var fromPrevious: FocusResult?

  public init(
    device: String, orientation: Orientation, strategy: String, field: Int,
    fromRest: FocusResult, fromPrevious: FocusResult?
  ) {
    self.device = device
    self.orientation = orientation
    self.strategy = strategy
    self.field = field
    self.fromRest = fromRest
    self.fromPrevious = fromPrevious
  }

  /// The field ends fully visible in both runs: what the exit status counts.
  public var passed: Bool {
    fromRest.isFullyVisible && (fromPrevious?.isFullyVisible ?? true)
  }

  /// The worse of the two runs, for reports that show one figure per field.
  public var worstRun: FocusResult {
    guard let fromPrevious, fromPrevious.isWorse(than: fromRest) else { return fromRest }
    return fromPrevious
  }

  /// The larger of the two runs' largest frame-to-frame jumps.
  public var largestJump: Double {
    max(fromRest.largestJump, fromPrevious?.largestJump ?? 0)
  }
}
