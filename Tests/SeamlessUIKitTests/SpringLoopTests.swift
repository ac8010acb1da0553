import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import SeamlessUIKit
import Testing

/// A demo loop written as apps write it, with no declarations.
///
/// A `UIViewPropertyAnimator` whose completion puts the square back and makes a new animator
/// for the same spring slide (WWDC 2018 "Designing Fluid Interfaces": the spring screen). A tap
/// restarts it from the start at once, as its sliders do: `stopAnimation(true)` drops the
/// running animator's completion, and the tap's own code does what it would have done. It runs
/// forever, as asked: every invariant holds.
@Suite struct SpringLoopTests {
  final class SpringScreen: UIViewController {
    let springView = UIView(frame: CGRect(x: 30, y: 300, width: 80, height: 80))
    var animator = UIViewPropertyAnimator()
    /// Whether the loop starts in `viewDidLoad` (before the view is in the window, as the WWDC
    /// demo starts it) rather than in `viewDidAppear(_:)`.
    let startsOnLoad: Bool

    init(startsOnLoad: Bool) {
      self.startsOnLoad = startsOnLoad
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(springView)
      let tap = UITapGestureRecognizer(target: self, action: SpringScreen.tapped)
      view.addGestureRecognizer(tap)
      if startsOnLoad { animateView() }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if !startsOnLoad { animateView() }
    }

    func tapped() {
      animator.stopAnimation(true)
      springView.transform = .identity
      animateView()
    }

    func animateView() {
      let timingParameters = UISpringTimingParameters(mass: 1, stiffness: 39.5, damping: 6.3, initialVelocity: .zero)
      animator = UIViewPropertyAnimator(duration: 0, timingParameters: timingParameters)
      animator.addAnimations {
        self.springView.transform = CGAffineTransform(translationX: self.view.bounds.width - 140, y: 0)
      }
      animator.addCompletion { _ in
        self.springView.transform = .identity
        self.animateView()
      }
      animator.startAnimation()
    }
  }

  /// A tap on the screen at `tapAt` seconds, then the rest of a 4 s settle limit.
  func report(tapAt seconds: Double, startsOnLoad: Bool = false) -> ReplayReport {
    let start = Int64(seconds * 1e9)
    let trace = Trace(
      header: TraceHeader(producer: "test"),
      events: [
        .touch(TouchSample(time: start, touchID: 1, phase: .began, x: 200, y: 700)),
        .touch(TouchSample(time: start + 60_000_000, touchID: 1, phase: .ended, x: 200, y: 700)),
      ])
    var configuration = ReplayConfiguration()
    configuration.settleLimit = .seconds(4)
    return Replayer(configuration: configuration).replay(trace, sceneName: "spring") {
      UIKitScene { SpringScreen(startsOnLoad: startsOnLoad) }
    }
  }

  /// Taps before the first cycle ends, during the second and much later; the loop started
  /// before the view is in the window (`viewDidLoad`: Core Animation shows the animation once
  /// the view is on screen) or after.
  @Test(arguments: [0.1, 0.5, 1.3, 3.5], [false, true])
  func theLoopRunsOnWithNoViolation(tapAt seconds: Double, startsOnLoad: Bool) {
    let report = report(tapAt: seconds, startsOnLoad: startsOnLoad)
    #expect(report.passed, "\(report.failures.flatMap(\.violations).map(\.message))")
    #expect(report.settle.restsButForPerpetualAnimations, "\(report.settle)")
  }

  /// Started in `viewDidLoad`, before the view is in the window, the slide is shown from the
  /// first frame, as Core Animation shows an animation added to a layer not yet on screen: the
  /// model is at the end at once, the presentation on its way (a linear slide: exactly half
  /// way at half time).
  @Test func anAnimationMadeBeforeTheWindowIsShownOnceTheViewIs() throws {
    final class Slide: UIViewController {
      let square = UIView(frame: CGRect(x: 30, y: 300, width: 80, height: 80))
      var completions = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.square.center.x += 200 }) { _ in
          self.completions += 1
        }
      }
    }
    let engine = Engine()
    let scene = UIKitScene { Slide() }
    scene.install(in: engine)
    let slide = try #require(scene.rootViewController as? Slide)
    engine.advance(to: Instant(nanoseconds: 500_000_000))
    #expect(slide.square.center.x == 270)
    #expect(try #require(slide.square.layer.presentation()).position.x == 170)
    #expect(slide.completions == 0)
    engine.advance(to: Instant(nanoseconds: 1_100_000_000))
    #expect(try #require(slide.square.layer.presentation()).position.x == 270)
    #expect(slide.completions == 1)
  }

  /// Two blocks in `viewDidLoad` on the same property: each block waits for its own animation,
  /// the second replaces the first (which finishes `false`), as two blocks do on screen.
  @Test func twoBlocksMadeBeforeTheWindowEachGetTheirCompletion() throws {
    final class Twice: UIViewController {
      let square = UIView(frame: CGRect(x: 30, y: 300, width: 80, height: 80))
      var finished: [String: Bool] = [:]
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        UIView.animate(withDuration: 1, animations: { self.square.alpha = 0.5 }) { self.finished["first"] = $0 }
        UIView.animate(withDuration: 1, animations: { self.square.alpha = 0.2 }) { self.finished["second"] = $0 }
      }
    }
    let engine = Engine()
    let scene = UIKitScene { Twice() }
    scene.install(in: engine)
    let twice = try #require(scene.rootViewController as? Twice)
    engine.advance(to: Instant(nanoseconds: 100_000_000))
    #expect(twice.finished == ["first": false])
    #expect(try #require(twice.square.layer.presentation()).opacity > 0.2)
    engine.advance(to: Instant(nanoseconds: 1_100_000_000))
    #expect(twice.finished == ["first": false, "second": true])
  }

  /// A drop no new animation replaces is still one: the tap stops the loop and leaves it.
  @Test func aDropThatReplacesNothingIsCaught() throws {
    final class Stopper: UIViewController {
      let square = UIView(frame: CGRect(x: 30, y: 300, width: 80, height: 80))
      var animator = UIViewPropertyAnimator()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Stopper.tapped))
      }
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.square.alpha = 0.2 }
        animator.addCompletion { _ in self.square.isHidden = true }
        animator.startAnimation()
      }
      func tapped() { animator.stopAnimation(true) }
    }
    let trace = Trace(
      header: TraceHeader(producer: "test"),
      events: [
        .touch(TouchSample(time: 300_000_000, touchID: 1, phase: .began, x: 200, y: 700)),
        .touch(TouchSample(time: 360_000_000, touchID: 1, phase: .ended, x: 200, y: 700)),
      ])
    let report = Replayer().replay(trace, sceneName: "stopper") { UIKitScene { Stopper() } }
    #expect(report.failures.map(\.name) == [InvariantName.completionsOnce.rawValue])
    let message = try #require(report.failures.first?.violations.first?.message)
    #expect(message.contains("was dropped by stopAnimation(true) and will never run"), "\(message)")
  }
}
