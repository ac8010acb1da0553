import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// What the surface manifest's rows point to for types no other suite drives: the recognizers
/// that wrap the engine's own, animators made before a replay, timing parameters, buttons,
/// sliders and haptics.
@Suite struct SurfaceBehaviourTests {
  @Test func discreteRecognizersWrapTheEnginesOwn() {
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    #expect((tap.backing as? TapGestureRecognizer)?.numberOfTapsRequired == 2)
    let press = UILongPressGestureRecognizer()
    press.minimumPressDuration = 0.25
    #expect((press.backing as? LongPressGestureRecognizer)?.minimumPressDuration == .milliseconds(250))
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.up, .down]
    #expect((swipe.backing as? SwipeGestureRecognizer)?.direction == [.up, .down])
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    #expect((edge.backing as? ScreenEdgePanGestureRecognizer)?.edges == .left)
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    #expect(pinch.scale == 1 && rotation.rotation == 0)
    #expect(pinch.backing is PinchGestureRecognizer && rotation.backing is RotationGestureRecognizer)
    #expect(tap.state == .possible && UIGestureRecognizer.State.recognized == .ended)
  }

  @Test func aPropertyAnimatorMadeBeforeAReplayBindsWhenUsed() throws {
    let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1)
    animator.pausesOnCompletion = true
    animator.isManualHitTestingEnabled = true
    #expect(animator.state == .inactive && animator.fractionComplete == 0 && animator.backing == nil)
    // Outside a replay it waits: nothing runs.
    animator.startAnimation()
    #expect(animator.backing == nil)
    let engine = Engine()
    let scene = UIKitScene { UIView() }
    scene.install(in: engine)
    let root = try #require(scene.rootView)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    AmbientEngine.run(engine) {
      root.addSubview(box)
      animator.addAnimations { box.alpha = 0 }
      animator.startAnimation()
    }
    let backing = try #require(animator.backing)
    #expect(backing.pausesOnCompletion && backing.isManualHitTestingEnabled)
    #expect(animator.state == .active && animator.isRunning)
    engine.advance(by: .seconds(1))
    // Paused on completion at its end: still active, not running.
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
  }

  @Test func timingParametersMapToTheEnginesTimings() {
    #expect(UICubicTimingParameters(animationCurve: .linear).timingCurve == .linear)
    let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(custom.timingCurveType == .cubic && custom.controlPoint1 == CGPoint(x: 0.1, y: 0.8))
    // Control points whose x leaves 0…1 fall back to ease-in-ease-out.
    #expect(UICubicTimingParameters(controlPoint1: CGPoint(x: -1, y: 0), controlPoint2: CGPoint(x: 2, y: 1)).timingCurve == .easeInEaseOut)
    let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2))
    #expect(spring.animatorTiming == .spring(dampingRatio: 0.8, initialVelocity: Point(x: 0, y: 2)))
    // Apple documents the default spring's damping ratio as 4.56.
    #expect(UISpringTimingParameters().animatorTiming == .spring(dampingRatio: 4.56, initialVelocity: .zero))
    let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    #expect(physical.animatorTiming == .physicalSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero))
    #expect(physical.timingCurveType == .spring && physical.cubicTimingParameters == nil)
  }

  /// An animator with a mass–stiffness–damping spring reports the spring's settling time as its
  /// duration (UIKit ignores the one given); Apple's `settlingDuration` example: damping 5,
  /// "approximately 2.85 seconds"; damping 15, "just over 1 second".
  @Test func aPhysicalSpringAnimatorReportsItsSettlingTimeAsItsDuration() {
    func animator(damping: CGFloat) -> UIViewPropertyAnimator {
      UIViewPropertyAnimator(
        duration: 0, timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: damping, initialVelocity: .zero))
    }
    #expect(abs(animator(damping: 5).duration - 2.85) < 0.01, "\(animator(damping: 5).duration)")
    let stiff = animator(damping: 15).duration
    #expect(stiff > 1 && stiff < 1.2, "\(stiff)")
    // A damping-ratio spring and a curve keep the duration given.
    #expect(UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8).duration == 0.5)
    #expect(UIViewPropertyAnimator(duration: 0.3, curve: .easeOut).duration == 0.3)
  }

  @Test func aButtonRunsItsPrimaryAction() throws {
    var runs: [String] = []
    let engine = Engine()
    let scene = UIKitScene {
      let root = UIView()
      let button = UIButton(
        frame: CGRect(x: 145, y: 400, width: 100, height: 44),
        primaryAction: UIAction(title: "Play") { action in
          runs.append("\(action.title) from \((action.sender as? UIButton)?.currentTitle ?? "?")")
        })
      root.addSubview(button)
      return root
    }
    scene.install(in: engine)
    engine.enqueue(contentsOf: [
      InputEvent(time: Instant(nanoseconds: 100_000_000), touchID: 1, phase: .began, x: 195, y: 420),
      InputEvent(time: Instant(nanoseconds: 180_000_000), touchID: 1, phase: .ended, x: 195, y: 420),
    ])
    engine.advance(to: Instant(nanoseconds: 500_000_000))
    #expect(runs == ["Play from Play"])
  }

  @Test func aSliderClampsItsValue() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    slider.minimumValue = 10
    slider.maximumValue = 20
    slider.value = 25
    #expect(slider.value == 20)
    slider.setValue(5, animated: true)
    #expect(slider.value == 10)
  }

  @Test func everyHapticIsJournaled() {
    let engine = Engine()
    AmbientEngine.run(engine) {
      UISelectionFeedbackGenerator().selectionChanged()
      UINotificationFeedbackGenerator().notificationOccurred(.warning)
      UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 0.5)
    }
    // Outside a replay, nothing to journal.
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(
      engine.journal.entries.compactMap { $0.sceneEvent(as: HapticEvent.self) } == [
        HapticEvent(kind: "selection", style: "", intensity: 1), HapticEvent(kind: "notification", style: "warning", intensity: 1),
        HapticEvent(kind: "impact", style: "heavy", intensity: 0.5),
      ])
  }

  /// What held-out UIKit code (nathangitter/fluid-interfaces) needed: archives' designated
  /// `init?(coder:)` for subclasses to call, the placeholder `UIViewPropertyAnimator()`,
  /// image and colour literals, a layer's sublayers and mask, a controller's navigation item.
  @Test func whatAppCodeWritesInItsInitializersAndChromeCompilesAndIsStored() throws {
    final class Ring: UIControl {
      var shared = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        shared += 1
      }
      required init?(coder: NSCoder) {
        super.init(coder: coder)
        shared += 1
      }
    }
    let ring = try #require(Ring(coder: NSCoder()))
    #expect(ring.shared == 1 && ring.frame == .zero && ring.isEnabled)
    #expect(UIButton(coder: NSCoder())?.buttonType == .custom)
    #expect(UISwitch(coder: NSCoder())?.frame.size == CGSize(width: 51, height: 31))
    #expect(UILabel(coder: NSCoder())?.isUserInteractionEnabled == false)

    let placeholder = UIViewPropertyAnimator()
    #expect(placeholder.duration == 0 && placeholder.state == .inactive)

    let icon = #imageLiteral(resourceName: "icon_pip")
    #expect(icon.size == CGSize(width: 24, height: 24))
    let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(tint == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))

    let view = UIView()
    let ring1 = CAShapeLayer()
    let ring2 = CAGradientLayer()
    view.layer.addSublayer(ring1)
    view.layer.insertSublayer(ring2, at: 0)
    #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(ring2), ObjectIdentifier(ring1)])
    #expect(ring1.superlayer === view.layer)
    ring2.addSublayer(ring1)
    #expect(view.layer.sublayers?.count == 1 && ring2.sublayers?.count == 1 && ring1.superlayer === ring2)
    ring1.removeFromSuperlayer()
    #expect(ring2.sublayers?.isEmpty == true && ring1.superlayer == nil)
    view.layer.mask = ring1
    #expect(view.layer.mask === ring1)

    let controller = UIViewController()
    controller.title = "PiP"
    controller.navigationItem.largeTitleDisplayMode = .never
    #expect(controller.navigationItem.title == "PiP" && controller.navigationItem.largeTitleDisplayMode == .never)
    #expect(controller.navigationItem === controller.navigationItem)
  }
}
