/// A few source locations, sorted, asked of every statement as the file is compiled whether they
/// hold its location.
///
/// `Set<SourceLocation>` answers by hashing three integers with SipHash, more than resolving
/// most statements costs; a binary search of the usual handful compares a few integers.
struct SortedLocations: Sendable {
  /// In order, each once.
  let locations: [SourceLocation]

  init(_ locations: some Sequence<SourceLocation>) {
    self.locations = Array(Set(locations)).sorted()
  }

  func contains(_ location: SourceLocation) -> Bool {
    var low = 0
    var high = locations.count
    while low < high {
      let middle = (low + high) / 2
      if locations[middle] < location {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < locations.count && locations[low] == location
  }
}
