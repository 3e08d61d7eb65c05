class Broken: UIViewController {
  func keyboardWillShow(_ notification: Notification) {
    let x = (notification.userInfo?[
  }
}
