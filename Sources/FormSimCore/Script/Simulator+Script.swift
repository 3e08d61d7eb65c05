/// Running scripts: one step at a time, each followed by time passing until it has settled.
extension Simulator {
  /// What a script run reports as it goes.
  public enum Observation: Sendable {
    /// Delegate calls and notifications just delivered.
    case events([WorldEvent])
    /// A frame was drawn: something moved since the previous one.
    case frame
    /// A step has settled.
    case settled(ScriptStep)
  }

  /// Performs one step's action at the current time (without letting time pass).
  public mutating func perform(_ step: ScriptStep) {
    switch step {
    case .focus(let field): focus(field - 1)
    case .next: focusNext()
    case .previous: focusPrevious()
    case .type(let text): type(text)
    case .returnKey: pressReturn()
    case .dismiss: dismiss()
    case .tapOutside: tapOutside()
    case .scroll(let dy): userScroll(by: dy)
    case .rotate: rotate()
    case .predictive(let on): setPredictive(on)
    case .emoji(let on): setEmoji(on)
    case .drag(let path): drag(path)
    case .placeKeyboard(let placement, let origin): placeKeyboard(placement, at: origin)
    case .hardwareKeyboard(let on): setHardwareKeyboard(on)
    case .wait: break
    }
  }

  /// Runs `steps`, each settled frame by frame, stopping early at simulated time `stopTime` if
  /// given (for a snapshot in the middle of a slide). `observe` sees the simulator after each
  /// event batch, frame and settled step.
  public mutating func run(
    _ steps: [ScriptStep], until stopTime: Double? = nil,
    observe: (Observation, Simulator) -> Void = { _, _ in }
  ) {
    let interval = settings.frameInterval
    let epsilon = 1e-9
    func flushEvents(_ simulator: inout Simulator) {
      let events = simulator.takeEvents()
      if !events.isEmpty { observe(.events(events), simulator) }
    }
    for step in steps {
      if let stopTime, time >= stopTime - epsilon { break }
      perform(step)
      flushEvents(&self)
      let start = time
      var waitEnd = start
      if case .wait(let seconds) = step { waitEnd = start + seconds }
      var frame = 0
      while !isSettled || time < waitEnd - epsilon {
        frame += 1
        var target = start + Double(frame) * interval
        if isSettled { target = waitEnd }  // idle time needs no frames
        if let stopTime, target > stopTime + epsilon {
          advance(to: stopTime)
          flushEvents(&self)
          return
        }
        let moving = !isSettled
        advance(to: target)
        flushEvents(&self)
        if moving { observe(.frame, self) }
        if time - start > ScriptParser.longestWait + 120 { break }
      }
      observe(.settled(step), self)
    }
    if let stopTime, time < stopTime {
      advance(to: stopTime)
      flushEvents(&self)
    }
  }
}
