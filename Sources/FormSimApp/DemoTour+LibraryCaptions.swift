import FormSimCore
import FormSimRender

/// The captions of the library and platform strategies' tours: what each one's own code does at
/// each moment, with its defaults (or `--margin`) in the figures.
extension DemoTour {
  static func libraryCaption(_ strategy: String, _ moment: Moment, margin: Double?) -> String? {
    func points(_ defaultValue: Double) -> String { NumberText.points(margin ?? defaultValue) }
    switch (strategy, moment) {
    case ("iqkeyboardmanager", .highField):
      return
        "adjustPosition: the field is already \(points(10)) pt (keyboardDistance) above the keyboard; only the bottom inset grows, to keyboard + distance."
    case ("iqkeyboardmanager", .lowField):
      return
        "moveUp = field bottom − (window − keyboard − \(points(10))), truncated: the scroll view takes it all, in the keyboard's animation."
    case ("iqkeyboardmanager", .next):
      return
        "A new text field is a change event: adjustPosition again, from the offset it already set."
    case ("iqkeyboardmanager", .type):
      return "Typing into a field kept keyboardDistance above the keyboard."
    case ("iqkeyboardmanager", .rotate):
      return
        "The new keyboard frame re-runs adjustPosition with the landscape window; the move is capped by the field's own top."
    case ("iqkeyboardmanager", .rotateBack):
      return "Back to portrait: adjustPosition once more; the inset follows the taller keyboard."
    case ("iqkeyboardmanager", .dismiss):
      return
        "restorePosition: insets back, but restoreContentOffset is false — the form stays scrolled."

    case ("tpkeyboardavoiding", .highField):
      return
        "0.01 s after will-change-frame: inset = the keyboard's overlap, and the caret is centred in the visible height (at least \(points(20)) pt from the top)."
    case ("tpkeyboardavoiding", .lowField):
      return
        "The caret, not the field, goes to the middle of what is left: the field ends far above the keyboard."
    case ("tpkeyboardavoiding", .next):
      return
        "UITextFieldTextDidBeginEditing: it ignores the re-posted notification and animates the next caret to the middle."
    case ("tpkeyboardavoiding", .type):
      return "Typing into a field centred in the visible area."
    case ("tpkeyboardavoiding", .rotate):
      return
        "The landscape keyboard frame: inset and centring again, 0.01 s later, clamped to the content's end."
    case ("tpkeyboardavoiding", .rotateBack):
      return "Back to portrait: the caret is centred in the taller visible height."
    case ("tpkeyboardavoiding", .dismiss):
      return "keyboardWillHide: the prior insets come back; the offset stays where it was."

    case ("rn-kav-padding", .highField):
      return
        "keyboardWillShow: paddingBottom = the keyboard's overlap + keyboardVerticalOffset (\(points(0))): the ScrollView ends at the keyboard."
    case ("rn-kav-padding", .lowField):
      return
        "Nothing scrolls: the low field is below the ScrollView's new bottom, out of sight until the user scrolls."
    case ("rn-kav-padding", .next):
      return "The re-posted keyboardWillShow changes nothing: the same padding, no scroll."
    case ("rn-kav-padding", .type):
      return "The text goes into a field the user cannot see."
    case ("rn-kav-padding", .rotate):
      return "The landscape keyboard: a new padding; still no scroll."
    case ("rn-kav-padding", .rotateBack):
      return "Back to portrait: the padding grows again; the field is where it was."
    case ("rn-kav-padding", .dismiss):
      return "keyboardWillHide: the padding goes back to 0."

    case ("rn-kav-height", .highField):
      return
        "keyboardWillShow: the view's height becomes its first height − (overlap + \(points(0))); onLayout runs the sum again."
    case ("rn-kav-height", .lowField):
      return "The view is shorter, but nothing scrolls: the low field stays out of sight."
    case ("rn-kav-height", .next):
      return "Same keyboard, same height: nothing moves."
    case ("rn-kav-height", .type):
      return "The text goes into a field the user cannot see."
    case ("rn-kav-height", .rotate):
      return
        "Landscape: the height is still measured from the first layout's height, and onLayout settles it again."
    case ("rn-kav-height", .rotateBack):
      return "Back to portrait: the first height minus the portrait keyboard."
    case ("rn-kav-height", .dismiss):
      return "keyboardWillHide: bottom 0, the view flexes back to full height."

    case ("rn-kav-position", .highField):
      return
        "keyboardWillShow: the content slides up by the keyboard's overlap + \(points(0)) — the high field too, whichever field is focused."
    case ("rn-kav-position", .lowField):
      return "The same slide for every field: the low one now shows, the top of the form is gone."
    case ("rn-kav-position", .next):
      return "No change: the content is already up by the keyboard's height."
    case ("rn-kav-position", .type):
      return "Typing into a field moved up by the keyboard's height."
    case ("rn-kav-position", .rotate):
      return "Landscape: the slide becomes the landscape keyboard's height."
    case ("rn-kav-position", .rotateBack):
      return "Back to portrait: the full portrait keyboard height again."
    case ("rn-kav-position", .dismiss):
      return "keyboardWillHide: bottom 0, the content slides back down."

    case ("rnkc-aware-scroll-view", .highField):
      return
        "onStart: the caret's bottom is more than bottomOffset (\(points(0))) above the keyboard: padding only, no scroll."
    case ("rnkc-aware-scroll-view", .lowField):
      return
        "onMove, frame by frame: the scroll follows the keyboard until the caret's bottom is \(points(0)) pt above it — the field below the caret may stay covered."
    case ("rnkc-aware-scroll-view", .next):
      return
        "A focus change: onStart/onEnd, then the selection arrives and the deferred scroll runs, animated."
    case ("rnkc-aware-scroll-view", .type):
      return "Typing: its debounced onChangeText has nothing to do here."
    case ("rnkc-aware-scroll-view", .rotate):
      return
        "A new keyboard size: onStart pushes only if the caret is now too low; it never scrolls back."
    case ("rnkc-aware-scroll-view", .rotateBack):
      return
        "Back to portrait: a growing keyboard may push further; a shrinking one never pulls back."
    case ("rnkc-aware-scroll-view", .dismiss):
      return
        "onMove while the keyboard hides: the scroll interpolates back to where it was before the keyboard."

    case ("keyboard-layout-guide", .highField):
      return
        "The layout guide rises with the keyboard, in its animation: the scroll view's bottom follows it."
    case ("keyboard-layout-guide", .lowField):
      return
        "Layout only: the low field is below the scroll view's new bottom and nothing scrolls it up."
    case ("keyboard-layout-guide", .next):
      return "The guide is already at the keyboard: nothing moves."
    case ("keyboard-layout-guide", .type):
      return "The text goes into a field the user cannot see."
    case ("keyboard-layout-guide", .rotate):
      return "Landscape: the guide follows the shorter keyboard; still no scroll."
    case ("keyboard-layout-guide", .rotateBack):
      return "Back to portrait: the guide rises with the taller keyboard."
    case ("keyboard-layout-guide", .dismiss):
      return "The guide drops to the safe area; the offset is only clamped to the content."

    case ("swiftui", .highField):
      return
        "The keyboard joins the safe area: the ScrollView ends at its top; the field already shows."
    case ("swiftui", .lowField):
      return
        "The ScrollView scrolls the focused field just into view: its bottom flush with the keyboard."
    case ("swiftui", .next):
      return "The next field is scrolled just into view too, flush with the keyboard."
    case ("swiftui", .type):
      return "Typing into a field sitting right on the keyboard."
    case ("swiftui", .rotate):
      return "Landscape: the safe area follows the keyboard and the field is revealed again."
    case ("swiftui", .rotateBack):
      return "Back to portrait: the keyboard safe area grows; the field is already in view."
    case ("swiftui", .dismiss):
      return "The safe area shrinks back; nothing restores the offset."

    case ("flutter", .highField):
      return
        "Focus: show the caret with animation (100 ms fastOutSlowIn); the body shrinks with the keyboard every frame."
    case ("flutter", .lowField):
      return
        "didChangeMetrics on every frame: jump the caret plus scrollPadding \(points(20)) into the shrinking viewport."
    case ("flutter", .next):
      return "Focus moves: the caret plus \(points(20)) pt is revealed in a 100-ms animation."
    case ("flutter", .type):
      return "Typing into a field \(points(20)) pt below its caret's bottom."
    case ("flutter", .rotate):
      return
        "Landscape: the viewport follows the new view insets; a smaller inset reveals nothing."
    case ("flutter", .rotateBack):
      return "Back to portrait: the insets grow, so the caret is shown on screen again."
    case ("flutter", .dismiss):
      return "The insets shrink frame by frame; the list's physics only clamp the offset."

    case ("android-adjust-resize", .highField):
      return
        "adjustResize: the window is resized above the keyboard at once; the field is on screen."
    case ("android-adjust-resize", .lowField):
      return
        "ScrollView.onSizeChanged: the field was on screen, so it scrolls just enough, flush with the keyboard."
    case ("android-adjust-resize", .next):
      return "requestChildFocus: scrollToChild, the least delta, without animation."
    case ("android-adjust-resize", .type):
      return "Typing into a field right on the keyboard."
    case ("android-adjust-resize", .rotate):
      return "Landscape: a new window size; onSizeChanged scrolls again if the field was showing."
    case ("android-adjust-resize", .rotateBack):
      return "Back to portrait: resized once more."
    case ("android-adjust-resize", .dismiss):
      return "The window grows back; layout only clamps the scroll to the content."

    case ("android-adjust-pan", .highField):
      return
        "adjustPan: the field's line is above the keyboard, so the window does not pan."
    case ("android-adjust-pan", .lowField):
      return
        "The whole window pans until the focused line's bottom sits on the keyboard's top; the top of the form goes under the status bar."
    case ("android-adjust-pan", .next):
      return "A new focus pans to it absolutely: further up, or back down."
    case ("android-adjust-pan", .type):
      return "Typing into a field right on the keyboard."
    case ("android-adjust-pan", .rotate):
      return "Landscape: the pan is worked out again for the shorter visible area."
    case ("android-adjust-pan", .rotateBack):
      return "Back to portrait: the pan for the portrait keyboard."
    case ("android-adjust-pan", .dismiss):
      return "No keyboard, no pan: the window slides back down."

    default:
      return nil
    }
  }
}
