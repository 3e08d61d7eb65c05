/// The situations every strategy's demo tour walks through, in order: a high field, a low
/// field, the next field, typing, a rotation there and back, a dismissal.
///
/// Each strategy's catalogue entry captions every one of them, so the tour of any strategy
/// says what its own code does at that moment.
public enum DemoMoment: CaseIterable, Sendable {
  case highField, lowField, next, type, rotate, rotateBack, dismiss
}
