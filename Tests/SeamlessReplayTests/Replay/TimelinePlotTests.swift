import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// The plot reads: a panel per quantity that changes, each with its own scale and a time axis,
/// fingers beside the view, violations numbered and named in a legend.
@Suite struct TimelinePlotTests {
  func report(_ trace: Trace, scene: String) throws -> ReplayReport {
    let definition = try #require(BuiltInScenes.catalog.scene(named: scene))
    var configuration = ReplayConfiguration()
    configuration.recordsTimeline = true
    configuration.checksDeterminism = false
    return Replayer(configuration: configuration).replay(trace, sceneName: definition.name, makeScene: definition.make)
  }

  @Test func aCaughtCardHasAPanelPerQuantityThatChangesAndNumberedViolations() throws {
    let trace = try Trace(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces/examples/uikit-fling-card-catch.trace").path
    )
    let report = try report(trace, scene: "uikit-fling-card/jump-on-catch")
    let timeline = try #require(report.timeline)
    let plot = TimelinePlot(timeline: timeline, failures: report.failures, title: "catch")
    let card = try #require(timeline.series.first { $0.name == "card" })
    let panels = plot.panels(for: card)
    // The card moves vertically only: its y and its velocity, each on its own scale.
    #expect(panels.map(\.quantity) == ["centre y", "velocity y as shown"])
    // Fingers beside it: both touches, position then velocity.
    #expect(panels.map(\.fingers.count) == [2, 2])
    // The velocity as shown is the frame-to-frame change: at the 25.202 pt jump in one 8.333 ms
    // frame it is −3,024 pt/s, where the analytic velocity (what animations report) is 0.
    let jump = try #require(panels[1].values.min())
    #expect(abs(jump - (-25.202 / 0.008_333_333)) < 1, "\(jump)")
    let svg = plot.svg()
    #expect(svg.contains(">1, 2</text>"), "both violations at 0.25 s share one label")
    #expect(svg.contains("1. continuity</tspan>") && svg.contains("2. no-teleport</tspan>"))
    #expect(svg.contains(">0.10 s</text>") && svg.contains(">0.80 s</text>"), "a time axis")
    #expect(svg.contains("stroke-dasharray=\"4 3\""), "fingers dashed")
  }

  @Test func alphaScaleAndRotationGetPanelsWhenTheyChange() {
    var series = Timeline.Series(name: "badge")
    series.times = [0, 10_000_000, 20_000_000]
    series.x = [100, 100, 100]
    series.y = [200, 200, 200]
    series.vx = [0, 0, 0]
    series.vy = [0, 0, 0]
    series.alpha = [1, 0.5, 0]
    series.scale = [1, 1.2, 1.5]
    series.rotation = [0, 0, 0]
    var timeline = Timeline()
    timeline.series = [series]
    timeline.end = 20_000_000
    let plot = TimelinePlot(timeline: timeline)
    #expect(plot.panels(for: series).map(\.quantity) == ["alpha", "scale"])
    #expect(plot.movedSeries.map(\.name) == ["badge"])
    series.rotation = [0, .pi / 2, .pi]
    #expect(plot.panels(for: series).last?.values == [0, 90, 180])
    series.alpha = [1, 1, 1]
    series.scale = [1, 1, 1]
    series.rotation = [0, 0, 0]
    #expect(plot.panels(for: series).isEmpty)
  }
}
