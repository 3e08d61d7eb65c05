/// The buttons of the keyboard's Prev / Next / Done accessory toolbar.
public enum ToolbarButton: String, Sendable, Hashable, CaseIterable {
  case previous
  case next
  case done
}
