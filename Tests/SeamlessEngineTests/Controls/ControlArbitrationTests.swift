import Testing

@testable import SeamlessEngine

/// Controls against the gesture recognizers of their ancestors.
///
/// "In iOS 6.0 and later, default control actions prevent overlapping gesture recognizer
/// behavior". The button "ok" is 100×40 at window (200, 400) inside "panel" (window
/// y 200..<600).
@Suite struct ControlArbitrationTests {
  private func buttonScene() -> (engine: Engine, panel: View, button: Button, log: ControlEventLog) {
    let button = Button(name: "ok", center: .zero, size: Size(width: 100, height: 40))
    let (engine, panel) = controlScene(button)
    return (engine, panel, button, ControlEventLog(button))
  }

  @Test func aButtonWinsASingleTapOverItsSuperviewsTapRecognizer() {
    let (engine, panel, _, log) = buttonScene()
    let tap = TapGestureRecognizer(name: "panel tap")
    panel.addGestureRecognizer(tap)
    let actions = ActionLog()
    actions.watch(tap)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .ended, at: ms(60), 202, 400))
    engine.advance(to: ms(100))
    #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(actions.lines.isEmpty)
    #expect(
      engine.journal.transitions(of: "panel tap") == [
        #"possible→failed denied-by-control control="ok""#, "failed→possible reset",
      ])
    // The contrast: a tap on the panel beside the button recognizes.
    engine.enqueue(touch(2, .began, at: ms(500), 40, 300))
    engine.enqueue(touch(2, .ended, at: ms(550), 40, 300))
    engine.advance(to: ms(600))
    #expect(actions.lines == ["panel tap ended"])
    #expect(log.take().isEmpty)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aDoubleTapRecognizerIsNotDeniedByAButton() {
    let (engine, panel, _, log) = buttonScene()
    let doubleTap = TapGestureRecognizer(name: "zoom", numberOfTapsRequired: 2)
    panel.addGestureRecognizer(doubleTap)
    let actions = ActionLog()
    actions.watch(doubleTap)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .ended, at: ms(60), 200, 400))
    engine.enqueue(touch(2, .began, at: ms(150), 201, 400))
    engine.enqueue(touch(2, .ended, at: ms(200), 201, 400))
    engine.advance(to: ms(300))
    #expect(actions.lines == ["zoom ended"])
    // The first tap's lift is withheld from the button while the double tap may still
    // recognize (delaysTouchesEnded, UIKit's default: why buttons under a double-tap
    // recognizer feel late). The second tap recognizes it, which cancels the button's touch
    // (cancelsTouchesInView): touchCancel, never touchUpInside. The button, still tracking
    // the first touch, does not take the second.
    #expect(log.take() == ["touchDown", "touchCancel"])
  }

  @Test func aRecognizerOnTheButtonItselfWinsAndCancelsTheButtonsTouch() {
    let (engine, _, button, log) = buttonScene()
    let tap = TapGestureRecognizer(name: "own tap")
    button.addGestureRecognizer(tap)
    let actions = ActionLog()
    actions.watch(tap)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .ended, at: ms(60), 200, 400))
    engine.advance(to: ms(100))
    #expect(actions.lines == ["own tap ended"])
    #expect(log.take() == ["touchDown", "touchCancel"])
    #expect(!button.isHighlighted && !button.isTracking)
    #expect(
      engine.journal.lines("touch-cancelled") == [
        #"touch-cancelled id=1 view="ok" reason=gesture-recognized recognizer="own tap""#
      ])
  }

  @Test func aPanOnTheParentOfAButtonStillWinsADrag() {
    let (engine, panel, button, log) = buttonScene()
    let pan = PanGestureRecognizer(name: "panel pan")
    panel.addGestureRecognizer(pan)
    let actions = ActionLog()
    actions.watch(pan)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .moved, at: ms(30), 204, 400))  // under the 10 pt hysteresis
    engine.advance(to: ms(40))
    #expect(log.take() == ["touchDown", "touchDragInside"])
    engine.enqueue(touch(1, .moved, at: ms(50), 212, 400))  // 12 pt: the pan begins
    engine.enqueue(touch(1, .moved, at: ms(70), 230, 400))
    engine.enqueue(touch(1, .ended, at: ms(90), 240, 400))
    engine.advance(to: ms(120))
    #expect(log.take() == ["touchCancel"])
    #expect(!button.isHighlighted && !button.isTracking)
    #expect(actions.lines == ["panel pan began", "panel pan changed", "panel pan ended"])
    #expect(
      engine.journal.lines("touch-cancelled") == [
        #"touch-cancelled id=1 view="ok" reason=gesture-recognized recognizer="panel pan""#
      ])
  }

  @Test func aPanThatDoesNotCancelTouchesLetsTheButtonFinish() {
    let (engine, panel, _, log) = buttonScene()
    let pan = PanGestureRecognizer(name: "panel pan")
    pan.cancelsTouchesInView = false
    panel.addGestureRecognizer(pan)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .moved, at: ms(50), 215, 400))
    engine.enqueue(touch(1, .ended, at: ms(90), 215, 400))
    engine.advance(to: ms(120))
    #expect(pan.gestureSerial == 1)
    #expect(log.take() == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
  }

  @Test func aSegmentedControlWinsASingleTapToo() {
    let segments = SegmentedControl(name: "mode", center: .zero, size: Size(width: 300, height: 32), numberOfSegments: 3)
    let (engine, panel) = controlScene(segments)
    let tap = TapGestureRecognizer(name: "panel tap")
    panel.addGestureRecognizer(tap)
    engine.enqueue(touch(1, .began, at: ms(10), 300, 400))
    engine.enqueue(touch(1, .ended, at: ms(60), 300, 400))
    engine.advance(to: ms(100))
    #expect(segments.selectedSegmentIndex == 2)
    #expect(engine.journal.transitions(of: "panel tap").first == #"possible→failed denied-by-control control="mode""#)
  }

  @Test func aPlainControlDeniesNothing() {
    let control = Control(name: "plain", center: .zero, size: Size(width: 100, height: 40))
    let (engine, panel) = controlScene(control)
    let log = ControlEventLog(control)
    let tap = TapGestureRecognizer(name: "panel tap")
    panel.addGestureRecognizer(tap)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .ended, at: ms(60), 200, 400))
    engine.advance(to: ms(100))
    #expect(engine.journal.transitions(of: "panel tap") == ["possible→ended recognizer", "ended→possible reset"])
    #expect(log.take() == ["touchDown", "touchCancel"])
  }
}
