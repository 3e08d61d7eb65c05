import Foundation
import Testing

/// A real terminal emulator with its own colours: the `formsim` binary in an xterm on a private
/// Xvfb display, read back as pixels with `xwd` and `convert`.
///
/// tmux and text captures see cells and colour numbers; only an emulator shows what the user's
/// own default foreground and background (light or dark) make of them, and how it draws bold.
final class Xterm {
  /// Light (xterm's and macOS Terminal's default) or dark: the terminal's own two colours.
  struct Profile: Sendable, CustomStringConvertible {
    var name: String
    var background: String
    var foreground: String
    var description: String { name }

    static let light = Profile(name: "light", background: "white", foreground: "black")
    static let dark = Profile(name: "dark", background: "black", foreground: "white")
  }

  static let tools = ["Xvfb", "xterm", "xwd", "convert"]

  /// Whether every tool is installed (`.ci/run` installs them).
  static var toolsInstalled: Bool { tools.allSatisfy { path(of: $0) != nil } }

  static func path(of tool: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return directories.map { "\($0)/\(tool)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  let columns: Int
  let rows: Int
  let title = "formsim-xterm-\(getpid())"
  private let server = Process()
  private let terminal = Process()
  let display: String

  /// Starts a display, then `arguments` to `formsim` in a `columns`×`rows` xterm on it.
  init(_ arguments: [String], profile: Profile, columns: Int = 100, rows: Int = 36) throws {
    self.columns = columns
    self.rows = rows
    // Xvfb picks a free display itself and writes its number to the pipe.
    let numberPipe = Pipe()
    server.executableURL = URL(fileURLWithPath: Self.path(of: "Xvfb")!)
    server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
    server.standardOutput = numberPipe
    server.standardError = FileHandle.nullDevice
    try server.run()
    var number = ""
    while !number.hasSuffix("\n") {
      let byte = numberPipe.fileHandleForReading.readData(ofLength: 1)
      guard !byte.isEmpty else { throw TmuxError(message: "Xvfb did not start") }
      number += String(decoding: byte, as: UTF8.self)
    }
    display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)

    terminal.executableURL = URL(fileURLWithPath: Self.path(of: "xterm")!)
    // No inner border and no window border: the window is exactly the cells.
    terminal.arguments =
      [
        "-display", display, "-u8", "-b", "0", "-bw", "0", "-geometry", "\(columns)x\(rows)+0+0",
        "-bg", profile.background, "-fg", profile.foreground, "-title", title, "-e", "env",
        "-u", "NO_COLOR", "LANG=C.UTF-8", "TERM=xterm", Tmux.binary,
      ] + arguments
    terminal.standardOutput = FileHandle.nullDevice
    terminal.standardError = FileHandle.nullDevice
    try terminal.run()
  }

  /// Both are killed outright: a child of the test runner can inherit a mask that blocks
  /// SIGTERM. The program in the xterm then reads the end of its input and exits by itself.
  deinit {
    for process in [terminal, server] where process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// The xterm window as pixels, or `nil` while it is not mapped yet.
  func screenshot() throws -> Picture? {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "xwd -display \"$1\" -name \"$2\" -silent 2>/dev/null | convert xwd:- ppm:-", "sh",
      display, title,
    ]
    let output = Pipe()
    shell.standardOutput = output
    shell.standardError = FileHandle.nullDevice
    try shell.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    return Picture(ppm: [UInt8](data))
  }
}

/// An RGB picture read from a binary PPM (`P6`, 8 bits a channel).
struct Picture {
  var width: Int
  var height: Int
  var pixels: [UInt8]

  init?(ppm bytes: [UInt8]) {
    var index = 0
    var fields: [Int] = []
    var magic = ""
    while fields.count < 3 || magic.isEmpty {
      while index < bytes.count, bytes[index] == UInt8(ascii: "#") || isSpace(bytes[index]) {
        if bytes[index] == UInt8(ascii: "#") {
          while index < bytes.count, bytes[index] != 10 { index += 1 }
        }
        index += 1
      }
      var token = ""
      while index < bytes.count, !isSpace(bytes[index]) {
        token.append(Character(Unicode.Scalar(bytes[index])))
        index += 1
      }
      guard !token.isEmpty else { return nil }
      if magic.isEmpty {
        magic = token
      } else if let value = Int(token) {
        fields.append(value)
      } else {
        return nil
      }
    }
    index += 1
    guard magic == "P6", fields[2] == 255, bytes.count - index >= fields[0] * fields[1] * 3 else {
      return nil
    }
    width = fields[0]
    height = fields[1]
    pixels = Array(bytes[index..<(index + width * height * 3)])
  }

  /// The colour at (`x`, `y`) as one number, 0xRRGGBB.
  func color(x: Int, y: Int) -> UInt32 {
    let offset = (y * width + x) * 3
    return UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8
      | UInt32(pixels[offset + 2])
  }
}

private func isSpace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }

/// The WCAG contrast ratio of two colours (1 for the same colour, 21 for black on white).
func contrastRatio(_ a: UInt32, _ b: UInt32) -> Double {
  func luminance(_ color: UInt32) -> Double {
    func channel(_ shift: UInt32) -> Double {
      let value = Double((color >> shift) & 0xFF) / 255
      return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
  }
  let (light, dark) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
  return (light + 0.05) / (dark + 0.05)
}
