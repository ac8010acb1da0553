import Testing

@testable import SeamlessEngine

/// A slider "volume", 284×34 at window (200, 400): bounds x 58..<342.
///
/// Its 28 pt thumb
/// travels 284 − 28 = 256 pt, its centre from window x 72 (value 0) to 328 (value 1), so
/// every whole point of travel is an exact 1/256 of the range. It starts at 0.25: thumb
/// centre at 72 + 64 = 136, thumb x 122..<150.
@Suite struct SliderTests {
  private func scene(continuous: Bool = true) -> (engine: Engine, panel: View, slider: Slider, log: ControlEventLog) {
    let slider = Slider(name: "volume", center: .zero, size: Size(width: 284, height: 34))
    slider.value = 0.25
    slider.isContinuous = continuous
    let (engine, panel) = controlScene(slider)
    return (engine, panel, slider, ControlEventLog(slider))
  }

  @Test func geometryFollowsTheThumbsTravel() {
    let (_, _, slider, _) = scene()
    #expect(slider.thumbWidth == 28 && slider.thumbTravel == 256)
    #expect(slider.thumbRect == Rect(x: 64, y: 0, width: 28, height: 34))  // bounds space: 14 + 64 − 14
    #expect(slider.thumbCenterX(for: 0) == 14 && slider.thumbCenterX(for: 1) == 270)
    #expect(slider.value(forThumbCenterX: 14 + 96) == 0.375)
    #expect(slider.value(forThumbCenterX: -50) == 0 && slider.value(forThumbCenterX: 500) == 1)
  }

  @Test func aContinuousDragChangesTheValueAsTheThumbTravels() {
    let (engine, _, slider, log) = scene()
    var values: [Double] = []
    func step(_ phase: Touch.Phase, _ time: Int64, _ x: Double, _ y: Double = 400) {
      engine.enqueue(touch(1, phase, at: ms(time), x, y))
      engine.advance(to: ms(time + 17))
      values.append(slider.value)
    }
    step(.began, 10, 140)  // on the thumb, 4 pt right of its centre
    step(.moved, 30, 172)  // thumb centre 168 (not 172: no jump): 96/256
    step(.moved, 50, 204)  // 128/256
    step(.moved, 70, 204, 600)  // far below: outside the margin, the thumb stays
    step(.moved, 90, 400, 600)  // past the right end: clamped
    step(.ended, 110, 236)  // the lift moves the thumb: centre 232, 160/256
    #expect(values == [0.25, 0.375, 0.5, 0.5, 1, 0.625])
    #expect(
      log.take() == [
        "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside", "touchDragExit",
        "touchDragOutside", "valueChanged", "touchDragOutside", "valueChanged", "touchUpInside",
      ])
    #expect(
      engine.journal.lines("control-value") == [
        #"control-value control="volume" property=value value=0.375"#,
        #"control-value control="volume" property=value value=0.5"#,
        #"control-value control="volume" property=value value=1.0"#,
        #"control-value control="volume" property=value value=0.625"#,
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aNonContinuousSliderSendsValueChangedOnceOnRelease() {
    let (engine, _, slider, log) = scene(continuous: false)
    engine.enqueue(touch(1, .began, at: ms(10), 130, 400))  // 6 pt left of the centre
    engine.enqueue(touch(1, .moved, at: ms(30), 162, 400))
    engine.enqueue(touch(1, .moved, at: ms(50), 194, 400))
    engine.advance(to: ms(60))
    #expect(slider.value == 0.5, "the value follows the thumb during the drag")
    #expect(log.take() == ["touchDown", "touchDragInside", "touchDragInside"])
    engine.enqueue(touch(1, .ended, at: ms(70), 194, 400))
    engine.advance(to: ms(90))
    #expect(log.take() == ["valueChanged", "touchUpInside"])
    // A drag that ends where it started sends no valueChanged.
    engine.enqueue(touch(2, .began, at: ms(500), 200, 400))
    engine.enqueue(touch(2, .moved, at: ms(520), 232, 400))
    engine.enqueue(touch(2, .ended, at: ms(540), 200, 400))
    engine.advance(to: ms(560))
    #expect(slider.value == 0.5)
    #expect(log.take() == ["touchDown", "touchDragInside", "touchUpInside"])
  }

  @Test func aTapOnTheTrackOutsideTheThumbDoesNothing() {
    let (engine, _, slider, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(10), 250, 400))
    engine.advance(to: ms(20))
    #expect(!slider.isTracking && !slider.isHighlighted)
    engine.enqueue(touch(1, .moved, at: ms(30), 270, 400))
    engine.enqueue(touch(1, .ended, at: ms(50), 270, 400))
    engine.advance(to: ms(70))
    #expect(slider.value == 0.25)
    #expect(log.take().isEmpty)
    #expect(engine.journal.lines("control-").isEmpty)
  }

