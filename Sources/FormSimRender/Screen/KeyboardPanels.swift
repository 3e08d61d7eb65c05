/// The keyboard panels drawn lately, by look and size, so that a sliding keyboard is drawn once
/// and then only copied.
///
/// While the keyboard slides, every frame shows the same panel a row higher or lower: drawing
/// its keys again each time would cost most of a frame's render. A panel depends only on
/// its `Shape`, so a copy is exactly what drawing it again would give. Few shapes are in use at
/// once (one per device, orientation and terminal size), so a short list compared by equality,
/// newest first, finds them faster than hashing a theme would.
enum KeyboardPanels {
  /// Everything a panel's cells depend on.
  struct Shape: Equatable {
    var theme: Theme
    var width: Int
    var height: Int
    var predictiveRows: Int
    var look: KeyboardLook = .letters
  }

  /// How many panels are kept: enough for the two screens of `compare`, each turning.
  static let capacity = 4

  static let shared = RecentValues<Shape, CellGrid>(capacity: capacity)
}
