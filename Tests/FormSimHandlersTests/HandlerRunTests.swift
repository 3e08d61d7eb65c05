import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// The fixture handlers of `Handlers/`, run from their committed programs by the simulator as
/// `formsim --handler` runs them, one per mechanism. The twelve-field form puts field N at
/// y = 20 + 50 (N − 1) in the content view, 280 × 31 at x 20; field 10 is at y 470.
@Suite struct HandlerRunTests {
  @Test func anExtensionOfUIScreenRunsOnTheScreenWithItAsSelf() throws {
    let fixture = try HandlerFixture("SharedObjectExtension.swift")
    let simulator = try fixture.simulator(after: "focus 3")
    // iPhone 4: the screen is 480 tall, so the allowance is 480 / 60 = 8: inset 216 + 8 = 224,
    // and the indicators 216 + 2 × 8 = 232.
    #expect(simulator.world.contentInset.bottom == 224)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 232)
  }

  @Test func aNumberNoIntegerHoldsConvertsAsCDoesInsteadOfTrapping() throws {
    let fixture = try HandlerFixture("NumberNoIntegerHolds.swift")
    let simulator = try fixture.simulator(after: "focus 1")
    // 1.0 / 0.0 is +inf; NSNumber's intValue and the options' raw value convert it as C does,
    // to Int.min, which is below 0 in both tests; max(Int.max, 0) is Int.max, compared as
    // integers: the view moves to y = −40.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -40)
  }

