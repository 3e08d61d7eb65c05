import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// Each file of `Corpus/` run from its committed program on a chosen device and form, with the
/// figures its code gives worked by hand beside each check.
///
/// The twelve-field form puts field N at y = 20 + 50 (N − 1) in the content view, 31 tall, in a
/// scroll view that fills the root view. The iPhone 4 is 320 × 480 with a 216-pt keyboard
/// (end frame y = 480 − 216 = 264; the begin frame of will-show is the hidden keyboard, 216 tall
/// at y = 480); the iPhone SE 375 × 667 with 216; the iPhone 15 393 × 852 with 291 + the 44-pt
/// predictive bar = 335, a 59-pt top and a 34-pt bottom safe area that the scroll view adds to
/// its insets by itself (so it rests at offset −59). UIKit scrolls the first responder inside the
/// scroll view's bounds less its bottom inset when the keyboard shows.
///
/// A file today's engine does not run to the end has its run inside
/// `withKnownIssue("FILE:LINE:COL: what stops it today")`, which accepts only the engine's
/// refusal or stop at that place with that message: a file that stops has no figures to check,
/// a file that runs has its figures checked as any other, and a file stopped elsewhere or for
/// another reason fails. The day it runs, the marker fails and must go.
@Suite struct CorpusRunTests {
  /// Runs `file` with `script` (none when empty, for a check that drives the simulator itself)
  /// and hands the settled simulator to `check`; a handler that stops on the way is an issue
  /// and its figures are not checked. `knownIssue` is where and why the engine refuses or
  /// stops the file today, as its message gives them (`NAME.swift:LINE:COL: message`).
  func corpus(
    _ file: String, bind: [(String, String)] = [], setup: [String] = [],
    layout: Layout = .twelve, device: DeviceProfile = .iphone4,
    orientation: Orientation = .portrait, script: String, knownIssue: String? = nil,
    check: (inout Simulator) throws -> Void
  ) throws {
    func body() throws {
      let handler = try CorpusHandler(file, bind: bind, setup: setup)
      var simulator = handler.simulator(layout: layout, device: device, orientation: orientation)
      if !script.isEmpty {
        try simulator.play(script)
      }
      // The first crash or stop of the run, whichever step's events it came with.
      if let stop = simulator.world.handlerCrash {
        Issue.record("stopped: \(stop)")
        return
      }
      try check(&simulator)
      // A stop in a step the check drove itself rather than through `step`.
      if let stop = simulator.world.handlerCrash {
        Issue.record("stopped: \(stop)")
      }
    }
    guard let knownIssue else {
      return try body()
    }
    // An error the matcher turns down is thrown again, and fails the test.
    try withKnownIssue(Comment(rawValue: knownIssue)) {
      try body()
    } matching: { issue in
      Self.says(issue, knownIssue)
    }
  }

  /// A handler stop in a step a check plays: the check ends there.
  struct Stop: Error, CustomStringConvertible {
    let message: String
    var description: String { "stopped: \(message)" }
  }

  /// Whether `issue` is the engine's refusal (a check failure's `FILE:LINE:COL: error: …`) or
  /// stop (`handler stopped at FILE:LINE:COL: …`) that `place` names.
  static func says(_ issue: Issue, _ place: String) -> Bool {
    let text: String
    if case .errorCaught(let error) = issue.kind {
      text = String(describing: error)
    } else if let comment = issue.comments.first, comment.rawValue.hasPrefix("stopped: ") {
      text = comment.rawValue
    } else {
      return false
    }
    return text.replacingOccurrences(of: ": error: ", with: ": ").contains("/Corpus/" + place)
  }

  // MARK: - Swift: scroll-view insets

