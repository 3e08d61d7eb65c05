/// Escapes text for XML 1.0 content and attribute values: the SVG screenshots and recordings, and
/// `check --format junit`.
///
/// Field text and labels are whatever the user typed, so `<`, `&` and quotes must never reach a
/// document raw, and characters XML 1.0 cannot hold at all (C0 controls, U+FFFE, U+FFFF) must
/// never reach it either, so that any input yields a well-formed document.
public enum XMLEscaping {
  /// How tab and newline are written.
  public enum LineBreaks: Sendable {
    /// As themselves, where they are kept (an SVG's `xml:space="preserve"` text); a carriage
    /// return counts as a forbidden character.
    case literal
    /// As character references, tab, newline and carriage return alike: an attribute value would
    /// otherwise have them normalised to spaces.
    case referenced
  }

  /// What becomes of a character XML 1.0 cannot hold.
  public enum Forbidden: Sendable {
    /// A space, so a grid row keeps its columns.
    case space
    /// Nothing.
    case dropped
  }

  public static func escape(
    _ text: String, lineBreaks: LineBreaks = .literal, forbidden: Forbidden = .space
  ) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\t", "\n", "\r":
        if lineBreaks == .referenced {
          output += "&#\(scalar.value);"
        } else if scalar != "\r" {
          output.unicodeScalars.append(scalar)
        } else if forbidden == .space {
          output += " "
        }
      default:
        let value = scalar.value
        if (0x7F...0x9F).contains(value) {
          // DEL and C1 are allowed in XML 1.0, but a terminal showing the file acts on them.
          output += "&#\(value);"
        } else if value >= 0x20 && value != 0xFFFE && value != 0xFFFF {
          output.unicodeScalars.append(scalar)
        } else if forbidden == .space {
          output += " "
        }
      }
    }
    return output
  }
}
