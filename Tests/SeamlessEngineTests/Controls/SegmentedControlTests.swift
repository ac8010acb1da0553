import Testing

@testable import SeamlessEngine

/// A segmented control "mode" of 3 segments, 300×32 at window (200, 400): bounds x 50..<350,
/// segments x 50..<150, 150..<250, 250..<350; expanded tracking bounds x −20..<420,
/// y 314..<486.
@Suite struct SegmentedControlTests {
  private func scene(momentary: Bool = false) -> (Engine, SegmentedControl, ControlEventLog) {
    let control = SegmentedControl(name: "mode", center: .zero, size: Size(width: 300, height: 32), numberOfSegments: 3)
    control.isMomentary = momentary
    let (engine, _) = controlScene(control)
    return (engine, control, ControlEventLog(control))
  }

  private func tap(_ engine: Engine, _ id: UInt32, at time: Int64, from start: Double, to end: Double, y: Double = 400) {
    engine.enqueue(touch(id, .began, at: ms(time), start, 400))
    engine.enqueue(touch(id, .ended, at: ms(time + 40), end, y))
    engine.advance(to: ms(time + 60))
  }

  @Test func aTapOnAnotherSegmentSelectsItAndSendsValueChanged() {
    let (engine, control, log) = scene()
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 0
    #expect(log.take().isEmpty, "setting the index in code sends nothing")
    tap(engine, 1, at: 10, from: 300, to: 300)
    #expect(control.selectedSegmentIndex == 2)
    #expect(log.take() == ["touchDown", "valueChanged", "touchUpInside"])
    tap(engine, 2, at: 500, from: 310, to: 310)  // the selected segment again
    #expect(log.take() == ["touchDown", "touchUpInside"])
    #expect(
      engine.journal.lines("control-value") == [
        #"control-value control="mode" property=selectedSegmentIndex value=0.0"#,
        #"control-value control="mode" property=selectedSegmentIndex value=2.0"#,
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func theSegmentUnderTheLiftIsSelected() {
    let (engine, control, log) = scene()
    tap(engine, 1, at: 10, from: 100, to: 200)  // down on 0, lift on 1
    #expect(control.selectedSegmentIndex == 1)
    tap(engine, 2, at: 500, from: 100, to: 400, y: 480)  // lift in the margin, right of the bounds: clamped to 2
    #expect(control.selectedSegmentIndex == 2)
    tap(engine, 3, at: 1000, from: 100, to: 100, y: 490)  // lift below the margin: touch up outside
    #expect(control.selectedSegmentIndex == 2)
    #expect(
      log.take() == [
        "touchDown", "valueChanged", "touchUpInside", "touchDown", "valueChanged", "touchUpInside", "touchDown",
        "touchUpOutside",
      ])
  }

  @Test func aMomentaryControlSendsValueChangedForEveryTap() {
    let (engine, control, log) = scene(momentary: true)
    var seen: [Int] = []
    control.addAction(named: "read", for: .valueChanged) { _, _ in seen.append(control.selectedSegmentIndex) }
    tap(engine, 1, at: 10, from: 100, to: 100)
    tap(engine, 2, at: 500, from: 100, to: 100)
    #expect(seen == [0, 0])
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(log.take() == ["touchDown", "valueChanged", "touchUpInside", "touchDown", "valueChanged", "touchUpInside"])
  }

  @Test func anIndexOutOfRangeIsAProgrammerError() {
    let (engine, control, _) = scene()
    control.selectedSegmentIndex = 1
    control.selectedSegmentIndex = 3
    #expect(control.selectedSegmentIndex == 1)
    #expect(
      engine.journal.problems.map(\.event.canonicalText) == [
        #"programmer-error control-misuse control="mode" call="selectedSegmentIndex = 3" "#
          + #"rule="the index must be noSegment (-1) or in 0..<3""#
      ])
    #expect(control.segmentIndex(at: Point(x: 99.5, y: 0)) == 0 && control.segmentIndex(at: Point(x: 100, y: 0)) == 1)
  }
}
