/// A script step that cannot run, with its position and what to write instead.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 1-based position of the step in the script.
  public var step: Int
  public var text: String
  public var message: String

  public init(step: Int, text: String, message: String) {
    self.step = step
    self.text = text
    self.message = message
  }

  public var description: String {
    "script step \(step) '\(text.escapingControlCharacters())': \(message)"
  }
}
