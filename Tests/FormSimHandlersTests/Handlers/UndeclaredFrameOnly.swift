// swift-format-ignore-file
// An answer as pasted: it shortens a scroll view it never declares while a field is edited,
// through its frame alone.
func textFieldDidBeginEditing(_ textField: UITextField) {
    formScroll.frame.size.height = view.frame.height - 200
}

func textFieldDidEndEditing(_ textField: UITextField) {
    formScroll.frame.size.height = view.frame.height
}
