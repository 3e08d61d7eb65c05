/// `1 check`, `2 checks`: a count with its noun in the right number.
///
/// Every count FormSim prints goes through here, so none reads "1 fields".
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
