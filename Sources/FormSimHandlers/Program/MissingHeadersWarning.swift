extension HandlerProgram.Diagnostic {
  /// The warning naming the local headers an Objective-C file imports that are not beside it,
  /// read as empty. Its words are made here and recognised by `namesMissingHeaders`, so that
  /// the files of one handler can tell which of them were read without their headers.
  public static func headersNotBeside(
    _ names: [String], declared: String, at location: SourceLocation
  ) -> Self {
    let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      .warning, at: location,
      "\(quoted) \(names.count == 1 ? "is" : "are")" + notBesideText
        + (declared.isEmpty ? "" : "; declared from the file's use: \(declared)"))
  }

  /// Whether this is the warning `headersNotBeside` makes.
  public var namesMissingHeaders: Bool {
    severity == .warning && message.contains(Self.notBesideText)
  }

  private static let notBesideText = " not beside the file: read as empty"
}
