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

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(springView)
      let tap = UITapGestureRecognizer(target: self, action: SpringScreen.tapped)
      view.addGestureRecognizer(tap)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      animateView()
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
  func report(tapAt seconds: Double) -> ReplayReport {
    let start = Int64(seconds * 1e9)
    let trace = Trace(
      header: TraceHeader(producer: "test"),
      events: [
        .touch(TouchSample(time: start, touchID: 1, phase: .began, x: 200, y: 700)),
        .touch(TouchSample(time: start + 60_000_000, touchID: 1, phase: .ended, x: 200, y: 700)),
      ])
    var configuration = ReplayConfiguration()
    configuration.settleLimit = .seconds(4)
    return Replayer(configuration: configuration).replay(trace, sceneName: "spring") { UIKitScene { SpringScreen() } }
  }

  /// Taps before the first cycle ends, during the second and much later.
  @Test(arguments: [0.1, 0.5, 1.3, 3.5])
  func theLoopRunsOnWithNoViolation(tapAt seconds: Double) {
    let report = report(tapAt: seconds)
    #expect(report.passed, "\(report.failures.flatMap(\.violations).map(\.message))")
    #expect(report.settle.restsButForPerpetualAnimations, "\(report.settle)")
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
