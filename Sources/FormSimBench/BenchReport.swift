import FormSimCLI
import FormSimCore

/// `formsim-bench`'s output: a table for people, JSON for scripts.
struct BenchReport {
  var figures: [BenchFigure]
  var machine: MachineInfo
  var runs: Int
  var quick: Bool
  var isReleaseBuild: Bool

  /// A warning line when the figures do not describe an optimised build.
  var buildWarning: String? {
    isReleaseBuild
      ? nil
      : "warning: this is a debug build; measure with `swift run -c release formsim-bench`"
  }

  func table() -> String {
    var text = ""
    if let buildWarning { text += buildWarning + "\n" }
    text += "FormSim benchmark: medians of \(counted(runs, "run"))"
    text += quick ? " (--quick: small counts, figures not meaningful)\n" : "\n"
    text += "machine: \(machine.summary)\n"
    text += "build: \(isReleaseBuild ? "release" : "debug")\n\n"
    var table = TextTable(["figure", "median", "target", "met"])
    for figure in figures {
      let mark = figure.met.map { $0 ? "✓" : "✗" } ?? ""
      table.add([figure.label, Self.format(figure), figure.target?.text ?? "", mark])
    }
    text += table.render()
    text +=
      missed.isEmpty
      ? "\nevery target met\n"
      : "\ntargets missed: \(missed.map(\.key).joined(separator: ", "))\n"
    return text
  }

  /// The figures that miss their target.
  var missed: [BenchFigure] { figures.filter { $0.met == false } }

  func json() -> String {
    let figureObjects = figures.map { figure -> (String, JSONValue) in
      var members: [(String, JSONValue)] = [
        ("label", .string(figure.label)), ("value", .number(figure.value)),
        ("unit", .string(figure.unit)),
      ]
      if let target = figure.target {
        members += [
          ("target", .number(target.maximum)), ("targetText", .string(target.text)),
          ("met", .bool(target.isMet(by: figure.value))),
        ]
      }
      return (figure.key, .object(members))
    }
    let root = JSONValue.object([
      ("build", .string(isReleaseBuild ? "release" : "debug")),
      ("runs", .number(Double(runs))), ("quick", .bool(quick)),
      (
        "machine",
        .object([
          ("cpu", .string(machine.cpuModel)), ("cores", .number(Double(machine.cores))),
          ("system", .string(machine.system)), ("swift", .string(machine.swiftVersion)),
        ])
      ),
      ("figures", .object(figureObjects)),
    ])
    return root.serialized() + "\n"
  }

  /// The value with as many decimals as its size needs, and its unit.
  static func format(_ figure: BenchFigure) -> String {
    let value = figure.value
    let digits: Int
    switch abs(value) {
    case 0: digits = 0
    case ..<0.1: digits = 4
    case ..<10: digits = 3
    case ..<1000: digits = 1
    default: digits = 0
    }
    return "\(value.formatted(decimals: digits)) \(figure.unit)"
  }
}
