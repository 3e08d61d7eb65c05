import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// Objective-C handler files, lowered by the front end through libclang (their programs are
/// committed beside them) and run by the same interpreter as Swift ones: what they do, and what
/// clang and the check say about them.
@Suite struct ObjectiveCHandlerTests {
  @Test func insetAndScrollRectGiveTheSwiftVersionsFigures() throws {
    // `isEqualToString:` tells the hide notification apart, as `==` does in Swift.
    try HandlerRunTests.expectInsetScrollRectFigures("InsetScrollRectObjectiveC.m")
  }

  @Test func aViewControllersNibAndPresentationStateAreUIKitsOwn() throws {
    let fixture = try HandlerFixture("NibNameGuardedInset.m")
    // Opaque, each said at its line: the nib's name, and whether it is being dismissed, taken
    // as false, so the inset is set.
    #expect(
      fixture.warnings.map { "\($0.location.line) \($0.message)" }.contains(
        "22 the condition 'self.isMovingFromParentViewController || self.isBeingDismissed'"
          + " depends on code FormSim does not simulate: it is taken as false"))
    // iPhone 4's keyboard is 216 tall: inset 216, and UIKit scrolls field 10 (470–501) above
    // its top at 264: 501 - 264 = 237. Nothing observes the hide: the inset stays.
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.contentOffset.y == 237)
  }

  @Test func instanceVariablesStartClearedAndASynthesizedVariableIsItsProperty() throws {
    var simulator = try HandlerFixture("ClearedInstanceVariables.m").simulator(after: "focus 10")
    // iPhone 4: the end frame is 216 tall. The first show grows the inset by 216 − 0 (the
    // cleared _lastKeyboardFrame) + 0 (the cleared _extraBottom) = 216; the indicator inset is
    // the property read back through `currentKeyboardHeight`, the variable its @synthesize names.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    try simulator.play("dismiss")
    // 216 − 216.
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
    #expect(simulator.world.handlerCrash == nil)
  }

  @Test func dispatchOnceRunsItsBlockOncePerToken() throws {
    var simulator = try HandlerFixture("OnceAndInsetRect.m").simulator(after: "focus 10")
    // The end frame, 216 tall, grown 5 at the top and the bottom: 226, and _extra 10 once.
    #expect(simulator.world.contentInset.bottom == 236)
    try simulator.play("dismiss; focus 10")
    // The second show reaches dispatch_once again; its block does not run again.
    #expect(simulator.world.contentInset.bottom == 236)
  }

  @Test func performSelectorAfterADelayCallsTheMethodThen() throws {
    let simulator = try HandlerFixture("DeferredScroll.m").simulator(after: "focus 10")
    // UIKit first scrolls field 10 (470…501) into 480 − 216 = 264: offset 237. At 0.1 s the
    // file's own scroll takes it with 30 pt above and below, 440…531: offset 531 − 264 = 267.
    #expect(simulator.world.contentOffset.y == 267)
  }

  @Test func aMessageToNilThatReturnsAStructGivesZeros() throws {
    let simulator = try HandlerFixture("NilReceiverStruct.m").simulator(after: "focus 10")
    // iPhone 4: 480 − 264 = 216, and the nil bar's converted rectangle, CGRectZero, adds 0.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func theEventLogSaysAWriteThroughNilChangesNothing() throws {
    let fixture = try HandlerFixture("NilViewWrite.m")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    let lines = simulator.takeHandlerLines()
    // iPhone 4: the keyboard's top is 264, the bar's y 264 − 44 = 220.
    #expect(
      lines.contains("L19 self.footerBar.frame = (0, 220, 320, 44): sent to nil, nothing changes"))
  }

  @Test func aMissingHeaderIsDeclaredFromTheFilesOwnUse() throws {
    let fixture = try HandlerFixture("ScrollOffset.m", tag: "header-")
    let warning = try #require(fixture.warnings.first)
    #expect(warning.location == SourceLocation(line: 6, column: 1))
    #expect(
      warning.message
        == "'NotesViewController.h' is not beside the file: read as empty; declared from the"
        + " file's use: activeInput (UITextField *), savedOffset (CGPoint), scroller (UIScrollView *)"
    )
  }

  @Test func statementMacrosAvailabilityAndABarOfANilController() throws {
    // Each of these stopped the file: `WEAKSELF` and `WS(weakSelf)` alone on their lines
    // (clang read the next message as their subscript), `@available(iOS 11.0, *)`, a property
    // guessed from "Inset" that is an enumeration (`contentInsetAdjustmentBehavior`), and
    // writing the bar of a navigation controller the screen has not (nil's read crashed).
    let program = try HandlerFixture.program("MacroStatements.m")
    #expect(program.diagnostics.filter { $0.severity == .error }.isEmpty)
    let fixture = try HandlerFixture("MacroStatements.m")
    var simulator = try fixture.simulator(after: "focus 3")
    // The view's 480 less the end frame's top 264: the root view moves by −216 (through
    // `weakSelf`, which is `self`); 0 again once the keyboard's top is back at 480.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.rootTransform.ty == -216)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func frameworkReferencesAndAVariadicAlert() throws {
    // `CGImageRef cgImage = …` stopped the file ("expected ';' after expression": the type is
    // none of FormSim's UIKit), and so did `otherButtonTitles:nil, nil` ("too many arguments").
    let program = try HandlerFixture.program("FrameworkReferences.m")
    #expect(program.diagnostics.filter { $0.severity == .error }.isEmpty)
    let fixture = try HandlerFixture("FrameworkReferences.m", bind: [("scrollView", "scroll")])
    var simulator = try fixture.simulator(after: "focus 3")
    // Did-show scrolls by half the iPhone 4's 216: 108; the hide scrolls back to 0.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentOffset.y == 108)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func controlsNamedAfterFiguresAreControls() throws {
    // `txtHeight` was guessed a CGFloat from "Height" and `.text` on it did not compile: a
    // `txt` prefix makes a text field, an `lbl` prefix a view.
    let fixture = try HandlerFixture("ControlNamesWithFigureWords.m")
    #expect(fixture.warnings.contains { $0.message.contains("txtHeight (UITextField *)") })
    var simulator = try fixture.simulator(after: "focus 3")
    // The iPhone 4's 216 less 100: the lone scroll view is scrolled to 116, then back to 0.
    #expect(simulator.world.contentOffset.y == 116)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func aDispatchBlockRunsAndTheAppIsActive() throws {
    // `dispatch_block_t` was undeclared ("expected ';' after expression"), and
    // `applicationState` was unknown, so `== UIApplicationStateActive` was false.
    let program = try HandlerFixture.program("AppStateDispatchBlock.m")
    #expect(program.diagnostics.filter { $0.severity == .error }.isEmpty)
    var simulator = try HandlerFixture("AppStateDispatchBlock.m").simulator(after: "focus 3")
    // iPhone 4: covered = the view's 480 − the end frame's top 264 = 216.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    // The end frame's top is 480: 0.
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aMissingHeadersGetterSendsAndReleasedOutletsBindTheLoneTable() throws {
    // `[self tableView]` is the property of the `tableView` that `dealloc` releases (it was a
    // method of its own, giving an opaque table); `self.tableView = nil`, `[self
    // setFooterLabel:nil]` and `@synthesize footerLabel = _footerLabel` no longer count as the
    // file setting them, so the table is the lone scroll view's outlet, bound without --bind
    // (the inset went nowhere), and the label, a `UILabel` by its name, is opaque.
    let fixture = try HandlerFixture("ReleasedOutletsNoHeader.m")
    #expect(fixture.warnings.contains { $0.message.contains("'footerLabel' is a UILabel") })
    // `kDiaryServiceName` is a constant of the missing header, spelt as Apple's are: opaque,
    // not an instance variable taken for an outlet no --bind connects.
    #expect(fixture.warnings.contains { $0.message.contains("'kDiaryServiceName' is outside") })
    #expect(!fixture.warnings.contains { $0.message.contains("kDiaryServiceName (") })
    var simulator = try fixture.simulator(after: "focus 3")
    // iPhone 4: the end frame's 216 less the toolbar's 44 = 172, for both insets.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 172)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 172)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
  }

  @Test func aMemberlessFrameworkStructsCentreIsTheAppsOwnWrite() throws {
    // `region.center = location` on MapKit's region, whose header is not FormSim's: clang says
    // the base has no members, so it is no view's centre; the statement is left out with a
    // warning (it kept clang's error and stopped the file).
    let program = try HandlerFixture.program("MapRegionStructWrites.m")
    #expect(program.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(
      program.diagnostics.filter { $0.message.contains("'region' holds an opaque") }.count == 2)
    var simulator = try HandlerFixture("MapRegionStructWrites.m").simulator(after: "focus 3")
    // Did-show: half the iPhone 4's 216, 108; the hide scrolls back to 0.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentOffset.y == 108)
    try simulator.play("dismiss")
    #expect(simulator.world.contentOffset.y == 0)
  }

  @Test func aNavigationControllerTheScreenHasNotIsNilAndItsBarZero() throws {
    let fixture = try HandlerFixture(
      "NilNavigationController.m", bind: [("inputBottom", "scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 2")
    // `self.navigationController` is nil on the simulated screen, so its bar's height is a
    // message to nil, 0 (it crashed: "unexpectedly found nil while reading 'navigationBar'");
    // the string-drawing options FormSim's UIKit does not declare are unknown, and `|` on them
    // is opaque (it stopped the handler). iPhone 4: 216 + 0 = 216.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aMissingHeadersWeakSelfIsSelfAndItsScreenMacrosOpaque() throws {
    let fixture = try HandlerFixture("WeakSelfMacro.m", bind: [("barBottom", "scroll.bottom")])
    let simulator = try fixture.simulator(after: "focus 2")
    // `weakself` (from the missing header's `kWeakSelf(self)`) is self, so its margin is 12;
    // the reply field's frame made from `KScreenHeight` is opaque and set on nil, a message to
    // nil (it stopped the handler). iPhone 4: 216 + 12 = 228, the scroll view 480 − 228 = 252.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 228)
    #expect(simulator.world.scrollViewFrame.height == 252)
  }

  @Test func aHeaderNamingTheAppsOwnSuperclassIsReadWithThatClassAsAViewController() throws {
    // `JoinFormController.h` is beside the file; the headers it imports are not, and the base
    // class they declared is read as a view controller whose members the file's use declares.
    let program = try HandlerFixture.program("JoinFormController.m")
    #expect(
      program.diagnostics.map(\.message).contains(
        "the headers beside the file import 'AppBaseController.h', 'AppRouter.h', not beside"
          + " it: read as empty"))
    #expect(
      program.diagnostics.map(\.message).contains(
        "the superclass of JoinFormController is declared in none of the files here: read as a"
          + " view controller; declared from the file's use: formView (UIView *)"))
    let errors = try HandlerFixture.errors("JoinFormController.m")
    #expect(errors.map(\.location.line) == [15, 23])
    let fixture = try HandlerFixture(
      "JoinFormController.m", bind: [("formView", "content"), ("formBottom", "scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 2")
    // iPhone 4: the end frame, converted into the root view at the window's origin, is 216
    // tall; the scroll view is 480 − 216 = 264 tall.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    #expect(simulator.world.scrollViewFrame.height == 264)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func theAppsSuperclassIsDeclaredBeforeTheHeaderBesideWhateverElseIsMissing() throws {
    // The superclass's declaration must come before the header beside the file that names it,
    // not in the category header the file imports after it.
    let program = try HandlerFixture.program("KeyboardTableScreen.m")
    #expect(!program.diagnostics.contains { $0.severity == .error }, "\(program.diagnostics)")
    #expect(
      program.diagnostics.map(\.message).contains(
        "the superclass of KeyboardTableScreen is declared in none of the files here: read as a"
          + " view controller"))
    let fixture = try HandlerFixture("KeyboardTableScreen.m")
    var simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: 216 − the bottom layout guide's 0; the table is the scroll view its use makes it.
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aNameFromAMissingHeaderOfTheAppsUsedAsAnObjectIsOpaque() throws {
    // The header is there; the app's headers it and the file import are not, and `appDelegate`
    // (their macro) is an opaque object, not a refusal: the lookup through it runs as opaque
    // code, and its comparator block, typed `NSComparisonResult`, reads.
    let program = try HandlerFixture.program("ComposeMessageController.m")
    #expect(
      program.diagnostics.map(\.message).contains(
        "the file uses names declared nowhere here, taken for objects of the headers that are"
          + " not (a global or a macro of the app's), read as opaque: appDelegate"))
    #expect(!program.diagnostics.contains { $0.severity == .error })
    let fixture = try HandlerFixture(
      "ComposeMessageController.m", bind: [("composerBottom", "scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 2")
    // iPhone 4: the begin frame is as tall as the end frame, 216; plus the 20-pt margin, 236.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 236)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aMacroNotificationNameInCapitalsIsAString() throws {
    // `EDITOR_DID_CHANGE_NOTIFICATION`, a macro of a missing header, is a notification's name:
    // its observer's registration is read, not left out as unreadable (it was a `long`).
    let program = try HandlerFixture.program("MacroNotificationName.m")
    #expect(!program.diagnostics.contains { $0.message.contains("incompatible integer") })
    let calls = program.methods.first { $0.name == "viewWillAppear" }?.body.count
    #expect(calls == 4)
    let fixture = try HandlerFixture("MacroNotificationName.m")
    var simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the lone scroll view, `formScroll` by its name, is inset by the 216-pt keyboard.
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func anUndeclaredKeyPassedWhereAnObjectGoesIsAString() throws {
    // `UIImagePickerControllerEditedImage` is declared nowhere FormSim reads; clang's "integer
    // to pointer" complaint makes it a string constant, so nothing is refused.
    #expect(try HandlerFixture.errors("PickerKeyInUnreachedMethod.m").isEmpty)
    let fixture = try HandlerFixture("PickerKeyInUnreachedMethod.m")
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the lone scroll view is inset by the 216-pt keyboard.
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func anInitThatAssignsSelfInItsConditionRegistersItsObservers() throws {
    // `if ((self = [super init]))` is the assignment, then the `if` on `self`; the
    // `(NSRange){…}` of the row insertion viewDidLoad reaches is opaque, with a warning.
    let program = try HandlerFixture.program("InitAssignsSelfInCondition.m")
    #expect(!program.diagnostics.contains { $0.severity == .error })
    #expect(
      program.diagnostics.contains { $0.location.line == 36 && $0.message.contains("NSRange") })
    let initializer = try #require(program.methods.first { $0.name == "init" })
    guard case .assignment(let target, nil, _) = initializer.body.first?.kind,
      case .name("self") = target.kind, initializer.body.count == 3,
      case .ifElse = initializer.body[1].kind
    else {
      Issue.record("init lowered as \(initializer.body.map(\.kind))")
      return
    }
    // iPhone 4: the lone scroll view is inset by the 216-pt end frame.
    try HandlerFixture("InitAssignsSelfInCondition.m").expectBottomInset(216)
  }

  @Test func anImageViewKnownOnlyByItsNameIsOneFormSimDoesNotDraw() throws {
    // The header is missing: `_previewImageView` is typed from its name, an image view, which
    // FormSim does not draw, so resizing it to the picture (whose size is unknown) needs no
    // binding and changes nothing simulated.
    #expect(try HandlerFixture.errors("HeaderlessImageView.m").isEmpty)
    let fixture = try HandlerFixture("HeaderlessImageView.m")
    #expect(
      fixture.warnings.contains {
        $0.location.line == 12 && $0.message.hasPrefix("'previewImageView' is a UIImageView")
      })
    var simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the lone scroll view is inset by the 216-pt end frame.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    // The file observes no will-hide: the inset stays after the keyboard goes.
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func aMemberUIKitLacksMayBeBothSentAndSetWithADot() throws {
    // `[self.navigationItem setPrompt:…]` and `self.navigationItem.prompt = nil` declare one
    // selector twice (clang called it a duplicate, and the file was refused); the dot write
    // names the property, not the setter's selector.
    let program = try HandlerFixture.program("NavigationPromptBothWays.m")
    #expect(!program.diagnostics.contains { $0.severity == .error })
    let disappear = try #require(program.methods.first { $0.name == "viewWillDisappear" })
    let writes = disappear.body.compactMap { statement -> String? in
      guard case .assignment(let target, _, _) = statement.kind,
        case .member(_, let name) = target.kind
      else { return nil }
      return name
    }
    #expect(writes == ["prompt"])
    let fixture = try HandlerFixture(
      "NavigationPromptBothWays.m", bind: [("pinBottom", "scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the root view is 480 tall and the keyboard's top is at 480 − 216 = 264, so
    // the constant is 480 − 264 = 216.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aMessageToAnObjectMadeInCodeAnswersUnknownNotZero() throws {
    // `accessoryBar` holds a toolbar made with `alloc`/`initWithFrame:`, which FormSim does
    // not simulate. The front end reads its `frame` as `accessoryBar?.frame ?? CGRectZero`
    // (a message to nil answers zero); the bar is not nil but unknown, so the inset written
    // from its height is unknown too: the run stops at line 24 and names the property that
    // holds the toolbar, where it used to write 216 + 0 = 216 (a device writes 216 + 44 = 260).
    #expect(try HandlerFixture.errors("AccessoryToolbarInset.m").isEmpty)
    let fixture = try HandlerFixture("AccessoryToolbarInset.m")
    let simulator = try fixture.simulator(after: "focus 10")
    let crash = try #require(simulator.world.handlerCrash)
    #expect(crash.contains("AccessoryToolbarInset.m:24:"))
    #expect(crash.contains("'accessoryBar.frame.size.height'"), "\(crash)")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aMissingHeadersPropertyWrittenAsAConstraintIsAskedForAsOne() throws {
    // `footerBottom` comes from the missing header, read as opaque; its `.constant` write
    // makes the suggestion a constraint's target.
    let errors = try HandlerFixture.errors("HeaderlessConstraint.m")
    #expect(errors.map(\.location.line) == [17])
    #expect(
      errors.first?.message.hasPrefix(
        "'footerBottom' is not bound: pass --bind footerBottom=scroll.bottom") == true)
    let fixture = try HandlerFixture(
      "HeaderlessConstraint.m", bind: [("footerBottom", "scroll.bottom")])
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the end frame is 216 tall, and the constant lifts the scroll view's bottom.
    #expect(simulator.world.scrollViewBottomLift == 216)
  }

  @Test func anOutletReachedThroughALocalAliasOfSelfIsCheckedBeforeTheRun() throws {
    // `self_` and `strongSelf` hold self: their `composerBottom` is the outlet, which the check
    // finds unbound before the run rather than the run at the block's first line.
    let errors = try HandlerFixture.errors("SelfAliasInBlock.m")
    #expect(errors.map(\.location.line) == [18])
    #expect(
      errors.first?.message.hasPrefix(
        "'composerBottom' is not bound: pass --bind composerBottom=scroll.bottom") == true)
    let fixture = try HandlerFixture(
      "SelfAliasInBlock.m", bind: [("composerBottom", "scroll.bottom")])
    var simulator = try fixture.simulator(after: "focus 2")
    // iPhone 4: the end frame is 216 tall; the scroll view is 480 − 216 = 264 tall.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == 216)
    #expect(simulator.world.scrollViewFrame.height == 264)
    try simulator.play("dismiss")
    // The hide block reaches it through the strong alias made from the weak one.
    #expect(simulator.world.scrollViewBottomLift == 0)
  }

  @Test func aCategoryOnUIViewRunsWithTheRootViewAsSelf() throws {
    let fixture = try HandlerFixture("ViewTransform.m", tag: "category-")
    var simulator = try fixture.simulator(after: "focus 10")
    // Field 10 starts at y = 470 in the window (the twelve form's fields from 0, at rest):
    // shiftBy = (480 − 470) − (480 − 216 − 5 − 0) = 10 − 259 = −249, set on the root view.
    #expect(simulator.world.rootTransform.ty == -249)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func loosePastedMethodsAreAViewControllerAndMessagingNilIsNoCrash() throws {
    let fixture = try HandlerFixture("Snippet.m")
    var simulator = Simulator(settings: fixture.settings())
    let warnings = fixture.warnings.map(\.message)
    #expect(
      warnings == [
        "the file declares no @implementation: read as the methods of a view controller;"
          + " declared from the file's use: activeField (UITextField *), keyboardHeight (CGFloat),"
          + " scrollView (UIScrollView *)"
      ])
    simulator.focus(9)
    let crashes = simulator.takeCrashes()
    simulator.settle()
    // `viewDidLoad` sends `resignFirstResponder` to `activeField` before anything is edited:
    // to nil, which returns zero in Objective-C and goes on.
    #expect(crashes.isEmpty)
    // `keyboardHeight`, declared a CGFloat from its name, holds the end frame's 216.
    #expect(simulator.world.contentInset.bottom == 216)
  }

  @Test func theMainQueuesBlockAndATextViewsContainerInsetRunFromTheirTable() throws {
    let fixture = try HandlerFixture(
      "MainQueueTextView.m", bind: [("formScroller", "scroll"), ("aboutView", "field:5")])
    var simulator = Simulator(settings: fixture.settings(layout: .profile))
    simulator.focus(0)
    simulator.settle()
    // The block `addOperationWithBlock:` schedules runs once the notification's method returns:
    // the iPhone 4's portrait keyboard, 216 high, plus the text view's default bottom
    // textContainerInset, 8: 216 + 8 = 224.
    #expect(simulator.world.contentInset.bottom == 224)
  }

  @Test(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
  func aUIKitMethodTheHeaderDoesNotDeclareIsOpaqueAndListed() throws {
    // UIKit has `setZoomScale:animated:`; FormSim's UIKit does not, and simulates no zoom: the
    // call runs as opaque code, listed at the top of the file, instead of stopping the file.
    let program = try ProgramFolder.handlers.lower("Undeclared.m")
    #expect(HandlerFixture.errors(of: program).isEmpty)
    #expect(
      program.diagnostics.map(\.message) == [
        "the file uses members FormSim's UIKit does not declare (UIKit's own, or a library's"
          + " category on it), read as opaque: UIScrollView.setZoomScale:animated:"
      ])
  }

  @Test(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
  func aSingletonShareNamesAndLayerShadowsFromMissingHeadersAreOpaque() throws {
    // A name from a missing header both messaged and read with a dot, constants in an array
    // literal, and a layer's shadow: each stopped the file before; now each is opaque.
    let program = try ProgramFolder.handlers.lower("ShareSheetSingleton.m")
    #expect(HandlerFixture.errors(of: program).isEmpty)
    #expect(
      program.diagnostics.map(\.message).contains(
        "the file uses members FormSim's UIKit does not declare (UIKit's own, or a library's"
          + " category on it), read as opaque: CALayer.shadowOffset, CALayer.shadowOpacity"))
  }

  @Test func theShareSheetArticleLiftsItsContentByTheKeyboard() throws {
    let fixture = try HandlerFixture("ShareSheetSingleton.m")
    var simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the keyboard's end frame is 216 tall, so contentInset.bottom = 216; 0 again
    // once it is dismissed.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
  func aFileThatDoesNotParseGetsClangsDiagnostics() throws {
    let errors = try HandlerFixture.errors(of: ProgramFolder.handlers.lower("SyntaxError.m"))
    #expect(errors.map(\.location) == [SourceLocation(line: 5, column: 20)])
    #expect(errors.first?.message == "expected expression")
  }

  @Test func eachStatementIsLoggedWithItsLineAsForSwift() throws {
    let fixture = try HandlerFixture("ContentInset.m", tag: "log-")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    simulator.settle()
    let lines = simulator.takeHandlerLines()
    // iPhone 4: the begin frame's 216 as the bottom inset, at the file's line 44.
    #expect(lines.contains { $0.hasPrefix("L44 formScrollView.contentInset = ") })
  }
}

extension ObjectiveCHandlerTests {
  @Test func blockObserversAndGetValueSetTheInsetUIKitThenScrollsInto() throws {
    let fixture = try HandlerFixture("BlockObservers.m")
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // `getValue:` copies out the end frame, (0, 517, 393, 335), converted into the root view
    // (the same frame): the bottom inset is its 335. UIKit adds the 34-pt home indicator
    // (adjusted bottom 369) and brings field 10 (470…501) inside: 501 − 852 + 369 = 18.
    #expect(simulator.world.contentInset.bottom == 335)
    #expect(simulator.world.contentOffset.y == 18)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func readingAPropertyOfNilGivesZeroNotACrash() throws {
    let fixture = try HandlerFixture("NilReceiver.m")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    simulator.settle()
    let crashes = simulator.takeCrashes()
    #expect(crashes.isEmpty)
    // iPhone 4: inset 216. `currentField.frame` is zeros, 0 > 480 − 216 fails, so the code
    // never scrolls; UIKit's own scroll brings field 10 (470…501) into the 480-pt window: 21.
    #expect(simulator.world.contentInset.bottom == 216)
    #expect(simulator.world.contentOffset.y == 21)
  }
}

/// Objective-C files that no one writes by hand: each is refused or read with a warning, and
/// nothing is read for ever.
@Suite(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
struct ObjectiveCHostileFileTests {
  /// Writes `source` to a fresh folder as `name`; the folder, for the caller to remove.
  func folder(with source: String, as name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-objc-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try source.write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func aChainOfThousandsOfOperatorsIsRefusedNotACrash() throws {
    let chain = Array(repeating: "1", count: 5_000).joined(separator: " + ")
    let source =
      "@implementation Deep\n- (void)keyboardWillShow:(NSNotification *)n {\n"
      + "    CGFloat h = \(chain);\n}\n@end\n"
    let folder = try folder(with: source, as: "Deep.m")
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = try HandlerFrontEnd.load(
      file: folder.appendingPathComponent("Deep.m").path,
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    #expect(program.methods.isEmpty)
    #expect(program.diagnostics.map(\.severity) == [.error])
    #expect(program.diagnostics.first?.message.contains("more than 200 levels deep") == true)
  }

  @Test func aHeaderThatIsAPipeOrADeviceIsReadAsEmpty() throws {
    let source =
      "#import <UIKit/UIKit.h>\n#import \"pipe.h\"\n#include </dev/zero>\n"
      + "@implementation Pipes\n@end\n"
    let folder = try folder(with: source, as: "Pipes.m")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("pipe.h").path, 0o600) == 0)
    let program = try HandlerFrontEnd.load(
      file: folder.appendingPathComponent("Pipes.m").path,
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    #expect(
      program.diagnostics.map(\.message) == [
        "'pipe.h' is not a regular file of at most 1 MB inside the handler's folder: read as empty",
        "'/dev/zero' is not a regular file of at most 1 MB inside the handler's folder: read as"
          + " empty",
      ])
    #expect(program.diagnostics.map(\.location.line) == [2, 3])
  }

  /// Macros that double forty times expand to 2^40 terms: clang runs out of the front end's
  /// memory (1024 MB) within seconds, and the file gets a message at its first line instead of
  /// the gigabytes it used to take.
  @Test func macrosThatExpandPastTheMemoryLimitAreAMessageAtTheFile() throws {
    var source = "#import <UIKit/UIKit.h>\n#define A0 1\n"
    for level in 1...40 { source += "#define A\(level) A\(level - 1)+A\(level - 1)\n" }
    source +=
      "@implementation Doubling\n- (void)keyboardWillShow:(NSNotification *)n {\n"
      + "    CGFloat h = A40;\n}\n@end\n"
    let folder = try folder(with: source, as: "Doubling.m")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let program = try HandlerFrontEnd.load(
        file: folder.appendingPathComponent("Doubling.m").path,
        environment: [
          "FORMSIM_FRONTEND": FrontEndBinary.path ?? "", "SWIFT_BACKTRACE": "enable=no",
        ])
      #expect(program.methods.isEmpty)
      #expect(program.diagnostics.first?.location == SourceLocation(line: 1, column: 1))
      #expect(
        program.diagnostics.first?.message.hasPrefix("clang gave up reading the file") == true)
    } catch {
      // Or the front end ends by a signal on its way there: a message at the file all the same.
      #expect(
        error.description.hasPrefix(
          folder.appendingPathComponent("Doubling.m").path + ":1:1: error:"))
    }
  }

  /// Includes that no line-by-line reading of `#include` catches: clang resolves them, and with
  /// its file system locked to what FormSim hands it, it finds none of them. Each is an error
  /// at its include (line 2, after the UIKit import), never a read of the device, a wait on the
  /// FIFO, or a quote of a file from outside the handler's folder.
  @Test(arguments: [
    ("# include \"/dev/zero\"", 11), ("%:include \"/dev/zero\"", 11),
    ("#define Z \"/dev/zero\"\n#include Z", 10), ("#define F \"fifo.h\"\n#import F", 9),
    ("#import <../../../../../../../etc/passwd>", 9), ("#include \"../Outside/secret.h\" // x", 1),
  ])
  func includesOutsideTheFolderAreNotRead(include: String, column: Int) throws {
    let source = "#import <UIKit/UIKit.h>\n\(include)\n@implementation Pipes\n@end\n"
    let folder = try folder(with: source, as: "Pipes.m")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("fifo.h").path, 0o600) == 0)
    let outside = folder.appendingPathComponent("../Outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    try Data("SECRET_TOKEN_7f3a = 1;\n".utf8).write(to: outside.appendingPathComponent("secret.h"))
    let started = Date()
    let program = try HandlerFrontEnd.load(
      file: folder.appendingPathComponent("Pipes.m").path,
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    #expect(Date().timeIntervalSince(started) < 20)
    let messages = program.diagnostics.map(\.message)
    #expect(!messages.contains { $0.contains("SECRET_TOKEN") }, "\(messages)")
    let last = include.split(separator: "\n").count + 1
    #expect(
      program.diagnostics.first?.location == SourceLocation(line: last, column: column),
      "\(program.diagnostics)")
  }

  @Test func aConstantMacroIsItsValueAndAComputingOneIsRefusedByName() throws {
    let source = """
      #define kGap (4 + 4)
      #define kHalf(x) ((x) / 2)
      @implementation Macros
      - (void)keyboardWillShow:(NSNotification *)note {
          CGFloat gap = kGap;
          CGFloat half = kHalf(gap);
      }
      @end

      """
    let folder = try folder(with: source, as: "Macros.m")
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = try HandlerFrontEnd.load(
      file: folder.appendingPathComponent("Macros.m").path,
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    let body = try #require(program.methods.first { $0.name == "keyboardWillShow" }?.body)
    guard case .variable(_, _, let gap?, _, _) = body.first?.kind else {
      Issue.record("no variable first: \(body)")
      return
    }
    // 4 + 4, converted to the CGFloat it initialises.
    #expect(gap.kind == .float(8))
    guard case .variable(_, _, let half?, _, _) = body.last?.kind,
      case .unsupported(let what) = half.kind
    else {
      Issue.record("the computing macro was lowered: \(body)")
      return
    }
    #expect(what.hasPrefix("what the macro 'kHalf' expands to"))
  }

  @Test func aSwitchCaseThatRunsOnIntoTheNextIsRefusedWhereItDoes() throws {
    let source = """
      @implementation Fall
      - (void)keyboardWillShow:(NSNotification *)note {
          CGFloat h = 0;
          switch ([UIApplication sharedApplication].statusBarOrientation) {
              case UIInterfaceOrientationPortrait:
                  h = 1;
              case UIInterfaceOrientationLandscapeLeft:
                  h = 2;
                  break;
          }
      }
      @end

      """
    let folder = try folder(with: source, as: "Fall.m")
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = try HandlerFrontEnd.load(
      file: folder.appendingPathComponent("Fall.m").path,
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    let body = try #require(program.methods.first?.body)
    guard case .unsupported(let what) = body.last?.kind else {
      Issue.record("the switch was lowered: \(body)")
      return
    }
    #expect(what == "a 'switch' whose case runs on into the next (add 'break')")
    // The second label, where the first case's statements run on into it.
    #expect(body.last?.location == SourceLocation(line: 7, column: 9))
  }

  @Test func aForLoopIsItsInitialStatementsAndAWhileLoopWithItsStepInAScope() throws {
    let source = """
      @implementation Loops
      - (void)keyboardWillShow:(NSNotification *)note {
          CGFloat pad = 0;
          for (int i = 0; i < 3; i++) { pad += i; }
          for (;;) { break; }
      }
      @end

      """
    let folder = try folder(with: source, as: "Loops.m")
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = try HandlerFrontEnd.load(
      file: folder.appendingPathComponent("Loops.m").path,
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    let body = try #require(program.methods.first?.body)
    try #require(body.count == 3)
    guard case .doCatch(let scope, let catches) = body[1].kind, catches.isEmpty,
      scope.count == 2, case .variable(name: "i", _, _, _, _) = scope[0].kind,
      case .whileLoop(let conditions, let loopBody, let step, nil) = scope[1].kind
    else {
      Issue.record("the counted loop was lowered as \(body[1])")
      return
    }
    #expect(conditions.count == 1)
    #expect(loopBody.count == 1)
    guard case .assignment(_, .add?, let one) = step.first?.kind else {
      Issue.record("the step was lowered as \(step)")
      return
    }
    #expect(one.kind == .integer(1))
    // `for (;;)`: no condition, no step, its body a `break`.
    guard case .whileLoop([], let endless, [], nil) = body[2].kind else {
      Issue.record("the endless loop was lowered as \(body[2])")
      return
    }
    #expect(endless.map(\.kind) == [.breaking(label: nil)])
  }

  @Test func theHeaderItReadsFilesAgainstIsPrintedAndNamesTheKeyboard() throws {
    let run = try FrontEndBinary.run(["--uikit-header"])
    #expect(run.status == 0)
    #expect(run.output.contains("extern NSString *const UIKeyboardFrameEndUserInfoKey;"))
    #expect(run.output.contains("@interface UIScrollView : UIView"))
    let languages = try FrontEndBinary.run(["--languages"])
    #expect(languages.output == "swift\nobjective-c\n")
  }
}

extension ObjectiveCHandlerTests {
  @Test func theScreenRaisedByTheKeyboardLessAMacrosAllowance() throws {
    let fixture = try HandlerFixture("FrameShift.m")
    var simulator = try fixture.simulator(after: "focus 10", device: .iphone15)
    // iPhone 15: the end frame is 335 tall; origin.y −= 335 − 80 = 255.
    #expect(simulator.world.rootTransform.ty == -255)
    // The re-posted will-show of a second field returns at once: still −255, not −510.
    try simulator.play("focus 11")
    #expect(simulator.world.rootTransform.ty == -255)
    try simulator.play("dismiss")
    #expect(simulator.world.rootTransform.ty == 0)
  }

  @Test func aConstraintLiftedOnTheKeyboardsCurveWithLayoutIfNeeded() throws {
    let fixture = try HandlerFixture(
      "ConstraintCurve.m", bind: [("inputBottom", "scroll.bottom")])
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    simulator.advance(by: 0.15)
    // The notification's own duration, and its curve shifted into the options: with
    // layoutIfNeeded inside the block the lift moves in step with the keyboard, its bottom
    // edge on the keyboard's top (480 − top) at every frame, here half-way.
    let presentation = simulator.world.presentation
    #expect(presentation.bottomLift > 0 && presentation.bottomLift < 216)
    #expect(abs(presentation.bottomLift - (480 - presentation.keyboardFrame.minY)) < 1e-6)
    simulator.settle()
    // iPhone 4: lifted by the end frame's 216, the scroll view is 480 − 216 = 264 tall.
    #expect(simulator.world.presentation.bottomLift == 216)
    #expect(simulator.world.scrollViewFrame.height == 264)
    try simulator.play("dismiss")
    #expect(simulator.world.presentation.bottomLift == 0)
  }
}

extension ObjectiveCHandlerTests {
  @Test func aSwitchOnTheOrientationWithSharedLabelsAndBreaks() throws {
    let fixture = try HandlerFixture("OrientationSwitch.m")
    var portrait = Simulator(settings: fixture.settings())
    try portrait.play("focus 10")
    // iPhone 4 portrait: the begin frame's height, 216.
    #expect(portrait.world.contentInset.bottom == 216)
    var landscape = Simulator(settings: fixture.settings(orientation: .landscape))
    try landscape.play("focus 10")
    // Landscape (status bar orientation 3): the width, and since iOS 8 frames turn with the
    // screen, that is the keyboard's 480-pt width, not its height: the seeds' landscape bug.
    #expect(landscape.world.contentInset.bottom == 480)
  }
}

/// Objective-C files as apps have them: a `.m` without its `.h`, the app's own classes and
/// libraries, Foundation's collections, and loops.
extension ObjectiveCHandlerTests {
  @Test func synthesizedPropertiesWithoutTheirHeaderAreDeclaredFromTheirNames() throws {
    let fixture = try HandlerFixture("SynthesizedOutlets.m")
    #expect(
      fixture.warnings.map(\.message) == [
        "'ProfileFormController.h' is not beside the file: read as empty; declared from the"
          + " file's use: editedInput (UITextField *), formScroller (UIScrollView *),"
          + " nicknameInput (UITextField *)"
      ])
    var simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the end frame's height, 216, as the synthesized scroll view's bottom inset.
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func theAppsOwnClassesAndALibrarysHeaderAreOpaqueAndTheKeyboardCodeRuns() throws {
    let fixture = try HandlerFixture("AppModels.m")
    let messages = fixture.warnings.map(\.message)
    #expect(
      messages.contains(
        "the file uses classes it does not declare, read as opaque (what they do changes"
          + " nothing simulated): CartStore, UIToolbar, NetStatus"))
    #expect(
      messages.contains("'<NetStatus/NetStatus.h>' is not part of FormSim's UIKit: read as empty"))
    // `self.summaryBadge` is guessed a view from its name until `showCount:animated:`, which
    // no view has, makes it opaque.
    #expect(
      messages.contains(
        "'CheckoutViewController.h', 'CartStore.h' are not beside the file: read as empty;"
          + " declared from the file's use: summaryBadge (opaque)"))
    #expect(messages.contains { $0.hasPrefix("the condition 'status.isReachable()'") })
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.takeCrashes().isEmpty)
    // iPhone 4: the end frame's 216; the cart store told of it changes nothing simulated.
    #expect(simulator.world.contentInset.bottom == 216)
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func loopsWorkOutAPaddingAddedToTheKeyboardsHeight() throws {
    let fixture = try HandlerFixture("FormLoops.m")
    let simulator = try fixture.simulator(after: "focus 10")
    // for rows 0…5: row 2 continues, row 4 breaks, rows 0, 1, 3 add 1 each: pad 3.
    // for … in @[@2, @4]: 3 + 2 + 4 = 9. while 64 > 8 halves to 32, 16, 8: 3 halvings, 12.
    // do … while runs once before its test: 13, and 13 < 10 is false.
    // iPhone 4: bottom inset 216 + 13 = 229.
    #expect(simulator.world.contentInset.bottom == 229)
  }
}

extension ObjectiveCHandlerTests {
  @Test func whatTheMissingHeadersDeclaredIsOpaqueWhateverItsShape() throws {
    let fixture = try HandlerFixture("LibraryShapes.m")
    let messages = fixture.warnings.map(\.message)
    // `id<SignInTask>`, `ProgressModeIndeterminate`, `DeviceIsTablet()`, `UIStatusBarStyle` and
    // `StatusBarStyleLight` are declared without a warning of their own; the classes are
    // listed, the block's parameters are not taken for instance variables, and `Attempts`,
    // given `[reply attemptCount]`, is a number (`reply.Attempts`, the reply's own, is not
    // it).
    #expect(
      messages.contains(
        "the file uses classes it does not declare, read as opaque (what they do changes"
          + " nothing simulated): SessionClient, SessionReply, LayoutHelper, SessionError"))
    #expect(
      messages.contains(
        "'SignInViewController.h', 'TaskRunner.h' are not beside the file: read as empty;"
          + " declared from the file's use: Attempts (NSInteger), formScroller (UIScrollView *),"
          + " spinner (opaque)"))
    #expect(messages.contains { $0.hasPrefix("the condition 'DeviceIsTablet()'") })
    let simulator = try fixture.simulator(after: "focus 10")
    // iPhone 4: the end frame's 216.
    #expect(simulator.world.contentInset.bottom == 216)
  }
}

