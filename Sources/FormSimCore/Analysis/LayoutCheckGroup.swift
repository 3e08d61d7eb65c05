/// One device, orientation and strategy: the unit `check` sets a form up for once and then
/// tries field by field.
public struct LayoutCheckGroup: Sendable, Hashable {
  public var device: DeviceProfile
  public var orientation: Orientation
  public var strategy: String

  public init(device: DeviceProfile, orientation: Orientation, strategy: String) {
    self.device = device
    self.orientation = orientation
    self.strategy = strategy
  }
}