  @Test func aValueOfTheAppsOwnTypeIsOpaqueAndATypeOfTheFileRuns() throws {
    var simulator = try HandlerFixture("AppTypesMadeInHandler.swift").simulator(after: "focus 2")
    // `KeyboardDetails` comes from another file of the app: its value is opaque, and calling
    // `record` on it runs and changes nothing (it was nil, and the call crashed the handler).
    // `InsetPadding` is the file's own struct and runs: 216 + its margin 12 = 228.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 228)
    try simulator.play("dismiss")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aConstraintMadeInCodeIsTheOneItsBindingStandsFor() throws {
    let fixture = try HandlerFixture(
      "ConstraintMadeInCode.swift", bind: [("sheetBottom", "-scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 2")
    // viewDidLoad makes the sheet's bottom constraint, keeps it in the bound property (which
    // stopped the handler: "cannot be replaced") and activates it, which changes nothing.
    // iPhone 4: will-show sets the constant to −216, which lifts the scroll view's bottom by
    // 216 (the scroll view is the constraint's first item): 480 − 216 = 264 tall.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    #expect(simulator.world.scrollViewFrame.height == 264)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aBoundConstraintDeactivatedAndMadeAgainTakesTheNewConstant() throws {
    let fixture = try HandlerFixture(
      "RemadeBottomConstraint.swift", bind: [("scrollBottom", "-scroll.bottom")])
    // Will-show deactivates the bound constraint, makes one to the safe area's bottom (the
    // window's, on the iPhone 4) with −216 and activates it; the layout pass makes the scroll
    // view 480 − 216 = 264 tall, and UIKit scrolls field 10 (470…501) into it: 501 − 264 = 237.
    // (Before, deactivating stopped the handler: "deactivating constraints", offset 21.)
    // Will-hide does the same through `deactivate([…])` and `activate([…])` with a local and
    // no constant: 480 tall again, and the offset pulled back to 620 − 480 = 140.
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
    // The binding says what the code's constraints to the safe area stand for: no warning that
    // they are the app's layout.
    #expect(fixture.warnedLines == [15, 16])
  }

  @Test func structsMadeWithNoArgumentsAreZero() throws {
    var simulator = try HandlerFixture("ZeroStructProperties.swift").simulator(after: "focus 2")
    // `CGRect()`, `CGPoint()` and `CGFloat()` are zero (they stopped the handler: "'CGRect'
    // needs a number"): lift = 0 + the end frame's height 216 on an iPhone 4.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    // `CGFloat()` again: 0; the offset saved at rest (0, 0 on the iPhone 4) comes back.
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset == Point(x: 0, y: 0))
  }

  @Test func aFrameDividedAtTheKeyboardsTop() throws {
    var simulator = try HandlerFixture(
      "RectDivided.swift", bind: [("wrapperBottom", "scroll.bottom")]
    ).simulator(after: "focus 2")
    // The iPhone 4's 480-tall view divided 264 from its top leaves 480 − 264 = 216 below; the
    // 12-deep slice from the bottom edge adds 12: 216 + 12 = 228.
    #expect(simulator.world.scrollViewBottomLift == 228)
    try simulator.play("dismiss")
    // The hidden keyboard's top is 480: nothing remains, and no margin is added.
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aTableControllersOwnTableBesideItsDataSourceMethods() throws {
    let fixture = try HandlerFixture("TableControllerDataSource.swift")
    // `tableView(_:numberOfRowsInSection:)` does not hide the controller's table: the bare
    // `tableView` is an outlet, bound as the form's one scroll view.
    #expect(fixture.warnings.contains { $0.message.contains("'tableView' is not declared") })
    #expect(
      fixture.warnings.contains {
        $0.message.contains("it is taken as nil, so '??' gives '0'")
      })
    var simulator = try fixture.simulator(after: "focus 2")
    // The host is another file's, unknown: `?? 0` gives the top 0; the bottom is the 216.
    #expect(simulator.world.contentInset == EdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func anErrorPassedByAddressToOpaqueCodeIsUnknownAfterIt() throws {
    let fixture = try HandlerFixture(
      "OutErrorArgument.m", bind: [("bottomSpace", "scroll.bottom")])
    // `&error` was refused ("taking an address"); the SDK's call may write it, so `if (error)`
    // is a condition FormSim cannot know, taken as false with a warning.
    #expect(
      fixture.warnings.contains {
        $0.message.contains("the condition 'error' depends on code FormSim does not simulate")
      })
    var simulator = try fixture.simulator(after: "focus 2")
    // The constraint takes the end frame's 216 on the iPhone 4; 0 after the hide.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aMethodOfTheFileGivenAsTheObserversBlock() throws {
    // `using: keyboardWillShow` stopped the handler ("addObserver without a selector or a
    // block"); it is the method, called with the notification.
    var simulator = try HandlerFixture("MethodAsObserverBlock.swift").simulator(after: "focus 2")
    // Half the iPhone 4's 216: the root view moves to −108.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -108)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func outletsInAClosureThatNeverRunsNeedNoBinding() throws {
    // Only the constraint the keyboard code sets is bound: the text view and its height, used
    // in a closure handed to a reactive library's `subscribe`, which FormSim never runs, ask
    // for none. The bare `navigationItem` is the controller's (it was nil, and writing its
    // button crashed).
    #expect(
      try HandlerFixture.errors(
        "ReactiveNoteComposer.swift", bind: [("inputBottom", "scroll.bottom")]
      )
      .isEmpty)
    var simulator = try HandlerFixture(
      "ReactiveNoteComposer.swift", bind: [("inputBottom", "scroll.bottom")]
    ).simulator(after: "focus 2")
    // The view's 480 less the end frame's top 264: 216; 480 − 480 = 0 after the hide.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func anOptionalChainAssignmentThroughNilGoesOnToTheNextStatement() throws {
    // `navigationController?.navigationBar.translucent = false` with no navigation controller
    // ended viewDidLoad without a word, so the observer after it was never registered.
    var simulator = try HandlerFixture("NilChainAssignment.swift").simulator(after: "focus 2")
    // The view's 480 less the end frame's top 264: 216; 480 − 480 = 0 after the hide.
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aConstraintBoundToNoneAndAConvenienceInitOfUIKits() throws {
    // A one-pixel separator's constraint asks for a binding, and `none` is among the targets.
    let errors = try HandlerFixture.errors(
      "HairlineConstraint.swift", bind: [("listBottom", "scroll.bottom")])
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("'separatorHeight' is not bound") == true)
    #expect(errors.first?.message.contains("content.height, none)") == true)
    // Bound to `none`, it is opaque and the one pixel changes nothing. `self.init(nibName:
    // bundle:)` in `init()` is UIKit's (it called `init()` again until the stack ran out).
    var simulator = try HandlerFixture(
      "HairlineConstraint.swift",
      bind: [("listBottom", "scroll.bottom"), ("separatorHeight", "none")]
    ).simulator(after: "focus 2")
    #expect(simulator.world.handlerCrash == nil)
    // 480 − 264 = 216 on the iPhone 4; 480 − 480 = 0 after the hide.
    #expect(simulator.world.scrollViewBottomLift == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aPropertyTheShowingScreenPassesInIsOpaqueNotNil() throws {
    let fixture = try HandlerFixture(
      "InjectedDependency.swift", bind: [("inputBottom", "scroll.bottom")])
    // `currentUser!` in viewDidLoad crashed the handler ("unexpectedly found nil"): the file
    // never sets the users, which the pushing screen passes in, nor the untyped thread.
    #expect(
      fixture.warnings.filter { $0.message.contains("is never set in the file") }.map(\.location)
        == [
          SourceLocation(line: 11, column: 5), SourceLocation(line: 12, column: 5),
          SourceLocation(line: 13, column: 5),
        ])
    // What the pushing screen passes in is unknown here: a condition on it is warned of.
    #expect(
      fixture.warnings.contains {
        $0.location.line == 27
          && $0.message
            == "the condition 'partner != nil' depends on code FormSim does not simulate: it is"
            + " taken as false"
      })
    var simulator = try fixture.simulator(after: "focus 2")
    // iPhone 4: the input's bottom constraint takes the end frame's height, 216.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func anOperatorTheFileDeclaresRunsAsItsFunction() throws {
    var simulator = try HandlerFixture("AppOperator.swift").simulator(after: "focus 2")
    // `frame?.size !! fallback`: the end frame is there, so its size, 216 tall on an iPhone 4
    // (the operator was refused as unknown).
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    // `nil !! CGSize(width: 0, height: 8)`: the fallback, 8.
    #expect(simulator.world.contentInset.bottom == 8)
  }

  @Test func aButtonsTitleIsSkippedAsATitleNotAsTheNavigationBar() throws {
    let fixture = try HandlerFixture("ButtonTitleOnShow.swift", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines == [
        "18: skipped: FormSim does not simulate titles, a button's or the screen's ('setTitle')"
      ])
    // The inset is the keyboard's height, 216, and UIKit scrolls field 10 (470…501) above it:
    // 501 − (480 − 216) = 237.
    _ = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func selfViewSentAsAMessageWithoutTheHeaderIsTheRootView() throws {
    // `[self view]` in a class whose header is missing is UIViewController's view, as
    // `self.view` is; before, the front end declared `-view` from the file's use, opaque, and
    // `[self view].center.x * 2` was refused ("invalid operands").
    let fixture = try HandlerFixture(
      "SelfViewMessageWithoutHeader.m", bind: [("scrollView", "scroll")])
    #expect(try HandlerFixture.errors("SelfViewMessageWithoutHeader.m").isEmpty)
    // Did-show: the begin frame's 216 is the inset; field 10's bottom, 470 + 31 = 501, is
    // below 480 − 216 = 264, so the offset is 501 − 480 + 216 = 237. The content size written
    // in viewDidLoad is the root view's centre 160 × 2 = 320 by 620, the layout's own.
    let simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    #expect(simulator.world.contentSize == Size(width: 320, height: 620))
  }

  @Test func aCallMayLeaveOutADefaultedParameterBeforeOthers() throws {
    // `watch(name:using:)` reaches `watch(_ sender: Any? = nil, name:using:)`, once with the
    // closure labelled and once trailing, and `moveForm(top:)` reaches `moveForm(_ margin:
    // CGFloat = 0, top:)`. Shown: 480 − 264 + 0 = 216 lifts the scroll view's bottom, and UIKit
    // scrolls field 10 into the 264 left: 501 − 264 = 237; hidden: 480 − 480 = 0, the offset
    // pulled back to 620 − 480 = 140. (Before, neither call found its method: nothing
    // registered, nothing moved, and no warning said so; UIKit's own 21.)
    let fixture = try HandlerFixture(
      "LeadingDefaultArguments.swift", bind: [("formBottom", "scroll.bottom")])
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aMemberTheNotificationCentreLacksIsWarnedOfThoughValuesHaveItsName() throws {
    // `observe` is a publisher's operator, but no member of the notification centre, and no
    // file given declares it: opaque, warned of, and the block it is handed never runs, so
    // nothing moves but UIKit's own 501 − 480 = 21. (Before, no warning said so.)
    let fixture = try HandlerFixture(
      "UndeclaredCenterWrapper.swift", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines.contains(
        "13: 'NotificationCenter.default.observe' is outside what FormSim simulates: treated as"
          + " opaque (it runs, and changes nothing simulated)"), "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 0, offset: 21)
  }

  @Test func anAdapterLoopingOverKeyboardNotificationsRunsAsTheScreen() throws {
    // No view controller: the class whose tasks loop over the keyboard's notifications runs as
    // the screen's handler (before, only `addObserver(self, …)` made a class one, and its
    // writes went nowhere). Its `for await (frame, duration)` takes the tuple apart (before,
    // refused), and `.init(x: 0, y: 480)` handed to `convert(_:to:)` is a point (before,
    // refused): the scroll view's bottom at 480 in the window less the keyboard's top 264 is
    // the inset, 216; 0 once the keyboard is down.
    let fixture = try HandlerFixture(
      "AsyncSequenceAdapter.swift", bind: [("scrollView", "scroll")], setup: ["start"])
    #expect(try HandlerFixture.errors("AsyncSequenceAdapter.swift").isEmpty)
    try fixture.expectBottomInset(216)
  }

  @Test func theRootViewControllerIsATabBarControllerOnlyUnderATabBar() throws {
    // The window's root view controller cast to a tab bar controller: without a tab bar the
    // screen is the root and the cast fails (before: it passed, and the handler stopped at
    // "self.tabBar"), so did-show's inset is the whole 216; UIKit scrolled field 10 at
    // will-show, before any inset, by 501 − 480 = 21, and the inset alone moves nothing.
    let fixture = try HandlerFixture(
      "TabBarHeightFromWindow.swift", bind: [("scrollView", "scroll")])
    try fixture.expectBottomInset(216, offset: 21)
    // Under settings-tabs' 49-point tab bar the root is the tab bar controller: 216 − 49 = 167.
    var simulator = Simulator(settings: fixture.settings(layout: .settingsTabs))
    try simulator.play("focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 167)
  }

  @Test func aSharedObjectOfTheFilesKeepsTheDelegateTheScreenGivesIt() throws {
    // `KeyboardWatcher.shared.delegate = self` sets the files' own property, not a UIKit
    // delegate (before: skipped as one, so the watcher's delegate stayed nil and the inset 0).
    // At will-change-frame the delegate insets by 480 − 264 = 216; UIKit then scrolls field 10
    // to 501 − (480 − 216) = 237; the hide's end frame at 480 gives 480 − 480 = 0.
    let fixture = try HandlerFixture(
      "SharedWatcherDelegate", bind: [("formScrollView", "scroll")])
    #expect(!fixture.warningLines.contains { $0.contains("delegates set in code") })
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aClassTheFileDoesNotDeclareAnswersItsSubscriptOpaquely() throws {
    // `[Prefs objectForKey:…]`, `Prefs` a prefix header's macro: the app's own read, opaque
    // (before: "subscripting Prefs" stopped the handler in viewDidLoad, before it registered).
    // Will-show's 216 lifts the scroll view's bottom at the layout pass; UIKit scrolls field 10
    // into the 264-point frame, 501 − 264 = 237; down again, the 480-point frame ends the
    // offset at 620 − 480 = 140.
    let fixture = try HandlerFixture("DefaultsMacroDraft.m", bind: [("barBottom", "scroll.bottom")])
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func anOutletBoundToNoneGivesBackWhatTheCodeWroteIntoIt() throws {
    // `footerHeight`, bound `none`, is set to 44 in viewDidLoad and read at will-show (before:
    // the read was unknown and stopped the handler). The inset is 216 + 44 = 260, and UIKit
    // scrolls field 10 above it: 501 − (480 − 260) = 281; the inset's change alone on the way
    // down moves nothing.
    let fixture = try HandlerFixture(
      "FooterConstantReadBack.swift", bind: [("scrollView", "scroll"), ("footerHeight", "none")])
    try fixture.expectBottomInset(260, offset: 281)
    // `check` runs it on its threads' own copies of the state, with the same figures.
    let check = LayoutCheck(
      layout: .twelve, devices: [.iphone4], orientations: [.portrait], strategies: [fixture.name],
      concurrency: 2)
    let report = check.run()
    #expect(report.handlerStops.isEmpty)
    #expect(report.checks.count == 12)
  }

  @Test func aLocalSpelledAsAnOutletIsNoUseOfIt() throws {
    // viewDidLayoutSubviews's `footerView` is the table's footer, read into a local spelled as
    // the outlet; writing its frame asks for no --bind (before: "'footerView' is not bound",
    // exit 2). The keyboard code runs: will-show's inset 216, and UIKit scrolls field 10 above
    // it, 501 − (480 − 216) = 237; will-hide's inset 0 alone moves nothing.
    let fixture = try HandlerFixture(
      "FooterLocalNamedAsOutlet.swift", bind: [("tableView", "scroll")])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aTextFieldMadeInCodeIsNeverFirstResponderUnlessBound() throws {
    // The code's own fields are none of the layout's: unbound, each `isFirstResponder` is
    // false and no delegate call's field is one of them, said once per field with the bind
    // that stands it for one (before: nothing said, and the handler silently found no field to
    // lift).
    let unbound = try HandlerFixture("ActiveFieldMadeInCode.swift")
    let said = unbound.warningLines.filter { $0.contains("the code makes") }
    #expect(
      said == [
        "35: 'companyField' is a UITextField the code makes, none of the layout's fields: it is"
          + " never first responder; pass --bind companyField=field:N to stand it for one",
        "36: 'cityField' is a UITextField the code makes, none of the layout's fields: it is"
          + " never first responder; pass --bind cityField=field:N to stand it for one",
        "56: 'phoneField' is a UITextField the code makes, none of the layout's fields: no field"
          + " FormSim focuses is it; pass --bind phoneField=field:N to stand it for one",
      ])
    #expect(try unbound.simulator(after: "focus 10").world.rootTransform.ty == 0)
    // Bound to field 10 (the other two still said), it is the one being edited: its
    // bottom 501 passes the keyboard's top 264 by 237, so the root rises min(216, 237) = 216;
    // UIKit had scrolled the field into the scroll view by 501 − 480 = 21. Will-hide puts the
    // root back.
    let bound = try HandlerFixture("ActiveFieldMadeInCode.swift", bind: [("cityField", "field:10")])
    #expect(
      bound.warningLines.filter { $0.contains("the code makes") }.map { $0.prefix(18) }
        == ["35: 'companyField'", "56: 'phoneField' i"])
    var simulator = try bound.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -216)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func aMethodNamedAsASubscriberIsHandedEachValue() throws {
    // `sink(receiveValue: keyboardWillShow)`: the method is the subscriber (before: the
    // subscription was dropped, silently, and the inset stayed 0). Will-show's inset 216, and
    // UIKit scrolls field 10 above it, 501 − (480 − 216) = 237; will-hide's 0 moves nothing.
    let combine = try HandlerFixture("CombineSinkNamesMethod.swift")
    try combine.expectBottomInset(216, offset: 237)
    // ReactiveSwift's `observeResult(keyboardShows)` hands the method `.success(note)`, whose
    // `value` is the notification (before: opaque, never subscribed). The constraint's 216
    // applies at the layout pass after will-show: the scroll view 480 − 216 = 264 tall, field
    // 10 scrolled to 501 − 264 = 237. `observeValues(keyboardHides)` puts it back to 0: 480
    // tall, the offset pulled back to the content's end, 620 − 480 = 140.
    let reactive = try HandlerFixture(
      "ReactiveResultObserver.swift", bind: [("formBottom", "scroll.bottom")])
    try reactive.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func theScreenAnswersRespondsToForItsOwnMethods() throws {
    // The helper asks the screen, handed as the protocol, whether it implements each method:
    // will-show and will-hide yes, did-show no (before: every answer unknown and taken as
    // false, so nothing registered and field 10 stayed under the keyboard at 501 − 480 = 21).
    // Will-show's constant 216 applies at the layout pass: the scroll view 480 − 216 = 264
    // tall, field 10 scrolled to 501 − 264 = 237; will-hide's 0 makes it 480 tall again, the
    // offset pulled back to the content's end, 620 − 480 = 140.
    let fixture = try HandlerFixture(
      "ObserverHelperRespondsTo.swift", bind: [("formBottom", "scroll.bottom")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aMethodOfAViewClassTheScreenHoldsRuns() throws {
    // `signInView.shiftFields(by:hiding:)` on the view of the files' class the screen holds
    // and adds to the root view (before: the call found no method, silently, and nothing
    // moved: UIKit scrolled field 10 by 501 − 480 = 21). Will-show moves the fields' container,
    // bound to the content view, up by the end frame's 216: field 10 at 470 − 216 = 254, its
    // bottom 285 inside the 480-tall scroll view with no inset, so UIKit does not scroll and
    // the offset stays 0 (the keyboard's top at 264 still covers 21 points of it, the app's
    // own figure). Will-hide moves it back down by the begin frame's 216.
    let fixture = try HandlerFixture(
      "HeldViewClassMethod.swift", bind: [("fieldsContainer", "content")])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentTranslation.ty == -216)
    #expect(simulator.world.contentOffset.y == 0)
    try simulator.play("dismiss")
    #expect(simulator.world.contentTranslation.ty == 0)
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func theScrollViewTheCodeInsetsThroughAnOverrideIsTheFormsBesideATypedCollection() throws {
    // A typed collection view made by a helper, and the `UIScrollView()` the subclass's
    // override returns to the base class's keyboard code: the one the code insets, through
    // the override, is the form's (before: the typed one was taken, silently, and nothing
    // moved but UIKit's scroll, 501 − 480 = 21). Will-show's inset 216, field 10 scrolled to
    // 501 − (480 − 216) = 237; will-hide's 0 leaves the offset.
    let fixture = try HandlerFixture("BaseScrollViewOverrideBesideCollection.swift")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aScrollViewMadeInALocalIsTheFormsFromItsFirstLine() throws {
    // The local holds the form's scroll view before the weak property is given it, so its
    // inset of 120 is set (before: written into an unknown view, and lost). Will-show adds
    // the keyboard's 216: 336, and UIKit scrolls field 10 into 480 − 336 = 144:
    // 501 − 144 = 357. Will-hide puts 120 back; the offset stays.
    let fixture = try HandlerFixture("ScrollViewMadeInLocal.m")
    try fixture.expectBottomInset(336, offset: 357, dismissed: 120)
  }

  @Test func aVariableDeclaredFromAChainedAssignmentHoldsWhatWasAssigned() throws {
    // `CGFloat height = _keyboardHeight = keyboard.size.height;` (before: refused, "an
    // assignment inside an expression"). Did-show makes the scroll view 480 − 216 = 264 tall,
    // and UIKit scrolls field 10 into it: 501 − 264 = 237; did-hide gives it the root's 480
    // back, and the offset is pulled back to the content's end, 620 − 480 = 140.
    let fixture = try HandlerFixture("ChainedAssignmentDeclaration.m")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewFrame.height == 264)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewFrame.height == 480)
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func anOutletCollectionOfTextFieldsHoldsTheLayoutsFields() throws {
    // `formFields.first(where: { $0.isFirstResponder })` finds field 10 (before: the
    // collection was an unbound outlet taken as nil, and nothing rose). Its bottom 501, plus
    // 12, passes the keyboard's top 264 by 249: the root rises 249; UIKit had scrolled the
    // field into the scroll view by 501 − 480 = 21. Will-hide puts the root back.
    let fixture = try HandlerFixture("FieldOutletCollection.swift")
    #expect(
      fixture.warningLines == [
        "9: 'formFields' is an outlet collection of text fields: it holds the layout's fields, in"
          + " order; --bind formFields=none says it holds none of them"
      ])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -249)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
    // Bound to none, it holds none of them: nothing rises.
    let none = try HandlerFixture("FieldOutletCollection.swift", bind: [("formFields", "none")])
    #expect(try none.simulator(after: "focus 10").world.rootTransform.ty == 0)
  }

  @Test func theContentViewKeepsItsHeightWhenTheCodeSetsTheContentSize() throws {
    // Will-show grows the content size by 216: 620 + 216 = 836, and UIKit scrolls field 10
    // into the 480-tall scroll view, 501 − 480 = 21. Will-hide sets it back from the content
    // view's own height, 620 (before: the content view read 836, the size the code set, and
    // the content size stayed 836).
    let fixture = try HandlerFixture(
      "ContentSizeGrownForKeyboard.swift", bind: [("contentView", "content")])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentSize.height == 836)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.contentSize.height == 620)
  }

  @Test func aStaticVariableMadeOnceKeepsTheSharedObject() throws {
    // `static KeyboardShifter *shifter` set in dispatch_once keeps the object between calls
    // (before: a local each call declared again, so `+sharedShifter` returned nil and its
    // observers were freed), and the screen's setter message through the call's result sets
    // its property. The frame of the editing subview it finds none of is a message to nil,
    // CGRectZero (before: "'convert' cannot take nil"), converted from the window to y 21,
    // whose bottom 21 is above 480 − 216 = 264: no scroll. UIKit scrolled field 10 at
    // will-show, before the inset, by 501 − 480 = 21; did-show's inset is 216. The banner
    // centre's statics, spelled as the shifter's, are its own: made first, it does not stand
    // for the shifter.
    let fixture = try HandlerFixture("OnceSharedShifter", bind: [("formScroll", "scroll")])
    try fixture.expectBottomInset(216, offset: 21)
  }

  @Test func theOneScrollViewClassNoOutletHoldsIsTheStoryboards() throws {
    // The screen holds no scroll view, so only the storyboard's custom class makes the files'
    // one scroll view class: the form's scroll view is one, made with init(coder:) (before:
    // never made, its observers never registered). UIKit scrolled field 10 at will-show by
    // 501 − 480 = 21; did-show's inset is the begin frame's 216; will-hide restores 0.
    let fixture = try HandlerFixture("StoryboardScrollClass")
    #expect(!fixture.warningLines.contains { $0.contains("nothing here registers") })
    try fixture.expectBottomInset(216, offset: 21)
  }

  @Test func aOneSidedRangeRunsInAPatternAndAsASubscript() throws {
    // `start...` (before: "the postfix operator '...'" refused the file): 216 falls in
    // `case 200...:`, not `case 300...:`, so the padding is 12 and the inset 216 + 12 = 228;
    // UIKit scrolls field 10 above it, 501 − (480 − 228) = 249, and the inset's return to 0
    // moves nothing. The IBAN's `iban[i...]` is in a method no field of the run reaches with
    // tag 7.
    let fixture = try HandlerFixture("OneSidedRanges.swift", bind: [("scrollView", "scroll")])
    try fixture.expectBottomInset(228, offset: 249)
  }

  @Test func anImplicitlyUnwrappedValueNoCodeSetsIsPassedIn() throws {
    // `var serverURL: URL!`, set by no code of the file, is what the presenting screen passed
    // in, opaque (before: nil, and reading its host crashed viewDidLoad before it registered).
    // Will-show's 216 lifts the scroll view's bottom, laid out at once; UIKit scrolls field 10
    // into the 264-point frame, 501 − 264 = 237; down again, 620 − 480 = 140.
    let fixture = try HandlerFixture(
      "PassedInServerURL.swift", bind: [("formBottom", "scroll.bottom")])
    #expect(fixture.warningLines.contains { $0.hasPrefix("8: 'serverURL' (URL!) is never set") })
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aNumberDeclaredFromUseAndNeverSetIsUnknown() throws {
    // `screen_height`, a prefix header's macro, declared from the file's use with its header
    // missing: unknown, not an instance variable's zero (before: 0, so the overlap was
    // 501 − (0 − 216) = 717 and the root view moved to −717 with no word). The overlap's
    // condition is warned of and taken as false; the frame written from it is an error.
    let bind = [("groupNameField", "field:10")]
    let errors = try HandlerFixture.errors("ScreenMacroHeaderMissing.m", bind: bind)
    #expect(
      errors.map { "\($0.location.line): \($0.message)" }.contains {
        $0.hasPrefix("31: 'self.view.frame' takes a value from 'screen_height'")
      }, "\(errors)")
  }

  @Test func aFileLevelStaticFromAMissingHeadersConstantReads() throws {
    // `static const int ddLogLevel = LOG_LEVEL_WARN;`, DDLog.h not given (before: "initializer
    // element is not a compile-time constant" refused the file). Will-show makes the table
    // 480 − 216 = 264 tall, and UIKit scrolls field 10 into it, 501 − 264 = 237; will-hide
    // gives it back its 480, whose offset ends at 620 − 480 = 140 (before: its `completion:Nil`
    // was a Class passed for a block, and the statement was left out).
    let fixture = try HandlerFixture("LumberjackLogLevel.m", bind: [("messagesTable", "scroll")])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewFrame.height == 264)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewFrame.height == 480)
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func reduceIntoTakesItsAccumulatorsTypeFromTheDeclaration() throws {
    // `let content: CGRect = ….reduce(into: .zero) { area, frame in area = area.union(frame) }`
    // (before: "'.zero' where FormSim cannot tell the type" refused the file): the closure
    // changes its first parameter in place, so the union of CGRect.zero and the content view's
    // (0, 0, 320, 620) is the content size, 620 tall as the layout's. Will-show insets 216 and
    // UIKit scrolls field 10 to 501 − (480 − 216) = 237.
    let fixture = try HandlerFixture(
      "ReduceIntoContentSize.swift", bind: [("scrollView", "scroll")])
    let simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    #expect(simulator.world.contentSize.height == 620)
  }

  @Test func aLayoutPassOrAFrameReadDoesNotMakeAScrollViewTheForms() throws {
    // Of two scroll views made in code, the tags' is laid out and its width read, the form's
    // has its bottom constraint updated by SnapKit (before: the tags' was taken as the form's,
    // silently, and the keyboard code moved nothing: 21). Will-show lifts the bottom 216, laid
    // out in the animation; UIKit scrolls field 10 into the 264-point frame, 501 − 264 = 237;
    // down again, 620 − 480 = 140.
    let fixture = try HandlerFixture("SnapKitFormBesideTags.swift")
    #expect(!fixture.warningLines.contains { $0.contains("cannot tell which is the form's") })
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aWebViewIsAViewFormSimDoesNotDraw() throws {
    // A UIWebView outlet laid out in viewDidLoad is opaque, as a WKWebView's is, rather than an
    // outlet to bind (before: "'cameraWebView' is not bound"). The will-change-frame inset is
    // the keyboard's 216 with its top at 264, and 0 at 480; UIKit scrolls field 10 above it:
    // 501 − (480 − 216) = 237.
    let fixture = try HandlerFixture("WebViewBesideChat.swift", bind: [("scrollView", "scroll")])
    #expect(
      try HandlerFixture.errors("WebViewBesideChat.swift", bind: [("scrollView", "scroll")]).isEmpty
    )
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("15: 'cameraWebView' is a UIWebView, which FormSim does not draw")
      }, "\(fixture.warningLines)")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func anOutletHandedToTheFilesMethodIsWarnedOfWithItsBinding() throws {
    // Unbound, the outlet handed to `lift(for:field:in:)` is nil where `guard let` tests it:
    // nothing moves but UIKit's 501 − 480 = 21, and the warning names the method and the
    // binding (before: "used for nothing FormSim simulates").
    let unbound = try HandlerFixture("OutletHandedToHelper.swift")
    #expect(
      unbound.warningLines == [
        "14: 'nameField' is an outlet no --bind connects, handed to 'lift(…)', whose use of it"
          + " through its parameter FormSim does not follow: treated as opaque (nil where that"
          + " code tests it); if that code moves or measures it, pass --bind nameField=field:N"
      ])
    // Bound to field 10: at will-show, before UIKit scrolls, its bottom in the view is 501 and
    // the keyboard's top 480 − 216 = 264: 264 − 501 − 6 = −243 lifts the view; UIKit then
    // scrolls the field into the scroll view's bounds, 501 − 480 = 21.
    let bound = try HandlerFixture("OutletHandedToHelper.swift", bind: [("nameField", "field:10")])
    var simulator = try bound.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -243)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func mergeManyWrittenBareInAnExtensionOfPublishersMerges() throws {
    // `MergeMany(shown, hidden)` in `extension Publishers` is `Publishers.MergeMany` (before,
    // opaque: nothing fired, UIKit's 21). Shown: the end frame's 216, and UIKit scrolls field
    // 10 above it, 501 − (480 − 216) = 237; hidden: 0.
    let fixture = try HandlerFixture(
      "MergeManyInPublishersExtension.swift", bind: [("scrollView", "scroll")])
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aViewAnswersRespondsToSelectorForAMemberOfItsClass() throws {
    // `[child respondsToSelector:@selector(isFirstResponder)]` is true of every view FormSim
    // draws, so the scroll view's own search finds field 10 and sets its inset to the end
    // frame's 216, and UIKit scrolls the field above it: 501 − (480 − 216) = 237. (Before,
    // opaque and taken as false: no first responder found, nothing set, UIKit's 21.)
    let fixture = try HandlerFixture("FirstResponderByRespondsToSelector.m")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func swift2OverloadsAreToldApartByTheLabelsAfterTheUnlabelledFirst() throws {
    // Swift 2: `keyboardHelper(self, keyboardWillHideWithHeight: 216)` reaches the overload
    // labelled so, whose first parameter takes no label, which sets 0; before, the first
    // overload of the name ran and set the end frame's 216 again. Shown: 216, and UIKit
    // scrolls field 10 above it, 501 − (480 − 216) = 237, which the inset's change keeps.
    let fixture = try HandlerFixture(
      "Swift2DelegateOverloads.swift", bind: [("tableView", "scroll")])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func anOpaqueModelsNumberBesideAnObjectInATernaryIsAnObject() throws {
    // `_price ? _price.amount : _chosenAmount`: the missing model's `amount`, a number by its
    // name, beside an `NSNumber *` is an object; before, clang's "incompatible operand types"
    // refused the file. The inset is the end frame's 216, and UIKit scrolls field 10 above it:
    // 501 − (480 − 216) = 237.
    #expect(try HandlerFixture.errors("OpaqueModelInTernary.m").isEmpty)
    let fixture = try HandlerFixture(
      "OpaqueModelInTernary.m", bind: [("formScrollView", "scroll")])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aStructDeclaredInsideAPropertyIsOneOfTheFilesTypes() throws {
    // `struct Static { static let instance = InsetKeeper() }` inside `class var shared` is the
    // file's type (before, "a nested type" refused the file): the shared helper watches the
    // table view, whose inset is the end frame's 216 and back to 0, and UIKit scrolls field 10
    // above it: 501 − (480 − 216) = 237.
    #expect(
      try HandlerFixture.errors("LocalStructSingleton.swift", bind: [("tableView", "scroll")])
        .isEmpty)
    let fixture = try HandlerFixture("LocalStructSingleton.swift", bind: [("tableView", "scroll")])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func withLatestFromPairsEachNotificationWithTheRelaysValue() throws {
    // Shown: field 10's bottom 501 less the keyboard's top 264 moves the offset 0 → 237, which
    // the relay keeps; UIKit finds the field (470…501) inside 237…717 and leaves it. Hidden:
    // the notification comes paired with the relay's 237, which moves the offset back to 0.
    // (Before, the relay and `withLatestFrom` were opaque: nothing ran, UIKit's 21 stayed.)
    let fixture = try HandlerFixture("RxLatestFromRelay.swift", bind: [("scrollView", "scroll")])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 0)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func aDeactivatedBoundConstraintLaysNothingOut() throws {
    let fixture = try HandlerFixture(
      "ConstraintMadeInCode.swift", bind: [("sheetBottom", "-scroll.bottom")],
      setup: ["release"], tag: "release-")
    // `release` deactivates the bound constraint; will-show's −216 then changes a constraint
    // that lays nothing out: the scroll view stays 480 tall. (Before, the deactivation stopped
    // the handler: "deactivating constraints".)
    let simulator = try fixture.simulator(after: "focus 2")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 0)
    #expect(simulator.world.scrollViewFrame.height == 480)
  }

  @Test func theUserInfoCastToAGenericDictionaryOfValuesPassesAsOnADevice() throws {
    var simulator = try HandlerFixture("GenericDictionaryUserInfo.swift").simulator(
      after: "focus 2")
    // Every key of the keyboard's user info is a string and every value an NSValue, so
    // `as! Dictionary<String, NSValue>` passes (it crashed the handler as a failed cast), and
    // the end frame read by its key's name is 216 tall on an iPhone 4.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func frameOriginMovesTheWholeScreenByTheKeyboard() throws {
    let fixture = try HandlerFixture("FrameOrigin.swift")
    // iPhone 4: the keyboard's end frame is 216 tall; view.frame.origin.y = 0 − 216.
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -216)
    // Field 10 (470…501) starts below the 480-pt window, so UIKit scrolls it into the bounds:
    // offset 501 − 480 = 21. In the window: 470 − 21 − 216 = 233…264, all of it above the
    // band's bottom at 264.
    let state = simulator.world.model
    let field = state.windowFrame(ofContent: simulator.world.fieldFrame(9))
    #expect(simulator.world.contentOffset.y == 21)
    #expect(field.minY == 233)
    #expect(state.visibleFraction(of: field) == 1)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func frameOriginMovesWithTheKeyboardBecauseWillShowIsInsideItsAnimation() throws {
    let fixture = try HandlerFixture("FrameOrigin.swift", tag: "half-")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    simulator.advance(by: 0.15)
    // Half of the keyboard's 0.3 s ease-in-out (0.42, 0, 0.58, 1), symmetric: half the way,
    // −216 / 2 = −108.
    #expect(abs(simulator.world.presentation.rootTransform.ty + 108) < 1e-6)
  }

  @Test func frameOriginHidesAHighFieldItDidNotNeedToMove() throws {
    let fixture = try HandlerFixture("FrameOrigin.swift", tag: "high-")
    let simulator = try fixture.simulator(after: "focus 1")
    // Field 1 at 20 − 216 = −196: off the top, though it was above the keyboard.
    let state = simulator.world.model
    let field = state.windowFrame(ofContent: simulator.world.fieldFrame(0))
    #expect(field.minY == -196)
    #expect(state.visibleFraction(of: field) == 0)
  }

  @Test func transformOnDidShowReadsTheBeginFrameAndNeverComesBack() throws {
    let fixture = try HandlerFixture("TransformDidShow.swift")
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // iPhone 15: 291 + the 44-pt predictive bar = 335; the begin frame is the hidden keyboard,
    // 335 tall as well; the 0.25 s animation starts at did-show (0.3 s) and ends at 0.55 s.
    #expect(simulator.world.rootTransform.ty == -335)
    #expect(abs(simulator.time - 0.55) < 1e-9)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == -335)
  }

  @Test func aViewExtensionCallsEveryMethodOfUIViewsTableWithoutSelf() throws {
    let fixture = try HandlerFixture("ViewExtensionBareCalls.swift")
    let simulator = try fixture.simulator(after: "focus 10")
    // `isDescendant(of: self)` is true, as a view is its own descendant: the root view rises
    // by the iPhone 4's portrait keyboard, 216.
    #expect(simulator.world.rootTransform.ty == -216)
  }

  @Test func insetFromTheKeyboardsOverlapLessTheSafeAreaThenScrollRectToVisible() throws {
    try Self.expectInsetScrollRectFigures("InsetScrollRect.swift")
  }

  /// The figures of the inset-and-scroll handler, in whichever language it is written.
  static func expectInsetScrollRectFigures(_ file: String) throws {
    let fixture = try HandlerFixture(file)
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // The keyboard covers 335 of the view; less the 34-pt safe area: bottom inset 301.
    #expect(simulator.world.contentInset.bottom == 301)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 301)
    // Field 10 (470…501) must end above 852 − (301 + 34) = 517 in the bounds:
    // offset 501 − 852 + 335 = −16, so its bottom meets the keyboard's top.
    #expect(simulator.world.contentOffset.y == -16)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func insetWithoutScrollingIsScrolledIntoByUIKit() throws {
    let fixture = try HandlerFixture("InsetOnly.swift")
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // The keyboard's 335 as the inset, on top of the 34 the scroll view adds by itself: the
    // adjusted bottom is 369. The code scrolls nothing, but UIKit brings its first responder
    // (470…501) inside the bounds less those insets: 501 − 852 + 369 = 18. The field ends at
    // 501 − 18 = 483, 517 − 483 = 34 above the keyboard: the safe area counted twice.
    #expect(simulator.world.contentInset.bottom == 335)
    #expect(simulator.world.model.adjustedContentInset.bottom == 369)
    #expect(simulator.world.contentOffset.y == 18)
    let state = simulator.world.model
    let field = state.windowFrame(ofContent: simulator.world.fieldFrame(9))
    #expect(state.gapToKeyboard(of: field) == 34)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func swift2OffsetWithStringSelectorsAndOldNames() throws {
    let fixture = try HandlerFixture("OffsetSwift2.swift")
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // Field bottom on screen 470 + 31 − (−59) = 560; visible 852 − 335 = 517;
    // offset −59 + 560 − 517 + 10 = −6.
    #expect(simulator.world.contentOffset.y == -6)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == -59)
  }

  @Test func aConstraintAnimatesOnlyWithLayoutIfNeededInsideTheBlock() throws {
    let animated = try HandlerFixture(
      "ConstraintAnimated.swift", bind: [("bottomConstraint", "scroll.bottom")])
    let jumping = try HandlerFixture(
      "ConstraintJump.swift", bind: [("bottomConstraint", "scroll.bottom")])
    var smooth = Simulator(settings: animated.settings())
    var jump = Simulator(settings: jumping.settings())
    smooth.focus(9)
    jump.focus(9)
    smooth.advance(by: 0.15)
    jump.advance(by: 0.15)
    // layoutIfNeeded inside UIView.animate(withDuration: 0.3): half way, 216 / 2 = 108 lifted.
    #expect(abs(smooth.world.presentation.bottomLift - 108) < 1e-6)
    // Without it the constant waits for the run loop's layout pass, outside any animation:
    // all 216 at once.
    #expect(jump.world.presentation.bottomLift == 216)
    smooth.settle()
    // The scroll view ends at the keyboard: 480 − 216 = 264 tall.
    #expect(smooth.world.scrollViewFrame.height == 264)
  }

  @Test func aConstraintWithTheScrollViewFirstLiftsItByTheNegatedConstant() throws {
    let fixture = try HandlerFixture(
      "ConstraintFromScrollView.swift", bind: [("bottomConstraint", "-scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 9")
    // The code writes −216; with the scroll view as the constraint's first item that lifts its
    // bottom 216: the scroll view ends at the keyboard, 480 − 216 = 264 tall.
    #expect(simulator.world.presentation.bottomLift == 216)
    #expect(simulator.world.scrollViewFrame.height == 264)
    try simulator.play("dismiss")
    #expect(simulator.world.presentation.bottomLift == 0)
    #expect(simulator.world.scrollViewFrame.height == 480)
  }

  @Test func aStoryboardsOwnOutletsBindTheHandlersProperties() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "FormSimCoreTests/Storyboards/Notes.storyboard"
      ).path
    let source = try LayoutSource.loadOne(file)
    // The scene connects bottomConstraint to the root view's bottom = scroll view's bottom.
    let fixture = try HandlerFixture("ConstraintJump.swift", outlets: source.outlets, tag: "ib-")
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: source.layout, device: .iphoneSE, strategy: fixture.name))
    try simulator.play("focus 3")
    // iPhone SE: the keyboard is 216 (no predictive bar by default); the constant jumps to it.
    #expect(simulator.world.scrollViewBottomLift == 216)
    // The scroll view ends at 667 − 216 = 451, the keyboard's top.
    #expect(simulator.world.scrollViewFrame.height == 451)
  }

  @Test func aFrameSetUnderAutoLayoutIsPutBackByTheNextLayoutPass() throws {
    // The constraint here is the content view's height, bound only so that the did-show
    // handler's change asks for a layout pass.
    let fixture = try HandlerFixture(
      "FrameUnderAutoLayout.swift", bind: [("topConstraint", "content.height")])
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    // Will-show shortens the scroll view by the keyboard's 216: 480 − 216 = 264 tall …
    #expect(simulator.world.scrollViewFrame.height == 264)
    simulator.settle()
    // … until did-show's constraint change and layoutIfNeeded lay it out again: 480.
    #expect(simulator.world.scrollViewFrame.height == 480)
  }

  @Test func shrinkingTheRootViewShortensTheScrollViewThatFillsIt() throws {
    let fixture = try HandlerFixture("RootResize.swift")
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // 852 − 335 = 517 tall; it no longer reaches the home indicator, so the scroll view adds
    // max(0, 34 − 335) = 0 at the bottom.
    #expect(simulator.world.scrollViewFrame.height == 517)
    #expect(simulator.world.automaticContentInset.bottom == 0)
    // Field 10 at 470 + 59 = 529, below the scroll view's new bottom: the frame changed while
    // it is first responder, so UIKit scrolls it into the new bounds less the 59-pt top inset:
    // offset 501 − 517 = −16, the field at 470 + 16 = 486…517, on the keyboard's top.
    let state = simulator.world.model
    #expect(simulator.world.contentOffset.y == -16)
    #expect(
      state.visibleFraction(of: state.windowFrame(ofContent: simulator.world.fieldFrame(9))) == 1)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewFrame.height == 852)
  }

  @Test func aCrashIsReportedAtItsLineAndTheSimulationGoesOn() throws {
    let fixture = try HandlerFixture("Crash.swift")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    let crashes = simulator.takeCrashes()
    #expect(crashes.count == 1)
    #expect(
      crashes.first?.hasSuffix(
        "Handlers/Crash.swift:15:17: unexpectedly found nil while unwrapping an Optional value")
        == true)
    simulator.settle()
    // The keyboard is up all the same: 480 − 216 = 264.
    #expect(simulator.world.keyboardFrame.minY == 264)
  }

  @Test func checkFailsTheGroupsOfAHandlerThatCrashes() throws {
    let fixture = try HandlerFixture("Crash.swift", tag: "check-")
    let report = LayoutCheck(
      layout: .twelve, devices: [.iphone4], orientations: [.portrait],
      strategies: [fixture.name, "reference"]
    ).run()
    let handler = report.checks.filter { $0.strategy == fixture.name }
    #expect(handler.count == 12)
    #expect(handler.allSatisfy { !$0.passed && $0.fromRest.crash != nil })
    let reference = report.checks.filter { $0.strategy == "reference" }
    #expect(reference.allSatisfy { $0.passed })
  }

  @Test func theEventLogShowsEachStatementWithItsLineAndValue() throws {
    let fixture = try HandlerFixture("FrameOrigin.swift", tag: "log-")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    let lines = simulator.takeHandlerLines()
    #expect(lines.contains("L21 view.frame.origin.y = -216"))
  }

  @Test func theEventLogShowsWritesThroughALocalThatHoldsAView() throws {
    let fixture = try HandlerFixture("LocalAliasWrites.swift")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    let lines = simulator.takeHandlerLines()
    // iPhone 4: 216, and the indicator 216 − 8; the local struct's field is the method's own.
    #expect(lines.contains("L19 sv.contentInset = (top 0, left 0, bottom 216, right 0)"))
    #expect(lines.contains("L24 view.scrollIndicatorInsets.bottom = 208"))
    #expect(!lines.contains { $0.hasPrefix("L18 ") })
  }

  @Test func statementsAboutWhatIsNotSimulatedAreSkippedWithAWarning() throws {
    let fixture = try HandlerFixture(
      "ContentHeight.swift", bind: [("contentHeight", "content.height")], tag: "warn-")
    #expect(
      fixture.warnings.map(\.description) == [
        HandlerFixture.relativePath("ContentHeight.swift")
          + ":17:5: warning: skipped: FormSim does not simulate colours and looks ('backgroundColor')"
      ])
  }

  @Test func anUnsupportedConstructIsRefusedBeforeTheRunAtItsPlace() throws {
    let errors = try HandlerFixture.errors("Unsupported.swift")
    #expect(errors.map(\.location) == [SourceLocation(line: 18, column: 7)])
    #expect(
      errors.first?.message.hasPrefix("'fallthrough' is outside what FormSim interprets") == true)
  }

  @Test func loopsSwitchPatternsDeferAndCatchRunAsSwiftRunsThem() throws {
    let fixture = try HandlerFixture("ControlFlow.swift")
    #expect(fixture.warnings.isEmpty)
    let simulator = try fixture.simulator(after: "focus 1")
    // margin(): the spacings give 0 (.none, continue) + 4 (.fixed, the `where` fails first) +
    // 3 × 2 (.scaled) = 10; the "bottom" extra 2 → 12; the labelled loops add 100 once → 112;
    // the even indices 0 and 2 doubled, 0 + 4 → 116; check throws, `catch is ParseFailure`
    // adds 5 → 121; stride(from: 0, to: 6, by: 3) gives 0 and 3 → 124; `if case .fixed(4)`
    // adds 4 → 128; the `defer` changes `total` after the value is returned. iPhone 4's
    // keyboard is 216: inset 216 + 128 = 344.
    #expect(simulator.world.contentInset.bottom == 344)
  }

  @Test func theAppsOwnCodeIsOpaqueListedOncePerLineAndChangesNothing() throws {
    let fixture = try HandlerFixture("OpaqueAppCode.swift")
    let file = HandlerFixture.relativePath("OpaqueAppCode.swift")
    let warnings = fixture.warnings.map(\.description)
    #expect(
      warnings.contains(
        file + ":15:5: warning: 'form.configure', 'NSLocalizedString(…)' are outside what"
          + " FormSim simulates: treated as opaque (it runs, and changes nothing simulated)"))
    // The closure handed to `loadCountries` never runs, but what it would use is listed too.
    #expect(
      warnings.contains(
        file + ":17:7: warning: 'self?.form.reload' is outside what FormSim simulates: treated as"
          + " opaque (it runs, and changes nothing simulated)"))
    #expect(
      warnings.contains(
        file + ":19:16: warning: the condition 'KeychainWrapper.standard.string(forKey: \"token\")'"
          + " depends on code FormSim does not simulate: it is taken as nil"))
    #expect(
      warnings.contains(
        file + ":22:8: warning: the condition 'dataController.isOffline' depends on code FormSim"
          + " does not simulate: it is taken as false"))
    // One warning per line: line 19 names KeychainWrapper.standard once, not each member after.
    #expect(warnings.filter { $0.hasPrefix(file + ":19:") }.count == 2)
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // The offline branch is taken as false: no 44-pt top inset. The keyboard's end frame on
    // iPhone 15 is 291 + the 44-pt predictive bar = 335 tall: bottom inset 335.
    #expect(simulator.world.contentInset.top == 0)
    #expect(simulator.world.contentInset.bottom == 335)
    #expect(simulator.takeCrashes().isEmpty)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aKeyboardHelperObjectRunsAsTheScreensHandler() throws {
    let fixture = try HandlerFixture("KeyboardHelperObject.swift")
    #expect(
      fixture.warnings.map(\.message).contains(
        "'InsetKeeper' is no view controller, but it registers itself for the keyboard's"
          + " notifications: it runs as the screen's handler, made by its initialiser"))
    // The initialiser is handed the screen's scroll view (its theme is opaque), whose inset is
    // 0 at rest. iPhone 4's keyboard is 216 tall and the helper adds 12: 216 + 12 = 228.
    try fixture.expectBottomInset(228)
  }

  @Test func anObjectiveCHelperIsMadeByItsOwnInitialiserAndItsIvarsAreNotItsParameters()
    throws
  {
    let fixture = try HandlerFixture("KeyboardHelperObjectObjC.m")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    // `initWithScrollView:extra:` runs, handed the screen's scroll view (its `extra` is
    // opaque); `_scroll` and `_extra` are the properties, not the parameters of the same names.
    // iPhone 4's keyboard is 216 tall, plus the 8 the initialiser stored: 216 + 8 = 224.
    try fixture.expectBottomInset(224)
  }

  @Test func anObjectiveCFileRunsTheClausesAnIPhoneBuildCompiles() throws {
    let fixture = try HandlerFixture("TargetConditionalsReplyForm.m")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    // `TARGET_OS_IPHONE` registers the observers; `#ifndef TARGET_OS_MAC` adds nothing; the
    // SDK guards take the end frame and the `__IPHONE_7_0` inset; not the simulator's 44.
    // iPhone 4's keyboard is 216 tall: inset 216, and UIKit scrolls field 10 (470–501) above
    // the keyboard's top at 480 - 216 = 264: 501 - 264 = 237, where dismissing leaves it.
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aCategoryInAnotherFileDeclaresTheMembersAFileUsedUnknowingly() throws {
    let fixture = try HandlerFixture("FrameCategoryInAnotherFile")
    // `self.view.y` is the category's, which runs; `bouncesZoom` is still UIKit's unknown.
    #expect(
      fixture.warnings.map(\.message).filter { $0.contains("read as opaque") } == [
        "the file uses members FormSim's UIKit does not declare (UIKit's own, or a library's"
          + " category on it), read as opaque: UIScrollView.bouncesZoom"
      ])
    var simulator = try fixture.simulator(after: "focus 10")
    // `setY:` moves the root view's frame to y -80; UIKit scrolled field 10 (470–501) into the
    // 480-pt scroll view first: 501 - 480 = 21. On screen it is at 470 - 21 - 80 = 369.
    #expect(simulator.world.rootTransform.ty == -80)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func aTextViewMadeWithAFrameGivesTheScrollViewStandingForItThatFrame() throws {
    let fixture = try HandlerFixture(
      "NoteEditorTextViewFrame.swift", bind: [("noteView", "scroll")])
    #expect(!fixture.warnings.contains { $0.message.contains("is a text view the code makes") })
    var simulator = try fixture.simulator(after: "focus 10")
    // `UITextView(frame: (0, 0, 320, 300))`: the scroll view is 300 tall. UIKit scrolls field
    // 10 (470–501) into it after will-show, with no inset yet: 501 - 300 = 201. Did-show then
    // insets it by the keyboard's whole 216, which moves nothing; the field, at 470 - 201 = 269
    // on screen, stays under the keyboard's top at 264.
    #expect(simulator.world.scrollViewFrame.height == 300)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.contentOffset.y == 201)
    try simulator.play("dismiss")
    // The inset goes; 201 is within the 620 - 300 = 320 the content allows.
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 201)
  }

  @Test func anObjectiveCInitWithFrameGivesTheBoundScrollViewItsFrame() throws {
    let fixture = try HandlerFixture(
      "CommentBoxInitWithFrame.m", bind: [("commentView", "scroll")])
    #expect(fixture.warnings.map(\.message).allSatisfy { $0.hasPrefix("skipped") })
    // `initWithFrame:(0, 0, 320, 260)`: its bottom, 260, is above the keyboard's top at 264,
    // so the code's inset is MAX(0, 260 - 264) = 0. UIKit scrolls field 10 (470–501) into the
    // 260-pt view: 501 - 260 = 241, within the 620 - 260 = 360 the content allows.
    try fixture.expectBottomInset(0, offset: 241)
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.scrollViewFrame.height == 260)
  }

  @Test func aTextViewMadeInCodeAndInsetAsksForTheBindingThatDrawsIt() throws {
    let fixture = try HandlerFixture("NoteEditorTextViewFrame.swift", tag: "unbound-")
    #expect(
      fixture.warnings.map { "\($0.location.line) \($0.message)" }.contains(
        "9 'noteView' is a text view the code makes and scrolls or insets: FormSim draws no"
          + " text view, so that changes nothing simulated; --bind noteView=scroll lets the"
          + " form's scroll view stand for it"))
    // Unbound, its inset goes nowhere: UIKit's own scroll alone, 501 - 480 = 21.
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 21)
  }

  @Test func aConstraintToTheKeyboardLayoutGuideKeepsItsSpaceAboveTheKeyboard() throws {
    let fixture = try HandlerFixture("KeyboardLayoutGuideSpacing.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    // iPhone 4 portrait: the keyboard's top is at 264 in the 480-pt window, the guide's too;
    // twice the 8-pt system spacing keeps the scroll view's bottom at 264 - 16 = 248, so the
    // full-window scroll view gets a bottom inset of 480 - 248 = 232.
    try fixture.expectBottomInset(232)
    // Pinning the guide to another view is refused where it is written.
    let pinned = try HandlerFixture("KeyboardLayoutGuideSpacing.swift", setup: ["pinFormatBar"])
    let stopped = try pinned.simulator(after: "focus 1")
    let stop = try #require(stopped.world.handlerCrash)
    #expect(stop.contains("KeyboardLayoutGuideSpacing.swift:22:"), "\(stop)")
    #expect(stop.contains("only the scroll view's bottom pinned to the keyboard layout guide"))
  }

  @Test func theGuideIsPinnedAmongTheAppsOwnLayoutConstraints() throws {
    let fixture = try HandlerFixture("KeyboardLayoutGuideAmongLayout.m")
    #expect(!fixture.warnings.contains { $0.message.contains("left out") })
    // The scroll view's bottom 12 above the guide's top (a constant of -12 on the scroll view's
    // side): 480 - (264 - 12) = 228 on iPhone 4.
    try fixture.expectBottomInset(228)
  }

  @Test func aStoredPropertysObserversRunAroundEachWrite() throws {
    let fixture = try HandlerFixture("PropertyObservers.swift")
    // The outlet's observer runs for no binding, and says so.
    #expect(
      fixture.warnings.map { "\($0.location.line): \($0.message)" } == [
        "11: the 'didSet' of 'scrollView' runs when the code writes it; binding it to the"
          + " simulated screen does not run it"
      ])
    var simulator = try fixture.simulator(after: "focus 10")
    // The initial 0 runs no observer. The show writes 216 + 0.4: `willSet` keeps it, `didSet`
    // counts the first show (old value 0), rounds the height to 216 without running itself
    // again, and sets the inset to 216 + 1 = 217.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 217)
    // Field 11 re-posts the show: the old value is 216, so no new count; the inset stays 217.
    try simulator.play("focus 11")
    #expect(simulator.world.contentInset.bottom == 217)
    // The hide writes 0: the inset is 0 + 1. The next show counts again: 216 + 2 = 218.
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 1)
    try simulator.play("focus 3")
    #expect(simulator.world.contentInset.bottom == 218)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func aComputedPropertysSetterRunsForAWrite() throws {
    let fixture = try HandlerFixture("ComputedInsetSetter.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    // The setter puts iPhone 4's 216 into the inset; `+= 4` reads 216 back through the getter
    // and sets 220.
    try fixture.expectBottomInset(220)
  }

  @Test func anIfLetOnAnUnknownValueIsTakenAsNil() throws {
    let fixture = try HandlerFixture("OpaqueOptionalTakenAsNil.swift")
    let simulator = try fixture.simulator(after: "focus 10")
    // viewDidLoad's walk indexed no third hint; the inset is the 216-pt end frame's height.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func anUnknownValueWrittenIntoAnInsetIsAnErrorAtItsLine() throws {
    let errors = try HandlerFixture.errors("OpaqueFrame.swift")
    #expect(errors.map(\.location) == [SourceLocation(line: 17, column: 38)])
    #expect(
      errors.first?.message.hasPrefix(
        "'scrollView.contentInset.bottom' takes a value from 'metrics.padding', which FormSim"
          + " does not simulate, so the contentInset it sets cannot be known")
        == true)
  }

  @Test func namesASnippetNeverDeclaresAreOutletsTypedByTheirUse() throws {
    let errors = try HandlerFixture.errors("UndeclaredOutlets.swift")
    // The scroll view is the form's, as a lone scroll view outlet is; the constraint could be
    // either of two, so it asks; the label decides nothing and is opaque.
    #expect(errors.map(\.location) == [SourceLocation(line: 17, column: 5)])
    let fixture = try HandlerFixture(
      "UndeclaredOutlets.swift", bind: [("bottomConstraint", "scroll.bottom")])
    // Taken for the form's scroll view without a --bind, it says so, not how to bind it
    // (before: "--bind scrollView=scroll connects it", as if the run left it unconnected).
    #expect(
      fixture.warnings.map(\.message).contains(
        "'scrollView' is not declared in the file: taken as an outlet (UIScrollView, from its use"
          + " of 'contentInset'); the form's scroll view, as the only one; --bind scrollView=…"
          + " says otherwise"))
    // One --bind gives is connected: the warning says where, not how.
    #expect(
      fixture.warnings.map(\.message).contains { message in
        message.hasPrefix("'bottomConstraint' is not declared in the file: taken as an outlet")
          && message.hasSuffix("; --bind connects it to scroll.bottom")
      }, "\(fixture.warnings.map(\.message))")
    var simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4's keyboard is 216 tall: the inset is 216, and the scroll view's bottom is
    // lifted 216 by the constraint at the next layout pass, both at once.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.scrollViewBottomLift == 216)
    #expect(simulator.takeCrashes().isEmpty)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aFolderIsOneHandlerWhoseFilesSeeEachOther() throws {
    let fixture = try HandlerFixture("TwoFiles")
    #expect(fixture.warnings.isEmpty)
    let simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // The protocol extension in KeyboardAware.swift observes and calls back the screen in
    // SignInViewController.swift: iPhone 15's keyboard is 335 tall, less the 34-pt bottom safe
    // area: bottom inset 301.
    #expect(simulator.world.contentInset.bottom == 301)
  }

  @Test func aControllerMadeInCodeRunsItsOwnInitialiserWithOpaqueArguments() throws {
    // `init(model:)` registers the observers; its model is what the presenting code passes,
    // opaque, so reading it runs rather than crashing on nil.
    // iPhone 4: the 320 × 480 view meets the keyboard's frame at y 264 over its 216 points,
    // the lone scroll view's bottom inset.
    try HandlerFixture("OwnInitializerMadeInCode.swift").expectBottomInset(216)
  }

  @Test func aFileOfObserversThatNothingRegistersSaysWhichFileToAdd() throws {
    let fixture = try HandlerFixture(
      "ExtensionObserversOnly.swift", bind: [("inputBarBottom", "scroll.bottom")])
    let expected = [
      "the file declares none of the methods UIKit calls (viewDidLoad, the text field",
      " delegate's, touchesBegan): the handler does nothing; --handler-setup names one that",
      " registers the observers; keyboardAppeared(notification:),",
      " keyboardDisappeared(notification:) take a notification, so the screen's own file",
      " registers them: give --handler both files (Screen.swift,Keyboard.swift) or their folder",
    ].joined()
    #expect(fixture.warnings.map(\.message).contains(expected))
    // Nothing registers them, so the constraint never moves.
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func observersRegisteredInABlockHandedToUnknownCodeAreNamed() throws {
    // A message to `self` that no header declares is left out, its block with it.
    let fixture = try HandlerFixture("HookedRegistration.m")
    let warning = try #require(
      fixture.warnings.first { $0.message.contains("the observers it registers") })
    #expect(warning.location.line == 15)
    #expect(
      warning.message.hasSuffix(
        "the statement is left out, with the observers it registers (line 16, line 17):"
          + " register them in a method of the file that runs (viewDidLoad, or one named with"
          + " --handler-setup)"))
    // The block never runs: nothing moves when a field low on the form is focused.
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func observersRegisteredInAClosureHandedToALibraryAreNamed() throws {
    // `rx.viewWillAppear.subscribe(onNext:)` is opaque: its closure is the library's to call.
    let fixture = try HandlerFixture("RxAppearRegistration.swift")
    let warning = try #require(
      fixture.warnings.first { $0.message.hasPrefix("this block is handed to") })
    #expect(warning.location.line == 16)
    #expect(
      warning.message
        == "this block is handed to 'rx.viewWillAppear.subscribe', which FormSim does not"
        + " simulate: it never runs here, so the observers it registers (line 18) are never"
        + " registered; register them in a method of the file that runs (viewDidLoad, or one"
        + " named with --handler-setup)")
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func swift2sObserverForNameRegistersItsBlock() throws {
    // iPhone 4's end frame is 216 tall: 216 + 4.
    try HandlerFixture("Swift2ObserverForName.swift").expectBottomInset(220)
  }

  @Test func codeThatHidesWhatTheHandlerDoesIsNamedAtItsLine() throws {
    let fixture = try HandlerFixture("OpaqueKeyboardHooks.swift")
    let messages = fixture.warningLines
    #expect(
      messages.contains(
        "13: this block is handed to 'NotificationCenter.default.oex_addObserver' with"
          + " 'UIKeyboardWillChangeFrameNotification', which FormSim does not simulate: if that"
          + " code observes the notification with it, it never runs here; observe it with"
          + " addObserver(forName:object:queue:using:) to run it"))
    // The scroll view's subviews are simulated (its content view): the loop over them at
    // line 25 runs, and is no unknown code.
    #expect(!messages.contains { $0.hasPrefix("25: ") }, "\(messages)")
  }

  @Test func aDefaultThatItsDeclarationTypesIsThatTypesMember() throws {
    // `.default` as a NotificationCenter is the default centre: both observers are registered.
    // iPhone 4: 216 + 25.
    try HandlerFixture("DefaultCenterParameter.swift").expectBottomInset(241)
  }

  @Test func anOptionalTupleTakenApartAndAStaticCallOfTheFilesOwnType() throws {
    let fixture = try HandlerFixture("TupleGuardStaticHelper.swift")
    #expect(!fixture.warnings.contains { $0.message.contains("KeyboardMetrics") })
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the tuple's height, 216, and the extra KeyboardMetrics.configure(12) stored.
    #expect(simulator.world.contentInset.bottom == 228)
  }

  @Test func anUnknownOptionalAGuardAssertsWithAFatalElseIsPresent() throws {
    let fixture = try HandlerFixture("GuardFatalOpaque.swift")
    #expect(
      fixture.warnings.contains {
        $0.location.line == 13
          && $0.message
            == "the condition 'extensionContext' depends on code FormSim does not simulate: it is"
            + " taken as present (the else ends the app)"
      })
    // Taken as nil, the else crashed the handler before the observers were registered.
    try fixture.expectBottomInset(216)
  }

  @Test func theStatusBarIsHiddenWhereTheDeviceShowsNone() throws {
    let fixture = try HandlerFixture("StatusBarHiddenGap.swift")
    // iPhone 4 portrait shows its 20-pt status bar: 216 + 20.
    let portrait = try fixture.simulator(after: "focus 3")
    #expect(portrait.world.contentInset.bottom == 236)
    // An iPhone 15 in landscape shows none: the keyboard's height alone.
    var landscape = Simulator(
      settings: fixture.settings(device: .iphone15, orientation: .landscape))
    try landscape.play("focus 3")
    #expect(landscape.world.statusBarHeight == 0)
    #expect(landscape.world.keyboardFrame.height > 0)
    #expect(landscape.world.contentInset.bottom == landscape.world.keyboardFrame.height)
  }

  @Test func theSafeAreaLayoutGuidesFrameIsTheBoundsLessTheSafeArea() throws {
    let fixture = try HandlerFixture("SafeAreaLayoutFrame.swift")
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // iPhone 15: the root view's safe area is 59 at the top and 34 at the bottom, so the guide's
    // frame is (0, 59, 393, 852 − 93 = 759), down to 818; the keyboard (335) starts at 517:
    // 818 − 517 = 301 inside it.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.additionalSafeAreaInsets.bottom == 301)
    try simulator.play("dismiss")
    #expect(simulator.world.additionalSafeAreaInsets.bottom == 0)
  }

  @Test func aTableViewHasOneSectionWithARowPerField() throws {
    // One section, twelve rows: the guard passes, and the iPhone 4's 216 is the inset.
    let fixture = try HandlerFixture("TableSectionsGuard.swift")
    try fixture.expectBottomInset(216)
    // The table view controller's own `tableView` is said to be that, or an outlet.
    #expect(
      fixture.warningLines.first?.hasPrefix(
        "16: 'tableView' is not declared in the file (a UITableViewController's own, or an"
          + " outlet): taken as an outlet (UIScrollView") == true, "\(fixture.warningLines)")
  }

  @Test func theFirstLayoutRunsBetweenWillAndDidAppear() throws {
    // viewWillLayoutSubviews ran once (laidOut 1), viewDidLayoutSubviews registered the
    // observers: iPhone 4, 216 + 1.
    try HandlerFixture("LayoutRegistersObservers.swift").expectBottomInset(217)
  }

  @Test func aComputedPropertysTypeGivesTheZeroItReturns() throws {
    // iPhone 4: 216 + CGRect.zero's height + CGSize.zero's (it was refused: "'.zero' where
    // FormSim cannot tell the type").
    try HandlerFixture("TypedImplicitZero.swift").expectBottomInset(216)
  }

  @Test func aRootViewCastToAScrollViewIsTheScreensScrollView() throws {
    // The screen's space is the window's: the keyboard's frame (0, 264, 320, 216) in the scroll
    // view meets its bounds over 216, whatever it has scrolled.
    try HandlerFixture("RootScrollViewScreenSpace.swift").expectBottomInset(216)
  }

  @Test func aKeyboardLibraryTheFileConfiguresIsNamedWithItsStrategy() throws {
    let fixture = try HandlerFixture("IQKeyboardDistance.swift")
    let messages = fixture.warningLines
    #expect(
      messages.contains(
        "11: IQKeyboardManager moves the fields itself on a device, which this file's own code"
          + " does not show: check the screen with --strategy iqkeyboardmanager (its"
          + " keyboardDistanceFromTextField is --margin)"))
  }

  @Test func aPropertyTheFileSetsItselfIsNilUntilItDoesNotAnUnboundOutlet() throws {
    // The base class alone: nothing hands it a scroll view, so `scrollView != nil` is false
    // when a field begins editing, as on a device; it asked for a binding and stopped the run.
    let base = try HandlerFixture("HandedIn/FormBaseController.swift")
    var alone = try base.simulator(after: "focus 10")
    #expect(alone.world.handlerCrash == nil)
    #expect(alone.takeCrashes().isEmpty)
    #expect(alone.world.scrollViewBottomLift == 0)
    // With the subclass's file, its bound outlets are handed in and the observers registered:
    // iPhone 4's end frame is 216 tall, the constraint's constant.
    let both = try HandlerFixture(
      "HandedIn", bind: [("formScroll", "scroll"), ("formBottom", "scroll.bottom")])
    var simulator = try both.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aFigureWrittenThroughAnotherNameIntoAnUnboundOutletAsksForItsBinding() throws {
    // The screen hands `formBottom`, unbound, to the base class, which keeps it as
    // `bottomConstraint` and writes its constant when field 10 begins editing (0 there, the
    // keyboard not yet known): on a device that moves the form's bottom, so the run stops at
    // that line and asks for the outlet's binding, by the outlet's own name. (Before, the
    // write went into an opaque value and the form never moved, with no word of why.)
    let fixture = try HandlerFixture("HandedIn", bind: [("formScroll", "scroll")])
    let simulator = try fixture.simulator(after: "focus 10")
    let crash = try #require(simulator.world.handlerCrash)
    #expect(crash.hasPrefix("handler stopped at "), "\(crash)")
    #expect(crash.contains("FormBaseController.swift:36:"), "\(crash)")
    #expect(
      crash.contains(
        "'bottomConstraint.constant' is written, and 'bottomConstraint' holds 'formBottom', an"
          + " outlet no --bind connects: pass --bind formBottom=scroll.bottom"), "\(crash)")
    #expect(simulator.world.scrollViewBottomLift == 0)
    // Bound to `none`, it is a constraint FormSim does not draw: the write changes nothing,
    // and the run goes on.
    let none = try HandlerFixture(
      "HandedIn", bind: [("formScroll", "scroll"), ("formBottom", "none")], tag: "none")
    let quiet = try none.simulator(after: "focus 10")
    #expect(quiet.world.handlerCrash == nil)
    #expect(quiet.world.scrollViewBottomLift == 0)
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func aHandlersFilesAreNamedInItsMessagesAndDoNotMixLanguages() throws {
    let folder = HandlerFixture.path("TwoFiles")
    let files = try HandlerFrontEnd.files(of: folder)
    #expect(files == [folder + "/KeyboardAware.swift", folder + "/SignInViewController.swift"])
    let environment = ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""]
    // Only the screen's file: the call into the other file is opaque, and said so at its place.
    let alone = try HandlerFrontEnd.load(files: [files[1]], environment: environment)
    let (_, warnings) = try HandlerCompiler.compile(alone, name: "test-alone")
    #expect(warnings.map(\.description).first?.hasPrefix(files[1] + ":11:5: warning:") == true)
    // Both: a location in the second file names it.
    let both = try HandlerFrontEnd.load(files: files, environment: environment)
    let screen = try #require(both.methods.first { $0.name == "viewDidLoad" })
    #expect(both.path(of: screen.location) == files[1])
    #expect(
      throws: HandlerLoadError.mixedLanguages(
        first: files[0], other: HandlerFixture.path("Snippet.m"))
    ) {
      _ = try HandlerFrontEnd.load(
        files: [files[0], HandlerFixture.path("Snippet.m")], environment: environment)
    }
    #expect(
      throws: HandlerLoadError.noHandlerFiles(folder: HandlerFixture.path("../Fixtures/None"))
    ) {
      _ = try HandlerFrontEnd.files(of: HandlerFixture.path("../Fixtures/None"))
    }
  }

  @Test func aHeaderListedBesideItsImplementationIsReadThroughIt() throws {
    // `Login.m,Login.h`: the header is the implementation's import, not a file of its own,
    // as in a folder (it had made the list two languages); headers alone stay as given, for
    // the message that a header runs nothing.
    let folder = HandlerFixture.path("ControllerClassMethodMove")
    let listed = ["ShippingFormController.m", "ViewMover.h", "ViewMover.m"].map {
      folder + "/" + $0
    }
    #expect(
      try HandlerFrontEnd.files(of: listed.joined(separator: ","))
        == [listed[0], listed[2]])
    #expect(try HandlerFrontEnd.files(of: listed[1] + "," + listed[1]) == [listed[1], listed[1]])
  }

  @Test func swift2sOneLetForAListOfBindingsIsRead() throws {
    // Named `.swift2`: today's swift-format, which lints every `.swift` file here, cannot parse
    // it; the front end reads any file that is not `.m` as Swift.
    let fixture = try HandlerFixture("Swift2LetList.swift2")
    #expect(
      fixture.warnings.map(\.message) == [
        "Swift 2's 'if let a = x, b = y': read as 'if let a = x, let b = y'"
      ])
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the end frame is 216 tall, and both bindings hold.
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func swift2sWhereAfterABindingIsACondition() throws {
    let fixture = try HandlerFixture("Swift2Where.swift2")
    let warning = "Swift 2's 'if let a = x where …': read as 'if let a = x, …'"
    #expect(fixture.warnings.map(\.message) == [warning, warning, warning])
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the end frame is 216 tall, over 200 and not over 300: the inset is 216.
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func aClosureStoredInCodeFormSimDoesNotSimulateNeedsNoBinding() throws {
    // `composerBottom` is written only in the closure given to the app's tracker object,
    // which FormSim does not run: no binding is asked for.
    #expect(try HandlerFixture.errors("ClosureStoredInLibraryObject.swift").isEmpty)
    let fixture = try HandlerFixture("ClosureStoredInLibraryObject.swift", tag: "stored-")
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the end frame is 216 tall.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aPropertyNamedAsTheDataSourceMethodsDoesNotReachThem() throws {
    // `tableView.contentInset` is the property; `tableView(_:cellForRowAt:)` and its sibling
    // (lines 18–26) run only when UIKit asks for rows, which FormSim does not simulate.
    let fixture = try HandlerFixture(
      "TableDataSourceUnreached.swift", bind: [("tableView", "scroll")], tag: "rows-")
    #expect(fixture.warnings.allSatisfy { !(18...26).contains($0.location.line) })
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the end frame is 216 tall.
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func anOutletUsedButNotBoundStopsTheRunAtItsFirstUse() throws {
    let errors = try HandlerFixture.errors("ConstraintJump.swift")
    #expect(errors.map(\.location) == [SourceLocation(line: 20, column: 7)])
    #expect(
      errors.first?.message.hasPrefix(
        "'bottomConstraint' is not bound: pass --bind bottomConstraint=scroll.bottom") == true)
    #expect(
      try HandlerFixture.errors(
        "ConstraintJump.swift", bind: [("bottomConstraint", "scroll.bottom")]
      ).isEmpty)
    let wrong = try HandlerFixture.errors(
      "ConstraintJump.swift", bind: [("bottomConstraint", "floor")])
    #expect(wrong.first?.message.contains("'floor' is not a target") == true)
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func aFileThatDoesNotParseGetsSwiftSyntaxsDiagnostics() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-syntax-\(UInt32.random(in: 0...UInt32.max)).swift").path
    try
      "class A {\n  func keyboardWillShow(_ n: Notification) {\n    let x = (n.userInfo?[\n  }\n}\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let program = try HandlerFrontEnd.load(
      file: path, environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    let errors = try #require(
      {
        do {
          _ = try HandlerCompiler.compile(program, name: "syntax")
          return nil
        } catch let failure as HandlerCheckFailure {
          return failure.diagnostics
        } catch {
          return nil
        }
      }() as [HandlerDiagnostic]?)
    #expect(errors.first?.severity == .error)
    #expect(errors.first?.location.line == 3)
    #expect(errors.first?.description.hasPrefix(path + ":3:") == true)
  }
}