extension ObjectiveCHandlerTests {
  @Test func compoundLiteralsAndAScreenMacroOnTheLeftSetTheInsets() throws {
    let fixture = try HandlerFixture("CompoundLiteralInsets.m")
    var simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.takeCrashes().isEmpty)
    // iPhone 4: covered = the screen's 480 − the end frame's y 264 = 216; the content inset
    // is 216 + the 8-pt gap = 224. The uncovered rect is (0, 0, 320, 480 − 216 = 264), so the
    // indicators' inset is 480 − its maxY 264 = 216.
    #expect(simulator.world.contentInset.bottom == 224)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 216)
    // UIKit brings field 10 (470…501) inside 480 − 224 = 256: offset 501 − 256 = 245.
    #expect(simulator.world.contentOffset.y == 245)
    try simulator.play("dismiss")
    // `(UIEdgeInsets){0}`: the top given, the other three zero.
    #expect(simulator.world.contentInset.bottom == 0)
    #expect(simulator.world.scrollIndicatorInsets.bottom == 0)
  }
}

extension ObjectiveCHandlerTests {
  /// The Swift front end alone, as a build without libclang leaves it: it reads Swift, and an
  /// Objective-C file, or the header, is refused with how to get the program that reads them.
  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func withoutTheObjectiveCFrontEndBesideItAnObjectiveCFileIsRefusedWithTheFix() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-frontend-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent(HandlerFrontEnd.executableName).path
    try FileManager.default.copyItem(atPath: try #require(FrontEndBinary.path), toPath: alone)
    let languages = try FinishedProcess.run(alone, ["--languages"])
    #expect(languages.status == 0)
    #expect(languages.output == "swift\n")
    let objectiveC = folder.appendingPathComponent("Shift.m").path
    try Data("@implementation Shift\n@end\n".utf8).write(to: URL(fileURLWithPath: objectiveC))
    for arguments in [[objectiveC], ["--uikit-header"]] {
      let refused = try FinishedProcess.run(alone, arguments)
      #expect(refused.status == 2)
      #expect(refused.output.isEmpty)
      #expect(refused.error.contains("built without libclang"))
      #expect(refused.error.contains("install libclang-dev (apt) or llvm (Homebrew)"))
    }
    let swift = try FinishedProcess.run(alone, [FrontEndBinary.fixture("Snippet.swift")])
    #expect(swift.status == 0)
    #expect(swift.output.hasPrefix("{"))
  }
}

