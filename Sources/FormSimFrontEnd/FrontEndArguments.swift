/// What `formsim` asks of the front end: the file, and the limits it runs under.
///
/// Options end at `--`, so that a file whose name starts with `-` is still a file.
package struct FrontEndArguments {
  package var file: String
  package var limits = ResourceLimits()

  package init?(_ arguments: [String]) {
    var rest = arguments[...]
    var limits = ResourceLimits()
    while let first = rest.first, first.hasPrefix("-"), first != "-" {
      rest = rest.dropFirst()
      if first == "--" { break }
      guard let value = rest.first.flatMap({ Int($0) }), value > 0 else { return nil }
      rest = rest.dropFirst()
      switch first {
      case "--memory-limit": limits.memoryMB = value
      case "--cpu-limit": limits.cpuSeconds = value
      default: return nil
      }
    }
    guard rest.count == 1, let file = rest.first else { return nil }
    self.file = file
    self.limits = limits
  }
}
