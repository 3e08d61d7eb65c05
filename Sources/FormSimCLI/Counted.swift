/// `1 check`, `2 checks`: a count with its noun in the right number.
///
/// Every count the command line prints goes through here, so none reads "1 fields".
package func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
