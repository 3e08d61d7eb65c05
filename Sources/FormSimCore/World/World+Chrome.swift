/// The parts of the world that the bars, sheets and keyboard accessories add.
extension World {
  /// What the scroll view adds to its insets by itself (`contentInsetAdjustmentBehavior =
  /// .automatic`): the part of the safe area its frame reaches into. A full-screen scroll view
  /// reaches into all of it; one between bars or in a sheet usually into none. A captured
  /// screen's scroll view adds what it reported, and a captured form that does not scroll
  /// nothing: its frames already hold the safe area.
  @inline(__always)
  static func automaticInset(
    _ device: DeviceProfile, _ orientation: Orientation, _ geometry: ChromeGeometry
  ) -> EdgeInsets {
    if let captured = geometry.capturedInset { return captured }
    let safe = device.automaticContentInset(orientation)
    guard safe != .zero else { return .zero }
    let window = geometry.window
    let root = geometry.root
    return EdgeInsets(
      top: max(0, safe.top - root.minY),
      bottom: max(0, root.maxY - (window.maxY - safe.bottom)))
  }

  /// The scroll view's `safeAreaInsets`: how far its frame, where it is now (the root view's
  /// transform included), reaches into the window's safe area — the status bar's band at the top,
  /// the home indicator's strip at the bottom. A scroll view that ends above a tab bar has none at
  /// the bottom. Unlike `automaticContentInset`, it does not depend on whether the scroll view
  /// adds the safe area to its insets.
  public var scrollViewSafeAreaInsets: EdgeInsets {
    let frame = convert(scrollViewFrame, from: .rootView, to: .window)
    let window = windowBounds
    return EdgeInsets(
      top: max(0, statusBarHeight - frame.minY),
      bottom: max(0, frame.maxY - (window.maxY - device.bottomSafeArea(orientation))))
  }

  /// `disablesAutomaticKeyboardDismissal` of the form's view controller: true for an iPad form
  /// sheet, so the keyboard stays up when a tap outside resigns the field (on an iPhone the sheet
  /// adapts to a page sheet or full screen).
  public var disablesAutomaticKeyboardDismissal: Bool {
    layout.chrome.presentation == .formSheet && device.isPad && chromeGeometry.isSheet
  }

  /// The input accessory a field brings onto the keyboard.
  public func accessory(of index: Int) -> InputAccessory {
    fields.indices.contains(index) ? fields[index].inputAccessory : .none
  }

  /// Applies what a strategy sets on the views before any event: the scroll view's
  /// `contentInsetAdjustmentBehavior`, and its input accessory on every field that has none of
  /// its own.
  mutating func apply(_ setup: ViewSetup) {
    setContentInsetAdjustment(setup.contentInsetAdjustment)
    textInput = setup.textInput
    guard setup.inputAccessory != .none else { return }
    for index in fields.indices where fields[index].inputAccessory == .none {
      fields[index].inputAccessory = setup.inputAccessory
    }
  }

  /// Puts field `index`'s accessory on the keyboard; returns whether the keyboard's height changed.
  /// A keyboard waiting off screen takes its new height at once, so the next show's begin frame
  /// has the accessory's height too, as UIKit reports it.
  @discardableResult
  mutating func takeAccessory(of index: Int) -> Bool {
    let height = accessory(of: index).height
    guard height != accessoryHeight else { return false }
    accessoryHeight = height
    if !keyboardShown { resetHiddenKeyboard() }
    return true
  }
}
