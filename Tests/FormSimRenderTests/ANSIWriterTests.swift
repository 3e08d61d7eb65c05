import Foundation
import Testing

@testable import FormSimRender

@Suite("ANSIWriter")
struct ANSIWriterTests {
  /// ANSI goldens are stored with ESC written as `\e`, so that they read and diff as text.
  private func readable(_ ansi: String) -> String {
    ansi.replacingOccurrences(of: "\u{1B}", with: "\\e")
  }

  @Test("the sample form in colour")
  func sampleGolden() {
    Golden.check(readable(ANSIWriter.render(Fixtures.sample)), named: "sample.ansi.txt")
  }

  @Test("the sample form without colour keeps the attributes")
  func sampleNoColorGolden() {
    Golden.check(
      readable(ANSIWriter.render(Fixtures.sample, color: false)), named: "sample-nocolor.ansi.txt")
  }

  @Test("a run of five red cells costs one SGR sequence, not five")
  func colourRun() {
    var grid = CellGrid(width: 7, height: 1)
    grid.put("xxxxx", x: 1, y: 0, style: Style(foreground: .red))
    let output = ANSIWriter.render(grid)
    #expect(output == " \u{1B}[31mxxxxx\u{1B}[0m \n")
    #expect(output.components(separatedBy: "\u{1B}[").count - 1 == 2)
    Golden.check(readable(output), named: "red-run.ansi.txt")
  }

  @Test("a line that stays in the default style has no escape sequences")
  func plainLine() {
    var grid = CellGrid(width: 3, height: 2)
    grid.put("abc", x: 0, y: 0)
    grid.put("d", x: 0, y: 1, style: Style(bold: true))
    #expect(ANSIWriter.render(grid) == "abc\n\u{1B}[1md\u{1B}[0m  \n")
  }

  /// One style change and the sequence expected for it.
  struct Transition: Sendable, CustomTestStringConvertible {
    var old: Style
    var new: Style
    var sequence: String

    var testDescription: String { Golden.visible(sequence) }
  }

  @Test(
    "only the attributes that change are sent",
    arguments: [
      Transition(old: Style(bold: true), new: Style(dim: true), sequence: "\u{1B}[22;2m"),
      Transition(
        old: Style(bold: true, dim: true), new: Style(bold: true), sequence: "\u{1B}[22;1m"),
      Transition(
        old: Style(foreground: .red), new: Style(foreground: .brightRed), sequence: "\u{1B}[91m"),
      Transition(
        old: Style(foreground: .red), new: Style(background: .brightBlue),
        sequence: "\u{1B}[39;104m"),
      Transition(
        old: Style(underline: true), new: Style(reverse: true), sequence: "\u{1B}[24;7m"),
      Transition(
        old: Style(background: .white), new: Style(foreground: .black),
        sequence: "\u{1B}[30;49m"),
      Transition(
        old: Style(foreground: .green, reverse: true), new: .plain, sequence: "\u{1B}[0m"),
    ])
  func transitions(_ transition: Transition) {
    #expect(ANSIWriter.transition(from: transition.old, to: transition.new) == transition.sequence)
  }

  @Test("colour codes cover the sixteen colours and the default")
  func colourCodes() {
    #expect(ANSIWriter.foregroundCode(.black) == 30)
    #expect(ANSIWriter.foregroundCode(.white) == 37)
    #expect(ANSIWriter.foregroundCode(.brightBlack) == 90)
    #expect(ANSIWriter.foregroundCode(.brightWhite) == 97)
    #expect(ANSIWriter.foregroundCode(.default) == 39)
    #expect(ANSIWriter.backgroundCode(.black) == 40)
    #expect(ANSIWriter.backgroundCode(.brightWhite) == 107)
    #expect(ANSIWriter.backgroundCode(.default) == 49)
  }
}
