/// Escapes text for XML content and attribute values.
///
/// Field text in a screenshot is whatever the user typed, so `<`, `&` and quotes must never reach
/// the SVG raw; characters XML 1.0 forbids (C0 controls other than tab and newline) become spaces,
/// so that any grid yields a well-formed document.
enum XMLEscaping {
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\t", "\n": output.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          output += " "
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