extension HandlerRunTests {
  @Test func contentInsetAdjustmentNeverSetInViewDidLoadStopsTheSafeAreaInsets() throws {
    let fixture = try HandlerFixture("InsetNever.swift")
    var simulator = Simulator(settings: fixture.settings(device: .iphone15))
    // iPhone 15: with .never nothing is added, so the content rests at 0 (not −59) and its top
    // sits under the 59-pt status bar.
    #expect(simulator.world.contentOffset.y == 0)
    #expect(simulator.world.model.adjustedContentInset.top == 0)
    try simulator.play("focus 10")
    // The whole keyboard, 335, is the bottom inset and nothing is added to it.
    #expect(simulator.world.contentInset.bottom == 335)
    #expect(simulator.world.model.adjustedContentInset.bottom == 335)
  }

  @Test func arithmeticOnTheAppsOwnViewsIsOpaqueAndTheirFrameZeroACGRect() throws {
    let fixture = try HandlerFixture("ComponentRowsAboveKeyboard.swift")
    // `LabeledInputRow(frame: .zero, …)` is the app's view: the label gives `.zero` its type
    // (it stopped the handler: "'.zero' where FormSim cannot tell the type").
    #expect(fixture.warnings.contains { $0.message.contains("'LabeledInputRow(…)'") })
    var simulator = try fixture.simulator(after: "focus 10")
    // `available -= row height` with the row's height unknown is unknown (it stopped the
    // handler: "'-' on 460 and …"), and it only places the app's rows. The inset is the
    // keyboard's 216 on an iPhone 4; UIKit's own scroll then brings field 10 (470…501) above
    // it, into 480 − 216 = 264 pt: 501 − 264 = 237.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    // `setContentOffset(.zero, animated: false)`: the method's name makes `.zero` a point.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func literalsRunOpaqueAndTheAppIsActive() throws {
    let fixture = try HandlerFixture("LiteralsAndAppState.swift")
    // Image and colour literals and `#function` were refused; they are opaque, and listed.
    let opaque = fixture.warnings.filter { $0.message.contains("treated as opaque") }
    #expect(opaque.contains { $0.message.contains("'#imageLiteral(…)'") })
    #expect(opaque.contains { $0.message.contains("'#colorLiteral(…)'") })
    #expect(opaque.contains { $0.message.contains("'#function'") })
    // UIKit's `setNeedsStatusBarAppearanceUpdate()` is declared: nothing opaque about it.
    #expect(!fixture.warnings.contains { $0.message.contains("setNeedsStatusBar") })
    // `NSLayoutConstraint.activate` runs (it activates a constraint to the keyboard layout
    // guide); the app's own anchor in it is opaque, and listed.
    #expect(opaque.contains { $0.message.contains("'avatar.widthAnchor'") })
    #expect(!fixture.warnings.contains { $0.message.contains("'NSLayoutConstraint.activate'") })
    // `#line` is the line it is written on, 17.
    let program = try HandlerFixture.program("LiteralsAndAppState.swift")
    #expect(
      Shape.of(program.methods[0].body[1])
        == "(call print (interpolated (opaque #function) \" at line \" 17))")
    var simulator = try fixture.simulator(after: "focus 10")
    // The app is `.active`, not `.background` (an unknown state read as false returned
    // early), and `[Badge](arrayLiteral: .starter, .verified)` holds two badges (calling the
    // array type stopped the handler). Covered: the view's 480 less the end frame's top 264 =
    // 216; UIKit's scroll then brings field 10 (470…501) into 480 − 216 = 264: 501 − 264 = 237.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    // The end frame's top is 480: covered 0, and `setContentOffset(.zero, …)` scrolls to 0.
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func aConstraintsHintReadsTheSignInsideAClosureCalledAtOnceAndATernary() throws {
    // `{ …; return -(covered) }()` and `showing ? -(…) : 0` both write a negative constant:
    // the bar is the constraints' first item. (Before, both hints said `scroll.bottom`, which
    // lowers the scroll view's bottom by 216 instead of lifting it.)
    let errors = try HandlerFixture.errors("ConstraintSignInClosure.swift").map(\.message)
    #expect(errors.contains { $0.contains("--bind replyBarBottom=-scroll.bottom (or content") })
    #expect(
      errors.contains { $0.contains("--bind attachmentTrayBottom=-scroll.bottom (or content") })
    let fixture = try HandlerFixture(
      "ConstraintSignInClosure.swift",
      bind: [("replyBarBottom", "-scroll.bottom"), ("attachmentTrayBottom", "none")])
    // Covered 480 − 264 = 216: the constant −216 lifts the scroll view's bottom to 264, and
    // UIKit scrolls field 10 (470…501) into it: 501 − 264 = 237. Covered 480 − 480 = 0: the
    // scroll view is 480 tall again, and the offset is pulled back to the content's end,
    // 620 − 480 = 140.
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func anOutletAnOverriddenHookReturnsIsAskedForWhenItsConstantIsWritten() throws {
    // `if let constraint = self.bottomConstraintForKeyboard()`, which the screen overrides to
    // return `resultsBottom`: the write of `constraint.constant` is the outlet's, so the check
    // asks for it. (Before, "used for nothing FormSim simulates" and the write changed nothing:
    // UIKit's own 21.)
    let errors = try HandlerFixture.errors("OverriddenConstraintHook.swift").map(\.message)
    #expect(
      errors.contains { $0.hasPrefix("'resultsBottom' is not bound: pass --bind resultsBottom=") },
      "\(errors)")
    let fixture = try HandlerFixture(
      "OverriddenConstraintHook.swift", bind: [("resultsBottom", "scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 10")
    // Shown: the constant 216 lifts the scroll view's bottom to 264, and UIKit scrolls field 10
    // into it: 501 − 264 = 237. Hidden (the end frame at 480): 0, 480 tall, the offset pulled
    // back to 620 − 480 = 140.
    #expect(simulator.world.scrollViewFrame.height == 264)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func anUnboundConstraintsHintTakesTheSignItsConstantIsWrittenWith() throws {
    let errors = try HandlerFixture.errors("ConstraintSignsUnbound.swift").map(\.message)
    // `safeAreaInsets.bottom - end.height` is negative: the view is the constraint's first
    // item. `bounds.height - end.minY` is the covered height, positive: its second.
    #expect(errors.contains { $0.contains("--bind composerBottom=-scroll.bottom (or content") })
    #expect(errors.contains { $0.contains("--bind footerBottom=scroll.bottom (or content") })
    let fixture = try HandlerFixture(
      "ConstraintSignsUnbound.swift",
      bind: [("composerBottom", "-scroll.bottom"), ("footerBottom", "none")])
    let simulator = try fixture.simulator(after: "focus 3")
    // iPhone 4: no bottom safe area, so the constant is 0 − 216; as `-scroll.bottom` it lifts
    // the scroll view's bottom by 216.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
  }

  @Test func aConstraintsHintReadsTheSignOfAWriteThroughAStrongSelf() throws {
    // `strongSelf.composerBottom.constant = -covered - margin`, `strongSelf` bound from
    // `[weak self]`: negative, so the bar is the constraint's first item. (Before, the write
    // through the alias was not seen and the hint said `scroll.bottom`, which lowers the scroll
    // view's bottom instead of lifting it.)
    let errors = try HandlerFixture.errors("ConstraintSignThroughStrongSelf.swift").map(\.message)
    #expect(
      errors.contains { $0.contains("--bind composerBottom=-scroll.bottom (or content") },
      "\(errors)")
    let fixture = try HandlerFixture(
      "ConstraintSignThroughStrongSelf.swift", bind: [("composerBottom", "-scroll.bottom")])
    // Covered 480 − 264 = 216; the constant −216 − 12 = −228 lifts the scroll view's bottom
    // to 480 − 228 = 252, and UIKit scrolls field 10 (470…501) into it: 501 − 252 = 249.
    // Hidden, the end frame at 480 covers 0: the constant 0, the scroll view 480 tall again,
    // the offset pulled back to 620 − 480 = 140.
    try fixture.expectLiftingFieldTen(lift: 228, offset: 249, offsetDismissed: 140)
  }

