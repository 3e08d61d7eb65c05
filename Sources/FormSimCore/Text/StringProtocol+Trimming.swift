extension StringProtocol {
  /// The text without the blanks at either end: tabs and Unicode space separators, the set
  /// Foundation calls `CharacterSet.whitespaces`. Line breaks are kept, as there.
  ///
  /// FoundationEssentials has no `trimmingCharacters(in:)`; scripts, storyboard text and
  /// option lists are trimmed with this instead.
  public func trimmingBlanks() -> String {
    func isBlank(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy {
        $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
      }
    }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
