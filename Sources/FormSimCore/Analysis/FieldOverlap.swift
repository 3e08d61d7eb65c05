/// Two fields of a form whose frames cover some of the same points: on a device one hides part
/// of the other, which `check` cannot count as hidden (each is checked alone), so it warns.
public struct FieldOverlap: Sendable, Hashable {
  /// 1-based field numbers, `first < second`.
  public var first: Int
  public var second: Int

  public init(first: Int, second: Int) {
    self.first = first
    self.second = second
  }

  /// `fields 3 and 4 overlap`.
  public var warning: String { "fields \(first) and \(second) overlap" }

  /// The pairs of `fields` that overlap (by more than a line: frames that only touch do not),
  /// in order, at most `limit` of them.
  ///
  /// A sweep down the form: fields sorted by their top, each compared only with those still
  /// open above it, so a stacked form of any length costs one sort.
  public static func find(in fields: [Field], limit: Int = 100) -> [FieldOverlap] {
    let order = fields.indices.sorted { fields[$0].frame.minY < fields[$1].frame.minY }
    var open: [Int] = []
    var found = Set<FieldOverlap>()
    for index in order {
      let frame = fields[index].frame
      open.removeAll { fields[$0].frame.maxY <= frame.minY }
      for other in open {
        let otherFrame = fields[other].frame
        if min(frame.maxX, otherFrame.maxX) > max(frame.minX, otherFrame.minX) {
          found.insert(FieldOverlap(first: min(index, other) + 1, second: max(index, other) + 1))
        }
      }
      if found.count >= limit { break }
      open.append(index)
    }
    return found.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
  }
}

extension LayoutCheck {
  /// The fields that overlap on any of the checked devices and orientations (the stacked ones
  /// take the window's width), as warnings for the report; at most `limit`.
  public func overlapWarnings(limit: Int = 20) -> [String] {
    var widths: [Double] = []
    for device in devices {
      for orientation in orientations {
        let width = device.screenSize(orientation).width
        if !widths.contains(width) { widths.append(width) }
      }
    }
    var pairs = Set<FieldOverlap>()
    for width in widths {
      pairs.formUnion(FieldOverlap.find(in: layout.fields(windowWidth: width), limit: limit))
    }
    let sorted = pairs.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    var warnings = sorted.prefix(limit).map(\.warning)
    if sorted.count > limit { warnings.append("and more overlapping fields") }
    return warnings
  }
}
