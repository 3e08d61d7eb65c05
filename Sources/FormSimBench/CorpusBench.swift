import FormSimCLI
import FormSimCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `check` of the generated form on every device and orientation with each handler of a folder
/// (the handler corpus), the front end's reading of the file included, against the built-in
/// `content-inset` timed just before it in the same run: what a real file costs, over many
/// files, reported as the worst and the median rather than one file's. Each file is read and
/// checked `runs` times, alternating with the built-in strategy, and its figure is the median of
/// those pairs' ratios: one pair alone moves with the machine's load.
struct CorpusBench {
  var folder: String
  var fieldCount: Int
  var runs: Int

  /// A file of the folder and the `--bind` and `--handler-setup` it runs with.
  struct Entry {
    var file: String
    var bindings: [(String, String)] = []
    var setup: [String] = []
  }

  /// The built-in strategy each handler is timed against.
  static let peer = "content-inset"

  /// The folder's handlers: those `arguments.tsv` lists (`FILE<TAB>--bind a=b --handler-setup m`),
  /// else every `.swift` and `.m` file in it.
  func entries() throws -> [Entry] {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    if let table = try? String(contentsOfFile: base + "arguments.tsv", encoding: .utf8) {
      return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard let file = columns.first, !file.isEmpty else { return nil }
        var entry = Entry(file: base + file)
        let words = columns.dropFirst().joined(separator: " ").split(separator: " ")
        for (option, value) in zip(words, words.dropFirst()) {
          if option == "--bind", let pair = HandlerRegistration.binding(String(value)) {
            entry.bindings.append(pair)
          } else if option == "--handler-setup" {
            entry.setup.append(String(value))
          }
        }
        return entry
      }
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw BenchError("cannot list the handler corpus \(folder)")
    }
    return names.sorted().filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }.map {
      Entry(file: base + $0)
    }
  }

  func run(progress: (String) -> Void) throws -> [BenchFigure] {
    let entries = try entries()
    let bench = HandlerBench(fieldCount: fieldCount)
    var seconds: [Double] = []
    var ratios: [Double] = []
    var figures: [BenchFigure] = []
    var leftOut = 0
    for (index, entry) in entries.enumerated() {
      let name = PathName.last(of: entry.file)
      progress("corpus \(index + 1) of \(entries.count): \(name)")
      var totals: [Double] = []
      var pairRatios: [Double] = []
      for _ in 0..<max(1, runs) {
        var strategy = ""
        let reading = Stopwatch.seconds {
          strategy =
            (try? HandlerRegistration.register(
              file: entry.file, bindings: entry.bindings, setup: entry.setup)) ?? ""
        }
        guard !strategy.isEmpty else { break }
        let builtIn = bench.run(strategy: Self.peer)
        let total = reading + bench.run(strategy: strategy)
        totals.append(total)
        pairRatios.append(total / max(builtIn, 1e-9))
      }
      guard !totals.isEmpty else {
        progress("\(name) does not load; left out")
        leftOut += 1
        continue
      }
      seconds.append(Median.of(totals))
      ratios.append(Median.of(pairRatios))
      figures.append(
        BenchFigure(
          key: "corpus.\(name).ratio", label: "\(name) / \(Self.peer), front end included",
          value: Median.of(pairRatios), unit: "×", target: nil))
    }
    // A file that does not load (a front end missing, a file broken) is a figure with a
    // target, so that the worst and the median are known to be over the whole folder.
    let loaded = BenchFigure(
      key: "corpus.files.leftOut", label: "corpus files that did not load, of \(entries.count)",
      value: Double(leftOut), unit: "", target: BenchTarget(maximum: 0, text: "none"))
    guard !ratios.isEmpty else { return figures + [loaded] }
    let handlers = ratios.count == 1 ? "1 handler" : "\(ratios.count) handlers"
    let shown = "check of \(fieldCount.formatted(grouping: true)) fields, \(handlers)"
    return figures + [loaded] + [
      BenchFigure(
        key: "corpus.seconds.worst", label: "\(shown), the slowest, front end included",
        value: seconds.max() ?? 0, unit: "s", target: BenchTarget(maximum: 1, text: "≤ 1 s")),
      BenchFigure(
        key: "corpus.seconds.median", label: "\(shown), the median", value: Median.of(seconds),
        unit: "s", target: nil),
      BenchFigure(
        key: "corpus.ratio.worst", label: "\(shown), the worst / \(Self.peer) (same run)",
        value: ratios.max() ?? 0, unit: "×", target: BenchTarget(maximum: 5, text: "≤ 5")),
      BenchFigure(
        key: "corpus.ratio.median", label: "\(shown), the median / \(Self.peer)",
        value: Median.of(ratios), unit: "×", target: nil),
    ]
  }
}