extension ObjectiveCHandlerTests {
  @Test func aScrollViewCategorysSetupRunsOnTheScrollView() throws {
    // `--handler-setup startFollowingKeyboard` of a UIScrollView category: `self.contentInset`
    // is the screen's scroll view's. iPhone 4: 216 + 4.
    try HandlerFixture("ScrollViewCategorySetup.m", setup: ["startFollowingKeyboard"])
      .expectBottomInset(220)
  }
}

extension ObjectiveCHandlerTests {
  @Test func awakeFromNibRunsAfterTheInitialiserAndBeforeViewDidLoad() throws {
    // `-awakeFromNib` registers the observers and sets the margin 6, which `-viewDidLoad` then
    // doubles: iPhone 4, 216 + 12 (the observers never ran, silently, before).
    let fixture = try HandlerFixture("AwakeFromNibObservers.m", bind: [("scrollView", "scroll")])
    #expect(fixture.warningLines.isEmpty)
    try fixture.expectBottomInset(228)
  }
}

extension ObjectiveCHandlerTests {
  @Test func theElvisOperatorGivesItsRightSideForZeroAndNil() throws {
    // `self.extraMargin ?: 10` with the margin 0 is 10, `self.padding ?: @3` with no number is
    // 3 (the file was refused): iPhone 4, 216 + 10 + 3.
    try HandlerFixture("ElvisDefaults.m", bind: [("scrollView", "scroll")]).expectBottomInset(229)
  }
}

