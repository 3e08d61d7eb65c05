extension StrategyCatalog {
  /// `formsim strategies`: every strategy under its group's heading, with its summary, source,
  /// defaults and quirks.
  public static func listing(nameWidth: Int = 24) -> String {
    let indent = String(repeating: " ", count: nameWidth + 2)
    var text = ""
    for group in StrategyGroup.allCases {
      let members = members(of: group)
      guard !members.isEmpty else { continue }
      if !text.isEmpty { text += "\n" }
      text += group.title + "\n"
      for info in members {
        let padding = String(repeating: " ", count: max(1, nameWidth - info.name.count))
        text += "  \(info.name)\(padding)\(info.summary)\n"
        text += "\(indent)source: \(info.citation)\n"
        if !info.defaults.isEmpty {
          text += "\(indent)defaults: \(info.defaults.joined(separator: ", "))\n"
        }
        for quirk in info.quirks { text += "\(indent)- \(quirk)\n" }
      }
    }
    return text
  }
}
