import Testing

@testable import FormSimCore

@Suite struct WorldTests {
  func world(_ orientation: Orientation = .portrait, era: IOSEra? = nil) -> World {
    World(layout: .twelve, device: .iphone4, orientation: orientation, era: era)
  }

  @Test func geometryOfTheIPhone4() {
    let world = world()
    #expect(world.windowBounds == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(world.applicationFrame == Rect(x: 0, y: 20, width: 320, height: 460))
    #expect(world.shownKeyboardFrame == Rect(x: 0, y: 264, width: 320, height: 216))
    #expect(world.hiddenKeyboardFrame == Rect(x: 0, y: 480, width: 320, height: 216))
    #expect(world.fieldFrame(6) == Rect(x: 20, y: 320, width: 280, height: 31))
  }

  @Test func landscapeSwapsTheWindowAndWidensStackedFields() {
    let world = world(.landscape)
    #expect(world.windowBounds.size == Size(width: 480, height: 320))
    #expect(world.shownKeyboardFrame == Rect(x: 0, y: 158, width: 480, height: 162))
    #expect(world.fieldFrame(0).width == 440)
  }

  @Test func convertHonoursOffsetAndTransform() {
    var world = world()
    world.setContentOffset(Point(x: 0, y: 50), animated: false)
    world.rootTransform = Translation(tx: 0, ty: -30)
    let field = world.fieldFrame(6)
    // Content (20, 320) − offset 50 → root (20, 270); + transform −30 → window (20, 240).
    #expect(world.convert(field, from: .contentView, to: .rootView).origin == Point(x: 20, y: 270))
    #expect(world.convert(field, from: .contentView, to: .window).origin == Point(x: 20, y: 240))
    let back = world.convert(
      Rect(x: 20, y: 240, width: 280, height: 31), from: .window, to: .contentView)
    #expect(back == field)
  }

  @Test func aMovedContentViewCarriesItsFieldsButNotTheScrollViewsCoordinates() {
    var world = world()
    world.setContentOffset(Point(x: 0, y: 50), animated: false)
    world.contentTranslation = Translation(tx: 0, ty: -100)
    let field = world.fieldFrame(6)
    // Content (20, 320) + the content view's −100 → scroll view (20, 220); − offset 50 →
    // window (20, 170). A point of the scroll view's own (offset 50 at its top) is not moved.
    #expect(
      world.convert(field, from: .contentView, to: .scrollView).origin == Point(x: 20, y: 220))
    #expect(world.convert(field, from: .contentView, to: .window).origin == Point(x: 20, y: 170))
    #expect(world.model.windowFrame(ofContent: field).minY == 170)
    #expect(
      world.convert(Rect(x: 0, y: 50, width: 1, height: 1), from: .scrollView, to: .window).minY
        == 0)
    let back = world.convert(
      Rect(x: 20, y: 170, width: 280, height: 31), from: .window, to: .contentView)
    #expect(back == field)
    // Animated like the root view's transform: half-way through a linear 0.3 s, −50.
    world.animate(AnimationTiming(duration: 0.3, curve: .linear)) {
      $0.contentTranslation = .identity
    }
    #expect(world.isAnimating)
    world.advanceClock(to: 0.15)
    #expect(world.presentation.contentTranslation.ty == -50)
    world.advanceClock(to: 0.3)
    #expect(!world.isAnimating)
  }

  @Test func programmaticOffsetsAreNotClampedUserScrollsAre() {
    var world = world()
    world.setContentOffset(Point(x: 0, y: -500), animated: false)
    #expect(world.contentOffset.y == -500)
    world.userScroll(by: 10_000)
    // 620 − 480 = 140 is as far as a drag goes without insets.
    #expect(world.contentOffset.y == 140)
    world.contentInset.bottom = 216
    world.userScroll(by: 10_000)
    #expect(world.contentOffset.y == 356)
    world.userScroll(by: -10_000)
    #expect(world.contentOffset.y == 0)
  }

  @Test func shortContentNeverScrollsAboveTheTop() {
    var world = World(layout: .signUp, device: .ipad)
    world.userScroll(by: 300)
    #expect(world.contentOffset.y == 0)
  }

  @Test func portraitScreenCoordinatesBeforeIOS8() {
    let world = world(.landscape, era: .ios7)
    // Window (0, 158, 480, 162) → portrait screen (320 − 320, 0, 162, 480).
    let frame = world.notificationFrame(fromWindow: world.shownKeyboardFrame)
    #expect(frame == Rect(x: 0, y: 0, width: 162, height: 480))
    #expect(world.windowFrame(fromNotification: frame) == world.shownKeyboardFrame)
    #expect(world.applicationFrame == Rect(x: 20, y: 0, width: 300, height: 480))
  }

  @Test func devicesCarryThePublishedFigures() {
    #expect(DeviceProfile.iphoneSE.keyboardHeight(.portrait, predictive: true) == 260)
    #expect(DeviceProfile.iphoneSE.keyboardHeight(.landscape, predictive: true) == 206)
    #expect(DeviceProfile.iphone15.keyboardHeight(.portrait, predictive: true) == 335)
    #expect(DeviceProfile.iphone15.keyboardHeight(.landscape, predictive: true) == 208)
    #expect(DeviceProfile.ipad.keyboardHeight(.landscape, predictive: false) == 352)
    #expect(DeviceProfile.iphone15.statusBar(.portrait) == 59)
  }
}
