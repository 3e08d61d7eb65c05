import FormSimRender

/// How a frame written to a file looks: colour or monochrome, Unicode or ASCII lines, and the
/// scale. `snapshot` and `record` share it, so a still and an animation of the same options match.
struct LookOptions: ParsableArguments {
  @Flag(
    inversion: .prefixedNo, exclusivity: .exclusive,
    help: "The colour look (the default), or the monochrome look, as with NO_COLOR.")
  var color = true

  @Flag(help: "ASCII line drawing, as in a non-UTF-8 terminal.")
  var ascii = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Points per column (rows hold twice as many). Default: fit the size.", valueName: "pt"))
  var scale: Double?

  func validate() throws {
    try NumberRange.between(1, 100).check(scale, option: "scale", unit: "points per column")
  }

  /// The theme these options ask for.
  var theme: Theme { Theme(colorEnabled: color, unicodeEnabled: !ascii) }
}