  @Test func theScrollViewsOwnHeightConstraintIsAskedForAsItsBottomTheOtherWayRound() throws {
    // `scrollViewHeightConstraint.constant -= covered`: lowering the height lifts the scroll
    // view's bottom, as `-scroll.bottom`'s negative constant does. (Before, the hint said
    // `content.height (or scroll.bottom)`: the first shrank the content to 404 and left field
    // 10 under the keyboard, the second pushed the bottom 216 below the screen.)
    let errors = try HandlerFixture.errors("ScrollViewHeightConstraintLowered.m").map(\.message)
    #expect(
      errors.contains {
        $0.contains("--bind scrollViewHeightConstraint=-scroll.bottom (or content.height)")
      }, "\(errors)")
    let fixture = try HandlerFixture(
      "ScrollViewHeightConstraintLowered.m",
      bind: [("scrollViewHeightConstraint", "-scroll.bottom")])
    // The keyboard (0, 264, 320, 216) meets the scroll view (0, 0, 320, 480) in 216: the
    // constant 0 − 216 lifts the bottom to 264, and UIKit scrolls field 10 (470…501) into it:
    // 501 − 264 = 237. On hide the constant is the 0 read at load: 480 tall, the offset pulled
    // back to 620 − 480 = 140.
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aPropertySynthesizedToARenamedVariableTakesTheVariablesTypeWithoutTheHeader()
    throws
  {
    // `@synthesize guests = guests_;`, `guests_` sorted: both opaque, one storage. (Before,
    // the property was guessed a view and the variable opaque, and clang refused the
    // `@synthesize`: nothing ran.) Will-show insets the scroll view by the keyboard's 216, and
    // UIKit scrolls field 10 (470…501) into the 264 left: 501 − 264 = 237.
    let fixture = try HandlerFixture("SynthesizedRenamedModelArray.m")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func anOutletAssignedOnlyInACommentIsStillAnOutlet() throws {
    // `// self.formBottomSpace = …;` assigns nothing: the constraint is the storyboard's, and
    // the check asks for it. (Before, the comment counted as the file setting it: no
    // binding was asked for, and every write to it changed nothing.)
    let errors = try HandlerFixture.errors("CommentedOutletAssignment.m").map(\.message)
    #expect(
      errors.contains {
        $0.hasPrefix("'formBottomSpace' is not bound: pass --bind formBottomSpace=")
      },
      "\(errors)")
    let fixture = try HandlerFixture(
      "CommentedOutletAssignment.m", bind: [("formBottomSpace", "scroll.bottom")])
    // The constant 216 lifts the scroll view's bottom to 264, and UIKit scrolls field 10 into
    // it: 501 − 264 = 237; on hide 0, 480 tall, the offset pulled back to 620 − 480 = 140.
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aFigureFromAViewMadeByUnknownCodeNamesThePropertyHoldingIt() throws {
    // `lazy var credentialsStack = UIStackView(…)` of the app's own fields: its frame is Auto
    // Layout's, unknown, so the transform written from it stops the run, and the message
    // names `credentialsStack.frame.maxY`. (Before, it named 'UIStackView(…).frame.maxY',
    // which says nothing of where in the file the value comes from.)
    let fixture = try HandlerFixture("StackViewMadeLazily.swift")
    let simulator = try fixture.simulator(after: "focus 10")
    let crash = try #require(simulator.world.handlerCrash)
    #expect(crash.hasPrefix("handler stopped at "), "\(crash)")
    #expect(crash.contains("'credentialsStack.frame.maxY'"), "\(crash)")
    #expect(simulator.world.rootTransform == .identity)
  }

  @Test func aNumberReadFromTextIsSwiftsFailableInitialiser() throws {
    // `Double(text)` and `Int(text)` of the field's text: nil unless the whole text is a
    // number, as Swift's initialisers from text are; `Int8("300")` does not fit, nil. (Before,
    // "'Double' needs a number" stopped the run.)
    let fixture = try HandlerFixture("DistanceFromTypedText.swift")
    // "40": radius 40, steps 40; the inset 40 + 2, then 42 + 40 = 82.
    var typed = try fixture.simulator(after: "focus 1; type 40; dismiss")
    #expect(typed.world.handlerCrash == nil)
    #expect(typed.world.contentInset.bottom == 82)
    // "4.5": radius 4.5, steps nil so -1; the inset 4.5 + 2 = 6.5.
    try typed.play("focus 2; type 4.5; dismiss")
    #expect(typed.world.contentInset.bottom == 6.5)
    // "km": no number; radius stays 4.5, steps -1: 6.5 again.
    try typed.play("focus 3; type km; dismiss")
    #expect(typed.world.handlerCrash == nil)
    #expect(typed.world.contentInset.bottom == 6.5)
  }

  @Test func rectanglesThatOnlyTouchIntersectInAnEmptyRectangleOnTheirEdge() throws {
    // Shown: (0, 264, 320, 216) ∩ (0, 0, 320, 480) = (0, 264, 320, 216): covered 480 − 264 =
    // 216, and UIKit scrolls field 10 (470…501) into the 264 left: 501 − 264 = 237. Hidden:
    // (0, 480, 320, 216) only touches the bounds' bottom edge, and Core Graphics gives
    // (0, 480, 320, 0): covered 480 − 480 = 0. (Before, the null rectangle at infinity made
    // the inset −∞, a crash, and the inset stayed 216.)
    let fixture = try HandlerFixture("IntersectionTouchingEdge.swift")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func anAppClassWithUIKitsPrefixIsTheFilesOwnWithoutItsHeader() throws {
    // `@implementation UIMessageComposerController`, its header missing: the file's own class,
    // declared from its use as any other. (Before, the prefix made it one of UIKit's: "cannot
    // find interface declaration", "cannot use 'super' because it is a root class", nothing
    // ran.) Will-show insets the scroll view by 216, and UIKit scrolls field 10 (470…501) into
    // the 264 left: 501 − 264 = 237.
    let fixture = try HandlerFixture(
      "UIPrefixedAppController.m", bind: [("messagesScrollView", "scroll")])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func theScrollViewOutletBesideACollectionViewMadeInCodeIsTheForms() throws {
    // `scrollView` is the storyboard's, only read and configured; `moodStrip` is made in code.
    // The code moves neither, so the outlet is the form's. (Before, the two counted as "2
    // scroll views in code", neither was bound, and the run stopped: "'scrollView' is not
    // bound".)
    let fixture = try HandlerFixture(
      "OutletBesideMadeCollectionView.swift", bind: [("scrollBottom", "scroll.bottom")])
    #expect(!fixture.warnings.contains { $0.message.contains("scroll views") })
    // The scroll view's bottom 480 less the keyboard's top 264: the constant 216 lifts the
    // bottom to 264, and UIKit scrolls field 10 (470…501) into it: 501 − 264 = 237. Hidden:
    // 0, 480 tall, the offset pulled back to 620 − 480 = 140.
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func theFormsCollectionViewMadeWithALayoutIsNoOpaqueCode() throws {
    // `UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())` into the
    // property the form is bound to: the screen's scroll view, not code the run skips.
    // (Before, a warning called it opaque, "changes nothing simulated", while the run insets
    // it.) Will-show insets it by 216; UIKit scrolls field 10 (470…501) into the 264 left:
    // 501 − 264 = 237.
    let fixture = try HandlerFixture("CollectionViewMadeWithLayout.swift")
    #expect(!fixture.warnings.contains { $0.message.contains("UICollectionView(") })
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aTextViewMadeInAClosureAndPinnedToTheGuideIsNamedForItsBinding() throws {
    // `let entryTextView: UITextView = { …; return textView }()`, its bottom pinned to the
    // keyboard layout guide: the warning names the binding that lets the form stand for it.
    // (Before, the closure hid that the code makes it: no word, and nothing moved.)
    let unbound = try HandlerFixture("TextViewMadeInClosurePinnedToGuide.swift")
    #expect(
      unbound.warnings.contains {
        $0.message.hasPrefix("'entryTextView' is a text view the code makes")
          && $0.message.contains("--bind entryTextView=scroll")
      }, "\(unbound.warningLines)")
    let fixture = try HandlerFixture(
      "TextViewMadeInClosurePinnedToGuide.swift", bind: [("entryTextView", "scroll")],
      tag: "bound-")
    // Pinned to the guide, the scroll view ends at the keyboard's top, 264: the guide's space
    // 216, and UIKit scrolls field 10 (470…501) into it: 501 − 264 = 237. Hidden: 480 tall
    // again, the offset pulled back to 620 − 480 = 140.
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func aTextViewWhoseInsetOrFrameTheCodeSetsIsAskedForAsTheScrollView() throws {
    // The first use of `memoText` for a figure is a conversion into it, of `padText` a frame:
    // the hint is still `scroll`, as the inset or frame write says. (Before, it was
    // `field:N`, and bound so the writes changed nothing, or the frame write stopped the run.)
    for (file, outlet) in [
      ("TextViewInsetAfterConvert.m", "memoText"), ("TextViewFrameShrunkOnDidShow.m", "padText"),
    ] {
      let errors = try HandlerFixture.errors(file).map(\.message)
      #expect(errors.contains { $0.contains("--bind \(outlet)=scroll (targets") }, "\(errors)")
    }
    // The keyboard (0, 264, 320, 216) in the text view meets its bounds in 216: the inset,
    // and UIKit scrolls field 10 (470…501) into the 264 left: 501 − 264 = 237. Hidden, the end
    // frame (0, 480, …) only touches the bounds: 0 high, the inset 0, the offset kept.
    let insetting = try HandlerFixture(
      "TextViewInsetAfterConvert.m", bind: [("memoText", "scroll")])
    try insetting.expectBottomInset(216, offset: 237)
    // Did-show takes the keyboard's 216 off the 480: 264 tall, and field 10 is brought into
    // it: 501 − 264 = 237. Will-hide gives it the view's 480 back; the offset is pulled back
    // to 620 − 480 = 140.
    let framing = try HandlerFixture(
      "TextViewFrameShrunkOnDidShow.m", bind: [("padText", "scroll")])
    var simulator = try framing.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewFrame.height == 264)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewFrame.height == 480)
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func aSwitchWithoutDefaultThatNoCaseMatchesIsTheAppsCrash() throws {
    // The keyboard's curve 7 is none of `UIView.AnimationCurve`'s four named cases: Swift's
    // switch traps there on a device ("unexpected enum case"). (Before, the switch was
    // skipped, `options` was `()`, and the run went on as if nothing were wrong.)
    let fixture = try HandlerFixture("CurveSwitchWithoutDefault.swift")
    var settings = fixture.settings()
    settings.keyboardTiming = AnimationTiming(duration: 0.25, curve: .keyboardSpring)
    var spring = Simulator(settings: settings)
    try spring.play("focus 10")
    let crash = try #require(spring.world.handlerCrash)
    #expect(crash.hasPrefix("handler crashed at "), "\(crash)")
    #expect(crash.contains("CurveSwitchWithoutDefault.swift:19:"), "\(crash)")
    #expect(crash.contains("unexpected enum case 7"), "\(crash)")
    #expect(spring.world.contentInset.bottom == 0)
    // With an ease-in-out curve (0) the case matches: the inset is the keyboard's 216.
    let easeInOut = try fixture.simulator(after: "focus 10")
    #expect(easeInOut.world.handlerCrash == nil)
    #expect(easeInOut.world.contentInset.bottom == 216)
  }

  @Test func anAssociatedObjectKeyThatHoldsItsOwnAddressIsOneKey() throws {
    // `static const void *Key = &Key;`, passed as `Key` to both objc_setAssociatedObject and
    // objc_getAssociatedObject: one address, so the block stored is the block read. (Before,
    // the key's value was unknown, nothing was stored, and the blocks never ran, with no
    // word.) Show: the table's inset is the keyboard's 216, and UIKit scrolls field 10
    // (470…501) into the 264 left: 501 − 264 = 237. Hide: 0, the offset kept.
    let fixture = try HandlerFixture(
      "AssociatedKeyHoldingItsOwnAddress.m", bind: [("tableView", "scroll")])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aMissingHeadersPropertyNamedAsAQuestionIsAFlag() throws {
    // `if (self.shouldEdit)`, the header missing: a BOOL by its name, NO until the app sets
    // it, as a device's would be, so will-show leaves the inset at 0 and UIKit scrolls field
    // 10 (470…501) into the whole 480: 501 − 480 = 21. (Before, "edit" made it a text field:
    // an unbound outlet, with a warning asking for `--bind shouldEdit=field:N`.)
    let fixture = try HandlerFixture("FlagFromMissingHeader.m")
    #expect(
      !fixture.warnings.contains { $0.message.contains("'shouldEdit', an outlet") },
      "\(fixture.warningLines)")
    try fixture.expectBottomInset(0, offset: 21)
  }

  @Test func aConditionOnAViewFormSimDoesNotDrawIsWarnedOfAndFalse() throws {
    let fixture = try HandlerFixture("UndrawnViewCondition.swift")
    // The photo is opaque, so `photoBottom` is, and the condition on it is false with a
    // warning (it was false with none).
    #expect(
      fixture.warnings.contains {
        $0.message.hasPrefix("the condition 'visible < photoBottom' depends on code")
      })
    let simulator = try fixture.simulator(after: "focus 3")
    // iPhone 4: the keyboard's 216, without the 40 the condition would add.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func aFigureFromAViewFormSimDoesNotDrawSuggestsBindingIt() throws {
    let errors = try HandlerFixture.errors("UndrawnViewFigure.swift").map(\.message)
    #expect(errors.contains { $0.contains("or bind it: --bind avatarView=content") }, "\(errors)")
    // Bound to a view of the screen, its frame is known and nothing is refused.
    #expect(
      try HandlerFixture.errors("UndrawnViewFigure.swift", bind: [("avatarView", "root")]).isEmpty)
    let fixture = try HandlerFixture("UndrawnViewFigure.swift", bind: [("avatarView", "root")])
    let simulator = try fixture.simulator(after: "focus 3")
    // iPhone 4: the keyboard's 216 plus the root view's 480 it stands for: 696.
    #expect(simulator.world.contentInset.bottom == 696)
  }
}

extension HandlerRunTests {
  @Test func aScrollViewExtensionsSetupRunsOnTheScrollView() throws {
    // `--handler-setup followKeyboard` of an extension of UIScrollView: `self` is the screen's
    // scroll view, so `contentInset = …` is its inset (it was the controller's, and changed
    // nothing). iPhone 4: 216 + 8.
    try HandlerFixture("ScrollViewExtensionSetup.swift", setup: ["followKeyboard"])
      .expectBottomInset(224)
  }

  @Test func aViewExtensionsSetupRunsOnTheRootView() throws {
    // `view.bindToKeyboard()` as the screen calls it: the root view moves up by half the
    // keyboard, −216 / 2 = −108, and its `frame` is no unknown name to warn of.
    let fixture = try HandlerFixture("ViewExtensionSetup.swift", setup: ["bindToKeyboard"])
    #expect(fixture.warningLines.isEmpty)
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -108)
  }
}

extension HandlerRunTests {
  @Test func ofTwoScrollViewsTheOnePinnedToTheKeyboardGuideIsTheForms() throws {
    // Two scroll views, neither bound by its type alone: the one pinned to the guide is the
    // form's (the check asked for --bind; before that, it ran as opaque and the form stayed
    // under the keyboard). Its bottom stays at the keyboard's top, 264: an inset of 216.
    #expect(try HandlerFixture.errors("GuidePinTwoScrollViews.swift").isEmpty)
    try HandlerFixture("GuidePinTwoScrollViews.swift").expectBottomInset(216)
  }
}

extension HandlerRunTests {
  @Test func aPropertySetInACallbackIsNotTakenAsPassedIn() throws {
    // `self?.suggestions = result` in the service's callback sets it in the file: it is no
    // value the presenting screen passes in (that was a warning, and the inset made from it an
    // error). The callback never runs, so it stays nil: iPhone 4, 216 + 4.
    let fixture = try HandlerFixture("PropertySetInCallback.swift")
    #expect(!fixture.warningLines.contains { $0.contains("never set") }, "\(fixture.warningLines)")
    try fixture.expectBottomInset(220)
  }
}

extension HandlerRunTests {
  @Test func aCallReachesTheOverloadItsLabelsName() throws {
    // `adjust(height:)` from `adjust(from:)`, and `margin(bottom:)` beside `margin(top:)`: the
    // first of each pair ran whatever the labels (a stack overflow, then the top inset set).
    // iPhone 4: bottom 216 + 7, top 0.
    let fixture = try HandlerFixture("LabelledOverloads.swift")
    try fixture.expectBottomInset(223)
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.top == 0)
  }
}

extension HandlerRunTests {
  @Test func anUnboundOutletAConditionReadsIsNamedWithTheAssumption() throws {
    // `textField == promoField` with the outlet unbound: the warning is at the condition and
    // says it is taken as false (it said the outlet was used for nothing simulated). iPhone 4:
    // 216 + 2 unbound; bound to field 10, focusing it adds 40: 258.
    let fixture = try HandlerFixture("OutletInCondition.swift")
    #expect(
      fixture.warningLines == [
        "18: the condition 'textField == promoField' reads 'promoField', an outlet no --bind"
          + " connects: it is taken as false; pass --bind promoField=field:N to name the view it is"
      ])
    try fixture.expectBottomInset(218)
    try HandlerFixture("OutletInCondition.swift", bind: [("promoField", "field:10")], tag: "bound-")
      .expectBottomInset(258)
  }
}

extension HandlerRunTests {
  @Test func aFieldsActionNothingConnectsIsWarnedOfAndRunsWithTheStoryboardsActions() throws {
    // Without the storyboard, nothing sends `fieldEditingDidBegin:`: the edited field stays nil
    // and did-show only insets, 216, after UIKit's own scroll at will-show, 501 − 480 = 21.
    let alone = try HandlerFixture(
      "FieldActionsFromStoryboard.m", bind: [("scrollView", "scroll")], tag: "alone-")
    #expect(
      alone.warningLines.filter { $0.contains("is an action Interface Builder connects") }
        == [
          "19: 'fieldEditingDidBegin(_:)' is an action Interface Builder connects to a field, and"
            + " nothing here calls it: it never runs; a layout read from the storyboard that"
            + " connects it (--layout FILE.storyboard) sends it",
          "23: 'fieldEditingDidEnd(_:)' is an action Interface Builder connects to a field, and"
            + " nothing here calls it: it never runs; a layout read from the storyboard that"
            + " connects it (--layout FILE.storyboard) sends it",
        ], "\(alone.warningLines)")
    try alone.expectFocusingFieldTen(inset: 216, offset: 21)
    // Connected to field 10, as the storyboard would: did-show finds its origin (20, 470) out
    // of the view's frame less the keyboard, 480 − 216 = 264 tall, and scrolls its frame into
    // view: 501 − 264 = 237.
    let connected = try HandlerFixture(
      "FieldActionsFromStoryboard.m", bind: [("scrollView", "scroll")],
      actions: [
        FieldAction(field: 10, event: .editingDidBegin, selector: "fieldEditingDidBegin:"),
        FieldAction(field: 10, event: .editingDidEnd, selector: "fieldEditingDidEnd:"),
      ], tag: "connected-")
    #expect(!connected.warningLines.contains { $0.contains("is an action") })
    try connected.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func theStoryboardsEditingActionsRunBesideTheDelegate() throws {
    let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../FormSimCoreTests/Storyboards/Coupon.storyboard").path
    let source = try LayoutSource.loadOne(storyboard)
    // A selector the file does not declare is said, and left out.
    let elsewhere = FieldAction(field: 2, event: .editingDidBegin, selector: "codeStarted:")
    let fixture = try HandlerFixture(
      "EditingActionsField.swift", outlets: source.outlets, actions: source.actions + [elsewhere])
    #expect(
      fixture.warningLines == [
        "1: the storyboard sends 'codeStarted:' when field 2 begins editing, and the file"
          + " declares no such method: it does not run (give --handler the file that declares it"
          + " too)"
      ])
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: source.layout, device: .iphone4, orientation: .portrait, strategy: fixture.name))
    // Field 3 begins editing: `fieldStarted:` records it, 216 + 10 (without the action, the
    // active field stayed nil: 216). Then field 1: field 3's Did End ran `fieldFinished`,
    // 216 + 10 + 1.
    try simulator.play("focus 3")
    #expect(simulator.world.contentInset.bottom == 226)
    try simulator.play("focus 1")
    #expect(simulator.world.contentInset.bottom == 227)
    #expect(simulator.world.handlerCrash == nil)
  }
}

extension HandlerRunTests {
  @Test func anInputAccessoryViewSetInCodeIsSkippedWithAWarning() throws {
    // The toolbar would ride on the keyboard on a device: the check says FormSim leaves it out
    // (the write went by in the event log alone) and how a layout gives a field one. The rest
    // runs: iPhone 4, 216.
    let fixture = try HandlerFixture(
      "AccessoryToolbarInCode.swift", bind: [("amountField", "field:10")])
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("14: skipped: FormSim does not simulate a field's input accessory view")
          && $0.contains(#""inputAccessory": "toolbar""#)
      }, "\(fixture.warningLines)")
    try fixture.expectBottomInset(216)
  }
}

extension HandlerRunTests {
  @Test func aScrollViewSubclassAloneIsTheScreensScrollViewMadeByTheStoryboard() throws {
    // Its init(coder:) registers the observers on the scroll view, and its awakeFromNib sets
    // the margin 5 (the file "did nothing", with a warning to give the screen's file):
    // iPhone 4, 216 + 5.
    let fixture = try HandlerFixture("ScrollViewSubclassAlone.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(221)
  }

  @Test func aSetupMethodMayBeNamedAsSwiftWritesItsSelector() throws {
    // `--handler-setup followKeyboard()` was refused as a method 'followKeyboard()' the file
    // does not declare: iPhone 4, 216 + 8.
    try HandlerFixture(
      "ScrollViewExtensionSetup.swift", setup: ["followKeyboard()"], tag: "parenthesised-"
    ).expectBottomInset(224)
  }
}

extension HandlerRunTests {
  @Test func aMethodOfTheFilesOwnTypeNamedLikeUIKitsIsNotSkipped() throws {
    // `history.reloadData()` is the file's struct's method, not table data (it was skipped
    // with that reason); `history.register()` gives 0 + 1: iPhone 4, 216 + 1.
    let fixture = try HandlerFixture("OwnTypeMemberNamedLikeUIKit.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(217)
  }
}

extension HandlerRunTests {
  @Test func aClosuresDollarZeroIsNoUndeclaredOutlet() throws {
    // `view.subviews.forEach { $0.resignFirstResponder() }` warned that `$0` was an outlet
    // to bind as a text field; it is the root view's subview. iPhone 4: 216 + 9.
    let fixture = try HandlerFixture("DollarZeroOverSubviews.swift")
    #expect(!fixture.warningLines.contains { $0.contains("'$0'") }, "\(fixture.warningLines)")
    try fixture.expectBottomInset(225)
  }
}

extension HandlerRunTests {
  @Test func aKeyboardMethodNothingRegistersIsSaid() throws {
    // Only the hide observer is added: the show method never runs, and the inset stays 0 on
    // the iPhone 4, which the check now says where it ran in silence.
    let fixture = try HandlerFixture("ForgottenRegistration.swift")
    #expect(
      fixture.warningLines == [
        "14: 'keyboardWillShow(_:)' takes a notification, and nothing here registers it: it"
          + " never runs; --handler-setup names the method that registers it, or give --handler"
          + " the file that does"
      ])
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.bottom == 0)
  }
}

extension HandlerRunTests {
  @Test func anObjectOfTheFilesClassRunsItsInitAndIsShared() throws {
    // `KeyboardLift(scrollView:)` runs the class's init, which registers the object for the
    // notifications; the screen's writes through its reference reach that one object:
    // extra 4, set to 10, nudged by 1 = 11; margin 11 + 1 = 12. iPhone 4: 216 + 12 = 228.
    // (It was 0: the init never ran, and the helper's `scrollView` hid the screen's outlet.)
    let fixture = try HandlerFixture("HelperObjectOfScreen.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(228)
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    #expect(simulator.takeHandlerLines().contains("L29 scrollView?.contentInset.bottom = 228"))
  }
}

extension HandlerRunTests {
  @Test func eachSelectorReachesItsOwnClasssMethodOfASharedName() throws {
    // The counter registered first (the property's initial value, made at load), so it counts
    // each show before the screen reads it: iPhone 4, 216 + 1 = 217; shown again, 216 + 2.
    // (Both selectors reached the counter's method, and the inset stayed 0.)
    let fixture = try HandlerFixture("HelperSharesObserverName.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(217)
    let simulator = try fixture.simulator(after: "focus 10; dismiss; focus 3")
    #expect(simulator.world.contentInset.bottom == 218)
  }
}

extension HandlerRunTests {
  @Test func objectsMadeWithoutEndAreACrashAtTheLineThatMakesThem() throws {
    // 4,000 objects a show: the inset reads 4,000, then 8,000; the third show would pass
    // 10,000 and crashes at `RowMarker()`, line 21, column 28.
    let fixture = try HandlerFixture("ObjectsMadeOnEveryShow.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.bottom == 4000)
    try simulator.play("dismiss; focus 2")
    #expect(simulator.world.contentInset.bottom == 8000)
    #expect(simulator.world.handlerCrash == nil)
    try simulator.play("dismiss; focus 3")
    let crash = simulator.world.handlerCrash
    #expect(
      crash?.hasSuffix(
        "ObjectsMadeOnEveryShow.swift:21:28: more than 10000 objects of the file's classes made"
          + " (is one made on every notification?)") == true, "\(crash ?? "no crash")")
  }
}

extension HandlerRunTests {
  @Test func blocksAnObjectRegistersRunWithTheObjectAsSelf() throws {
    // The lazy `follower` is made at its first read in viewDidLoad, which sets its padding to
    // 6; the show block's `self` is the object: iPhone 4, 216 + 6 = 222, and 0 on hide.
    let fixture = try HandlerFixture("BlockObserversOfHelperObject.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(222)
  }
}

extension HandlerRunTests {
  @Test func aStructsMutatingMethodsChangeTheValueWhereItIsKept() throws {
    // `InsetState()` starts at its declared defaults (extra 2, shows 0); `grow(by: 5)` makes
    // extra 7; each show counts one first. iPhone 4: 216 + 7 + 1 = 224, then 216 + 7 + 2 = 225.
    // (The defaults were missing, and `state.extra` stopped the handler as unknown.)
    let fixture = try HandlerFixture("MutatingStructState.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(224)
    let simulator = try fixture.simulator(after: "focus 10; dismiss; focus 2")
    #expect(simulator.world.contentInset.bottom == 225)
  }
}

extension HandlerRunTests {
  @Test func aStructsOwnInitialiserRunsAndAFailableOneMayGiveNil() throws {
    // `KeyboardMove(notification:)` runs the struct's `init?`: end frame 216 tall, padding its
    // default 3; `KeyboardMove(height: 1)!` the other: 1 tall, padding 0; `KeyboardMove(height:
    // -1)` is nil, which adds 2. iPhone 4: 216 + 3 + 1 + 0 + 2 = 222. (The initialisers did not
    // run: `endFrame` was unknown.)
    let fixture = try HandlerFixture("FailableStructInitializer.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(222)
  }
}

extension HandlerRunTests {
  @Test func helperObjectsAcrossFilesFindTheirOwnMembersAndTheScreensView() throws {
    // The follower's property `watcher` makes a second object whose init-free `begin()`
    // registers it; `follow(bottomSpace)` reaches `follow(_:extra:)` (extra 6 by default), not
    // `follow(view:)`; `self.view` is the root view, not the follower's `view`; each `end()` is
    // its own class's. iPhone 4: the constant is 216 + 6 = 222, so the scroll view's bottom
    // rises to 480 − 222 = 258 and field 10 (470–501) scrolls to 501 − 258 = 243.
    // (The watcher ran as the screen and `end()` called itself without end.)
    let fixture = try HandlerFixture(
      "HelperObjectsAcrossFiles", bind: [("bottomSpace", "scroll.bottom")])
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectLiftingFieldTen(lift: 222, offset: 243)
  }
}

extension HandlerRunTests {
  @Test func anObjectCallsTheClosureItKeepsByItsBareName() throws {
    // At did-show the keeper sets the inset to 216 and asks the screen's closure for the field:
    // field 10 (470–501 in the content) is scrolled into the 480 − 216 = 264 points above the
    // keyboard, offset 501 − 264 = 237. (The call gave an unknown value, taken as nil, and the
    // field stayed hidden at offset 21.)
    let fixture = try HandlerFixture("ObjectCallsItsClosureProperty.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }
}

extension HandlerRunTests {
  @Test func aSharedHelperInAGlobalOfItsFileIsOneObject() throws {
    // The global's initial value makes the one helper, whose private init registers it; the
    // class method reaches it through `shared` and gives it the scroll view. iPhone 4: 216 + 2.
    // (Its file's global, taken for the class's own property, made a helper while making one,
    // without end.)
    let fixture = try HandlerFixture("SharedHelperGlobal")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(218)
  }
}

extension HandlerRunTests {
  @Test func zeroTakesTheTypeOfTheFilesOwnParameter() throws {
    // `.zero` for `resting: UIEdgeInsets` and for `from base: UIEdgeInsets` is the zero insets:
    // resting becomes 0 + 3 at the bottom, and the show widens it by the keyboard's 216.
    // iPhone 4: 219. (Both were refused: "'.zero' where FormSim cannot tell the type".)
    let fixture = try HandlerFixture("ZeroArgumentsToOwnMethods.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 219)
  }
}

extension HandlerRunTests {
  @Test func aScreenMethodAnObjectCallsRunsWithTheScreenAsSelf() throws {
    // `owner?.keyboardMoved(to:)` runs the screen's method with the screen as `self`: its
    // margin 0 (the badge's condition is unknown, taken as false), not the relay's 50.
    // iPhone 4: 216 + 0 + 3 = 219. (`self.` reached the relay and the write was lost, and
    // `badge.frame != .zero` stopped the handler before that, as `badge.frame = .zero` did.)
    let fixture = try HandlerFixture("HelperCallsBackTheScreen.swift")
    #expect(fixture.warningLines.count == 2, "\(fixture.warningLines)")
    #expect(
      fixture.warningLines.last
        == "36: the condition 'badge.frame != .zero' depends on code FormSim does not simulate:"
        + " it is taken as false")
    try fixture.expectBottomInset(219)
  }
}

extension HandlerRunTests {
  @Test func theOneScrollViewTheCodeMakesIsTheForms() throws {
    // `private let scrollView = UIScrollView()`, its type inferred: the form's scroll view.
    // iPhone 4: inset 216 + 8 = 224; field 10 (470–501) scrolled flush above the inset's edge,
    // 480 − 224 = 256: offset 501 − 256 = 245. (The writes went into an opaque value: 0 and 21.)
    let fixture = try HandlerFixture("ScrollViewMadeInCode.swift")
    #expect(!fixture.warningLines.contains { $0.contains("scroll views in code") })
    try fixture.expectFocusingFieldTen(inset: 224, offset: 245)
    try fixture.expectBottomInset(224)
  }

  @Test func aScrollViewPropertyOnlyEverGivenANewOneIsTheForms() throws {
    // `scrollView = UIScrollView(frame: view.bounds)` in a setup method; `contentView = UIView()`
    // is no scroll view. The change of frame covers 480 − 264 = 216; 216 + 12 = 228, and
    // field 10 ends at 501 − (480 − 228) = 249.
    let fixture = try HandlerFixture("ScrollViewAssignedInSetup.swift")
    try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
  }

  @Test func anObjectiveCScrollViewAllocatedThroughALocalIsTheForms() throws {
    // `UIScrollView *scroll = [[UIScrollView alloc] initWithFrame:…]; self.scrollView = scroll;`
    // 216 + 4 + MIN(0, 9) = 220 (no navigation controller: the message to nil answers 0);
    // field 10 at 501 − (480 − 220) = 241. Allocating a type FormSim knows is not listed as
    // opaque code, as `UIScrollView()` is not. `UIEdgeInsetsInsetRect` of the 480-tall bounds
    // leaves 0–260; moved down 0.5 and made integral, 0–261: the indicator inset is
    // 480 − 261 − 1 = 218.
    let fixture = try HandlerFixture("ScrollViewAllocatedInCode.m")
    #expect(!fixture.warningLines.contains { $0.contains("outside what FormSim simulates") })
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 220)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 218)
    #expect(simulator.world.contentOffset.y == 241)
    try fixture.expectBottomInset(220)
  }