extension ObjectiveCHandlerTests {
  @Test func aBracedCaseEndingInBreakEndsItsGroup() throws {
    // `case 216: { gap = 6; break; }` (the file was refused as a case that runs on into the
    // next): iPhone 4 portrait, 216 + 6.
    try HandlerFixture("BracedSwitchCases.m", bind: [("scrollView", "scroll")])
      .expectBottomInset(222)
  }
}

extension ObjectiveCHandlerTests {
  @Test func aWarningWritesAConditionWithTheParenthesesItsMeaningNeeds() throws {
    // Clang keeps no parentheses: the warning wrote `a && b || c`, which reads as
    // `(a && b) || c`. The condition is taken as false, so the extra stays 0: 216 − (0 − 2).
    let fixture = try HandlerFixture("ParenthesisedCondition.m", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines.contains(
        "20: the condition 'session.hasItems() && (session.isExpress() || session.isGift())'"
          + " depends on code FormSim does not simulate: it is taken as false"),
      "\(fixture.warningLines)")
    try fixture.expectBottomInset(218)
  }
}

extension ObjectiveCHandlerTests {
  @Test func theFilesOwnCFunctionsRun() throws {
    // `InsetsRaisingBottom(UIEdgeInsetsZero, 216 + StepMargin(2))`, StepMargin(2) = 3 + 3 + 0
    // by recursion: iPhone 4, 222 (the functions were "not run", and the inset refused).
    let fixture = try HandlerFixture("FileCFunctions.m", bind: [("scrollView", "scroll")])
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(222)
  }
}

