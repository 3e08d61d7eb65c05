extension UIKitType {
  /// RxKeyboard (RxSwiftCommunity/RxKeyboard, `Sources/RxKeyboard/RxKeyboard.swift` at
  /// 0a8dfc1f9dc88b2d73c84a87d5f84b14194fd979): a singleton whose drivers follow the keyboard's
  /// frame, which it takes from every will-change-frame and will-hide notification. Its own
  /// pan gesture, which drags the frame with an interactive dismissal, is not simulated.
  static let rxKeyboard = UIKitType(
    "RxKeyboard", objectiveC: [],
    summary:
      "RxKeyboard's `instance`: drivers of the keyboard's frame, which `drive(onNext:)`,"
      + " `drive(with:onNext:)`, `subscribe(onNext:)` and the operators of RxCocoa's"
      + " notifications follow.",
    members: [
      UIKitMember(
        ["instance"], type: "RxKeyboard", classRead: { .object(.rxKeyboard) },
        note: "The singleton."),
      stream(
        .frame, type: "Driver<CGRect>",
        note:
          "The keyboard's end frame, in screen coordinates; at first (and on subscribing while"
          + " the keyboard is down) 0 tall at the screen's bottom."),
      stream(
        .visibleHeight, type: "Driver<CGFloat>",
        note: "The screen's height less the frame's top: the keyboard's height, or 0."),
      stream(
        .willShowVisibleHeight, type: "Driver<CGFloat>",
        note: "`visibleHeight` when it rises from 0 only; nothing on subscribing."),
      stream(
        .isHidden, type: "Driver<Bool>",
        note: "Whether `visibleHeight` is 0, each time that changes."),
    ])

  private static func stream(_ stream: KeyboardFrameStream, type: String, note: String)
    -> UIKitMember
  {
    UIKitMember(
      [stream.rawValue], type: type,
      read: { _, object, _ in
        guard case .rxKeyboard = object else { return nil }
        return .publisher(KeyboardPublisher(stream))
      },
      note: note + " Each subscription emits only when the frame changes (`distinctUntilChanged`).")
  }
}