  @Test func twoScrollViewsMadeInCodeAskWhichIsTheForm() throws {
    // The keyboard code moves both: neither is bound, the inset stays 0, and the check says
    // why and what to pass.
    let fixture = try HandlerFixture("TwoScrollViewsMadeInCode.swift")
    #expect(
      fixture.warningLines.first
        == "7: the file makes 2 scroll views in code ('chipsScrollView', 'formScrollView') and"
        + " FormSim cannot tell which is the form's: what the code does to them changes nothing"
        + " simulated; pass --bind NAME=scroll for the form's")
    #expect(try fixture.simulator(after: "focus 10").world.contentInset.bottom == 0)
    // Told which: 216 at the bottom.
    let bound = try HandlerFixture(
      "TwoScrollViewsMadeInCode.swift", bind: [("formScrollView", "scroll")], tag: "bound-")
    #expect(!bound.warningLines.contains { $0.contains("scroll views in code") })
    #expect(try bound.simulator(after: "focus 10").world.contentInset.bottom == 216)
  }
}

extension HandlerRunTests {
  @Test func aTypedObserverThroughAnExtensionOfNotificationCenterRuns() throws {
    // The extension's `addObserver(for:using:)` calls UIKit's `addObserver(forName:object:
    // queue:using:)`, not itself (it called itself until the stack overflowed); the screen's
    // `addObserver(for: willShow) { … }` reaches it by its label, its trailing closure taking
    // `using:`, not the extension's `addObserver(whileActive:using:)` declared first; the
    // payload is made by `KeyboardChange.init`, kept in the descriptor and called through it.
    // iPhone 4: inset 216 + 6 = 222. The visible rectangle, the frame inset by it, is 480 − 222
    // = 258 tall: the indicator inset is 480 − 258 − 2 = 220. The hint label is made in code,
    // so whether the rectangle holds its origin is unknown: taken as false, the guard returns,
    // and UIKit scrolls field 10 (470–501) flush above 258: offset 501 − 258 = 243.
    let fixture = try HandlerFixture("TypedNotificationObserver")
    #expect(fixture.warningLines.count == 3, "\(fixture.warningLines)")
    #expect(
      fixture.warningLines.contains(
        "17: the condition '!visible.contains(self.hintLabel.frame.origin)' depends on code"
          + " FormSim does not simulate: it is taken as false"))
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 222)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 220)
    #expect(simulator.world.contentOffset.y == 243)
    try fixture.expectBottomInset(222)
  }
}

extension HandlerRunTests {
  @Test func aControllersOwnInitialiserTakesItsDefaultValues() throws {
    // `init(placement: .top, spacing: 9)` by default: 216 + 9 = 225, not centred. (Both were
    // opaque: the condition was taken as false, and the inset stopped on the unknown spacing.)
    let fixture = try HandlerFixture("DefaultedInitializerArguments.swift")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 225)
  }
}

extension HandlerRunTests {
  @Test func anObjectiveCHelperObjectOfTheScreensFileIsAnObject() throws {
    // `[[InsetKeeper alloc] initWithScrollView:self.scrollView]` makes an object of the file's
    // NSObject class; its initialiser sets the margin 3 and registers it; the screen then sets
    // its margin to 11 through the property; its `lift` is never set, so the cleared memory's 0.
    // iPhone 4: 216 + 11 + 0 = 227; field 10 at 501 − (480 − 227) = 248. (The helper's methods
    // were the screen's: the margin write went nowhere, 216 + 3 = 219.)
    let fixture = try HandlerFixture("ObjCHelperObjectOfScreen.m")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 227, offset: 248)
    try fixture.expectBottomInset(227)
  }

  @Test func anObjectiveCHelperInAFileOfItsOwnIsAnObjectBesideTheScreensFile() throws {
    // `[BottomInsetKeeper new]`, then its scroll view, its extra 5 and `start`: the change of
    // frame covers 480 − 264 = 216, and 216 + 5 = 221; field 10 at 501 − 259 = 242; the
    // keyboard's frame at the bottom on dismiss covers nothing: 0.
    let fixture = try HandlerFixture("ObjCHelperAcrossFiles")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 221, offset: 242)
    try fixture.expectBottomInset(221)
  }
}

extension HandlerRunTests {
  @Test func ofTwoScrollViewOutletsTheOneTheKeyboardCodeMovesIsTheForms() throws {
    // A collection view of chips and the form's scroll view, both outlets of a scroll view's
    // type: only `formScrollView` is inset, so it is the form's. 216 + 10 = 226; field 10 at
    // 501 − (480 − 226) = 247. (Both were candidates, and the check asked for --bind.)
    let fixture = try HandlerFixture("ChipsAndFormScrollViews.swift")
    #expect(!fixture.warningLines.contains { $0.contains("not bound") })
    try fixture.expectFocusingFieldTen(inset: 226, offset: 247)
    try fixture.expectBottomInset(226)
  }
}

extension HandlerRunTests {
  @Test func rxCocoasNotificationObservablesDriveTheInset() throws {
    // `rx.notification(_:)` of each, mapped to the keyboard's height (`map(\.height)`, a key
    // path as the function; 0 on hide), merged and driven: 216 + 12 = 228; field 10 at
    // 501 − (480 − 228) = 249; 0 after the hide. (The observables were opaque and the driver
    // never ran: 0, with field 10 under the keyboard; a key path stopped the whole run.)
    let fixture = try HandlerFixture("RxNotificationObservers.swift")
    #expect(
      fixture.warningLines.map { $0.prefix(3) } == ["11:", "23:"], "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
    try fixture.expectBottomInset(228)
  }
}

extension HandlerRunTests {
  @Test func aBottomConstraintMadeInCodeBetweenTheRootViewAndTheScrollViewMovesIt() throws {
    // `view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)`, the scroll view made in
    // code: `scroll.bottom`, its constant the lift. 216 + 4 = 220: the scroll view ends at
    // 480 − 220 = 260, and field 10 (470–501) at offset 501 − 260 = 241; 0 after the hide,
    // the scroll view 480 tall again: the last offset is then 620 − 480 = 140, and 241, past
    // it, is pulled back to 140. (The constraint was opaque: nothing moved, and field 10
    // stayed under the keyboard.)
    let fixture = try HandlerFixture("BottomConstraintMadeInCode.swift")
    try fixture.expectLiftingFieldTen(lift: 220, offset: 241, offsetDismissed: 140)
  }
}

extension HandlerRunTests {
  @Test func aBottomConstraintToTheSafeAreaIsWarnedOfAndCanBeBound() throws {
    // Pinned to the safe area's bottom, which the layout does not draw apart from the window's:
    // a warning at the constraint, and nothing moves (field 10 stays under the keyboard).
    let fixture = try HandlerFixture("SafeAreaBottomConstraintInCode.swift")
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("13: a constraint between the scroll view's bottom and the safe area's")
      }, "\(fixture.warningLines)")
    #expect(try fixture.simulator(after: "focus 10").world.scrollViewBottomLift == 0)
    // Bound as the warning says: the keyboard covers 480 − 264 = 216, the constant −216 lifts
    // the scroll view by 216, and field 10 ends at 501 − 264 = 237.
    let bound = try HandlerFixture(
      "SafeAreaBottomConstraintInCode.swift", bind: [("scrollBottom", "-scroll.bottom")],
      tag: "bound-")
    let simulator = try bound.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    #expect(simulator.world.contentOffset.y == 237)
  }
}

extension HandlerRunTests {
  @Test func aSubclassOfTheFilesControllerOverridesItsMethodsAndCallsSuper() throws {
    // The subclass's `viewDidLoad` runs, and its `super.viewDidLoad()` the base class's, which
    // registers the observers; the base's `keyboardWillShow(_:)` calls `keyboardCovers(_:)`,
    // which the subclass overrides, reading its override of `roomBelowField` (the base's is 0):
    // 216 + 7 = 223; field 10 at 501 − (480 − 223) = 244; 0 on hide. (The base's `viewDidLoad`
    // ran alone and its own `keyboardCovers`: 216.)
    let fixture = try HandlerFixture("BaseAndSubclassControllers")
    try fixture.expectFocusingFieldTen(inset: 223, offset: 244)
    try fixture.expectBottomInset(223)
  }
}

extension HandlerRunTests {
  @Test func anRxBinderOfTheFilesReactiveExtensionSetsTheInsetFromEachNotification() throws {
    // Both notifications bound to `scrollView.rx.keyboardInsets`, a binder an `extension
    // Reactive` declares in another file, run with the scroll view as its `base`: on show the
    // end frame's 216 + 9 = 225; field 10 at 501 − (480 − 225) = 246; zero insets on hide.
    // (`rx` of the scroll view was opaque, and the notifications bound to nothing: inset 0.)
    let fixture = try HandlerFixture("RxBinderExtension")
    try fixture.expectFocusingFieldTen(inset: 225, offset: 246)
    try fixture.expectBottomInset(225)
  }

  @Test func rxCocoasBinderOfAConstraintsConstantWritesEachValue() throws {
    // The keyboard's height, made at the top level of another file from `Observable.from` of
    // the two frames and `merge()`, plus 14, bound to `formBottom.rx.constant`, the scroll
    // view's bottom: 216 + 14 = 230 on show; the scroll view 480 − 230 = 250 tall and field 10
    // at 501 − 250 = 251. On hide the frame is `.zero` (its type the closure's `-> CGRect`):
    // 0 + 14 = 14. (The binder was opaque, and nothing moved; `.zero` stopped the run.)
    let fixture = try HandlerFixture(
      "RxConstraintConstant", bind: [("formBottom", "scroll.bottom")])
    try fixture.expectLiftingFieldTen(lift: 230, offset: 251, dismissed: 14)
    // Unbound, the binder's constant is a figure the run cannot place.
    let errors = try HandlerFixture.errors("RxConstraintConstant")
    #expect(
      errors.map(\.message).contains { $0.hasPrefix("'formBottom' is not bound") }, "\(errors)")
  }

  @Test func combinesAssignToAKeyPathOnTheScrollViewSetsItsInset() throws {
    // `assign(to: \.contentInset, on: self)` in the scroll view's extension: the end frame's
    // height 216 + 3 = 219; field 10 at 501 − (480 − 219) = 240; `UIEdgeInsets.zero` on hide.
    // (The subscription was opaque: inset 0.)
    let fixture = try HandlerFixture("CombineAssignInsetExtension.swift")
    #expect(!fixture.warningLines.contains { $0.contains("assign") }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 219, offset: 240)
    try fixture.expectBottomInset(219)
  }

  @Test func aScrollViewGrownPastTheWindowGetsASafeAreaInsetOnlyWhereTheSystemHasOne() throws {
    // Did-hide makes the scroll view the view's height + 216. On the iPhone 4, whose system
    // has no safe area, nothing is added: the largest offset is 620 + 0 − 696 = −76, so
    // UIKit's 21 (501 − 480, at will-show) is pulled back to 0. On the iPhone 14 the part
    // past the window is outside the safe area with the home indicator's 34: 844 + 216 −
    // (844 − 34) = 250. (The iPhone 4 added the 216 too, and the offset stayed 21.)
    let fixture = try HandlerFixture("ScrollViewGrowsPastWindow.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewFrame.height == 696)
    #expect(simulator.world.automaticContentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 0)
    let modern = try fixture.simulator(after: "focus 10; dismiss", device: .iphone14)
    #expect(modern.world.automaticContentInset.bottom == 250)
  }

  @Test func anObservedPropertyOfAHelperObjectRunsItsDidSetOnTheObject() throws {
    // `revealer?.focused = field` runs the didSet with the helper as `self`: its `rows` is the
    // stack bound to the content, whose last row is field 12 (570 + 31 = 601), so the offset
    // is 601 − 300 = 301. The keyboard's will-show then finds field 10 (470–501) inside
    // 301…301 + 264 = 565 and leaves it; hiding changes no inset, and the offset stays.
    // (`focused` was taken for an unbound outlet read as nil, and the didSet ran on the
    // screen, where `rows` is nothing: offset 21, UIKit's own.)
    let fixture = try HandlerFixture(
      "HelperObserverScrollsToLastRow.swift", bind: [("rowStack", "content")])
    #expect(!fixture.warningLines.contains { $0.contains("focused") }, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentOffset.y == 301)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 301)
  }

  @Test func aPropertyWrittenOnlyWithItsOwnValueIsStillPassedIn() throws {
    // `load(workout: workout)` stores the parameter back into `workout`: the file never gives
    // it a value of its own, so it is what the presenting screen passes in (opaque), and
    // reading its date does not crash. Will-show: 216 + 12 = 228, field 10 at 501 − (480 −
    // 228) = 249; 0 on hide. (The write made `workout` a property the file sets, nil until
    // then: `workout.startDate` crashed viewDidLoad before the observers, inset 0.)
    let fixture = try HandlerFixture("PassedInModelWrittenBack.swift")
    #expect(
      fixture.warningLines.contains {
        $0.contains("'workout' (Workout!) is set in the file only to the value it holds")
      }, "\(fixture.warningLines)")
    try fixture.expectBottomInset(228, offset: 249)
  }

  @Test func aFieldIsEditingFromItsDidBeginUntilItResigns() throws {
    // `notesField.isEditing` on will-show: bound to field 10, the one being edited, it holds,
    // and the view rises by 216 / 2 = 108; UIKit scrolls 501 − 480 = 21, field 10 at 470 − 21
    // − 108 = 341; on hide it comes back by 108 to 0. Bound to field 1, which is not being
    // edited, nothing moves. (`isEditing` was no member of a field's, and read false.)
    let editing = try HandlerFixture(
      "EditingFieldLiftsHalfway.swift", bind: [("notesField", "field:10")], tag: "ten-")
    var simulator = try editing.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -108)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
    let other = try HandlerFixture(
      "EditingFieldLiftsHalfway.swift", bind: [("notesField", "field:1")], tag: "one-")
    #expect(try other.simulator(after: "focus 10").world.rootTransform.ty == 0)
  }

  @Test func theKeyWindowFoundThroughTheScenesIsTheOneWindow() throws {
    // iPhone 14, predictive bar on: the keyboard is 335 tall, and the key window (through the
    // foreground-active scene, and through `windows`) has the home indicator's 34 at the
    // bottom: 335 − 34 = 301 for the inset and the indicators. (`isKeyWindow` and the scenes
    // were opaque, the window taken as nil: 335 − 0.) The iPhone 4 has no safe area: 216.
    let fixture = try HandlerFixture("KeyWindowFromScenes.swift")
    let modern = try fixture.simulator(after: "focus 10", device: .iphone14)
    #expect(modern.world.handlerCrash == nil)
    #expect(modern.world.contentInset.bottom == 301)
    #expect(modern.world.scrollIndicatorInsets.bottom == 301)
    try fixture.expectBottomInset(216)
  }

  @Test func anEnumsOwnFailableInitSetsItsCase() throws {
    // `Event(note.name)` runs the enum's `init?`, which sets `self` to `.rising` on will-show
    // and `.falling` on will-hide: 216 + 8 = 224, field 10 at 501 − (480 − 224) = 245; 0 on
    // hide, the offset left. (The init was not run and its value taken as nil: the guard
    // returned, inset 0, UIKit's own 21.)
    try HandlerFixture("KeyboardEventEnumInit.swift").expectBottomInset(224, offset: 245)
  }

  @Test func anUndeclaredScrollViewUsedOnlyThroughSnapKitIsTheForms() throws {
    // `scrollView` comes from a base class not given and is used only as a view (`snp`): its
    // name makes it the scroll view, which the lone-scroll-view inference binds. Will-change-
    // frame: overlap 480 − 264 = 216, the bottom lifted 216 in the animation's layout pass, and
    // UIKit scrolls field 10 to 501 − 264 = 237; on hide the overlap is 0, the scroll view 480
    // tall again, and 237 is pulled back to 620 − 480 = 140. (`scrollView` was opaque, and
    // UIKit alone scrolled 21.)
    let fixture = try HandlerFixture("InheritedScrollViewSnapKit.swift")
    #expect(
      fixture.warningLines.contains { $0.contains("'scrollView' is not declared in the file") },
      "\(fixture.warningLines)")
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func anObserversSelectorNamingNoMethodIsWarnedOfAndRunsNothing() throws {
    // `Selector("keyboardWillHide:")` names no method of the file: a warning at it, and the
    // show observer still runs: 216 + 10 = 226, field 10 at 501 − (480 − 226) = 247; the hide
    // notification changes nothing, so both stay. (The run stopped at the registration, before
    // anything was observed: inset 0, UIKit's own 21.)
    let fixture = try HandlerFixture("SelectorOfAMissingMethod.swift")
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("13: the selector 'keyboardWillHide:' names no method")
      }, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 226, offset: 247)
    try simulator.play("dismiss")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 226)
  }

  @Test func anObjectiveCSelectorWithoutTheColonItsMethodTakesNamesNoMethod() throws {
    // `NSSelectorFromString(@"keyboardAppears")` is not `keyboardAppears:`: the runtime finds
    // no method, so will-show runs nothing here (the app crashes there) and UIKit's own scroll
    // leaves 501 − 480 = 21, inset 0. (It ran `keyboardAppears:`: inset 216, offset
    // 501 − 264 = 237.)
    let fixture = try HandlerFixture("SelectorMissingColon.m", bind: [("entryScroll", "scroll")])
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("15: the selector 'keyboardAppears' names no method")
          && $0.contains("'keyboardAppears' takes an argument")
      }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 0, offset: 21)
  }

  @Test func aFlatMapToJustOrEmptyPassesItsValueOn() throws {
    // Will-show: `.just(216)` from the end frame, then the screen's own `Just(216).map`, + 4 =
    // 220; field 10 at 501 − (480 − 220) = 241. Will-hide: `Just(0)`, which the map leaves 0.
    // (The flatMap was opaque, and the sink never ran: inset 0.)
    let fixture = try HandlerFixture("CombineFlatMapJust.swift")
    #expect(!fixture.warningLines.contains { $0.contains("Just") }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 220, offset: 241)
    try fixture.expectBottomInset(220)
  }

  @Test func aFlatMapToAnotherNotificationStopsTheRunAtItsClosure() throws {
    // A publisher of notifications from a flatMap is not followed: the run stops at the
    // closure, naming what to return instead. (The subscription was dropped without a word.)
    let fixture = try HandlerFixture("CombineFlatMapNotification.swift")
    let simulator = try fixture.simulator(after: "focus 10")
    let stop = try #require(simulator.world.handlerCrash)
    #expect(stop.contains("CombineFlatMapNotification.swift:15:"), "\(stop)")
    #expect(stop.contains("return Just(value), Empty()"), "\(stop)")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aConstraintExtensionsObserverBlockRunsOnTheConstraint() throws {
    // `bottomSpace.followKeyboard()`, a method of the file's `extension NSLayoutConstraint`:
    // its blocks keep the constraint as `self`, long after the method returned. Its resting
    // constant 0, + 216 + 6 = 222 on show: the scroll view 480 − 222 = 258 tall, field 10 at
    // 501 − 258 = 243; the resting 0 on hide. (The call was opaque, and the blocks wrote the
    // controller's own `constant`.)
    let fixture = try HandlerFixture(
      "ConstraintExtensionObserver.swift", bind: [("bottomSpace", "scroll.bottom")])
    try fixture.expectLiftingFieldTen(lift: 222, offset: 243)
    let errors = try HandlerFixture.errors("ConstraintExtensionObserver.swift")
    #expect(
      errors.map(\.message).contains { $0.hasPrefix("'bottomSpace' is not bound") }, "\(errors)")
  }
}

extension HandlerRunTests {
  @Test func anObjectiveCSubclassOfTheAppsControllerOverridesItAndReachesItsSetter() throws {
    // The subclass's own `initWithTitle:` makes the screen (the base's `init`, which would set
    // the room to 100, is passed over) and sets `followsKeyboard`, whose setter is the base's,
    // in another file: it registers the observers. `[super viewDidLoad]` gives the room 4, the
    // subclass adds 3: 7. Will-appear is the subclass's override, which runs the base's first:
    // 216 + 7 = 223, then + 2 = 225; field 10 at 501 − (480 − 225) = 246; 0 on hide. The base
    // class is named as UIKit's are (`UIFormScrollController`), and is still the app's.
    // (The subclass's methods were the base's rivals, the first of a name winning: the base's
    // `init` ran, and nothing registered the observers: 0.)
    let fixture = try HandlerFixture("ObjCSubclassOfFormController")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 225, offset: 246)
    try fixture.expectBottomInset(225)
  }
}

extension HandlerRunTests {
  @Test func aScreensOverrideOfAnExtensionsObjCMethodIsTheOneItsMessageReaches() throws {
    // `extension UIViewController` (in a file read first) calls its own empty
    // `keyboardFrameDidChange(to:)`, which the screen overrides: on a device the message
    // reaches the override. The keyboard covers 480 − 264 = 216 of the view, + 5 = 221: the
    // scroll view 480 − 221 = 259 tall and field 10 at 501 − 259 = 242. On hide the end frame
    // is below the view: 0 + 5 = 5. (The extension's empty body ran: nothing moved.)
    let fixture = try HandlerFixture(
      "OverriddenExtensionMethod", bind: [("composerBottom", "scroll.bottom")])
    try fixture.expectLiftingFieldTen(lift: 221, offset: 242, dismissed: 5)
  }
}

extension HandlerRunTests {
  @Test func anObserverOfTheControllersOwnNotificationsNeverHearsTheKeyboard() throws {
    // The selector observer from any object: 216 + 1 = 217; field 10 at 501 − (480 − 217) =
    // 238. The block observer asks for notifications posted by the controller, which UIKit's
    // never are: it does not set 300. (It ran after the other, leaving 300.)
    let fixture = try HandlerFixture("ObserverFilteredBySelf.swift")
    try fixture.expectFocusingFieldTen(inset: 217, offset: 238)
  }
}

extension HandlerRunTests {
  @Test func aScrollViewMadeThroughBuilderHelpersIsTheFormsOne() throws {
    // `UIScrollView().configure { … }.whenAttached { … }`: each helper is handed a closure and
    // gives the view back, so the property holds the scroll view the screen makes, pinned 12
    // above the keyboard layout guide: its bottom at 264 − 12 = 252, shown as an inset of
    // 480 − 252 = 228; field 10 at 501 − 252 = 249. (The chain was opaque and nothing was
    // bound: field 10 stayed at 21, under the keyboard.)
    let fixture = try HandlerFixture("ScrollViewBuiltWithConfigurator.swift")
    try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
  }
}

extension HandlerRunTests {
  @Test func aSwift3DelegateMethodWithALabelledFirstArgumentIsNeverCalled() throws {
    // The file spells Swift 3's names (`NotificationCenter.default`, `cgRectValue`), so
    // `textFieldDidBeginEditing(textField:)` is not the delegate's: `activeField` stays nil. On
    // did-show the inset is 216 and nothing scrolls: field 10 stays at 501 − 480 = 21, under
    // the keyboard, as on a device. (It ran as the delegate's: scrolled to 501 − 264 = 237.)
    let fixture = try HandlerFixture("Swift3LabelledDelegateMethod.swift")
    #expect(
      fixture.warningLines.filter { $0.contains("UIKit never calls") }.map { $0.prefix(3) }
        == ["17:", "21:"], "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 21)
  }
}

extension HandlerRunTests {
  @Test func aBareSelectorReachesTheOneSignatureOfItsNameAndItsOverride() throws {
    // `#selector(keyboardWillShow)` in the base names `keyboardWillShow(notification:)`, which
    // the screen overrides: 216 + 10 = 226 lifts the bottom, the scroll view 480 − 226 = 254
    // tall, field 10 at 501 − 254 = 247; 0 on hide. (Two methods of the name, the selector
    // named neither, and the run stopped: 21.)
    let fixture = try HandlerFixture(
      "BareSelectorOverridden", bind: [("formBottom", "scroll.bottom")])
    try fixture.expectLiftingFieldTen(lift: 226, offset: 247)
  }

  @Test func aMethodPassedWithItsLabelsAsAnObserversBlockRuns() throws {
    // `using: keyboardWillAppear(notification:)` in the protocol's extension: 216 + 4 = 220;
    // field 10 at 501 − (480 − 220) = 241; `.zero` on hide. (The method was opaque, and the
    // registration refused: 21.)
    let fixture = try HandlerFixture("MethodReferenceObserverBlock")
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 220, offset: 241)
    try fixture.expectBottomInset(220)
  }

  @Test func anExplicitInitIsTheTypesInitialiser() throws {
    // `CGRect.init(x:y:width:height:)` 216 + 2 = 218 tall, `UIEdgeInsets.init(top:…)` of its
    // height: field 10 at 501 − (480 − 218) = 239; `UIEdgeInsets.init()` is zero on hide.
    // (The run stopped at the first `.init`: 21.)
    let fixture = try HandlerFixture("ExplicitInitInsets.swift")
    try fixture.expectFocusingFieldTen(inset: 218, offset: 239)
    try fixture.expectBottomInset(218)
  }
}

extension HandlerRunTests {
  @Test func barAndPresentationMembersOfAControllerAreSkipped() throws {
    // `self.automaticallyAdjustsScrollViewInsets`, `edgesForExtendedLayout` and the like, on a
    // controller of the file: UIKit's view controller's, skipped, as the layout's chrome says
    // how the screen sits under bars. The keyboard then insets 216 + 3 = 219; field 10 at
    // 501 − (480 − 219) = 240; zero on hide. (clang's "property not found" refused the file.)
    let fixture = try HandlerFixture("InheritedControllerMembers.m")
    #expect(
      fixture.warningLines.filter { $0.contains("skipped: FormSim does not simulate presentation") }
        .count == 4, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 219, offset: 240)
    try fixture.expectBottomInset(219)
  }
}

extension HandlerRunTests {
  @Test func anImplicitInitTakesTheTypeItsContextGives() throws {
    // `let covered: CGRect = .init(…)` 216 + 5 = 221 tall; `room(for:)` returns `.init(…)` of
    // its declared `CGSize`, 221 + 1 = 222 tall; `contentInset = .init(top:…)` takes it:
    // field 10 at 501 − (480 − 222) = 243; `.init()` is zero on hide. (`.init` was taken for a
    // case of an enum of the app's, and the run stopped: 21.)
    let fixture = try HandlerFixture("ImplicitInitializerInsets.swift")
    try fixture.expectFocusingFieldTen(inset: 222, offset: 243)
    try fixture.expectBottomInset(222)
  }
}

extension HandlerRunTests {
  @Test func zeroTakesTheNumberTypeOfItsLabelOrOfMaxsOtherArgument() throws {
    // `CGRect(x: .zero, …)` and `UIEdgeInsets(top: .zero, …)`: `.zero` of `CGFloat` by the
    // label; `max(.zero, 216 − 0)` of the other argument's type. The keyboard covers 480 − 264
    // = 216 of the view, + 7 = 223: field 10 at 501 − (480 − 223) = 244; 0 once it is down.
    // (The run stopped at the first `.zero`, whose type it could not tell: 21.)
    let fixture = try HandlerFixture("ZeroNumbersInGeometry.swift")
    try fixture.expectFocusingFieldTen(inset: 223, offset: 244)
    try fixture.expectBottomInset(223)
  }
}

extension HandlerRunTests {
  @Test func theCLibrarysAbsAndCGRectUnionAreDeclaredAndRun() throws {
    // CGRectUnion of the keyboard (264 to 480) and a strip 480 to 484: 220 tall; + abs(−2) =
    // 222; field 10 at 501 − (480 − 222) = 243; zero on hide. (clang refused `abs` and
    // `CGRectUnion`, which FormSim's header did not declare.)
    let fixture = try HandlerFixture("CLibraryGeometry.m")
    try fixture.expectFocusingFieldTen(inset: 222, offset: 243)
    try fixture.expectBottomInset(222)
  }
}

extension HandlerRunTests {
  @Test func shouldEndEditingIsAskedBeforeTheFieldResignsAndCanRefuse() throws {
    // Field 10 focused: inset 216. Field 11 tapped: its shouldBegin says yes, then field 10's
    // shouldEnd is asked and refuses (the first attempt): field 10 keeps focus, the keyboard
    // stays, inset 216. Dismiss: asked again, it agrees: the keyboard goes, inset 0. (UIKit's
    // question was never asked: field 11 took focus.)
    let fixture = try HandlerFixture("ValidatingShouldEndEditing.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    let refused = try simulator.events(of: "focus 11")
    #expect(simulator.focusedIndex == 9)
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(refused.contains(.shouldEndEditing(field: 9, allowed: false)), "\(refused)")
    #expect(!refused.contains(.didEndEditing(field: 9)), "\(refused)")
    let dismissed = try simulator.events(of: "dismiss")
    #expect(simulator.focusedIndex == nil)
    #expect(simulator.world.contentInset.bottom == 0)
    // The method's own statements are logged before the call's event, as every call's are.
    let calls = dismissed.filter { if case .handler = $0 { false } else { true } }
    #expect(calls.first == .shouldEndEditing(field: 9, allowed: true), "\(dismissed)")
    #expect(dismissed.contains(.didEndEditing(field: 9)), "\(dismissed)")
  }

  @Test func aDelegateWithoutShouldEndEditingIsNotAskedNorLogged() throws {
    // The same screens without the method: nothing is logged, as UIKit asks only a delegate
    // that implements it.
    let fixture = try HandlerFixture("ExplicitInitInsets.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    let events = try simulator.events(of: "focus 11; dismiss")
    #expect(events.contains(.didEndEditing(field: 9)), "\(events)")
    #expect(!events.contains { if case .shouldEndEditing = $0 { true } else { false } })
  }
}

extension HandlerRunTests {
  @Test func anUnboundTopConstraintWrittenNegativeIsHintedAsNone() throws {
    // `formTopConstraint.constant = -frame.height`: negative, but a top edge, which no
    // binding stands for: `none`. (The negative constant made it `-scroll.bottom`.)
    let errors = try HandlerFixture.errors("TopConstraintUnbound.swift").map(\.message)
    #expect(
      errors.contains { $0.contains("--bind formTopConstraint=none (targets:") }, "\(errors)")
  }
}

extension HandlerRunTests {
  @Test func aHandlerOfSeveralFilesLogsEachLineWithItsFile() throws {
    // The protocol's extension sets the inset on line 19 of its file; the screen's
    // `viewDidLoad` stores the countries on line 15 of its own. One file alone logs `L18`.
    let fixture = try HandlerFixture("MethodReferenceObserverBlock")
    var simulator = try fixture.simulator(after: "")
    let lines = try simulator.handlerLines(of: "focus 10")
    #expect(
      lines.contains(
        "KeyboardInsetting.swift:19 insettingScrollView.contentInset = (top 0, left 0, bottom 220, right 0)"
      ),
      "\(lines)")
    var single = try HandlerFixture("ExplicitInitInsets.swift").simulator(after: "")
    let singleLines = try single.handlerLines(of: "focus 10")
    #expect(singleLines.contains { $0.hasPrefix("L18 scrollView.contentInset") }, "\(singleLines)")
  }
}

