import Testing

@testable import SeamlessTrace

@Suite struct TouchSequenceValidatorTests {
  private func touch(_ t: Int64, _ id: UInt32, _ phase: TouchPhase, x: Double = 1, y: Double = 2)
    -> TraceEvent
  {
    .touch(TouchSample(time: t, touchID: id, phase: phase, x: x, y: y))
  }

  @Test func acceptsAWellFormedMultiTouchSequence() throws {
    var validator = TouchSequenceValidator()
    for event in [
      touch(0, 1, .began), touch(0, 2, .began), touch(8, 1, .moved), touch(8, 2, .stationary),
      touch(16, 1, .ended), touch(16, 2, .cancelled), touch(20, 1, .began), touch(30, 1, .ended),
    ] {
      try validator.validate(event)
    }
    #expect(validator.touchesDown.isEmpty)
    #expect(validator.eventIndex == 8)
  }

  @Test func movedWithoutBeganNamesTheTouchAndIndex() {
    var validator = TouchSequenceValidator()
    #expect(throws: TraceError(.touchWithoutBegan(touchID: 7, phase: .moved), eventIndex: 0)) {
      try validator.validate(touch(0, 7, .moved))
    }
  }

  @Test func endedWithoutBegan() {
    var validator = TouchSequenceValidator()
    #expect(throws: TraceError(.touchWithoutBegan(touchID: 3, phase: .ended), eventIndex: 0)) {
      try validator.validate(touch(5, 3, .ended))
    }
  }

  @Test func reusedIDWhileDown() throws {
    var validator = TouchSequenceValidator()
    try validator.validate(touch(0, 1, .began))
    #expect(throws: TraceError(.touchIDReused(touchID: 1), eventIndex: 1)) {
      try validator.validate(touch(1, 1, .began))
    }
  }

  @Test func timeGoingBackwards() throws {
    var validator = TouchSequenceValidator()
    try validator.validate(touch(100, 1, .began))
    #expect(throws: TraceError(.timeWentBackwards(previous: 100, current: 99), eventIndex: 1)) {
      try validator.validate(touch(99, 1, .moved))
    }
  }

  @Test func nonFiniteCoordinates() {
    var validator = TouchSequenceValidator()
    #expect(throws: TraceError(.nonFinite(field: "touch 1 x"), eventIndex: 0)) {
      try validator.validate(touch(0, 1, .began, x: .nan))
    }
    #expect(throws: TraceError(.nonFinite(field: "touch 1 y"), eventIndex: 0)) {
      try validator.validate(touch(0, 1, .began, y: -.infinity))
    }
  }

  @Test func tooManyTouchesDown() throws {
    var validator = TouchSequenceValidator(maximumConcurrentTouches: 2)
    try validator.validate(touch(0, 1, .began))
    try validator.validate(touch(0, 2, .began))
    #expect(throws: TraceError(.limitExceeded(what: "touches down at once", limit: 2, actual: 3), eventIndex: 2)) {
      try validator.validate(touch(0, 3, .began))
    }
  }

  @Test func errorDescriptionsNameThePlace() {
    let error = TraceError(.touchWithoutBegan(touchID: 3, phase: .moved), payloadOffset: 1234, eventIndex: 87)
    #expect(error.description == "payload offset 1234, event 87: touch 3 moved without began (expected a `began` first)")
  }
}
