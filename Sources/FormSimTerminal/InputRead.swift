import FormSimApp

/// The outcome of waiting for one input.
public enum InputRead: Sendable, Hashable {
  /// An input FormSim understands.
  case event(KeyEvent)
  /// An input arrived but means nothing to FormSim (an unmapped key, a mouse release).
  case ignored
  /// The wait ended with no input: the timeout passed or a signal interrupted it.
  case timedOut
  /// Input is gone for good (the terminal hung up); the app should stop.
  case closed
}
