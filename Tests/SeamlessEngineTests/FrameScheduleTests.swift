import Testing

@testable import SeamlessEngine

@Suite struct FrameScheduleTests {
  @Test func sixtyHertzFramesComeFromTheirIndex() {
    let schedule = FrameSchedule(hz: 60)
    // n · 1_000_000_000 / 60, truncated: 16_666_666.6…, 33_333_333.3…, 50_000_000.
    #expect((0...3).map { schedule.time(ofFrame: $0).nanoseconds } == [0, 16_666_666, 33_333_333, 50_000_000])
    #expect(schedule.time(ofFrame: 59) == ns(983_333_333))
    #expect(schedule.time(ofFrame: 60) == ns(1_000_000_000))
    #expect(schedule.time(ofFrame: 36_000) == ns(600_000_000_000), "ten minutes, no drift")
  }

  @Test func oneHundredTwentyHertz() {
    let schedule = FrameSchedule(hz: 120)
    #expect((0...3).map { schedule.time(ofFrame: $0).nanoseconds } == [0, 8_333_333, 16_666_666, 25_000_000])
    #expect(schedule.time(ofFrame: 120) == ns(1_000_000_000))
  }

  @Test func rateChangeMakesANewEpoch() {
    var schedule = FrameSchedule(hz: 60)
    schedule.changeRate(to: 120, atFrame: 6)
    #expect(schedule.time(ofFrame: 6) == ns(100_000_000), "the epoch frame keeps its 60 Hz time")
    #expect(schedule.time(ofFrame: 7) == ns(108_333_333))  // 100 ms + 1e9/120
    #expect(schedule.time(ofFrame: 18) == ns(200_000_000))  // 100 ms + 12 · 1e9/120
    schedule.changeRate(to: 60, atFrame: 18)
    #expect(schedule.time(ofFrame: 19) == ns(216_666_666))  // 200 ms + 1e9/60
    #expect(schedule.time(ofFrame: 78) == ns(1_200_000_000))
  }

  @Test func engineFramesFollowTheScheduleAcrossARateChange() {
    let engine = Engine(frameRate: 60)
    engine.advance(to: ms(100))  // frames 0...6 (frame 6 is at exactly 100 ms)
    engine.setFrameRate(120)  // takes effect at frame 7, which keeps its 60 Hz time
    engine.advance(to: ms(250))
    let frames = engine.journal.frames
    #expect(
      frames.prefix(7).map(\.time.nanoseconds) == [
        0, 16_666_666, 33_333_333, 50_000_000, 66_666_666, 83_333_333, 100_000_000,
      ])
    // Epoch 7/60 s = 116_666_666 (truncated); frame 7 + k is at 116_666_666 + ⌊k · 1e9/120⌋.
    #expect(frames[7].time == ns(116_666_666) && frames[7].hz == 120)
    #expect(frames[8].time == ns(124_999_999))  // + 8_333_333
    #expect(frames[9].time == ns(133_333_332))  // + 16_666_666
    #expect(frames[19].time == ns(216_666_666))  // + 100_000_000
    #expect(frames.last?.index == 23 && frames.last?.time == ns(249_999_999))  // + 133_333_333
    #expect(frames.allSatisfy { $0.mainThread == .ran })
    #expect(engine.journal.lines("frame-rate") == ["frame-rate from=60 to=120 frame=7"])
    #expect(engine.journal.entries.first?.canonicalText == "0 frame index=0 time=0 hz=60 main=ran")
  }

  @Test func tenSecondsAtSixtyHertzIsSixHundredAndOneFrames() {
    let engine = Engine(frameRate: 60)
    engine.advance(to: Instant(nanoseconds: 10_000_000_000))
    #expect(engine.lastFrame?.index == 600)
    #expect(engine.lastFrame?.time == Instant(nanoseconds: 10_000_000_000))
    #expect(engine.journal.lines("frame ").count == 601)
  }

  @Test func invalidRatesAreRecordedProgrammerErrors() {
    let engine = Engine(frameRate: 0)
    #expect(engine.frameSchedule.hz == 60)
    engine.setFrameRate(-5)
    engine.setFrameRate(1_001)
    engine.advance(to: ms(20))
    #expect(engine.frameSchedule.hz == 60)
    #expect(
      engine.journal.lines("programmer-error") == [
        "programmer-error invalid-frame-rate hz=0", "programmer-error invalid-frame-rate hz=-5",
        "programmer-error invalid-frame-rate hz=1001",
      ])
  }
}