extension HandlerRunTests {
  @Test func aFigureMadeInALoopOverUnknownValuesIsAnErrorAtItsLine() throws {
    // The loop over the app's attachments goes round no times here; on a device it adds their
    // previews' heights. `height` is therefore unknown after it, and the content size written
    // from it an error at its line.
    let errors = try HandlerFixture.errors("ContentSizeFromAttachments.m")
    #expect(
      errors.contains {
        $0.location.line == 20
          && $0.message.hasPrefix(
            "'self.composeScroll.contentSize' takes a value from"
              + " 'self.drafts.currentAttachments()'")
      }, "\(errors)")
  }

  @Test func aContentSizeJoinedFromTheScrollViewsSubviewsIsTheContentViews() throws {
    // The scroll view's one subview is the content view, (0, 0, 320, 620): the union with
    // CGRectZero is that frame, and the content size 320 x 620. (Before, `subviews` was
    // opaque, and the content size written from the loop an error.)
    let fixture = try HandlerFixture(
      "ContentSizeFromSubviews.m", bind: [("composeScroll", "scroll")])
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentSize.height == 620)
    #expect(simulator.world.contentSize.width == 320)
  }
}

extension HandlerRunTests {
  @Test func thePrefixHeaderBesideTheFilesIsIncludedBeforeEach() throws {
    // `ORDER_KEYBOARD_MARGIN`, 6, comes from the constants header that the project's `.pch`
    // imports; `CLLocationDistance`, a type of Core Location's, is a scalar. 216 + 6 = 222:
    // field 10 at 501 − (480 − 222) = 243; zero on hide. (clang refused the property's type
    // as a class that cannot be stored by value, and then the undeclared margin.)
    let fixture = try HandlerFixture("PrefixHeaderConstants")
    try fixture.expectFocusingFieldTen(inset: 222, offset: 243)
    try fixture.expectBottomInset(222)
  }
}

extension HandlerRunTests {
  @Test func aKeyboardFrameConvertedThroughTheWindowKeepsItsPlace() throws {
    // `convertRect:fromWindow:nil` on the one window, then into the view: still 264 to 480.
    // The view's bottom 480 − 264 = 216 covered, + 1 = 217: field 10 at 501 − (480 − 217) =
    // 238; 0 once the keyboard is down. The scroll view's `delegate` is UIKit's, skipped.
    // (clang refused the window's conversion and the scroll view's delegate.)
    let fixture = try HandlerFixture("WindowConvertedKeyboard.m")
    try fixture.expectFocusingFieldTen(inset: 217, offset: 238)
    try fixture.expectBottomInset(217)
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("15: skipped: FormSim does not simulate delegates")
      },
      "\(fixture.warningLines)")
  }
}

extension HandlerRunTests {
  @Test func theRootViewsBoundsWrittenAsTheyAreChangeNothing() throws {
    // 216 + 2 = 218 on show: field 10 at 501 − (480 − 218) = 239. On hide the root view's
    // bounds origin is set to where it is, (0, 0): nothing moves, and the inset goes to 0.
    // (Any write of the root view's bounds stopped the handler, on hide.)
    let fixture = try HandlerFixture("RootBoundsResetOnHide.swift")
    try fixture.expectFocusingFieldTen(inset: 218, offset: 239)
    try fixture.expectBottomInset(218)
  }
}

extension HandlerRunTests {
  @Test func aPropertySetOnlyInAMethodNoCodeHereCallsIsPassedIn() throws {
    // `presenter` is set only in `inject(presenter:)`, which the app's builder calls before
    // the view loads: it is there, so `presenter!` does not crash, and the observers are
    // registered after it. 216 + 3 = 219: field 10 at 501 − (480 − 219) = 240. (It was nil,
    // the unwrap crashed in viewDidLoad, and nothing was registered: 21.)
    let fixture = try HandlerFixture("PresenterInjectedByBuilder.swift")
    #expect(
      fixture.warningLines.contains {
        $0.contains("'presenter' (ProfileEditPresenter?) is set only in inject, which no code")
      }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 219, offset: 240)
    try fixture.expectBottomInset(219)
  }
}

extension HandlerRunTests {
  @Test func aPodsHeaderImportedByItsFrameworkPathIsTheOneBesideTheFile() throws {
    // `#import <FormInsets/UIViewController+FormInsets.h>`, the header beside the screen: the
    // category's method is declared, and runs. 216 + 5 = 221: field 10 at 501 − (480 − 221) =
    // 242; zero on hide. (The import was read as an empty library header, and the call left
    // out: 21.)
    let fixture = try HandlerFixture("PodStyleCategoryImport")
    try fixture.expectFocusingFieldTen(inset: 221, offset: 242)
    try fixture.expectBottomInset(221)
  }
}

extension HandlerRunTests {
  @Test func aScreensMethodOfACategorysHookIsTheOneTheMessageReaches() throws {
    // The category (read first) calls its hook, declared by a protocol it adopts and left
    // empty; the screen implements it: 216 + 4 = 220, field 10 at 501 − (480 − 220) = 241; 0
    // on hide. (The category's empty method, first of its name, ran: nothing moved.)
    let fixture = try HandlerFixture("CategoryHookOverride")
    try fixture.expectFocusingFieldTen(inset: 220, offset: 241)
    try fixture.expectBottomInset(220)
  }
}

extension HandlerRunTests {
  @Test func methodsTwoHeaderlessFilesBothGiveTheScreenAreWarnedOf() throws {
    // Both files' classes implement `viewWillAppear:`, and neither header, which would say
    // that the screen inherits the base, is given: a warning at the second says so and asks
    // for the headers (before, none: the base's observer was silently never registered).
    let fixture = try HandlerFixture("BaseAndScreenWithoutHeaders")
    #expect(
      fixture.warnings.contains {
        $0.location.line == 6 && $0.message.hasPrefix("'viewWillAppear' is the screen's in '")
          && $0.message.contains(
            "/FormBaseViewController.m' too, and without the files' headers FormSim cannot tell"
              + " whether one class inherits the other")
      }, "\(fixture.warningLines)")
  }
}

extension HandlerRunTests {
  @Test func aCategorysPropertyReadInAnotherFileRunsTheCategorysGetter() throws {
    // The screen's will-show calls the category's, which keeps the end frame as an associated
    // object, then reads `self.ks_keyboardFrame`, the category's getter in the other file: 216,
    // and field 10 at 501 − (480 − 216) = 237; will-hide keeps CGRectZero: 0. (The screen's
    // file read the property as one of its own, stored and never set: 0, offset 21.)
    let fixture = try HandlerFixture("CategoryPropertyGetter", bind: [("scrollView", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    try fixture.expectBottomInset(216)
  }
}

extension HandlerRunTests {
  @Test func theViewLoadViewMakesIsTheScreensViewAndItsScrollViewTheForms() throws {
    // `loadView` makes the view class of the other file the controller's view, and the
    // observer reaches the scroll view as `(view as! CheckoutFormView).scrollView`: the root
    // view is that class's object, and the one scroll view it makes is the form's. Overlap
    // 480 − 264 = 216, + 8 = 224: field 10 at 501 − (480 − 224) = 245; the keyboard leaves
    // with its top at 480, overlap 0, inset 0. (`loadView` never ran and the cast crashed:
    // 21.)
    let fixture = try HandlerFixture("LoadViewCustomRoot")
    try fixture.expectFocusingFieldTen(inset: 224, offset: 245)
    try fixture.expectBottomInset(224)
  }
}

extension HandlerRunTests {
  @Test func theScreenViewsLayoutSubviewsRunsAtTheFirstLayout() throws {
    // The view class's layoutSubviews sizes the content to the view: 320 × 480. Will-show:
    // UIKit would scroll 501 − 480 = 21, but the largest offset is 480 + 0 − 480 = 0. Did-show
    // lengthens the content to 480 + 216 = 696 and scrolls nothing: field 10 stays at 470,
    // under the keyboard. Did-hide: 696 − 216 = 480, offset 0. (layoutSubviews never ran: the
    // layout's 620 let UIKit scroll 21, and did-hide left 620.)
    let fixture = try HandlerFixture("LayoutSubviewsContentSize")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentSize.height == 696)
    #expect(simulator.world.contentOffset.y == 0)
    try simulator.play("dismiss")
    #expect(simulator.world.contentSize.height == 480)
    #expect(simulator.world.contentOffset.y == 0)
  }
}

extension HandlerRunTests {
  @Test func aCStructDeclaredWithoutAValueIsZeroUntilItsMembersAreWritten() throws {
    // `UIEdgeInsets insets;`, then each member written: the struct the scroll view is given
    // is (0, 0, 216 + 5, 0) = 221; field 10 at 501 − (480 − 221) = 242. On hide, four zeros.
    // (The local held nil: each member write was a message to nil, and the inset stopped the
    // handler: "'contentInset' cannot take nil"; 21.)
    let fixture = try HandlerFixture("UninitialisedInsetsLocal.m")
    try fixture.expectFocusingFieldTen(inset: 221, offset: 242)
    try fixture.expectBottomInset(221)
  }

  @Test func aLazyScrollViewMadeByAFactoryMethodIsTheForms() throws {
    // `lazy var formScroll = makeFormScroll()`, whose every return is a scroll view made in
    // code: the one scroll view the screen makes, bound as the form's. 216 + 6 = 222: field 10
    // at 501 − (480 − 222) = 243; zero on hide. (Its type was not seen: opaque, 21.)
    let fixture = try HandlerFixture("LazyScrollViewFromFactory.swift")
    try fixture.expectFocusingFieldTen(inset: 222, offset: 243)
    try fixture.expectBottomInset(222)
  }

  @Test func aPropertyALoopOverUnknownCodeAppendsToIsUnknownAfterIt() throws {
    // `promptViews.append(…)` inside a loop over another file's model: the array is unknown
    // after it, so `0...promptViews.count - 1` is an unknown range, gone round no times, and
    // the observers are registered. 216 + 3 = 219: field 10 at 501 − (480 − 219) = 240; zero
    // on hide. (It stayed empty, and `0...-1` crashed in viewDidLoad: 21.)
    let fixture = try HandlerFixture("PromptViewsBuiltFromModel.swift")
    try fixture.expectFocusingFieldTen(inset: 219, offset: 240)
    try fixture.expectBottomInset(219)
  }
}

extension HandlerRunTests {
  @Test func theControllerCastToAProtocolOfTheFilesItAdoptsIsItself() throws {
    // `self as? InsetAdjusting` and `self as! InsetAdjusting` in an extension of
    // UIViewController: the screen adopts the protocol, so both give the screen. Covered
    // 480 − 264 = 216, + 7 = 223: field 10 at 501 − (480 − 223) = 244; the indicator 216; the
    // keyboard's top back at 480, 0. (The cast to a type of the file failed: `as?` gave nil,
    // the guard returned, and nothing moved: 21.)
    let fixture = try HandlerFixture("SelfCastToAdoptedProtocol.swift")
    try fixture.expectFocusingFieldTen(inset: 223, offset: 244)
    try fixture.expectBottomInset(223)
  }

  @Test func anInitializerThatOnlyCrashesIsPassedOverForTheAppsOwn() throws {
    // `init(nibName:bundle:)` and `init(coder:)` only crash; `init(onFinish:)` is the one the
    // presenting code calls. 216 + 9 = 225: field 10 at 501 − (480 − 225) = 246; zero on hide.
    // (The crashing `init(nibName:bundle:)` ran: "Fatal error", and nothing was registered.)
    let fixture = try HandlerFixture("UnavailableNibInitializer.swift")
    try fixture.expectFocusingFieldTen(inset: 225, offset: 246)
    try fixture.expectBottomInset(225)
  }
}

extension HandlerRunTests {
  @Test func aScreenWhoseBaseClassIsInAnotherFileIsTheScreen() throws {
    // `ContactEditScreen: BaseFormScreen`, the base in a file of its own and neither named
    // "Controller": the front end reads the other file's classes, so the subclass is the
    // screen and its `keyboardMoved(by:)` overrides the base's. 216 + 11 = 227: field 10 at
    // 501 − (480 − 227) = 248; 0 on hide. (The subclass was an object of the app's never
    // made: the base's hook ran, and the inset was 216.)
    let fixture = try HandlerFixture("BaseScreenInOwnFile")
    try fixture.expectFocusingFieldTen(inset: 227, offset: 248)
    try fixture.expectBottomInset(227)
  }
}

extension HandlerRunTests {
  @Test func aViewClassLoadViewMakesThatNoFileGivenDeclaresIsSaidWithTheFix() throws {
    // The controller of `LoadViewCustomRoot` alone: `CheckoutFormView` is in the other file.
    // The warning at `view = CheckoutFormView()` says to give that file; the scroll view read
    // through the view is opaque, so nothing moves (field 10 stays under the keyboard, 21),
    // and nothing crashes.
    let fixture = try HandlerFixture("LoadViewCustomRoot/CheckoutViewController.swift")
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("12: 'CheckoutFormView' is declared in no file given")
      }, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.handlerCrash == nil)
  }
}

extension HandlerRunTests {
  @Test func aPropertyOfAHelperObjectWrittenThroughSelfRunsItsDidSet() throws {
    // `self?.appliedInset = inset` in the helper's animation closure, and `self.appliedInset`
    // read in its guard: the property, observed, has no storage in the object, so both go to
    // it as its bare name does, and its didSet applies the inset. Covered 216, + 4 = 220:
    // field 10 at 501 − (480 − 220) = 241; the keyboard's top back at 480, 0. (The write was
    // stored in the object beside the property and the didSet never ran: 21.)
    let fixture = try HandlerFixture("HelperObservedInsetThroughSelf.swift")
    try fixture.expectFocusingFieldTen(inset: 220, offset: 241)
    try fixture.expectBottomInset(220)
  }
}

