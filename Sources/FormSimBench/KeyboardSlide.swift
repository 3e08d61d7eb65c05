import FormSimApp
import FormSimCore
import FormSimRender

/// The app states of one keyboard slide: the form at rest, then every frame of the keyboard
/// coming up for a low field, so the content scrolls while the keyboard moves (the busiest
/// frames the simulator draws).
struct KeyboardSlide {
  /// The app before the tap.
  let rest: AppModel
  /// One state per frame interval until everything settles (18 for a 0.3 s slide at 60 Hz).
  let frames: [AppModel]

  /// The long form on the iPhone 4 (the defaults), field 8 ("City") tapped: it sits below where
  /// the keyboard will end, so the reference strategy scrolls it up during the slide.
  static let field = 7

  init(settings: SimulationSettings = SimulationSettings(), field: Int = KeyboardSlide.field) {
    var simulator = Simulator(settings: settings)
    rest = AppModel(simulator: simulator)
    simulator.focus(field)
    var app = AppModel(simulator: simulator)
    var frames: [AppModel] = []
    while app.needsFrames && frames.count < 1000 {
      app.advance(bySeconds: app.frameInterval)
      frames.append(app)
    }
    self.frames = frames
  }
}
