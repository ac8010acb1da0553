import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import SeamlessUIKit
import Testing

/// Fuzzing force-driven UI: `FuzzSpace.touchForce` gives every gesture a press, as a device
/// with 3D Touch reports it.
@Suite struct TouchForceFuzzTests {
  /// A button that swells with the touch's force, as WWDC 2018 "Designing Fluid Interfaces"'s
  /// flashlight button does: `force / maximumPossibleForce`, 0 of 0 on a device without force
  /// unless `guardsMissingForce`.
  final class PressButton: UIControl {
    let guardsMissingForce: Bool

    init(guardsMissingForce: Bool) {
      self.guardsMissingForce = guardsMissingForce
      super.init(frame: CGRect(x: 145, y: 372, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { nil }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesMoved(touches, with: event)
      guard let touch = touches.first else { return }
      if guardsMissingForce && touch.maximumPossibleForce == 0 { return }
      let force = touch.force / touch.maximumPossibleForce
      transform = CGAffineTransform(scaleX: 1 + 0.8 * force, y: 1 + 0.8 * force)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesEnded(touches, with: event)
      UIView.animate(withDuration: 0.3, delay: 0, options: .allowUserInteraction) { self.transform = .identity }
    }
  }

  func campaign(touchForce: Bool, guardsMissingForce: Bool) -> Fuzzer.Report {
    var space = FuzzSpace(anchors: [Point(x: 195, y: 422), Point(x: 100, y: 700)])
    space.touchForce = touchForce
    return Fuzzer(configuration: .init(seed: 5, cases: 60)).run(space: space, sceneName: "press") {
      UIKitScene { PressButton(guardsMissingForce: guardsMissingForce) }
    }
  }

  /// Each finger presses with a parabola: a third of the peak as it lands and lifts, the peak
  /// half way; without the option, no force at all.
  @Test func everyTouchSampleCarriesAPress() throws {
    var space = FuzzSpace(anchors: [Point(x: 195, y: 422)])
    let plain = space.trace(from: ChoiceSequence(bytes: [0, 0, 2]), sceneName: "press")
    space.touchForce = true
    let pressed = space.trace(from: ChoiceSequence(bytes: [0, 0, 1, 0, 3, 0, 4]), sceneName: "press")
    let samples = pressed.events.compactMap { if case .touch(let sample) = $0 { sample } else { nil } }
    #expect(plain.events.allSatisfy { if case .touch(let sample) = $0 { sample.force == nil } else { true } })
    #expect(pressed.header.metadata["fuzz.touch-force"] == "on")
    #expect(!samples.isEmpty && samples.allSatisfy { $0.force != nil })
    // Each finger lands and lifts at a third of a listed peak and presses no harder than it.
    for id in Set(samples.map(\.touchID)) {
      let forces = samples.filter { $0.touchID == id }.compactMap(\.force)
      let peak = try #require(FuzzSpace.forcePeaks.first { TraceQuantization.quantizeForce($0 / 3) == forces.first })
      #expect(forces.last == forces.first)
      #expect(forces.allSatisfy { $0 >= forces[0] && $0 <= peak + 1e-3 })
    }
    var mid = [TouchSample(time: 0, touchID: 1, phase: .began, x: 0, y: 0, force: nil)]
    mid += [TouchSample(time: 50, touchID: 1, phase: .moved, x: 0, y: 0), TouchSample(time: 100, touchID: 1, phase: .ended, x: 0, y: 0)]
    GestureSynthesizer.press(&mid, peak: 3)
    #expect(mid.map(\.force) == [1, 3, 1])
  }

  /// With force, the button is fuzzed as on a 3D Touch device and holds; without, its 0 of 0
  /// is a NaN scale (UIKit refuses it), caught; guarded, it holds either way.
  @Test func forceDrivenCodeIsFuzzedBothWays() {
    #expect(campaign(touchForce: true, guardsMissingForce: false).failures.isEmpty)
    let withoutForce = campaign(touchForce: false, guardsMissingForce: false)
    #expect(!withoutForce.failures.isEmpty)
    #expect(withoutForce.failures.first?.report.failures.map(\.name) == [InvariantName.noProblems.rawValue])
    #expect(campaign(touchForce: false, guardsMissingForce: true).failures.isEmpty)
  }
}
