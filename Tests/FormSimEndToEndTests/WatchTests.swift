import Foundation
import Testing

/// `--watch` in a real terminal: saving the layout file changes the form at once, typed text
/// stays, and a broken save is shown in the panel while the last good form stays on screen.
@Suite(
  .serialized,
  .enabled(if: Tmux.isInstalled, "needs tmux (apt-get install tmux; .ci/run installs it)"))
struct WatchTests {
  @Test func savingTheStoryboardReloadsTheForm() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-watch-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "FormSimCoreTests/Storyboards/ShippingAddress.xib")
    let file = directory.appendingPathComponent("ShippingAddress.xib")
    let original = try String(contentsOf: fixture, encoding: .utf8)
    try original.write(to: file, atomically: true, encoding: .utf8)

    let tmux = try Tmux("\(Tmux.binary) run --layout \(file.path) --watch", columns: 120, rows: 40)
    try tmux.waitFor(text: "Full name")
    try tmux.press("Tab")
    try tmux.type("Ada")
    try tmux.waitFor(text: "Ada")

    // A save that renames the second field (written to a new file and renamed over, as editors do).
    let renamed = original.replacingOccurrences(
      of: "placeholder=\"Street\"", with: "placeholder=\"Street and number\"")
    try renamed.write(to: file, atomically: true, encoding: .utf8)
    let reloaded = try tmux.waitFor(text: "Street and number")
    #expect(reloaded.contains("Ada"))

    // A broken save: the panel says where, the form stays.
    try "<document>\n<objects>".write(to: file, atomically: true, encoding: .utf8)
    let broken = try tmux.waitFor(text: "not well-formed")
    #expect(broken.contains("Street and number"))
    #expect(broken.contains("Ada"))

    try tmux.press("F10")
    try tmux.waitFor(text: "EXIT=0")
  }
}