extension ObjectiveCHandlerTests {
  @Test func aClassTheHeaderDeclaresWithAtClassOnlyIsOpaque() throws {
    // `@class PromoBanner;` and PromoBanner.h missing: its properties were clang's errors
    // ("cannot be found in forward class object"); they run as opaque code, as a class
    // declared nowhere does. iPhone 4: 216 + 5.
    let fixture = try HandlerFixture("ForwardClassBanner.m", bind: [("scrollView", "scroll")])
    #expect(fixture.warningLines.contains { $0.hasPrefix("10: 'self.banner.message' is outside") })
    try fixture.expectBottomInset(221)
  }
}

extension ObjectiveCHandlerTests {
  @Test func theFixedWidthIntegerTypesAreDeclared() throws {
    // `(int64_t)(0.1 * NSEC_PER_SEC)` was clang's "use of undeclared identifier 'int64_t'": the
    // inset comes 0.1 s late, 216 + 3 on the iPhone 4.
    let fixture = try HandlerFixture("DispatchAfterInt64.m", bind: [("scrollView", "scroll")])
    #expect(fixture.warningLines.isEmpty, "\(fixture.warningLines)")
    try fixture.expectBottomInset(219)
  }
}

extension ObjectiveCHandlerTests {
  @Test func aScrollViewsBoundsOriginIsItsContentOffset() throws {
    // Field 10 of the twelve-field form ends at 501: 501 + 216 − 480 + 5 = 242, the bounds'
    // origin and so the offset, the field 5 pt above the keyboard (the write was refused).
    let fixture = try HandlerFixture("ScrollByBounds.m", bind: [("scrollView", "scroll")])
    let simulator = try fixture.simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentOffset.y == 242)
    #expect(simulator.world.contentInset.bottom == 216)
  }
}

