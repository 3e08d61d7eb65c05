/// The observable state at one instant: what `simulate` prints and the panel shows.
public struct StateReport: Sendable, Hashable {
  public var time: Double
  /// 1-based focused field.
  public var focused: Int?
  public var state: ViewState
  public var field: FieldReport?

  /// The report of `simulator`'s model values (`presentation: false`) or of what is on screen.
  public init(_ simulator: Simulator, presentation: Bool) {
    let world = simulator.world
    let state = presentation ? world.presentation : world.model
    time = world.time
    focused = world.focusedIndex.map { $0 + 1 }
    self.state = state
    field = world.focusedIndex.map { FieldReport(field: $0, of: world, in: state) }
  }
}
