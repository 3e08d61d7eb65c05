/// The screen around a form: the container controllers and the keyboard's accessory, as a layout
/// file names them. The default — no bars, no toolbar, full screen — is the seeds' world: one
/// scroll view filling the window.
public struct Chrome: Sendable, Hashable {
  public var navigationBar: NavigationBarStyle
  public var tabBar: Bool
  /// The input accessory of fields that do not name their own.
  public var inputAccessory: InputAccessory
  public var presentation: Presentation

  public init(
    navigationBar: NavigationBarStyle = .none, tabBar: Bool = false,
    inputAccessory: InputAccessory = .none, presentation: Presentation = .fullScreen
  ) {
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.inputAccessory = inputAccessory
    self.presentation = presentation
  }

  /// A form on its own, as the seeds wrote them.
  public static let plain = Chrome()

  /// Whether the form sits in anything but a bare full-screen window. Only then is the content
  /// clipped to the scroll view's frame in reports, so the seeds' figures stay as they were.
  public var isPlain: Bool {
    navigationBar == .none && !tabBar && presentation == .fullScreen
  }
}

/// `UINavigationBar` above the form. Its height depends on the device, the orientation and the
/// era (`BarMetrics`).
public enum NavigationBarStyle: String, Sendable, Hashable, CaseIterable {
  case none
  /// `UINavigationBar`'s standard height.
  case standard
  /// The bar plus the large-title band (`prefersLargeTitles`, iOS 11+).
  case large
}

/// What a field's `inputAccessoryView` is.
public enum InputAccessory: String, Sendable, Hashable, CaseIterable {
  case none
  /// A 44-pt `UIToolbar` with Prev / Next / Done that rides on top of the keyboard. UIKit counts it
  /// as part of the keyboard: the notifications' frames include it.
  case toolbar

  public var height: Double { self == .toolbar ? InputAccessory.toolbarHeight : 0 }

  /// `UIToolbar`'s height in portrait (the same 44 pt as the navigation bar).
  public static let toolbarHeight = 44.0
}

/// `modalPresentationStyle` of the form's view controller.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
  case fullScreen
  /// iPad: a 540 × 620 card centred in the window. On an iPhone (compact width) UIKit adapts it to
  /// a page sheet.
  case formSheet
  /// iPhone (iOS 13+): a card 10 pt below the status bar, full width, down to the screen's bottom.
  /// iPad: as wide as the portrait screen, centred, below the status bar (Apple's
  /// `UIModalPresentationStyle.pageSheet` documentation).
  case pageSheet

  /// The form sheet's size on an iPad (`UIViewController.formSheet` default `preferredContentSize`).
  public static let formSheetSize = Size(width: 540, height: 620)
  /// How far below the status bar an iPhone page sheet's card starts.
  public static let cardTopGap = 10.0
}