extension HandlerRunTests {
  @Test func aTextFieldsBeginEditingNotificationTellsTheObserverWhichFieldIsActive() throws {
    // `fieldBegan(_:)` keeps the notification's object, field 10, right after the delegate's
    // call and before the keyboard's will-show. At will-show the form is not scrolled yet, so
    // the field's bottom in the window is 501, and the root view goes up by
    // 501 - 264 (the keyboard's top) + 10 = 247; UIKit's own scroll of the first responder into
    // the 480-tall scroll view then gives offset 501 - 480 = 21, and the field's top in the
    // window is 470 - 21 - 247 = 202. (Before FormSim posted it, the observer never ran, and
    // the root view stayed at 0.)
    let fixture = try HandlerFixture("TextEditingNotificationObserver.swift")
    #expect(
      !fixture.warningLines.contains { $0.contains("does not post") }, "\(fixture.warningLines)")
    #expect(!fixture.warningLines.contains { $0.contains("textDidBeginEditingNotification") })
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -247)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func objectiveCTextFieldNotificationsKeepTheEditedFieldForDidShow() throws {
    // `editingBegan:` keeps `[note object]`; did-show insets the scroll view by the keyboard's
    // 216 and scrolls field 10 (470–501) into the 480 - 216 = 264 points left above it:
    // offset 501 - 264 = 237. Focusing field 3 (120–151) then: the old field's did-end
    // notification clears it, field 3's did-begin keeps field 3, UIKit scrolls it into the
    // scroll view's bounds (offset 120, its top), and the did-show posted again for the new
    // field finds 120–151 inside 120–384: it stays at 120.
    let fixture = try HandlerFixture("TextFieldNotificationActiveField.m")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    try simulator.play("focus 3")
    #expect(simulator.world.contentOffset.y == 120)
    try simulator.play("dismiss")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func textViewNotificationsReachTheBlocksRegisteredForThatView() throws {
    // The profile form: the text view (field 5) at 220–320, field 4 at 170, field 6 at 339.
    // A text view begins editing after the keyboard's will-show; its notification's block
    // sets the offset to 220 - 8 = 212. Focusing field 6: the text view's did-end block
    // sets it to 0, and the block registered for field 4 alone does not run for field 6.
    // Focusing field 4 runs that one: 100.
    let fixture = try HandlerFixture(
      "TextViewNotificationBlocks.swift",
      bind: [("aboutView", "field:5"), ("websiteField", "field:4")])
    var simulator = Simulator(settings: fixture.settings(layout: .profile))
    try simulator.play("focus 5")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentOffset.y == 212)
    try simulator.play("focus 6")
    #expect(simulator.world.contentOffset.y == 0)
    try simulator.play("focus 4")
    #expect(simulator.world.contentOffset.y == 100)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func anObserverOfATextChangeNotificationIsWarnedOfNeverRunning() throws {
    // FormSim posts no text change notification: the check says so at the registration and
    // names what runs at that moment; the keyboard's observer still insets by 216.
    let fixture = try HandlerFixture("TextChangeNotificationObserver.swift")
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("12: FormSim does not post 'UITextView.textDidChangeNotification'")
          && $0.hasSuffix("textViewDidChange(_:) is what runs at that moment")
      }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216)
  }

  @Test func theStoryboardsScrollViewOfTheFilesClassRunsItsInitCoder() throws {
    // The screen's outlet holds an `InsetScrollView`, which the storyboard decodes with its
    // `init(coder:)`: that registers the observer. `Thread.isMainThread` is true, so the inset
    // is set inside will-change-frame: 480 − 264 + 20 = 236, and UIKit's scroll after
    // will-show gives 501 − (480 − 236) = 257. On hide 480 − 480 + 20 = 20, the offset left.
    // (The initialiser never ran, with a warning that nothing registers the observer: 21, 0;
    // run, with the helper's `else` taken, the inset came a turn after UIKit's scroll: 21.)
    let fixture = try HandlerFixture(
      "OutletScrollViewClass", bind: [("scrollView", "scroll"), ("nameField", "field:1")])
    #expect(
      !fixture.warningLines.contains { $0.contains("nothing here registers it") },
      "\(fixture.warningLines)")
    try fixture.expectBottomInset(236, offset: 257, dismissed: 20)
  }

  @Test func aLoneScrollViewClassWithAHelperFileIsStillTheScreensScrollView() throws {
    // The free function of the file beside it makes no controller: the class's `init(coder:)`
    // runs at start. Will-change-frame on show: 480 − 264 + 10 = 226, and UIKit's scroll after
    // will-show 501 − (480 − 226) = 247; on hide 0 + 10 = 10, the offset left. (The helper's
    // function was taken for a controller's method, nothing ran, and the file was warned of
    // as declaring none of UIKit's methods: 21, 0.)
    let fixture = try HandlerFixture("LoneScrollViewWithHelper")
    #expect(!fixture.warningLines.contains { $0.contains("declares none of the methods") })
    try fixture.expectBottomInset(226, offset: 247, dismissed: 10)
  }

  @Test func aStaticPropertyOfAnExtensionOfUIKitsTypeIsReadThroughThatType() throws {
    // `UIResponder.keyboardOverlap`, the file's extension's computed property: its getter runs
    // and the screen subscribes to the publisher it builds. Will-change-frame on show:
    // 480 − 264 = 216, inset 216, and UIKit's scroll after will-show 501 − (480 − 216) = 237;
    // on hide 480 − 480 = 0. (The read was opaque, without a warning, and nothing ran: 21, 0.)
    let fixture = try HandlerFixture(
      "ExtensionStaticPublisher.swift", bind: [("scrollView", "scroll")])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aHelperClassesStaticPropertyIsOneStorageWrittenThroughItsType() throws {
    // Will-show lifts the root view by half the keyboard, 216 / 2 = 108, and sets the helper
    // class's flag; the will-show posted again when field 3 takes focus finds it set and lifts
    // nothing more (-108, not -216); will-hide puts the view back and did-hide clears the
    // flag, so focusing field 10 again lifts it by 108 once more. (Before, the write through
    // the class's name stopped the handler at its first will-show.)
    let fixture = try HandlerFixture("HelperStaticFlag.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -108)
    try simulator.play("focus 3")
    #expect(simulator.world.rootTransform.ty == -108)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
    try simulator.play("focus 10")
    #expect(simulator.world.rootTransform.ty == -108)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func delegateNamedMethodsTheFileRegistersAsSelectorsAreNotWarnedOf() throws {
    // `textFieldDidBeginEditing(notification:)` is no delegate method UIKit calls, but the file
    // registers it for the text field notification, which runs it: no warning. Will-show then
    // insets by 216 and scrolls field 10's bottom, 501 + 20 = 521, to the keyboard's top in
    // the scroll view, 480 - 216 = 264: offset 521 - 264 = 257. Will-hide takes the inset
    // away and leaves the offset, which code set and UIKit does not clamp.
    let fixture = try HandlerFixture("DelegateNamedNotificationSelectors.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 257)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 257)
  }

  @Test func warningsKeepTheParenthesesOfACastReadThrough() throws {
    // The front end keeps no parentheses; the warning puts back the ones a member of a cast
    // needs, so the code it quotes is the code written. The test on the app's class is taken
    // as false, and will-show insets by the keyboard's 216.
    let fixture = try HandlerFixture("OpaqueReadThroughCast.swift")
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("20: '(activeInput as? MaskedCardField)?.showsOwnKeypad' is outside")
      }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216)
  }

  @Test func aLabelledTupleIsReadByLabelAndByPositionAndTakenApart() throws {
    // Will-show reads the frame by its label and the duration by its position: the bottom
    // constraint lifts the scroll view by 216, so it is 480 - 216 = 264 tall, and UIKit then
    // scrolls field 10 (470–501) into it: offset 501 - 264 = 237. Will-hide takes the tuple
    // apart into its duration and drops the lift; the taller scroll view pulls the offset
    // back to the content's end, 620 - 480 = 140. (Before, the tuple lost its labels and
    // the handler stopped at its first will-show.)
    let fixture = try HandlerFixture(
      "KeyboardFiguresTuple.swift", bind: [("bottomSpace", "scroll.bottom")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, offsetDismissed: 140)
  }

  @Test func aScrollViewClassRunsOnTheFormsScrollViewFromDidMoveToSuperview() throws {
    // The class is UIScrollView's (its header beside it says so): its code runs on the form's
    // scroll view, and UIKit sends it didMoveToSuperview, where its own setter (writing the
    // instance variable, not itself again) registers the observers. Field 10's did-begin
    // notification keeps it (a descendant of the scroll view); did-show insets by 216 and
    // scrolls 470–501 into the 480 - 216 = 264 left: offset 501 - 264 = 237. Focusing field 3
    // (120–151): UIKit scrolls it to the top, 120, and the did-show posted again finds it
    // inside 120–384. Will-hide takes the inset away; the offset stays. (Before, the methods
    // ran as the controller's, nothing registered them, and the offset stayed at 21.)
    let fixture = try HandlerFixture("KeyboardAwareScrollViewClass")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    try simulator.play("focus 3")
    #expect(simulator.world.contentOffset.y == 120)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 120)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func aRootViewClassMovesItsBoundsOriginAndKeepsItsOwnProperty() throws {
    // The root view's class keeps the edited field in a property of its own, written through
    // `self`. At will-show (offset 0) field 10's bottom in the view is 501: the bounds move
    // down by 501 + 12 - (480 - 216) = 249, which draws the form 249 up; UIKit then scrolls the
    // field into the scroll view, offset 21: the field's top in the window is
    // 470 - 21 - 249 = 200. Focusing field 3: in the view's bounds it ends at 151 - 21 = 130,
    // and 130 + 12 - 264 < 0, so the bounds go back to 0. (Before, the property's write was
    // dropped, and a bounds origin other than zero stopped the handler.)
    let fixture = try HandlerFixture("RootViewBoundsLift.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -249)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("focus 3")
    #expect(simulator.world.rootTransform.ty == 0)
    try simulator.play("focus 10;dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func aViewClassesHelperKeepsItsExtensionsAndItsLazyBlocksSelf() throws {
    // The scroll view class's init(coder:) makes the helper (an extension of the helper's
    // class, and one of the protocol only it adopts, are its own, so the class still counts
    // as the file's view); didMoveToWindow reads the extension's computed flag with the helper
    // as `self` and registers the lazy block, whose `self` is the helper. Will-change-frame
    // at the show: the scroll view (0–480 in the window) is covered by 480 - 264 = 216, so
    // the inset grows by 216 - 0; UIKit then scrolls field 10 into 480 - 216 = 264:
    // 501 - 264 = 237. At the hide nothing is covered: the inset goes back by 216 to 0, and
    // the offset stays. (Before, init(coder:) did not run, and nothing was registered.)
    let fixture = try HandlerFixture("ScrollViewHelperLazyBlock.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 237)
  }

  @Test func aLazyPropertyOfTheScreenTakesItsValueAtItsFirstRead() throws {
    // The lazy container's closure writes to the view the app's own initialiser stores: it
    // runs at the first read, in viewDidLoad, after the initialiser, so the view is there
    // (opaque, the initialiser's argument) and nothing crashes. Will-show lifts the root view
    // by 216 / 3 = 72. (Before, the closure ran at start, before the initialiser, and the
    // write to the nil view stopped the handler.)
    let fixture = try HandlerFixture("LazyContainerReadsInitArgument.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -72)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func aHelpersLazyPropertyTakesItsValueAtItsFirstRead() throws {
    // The helper's lazy calculator is made at its first read, in will-show, from the scroll
    // view the helper's initialiser stored: will-show insets by 216 + 12 = 228, and UIKit
    // scrolls field 10 into 480 - 228 = 252: 501 - 252 = 249; will-hide writes -12 + 12 = 0.
    // (Before, it was made with the helper, before its initialiser stored the scroll view,
    // and its writes went nowhere: inset 0, offset 21.)
    let fixture = try HandlerFixture("HelperLazyReadsInitField.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func aHelperClassesClassMethodRunsWhenSentToTheClass() throws {
    // `+[KeyboardShifter shiftView:by:]` moves the root view up by half the keyboard,
    // 216 / 2 = 108, at will-show, and back to 0 at will-hide. (Before, class methods other
    // than +load were not run, and the view stayed at 0.)
    let fixture = try HandlerFixture("HelperClassMethodShift.m")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -108)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func anotherControllersClassMethodRunsWhenSentToItsClass() throws {
    // `+[ViewMover moveView:up:]`, of a controller class the screen never shows, moves the
    // root view up by its own 90 when field 10 begins editing (ty 0 - 90 = -90; the height
    // 480 + 90 = 570) and back when it ends, as field 3 takes the focus: 0. (Before, a
    // controller's class methods were not run, and the calls were skipped as unknown code.)
    let fixture = try HandlerFixture(
      "ControllerClassMethodMove", bind: [("postcodeField", "field:10")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -90)
    try simulator.play("focus 3")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func anotherControllersClassFuncRunsWhenCalledThroughItsClass() throws {
    // `KeyboardNudgeController.nudge(view, by:)`, a `class func` of a controller class the
    // screen never shows, moves the root view up by a third of the keyboard at will-show,
    // 216 / 3 = 72, and back to 0 at will-hide. (Before, it was taken for one of the screen's
    // methods, the call through the class reached nothing, and the view stayed at 0 with no
    // warning.)
    let fixture = try HandlerFixture("ControllerStaticNudge.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -72)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func subviewsAreTheViewsFormSimDraws() throws {
    // The scroll view's subviews are its content view, 620 tall: the content size is 620 + 40
    // = 660. At will-show (offset 0) the search down the root view's subviews finds field 10,
    // 470 to 501 in the root view: 501 - 264 = 237 covered, the root view goes up 237; UIKit
    // then scrolls field 10 into the 480-point bounds, 501 - 480 = 21, and it shows at
    // 470 - 21 - 237 = 212. Will-hide puts the root view back. (Before, `subviews` was
    // opaque: the file was refused for the content size written from it.)
    let fixture = try HandlerFixture("FirstResponderSearchLift.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentSize.height == 660)
    #expect(simulator.world.rootTransform.ty == -237)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func isKindOfClassTestsTheEditedViewsClass() throws {
    // Field 10 is a text field: `[_activeInput isKindOfClass:[UITextField class]]` holds, the
    // inset is the keyboard's 216, and UIKit scrolls field 10 into 480 - 216 = 264:
    // 501 - 264 = 237. (Before, the test was opaque and taken as false: 0 and 21.)
    let fixture = try HandlerFixture("ActiveInputKindCheck.m", bind: [("formScroll", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aStructInitialisedFromBracesIsItsMakeFunctionsValue() throws {
    // `UIEdgeInsets insets = { 0, 0, 216, 0 }` is the keyboard's inset, and `CGPoint target =
    // { 0, 300 }` the offset: field 10 (470 to 501) is inside 300 to 300 + 480 - 216 = 564, so
    // UIKit leaves 300. (Before, both initialisers were refused.)
    let fixture = try HandlerFixture(
      "BraceInitialisedGeometry.m", bind: [("signInScroll", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 300)
  }

  @Test func aCellSubclassAndALowercaseClassOfTheAppsRun() throws {
    // `ContactCell : UITableViewCell` is a view of the app's, and `contactStore`, whose header
    // is not given, an opaque class: the file runs, the table is inset by the keyboard's 216,
    // and UIKit scrolls field 10 into 480 - 216 = 264: 501 - 264 = 237. (Before, clang
    // stopped at a second declaration of UITableViewCell and at the lowercase class.)
    let fixture = try HandlerFixture("ContactListWithCell", bind: [("contactTable", "scroll")])
    #expect(
      fixture.warningLines.contains {
        $0.hasSuffix("read as opaque (what they do changes nothing simulated): contactStore")
      }, "\(fixture.warningLines)")
    #expect(!fixture.warningLines.contains { $0.contains("UITableViewCell") })
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func caseLabelsOfAHeaderNotGivenDoNotStopTheFile() throws {
    // `case SettingsRowKindToggle:` names a constant of a header that is not given: clang
    // wants it constant, and it is declared so, with a value of its own, unknown to the run.
    // The file runs: the table is inset by 216, and UIKit scrolls field 10 into 264:
    // 501 - 264 = 237. (Before, clang refused each label.)
    let fixture = try HandlerFixture(
      "CaseLabelsOfMissingHeader.m", bind: [("settingsTable", "scroll")])
    #expect(!fixture.warningLines.contains { $0.contains("integer constant") })
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aNilCountIsZeroInObjectiveC() throws {
    // With no navigation controller, `viewControllers.count` comes from nil: 0 <= 1 holds,
    // so the extra is 12, and 0 * 20 adds nothing: inset 216 + 12 = 228, and UIKit scrolls
    // field 10 into 480 - 228 = 252: 501 - 252 = 249. (Before, comparing nil with 1 stopped
    // the handler in viewDidLoad, and no observer was registered.)
    let fixture = try HandlerFixture("NilCountsAsZero.m", bind: [("profileScroll", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
  }

  @Test func theCLibrarysMathFunctionsAreDeclaredAndSquareRootsRun() throws {
    // `sqrtf(64)` is 8: inset 216 + 8 = 224, and UIKit scrolls field 10 into 480 - 224 =
    // 256: 501 - 256 = 245. `cosf` and `sinf`, in a method nothing calls here, are declared.
    // (Before, clang refused the file for the undeclared functions.)
    let fixture = try HandlerFixture("MathFunctionsPadding.m", bind: [("signUpScroll", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 224, offset: 245)
  }

  @Test func anActionSentToNoTargetReachesTheFocusedField() throws {
    // `sendAction(#selector(noteAsEditing), to: nil, …)` runs the extension's method on the
    // first responder, field 10, which keeps itself: it is a text field 31 tall, and the
    // inset is 216 + 31 - 31 = 216; UIKit scrolls field 10 into 480 - 216 = 264:
    // 501 - 264 = 237. (Before, the action only made the field resign, the responder stayed
    // nil, and the guard returned: 0 and 21.)
    let fixture = try HandlerFixture(
      "FirstResponderBySendAction.swift", bind: [("rewardScroll", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aHelperNothingKeepsIsFreedWithItsObservers() throws {
    // The helper lives in a local of viewDidLoad only: freed when it returns, its selector
    // observer goes with it, and will-show reaches no code: inset 0, and UIKit scrolls field
    // 10 into the 480-point bounds, 501 - 480 = 21. (Before, every object lived for ever, and
    // the helper inset the form by 216, to 237.)
    let fixture = try HandlerFixture("LocalHelperFreed.swift", bind: [("loginScroll", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 0, offset: 21)
    // The event log says where the observer went, at the method UIKit called.
    var simulator = try fixture.simulator(after: "")
    let lines = simulator.takeHandlerLines()
    #expect(
      lines.contains(
        "L29 nothing keeps the KeyboardInsetHelper made here: freed as the call returns, with"
          + " the observer it registered"), "\(lines)")
  }

  @Test func opaqueCodeOnOneLineOfTwoFilesIsWarnedOfInEach() throws {
    // Both files call the app's code on their line 8: one warning in each file, each naming
    // its own code. (Before, the two were one warning, at the first file's line, naming both.)
    let fixture = try HandlerFixture("OpaqueOnTheSameLine", bind: [("scrollView", "scroll")])
    let opaque = fixture.warnings.filter { $0.message.contains("outside what FormSim simulates") }
    #expect(opaque.count == 2, "\(fixture.warningLines)")
    #expect(
      opaque.contains {
        $0.file.hasSuffix("/ProfileViewController.swift") && $0.location.line == 8
          && $0.message.hasPrefix("'loadAvatar' is")
      }, "\(opaque)")
    #expect(
      opaque.contains {
        $0.file.hasSuffix("/ProfileViewController+Style.swift") && $0.location.line == 8
          && $0.message.hasPrefix("'applyHeaderTheme' is")
      }, "\(opaque)")
  }

  @Test func aRootViewGrownAsFarAsItMovedUpEndsAtTheWindowsBottom() throws {
    // Field 10 begins editing: the root view goes to (0, -80, 320, 560), so the scroll view is
    // 560 tall and ends at -80 + 560 = 480, the window's bottom: nothing of it is below the
    // window, and no inset is added. Field 10's bottom, 501, is inside the 560-point bounds:
    // UIKit does not scroll (offset 0), and the field shows at 470 - 80 = 390. (Before, the 80
    // points it grew counted as below the window: an automatic inset of 80, offset
    // 501 - (560 - 80) = 21, the field at 369.)
    let fixture = try HandlerFixture(
      "GrownRootStaysAtWindowBottom.m", bind: [("inviteCodeField", "field:10")])
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -80)
    #expect(simulator.world.automaticContentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func aClassMemberAnotherTypeHasIsOpaqueOnATypeWithout() throws {
    // `UIResponder.current` is the app's own (UIDevice has a `current`, UIResponder none):
    // opaque, said at its line, and the `guard` that reads it says what it assumes. (Before,
    // the name was known from UIDevice's and nothing was said, though the guard returned.)
    let fixture = try HandlerFixture(
      "ForeignResponderExtension.swift", bind: [("addressScroll", "scroll")])
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("17: 'UIResponder.current' is outside what FormSim simulates")
      }, "\(fixture.warningLines)")
    #expect(!fixture.warningLines.contains { $0.contains("UIDevice.current") })
    try fixture.expectFocusingFieldTen(inset: 0, offset: 21)
  }

  @Test func anObjectiveCExceptionHandlerRunsAsDoCatch() throws {
    // viewDidLoad's @try, behind a draft that is nil here, never runs; will-show's @throw is
    // caught the first time (not yet laid out): 216 + 20 = 236, and UIKit scrolls field 10
    // into 480 - 236 = 244: 501 - 244 = 257; @finally marks the layout done, so the next
    // will-show throws nothing: 216. (Before, each @try refused the file.)
    let fixture = try HandlerFixture(
      "ExceptionHandlerAroundInset.m", bind: [("draftScroll", "scroll")])
    var simulator = try fixture.expectFocusingFieldTen(inset: 236, offset: 257)
    try simulator.play("dismiss")
    try simulator.play("focus 10")
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func theAppsWindowMovedUpCarriesTheScreen() throws {
    // `view.window?.frame.origin.y = -216` moves the app's window, and the screen in it, up by
    // the keyboard (the keyboard's own window stays): ty -216, and UIKit scrolls field 10 into
    // the 480-point bounds, 501 - 480 = 21, so it shows at 470 - 21 - 216 = 233. Will-hide
    // reads the window's y, -216, and adds 216: 0. (Before, setting the window's frame
    // stopped the handler.)
    let fixture = try HandlerFixture("WindowMovedUp.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -216)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func theScreensOwnPropertyReplacesAProtocolsDefault() throws {
    // The screen's margin, 12, replaces the protocol extension's default, 8, where the
    // protocol's code reads it, as Swift's witness does: will-show insets by 216 + 12 = 228,
    // and UIKit scrolls field 10 into 480 - 228 = 252: 501 - 252 = 249. (Before, the default
    // declared first won: 224 and 245.)
    let fixture = try HandlerFixture("ProtocolDefaultReplacedByScreen.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
  }

  @Test func aHelperInTheProtocolsFileIsAnObjectWhenTheScreenIsInAnother() throws {
    // The same with the protocol and its helper in a file of their own: the helper, which
    // registers itself, is an object of its class (the screen is the other file's), and its
    // stored properties named like the screen's are its own. 228 and 249 as above; will-hide
    // takes the inset away and leaves the offset.
    let fixture = try HandlerFixture("ProtocolHelperInOwnFile")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 249)
  }

  @Test func coreGraphicsTestsOfRectanglesRun() throws {
    // The keyboard's frame, {0, 264, 320, 216}, is not the zero rectangle: padding 2. In the
    // table, at offset 0, it lies at the same place, clear of the header {0, 0, 320, 44}: their
    // intersection is the null rectangle, padding 4 more. A rectangle 0 tall is empty: 8 more.
    // The keyboard covers 216 of the table's bounds: inset 216 + 2 + 4 + 8 = 230, and UIKit
    // scrolls field 10 into 480 - 230 = 250: 501 - 250 = 251. (Before, the three tests were
    // opaque and taken as false: 216 and 237, with six warnings.)
    let fixture = try HandlerFixture("OverlapNullGuard.m", bind: [("slotsTable", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 230, offset: 251)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aFigureWrittenIntoTheAppsOwnViewsChangesNothing() throws {
    // `next.center = …` on rows of the app's class, whose header is missing: clang cannot add
    // the opaque `center.y` to a number, and the statement, which writes into a view FormSim
    // does not draw, is left out with a warning. Will-show insets by 216, and UIKit scrolls
    // field 10 into 480 - 216 = 264: 501 - 264 = 237. (Before, the file was refused there.)
    let moved = try HandlerFixture("OpaqueRowsMoved.m", bind: [("receiptScroll", "scroll")])
    #expect(moved.warningLines.contains { $0.hasPrefix("25: ") && $0.contains("left out") })
    try moved.expectFocusingFieldTen(inset: 216, offset: 237)
    // `view.center = …` on a local named like the screen's view, which holds a row of that
    // class: the same, 216 and 237. (Before, it was taken for the screen's view, and the
    // figure from the row's opaque height refused.)
    let placed = try HandlerFixture("OpaqueRowPlaced.m", bind: [("receiptScroll", "scroll")])
    try placed.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aPathThroughTheAppsOwnViewIsBound() throws {
    // `formCard.scrollView`, the scroll view of a card of the app's class, bound by its path:
    // will-show insets it by 216 + 6 = 222, and UIKit scrolls field 10 into 480 - 222 = 258:
    // 501 - 258 = 243; will-hide takes the inset away and leaves the offset. (Before, the path
    // could not be bound: the card was opaque, the inset stayed 0 and UIKit scrolled to
    // 501 - 480 = 21.)
    let fixture = try HandlerFixture(
      "PathThroughAppView.swift", bind: [("formCard.scrollView", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.expectFocusingFieldTen(inset: 222, offset: 243)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 222)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 243)
    // Unbound, the path is opaque and said to be, with the bind that names it the form's at
    // its first written figure: 0 and 21.
    let unbound = try HandlerFixture("PathThroughAppView.swift", tag: "unbound-")
    #expect(unbound.warningLines.contains { $0.contains("'formCard.scrollView' is outside") })
    #expect(
      unbound.warningLines.contains(
        "18: 'formCard.scrollView' is a view of an object FormSim does not simulate: what the"
          + " code writes to its contentInset changes nothing simulated; if it is the form's, pass"
          + " --bind formCard.scrollView=scroll"), "\(unbound.warningLines)")
    try unbound.expectFocusingFieldTen(inset: 0, offset: 21)
  }

  @Test func aPathKeptInALocalIsNamedWhereItsFigureIsWritten() throws {
    // The view made in code of a class no file declares, its scroll view kept in a local that
    // block observers inset: unbound, the first write says which path to bind (before: only
    // that the path is opaque), and nothing moves but UIKit's scroll, 501 − 480 = 21.
    let unbound = try HandlerFixture("PathThroughViewMadeInCode.swift")
    #expect(
      unbound.warningLines.filter { $0.contains("is a view of an object") } == [
        "20: 'surveyView.formScrollView' is a view of an object FormSim does not simulate: what"
          + " the code writes to its contentInset changes nothing simulated; if it is the form's,"
          + " pass --bind surveyView.formScrollView=scroll"
      ])
    try unbound.expectFocusingFieldTen(inset: 0, offset: 21)
    // Bound as said: will-show's inset 216, field 10 scrolled to 501 − (480 − 216) = 237;
    // will-hide's 0 leaves the offset.
    let bound = try HandlerFixture(
      "PathThroughViewMadeInCode.swift", bind: [("surveyView.formScrollView", "scroll")])
    #expect(!bound.warningLines.contains { $0.contains("is a view of an object") })
    try bound.expectBottomInset(216, offset: 237)
  }

  @Test func aPathMustStartFromANameTheFilesUse() throws {
    for (path, target, words) in [
      (
        "fromCard.scrollView", "scroll",
        "no property or name 'fromCard' for the path to start from (they declare formCard)"
      ),
      ("formCard..scrollView", "scroll", "names joined by single dots"),
      ("formCard.scrollView", "none", "'none' is not a target for a path"),
    ] {
      let errors = try HandlerFixture.errors("PathThroughAppView.swift", bind: [(path, target)])
      #expect(errors.contains { $0.message.contains(words) }, "\(errors)")
    }
  }

  @Test func anImplicitlyUnwrappedViewFormSimDoesNotDrawIsOpaque() throws {
    // `searchBar`, a `UISearchBar!` a method in another file sets, is opaque, with a warning,
    // not nil: `becomeFirstResponder()` on it runs and changes nothing. The results table, the
    // one scroll view, is the form's: will-show insets it by 216, and UIKit scrolls field 10
    // into 480 - 216 = 264: 501 - 264 = 237; will-hide takes the inset away. (Before, the call
    // on nil crashed the handler in viewDidLoad: 0 and 21.)
    let fixture = try HandlerFixture("SearchBarBuiltElsewhere.swift")
    #expect(fixture.warningLines.contains { $0.contains("'searchBar' is a UISearchBar") })
    var simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aVariableWhoseMemberIsSentKeepsItsGuessedType() throws {
    // `_confirmPassword.text` sent to `isEqualToString:` types the text, not the field, which
    // the missing header declared: the field stays opaque and the file reads. Will-show insets
    // by 216 + 10 = 226, and UIKit scrolls field 10 into 480 - 226 = 254: 501 - 254 = 247.
    // (Before, the field was taken for a string and the file was refused at its `.text`.)
    let fixture = try HandlerFixture("MemberSentAsArgument.m", bind: [("scrollView", "scroll")])
    var simulator = try fixture.expectFocusingFieldTen(inset: 226, offset: 247)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func rxKeyboardsDriversFollowTheKeyboardsFrame() throws {
    // At subscription the drivers hand over the frame they hold, 0 tall at the screen's bottom:
    // visible height 480 - 480 = 0, inset 0 + 12 + 0 shows = 12; hidden, indicator 0;
    // `willShowVisibleHeight` hands nothing.
    let fixture = try HandlerFixture(
      "RxKeyboardDrivers.swift", bind: [("commentsScroll", "scroll")])
    let resting = try fixture.simulator(after: "")
    #expect(resting.world.contentInset.bottom == 12)
    #expect(resting.world.scrollIndicatorInsets.bottom == 0)
    // Will-change-frame, end frame at 264: visible height 480 - 264 = 216, inset 216 + 12 + 0 =
    // 228 (the visible height's driver was subscribed first, before the show is counted), not
    // hidden, indicator 100, and the show counted. UIKit scrolls field 10 into 480 - 228 =
    // 252: 501 - 252 = 249.
    var simulator = try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 100)
    // Will-change-frame to 480: visible height 0, inset 0 + 12 + 1 show = 13, hidden,
    // indicator 0; will-hide brings the same frame, which the drivers pass over. The inset
    // alone does not move the offset. (Before, RxKeyboard was code FormSim knew nothing of,
    // each statement skipped: 0 and 21 throughout.)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 13)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    #expect(simulator.world.contentOffset.y == 249)
  }

  @Test func cPrintingFunctionsAreDeclaredAndLogged() throws {
    // `puts` and `printf`, which UIKit's Foundation declares on a device, are logged: will-show
    // insets by 216 + 4 = 220, and UIKit scrolls field 10 into 480 - 220 = 260:
    // 501 - 260 = 241. (Before, clang refused the file for the undeclared functions.)
    let fixture = try HandlerFixture("PrintfTrace.m", bind: [("reportScroll", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 220, offset: 241)
  }

  @Test func aClassMethodOfACategoryOfUIKitsRuns() throws {
    // `+[UIResponder fs_activeResponder]`, a class method of the file's category, sends an
    // action to no target, which field 10 claims: it is 470 to 501 in the window at will-show
    // (offset 0), the keyboard's top 264, so 501 + 8 - 264 = 245 is covered and the root view
    // goes up by 245. UIKit scrolls field 10 into the scroll view's bounds: 501 - 480 = 21.
    // Will-hide puts the root view back. (Before, the class method was not run, the condition
    // on its opaque result was taken as false, and the screen did not move.)
    let fixture = try HandlerFixture("ResponderCategoryClassMethod.m")
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -245)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func anUndeclaredNameUsedForAnyMemberIsBound() throws {
    // `formScroll`, declared nowhere and used for its frame alone, which says no type: bound
    // to the scroll view, it is an outlet of that type. Beginning to edit field 10 makes it
    // 480 - 200 = 280 tall, and UIKit scrolls field 10 into it: 501 - 280 = 221. Ending makes
    // it 480 again, which pulls the offset back to the content's end: 620 - 480 = 140.
    // (Before, --bind refused the name as no property of the file's.)
    let fixture = try HandlerFixture(
      "UndeclaredFrameOnly.swift", bind: [("formScroll", "scroll")])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewFrame.height == 280)
    #expect(simulator.world.contentOffset.y == 221)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewFrame.height == 480)
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func aFileThatRegistersInItsOwnMethodNamesItForSetup() throws {
    // Nothing UIKit calls runs `observeKeyboard()`: the warning names it for --handler-setup.
    let bind = [("bottomSpace", "scroll.bottom")]
    let alone = try HandlerFixture("SetupMethodOnly.swift", bind: bind, tag: "alone-")
    #expect(
      alone.warnings.map(\.message).contains(
        "the file declares none of the methods UIKit calls (viewDidLoad, the text field"
          + " delegate's, touchesBegan): the handler does nothing; --handler-setup"
          + " observeKeyboard runs what registers the observers"))
    // Named, it registers: the constraint lifts the scroll view's bottom by 216, the scroll
    // view is 480 - 216 = 264 tall, and UIKit scrolls field 10 into it: 501 - 264 = 237.
    // Dismissed, the scroll view is 480 tall again, which pulls the offset back to the
    // content's end: 620 - 480 = 140.
    let setUp = try HandlerFixture("SetupMethodOnly.swift", bind: bind, setup: ["observeKeyboard"])
    try setUp.expectLiftingFieldTen(lift: 216, offset: 237, dismissed: 0, offsetDismissed: 140)
  }

  @Test func aSnippetsLooseLinesRunAsViewDidLoad() throws {
    // The loose `addObserver` lines are viewDidLoad's body: will-show insets the table, which
    // the inference binds as the lone scroll view, by 216 + 20 = 236, and UIKit scrolls field
    // 10 into 480 - 236 = 244: 501 - 244 = 257; will-hide takes the inset away and leaves the
    // offset. (Before, the lines were not run, nothing observed, and the inset stayed 0.)
    let fixture = try HandlerFixture("LooseRegistrations.swift")
    #expect(fixture.warningLines.contains { $0.hasPrefix("5: the statements outside") })
    var simulator = try fixture.expectFocusingFieldTen(inset: 236, offset: 257)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 257)
  }

  @Test func aGuessedNumberWhoseConstantIsWrittenIsAConstraint() throws {
    // `replyBoxBottomMargin`, from a header not given, reads like a number by its name; its
    // `.constant` says it is a constraint. Bound to the scroll view's bottom, will-show lifts it
    // by 216: the scroll view is 480 - 216 = 264 tall, and UIKit scrolls field 10 into it:
    // 501 - 264 = 237. Dismissed, 480 tall again, which pulls the offset back to 620 - 480 =
    // 140. (Before, it stayed a number, both writes were left out: 21 throughout.)
    let fixture = try HandlerFixture(
      "ConstraintGuessedAsNumber.m", bind: [("replyBoxBottomMargin", "scroll.bottom")])
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, dismissed: 0, offsetDismissed: 140)
  }

  @Test func theAppsClassesCastToAreClassesWhateverTheirCase() throws {
    // `review *newest = (review *)…` and `ReviewCell *cell = (ReviewCell *)…`, with the
    // headers missing, are declarations of the app's classes, not products of two names: the
    // file reads, and will-show insets the table by 216 + 2 = 218; UIKit scrolls field 10
    // into 480 - 218 = 262: 501 - 262 = 239. (Before, clang refused the file.)
    let fixture = try HandlerFixture("AppClassesReadAsValues.m")
    #expect(
      fixture.warningLines.contains {
        $0.contains("read as opaque") && $0.hasSuffix("ReviewCell, review")
      },
      "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 218, offset: 239)
  }

  @Test func aClosureHandedToAStaticMethodKeepsItsOwnSelf() throws {
    // The closure made in the screen's will-show keeps the screen as its `self` when the
    // UIView extension's static helper runs it (where `self` is the type): will-show insets
    // by 216 + 4 = 220, and UIKit scrolls field 10 into 480 - 220 = 260: 501 - 260 = 241.
    // (Before, `self` inside was `UIView`, its `paymentScroll` unknown, and nothing moved:
    // 0 and 21, silently.)
    let fixture = try HandlerFixture(
      "StaticHelperTakesClosure.swift", bind: [("paymentScroll", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 220, offset: 241)
  }

  @Test func anInstanceVariablesNameBindsItsPropertyAndArc4randomIsDeclared() throws {
    // `--bind _captionScroll=scroll` names the property `captionScroll` by the variable the
    // code writes; `arc4random` and `arc4random_uniform` are declared, their results unknown,
    // so the statement runs with a warning rather than being left out. Will-show insets by
    // 216 + 6 = 222, and UIKit scrolls field 10 into 480 - 222 = 258: 501 - 258 = 243.
    // (Before, the binding was refused, and clang could not read the random pick.)
    let fixture = try HandlerFixture(
      "RandomTipIvarScroll.m", bind: [("_captionScroll", "scroll")])
    #expect(
      fixture.warningLines == [
        "13: 'arc4random_uniform', 'arc4random' are outside what FormSim simulates: treated as"
          + " opaque (it runs, and changes nothing simulated)"
      ])
    try fixture.expectFocusingFieldTen(inset: 222, offset: 243)
  }

  @Test func aScrollViewOfTheFilesClassMadeInCodeRunsItsInitialiser() throws {
    // `KeyboardScrollView()`, made in the screen's stored property, stands for the layout's
    // scroll view, and its `init` registers its observers on it: will-show insets by 216 + 10
    // = 226, and UIKit scrolls field 10 into 480 - 226 = 254: 501 - 254 = 247; will-hide
    // takes the inset away and leaves the offset. (Before, its `init` did not run, nothing
    // observed, and the check said so: 0 and 21.)
    let fixture = try HandlerFixture("ScrollSubclassMadeInCode")
    #expect(!fixture.warningLines.contains { $0.contains("nothing here registers it") })
    var simulator = try fixture.expectFocusingFieldTen(inset: 226, offset: 247)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 247)
  }

  @Test func aCategorysMethodCalledFromAClassMethodRunsOnItsObject() throws {
    // `+insetTable:by:` runs with the class as `self`; the category's `activeFieldBelow` it
    // sends the key window runs on the window, whose subviews reach field 10, the first
    // responder: will-show insets by 216 + 8 = 224, and UIKit scrolls field 10 into 480 - 224 =
    // 256: 501 - 256 = 245. (Before, `self` inside the category was the class, which has no
    // subviews: nil, the table not inset, 0 and 21.)
    let fixture = try HandlerFixture(
      "ClassMethodFindsResponder", bind: [("vouchersTable", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 224, offset: 245)
  }

  @Test func dispatchGroupsAndSemaphoresAreDeclared() throws {
    // `dispatch_group_t` and `dispatch_semaphore_t`, which the missing header's guesses took
    // for the screen's properties, are GCD's types: the file reads, their calls are opaque,
    // and will-show insets by 216 + 12 = 228; UIKit scrolls field 10 into 480 - 228 = 252:
    // 501 - 252 = 249. (Before, clang refused the declarations of the group and the gate.)
    let fixture = try HandlerFixture("DispatchGroupRefresh.m")
    #expect(!fixture.warningLines.contains { $0.contains("dispatch_group_t (") })
    try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
  }

  @Test func aConditionOnAViewTheCodeMakesOpaqueIsWarnedOfThroughALocal() throws {
    // `formStack = FormStack(…)`, a function of another file, holds an unknown view; the local
    // `overlap` computed from its frame is unknown too, and the condition on it is warned of
    // where it is taken as false: no inset, and UIKit scrolls field 10 into the 480-point
    // bounds, 501 - 480 = 21. (Before, the same figures, without the warning.)
    let fixture = try HandlerFixture("OpaqueStackOverlap.swift", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines.contains(
        "19: the condition 'overlap > 0' depends on code FormSim does not simulate: it is taken"
          + " as false"), "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 0, offset: 21)
  }

  @Test func aScrollViewGivenByCodeFormSimDoesNotRunAsksForItsBinding() throws {
    // `scrollView = rendered as? UIScrollView`, from the app's renderer: unknown, warned of
    // with the binding that names it, and the guard on it is taken as nil, so will-show does
    // nothing: 0, and UIKit scrolls field 10 into the 480-point bounds, 501 - 480 = 21.
    // (Before, the same figures, silently.)
    let unbound = try HandlerFixture("RenderedScrollView.swift", tag: "unbound-")
    #expect(
      unbound.warningLines.contains {
        $0.hasPrefix("13: ") && $0.hasSuffix("--bind scrollView=scroll")
      })
    #expect(unbound.warningLines.contains { $0.hasPrefix("19: the condition 'scrollView'") })
    try unbound.expectFocusingFieldTen(inset: 0, offset: 21)
    // Bound, the renderer's view is the form's: 216 + 8 = 224, and UIKit scrolls field 10 into
    // 480 - 224 = 256: 501 - 256 = 245.
    let bound = try HandlerFixture("RenderedScrollView.swift", bind: [("scrollView", "scroll")])
    try bound.expectFocusingFieldTen(inset: 224, offset: 245)
  }
}

extension HandlerRunTests {
  @Test func driveWithAnOwnerAndATrailingClosureSubscribes() throws {
    // `drive(with: self) { owner, visibleHeight in … }`: the driver's 0 at once, then 480 - 264
    // = 216 on focus, inset 216 and indicator 216 - 8 = 208, field 10 scrolled to
    // 501 - (480 - 216) = 237; 0 on dismiss, the offset left. Before, the closure trailing
    // after `with:` was not taken for the subscriber and nothing ran: 0 and 21.
    let fixture = try HandlerFixture(
      "DriveWithOwnerTrailing.swift", bind: [("addressScroll", "scroll")])
    var simulator = try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 208)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    #expect(simulator.world.contentOffset.y == 237)
  }

  @Test func aCopyOfTheUserInfoReadsAsTheUserInfo() throws {
    // `[NSDictionary dictionaryWithDictionary:note.userInfo]`, then `[info copy]`: the end
    // frame's height 216 + 4 = 220, field 10 scrolled to 501 - (480 - 220) = 241. Before, the
    // copy was opaque and the inset stopped the handler.
    try HandlerFixture("UserInfoCopied.m").expectFocusingFieldTen(inset: 220, offset: 241)
  }

  @Test func aBareCallInAViewClassReachesTheViewsMethodBeforeABaseControllers() throws {
    // `setLayout()` in `SignUpFormView.init(frame:)` is the view's own, which keeps the bottom
    // constraint, not the base controller's empty hook of that name (read first, its file
    // first in the folder). Will-change-frame: `update(offset: -(480 - 264))`, a lift of 216,
    // field 10 scrolled to 501 - 264 = 237; dismissed, 0, the offset pulled back to
    // 620 - 480 = 140. Before, the base's hook ran and the kept constraint was nil: 21.
    try HandlerFixture("ViewMethodBesideBaseController").expectLiftingFieldTen(
      lift: 216, offset: 237, dismissed: 0, offsetDismissed: 140)
  }

  @Test func reactiveObjCsNotificationSignalsSubscribeTheirBlocks() throws {
    // `rac_addObserverForName:…` then `takeUntil:` (the screen stays) and `subscribeNext:`,
    // `@weakify` and `@strongify` around: will-show's end frame 216 + 12 = 228, field 10
    // scrolled to 501 - (480 - 228) = 249; will-hide's, zero insets, the offset left. Before,
    // `@weakify` was an error ("unexpected '@'") and the file did not load.
    try HandlerFixture("ReactiveObjCSignals.m").expectBottomInset(228, offset: 249)
  }

  @Test func reactiveCocoasMergedSignalsReachTheirSubscribers() throws {
    // `[rises merge:falls]` and `+[RACSignal merge:@[rises, falls]]`: will-show maps to 216,
    // the inset is 216 + 6 = 222 and the indicators 216; field 10 scrolled to 501 − (480 −
    // 222) = 243. Will-hide maps to 0: both 0, the offset left. (`-merge:` and `+merge:` were
    // not declared, and the file was refused; and the array given to `+merge:` read as an
    // array holding the array, whose one element is no signal.)
    let fixture = try HandlerFixture("ReactiveMergedSignals.m")
    let simulator = try fixture.expectFocusingFieldTen(inset: 222, offset: 243)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    try fixture.expectBottomInset(222, offset: 243)
  }

  @Test func statementExpressionsAndRACBindingsRunInObjectiveC() throws {
    // `({ CGFloat unit = 8; unit * 2; })` is 16, its last expression; `_hintLabel = ({ … })`
    // builds a label, opaque; `RAC(self.saveButton, enabled) = RACObserve(self, canSave)` binds
    // nothing simulated. Will-show: 216 + 16 = 232, field 10 scrolled to 501 - (480 - 232) =
    // 253. Before, a statement expression was refused and `RAC(…) = …` was not assignable.
    try HandlerFixture("StatementExpressionRACBinding.m").expectFocusingFieldTen(
      inset: 232, offset: 253)
  }

  @Test func aViewsWindowIsNilUntilTheScreenAppears() throws {
    // The frame driver's first value, 0 tall at the screen's bottom, arrives in viewDidLoad,
    // before the root view is in the window: `settingsScroll.window` is nil and the closure
    // returns, the inset left at 0 (before, the window was there and the inset was 0 + 5).
    // Focus: the frame (0, 264, 320, 216) overlaps the scroll view by 216, inset 221, field 10
    // scrolled to 501 - (480 - 221) = 242; dismissed, the frame at 480 overlaps nothing: 5.
    let fixture = try HandlerFixture(
      "WindowNilBeforeAppearing.swift", bind: [("settingsScroll", "scroll")])
    #expect(try fixture.simulator(after: "").world.contentInset.bottom == 0)
    var simulator = try fixture.expectFocusingFieldTen(inset: 221, offset: 242)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 5)
  }

  @Test func aLeftOutIfTakesItsBranchsComplaintsAndNilLeavesABoundScrollView() throws {
    // With its header given, clang complains of the prefix header's two constants: the one in
    // the `if`'s condition leaves the `if` out, and the one in its branch goes with it (it was
    // an error that refused the file). `self.detailsScroll = nil` in `init` leaves the screen's
    // scroll view (it stopped the handler: "cannot be replaced"). Will-show: 216 + 10 = 226,
    // field 10 scrolled to 501 - (480 - 226) = 247.
    let fixture = try HandlerFixture("CaseDetailsWithHeader")
    #expect(
      fixture.warningLines.filter { $0.contains("the statement is left out") }.count == 2,
      "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 226, offset: 247)
  }

  @Test func aViewClassTheScreenHoldsHasTheScreensScrollView() throws {
    // `formView` is a `ProfileFormView` the controller holds and adds to its root view; its
    // `scrollView`, the one the files make, is the form's, as a view class's properties are
    // the screen's. Will-show: 216 + 6 = 222, field 10 scrolled to 501 - (480 - 222) = 243;
    // will-hide: 0, the offset left. Before, the object's own copy of the property was nil
    // and the handler crashed reading `contentInset`.
    try HandlerFixture("ViewClassHeldByScreen.swift").expectBottomInset(222, offset: 243)
  }

  @Test func aPathBindReachesThroughAComputedPropertyOfAnOpaqueView() throws {
    // `--bind checkoutView.scrollView=scroll`, `checkoutView` a `CheckoutView()` of a file not
    // given: the protocol's `insettingScrollView` returns `checkoutView.scrollView`, the form's.
    // Will-show: inset 216, field 10 scrolled to 501 - 264 = 237. Before, the property held
    // `CheckoutView(…)`, which the path does not name, and the write went into opaque code.
    try HandlerFixture(
      "PathThroughComputedProperty.swift", bind: [("checkoutView.scrollView", "scroll")]
    ).expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aNegatedAppMacroInLayoutCodeIsLeftOutNotRefused() throws {
    // `-SCALE_SIZE(15)`, a function-like macro of a prefix header not given: clang takes it
    // for a function returning an object and refuses to negate it; the statement, the layout
    // of a view FormSim does not draw, is left out with a warning (it refused the file). The
    // keyboard code runs: inset 216, field 10 scrolled to 501 - 264 = 237.
    let fixture = try HandlerFixture("AppMacroNegated.m")
    #expect(
      fixture.warningLines.contains { $0.hasPrefix("19: invalid argument type 'id' to unary") },
      "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func anInstanceMessageToAClassValueIsLeftOutNotRefused() throws {
    // `[cellClass rowHeight]` on a `Class`: clang refuses it, in layout code of the app's own
    // whose header is not given; the method returns an opaque value (it refused the file). The
    // keyboard code runs: inset 216, field 10 scrolled to 501 - 264 = 237.
    let fixture = try HandlerFixture("ClassMessageRowHeight.m")
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("16: instance method 'rowHeight' is being used on 'Class'")
      }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aMappedNotificationSequenceAndAnUnnamedValueRunTheirForAwaitLoops() throws {
    // `notifications(named:).compactMap { … end frame … }` gives the 216-tall frame: inset
    // 216 + 8 = 224, and UIKit scrolls field 10 (470–501) above the visible area's bottom at
    // 480 - 224 = 256: 501 - 256 = 245. `for await _` over the will-hide sequence clears it;
    // the offset stays. Before, the mapped sequence was opaque (nothing ran) and `_` stopped
    // the file.
    let fixture = try HandlerFixture("AsyncFramesCompactMap.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    try fixture.expectBottomInset(224, offset: 245)
  }

  @Test func aFrameworksConstantInACaseIsNoPropertyOfAMissingHeader() throws {
    // `case kCLAuthorizationStatusAuthorizedAlways:` with the screen's header not given: the
    // name was declared a `UIView *` property of the missing header, which no `case` takes,
    // and the file was refused. It is a constant; the keyboard code runs: inset 216, field 10
    // scrolled to 501 - 264 = 237.
    let fixture = try HandlerFixture("LocationFormCaseConstant.m")
    #expect(
      fixture.warnings.map(\.message).contains(
        "'LocationFormViewController.h' is not beside the file: read as empty; declared from"
          + " the file's use: scrollView (UIScrollView *)"))
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func theOneOutletNamedAsAScrollViewOfAnUndeclaredClassIsTheForms() throws {
    // `TPKeyboardAvoidingScrollView!`, a library's class no file declares: the one outlet
    // named as a scroll view is the form's, said in a warning (it asked for --bind). Inset
    // 216 + 12 = 228, field 10 scrolled to 501 - (480 - 228) = 249, which dismissing keeps.
    let fixture = try HandlerFixture("LibraryScrollViewOutlet.swift")
    #expect(
      fixture.warnings.map(\.message).contains(
        "'scrollView' is a TPKeyboardAvoidingScrollView, which no file here declares, named as a"
          + " scroll view: it is taken as the form's, and what its class does beyond UIKit's"
          + " scroll view is not simulated; --bind scrollView=… says otherwise"))
    try fixture.expectBottomInset(228, offset: 249)
  }

  @Test func aBridgedCastAndTheSystemFontSizeAreTheAppsOwnCode() throws {
    // `(__bridge CFStringRef)string` named a type FormSim's header lacked, and `[UIFont
    // systemFontSize]` was guessed a `CGSize` by its name: each refused the file. The keyboard
    // code runs: inset 216, field 10 scrolled to 501 - 264 = 237.
    let fixture = try HandlerFixture("BridgedEncodingHelper.m")
    #expect(
      !fixture.warningLines.contains { $0.contains("CGSize") }, "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func objectiveCPlusPlusCopiesAStructAndCastsWithStaticCast() throws {
    // `CGSize const keyboardSize = … .size` is C++'s copy of the struct, and
    // `static_cast<CGFloat>(…)` a cast: each stopped the handler. Inset 216 + 12 = 228, field
    // 10 scrolled to 501 - (480 - 228) = 249, which dismissing keeps.
    let fixture = try HandlerFixture("MapEditorCategoryInset.mm")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    try fixture.expectBottomInset(228, offset: 249)
  }

  @Test func objectiveCPlusPlusHasItsOwnBoolAndNull() throws {
    // C++'s `bool` instance variable and `NULL` passed as an `id`: FormSim's header gave C's
    // `_Bool` and `(void *)0`, which a `.mm` refused (exit 2). Will-show once, inset 216, field
    // 10 scrolled to 501 − (480 − 216) = 237; the hide clears it and leaves the offset.
    let fixture = try HandlerFixture("CppFlagsAndNull.mm", bind: [("scrollView", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aNeverSetPropertyOfAProtocolTheFileDeclaresIsPassedIn() throws {
    // `var viewModel: SignUpViewModelType!`, a protocol of the file's, never set: the screen's
    // builder hands it over, so reading it is opaque and viewDidLoad goes on to register the
    // observers. Show: inset 216, field 10 scrolled to 501 − (480 − 216) = 237; hide: inset 0,
    // the offset left. (Before, viewDidLoad crashed on the nil at line 18: UIKit's own 21, 0.)
    let fixture = try HandlerFixture(
      "InFileViewModelProtocol.swift", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines == [
        "14: 'viewModel' (SignUpViewModelType!) is never set in the file: taken as what the"
          + " screen that shows it passes in, opaque (it runs, and changes nothing simulated)"
      ])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func theSDKsAttributeAndLinkageMacrosReadAsTheSDKDefinesThem() throws {
    // `__unused`, `UIKIT_EXTERN`, `NS_INLINE` and `NS_UNAVAILABLE` change nothing: the inline
    // helper intersects the scroll view's frame (0, 0, 320, 480) with the keyboard's
    // (0, 264, 320, 216), 216 tall; field 10 scrolled to 501 − (480 − 216) = 237; the hide
    // sets no inset and leaves the offset. (Before, clang refused the file: "expected a type"
    // at `__unused`, and the declarations of the other three.)
    let fixture = try HandlerFixture("SystemMacrosOnParameters.m", bind: [("scrollView", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aBareRxSubscribeIsHandedNextEvents() throws {
    // `subscribe { event in … }` gets `.next(notification)`: `event.element` is the
    // notification, so the show sets 216 + 8 = 224 and UIKit scrolls field 10 to
    // 501 − (480 − 224) = 245; the did-show's `case .next(let note)` sets the indicators' 216;
    // `subscribe { (_) in … }` on hide sets 0, the offset left. (Before, no closure ran, with
    // no warning: UIKit's own 21, 0.)
    let fixture = try HandlerFixture(
      "RxBareSubscribeEvents.swift", bind: [("scrollView", "scroll")])
    #expect(!fixture.warningLines.contains { $0.contains("element") }, "\(fixture.warningLines)")
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    try fixture.expectBottomInset(224, offset: 245)
  }

  @Test func reactiveSwiftsNotificationSignalsAreObserved() throws {
    // `reactive.notifications(forName:)`: the show's height, 216, through `map`, `take(during:)`
    // and `observe(on:)` to `observeValues`, sets the inset, and UIKit scrolls field 10 to
    // 501 − (480 − 216) = 237; the hide's `observe { event in … }` reads `event.value` and
    // animates the inset and the offset to zero. (Before, the centre's `reactive` was opaque:
    // UIKit's own 21, 0.)
    let fixture = try HandlerFixture(
      "ReactiveSwiftSignals.swift", bind: [("messagesScroll", "scroll")])
    #expect(
      fixture.warnedLines == [16, 18],
      "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func aNeverSetImplicitlyUnwrappedObjectOfAClassTheFilesDeclareIsPassedIn() throws {
    // `var presenter: CheckoutPresenter!`, of a class beside the screen, never set: read while
    // nil it would crash the app, so the screen's builder sets it; it is opaque, and viewDidLoad
    // goes on to register the observers. Show: inset 216, field 10 scrolled to
    // 501 − (480 − 216) = 237; hide: inset 0, the offset left. (Before, viewDidLoad crashed on
    // the nil at line 19: UIKit's own 21, 0.)
    let fixture = try HandlerFixture(
      "InjectedPresenterOfTheFiles.swift", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines == [
        "15: 'presenter' (CheckoutPresenter!) is never set in the file: taken as what the"
          + " screen that shows it passes in, opaque (it runs, and changes nothing simulated)"
      ])
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aTupleDeclaredFromCodeFormSimDoesNotRunBindsUnknownParts() throws {
    // `let (scroll, stack) = UIView.formStack(…)`, an app helper no file given declares: the
    // declaration binds two unknown parts and viewDidLoad goes on to register the observer. The
    // scroll view stays the bound one; its frame (0, 0, 320, 480) meets the keyboard's
    // (0, 264, 320, 216) over 216, and UIKit scrolls field 10 to 501 − (480 − 216) = 237; the
    // hide's frame meets it over 0. (Before, the declaration was a condition taken as not
    // matching, which left viewDidLoad: UIKit's own 21, 0.)
    let fixture = try HandlerFixture(
      "TupleFromAppLayoutHelper.swift", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warnedLines == [13, 15],
      "\(fixture.warningLines)")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aConditionOnAPropertyGivenUnknownCodeLaterInTheWalkIsWarnedOf() throws {
    // `if let bottom = inputBarBottom` in viewDidAppear, which the check meets before the method
    // viewDidLoad calls, where an app helper of another file gives it its value: unknown, so
    // taken as nil, as the run takes it, and said so. Nothing registers: UIKit's own scroll of
    // field 10, 501 − 480 = 21. (Before, the run took it as nil with no warning.)
    let fixture = try HandlerFixture("HelperMadeConstraintCondition.swift")
    #expect(
      fixture.warningLines.contains(
        "19: the condition 'inputBarBottom' depends on code FormSim does not simulate: it is"
          + " taken as nil"), "\(fixture.warningLines)")
    try fixture.expectFocusingFieldTen(inset: 0, offset: 21)
  }

  @Test func viewWithTagFindsTheFieldWhoseTagItIs() throws {
    // A field's tag is its number from 0: return on field 11 (tag 10) finds tag 11, field 12,
    // which becomes first responder with the keyboard up, and UIKit scrolls it (570…601) into
    // the 480-tall bounds: 601 − 480 = 121. Return on field 12 asks for tag 12, which no field
    // has: an app view, unknown, taken as nil, so the field resigns and the offset stays.
    // (Before, `viewWithTag` was opaque: the first return resigned, at field 11's 551 − 480 = 71.)
    let fixture = try HandlerFixture("NextFieldByTag.swift", bind: [("scrollView", "scroll")])
    var simulator = try fixture.simulator(after: "focus 11")
    #expect(simulator.world.contentOffset.y == 71)
    try simulator.play("return")
    #expect(simulator.world.focusedIndex == 11)
    #expect(simulator.world.contentOffset.y == 121)
    try simulator.play("return")
    #expect(simulator.world.focusedIndex == nil)
    #expect(simulator.world.contentOffset.y == 121)
  }

  @Test func cPlusPlusNamesOfAMissingHeaderAreOpaque() throws {
    // `Trace::Write(…)` and `Settings::keyboardLiftDisabled`, of a header not beside the file:
    // the call does nothing, and the condition is taken as false, so the overlap stands:
    // 480 − 264 = 216, field 10 scrolled to 501 − (480 − 216) = 237; the hide's frame starts at
    // 480, overlap 0. (Before, clang's "'Trace' is not a class, namespace, or enumeration"
    // refused the file.)
    let fixture = try HandlerFixture(
      "CppLoggerFromMissingHeader.mm", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines.contains {
        $0.hasSuffix("nothing simulated): Trace::Write, Settings::keyboardLiftDisabled")
      }, "\(fixture.warningLines)")
    #expect(
      fixture.warningLines.contains {
        $0.hasPrefix("26: ") && $0.contains("'Settings::keyboardLiftDisabled'")
          && $0.hasSuffix("it is taken as false")
      }, "\(fixture.warningLines)")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func aDetachedTasksNotificationSequenceAndAViewMadeByInit() throws {
    // `.detached { … }` runs its body as `Task { … }` does: the `for await` registers, and each
    // will-show sets 216 + 8 = 224, field 10 scrolled to 501 − (480 − 224) = 245. The text view
    // of `private let captionView: UITextView = .init()` is `UITextView()`, which the code may
    // write. (The write stopped the handler at line 15, and the task was opaque: 21, 0.)
    let fixture = try HandlerFixture(
      "DetachedTaskNotifications.swift", bind: [("scrollView", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 224, offset: 245)
  }

  @Test func aClosuresZeroArgumentTakesTheTypeItsPropertyDeclares() throws {
    // `onHide?(.zero)` of a property declared `FrameHandler?`, the file's alias of
    // `(CGRect) -> Void`: `.zero` is `CGRect.zero`. Show: 216 + 12 = 228, field 10 scrolled to
    // 501 − (480 − 228) = 249; hide: a zero frame, inset 0, the offset left. (The hide stopped
    // the handler: "'.zero' where FormSim cannot tell the type", the inset left at 228.)
    let fixture = try HandlerFixture("CallbackObserverZero", bind: [("formScroll", "scroll")])
    try fixture.expectBottomInset(228, offset: 249)
  }

  @Test func anExtensionOfAProtocolOnlyViewsAdoptIsTheViewsCode() throws {
    // `protocol KeyboardLifting where Self: UIView`: its extension's method is the view's, so
    // the view class is still alone, its `init(coder:)` runs and registers the blocks. Will-show
    // lifts the screen's view by 216 / 3 = 72; UIKit's scroll after it, 501 − 480 = 21 (the
    // scroll view's frame moves with the root view, its size does not change); field 10 on
    // screen at 470 − 21 − 72 = 377. Will-hide puts it back. (The method was taken for a
    // controller's, nothing ran, with a warning that nothing UIKit calls was declared: 0.)
    let fixture = try HandlerFixture("ViewProtocolExtension")
    #expect(!fixture.warningLines.contains { $0.contains("declares none of the methods") })
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -72)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func anUnknownFigureInABranchTheRunNeverTakesStopsNothing() throws {
    // `if player?.isRunning ?? false { … = WorkoutPlayerBar.collapsedHeight }`: the run takes
    // the unknown as nil, so the branch never runs, and its unknown figure is no error. Will-show
    // sets 216 + 4 = 220; field 10 scrolled to 501 − (480 − 220) = 241. (The file was refused,
    // exit 2, at line 14.)
    let fixture = try HandlerFixture(
      "FigureInAnUntakenBranch.swift", bind: [("scrollView", "scroll")])
    #expect(fixture.warningLines.contains { $0.hasPrefix("13: 'player?.isRunning'") })
    try fixture.expectFocusingFieldTen(inset: 220, offset: 241)
    // A condition that is itself unknown is taken as false too.
    var program = try HandlerFixture.program("FigureInAnUntakenBranch.swift")
    let load = try #require(program.methods.firstIndex { $0.name == "viewDidLoad" })
    guard
      case .ifElse(let conditions, let then, let otherwise) = program.methods[load].body[1].kind,
      case .boolean(let coalescing) = conditions[0],
      case .binary(.nilCoalescing, let unknown, _) = coalescing.kind
    else {
      Issue.record("viewDidLoad's second statement is no 'if … ?? false'")
      return
    }
    program.methods[load].body[1].kind = .ifElse(
      conditions: [.boolean(unknown)], then: then, otherwise: otherwise)
    #expect(HandlerFixture.errors(of: program, bind: [("scrollView", "scroll")]).isEmpty)
  }

  @Test func aBlockOnTheCurrentQueueAndSelfSelf() throws {
    // `self.self.editingField = textField` is NSObject's `-self`, the screen: field 10 is kept.
    // `dispatch_get_current_queue()` on the main thread is the main queue: the block runs after
    // will-show, once UIKit has scrolled field 10 in with no inset, 501 − 480 = 21. Then the
    // inset 216 and `scrollRectToVisible` of (20, 470, 280, 31) in 480 − 216 = 264 points:
    // 501 − 264 = 237. (Clang refused `self.self`, exit 2; without it the block was dropped.)
    let fixture = try HandlerFixture(
      "CurrentQueueBlockSelfSelf.m", bind: [("scrollView", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aLazyScrollViewsClosureSetsUpTheScreensScrollView() throws {
    // The lazy property's closure makes the scroll view the screen binds, so its insets, 8 and
    // 8, are the form's; will-show adds 216: 224 at the bottom, field 10 scrolled to
    // 501 − (480 − 224) = 245. (The closure never ran: 0 + 216, 501 − 264 = 237.)
    let fixture = try HandlerFixture("LazyScrollViewSetup.swift")
    let simulator = try fixture.expectFocusingFieldTen(inset: 224, offset: 245)
    #expect(simulator.world.contentInset.top == 8)
  }

  @Test func twoMessagesToNilSummedAreZero() throws {
    // `[self.viewModel unreadMessageCount] + [self.viewModel unreadAlertCount]` with no view
    // model: each answers 0, and viewDidLoad goes on to register the observer. Will-show: inset
    // 216, field 10 scrolled to 501 − (480 − 216) = 237. (The sum stopped the handler:
    // "'+' on nil and nil", UIKit's own 21.)
    let fixture = try HandlerFixture("NilModelCountsSummed.m", bind: [("scrollView", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 216, offset: 237)
  }

  @Test func aLazyTableViewsClosureSetsUpTheBoundScrollViewWithoutWarnings() throws {
    // `UITableView(frame:style:)` in the closure of the property bound to the scroll view is
    // that scroll view, before the run as in it: no "skipped" and no opaque `table`. Its insets
    // are 12 and 12; will-show sets 12 + 216 = 228 at the bottom, field 10 scrolled to
    // 501 − (480 − 228) = 249. (The run gave these figures already; the warnings called the
    // closure's lines skipped and opaque.)
    let fixture = try HandlerFixture("LazyTableViewSetup.swift", bind: [("tableView", "scroll")])
    #expect(
      fixture.warnedLines == [11],
      "\(fixture.warningLines)")
    let simulator = try fixture.expectFocusingFieldTen(inset: 228, offset: 249)
    #expect(simulator.world.contentInset.top == 12)
  }

  @Test func associatedKeysNamedAsThePropertiesTheyStoreAreTheirOwnStatics() throws {
    // `&AssociatedKeys.restingFrame` is the nested struct's static, not the property
    // `restingFrame` whose getter reads it. Show: the root view lifts by 216 / 2 = 108 and
    // UIKit scrolls field 10 to 501 − 480 = 21 (on screen 470 − 21 − 108 = 341); hide puts the
    // saved frame back; a second show lifts again, the flag reset. (Before, the getter called
    // itself: "stack overflow", and no observer was registered.)
    let fixture = try HandlerFixture("AssociatedKeysNamedLikeProperties.swift")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -108)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
    try simulator.play("focus 9")
    #expect(simulator.world.rootTransform.ty == -108)
  }

  @Test func computedPropertiesOfAnExtensionOfUIViewRunOnTheViewNamed() throws {
    // `scrollView.height = view.height - frame.height` runs the extension's getter on the root
    // view (480) and its setter on the scroll view: 480 − 216 = 264 tall, and UIKit scrolls
    // field 10 into it, 501 − 264 = 237; `view.originY -= 40` reads 0 and writes −40, so field
    // 10 is on screen at 470 − 237 − 40 = 193. The hide makes the scroll view 480 tall again,
    // which pulls the offset back to 620 − 480 = 140, and the root view back to 0. (Before,
    // both writes changed nothing: UIKit's own 21.)
    let fixture = try HandlerFixture(
      "ViewGeometryExtensionProperties.swift", bind: [("scrollView", "scroll")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewFrame.height == 264)
    #expect(simulator.world.contentOffset.y == 237)
    #expect(simulator.world.rootTransform.ty == -40)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewFrame.height == 480)
    #expect(simulator.world.contentOffset.y == 140)
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func aKeyboardLibraryTheFileTurnsOffIsNoWarning() throws {
    // `IQKeyboardManager.shared.enable = false`: the screen moves its fields itself, as its code
    // shows, so no warning points at --strategy iqkeyboardmanager; the library's lines are
    // opaque. Show: the root view lifts by 216 and UIKit scrolls field 10 to 501 − 480 = 21,
    // on screen at 470 − 21 − 216 = 233; hide: back to 0.
    let fixture = try HandlerFixture("KeyboardLibraryTurnedOff.swift")
    #expect(
      fixture.warnedLines == [11, 12],
      "\(fixture.warningLines)")
    #expect(!fixture.warningLines.contains { $0.contains("--strategy") })
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.rootTransform.ty == -216)
    #expect(simulator.world.contentOffset.y == 21)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func anObjectiveCScrollViewClassMadeWithAllocInitIsTheScreensScrollView() throws {
    // `[[LiftingScrollView alloc] init]` is UIView's `-init`, which sends the class's
    // `initWithFrame:` a zero frame: it registers the observers on the screen's scroll view.
    // Will-show: UIKit scrolls field 10 to 501 − 480 = 21; did-show sets 216 + 12 = 228 at the
    // bottom, which moves no offset; will-hide sets 0. (Before, `alloc` was opaque and neither
    // observer was registered: inset 0.)
    let fixture = try HandlerFixture("ObjCScrollViewMadeInCode")
    #expect(
      fixture.warnedLines == [15],
      "\(fixture.warningLines)")
    try fixture.expectBottomInset(228, offset: 21)
  }

  @Test func whatAnInoutParameterIsLeftHoldingGoesBackToTheVariablePassed() throws {
    // `reserveAccessorySpace(&accessorySpace)` leaves 44 in the property, and
    // `add(216, to: &insets)` adds 216 + 44 to the copy of the insets, which the screen then
    // sets: 260 at the bottom, field 10 scrolled to 501 − (480 − 260) = 281. (Before, neither
    // write came back: 0, and UIKit's own 21.)
    let fixture = try HandlerFixture("InoutInsetsHelper.swift", bind: [("scrollView", "scroll")])
    try fixture.expectFocusingFieldTen(inset: 260, offset: 281)
  }

  @Test func swift2sInoutBeforeTheParameterNameIsRead() throws {
    // `func accessoryHeight(inout h: CGFloat)`: Swift 2's spelling, read as `h: inout CGFloat`,
    // with a warning; the call leaves 44 in `accessory`, so did-show sets 216 + 44 = 260 after
    // UIKit scrolled field 10 to 501 − 480 = 21. (Before, the parser's error refused the file.)
    let fixture = try HandlerFixture("Swift2InoutParameter.swift", bind: [("tableView", "scroll")])
    #expect(
      fixture.warningLines == ["7: Swift 2's 'inout name: Type': read as 'name: inout Type'"])
    try fixture.expectFocusingFieldTen(inset: 260, offset: 21)
  }

  @Test func theAppDelegatesWindowIsTheWindow() throws {
    // `AppDelegate.shared.window!`, through the app's `UIApplication.shared.delegate as!
    // AppDelegate`, and UIKit's `delegate?.window??` are the 480-tall window: the constant is
    // 480 − 264 = 216, the scroll view 264 tall, field 10 scrolled to 501 − 264 = 237; hidden,
    // 480 − 480 = 0, and the offset is pulled back to 620 − 480 = 140. (Before, the static
    // `shared` read itself for `UIApplication.shared`: a stack-overflow crash; and the
    // delegate was opaque.)
    let fixture = try HandlerFixture(
      "AppDelegateWindowHeight", bind: [("keyboardSpace", "scroll.bottom")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewFrame.height == 264)
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func anObjectiveCScreenReadsTheAppDelegatesWindow() throws {
    // `[UIApplication sharedApplication].delegate.window` and the app's `(AppDelegate *)` cast of
    // the delegate (its header not beside the file) are the 480-tall window: the constant is
    // 480 − 264 = 216, field 10 scrolled to 501 − 264 = 237; hidden, 0, and the offset pulled
    // back to 620 − 480 = 140. The header declares `delegate`, so no warning calls it a member
    // FormSim's UIKit lacks.
    let fixture = try HandlerFixture(
      "ObjCAppDelegateWindow.m", bind: [("composerBottom", "scroll.bottom")])
    #expect(
      fixture.warnedLines == [1, 5],
      "\(fixture.warningLines)")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentOffset.y == 237)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 140)
  }

  @Test func aWriteInItsOwnTypesInitializerRunsNoObserver() throws {
    // `self.restingInsets = restingInsets` in `InsetKeeper.init` runs no `didSet`, so the
    // screen's bottom inset of 30 stays: UIKit scrolls field 10 to 501 − (480 − 30) = 51, then
    // did-show sets 0 + 216 = 216, which moves no offset. The hide's `restingInsets.bottom = 20`
    // is outside the initialiser: its `didSet` sets 20. (Before, the initialiser's write ran the
    // `didSet`, which set the insets to zero: 21.)
    let fixture = try HandlerFixture(
      "ObserverNotRunInInitializer.swift", bind: [("scrollView", "scroll")])
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentOffset.y == 51)
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 20)
  }

  @Test func aGenericMethodsCastsAreToTheTypeItsCallPasses() throws {
    // `enclosing(UIScrollView.self)` climbs from field 10 past its content view to the scroll
    // view, where `case let match as T` holds; `nearestAncestor(ofType:)`'s `as? T` finds the
    // same. Before, `T` matched any view: the content view, drawn nowhere, took the inset.
    // Inset 216, field 10 scrolled to 501 - 264 = 237; the hide clears it, the offset stays.
    let fixture = try HandlerFixture("GenericSuperviewLookup.swift")
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    try fixture.expectBottomInset(216, offset: 237)
  }

  @Test func anNSNumbersSizedIntegerValuesAreItsValue() throws {
    // `(… as? NSNumber)?.uint32Value`, the curve: it was taken as nil and the guard returned,
    // so nothing moved. Now the constant is 216, `layoutIfNeeded` makes the scroll view
    // 480 - 216 = 264 tall, and UIKit scrolls field 10 (470–501) into it: 501 - 264 = 237.
    // Dismissed, the scroll view is 480 tall again and pulls the offset back to 620 - 480 = 140.
    let fixture = try HandlerFixture(
      "CurveBitsUInt32.swift", bind: [("panelBottomConstraint", "scroll.bottom")])
    #expect(fixture.warnings.isEmpty, "\(fixture.warnings.map(\.message))")
    try fixture.expectLiftingFieldTen(lift: 216, offset: 237, dismissed: 0, offsetDismissed: 140)
  }

  @Test func aScrollViewsVisibleSizeIsItsBoundsSize() throws {
    // `noteScroll.visibleSize.height` is 480, the keyboard's top 264: inset 216, field 10
    // scrolled to 501 - 264 = 237. Before, `visibleSize` was opaque and the inset stopped the
    // handler.
    try HandlerFixture("VisibleSizeInset.swift").expectFocusingFieldTen(inset: 216, offset: 237)
  }
}
