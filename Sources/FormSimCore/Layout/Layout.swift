/// A form: the fields it holds and how tall its content is, before any device is chosen.
///
/// Fields without a frame are stacked the way a vertical stack view would place them, so the same
/// layout fits every device width: x = 20, width = window width − 40, the kind's default height,
/// 19 pt between fields, the first at y = 20.
public struct Layout: Sendable, Hashable {
  /// One field as written in a layout file.
  public struct FieldSpec: Sendable, Hashable {
    public var label: String
    public var placeholder: String
    public var kind: FieldKind
    /// A fixed frame in content coordinates, or `nil` to stack after the previous field.
    public var frame: Rect?
    /// Whether the field hides what is typed (`isSecureTextEntry`), as a password field does.
    public var secure: Bool
    /// UIKit's keyboard type by its Interface Builder name (`emailAddress`, `numberPad`, …), or
    /// `nil` for the default keyboard. Kept so an imported form says what it asked for.
    public var keyboardType: String?
    /// The field's own input accessory, or `nil` for the layout's.
    public var inputAccessory: InputAccessory?
    /// Whether a text view sizes itself to its text (scrolling off, in a stack): it grows a line
    /// at a time as lines are added and pushes the fields below it down.
    public var growsWithText: Bool
    /// The height a growing text view stops at (it scrolls its text from there), or `nil` for none.
    public var maxHeight: Double?
    /// In a table, the frame of the `UITableViewCell` that holds the field, in content
    /// coordinates; `nil` lets the field's own frame stand for it.
    public var cell: Rect?

    public init(
      label: String, placeholder: String = "", kind: FieldKind = .text, frame: Rect? = nil,
      inputAccessory: InputAccessory? = nil, secure: Bool = false, keyboardType: String? = nil,
      growsWithText: Bool = false, maxHeight: Double? = nil, cell: Rect? = nil
    ) {
      self.label = label
      self.placeholder = placeholder
      self.kind = kind
      self.frame = frame
      self.secure = secure
      self.keyboardType = keyboardType
      self.inputAccessory = inputAccessory
      self.growsWithText = growsWithText
      self.maxHeight = maxHeight
      self.cell = cell
    }
  }

  public var name: String
  public var fieldSpecs: [FieldSpec]
  /// The content view's height as written, or `nil` for the last field's bottom + 20.
  public var explicitContentHeight: Double?
  /// The bars, sheet and keyboard accessory around the form; `.plain` when the file names none.
  public var chrome: Chrome
  /// The scroll view's `keyboardDismissMode` (layout key `keyboardDismissMode`).
  public var keyboardDismissMode: KeyboardDismissMode
  /// What the scroll view is: a scroll view, a table view, or a table-view controller's table
  /// (layout key `container`).
  public var container: ScrollContainer
  /// How far past the top of its adjusted inset the scroll view starts (layout key
  /// `scrolledBy`): a screen captured from a running app keeps where it was scrolled to, in
  /// every orientation. `nil` (and 0) rest at the top.
  public var scrolledBy: Double?
  /// Where a screen captured from a running app had its scroll view (layout key `captured`):
  /// its frames are window frames, and the chrome only draws over them. `nil` for a layout
  /// placed by its chrome, as every hand-written and storyboard layout is.
  public var captured: CapturedPlacement?

  public init(
    name: String, fields: [FieldSpec], contentHeight: Double? = nil, chrome: Chrome = .plain,
    keyboardDismissMode: KeyboardDismissMode = .none, container: ScrollContainer = .scrollView
  ) {
    self.name = name
    fieldSpecs = fields
    explicitContentHeight = contentHeight
    self.chrome = chrome
    self.keyboardDismissMode = keyboardDismissMode
    self.container = container
  }

  /// Whether the form uses any real-screen key: bars, a sheet, an input accessory (its own or a
  /// field's), or a table.
  public var usesAppChrome: Bool {
    !chrome.isPlain || chrome.inputAccessory != .none || container.isTable
      || fieldSpecs.contains {
        $0.inputAccessory != nil && $0.inputAccessory != InputAccessory.none
      }
  }

  /// Whether any field has the Prev / Next / Done toolbar on its keyboard, its own or the
  /// form's: what a caption may call "the toolbar".
  public var hasToolbar: Bool {
    fieldSpecs.contains { ($0.inputAccessory ?? chrome.inputAccessory) == .toolbar }
  }

  static let stackLeading = 20.0
  static let stackSpacing = 19.0
  static let stackTop = 20.0
  static let bottomPadding = 20.0

  /// The fields laid out for a window `windowWidth` points wide. Stacked fields keep `sideInset`
  /// more from each edge: the safe area of a notched phone in landscape (their layout margins
  /// follow it); fields with a frame stay where the file puts them.
  public func fields(windowWidth: Double, sideInset: Double = 0) -> [Field] {
    var result: [Field] = []
    result.reserveCapacity(fieldSpecs.count)
    var nextY = Self.stackTop
    for spec in fieldSpecs {
      let frame =
        spec.frame
        ?? Rect(
          x: Self.stackLeading + sideInset, y: nextY,
          width: max(1, windowWidth - 2 * (Self.stackLeading + sideInset)),
          height: spec.kind.defaultHeight)
      var field = Field(
        label: spec.label, placeholder: spec.placeholder, kind: spec.kind, frame: frame,
        inputAccessory: spec.inputAccessory ?? chrome.inputAccessory)
      field.secure = spec.secure
      field.keyboardType = spec.keyboardType
      field.cell = spec.cell
      result.append(field)
      nextY = frame.maxY + Self.stackSpacing
    }
    return result
  }

  /// The content view's height for a window `windowWidth` points wide.
  public func contentHeight(windowWidth: Double) -> Double {
    contentHeight(of: explicitContentHeight == nil ? fields(windowWidth: windowWidth) : [])
  }

  /// The content view's height around `fields`, this layout's fields already resolved for the
  /// window's width (their bottoms do not depend on the side insets): spares resolving them
  /// twice.
  func contentHeight(of fields: [Field]) -> Double {
    if let explicitContentHeight { return explicitContentHeight }
    let bottom = fields.map(\.frame.maxY).max() ?? 0
    return bottom + Self.bottomPadding
  }
}
