/// One copy of each long string a program is read with, shared by all its uses.
///
/// A name longer than fifteen bytes (`additionalSafeAreaInsets`, `keyboardWillChangeFrame`) is
/// stored apart from the string value, and each occurrence the front end printed is read into
/// a copy of its own. The name tables then compared two copies byte by byte at every lookup;
/// two uses of one copy are equal at their first comparison, of the reference. Shorter strings
/// are held inside the value, and compare that way already.
final class StringInterner {
  private var strings: Set<String> = []

  func intern(_ text: String) -> String {
    guard text.utf8.count > 15 else { return text }
    return strings.insert(text).memberAfterInsert
  }
}
