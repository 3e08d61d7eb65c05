import FormSimCore
import FormSimHandlers

/// Where interpreted handlers stopped at code FormSim cannot run, written to standard error
/// compiler-style (`FILE:LINE:COL: error: …`) once each, after a headless command's output: a
/// handler that stops is bad input, whatever the figures before the stop show.
enum HandlerStops {
  /// Writes each stop once, in order; whether there was any (the command then exits 2).
  static func report(_ stops: [String], console: inout some Console) -> Bool {
    var written: [String] = []
    for stop in stops where !written.contains(stop) {
      written.append(stop)
      let line = HandlerEnding.compilerStyle(stop) ?? stop
      console.writeError(line.escapingControlCharacters() + "\n")
    }
    return !written.isEmpty
  }

  /// The stop of the run `world` belongs to, if its handler stopped rather than crashed.
  static func stop(of world: World) -> [String] {
    guard world.handlerCrashIsStop, let stop = world.handlerCrash else { return [] }
    return [stop]
  }
}
