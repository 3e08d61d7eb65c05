/// `formsim --generate-manual`: the man page, in man(7) macros, from the same declarations and
/// help texts as `--help`: the root's overview, then each subcommand with its usage and options.
struct ManualPage {
  var root: any ParsableCommand.Type

  func text() -> String {
    let configuration = root.configuration
    let name = configuration.commandName
    var lines = [
      #".TH "\#(name.uppercased())" "1" "" "\#(escaped(configuration.version))" "User Commands""#,
      ".SH NAME",
      "\(name) \\- \(escaped(configuration.abstract))",
      ".SH SYNOPSIS",
      ".B \(name)",
      "[\\fIcommand\\fR] [\\fIoptions\\fR]",
      ".SH DESCRIPTION",
    ]
    lines += paragraphs(configuration.discussion)
    lines.append(".SH COMMANDS")
    for command in configuration.subcommands {
      let help = HelpWriter(path: [root, command])
      lines += [
        ".SS \(escaped(command.configuration.commandName))",
        escaped(command.configuration.abstract),
      ]
      lines += [".PP", ".B Usage:", escaped(help.usageLine)]
      lines += paragraphs(command.configuration.discussion)
      lines += options(of: command)
    }
    lines += [
      ".SH EXIT STATUS", "0 on success, 1 when a check fails, 2 for a mistake in the input.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private func options(of command: any ParsableCommand.Type) -> [String] {
    var lines: [String] = []
    for argument in CommandDeclaration(command).arguments where argument.isShown {
      for row in HelpWriter.rows(of: argument) {
        lines += [".TP", "\\fB\(escaped(row.label))\\fR", escaped(row.text)]
      }
    }
    return lines
  }

  /// The text's paragraphs; indented lines (examples) stay lines of their own.
  private func paragraphs(_ text: String) -> [String] {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        lines.append(".PP")
      } else if line.hasPrefix(" ") {
        lines += [".br", escaped(line.trimmingPrefixSpaces())]
      } else {
        lines.append(escaped(String(line)))
      }
    }
    return [".PP"] + lines
  }

  /// Backslashes as `\e`, characters beyond ASCII as `\[uXXXX]` (troff reads bytes), and a
  /// leading `.` or `'` kept from reading as a macro.
  private func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\e"
      } else if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
  }
}

extension StringProtocol {
  fileprivate func trimmingPrefixSpaces() -> String {
    String(drop { $0 == " " })
  }
}
