import FormSimCore
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
  private let server: ChildProcess
  private let terminal: ChildProcess
  let display: String

  /// Starts a display, then `arguments` to `formsim` in a `columns`×`rows` xterm on it.
  init(_ arguments: [String], profile: Profile, columns: Int = 100, rows: Int = 36) throws {
    self.columns = columns
    self.rows = rows
    // Xvfb picks a free display itself and writes its number to the pipe.
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw TmuxError(message: "no pipe for Xvfb") }
    defer { close(ends[0]) }
    let nullDevice = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { close(nullDevice) }
    do {
      server = try ChildProcess(
        executable: Self.path(of: "Xvfb")!,
        arguments: ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        standardInput: nullDevice, standardOutput: ends[1], standardError: nullDevice)
    } catch {
      close(ends[1])
      throw error
    }
    close(ends[1])
    var number = ""
    while !number.hasSuffix("\n") {
      var byte: UInt8 = 0
      guard read(ends[0], &byte, 1) == 1 else {
        server.stop()
        server.waitUntilExit()
        throw TmuxError(message: "Xvfb did not start")
      }
      number += String(decoding: [byte], as: UTF8.self)
    }
    display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)

    // No inner border and no window border: the window is exactly the cells.
    let arguments =
      [
        "-display", display, "-u8", "-b", "0", "-bw", "0", "-geometry", "\(columns)x\(rows)+0+0",
        "-bg", profile.background, "-fg", profile.foreground, "-title", title, "-e", "env",
        "-u", "NO_COLOR", "LANG=C.UTF-8", "TERM=xterm", Tmux.binary,
      ] + arguments
    do {
      terminal = try ChildProcess(
        executable: Self.path(of: "xterm")!, arguments: arguments, standardInput: nullDevice,
        standardOutput: nullDevice, standardError: nullDevice)
    } catch {
      server.stop()
      server.waitUntilExit()
      throw error
    }
  }

  /// Both are killed outright; the program in the xterm then reads the end of its input and
  /// exits by itself.
  deinit {
    for process in [terminal, server] {
      process.stop()
      process.waitUntilExit()
    }
  }

  /// The xterm window as pixels, or `nil` while it is not mapped yet.
  func screenshot() throws -> Picture? {
    let run = try FinishedProcess.run(
      "/bin/sh",
      [
        "-c", "xwd -display \"$1\" -name \"$2\" -silent 2>/dev/null | convert xwd:- ppm:-", "sh",
        display, title,
      ])
    return Picture(ppm: run.outputBytes)
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
