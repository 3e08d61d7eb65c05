import Foundation
import Testing

@testable import FormSimCore

/// A scene's outlet connections, named as `--bind` names the simulated screen.
@Suite struct SceneOutletsTests {
  @Test func theNotesScenesOutletsBindToItsViewsAndConstraints() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Storyboards/Notes.storyboard").path
    let source = try LayoutSource.loadOne(file)
    // The scroll view, the root view's bottom to the scroll view's bottom, the content view's
    // height, the third field (Signature, y 600, third from the top) and the content view.
    #expect(
      source.outlets == [
        "notesScroll": "scroll", "bottomConstraint": "scroll.bottom",
        "contentHeight": "content.height", "signatureField": "field:3", "content": "content",
      ])
  }

  @Test func aBottomConstraintWithTheScrollViewFirstBindsAsItsNegative() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Storyboards/Notes.storyboard").path
    // The same scene with the constraint written the other way round, as Xcode also writes
    // it: scrollView.bottom = view.bottom + constant, so a negative constant lifts it.
    let swapped = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
      of: #"firstItem="Nts-Vw-001" firstAttribute="bottom" secondItem="Nts-Sv-001""#,
      with: #"firstItem="Nts-Sv-001" firstAttribute="bottom" secondItem="Nts-Vw-001""#)
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-swapped-\(UUID().uuidString).storyboard").path
    try swapped.write(toFile: copy, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let source = try LayoutSource.loadOne(copy)
    #expect(source.outlets["bottomConstraint"] == "-scroll.bottom")
  }

  @Test func aSceneWithoutConnectionsHasNoOutlets() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Storyboards/SignUp.storyboard").path
    #expect(try LayoutSource.loadOne(file, scene: "SignUp").outlets.isEmpty)
  }
}

extension SceneOutletsTests {
  @Test func theFieldsEditingActionsAreRead() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Storyboards/Coupon.storyboard").path
    let source = try LayoutSource.loadOne(file)
    // Fields 1 and 3 begin editing with `fieldStarted:`, field 3 ends with `fieldFinished`;
    // field 2's `editingChanged` is no event a keyboard handler runs on.
    #expect(
      source.actions == [
        FieldAction(field: 1, event: .editingDidBegin, selector: "fieldStarted:"),
        FieldAction(field: 3, event: .editingDidBegin, selector: "fieldStarted:"),
        FieldAction(field: 3, event: .editingDidEnd, selector: "fieldFinished"),
      ])
    #expect(source.outlets == ["formScroll": "scroll"])
  }
}
