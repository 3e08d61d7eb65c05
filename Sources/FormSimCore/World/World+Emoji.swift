extension World {
  /// Switches between the emoji and the letters keyboard; the keyboard's height follows.
  mutating func setEmojiKeyboard(_ on: Bool) { emojiKeyboard = on }
}
