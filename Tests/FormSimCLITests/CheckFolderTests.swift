import Foundation
import Testing

@testable import FormSimCLI

/// `formsim check FOLDER`: every form under the folder, as the package plugin checks a target.
@Suite struct CheckFolderTests {
  /// A folder with the sign-up storyboard, a xib and a layout JSON one level down, a JSON file
  /// that is no layout, and a broken storyboard in a hidden folder.
  static func folder() throws -> URL {
    let folder = uniqueTemporaryPath("layouts")
    let manager = FileManager.default
    try manager.createDirectory(
      at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
    for (name, destination) in [
      ("SignUp.storyboard", "SignUp.storyboard"), ("ShippingAddress.xib", "Sub/Shipping.xib"),
      ("Malformed.storyboard", ".hidden/Malformed.storyboard"),
    ] {
      try manager.copyItem(
        at: ImportCommandTests.storyboards.appendingPathComponent(name),
        to: folder.appendingPathComponent(destination))
    }
    try formsim("layouts", "--json", "twelve").output.write(
      to: folder.appendingPathComponent("Sub/twelve.json"), atomically: true, encoding: .utf8)
    try #"{"name": "not a layout"}"#.write(
      to: folder.appendingPathComponent("Package.json"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func everyFormUnderTheFolderIsChecked() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = formsim(
      "check", folder.path, "--device", "iphone-se", "--portrait-only", "--strategy", "none",
      "--format", "xcode")
    // `none` leaves the sign-up form's low fields under the keyboard: a failed check.
    #expect(run.status == 1, "\(run.error)")
    let summaries = run.output.split(separator: "\n").filter { !$0.contains(": error: ") }
      .filter { !$0.contains(": warning: ") }
    // Path order: SignUp.storyboard, then Sub/Shipping.xib (two form scenes), Sub/twelve.json.
    #expect(
      summaries.map { $0.split(separator: ":")[0] } == [
        "Sign up", "LoginViewController", "ShippingAddressViewController", "twelve",
      ])
    #expect(run.output.contains("\(folder.path)/SignUp.storyboard:94:1: error: field 8"))
    #expect(!run.output.contains("Malformed"))
  }

  @Test func aFolderWithoutLayoutsOrWithAScene() throws {
    let empty = uniqueTemporaryPath("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let none = formsim("check", empty.path)
    #expect(none.status == 2)
    #expect(none.error.hasPrefix("formsim check: \(empty.path): holds no layout"))
    let scene = formsim("check", empty.path, "--scene", "SignUp")
    #expect(scene.status == 2)
    #expect(scene.error.contains("--scene picks a scene of one file, not of a folder"))
    let run = formsim("simulate", "--layout", empty.path, "--script", "focus 1")
    #expect(run.status == 2)
    #expect(run.error.contains("is a folder; give one layout file"))
  }
}
