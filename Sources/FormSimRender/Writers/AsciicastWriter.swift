import FormSimCore

/// Writes an asciicast v2 recording (the format of asciinema): a JSON header line with the
/// terminal's size, then one JSON line per event, `[time, "o", data]`.
///
/// The data are the bytes the terminal received, unchanged; a player feeds them to its terminal
/// emulator at their times, so a cast shows exactly what the screen showed. Times are written
/// with six decimals and the header carries no timestamp, so the same recording writes the same
/// file on every machine.
public struct AsciicastWriter: Sendable {
  /// The recording not yet taken: the header and every event since, one per line.
  public private(set) var text: String

  /// A cast of a `columns`×`rows` terminal whose `TERM` was `term`.
  public init(columns: Int, rows: Int, term: String = "xterm-256color") {
    let header = JSONValue.object([
      ("version", .number(2)),
      ("width", .number(Double(columns))),
      ("height", .number(Double(rows))),
      ("env", .object([("TERM", .string(term))])),
    ])
    text = header.serialized() + "\n"
  }

  /// Bytes written to the terminal at `time` seconds from the start. Nothing is written for no
  /// bytes. The bytes are whole frames, so they are complete UTF-8; anything else is replaced
  /// rather than producing invalid JSON.
  public mutating func output(_ bytes: [UInt8], at time: Double) {
    guard !bytes.isEmpty else { return }
    event(time: time, code: "o", data: String(decoding: bytes, as: UTF8.self))
  }

  /// The terminal was resized to `columns`×`rows` at `time`.
  public mutating func resize(columns: Int, rows: Int, at time: Double) {
    event(time: time, code: "r", data: "\(columns)x\(rows)")
  }

  /// Returns the text written since the last call and forgets it, for a cast streamed to a
  /// file as it is recorded.
  public mutating func take() -> String {
    defer { text = "" }
    return text
  }

  private mutating func event(time: Double, code: String, data: String) {
    let line = JSONValue.array([.number(max(0, time)), .string(code), .string(data)])
    text += line.serialized() + "\n"
  }
}
