import FormSimCore

extension Layout {
  /// A note form whose message is a tall one-line field (a Flutter `TextField` in a 100-pt box)
  /// between two stacked ones: 20…51, 70…170 and 189…220. Flutter's caret line (at the 8-pt
  /// top padding) and UIKit's centred caret are rows apart in it, on screen and in recordings.
  public static let tallFieldNote = Layout(
    name: "note",
    fields: [
      .init(label: "Subject", placeholder: "what about"),
      .init(
        label: "Message", placeholder: "write here",
        frame: Rect(x: 20, y: 70, width: 280, height: 100)),
      .init(label: "Signature", placeholder: "your name"),
    ])
}
