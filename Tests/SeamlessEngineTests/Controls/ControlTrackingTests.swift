import Testing

@testable import SeamlessEngine

/// A button "ok", 100×40, centred at window (200, 400): bounds x 150..<250, y 380..<420;
/// with the 70 pt margin the expanded tracking bounds are window x 80..<320, y 310..<490.
@Suite struct ControlTrackingTests {
  private func scene() -> (engine: Engine, panel: View, button: Button, log: ControlEventLog) {
    let button = Button(name: "ok", center: .zero, size: Size(width: 100, height: 40))
    let (engine, panel) = controlScene(button)
    return (engine, panel, button, ControlEventLog(button))
  }

  @Test func aTapSendsTouchDownThenTouchUpInsideAndThePrimaryAction() {
    let (engine, _, button, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.advance(to: ms(20))
    #expect(log.take() == ["touchDown"])
    #expect(button.isTracking && button.isTouchInside && button.isHighlighted && button.state == .highlighted)
    #expect(button.tapCount == 1)
    engine.enqueue(touch(1, .ended, at: ms(60), 203, 401))
    engine.advance(to: ms(80))
    #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
    #expect(!button.isTracking && !button.isTouchInside && !button.isHighlighted && button.state == .normal)
    #expect(
      engine.journal.lines("control-") == [
        #"control-state control="ok" from=normal to=highlighted"#,
        #"control-event control="ok" event=touchDown touch=1"#,
        #"control-action control="ok" action="log" event=touchDown"#,
        #"control-state control="ok" from=highlighted to=normal"#,
        #"control-event control="ok" event=touchUpInside touch=1"#,
        #"control-action control="ok" action="log" event=touchUpInside"#,
        #"control-event control="ok" event=primaryActionTriggered touch=1"#,
        #"control-action control="ok" action="log" event=primaryActionTriggered"#,
      ])
    // The control watches its own touches: one observer, the control's tracker.
    #expect(engine.journal.lines("touch-delivered id=1 phase=began").first?.hasSuffix(#"view="ok" observers=1"#) == true)
    #expect(engine.journal.lines("identified kind=view").contains(#"identified kind=view id=1 name="ok""#))
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aDragOutPastTheMarginAndBackExitsThenEnters() {
    let (engine, _, button, log) = scene()
    var highlights: [Bool] = []
    func step(_ phase: Touch.Phase, _ time: Int64, _ x: Double) {
      engine.enqueue(touch(1, phase, at: ms(time), x, 400))
      engine.advance(to: ms(time + 17))  // the first 60 Hz frame at or after the sample
      highlights.append(button.isHighlighted)
    }
    step(.began, 10, 200)
    step(.moved, 30, 260)  // 10 pt past the right edge: still inside the 70 pt margin
    step(.moved, 50, 319)  // local x 169: the last point inside (bounds 100 + 70)
    step(.moved, 70, 320)  // local x 170: outside (far edges are outside)
    step(.moved, 90, 380)
    step(.moved, 110, 300)  // back inside the margin
    step(.moved, 130, 240)  // back inside the bounds
    #expect(
      log.take() == [
        "touchDown", "touchDragInside", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
        "touchDragEnter", "touchDragInside", "touchDragInside",
      ])
    #expect(highlights == [true, true, true, false, false, true, true])
    step(.ended, 150, 240)
    #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
    #expect(highlights.last == false && !button.isTracking)
    #expect(
      engine.journal.lines("control-state") == [
        #"control-state control="ok" from=normal to=highlighted"#,
        #"control-state control="ok" from=highlighted to=normal"#,
        #"control-state control="ok" from=normal to=highlighted"#,
        #"control-state control="ok" from=highlighted to=normal"#,
      ])
  }

  @Test func aLiftOutsideTheMarginIsTouchUpOutside() {
    let (engine, _, button, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .moved, at: ms(30), 200, 489))  // local y 109: inside (40 + 70 = 110)
    engine.enqueue(touch(1, .moved, at: ms(50), 200, 520))
    engine.enqueue(touch(1, .ended, at: ms(70), 200, 540))
    engine.advance(to: ms(100))
    #expect(log.take() == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    #expect(!button.isTracking && !button.isHighlighted)
    // Lifting outside the margin without a move there first: still outside (and 430 ms
    // after the last lift, not a repeat).
    engine.enqueue(touch(2, .began, at: ms(500), 200, 400))
    engine.enqueue(touch(2, .ended, at: ms(520), 20, 400))
    engine.advance(to: ms(550))
    #expect(log.take() == ["touchDown", "touchUpOutside"])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aCancelledTouchSendsTouchCancel() {
    let (engine, _, button, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .cancelled, at: ms(40), 205, 400))
    engine.advance(to: ms(60))
    #expect(log.take() == ["touchDown", "touchCancel"])
    #expect(!button.isTracking && !button.isHighlighted && !button.isTouchInside)
    // Beginning to ignore interaction events cancels the touch in flight too.
    engine.enqueue(touch(2, .began, at: ms(100), 200, 400))
    engine.advance(to: ms(110))
    engine.beginIgnoringInteractionEvents()
    #expect(log.take() == ["touchDown", "touchCancel"])
    engine.endIgnoringInteractionEvents()
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aQuickSecondTapIsATouchDownRepeat() {
    let (engine, _, button, log) = scene()
    // Tap 1 lifts at 60 ms; tap 2 comes down 140 ms later, tap 3 exactly 350 ms after tap
    // 2 lifts (still a repeat: the interval is inclusive), tap 4 351 ms after tap 3 lifts.
    let taps: [(down: Int64, up: Int64)] = [(10, 60), (200, 250), (600, 650), (1001, 1050)]
    var counts: [Int] = []
    for (index, tap) in taps.enumerated() {
      let id = UInt32(index + 1)
      engine.enqueue(touch(id, .began, at: ms(tap.down), 200 + Double(index), 400))
      engine.advance(to: ms(tap.down + 17))
      counts.append(button.tapCount)
      engine.enqueue(touch(id, .ended, at: ms(tap.up), 200 + Double(index), 400))
      engine.advance(to: ms(tap.up + 17))
    }
    #expect(counts == [1, 2, 3, 1])
    #expect(
      log.take() == [
        "touchDown", "touchUpInside", "primaryActionTriggered",
        "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered",
        "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered",
        "touchDown", "touchUpInside", "primaryActionTriggered",
      ])
    #expect(Control.repeatTapInterval == .milliseconds(350))
  }

  @Test func aCancelledTapDoesNotStartARepeat() {
    let (engine, _, button, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .cancelled, at: ms(40), 200, 400))
    engine.enqueue(touch(2, .began, at: ms(100), 200, 400))
    engine.advance(to: ms(110))
    #expect(log.take() == ["touchDown", "touchCancel", "touchDown"])
    #expect(button.tapCount == 1)
  }

  @Test func actionsRunInRegistrationOrderForTheirEvents() {
    let button = Button(name: "ok", center: .zero, size: Size(width: 100, height: 40))
    let (engine, _) = controlScene(button)
    var calls: [String] = []
    button.addAction(named: "a", for: [.touchDown, .touchUpInside]) { _, event in calls.append("a \(event)") }
    button.addAction(named: "b", for: .touchUpInside) { _, event in calls.append("b \(event)") }
    button.addAction(for: .allTouchEvents) { _, event in calls.append("c \(event)") }
    button.addAction(named: "d", for: .valueChanged) { _, event in calls.append("d \(event)") }
    #expect(button.actionNames(for: .touchUpInside) == ["a", "b", "action3"])
    #expect(button.allControlEvents == ControlEvents.allTouchEvents.union(.valueChanged))
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .ended, at: ms(30), 200, 400))
    engine.advance(to: ms(50))
    #expect(
      calls == ["a touchDown", "c touchDown", "a touchUpInside", "b touchUpInside", "c touchUpInside"],
      "primaryActionTriggered (bit 13) is not a touch event: no action answers it")
    #expect(
      engine.journal.lines("control-action") == [
        #"control-action control="ok" action="a" event=touchDown"#,
        #"control-action control="ok" action="action3" event=touchDown"#,
        #"control-action control="ok" action="a" event=touchUpInside"#,
        #"control-action control="ok" action="b" event=touchUpInside"#,
        #"control-action control="ok" action="action3" event=touchUpInside"#,
      ])
    calls.removeAll()
    button.removeAction(named: "a", for: .touchDown)
    button.removeAction(named: "b")
    #expect(button.actionNames(for: .allEvents) == ["a", "action3", "d"])
    button.sendActions(for: [.valueChanged, .touchUpInside, .touchDown])
    #expect(calls == ["c touchDown", "a touchUpInside", "c touchUpInside", "d valueChanged"])
    #expect(
      engine.journal.controlEvents.suffix(3) == [
        #"control="ok" event=touchDown"#, #"control="ok" event=touchUpInside"#, #"control="ok" event=valueChanged"#,
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aDisabledControlIsHitButTracksNothing() {
    let (engine, panel, button, log) = scene()
    let tap = TapGestureRecognizer(name: "panel tap")
    panel.addGestureRecognizer(tap)
    var tapped = 0
    tap.addAction(named: "count") { _ in tapped += 1 }
    button.isEnabled = false
    #expect(button.state == .disabled)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .ended, at: ms(30), 200, 400))
    engine.advance(to: ms(50))
    #expect(log.take().isEmpty && !button.isHighlighted)
    // The hit test still finds the button; its ancestors' recognizers get the touch and a
    // disabled control denies nothing, so the panel's tap recognizes.
    #expect(engine.journal.lines("touch-delivered id=1 phase=began").first?.contains(#"view="ok""#) == true)
    #expect(tapped == 1)
    #expect(
      engine.journal.lines("control-state") == [#"control-state control="ok" from=normal to=disabled"#])
  }

  @Test func disablingWhileTrackingCancelsTheTracking() {
    let (engine, _, button, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.advance(to: ms(20))
    button.isEnabled = false
    #expect(log.take() == ["touchDown", "touchCancel"])
    #expect(!button.isTracking && button.state == .disabled)
    engine.enqueue(touch(1, .ended, at: ms(40), 200, 400))
    engine.advance(to: ms(60))
    #expect(log.take().isEmpty)
    #expect(
      engine.journal.lines("control-state") == [
        #"control-state control="ok" from=normal to=highlighted"#,
        #"control-state control="ok" from=highlighted to=highlighted|disabled"#,
        #"control-state control="ok" from=highlighted|disabled to=disabled"#,
      ])
  }

  @Test func aSecondFingerIsIgnoredWhileTheFirstIsTracked() {
    let (engine, _, button, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(2, .began, at: ms(20), 160, 390))
    engine.enqueue(touch(2, .moved, at: ms(30), 400, 390))
    engine.enqueue(touch(2, .ended, at: ms(40), 400, 390))
    engine.enqueue(touch(1, .ended, at: ms(50), 200, 400))
    engine.advance(to: ms(70))
    #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(button.trackedTouch == nil)
  }

  @Test func aControlInsideAControlOwnsItsTouches() {
    let outer = Control(name: "outer", center: .zero, size: Size(width: 300, height: 200))
    let (engine, _) = controlScene(outer)
    let inner = Button(name: "inner", center: Point(x: 150, y: 100), size: Size(width: 100, height: 40))
    outer.addSubview(inner)
    let outerLog = ControlEventLog(outer)
    let innerLog = ControlEventLog(inner)
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))  // on inner
    engine.enqueue(touch(1, .ended, at: ms(20), 200, 400))
    engine.enqueue(touch(2, .began, at: ms(100), 100, 350))  // on outer only
    engine.enqueue(touch(2, .ended, at: ms(110), 100, 350))
    engine.advance(to: ms(130))
    #expect(innerLog.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(outerLog.take() == ["touchDown", "touchUpInside"], "a plain control has no primary action")
  }

  @Test func subclassesDecideWhetherToTrack() {
    /// Tracks touches on its left half only, and stops tracking after two moves.
    final class HalfControl: Control {
      var moves = 0
      var calls: [String] = []
      override func beginTracking(_ touch: Touch) -> Bool {
        calls.append("begin")
        return (touch.location(in: self)?.x ?? 0) < bounds.size.width / 2
      }
      override func continueTracking(_ touch: Touch) -> Bool {
        moves += 1
        calls.append("continue \(moves)")
        return moves < 2
      }
      override func endTracking(_ touch: Touch?) { calls.append("end") }
      override func cancelTracking() { calls.append("cancel") }
    }
    let control = HalfControl(name: "half", center: .zero, size: Size(width: 100, height: 40))
    let (engine, _) = controlScene(control)
    let log = ControlEventLog(control)
    engine.enqueue(touch(1, .began, at: ms(10), 230, 400))  // right half: not tracked
    engine.enqueue(touch(1, .ended, at: ms(20), 230, 400))
    engine.enqueue(touch(2, .began, at: ms(100), 160, 400))  // left half
    engine.enqueue(touch(2, .moved, at: ms(110), 161, 400))
    engine.enqueue(touch(2, .moved, at: ms(120), 162, 400))  // continueTracking says stop
    engine.enqueue(touch(2, .moved, at: ms(130), 163, 400))
    engine.enqueue(touch(2, .ended, at: ms(140), 163, 400))
    engine.advance(to: ms(160))
    #expect(control.calls == ["begin", "begin", "continue 1", "continue 2"])
    #expect(log.take() == ["touchDown", "touchDragInside"])
    #expect(!control.isTracking && !control.isHighlighted)
  }

  @Test func theSameInputGivesTheSameJournal() {
    func run() -> (digest: String, lines: Int) {
      let (engine, panel, _, _) = scene()
      panel.addGestureRecognizer(TapGestureRecognizer(name: "panel tap"))
      for (id, x) in [(UInt32(1), 200.0), (2, 330), (3, 240)] {
        let start = Int64(id) * 100
        engine.enqueue(touch(id, .began, at: ms(start), 200, 400))
        engine.enqueue(touch(id, .moved, at: ms(start + 20), x, 400))
        engine.enqueue(touch(id, .ended, at: ms(start + 40), x, 400))
      }
      engine.advance(to: ms(1000))
      return (engine.journal.digest.hex, engine.journal.lines("control-").count)
    }
    let first = run()
    let second = run()
    #expect(first.lines > 20)
    #expect(second.digest == first.digest && second.lines == first.lines)
  }

  @Test func controlEventMasksHaveUIKitsBitValues() {
    let expected: [(ControlEvents, UInt)] = [
      (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8), (.touchDragEnter, 16),
      (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128), (.touchCancel, 256), (.valueChanged, 4096),
      (.primaryActionTriggered, 8192), (.allTouchEvents, 0x0FFF), (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, raw) in expected { #expect(event.rawValue == raw, "\(event)") }
    #expect(ControlEvents([.touchUpInside, .touchDown]).description == "touchDown|touchUpInside")
    #expect(ControlEvents(rawValue: 1 << 9).description == "0x200")
    #expect(ControlEvents().description == "none")
    #expect(ControlEvents.allTouchEvents.singleEvents.count == 12)
    #expect(ControlState([.selected, .highlighted]).description == "highlighted|selected")
    #expect(ControlState.normal.description == "normal")
  }
}