  @Test func settingValuesClampsAndJournalsWithoutEvents() {
    let (engine, _, slider, log) = scene()
    slider.value = 3
    #expect(slider.value == 1)
    slider.maximumValue = 0.5
    #expect(slider.value == 0.5)
    slider.minimumValue = 0.75  // above the maximum: the maximum follows
    #expect(slider.minimumValue == 0.75 && slider.maximumValue == 0.75 && slider.value == 0.75)
    slider.value = .nan
    #expect(slider.value == 0.75)
    #expect(log.take().isEmpty)
    #expect(
      engine.journal.lines("control-") == [
        #"control-value control="volume" property=value value=1.0"#,
        #"control-value control="volume" property=maximumValue value=0.5"#,
        #"control-value control="volume" property=value value=0.5"#,
        #"control-value control="volume" property=minimumValue value=0.75"#,
        #"control-value control="volume" property=maximumValue value=0.75"#,
        #"control-value control="volume" property=value value=0.75"#,
      ])
    #expect(
      engine.journal.problems.map(\.event.canonicalText) == [
        #"programmer-error control-misuse control="volume" call="value = nan" rule="a slider's values are finite""#
      ])
  }

  @Test func aDragAlongTheTrackFromTheThumbWinsOverTheParentsPan() {
    let (engine, panel, slider, log) = scene()
    let pan = PanGestureRecognizer(name: "panel pan")
    panel.addGestureRecognizer(pan)
    engine.enqueue(touch(1, .began, at: ms(10), 136, 400))
    engine.enqueue(touch(1, .moved, at: ms(30), 152, 403))  // 16 pt along, 3 across: the pan would begin
    engine.enqueue(touch(1, .moved, at: ms(50), 168, 403))
    engine.enqueue(touch(1, .ended, at: ms(70), 168, 403))
    engine.advance(to: ms(100))
    #expect(
      engine.journal.transitions(of: "panel pan") == [
        #"possible→failed denied-by-control control="volume""#, "failed→possible reset",
      ])
    #expect(slider.value == 0.375)
    #expect(
      log.take() == ["touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside", "touchUpInside"])
  }

  @Test func aDragAcrossTheTrackGoesToTheParentsPan() {
    let (engine, panel, slider, log) = scene()
    let pan = PanGestureRecognizer(name: "panel pan")
    panel.addGestureRecognizer(pan)
    engine.enqueue(touch(1, .began, at: ms(10), 136, 400))
    engine.enqueue(touch(1, .moved, at: ms(30), 139, 412))  // 12 pt down, 3 along: the pan begins
    engine.enqueue(touch(1, .ended, at: ms(50), 139, 430))
    engine.advance(to: ms(80))
    #expect(engine.journal.transitions(of: "panel pan").prefix(2) == ["possible→began recognizer", "began→ended recognizer"])
    #expect(log.take() == ["touchDown", "touchCancel"])
    #expect(slider.value == 0.25 && !slider.isTracking)
  }

  @Test func aDragAlongTheTrackThatStartsOffTheThumbGoesToThePan() {
    let (engine, panel, slider, log) = scene()
    let pan = PanGestureRecognizer(name: "panel pan")
    panel.addGestureRecognizer(pan)
    engine.enqueue(touch(1, .began, at: ms(10), 250, 400))
    engine.enqueue(touch(1, .moved, at: ms(30), 270, 400))
    engine.enqueue(touch(1, .ended, at: ms(50), 280, 400))
    engine.advance(to: ms(80))
    #expect(engine.journal.transitions(of: "panel pan").first == "possible→began recognizer")
    #expect(log.take().isEmpty && slider.value == 0.25)
  }

  @Test func aSwipeAlongTheTrackFromTheThumbIsDenied() {
    let (engine, panel, slider, log) = scene()
    slider.value = 0.5  // thumb centre at window 200
    let swipe = SwipeGestureRecognizer(name: "panel swipe", direction: [.left, .up])
    panel.addGestureRecognizer(swipe)
    // 5 pt per 120 Hz sample to the left (600 pt/s), 60 pt in all.
    let samples = fingerSamples(1, first: 1, positions: line(from: Point(x: 200, y: 400), velocity: Point(x: -600, y: 0), count: 13))
    engine.enqueue(contentsOf: samples)
    engine.advance(to: ms(200))
    #expect(
      engine.journal.transitions(of: "panel swipe") == [
        #"possible→failed denied-by-control control="volume""#, "failed→possible reset",
      ])
    #expect(slider.value == 68.0 / 256)
    #expect(log.events.first == "touchDown" && log.events.last == "touchUpInside")
    #expect(!log.events.contains("touchCancel"))
  }

  @Test func aSwipeAcrossTheTrackFromTheThumbWins() {
    let (engine, panel, slider, log) = scene()
    slider.value = 0.5
    let swipe = SwipeGestureRecognizer(name: "panel swipe", direction: [.left, .up])
    panel.addGestureRecognizer(swipe)
    let samples = fingerSamples(1, first: 1, positions: line(from: Point(x: 200, y: 400), velocity: Point(x: 0, y: -600), count: 13))
    engine.enqueue(contentsOf: samples)
    engine.advance(to: ms(200))
    #expect(engine.journal.transitions(of: "panel swipe").first == "possible→ended recognizer")
    #expect(log.events.first == "touchDown" && log.events.last == "touchCancel")
    #expect(slider.value == 0.5)
  }
}
