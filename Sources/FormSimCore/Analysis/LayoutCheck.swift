import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The layout QA run behind `formsim check`: every selected device × orientation × strategy ×
/// field, each field focused from rest and from the previous field.
///
/// The cost is linear in the number of fields: the form is laid out once per device and
/// orientation, each field starts from a copy of the simulator at rest (the field array is
/// shared, never copied), the run from the previous field starts from the previous field's run
/// from rest, each focus is a simulation whose length does not depend on the form's size, and
/// reachability is decided from a precomputed ``ContentExtent``. Groups (and chunks of long
/// forms) run in parallel on the available cores, writing their checks straight into the
/// report. `formsim-bench` times it; `Scripts/check-figures.sh` proves a faster version reports
/// the same figures.
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
    layout: Layout, devices: [DeviceProfile] = DeviceProfile.checkDefaults,
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
    // The form laid out once per device and orientation, not once per strategy as well.
    var worlds: [RestingWorldKey: World] = [:]
    let runners = groups.map { group in
      let key = RestingWorldKey(device: group.device, orientation: group.orientation)
      let world =
        worlds[key]
        ?? Simulator.restingWorld(
          for: GroupRunner.settings(of: group, settings, layout: layout))
      worlds[key] = world
      return GroupRunner(group: group, settings: settings, layout: layout, restingWorld: world)
    }
    let chunk = max(1, chunkSize)
    let items = groups.indices.flatMap { index in
      stride(from: 0, to: fieldCount, by: chunk).map { start in
        (group: index, fields: start..<min(fieldCount, start + chunk))
      }
    }
    let total = checkCount
    // Every check is written straight into the report's array, at the place its group and
    // field give it: no array per work item, no copy of hundreds of thousands of checks.
    let checks = [FieldCheck](unsafeUninitializedCapacity: total) { buffer, initialized in
      let store = ResultStore(count: items.count, output: buffer.baseAddress)
      let work: @Sendable (Int, GroupRunner) -> Void = { item, runner in
        let (group, fields) = items[item]
        store.write(
          fields.count, at: group * fieldCount + fields.lowerBound
        ) { runner.check(fields, into: $0) }
      }
      // Each worker thread runs its own copies of the groups' strategies.
      let worker: @Sendable () -> Void = {
        var own = WorkerRunners(shared: runners)
        while let item = store.nextItem() { work(item, own.runner(items[item].group)) }
      }
      if concurrency <= 1 || items.count <= 1 {
        for item in items.indices {
          work(item, runners[items[item].group])
          if reportsProgress { progress(store.done, total) }
        }
      } else if reportsProgress {
        let finished = DispatchGroup()
        let workers = min(concurrency, items.count)
        DispatchQueue.global().async(group: finished) {
          WorkerThreads.run(count: workers, worker)
        }
        while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
          progress(store.done, total)
        }
        progress(total, total)
      } else {
        WorkerThreads.run(count: min(concurrency, items.count), worker)
      }
      initialized = store.done
    }
    return LayoutCheckReport(
      layout: layout.name, fieldCount: fieldCount, groups: groups, checks: checks)
  }
}

/// What a world at rest depends on besides the settings every group shares.
private struct RestingWorldKey: Hashable {
  let device: DeviceProfile
  let orientation: Orientation
}

/// One worker thread's runners: each group's, with a strategy that shares no object with
/// another thread's (`KeyboardAvoidanceStrategy.unshared`), made when the worker first takes a
/// work item of that group; the groups of one strategy share the thread's copies.
private struct WorkerRunners {
  let shared: [GroupRunner]
  private var own: [GroupRunner?]
  private let copies = ThreadCopies()

  init(shared: [GroupRunner]) {
    self.shared = shared
    own = Array(repeating: nil, count: shared.count)
  }

  mutating func runner(_ group: Int) -> GroupRunner {
    if let runner = own[group] { return runner }
    let runner = shared[group].unshared(copies: copies)
    own[group] = runner
    return runner
  }
}

/// Hands out work items and counts finished checks; the checks themselves go into the report's
/// storage, each work item initialising its own disjoint range of it, so the report's order does
/// not depend on scheduling. The counters go through the lock.
private final class ResultStore: @unchecked Sendable {
  private let counters = Mutex((next: 0, completed: 0))
  private let count: Int
  private let output: UnsafeMutablePointer<FieldCheck>?

  init(count: Int, output: UnsafeMutablePointer<FieldCheck>?) {
    self.count = count
    self.output = output
  }

  /// The next unclaimed work item, or `nil` when all are taken.
  func nextItem() -> Int? {
    counters.withLock { counters in
      guard counters.next < count else { return nil }
      defer { counters.next += 1 }
      return counters.next
    }
  }

  /// Lets `initialize` fill the `checks` slots from `offset` (outside the lock: no other work
  /// item touches them), then counts them.
  func write(
    _ checks: Int, at offset: Int, _ initialize: (UnsafeMutablePointer<FieldCheck>) -> Void
  ) {
    guard let output, checks > 0 else { return }
    initialize(output + offset)
    counters.withLock { $0.completed += checks }
  }

  /// How many field checks are finished.
  var done: Int { counters.withLock { $0.completed } }
}
