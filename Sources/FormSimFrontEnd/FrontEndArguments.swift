/// What `formsim` asks of the front end: the file, and the limits it runs under.
///
/// Options end at `--`, so that a file whose name starts with `-` is still a file.
package struct FrontEndArguments {
  package var file: String
  package var limits = ResourceLimits()
  /// The other files of the handler, read as one module with `file` (`--module-file`, once
  /// each): what their classes inherit.
  package var moduleFiles: [String] = []

  package init?(_ arguments: [String]) {
    var rest = arguments[...]
    var limits = ResourceLimits()
    var moduleFiles: [String] = []
    while let first = rest.first, first.hasPrefix("-"), first != "-" {
      rest = rest.dropFirst()
      if first == "--" { break }
      if first == "--module-file" {
        guard let path = rest.first else { return nil }
        moduleFiles.append(path)
        rest = rest.dropFirst()
        continue
      }
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
    self.moduleFiles = moduleFiles
  }
}