extension ObjectiveCHandlerTests {
  @Test func autoLayoutsAttributesAndRelationsAreDeclaredWithTheirValues() throws {
    // The constants were guessed as unknown numbers and the enum types as pointers, so a
    // constraint made with a variable of one clashed with one made with a constant (clang's
    // error), and `+ NSLayoutAttributeBottom` was unknown: iPhone 4, 216 + 4.
    let fixture = try HandlerFixture("LayoutEnumsInCode.m", bind: [("scrollView", "scroll")])
    try fixture.expectBottomInset(220)
  }
}

extension ObjectiveCHandlerTests {
  @Test func aNameIsGuessedAPointOnlyForPointAsAWordOfItsOwn() throws {
    // `record.oppositionName` was guessed a CGPoint for the `position` inside `opposition`, so
    // storing it into a string was left out with a warning about a point; it is an object.
    // iPhone 4: 216 + 6.
    let fixture = try HandlerFixture("GuessedNamesAsWords.m", bind: [("scrollView", "scroll")])
    #expect(
      fixture.warningLines == [
        "1: the file uses classes it does not declare, read as opaque (what they do changes"
          + " nothing simulated): MatchRecord",
        // Where the record comes from: `current` is only ever a simulated type's class member
        // (`UIDevice.current`), so of `MatchRecord`, a class of the app's, it is the app's own.
        "20: 'MatchRecord.current' is outside what FormSim simulates: treated as opaque (it"
          + " runs, and changes nothing simulated)",
      ])
    try fixture.expectBottomInset(222)
  }
}
