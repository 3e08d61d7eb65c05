import FormSimCore

/// The open sets of names options take: strategies, devices, curves, eras, layouts.
///
/// Each is a list that lives with the library code it names (the strategy catalogue, the device
/// profiles), so the command line checks against it at parse time and completes from it, and a
/// new strategy or device needs no change here.
enum NameList {
  static var strategies: [String] { StrategyCatalog.names }
  static var devices: [String] { DeviceProfile.all.map(\.name) }
  static var layouts: [String] { Layout.builtIn.map(\.name) }
  static var eras: [String] { IOSEra.allCases.map(\.rawValue) }

  /// A transform that accepts the names of `list` and answers anything else with a guess.
  static func parser(_ list: @escaping @Sendable () -> [String])
    -> @Sendable (String) throws
    -> String
  {
    { text in try UnknownValue.check(text, among: list()) }
  }

  /// `--strategy NAME`.
  static let strategy = parser { strategies }
  /// The words that stand for several strategies wherever strategies are named: `all` for every
  /// one, `seeds` for the six of the source articles' world (none, the four seeds, reference).
  static let strategyWords = ["all", "seeds"]
  /// `--strategy NAME` where `all` and `seeds` also count (check, demo, compare).
  static let strategyOrAll = parser { strategies + strategyWords }

  /// `names` with `all` and `seeds` spelled out, in order, each strategy once.
  static func expandingStrategyWords(_ names: [String]) -> [String] {
    unique(
      names.flatMap { name in
        switch name {
        case "all": StrategyCatalog.names
        case "seeds": StrategyCatalog.compareDefault
        default: [name]
        }
      })
  }
  /// `--device NAME`, or `--device FILE.json`: a path is passed on, to be loaded with the
  /// settings (so a bad file is reported with its key, and exits 2).
  static let device: @Sendable (String) throws -> String = { text in
    if DeviceFile.isPath(text) { return text }
    return try builtInDevice(text)
  }
  /// `devices NAME`: a built-in name only, also as people write the device (`iPhone 14`).
  static let builtInDevice: @Sendable (String) throws -> String = { text in
    if let profile = DeviceProfile.named(text) { return profile.name }
    return try UnknownValue.check(text, among: devices)
  }
  /// `layouts NAME`.
  static let layout = parser { layouts }

  /// The names in order, each once: `--device ipad --device ipad` means the iPad once.
  static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
