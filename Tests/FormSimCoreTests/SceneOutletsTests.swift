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

  @Test func aSceneWithoutConnectionsHasNoOutlets() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Storyboards/SignUp.storyboard").path
    #expect(try LayoutSource.loadOne(file, scene: "SignUp").outlets.isEmpty)
  }
}