  @Test func didShowInsetsByTheBeginFramesHeight() throws {
    try corpus("DidShowBeginFrameInset.swift", script: "focus 3") { simulator in
      // At did-show the begin frame is the hidden keyboard, as tall as the shown one: 216.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
      try simulator.step("dismiss")
      // Will-hide puts back .zero.
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func aMethodCalledFromViewDidLoadRegistersDidShow() throws {
    try corpus(
      "RegisterMethodDidShow.swift", device: .iphone15, script: "focus 3"
    ) {
      simulator in
      // iPhone 15: the end frame is 291 + 44 = 335 tall; the inset takes all of it.
      #expect(simulator.world.contentInset.bottom == 335)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 335)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func anExtensionInsetsByTheKeyboardLessTheFooter() throws {
    try corpus("SignInExtensionInset.swift", script: "focus 10") { simulator in
      // 216 − footerHeight 50 = 166; the indicators are left alone.
      #expect(simulator.world.contentInset.bottom == 166)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
      // UIKit keeps field 10 (470…501) inside 480 − 166 = 314: offset 501 − 314 = 187.
      #expect(simulator.world.contentOffset.y == 187)
    }
  }

  @Test func aLoginScreenCastsTheEndFrameToCGRect() throws {
    try corpus(
      "LoginCastToCGRect.swift", device: .iphoneSE, script: "focus 12"
    ) { simulator in
      // iPhone SE: 216 (no predictive bar by default).
      #expect(simulator.world.contentInset.bottom == 216)
      // Field 12 is 570…601; the SE's 667 less 216 leaves 451: offset 601 − 451 = 150.
      #expect(simulator.world.contentOffset.y == 150)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func aHideHandlerWritingThroughAnOptionalOutlet() throws {
    try corpus("OptionalOutletWasShown.swift", device: .iphone15, script: "focus 10") {
      simulator in
      // The whole 335 as the inset, on top of the 34 the scroll view adds: 369 adjusted.
      #expect(simulator.world.contentInset.bottom == 335)
      #expect(simulator.world.model.adjustedContentInset.bottom == 369)
      // Field 10 ends at 501, inside 852 − 369 = 483 below the offset: 501 − 483 = 18.
      #expect(simulator.world.contentOffset.y == 18)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func aLargeControllerBuildingItsViewsInCode() throws {
    // The scroll view the controller makes in code is the one the form is in.
    try corpus(
      "LargePreviewController.swift", bind: [("scrollView", "scroll")], script: "focus 3"
    ) { simulator in
      // UIEdgeInsetsMake(0, 0, 216, 0) at did-show, the indicators copied from it.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    }
  }

  @Test func computedPropertiesOnNotificationFeedTheInset() throws {
    try corpus(
      "NotificationFrameProperties.swift", script: "focus 3"
    ) { simulator in
      // keyboardEndFrame.height = 216, set inside an animation of keyboardDuration 0.3.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func oneSelectorAddsAndTakesAwayTheKeyboardAndAMargin() throws {
    try corpus(
      "OneSelectorToggle.swift", bind: [("bodyView", "field:1")], script: "focus 3"
    ) { simulator in
      // viewDidLoad sets the top to 10; will-show adds (216 + 20) × 1 = 236 to the bottom.
      #expect(simulator.world.contentInset.top == 10)
      #expect(simulator.world.contentInset.bottom == 236)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 236)
      try simulator.step("dismiss")
      // Will-hide adds (216 + 20) × −1: 236 − 236 = 0.
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func aSnippetUsingAnUndeclaredTableView() throws {
    try corpus(
      "TableInsetSnippet.swift", bind: [("tableView", "scroll")], script: "focus 3"
    ) { simulator in
      // UIEdgeInsetsMake(0, 0, 216, 0) on both.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    }
  }

  @Test func swift2GetValueCopiesTheFrameOut() throws {
    try corpus(
      "TextViewGetValueSwift2.swift", script: "focus 3"
    ) { simulator in
      // The default top of 10 is kept; the bottom is the copied frame's 216.
      #expect(simulator.world.contentInset.top == 10)
      #expect(simulator.world.contentInset.bottom == 216)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func theActiveFieldIsScrolledToWhenItsOriginIsCovered() throws {
    try corpus("ActiveFieldScrollRect.swift", script: "focus 10") { simulator in
      // Begin frame 216 as the inset; the root frame less 216 is 0…264, which does not hold
      // field 10's origin (20, 470), so its frame (470…501) is scrolled into 480 − 216 = 264:
      // offset 501 − 264 = 237.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
      #expect(simulator.world.contentOffset.y == 237)
    }
  }

  @Test func didHideRunningTheDidShowHandlerLeavesTheInset() throws {
    try corpus("DidHideReusesDidShow.swift", script: "focus 10") { simulator in
      // As above: 216 and offset 501 − 264 = 237.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.contentOffset.y == 237)
      try simulator.step("dismiss")
      // Did-hide runs the did-show handler after editing ended: no field, nothing changes.
      #expect(simulator.world.contentInset.bottom == 216)
    }
  }

  @Test func aFixedOffsetSetWhenEditingBegins() throws {
    try corpus("FixedOffsetOnEditing.swift", script: "focus 10") { simulator in
      // setContentOffset(0, 259); field 10 is then at 470 − 259 = 211…242, above the
      // keyboard's top at 264, so UIKit has nothing to scroll.
      #expect(simulator.world.contentOffset.y == 259)
      #expect(simulator.world.contentInset.bottom == 0)
      try simulator.step("dismiss")
      #expect(simulator.world.contentOffset.y == 0)
    }
  }

  @Test func swift6MainActorFrameClippedToTheScreen() throws {
    try corpus(
      "MainActorNotificationFrame.swift", device: .iphone15, script: "focus 3"
    ) { simulator in
      // 335 clipped to the screen is 335; less the 34-pt bottom safe area: 301, 335 adjusted.
      #expect(simulator.world.contentInset.bottom == 301)
      #expect(simulator.world.model.adjustedContentInset.bottom == 335)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 301)
    }
  }

  @Test func nestedFunctionsDeferAndDoCatchAroundAnOverlapScroll() throws {
    try corpus(
      "DeferredRestoreDoCatch.swift", script: "focus 10"
    ) { simulator in
      // keyboardTop = 480 − 216 = 264. Field 10 ends at 501 − offset; whether UIKit had
      // scrolled it to 21 or not, the overlap brings the offset to 501 − 264 = 237.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.contentOffset.y == 237)
    }
  }

  // MARK: - Swift: constraints

  @Test func aStringKeyAndAMarginOnAConstraint() throws {
    try corpus(
      "StringKeyConstraint.swift", bind: [("composerBottom", "scroll.bottom")], script: "focus 3"
    ) { simulator in
      // 216 + 20 = 236 lifts the scroll view's bottom: 480 − 236 = 244 tall.
      #expect(simulator.world.scrollViewBottomLift == 236)
      #expect(simulator.world.scrollViewFrame.height == 244)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewBottomLift == 0)
    }
  }

  @Test func aChatInputBarLessAFixedGap() throws {
    try corpus(
      "ChatInputAnchor.swift", bind: [("inputBarBottom", "scroll.bottom")], device: .iphone15,
      script: "focus 3"
    ) { simulator in
      // 335 − 20 = 315: the scroll view is 852 − 315 = 537 tall.
      #expect(simulator.world.scrollViewBottomLift == 315)
      #expect(simulator.world.scrollViewFrame.height == 537)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewBottomLift == 0)
    }
  }

  @Test func swift2ObserversAddedInViewWillAppear() throws {
    try corpus(
      "Swift2SelectorString.swift", bind: [("keyboardSpacing", "scroll.bottom")],
      script: "focus 3"
    ) { simulator in
      // The constant is the end frame's 216; the layout pass runs at once: 480 − 216 = 264.
      #expect(simulator.world.scrollViewBottomLift == 216)
      #expect(simulator.world.scrollViewFrame.height == 264)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewFrame.height == 480)
    }
  }

  @Test func willChangeFrameDecidesFromTheEndFramesOrigin() throws {
    try corpus(
      "EditorChangeFrameExtension.swift", bind: [("toolbarBottom", "scroll.bottom")],
      script: "focus 3"
    ) { simulator in
      // Showing: the end frame's y 264 < the screen's 480, so the constant is its 216.
      #expect(simulator.world.scrollViewBottomLift == 216)
      #expect(simulator.world.scrollViewFrame.height == 264)
      try simulator.step("dismiss")
      // Hiding: the end frame's y is 480 ≥ 480, so 0.
      #expect(simulator.world.scrollViewBottomLift == 0)
    }
  }

  @Test func aProtocolExtensionSetsTheBarLessTheSafeArea() throws {
    try corpus(
      "ProtocolBarConstraint.swift", bind: [("barBottomConstraint", "scroll.bottom")],
      device: .iphone15, script: "focus 3"
    ) { simulator in
      // 335 − the 34-pt bottom safe area = 301; 852 − 301 = 551 tall.
      #expect(simulator.world.scrollViewBottomLift == 301)
      #expect(simulator.world.scrollViewFrame.height == 551)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewBottomLift == 0)
    }
  }

  @Test func aChatRoomWithADictionaryOfMessagesAndAnEnumSwitch() throws {
    try corpus(
      "ChatRoomDictionary.swift", bind: [("inputBottom", "scroll.bottom")], script: "focus 3"
    ) { simulator in
      // 216 − toolBarHeight 46 = 170; 480 − 170 = 310 tall.
      #expect(simulator.world.scrollViewBottomLift == 170)
      #expect(simulator.world.scrollViewFrame.height == 310)
    }
  }

  // MARK: - Swift: the root view

  @Test func aDataSourceExtensionMovesTheRootByTheKeyboardLessTheBar() throws {
    try corpus(
      "DataSourceExtensionOrigin.swift", script: "focus 3"
    ) { simulator in
      // origin.y = −(216 − 60) = −156.
      #expect(simulator.world.rootTransform.ty == -156)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func anExtensionOfEveryControllerRegisteredBySetup() throws {
    try corpus(
      "ControllerExtensionOrigin.swift", setup: ["observeKeyboardMovingView"], script: "focus 10"
    ) { simulator in
      // At rest (origin 0), so origin.y −= the begin frame's 216.
      #expect(simulator.world.rootTransform.ty == -216)
      // Field 10 (470…501) was below the 480-pt bounds: UIKit scrolled it in, 501 − 480 = 21.
      #expect(simulator.world.contentOffset.y == 21)
      try simulator.step("dismiss")
      // Not at rest, so += the hide's begin frame, the shown keyboard's 216: back to 0.
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aLooseSnippetShiftsByOrientation() throws {
    try corpus(
      "OrientationShiftSnippet.swift", script: "focus 3"
    ) { simulator in
      // Portrait: y = −50, whatever the keyboard.
      #expect(simulator.world.rootTransform.ty == -50)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aLooseSnippetShiftsFurtherInLandscape() throws {
    try corpus("OrientationShiftSnippet.swift", orientation: .landscape, script: "focus 3") {
      simulator in
      // Landscape: y = −100.
      #expect(simulator.world.rootTransform.ty == -100)
    }
  }

  @Test func blockObserversSetAFixedOrigin() throws {
    try corpus("BlockObserversFixedLift.swift", script: "focus 10") { simulator in
      // −200 whatever the keyboard; field 10 was scrolled into the bounds: 501 − 480 = 21.
      #expect(simulator.world.rootTransform.ty == -200)
      #expect(simulator.world.contentOffset.y == 21)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aWillHideCopiedFromWillShowNeverComesBack() throws {
    try corpus("Swift22MoveUpBug.swift", script: "focus 3") { simulator in
      // At rest: −216.
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("dismiss")
      // Will-hide only acts at rest (origin 0): it is at −216, so it stays there.
      #expect(simulator.world.rootTransform.ty == -216)
    }
  }

  @Test func aSwift2CStyleLoopRunsAsTheWhileItMeans() throws {
    let program = try ProgramFolder.corpus.program("Swift2CStyleLoopListing.swift")
    #expect(
      program.diagnostics.map(\.message) == [
        "Swift 2's C-style 'for': read as the 'while' loop it means"
      ])
    try corpus("Swift2CStyleLoopListing.swift", script: "focus 3") { simulator in
      // viewDidLoad's identifier loop went round 12 times without a crash. The show's begin
      // and end frames are both 216 tall, and the root view was at rest: up by 216.
      #expect(simulator.world.handlerCrash == nil)
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("focus 4")
      // Away from rest (−216), a same-height show moves nothing.
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("dismiss")
      // Will-hide adds the begin frame's 216 back: 0.
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aTransformFromStringKeysWithTheCurveReadAsTheDuration() throws {
    try corpus("TransformStringKeys.swift", script: "focus 3") { simulator in
      // translationX: 0, y: −(the begin frame's 216).
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("dismiss")
      // Will-hide reads the curve key as its duration (the iPhone 4's keyboard curve is 0,
      // ease-in-out) and sets the identity: back to 0.
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aProtocolExtensionsDefaultHandlers() throws {
    try corpus("ProtocolDefaultOrigin.swift", script: "focus 3") { simulator in
      // At rest: origin.y −= 216.
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func anEnumSwitchComputesACompressedRootFrame() throws {
    try corpus(
      "TranslationTypeSwitch.swift", script: "focus 3"
    ) { simulator in
      // .compress: height = keyboardTop − origin = (480 − 216) − 0 = 264; the scroll view
      // fills the root view.
      #expect(simulator.world.scrollViewFrame.height == 264)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewFrame.height == 480)
    }
  }

  @Test func aBlockObserverHandsDollarZeroToTheController() throws {
    try corpus("ClosureObserverDollarZero.swift", device: .iphoneSE, script: "focus 3") {
      simulator in
      // iPhone SE: the end frame is 216 tall.
      #expect(simulator.world.contentInset.bottom == 216)
      try simulator.step("dismiss")
      // The hide block sets .zero through self?.
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  /// Where field `index` of the twelve-field form is in the window now (model values).
  static func windowY(of index: Int, in simulator: Simulator) -> Double {
    simulator.world.model.windowFrame(ofContent: simulator.world.fields[index].frame).minY
  }

  @Test func aContainerTranslatedByTheKeyboardLessAnEighthOfTheScreen() throws {
    try corpus("BoxTransformEighth.swift", bind: [("box", "content")], script: "focus 3") {
      simulator in
      // translationX: 0, y: −216 + 480 / 8 = −216 + 60 = −156, on the content view.
      #expect(simulator.world.contentTranslation.ty == -156)
      #expect(simulator.world.rootTransform.ty == 0)
      // Field 3 (content y 20 + 2 × 50 = 120) moves with it: 120 − 156 = −36, offset still 0.
      #expect(simulator.world.contentOffset.y == 0)
      #expect(Self.windowY(of: 2, in: simulator) == -36)
      try simulator.step("dismiss")
      #expect(simulator.world.contentTranslation.ty == 0)
      #expect(Self.windowY(of: 2, in: simulator) == 120)
    }
  }

  @Test func theFirstResponderScrollSeesTheMovedContainer() throws {
    try corpus("BoxTransformEighth.swift", bind: [("box", "content")], script: "focus 10") {
      simulator in
      // Will-show moves the container by −156 before UIKit brings the first responder into the
      // bounds: field 10 (470…501) is at 470 − 156 = 314…345 in the scroll view, inside its 480,
      // so the offset stays 0 (unmoved, it would have scrolled 501 − 480 = 21).
      #expect(simulator.world.contentOffset.y == 0)
      #expect(Self.windowY(of: 9, in: simulator) == 314)
    }
  }

  @Test func aContainerMovedByItsFrameOriginAndAnImageFormSimDoesNotDraw() throws {
    let handler = try CorpusHandler(
      "FormOriginSavedInViewDidLoad.swift", bind: [("formContainer", "content")])
    #expect(
      handler.warnings.contains {
        $0.message.contains("'logoImage' is a UIImageView, which FormSim does not draw")
      })
    try corpus(
      "FormOriginSavedInViewDidLoad.swift", bind: [("formContainer", "content")],
      script: "focus 3"
    ) { simulator in
      // viewDidLoad saved the container's y, 0; will-show sets it to 0 + (−80).
      #expect(simulator.world.contentTranslation.ty == -80)
      // Field 3: 120 − 80 = 40.
      #expect(Self.windowY(of: 2, in: simulator) == 40)
      try simulator.step("dismiss")
      #expect(simulator.world.contentTranslation.ty == 0)
    }
  }

  @Test(arguments: [("settings-tabs", 167.0), ("twelve", 216.0)])
  func aConstraintLessTheTabBarOfTheLayoutsTabBarController(layout: String, constant: Double)
    throws
  {
    try corpus(
      "TabBarLessConstraint.swift",
      bind: [("tableView", "scroll"), ("tableViewBottomConstraint", "scroll.bottom")],
      layout: try #require(Layout.builtIn(named: layout)), script: "focus 3"
    ) { simulator in
      // In settings-tabs the tab bar is 49 tall on the iPhone 4: 216 − 49 = 167. The twelve
      // fields have no tab bar controller: the chain is nil, ?? 0, and 216 − 0 = 216.
      #expect(simulator.world.scrollViewBottomLift == constant)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewBottomLift == 0)
    }
  }

  @Test(arguments: [("signup-nav", 64.0, 260.0), ("twelve", 0.0, 216.0)])
  func insetsBelowTheNavigationBarReadThroughANilableController(
    layout: String, top: Double, bottom: Double
  ) throws {
    try corpus(
      "NavigationBarTopInset.m", bind: [("tableView", "scroll")],
      layout: try #require(Layout.builtIn(named: layout)), script: "focus 1"
    ) { simulator in
      // signup-nav's bar sits below the 20-pt status bar, 44 tall: 20 + 44 = 64; its keyboard
      // carries the 44-pt Prev / Next / Done toolbar, so the begin frame is 216 + 44 = 260 tall.
      // Without a navigation controller the messages go to nil, 0 + 0, and the frame is 216.
      #expect(
        simulator.world.contentInset == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset == EdgeInsets(top: top, left: 0, bottom: 0, right: 0))
    }
  }

  @Test func additionalSafeAreaInsetsFromAUIViewControllerExtension() throws {
    try corpus(
      "SafeAreaKeyboardExtension.swift", bind: [("scrollView", "scroll")], script: "focus 10"
    ) { simulator in
      // The view's 480 less the converted end frame's top 264: 216, no tab bar. The scroll view
      // adds it to its insets (its own contentInset stays 0), and UIKit brings field 10
      // (470…501) into the 480 − 216 = 264 left: offset 501 − 264 = 237.
      #expect(simulator.world.additionalSafeAreaInsets.bottom == 216)
      #expect(simulator.world.contentInset.bottom == 0)
      #expect(simulator.world.model.adjustedContentInset.bottom == 216)
      #expect(simulator.world.contentOffset.y == 237)
      try simulator.step("dismiss")
      #expect(simulator.world.model.adjustedContentInset.bottom == 0)
    }
  }

  @Test func theSafeAreaInsetCountsTheHomeIndicatorTwice() throws {
    try corpus(
      "SafeAreaKeyboardExtension.swift", bind: [("scrollView", "scroll")], device: .iphone15,
      script: "focus 3"
    ) { simulator in
      // 852 − (852 − 335) = 335, taken from the view's bottom; the scroll view already adds the
      // home indicator's 34: 34 + 335 = 369, 34 more than the keyboard, as on a device.
      #expect(simulator.world.additionalSafeAreaInsets.bottom == 335)
      #expect(simulator.world.model.adjustedContentInset.bottom == 369)
      try simulator.step("dismiss")
      #expect(simulator.world.model.adjustedContentInset.bottom == 34)
    }
  }

  @Test func aCustomViewClassInAStoredPropertyAndAnAnalyticsCall() throws {
    try corpus(
      "RegistrationCustomView.swift", script: "focus 3"
    ) { simulator in
      // translationX: 0, y: −(the end frame's 216); the hide sets the identity.
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aGuidesSnippetWithUndeclaredScrollViewAndActiveField() throws {
    try corpus(
      "GuideSnippetScrollView.swift", bind: [("scrollView", "scroll")], device: .iphoneSE,
      script: "focus 12"
    ) { simulator in
      // Both insets 216. The root frame less 216 is 0…451 on the SE's 667; field 12's origin
      // (20, 570) is outside, so its frame (570…601) is scrolled into 451: 601 − 451 = 150.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
      #expect(simulator.world.contentOffset.y == 150)
    }
  }

  @Test func aSnippetSettingAnUndeclaredBottomConstraint() throws {
    try corpus(
      "NotificationExtensionConstraintSnippet.swift", bind: [("bottomConstraint", "scroll.bottom")],
      script: ""
    ) { simulator in
      simulator.focus(2)
      simulator.advance(by: 0.15)
      try simulator.throwIfStopped()
      // The layout pass runs in a 0.3 s block inside the keyboard's own 0.3 s ease-in-out:
      // half-way at 0.15 s, 216 / 2 = 108 lifted.
      #expect(abs(simulator.world.presentation.bottomLift - 108) < 1e-6)
      simulator.settle()
      // All of the keyboard's 216: 480 − 216 = 264 tall.
      #expect(simulator.world.scrollViewFrame.height == 264)
    }
  }

  @Test func swift6AsyncNotificationsAndAnIfExpression() throws {
    try corpus(
      "AsyncNotificationSequence.swift", device: .iphone15, script: "focus 3"
    ) { simulator in
      // The end frame's top 852 − 335 = 517 is above the view's 852: showing, so the inset is
      // 335 less the 34-pt bottom safe area, 301.
      #expect(simulator.world.contentInset.bottom == 301)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 301)
      try simulator.step("dismiss")
      // Hiding: the end frame's top is 852, not above it: 0.
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  // MARK: - Objective-C

  @Test func aMissingHeaderAndAReadonlyPropertysInstanceVariable() throws {
    try corpus(
      "BootCampDidShowConstraint.m", bind: [("bottomConstraint", "scroll.bottom")],
      script: "focus 3"
    ) { simulator in
      // restingConstant is the constant at load, 0. At did-show the keyboard's top 264 is
      // under the view's 480: 480 − 264 = 216, laid out at once: 480 − 216 = 264 tall.
      #expect(simulator.world.scrollViewBottomLift == 216)
      #expect(simulator.world.scrollViewFrame.height == 264)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewBottomLift == 0)
    }
  }

  @Test func willChangeFrameWithATouchesBeganOverride() throws {
    try corpus(
      "ChangeFrameAnimatedConstraint.m", bind: [("barBottom", "scroll.bottom")],
      script: "focus 3"
    ) { simulator in
      // 480 − the end frame's y 264 = 216; hiding, 480 − 480 = 0.
      #expect(simulator.world.scrollViewBottomLift == 216)
      try simulator.step("dismiss")
      #expect(simulator.world.scrollViewBottomLift == 0)
    }
  }

  @Test func aPastedSnippetWithGetValueAndAnUndeclaredScrollView() throws {
    try corpus("SnippetGetValueDuration.m", script: "focus 3") { simulator in
      // The end frame converted into the root view (at the window's origin) keeps its 216.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func observersRegisteredInInitOfAControllerMadeInCode() throws {
    try corpus(
      "InitRegistersObservers.swift", bind: [("scrollView", "scroll")], script: "focus 7"
    ) { simulator in
      // init(coder:) only crashes, so UIKit made the controller with init(), which registered
      // both observers: the end frame is 216 tall, and the indicator insets copy the insets.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
      // Field 7's bottom is 20 + 50 × 6 + 31 = 351; UIKit scrolls it to the visible bottom,
      // 480 − 216 = 264: offset 351 − 264 = 87.
      #expect(simulator.world.contentOffset.y == 87)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    }
  }

  @Test func observersRegisteredInInitWithNibNameBundle() throws {
    try corpus("InitWithNibNameObservers.m", script: "focus 7") { simulator in
      // `self = [super initWithNibName:…]` is the controller; origin.y = −(216 − 40) = −176.
      #expect(simulator.world.rootTransform.ty == -176)
      // A second field: the will-show again sets, not adds: still −176.
      try simulator.step("focus 8")
      #expect(simulator.world.rootTransform.ty == -176)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func theRootFrameMadeWithCGRectMake() throws {
    try corpus("RootFrameCGRectMake.m", script: "focus 3") { simulator in
      // y = the keyboard's top 264 − the view's 480 = −216.
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aUIViewCategorysAccessorsMoveTheRoot() throws {
    try corpus(
      "ViewFrameCategory.m", script: "focus 3"
    ) { simulator in
      // self.view.y = −216 goes through setY:, which sets frame.origin.y.
      #expect(simulator.world.rootTransform.ty == -216)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aBoolInstanceVariableFromAMissingHeaderGuardsAFrameShrink() throws {
    try corpus(
      "IvarFlagShrinksScrollFrame.m", bind: [("textField", "field:10")], script: "focus 10"
    ) { simulator in
      // Did-show: the scroll view's frame loses the end frame's 216: 480 − 216 = 264 tall;
      // field 10's frame (470…501) scrolled into those 264: offset 501 − 264 = 237.
      #expect(simulator.world.scrollViewFrame.height == 264)
      #expect(simulator.world.contentOffset.y == 237)
      try simulator.step("dismiss")
      // Did-hide gives back the hide's end frame height, 216: 480 again.
      #expect(simulator.world.scrollViewFrame.height == 480)
    }
  }

  @Test func aCategoryOnUIScrollViewInsetsAndScrollsBelowTheField() throws {
    try corpus("ScrollViewCategoryPresentation.m", script: "focus 10") { simulator in
      // Inset 216; the rect is field 10's frame moved down by its 31: 501…532, scrolled into
      // 480 − 216 = 264: offset 532 − 264 = 268.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.contentOffset.y == 268)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func instanceVariablesInTheImplementationKeepWhatToRestore() throws {
    try corpus("SavedInsetsInIvars.m", device: .iphone15, script: "focus 10") { simulator in
      // iPhone 15: the keyboard's top in the root view is 852 − 335 = 517, the overlap
      // 852 − 517 = 335 on both insets; with the 34 the scroll view adds, 369 adjusted.
      #expect(simulator.world.contentInset.bottom == 335)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 335)
      // Field 10 (470…501) scrolled into 852 − 369 = 483: offset 501 − 483 = 18.
      #expect(simulator.world.contentOffset.y == 18)
      try simulator.step("dismiss")
      // The saved insets, zero, come back.
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func aUIApplicationCategoryFedByBlockObserversInLoad() throws {
    try corpus(
      "ApplicationKeyboardFrameCategory.m", script: "focus 3"
    ) { simulator in
      // +load's did-show block, registered first, stores the end frame (216 tall) before the
      // controller's did-show reads it: inset 216.
      #expect(simulator.world.contentInset.bottom == 216)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func anIdHoldingTheBeginFrameTranslatesTheRootOnAnIPad() throws {
    try corpus("IdFrameInfoTransform.m", device: .ipad, script: "focus 3") { simulator in
      // iPad portrait: a 264-pt keyboard, so the begin frame is 264 tall: ty = −264.
      #expect(simulator.world.rootTransform.ty == -264)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func oneChangeFrameHandlerKeepsABarAboveTheKeyboard() throws {
    try corpus(
      "ChangeFrameHeightFromScreen.m", bind: [("barSpacing", "scroll.bottom")],
      script: "focus 3"
    ) { simulator in
      // Showing: 480 − the end frame's y 264 = 216 under the keyboard; 50 + 216 = 266, so the
      // scroll view is 480 − 266 = 214 tall.
      #expect(simulator.world.scrollViewBottomLift == 266)
      #expect(simulator.world.scrollViewFrame.height == 214)
      try simulator.step("dismiss")
      // Hiding: the end frame's y is 480, nothing under it: 50 + 0 = 50.
      #expect(simulator.world.scrollViewBottomLift == 50)
    }
  }

  @Test func aChatRoomWithMacrosTableProtocolsAndAMissingHeader() throws {
    try corpus(
      "ChatroomMacrosIvars.m", script: "focus 3"
    ) { simulator in
      // The frame moves up by 216 − TOOL_BAR_HEIGHT 46 = 170.
      #expect(simulator.world.rootTransform.ty == -170)
      try simulator.step("dismiss")
      // _originFrame, the frame at rest, comes back.
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }

  @Test func aDotSyntaxWriteRunsTheFilesOwnSetter() throws {
    try corpus("KeyboardHeightSetterOverride.m", script: "focus 10") { simulator in
      // The keyboard's top, 264, in the root view that fills the window: overlap 480 − 264 =
      // 216, stored through setKeyboardHeight:, whose insets are 216 + 8 = 224.
      #expect(simulator.world.contentInset.bottom == 224)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 224)
      // Field 10 (470…501) scrolled into 480 − 224 = 256: offset 501 − 256 = 245.
      #expect(simulator.world.contentOffset.y == 245)
      try simulator.step("dismiss")
      // The hidden keyboard's top is 480, no overlap: the setter sees 0 ≠ 216 and clears both.
      #expect(simulator.world.contentInset.bottom == 0)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    }
  }

  @Test func aHelpersDesignatedInitialiserRunsWhereItsPlainInitRefuses() throws {
    try corpus("DesignatedHelperInitializer.m", script: "focus 10") { simulator in
      // `init` refuses (doesNotRecognizeSelector:), so initWithViewController:scrollView: makes
      // the helper with the screen's controller and scroll view. iPhone 4: the keyboard's top
      // in the root view is 264, the bottom layout guide 0: 480 − 264 − 0 = 216.
      #expect(simulator.world.contentInset.bottom == 216)
      try simulator.step("dismiss")
      #expect(simulator.world.contentInset.bottom == 0)
    }
    try corpus(
      "DesignatedHelperInitializer.m", device: .iphone15, script: "focus 10"
    ) { simulator in
      // iPhone 15: 852 − (852 − 335) − 34 (the bottom layout guide, the home indicator's strip)
      // = 301; the scroll view adds the 34 itself, 335 in all.
      #expect(simulator.world.contentInset.bottom == 301)
      #expect(simulator.world.model.adjustedContentInset.bottom == 335)
    }
    // `--handler-setup` takes the Objective-C selector as the method's name.
    #expect(throws: Never.self) {
      try CorpusHandler(
        "DesignatedHelperInitializer.m", setup: ["initWithViewController:scrollView:"])
    }
  }

  @Test func combinePublishersMergedAndSunkIntoTheInsets() throws {
    try corpus("CombineMergedPublishers.swift", script: "focus 10") { simulator in
      // Will-show's end frame, (0, 264, 320, 216), in the root view that fills the window:
      // 480 − 264 = 216, through compactMap, map, the merge, the filter (216 ≥ 0) and the sink.
      #expect(simulator.world.contentInset.bottom == 216)
      #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
      // Field 10 (470…501) scrolled into 480 − 216 = 264: offset 237.
      #expect(simulator.world.contentOffset.y == 237)
      try simulator.step("dismiss")
      // Will-hide's publisher maps to 0.
      #expect(simulator.world.contentInset.bottom == 0)
    }
  }

  @Test func aCategoryPropertyKeptAsAnAssociatedObject() throws {
    try corpus("CategoryAssociatedLift.m", script: "focus 10") { simulator in
      // liftTop, 300, read back through objc_getAssociatedObject: the root view's y is
      // −(300 − (480 − 216)) = −36. Were the associated object lost, the getter's 0 would give
      // −(0 − 264) = 264 > 0, clamped to 0: no lift.
      #expect(simulator.world.rootTransform.ty == -36)
      try simulator.step("dismiss")
      #expect(simulator.world.rootTransform.ty == 0)
    }
  }
}

extension Simulator {
  /// Plays `script` as `play` does, and throws `CorpusRunTests.Stop` when the handler stopped
  /// on the way, so that a check does not go on to figures the stop decided.
  mutating func step(_ script: String) throws {
    try play(script)
    try throwIfStopped()
  }

  /// Throws `CorpusRunTests.Stop` when the handler has stopped, for a check that drives the
  /// simulator by hand (`focus`, `advance`) before its figures.
  func throwIfStopped() throws {
    if let stop = world.handlerCrash {
      throw CorpusRunTests.Stop(message: stop)
    }
  }
}
