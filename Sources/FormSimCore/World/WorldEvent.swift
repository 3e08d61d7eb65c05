/// A delegate call or notification as it was delivered, for the event log and `--frames`.
public struct WorldEvent: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case shouldBeginEditing(field: Int, allowed: Bool)
    /// Only where the delegate implements it (`KeyboardAvoidanceStrategy.shouldEndEditing`).
    case shouldEndEditing(field: Int, allowed: Bool)
    case didBeginEditing(field: Int)
    case didEndEditing(field: Int)
    case shouldReturn(field: Int)
    case keyboard(KeyboardNotification)
    /// A statement of an interpreted handler as it ran: `L31 scrollView.contentInset.bottom = 216`.
    case handler(String)
    /// An interpreted handler crashed, as the app would: `handler crashed at FILE:LINE:COL: …`.
    case crash(String)
  }

  /// Simulated seconds since the run started.
  public var time: Double
  public var kind: Kind

  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// The UIKit name of the call, e.g. `textFieldDidBeginEditing` or `keyboardWillShow`.
  public var name: String {
    switch kind {
    case .shouldBeginEditing: "shouldBeginEditing"
    case .shouldEndEditing: "shouldEndEditing"
    case .didBeginEditing: "didBeginEditing"
    case .didEndEditing: "didEndEditing"
    case .shouldReturn: "shouldReturn"
    case .keyboard(let notification): notification.name.rawValue
    case .handler: "handler"
    case .crash: "crash"
    }
  }

  /// The field the call is about (1-based), if any.
  public var field: Int? {
    switch kind {
    case .shouldBeginEditing(let field, _), .shouldEndEditing(let field, _),
      .didBeginEditing(let field),
      .didEndEditing(let field), .shouldReturn(let field):
      field + 1
    case .keyboard, .handler, .crash: nil
    }
  }
}
