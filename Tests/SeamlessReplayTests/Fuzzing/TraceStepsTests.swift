import Foundation
import SeamlessReplay
import SeamlessTrace
import Testing

/// A trace in words: each touch told as the gesture it is, where, how fast and when.
@Suite struct TraceStepsTests {
  let trace: Trace = {
    // swift-format-ignore: NeverUseForceTry
    try! Recipe(
      json: """
        {"version": 1, "seed": 1, "refresh_hz": 120, "touch_hz": 120, "timeline": [
          {"at": 0.1, "gesture": "tap", "at_point": [195, 420]},
          {"after": 0.3, "gesture": "drag", "from": [195, 300], "to": [195, 600], "duration": 0.6, "easing": "linear"},
          {"after": 0.25, "gesture": "fling", "from": [195, 600], "velocity": [0, -1500], "duration": 0.25},
          {"after": 0.05, "command": "toggle", "args": [{"name": "animated", "bool": true}]},
          {"after": 0.05, "stall": 0.1},
          {"after": 0, "gesture": "long-press", "at_point": [100, 700], "duration": 0.8},
          {"after": 0, "gesture": "drag", "from": [195, 650], "to": [250, 640], "duration": 0.3, "easing": "easeOut", "cancelled": true}
        ]}
        """
    ).synthesize()
  }()

  @Test func eachStepSaysWhatWhereHowFastAndWhen() {
    let steps = TraceSteps(trace)
    #expect(steps.lines.count == 7, "\(steps.lines)")
    #expect(steps.lines[0].hasPrefix("at 0.10 s: tap at (195, 420)"), "\(steps.lines[0])")
    #expect(steps.lines[1].contains("later: drag down from (195, 300) to (195, 600) over 0.60 s"), "\(steps.lines[1])")
    // The fling: up, at about the 1,500 pt/s it was made with.
    #expect(steps.lines[2].contains("later: fling up from (195, 600) at 1,"), "\(steps.lines[2])")
    #expect(steps.lines[3].hasSuffix("command toggle (animated)"), "\(steps.lines[3])")
    #expect(steps.lines[4].hasSuffix("the main thread stalls for 0.10 s"), "\(steps.lines[4])")
    #expect(steps.lines.contains { $0.contains("long press at (100, 700) for 0.80 s") }, "\(steps.lines)")
    #expect(steps.lines.contains { $0.contains("drag right from (195, 650)") && $0.hasSuffix("cancelled by the system") })
    #expect(steps.numbered().hasPrefix("  1. at 0.10 s: tap at (195, 420)"))
  }

  @Test func aCampaignCountsActionsByKind() {
    let kinds = TraceSteps(trace, wording: false).kinds
    #expect(kinds == ["tap": 1, "drag": 2, "fling": 1, "command": 1, "stall": 1, "long press": 1])
    #expect(TraceSteps(trace, wording: false).lines.isEmpty)
    // The campaigns' lean count agrees with the words, kind for kind.
    var counts: [Int] = []
    TraceSteps.countKinds(of: trace, into: &counts)
    #expect(Dictionary(uniqueKeysWithValues: zip(TraceSteps.kindOrder, counts).filter { $0.1 > 0 }) == kinds)
  }
}
