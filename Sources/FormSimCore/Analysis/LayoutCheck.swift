import Foundation

/// The layout QA run behind `formsim check`: every selected device × orientation × strategy ×
/// field, each field focused from rest and from the previous field.
///
/// The cost is linear in the number of fields: the form is laid out once per group, each field
/// starts from a copy of that simulator at rest (the field array is shared, never copied), each
/// focus is a simulation whose length does not depend on the form's size, and reachability is
/// decided from a precomputed ``ContentExtent``. Groups (and chunks of long forms) run in
/// parallel on the available cores.
public struct LayoutCheck: Sendable {
  public var layout: Layout
  public var devices: [DeviceProfile]
  public var orientations: [Orientation]
  public var strategies: [String]
  /// Timing, frame rate, margin, era and predictive bar for every run; its layout, device,
  /// orientation and strategy are replaced by each group's.
  public var settings: SimulationSettings
  /// How many threads work at once; 1 runs everything on the calling thread.
  public var concurrency: Int
  /// Fields per unit of parallel work: long forms are split so that one group can use every core.
  public var chunkSize = 128

  /// A check of `layout` on every built-in device, both orientations, the `reference` strategy.
  public init(
    layout: Layout, devices: [DeviceProfile] = DeviceProfile.builtIn,
    orientations: [Orientation] = Orientation.allCases, strategies: [String] = ["reference"],
    settings: SimulationSettings = SimulationSettings(),
    concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.layout = layout
    self.devices = devices
    self.orientations = orientations
    self.strategies = strategies
    self.settings = settings
    self.concurrency = concurrency
  }

  /// The groups in report order: device, then orientation, then strategy.
  public var groups: [LayoutCheckGroup] {
    devices.flatMap { device in
      orientations.flatMap { orientation in
        strategies.map {
          LayoutCheckGroup(device: device, orientation: orientation, strategy: $0)
        }
      }
    }
  }

  /// How many field checks a run makes.
  public var checkCount: Int { groups.count * layout.fieldSpecs.count }

  /// Runs every check.
  public func run() -> LayoutCheckReport {
    execute(progress: { _, _ in }, reportsProgress: false)
  }

  /// Runs every check; `progress(done, total)` is called on the calling thread now and then
  /// (about ten times a second) while the work runs, and once at the end.
  public func run(progress: (_ done: Int, _ total: Int) -> Void) -> LayoutCheckReport {
    execute(progress: progress, reportsProgress: true)
  }

  private func execute(progress: (Int, Int) -> Void, reportsProgress: Bool) -> LayoutCheckReport {
    let groups = groups
    let fieldCount = layout.fieldSpecs.count
    let runners = groups.map { GroupRunner(group: $0, settings: settings, layout: layout) }
    let chunk = max(1, chunkSize)
    let items = groups.indices.flatMap { index in
      stride(from: 0, to: fieldCount, by: chunk).map { start in
        (group: index, fields: start..<min(fieldCount, start + chunk))
      }
    }
    let store = ResultStore(count: items.count)
    let work: @Sendable (Int) -> Void = { item in
      let (group, fields) = items[item]
      store.put(runners[group].check(fields), at: item)
    }
    let total = checkCount
    if concurrency <= 1 || items.count <= 1 {
      for item in items.indices {
        work(item)
        if reportsProgress { progress(store.done, total) }
      }
    } else if reportsProgress {
      let finished = DispatchGroup()
      let workers = min(concurrency, items.count)
      DispatchQueue.global().async(group: finished) {
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
          while let item = store.nextItem() { work(item) }
        }
      }
      while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
        progress(store.done, total)
      }
      progress(total, total)
    } else {
      let workers = min(concurrency, items.count)
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let item = store.nextItem() { work(item) }
      }
    }
    return LayoutCheckReport(
      layout: layout.name, fieldCount: fieldCount, groups: groups, checks: store.results())
  }
}

/// Results written by worker threads into slots fixed in advance, so the report's order does
/// not depend on scheduling. Every access goes through the lock.
private final class ResultStore: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [[FieldCheck]]
  private var next = 0
  private var completed = 0

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  /// The next unclaimed work item, or `nil` when all are taken.
  func nextItem() -> Int? {
    lock.withLock {
      guard next < slots.count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func put(_ checks: [FieldCheck], at index: Int) {
    lock.withLock {
      slots[index] = checks
      completed += checks.count
    }
  }

  /// How many field checks are finished.
  var done: Int { lock.withLock { completed } }

  /// Every check in slot order, in one array allocated once (hundreds of thousands of checks
  /// would otherwise be copied at every doubling).
  func results() -> [FieldCheck] {
    lock.withLock {
      var all: [FieldCheck] = []
      all.reserveCapacity(completed)
      for slot in slots { all.append(contentsOf: slot) }
      return all
    }
  }
}
