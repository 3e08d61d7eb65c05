import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// Random token streams, Swift and Objective-C, through the real front end and the handler
/// check: each is a program (with or without errors) or a message, never a crash of `formsim`,
/// a crash of the front end, or output `formsim` cannot read.
@Suite struct FrontEndFuzzTests {
  /// SplitMix64: the same streams on every run and machine.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let shared = [
    "(", ")", "[", "]", "{", "}", ";", ",", ".", ":", "?", "!", "=", "==", "+", "-", "*", "/",
    "%", "<", ">", "&&", "||", "\n", " ", "0", "1", "9223372036854775807", "1e999", "0x7fff",
    "3.5", "\"text\"", "\"", "'", "\\", "/*", "*/", "//", "self", "nil", "scrollView",
    "contentInset", "bottom", "keyboardWillShow", "frame", "size", "height", "view",
    "UIKeyboardFrameEndUserInfoKey", "\u{1B}[2J", "é", "🙂",
  ]
  static let swift =
    shared + [
      "func", "let", "var", "if", "else", "guard", "return", "class", "struct", "enum", "case",
      "switch", "for", "in", "while", "defer", "do", "catch", "try", "as!", "as?", "@objc",
      "override", "->", "\"\"\"", "#selector", "#if", "#endif", "$0", "{ _ in", "extension",
      "NotificationCenter.default.addObserver", "UIView.animate(withDuration:",
    ]
  static let objectiveC =
    shared + [
      "@implementation", "@interface", "@end", "@property", "-", "(void)", "(CGFloat)", "[self",
      "NSNotification *", "#import", "#include", "#define", "%:include", "<UIKit/UIKit.h>",
      "\"local.h\"", "^", "@selector(", "@\"s\"", "CGRect", "struct", "typedef", "__attribute__",
      "#if", "#endif", "##", "#", "...",
    ]

  static func stream(of tokens: [String], count: Int, _ generator: inout Generator) -> String {
    (0..<count).map { _ in tokens.randomElement(using: &generator)! }.joined(separator: " ")
  }

  /// Runs `text` as a handler file named `name`; returns what went wrong, if anything did.
  static func problem(reading text: String, as name: String) throws -> String? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let program: HandlerProgram
    do {
      program = try HandlerFrontEnd.load(
        file: file,
        environment: [
          "FORMSIM_FRONTEND": FrontEndBinary.path ?? "", "FORMSIM_FRONTEND_TIMEOUT": "20",
          "SWIFT_BACKTRACE": "enable=no",
        ])
    } catch {
      switch error {
      case .frontEndFailed: return nil
      default: return error.description
      }
    }
    // The check reads what the front end lowered; refusing it is fine, crashing is not.
    _ = try? HandlerCompiler.compile(program, name: "fuzz-\(name)", bindings: [], setup: [])
    return nil
  }

  /// `rounds` streams from `tokens`, each longer than the last, as files ending in `suffix`.
  static func fuzz(_ tokens: [String], seed: UInt64, rounds: Int, suffix: String) throws {
    var generator = Generator(state: seed)
    for round in 0..<rounds {
      let text = stream(of: tokens, count: 20 + round * 10, &generator)
      let problem = try problem(reading: text, as: "Fuzz\(round).\(suffix)")
      #expect(problem == nil, "round \(round): \(problem ?? "")")
    }
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func randomSwiftIsAProgramOrAMessage() throws {
    try Self.fuzz(Self.swift, seed: 0x5EED_5111, rounds: 40, suffix: "swift")
  }

  @Test(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
  func randomObjectiveCIsAProgramOrAMessage() throws {
    try Self.fuzz(Self.objectiveC, seed: 0x0B1E_C71C, rounds: 25, suffix: "m")
  }
}
