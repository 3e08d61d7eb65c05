extension Simulator {
  /// Tells the strategy the caret moved in the first responder `index`.
  mutating func selectionChanged(in index: Int) {
    strategy.didChangeSelection(field: index, in: &world)
  }
}
