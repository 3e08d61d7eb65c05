import Testing

@testable import FormSimCore

@Suite struct ScriptParserTests {
  /// Files written on Windows or by editors that add a byte-order mark read as the same steps.
  @Test func crlfCRAndAByteOrderMarkEndLinesAsLFDoes() throws {
    let steps = try ScriptParser.parse(
      "\u{FEFF}focus 1\r\nnext\rwait 1\r\n# note\r\ntype hi\r\n", fieldCount: 5)
    #expect(steps == [.focus(1), .next, .wait(1), .type("hi")])
  }

  /// A control character is refused, and the message shows it escaped, never raw.
  @Test(arguments: [
    (
      "type a\u{0}b",
      #"script step 1 'type a\u{0}b': contains the control character U+0000; a script is plain text"#
    ),
    (
      "next; type \u{1B}]52;c;aGk=\u{7}",
      #"script step 2 'type \u{1B}]52': contains the control character U+001B; a script is plain text"#
    ),
    (
      "focus 1\u{9B}",
      #"script step 1 'focus 1\u{9B}': contains the control character U+009B; a script is plain text"#
    ),
  ])
  func controlCharactersAreRefusedEscaped(script: String, expected: String) {
    #expect(throws: ScriptError.self) { try ScriptParser.parse(script, fieldCount: 5) }
    do {
      _ = try ScriptParser.parse(script, fieldCount: 5)
    } catch {
      #expect(error.description == expected)
    }
  }

  /// Seconds and points are written in decimal: not hex (`0x10` is not sixteen seconds), not
  /// `inf`, `nan` or a number too large to be finite.
  @Test(arguments: [
    "wait 0x10", "wait inf", "wait nan", "wait 1e309", "scroll 0x10", "scroll -infinity",
    "drag 0x20", "drag 10 1e400", "float 0x1 20", "float 20 nan", "wait .", "wait 1e",
  ])
  func numbersAreDecimalAndFinite(script: String) {
    #expect(throws: ScriptError.self) { try ScriptParser.parse(script, fieldCount: 5) }
  }

  @Test func decimalNumbersReadAsSwiftReadsThem() {
    for text in ["0", "+3", "-40.5", ".25", "2.", "1e3", "1.5E-2", "007"] {
      #expect(DecimalNumber.parse(text) == Double(text), "\(text)")
    }
    for text in ["", "+", "-.", "0x10", "inf", "nan", "1e309", "1e", "1e+", " 1", "1 ", "١"] {
      #expect(DecimalNumber.parse(text) == nil, "\(text)")
    }
  }

  @Test func parsesEveryStep() throws {
    let steps = try ScriptParser.parse(
      """
      # a comment line
      focus 3; next; prev; type hello world
      return; dismiss; tap-outside; scroll -40.5; rotate
      predictive on; predictive off; wait 0.25
      """, fieldCount: 5)
    #expect(
      steps == [
        .focus(3), .next, .previous, .type("hello world"), .returnKey, .dismiss, .tapOutside,
        .scroll(-40.5), .rotate, .predictive(true), .predictive(false), .wait(0.25),
      ])
  }

  @Test(arguments: [
    ("focus 9", "script step 1 'focus 9': field 9 does not exist; this form has fields 1 to 5"),
    ("focus x", "script step 1 'focus x': expected a field number from 1 to 5, e.g. 'focus 3'"),
    ("next; focsu 2", "script step 2 'focsu 2': unknown step 'focsu' — did you mean 'focus'?"),
    ("wait -1", "script step 1 'wait -1': expected seconds from 0 to 3600, e.g. 'wait 0.5'"),
    ("rotate 2", "script step 1 'rotate 2': 'rotate' takes no argument"),
    (
      "predictive maybe",
      "script step 1 'predictive maybe': expected 'predictive on' or 'predictive off'"
    ),
    ("type", "script step 1 'type': expected text to type, e.g. 'type hello'"),
    (
      "scroll far",
      "script step 1 'scroll far': expected a distance in points, e.g. 'scroll 120' or 'scroll -40'"
    ),
  ])
  func rejectsMalformedSteps(script: String, expected: String) {
    do {
      _ = try ScriptParser.parse(script, fieldCount: 5)
      Issue.record("accepted '\(script)'")
    } catch {
      #expect(error.description == expected)
    }
  }

  /// Steps are trimmed as `CharacterSet.whitespaces` would: tabs and every Unicode space
  /// separator (a no-break space pasted from a web page, an ideographic space), not line breaks.
  @Test func blanksAroundWordsAreTrimmed() throws {
    #expect(" \t\u{A0}type hi\u{3000} ".trimmingBlanks() == "type hi")
    #expect("\nnext\n".trimmingBlanks() == "\nnext\n")
    #expect(" \t ".trimmingBlanks() == "")
    #expect("a b"[...].trimmingBlanks() == "a b")
    let steps = try ScriptParser.parse("\tfocus 2\u{A0};  next\t", fieldCount: 3)
    #expect(steps.count == 2)
  }

  @Test func waitLetsTimePassWithoutFrames() throws {
    var simulator = Simulator(settings: SimulationSettings(layout: .twelve, strategy: "none"))
    var frames = 0
    simulator.run([.wait(2)]) { observation, _ in
      if case .frame = observation { frames += 1 }
    }
    #expect(simulator.time == 2)
    #expect(frames == 0)
  }

  @Test func typedTextSurvivesFocusChangesAndRotation() throws {
    let simulator = try simulate(
      "focus 1; type Ada; focus 2; type Lovelace; rotate; next; type x; rotate; prev",
      strategy: "reference")
    #expect(simulator.world.fields.prefix(3).map(\.text) == ["Ada", "Lovelace", "x"])
  }
}

@Suite struct KeyboardStepParserTests {
  @Test func emojiSteps() throws {
    #expect(
      try ScriptParser.parse("emoji; emoji on; emoji off", fieldCount: 3) == [
        .emoji(true), .emoji(true), .emoji(false),
      ])
    #expect(ScriptStep.emoji(true).text == "emoji")
    #expect(ScriptStep.emoji(false).text == "emoji off")
    #expect(throws: ScriptError.self) { try ScriptParser.parse("emoji maybe", fieldCount: 3) }
  }
}
