import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// View controllers as a window installs them, controls with target–action in UIKit's three
/// shapes, journaled haptics, and the inert types' deterministic sizes.
@Suite struct ControllerAndControlTests {
  final class PlayerViewController: UIViewController, UIKitSceneCommands {
    var calls: [String] = []
    lazy var play = UIButton(type: .system)
    let mute = UISwitch()
    let volume = UISlider(frame: CGRect(x: 20, y: 600, width: 350, height: 40))
    let haptics = UIImpactFeedbackGenerator(style: .light)

    override func loadView() {
      calls.append("loadView")
      super.loadView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      calls.append("viewDidLoad")
      play.frame = CGRect(x: 145, y: 400, width: 100, height: 44)
      play.setTitle("Play", for: .normal)
      play.addTarget(self, action: PlayerViewController.togglePlay(_:), for: .touchUpInside)
      play.addTarget(self, action: PlayerViewController.pressed(_:event:), for: .touchDown)
      mute.frame.origin = CGPoint(x: 20, y: 100)
      mute.addTarget(self, action: PlayerViewController.muteChanged, for: .valueChanged)
      view.addSubview(play)
      view.addSubview(mute)
      view.addSubview(volume)
    }

    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }

    func togglePlay(_ sender: UIButton) {
      calls.append("togglePlay \(sender.currentTitle ?? "")")
      haptics.impactOccurred()
    }
    func pressed(_ sender: UIButton, event: UIEvent) { calls.append("pressed at \(event.timestamp)") }
    func muteChanged() { calls.append("mute \(mute.isOn)") }

    func perform(_ command: SceneCommand) -> Bool {
      guard command.name == "mute" else { return false }
      mute.setOn(true, animated: false)
      return true
    }
  }

  private func tap(at point: (Double, Double), at seconds: Double, id: UInt32) -> [InputEvent] {
    let start = Int64(seconds * 1e9)
    return [
      InputEvent(time: Instant(nanoseconds: start), touchID: id, phase: .began, x: point.0, y: point.1),
      InputEvent(time: Instant(nanoseconds: start + 80_000_000), touchID: id, phase: .ended, x: point.0, y: point.1),
    ]
  }

  @Test func aRootViewControllerLoadsAppearsAndLaysOutInUIKitsOrder() throws {
    let engine = Engine()
    let scene = UIKitScene { PlayerViewController() }
    scene.install(in: engine)
    let controller = try #require(scene.rootViewController as? PlayerViewController)
    #expect(
      controller.calls == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
      ])
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.view.backing.name == "view")
    #expect(controller.play.backing.name == "play")
    #expect(controller.view.next === controller)
    #expect(scene.perform(SceneCommand(name: "mute"), in: engine))
    #expect(controller.mute.isOn)
  }

  @Test func controlsCallTheirTargetsAndHapticsAreJournaled() throws {
    let engine = Engine()
    let scene = UIKitScene { PlayerViewController() }
    scene.install(in: engine)
    let controller = try #require(scene.rootViewController as? PlayerViewController)
    controller.calls.removeAll()
    engine.enqueue(contentsOf: tap(at: (195, 420), at: 0.1, id: 1) + tap(at: (40, 115), at: 0.5, id: 2))
    engine.advance(to: Instant(nanoseconds: 1_000_000_000))
    #expect(controller.calls == ["pressed at 0.1", "togglePlay Play", "mute true"])
    let haptics = engine.journal.entries.compactMap { $0.sceneEvent(as: HapticEvent.self) }
    #expect(haptics == [HapticEvent(kind: "impact", style: "light", intensity: 1)])
  }

  @Test func aSwitchTouchLiftedOutsideTheMarginDoesNotToggle() throws {
    let engine = Engine()
    let scene = UIKitScene { PlayerViewController() }
    scene.install(in: engine)
    let controller = try #require(scene.rootViewController as? PlayerViewController)
    engine.enqueue(contentsOf: [
      InputEvent(time: Instant(nanoseconds: 100_000_000), touchID: 1, phase: .began, x: 40, y: 115),
      InputEvent(time: Instant(nanoseconds: 150_000_000), touchID: 1, phase: .moved, x: 40, y: 300),
      InputEvent(time: Instant(nanoseconds: 200_000_000), touchID: 1, phase: .ended, x: 40, y: 300),
    ])
    engine.advance(to: Instant(nanoseconds: 500_000_000))
    #expect(!controller.mute.isOn)
  }

  @Test func labelsAndImagesHaveDeterministicSizesAndAreNotInteractive() {
    let title = UILabel()
    title.text = "Comments"
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    // 8 characters × 0.55 × 17 = 74.8 → 75; one line of ⌈17 × 1.2⌉ = 21.
    #expect(title.intrinsicContentSize == CGSize(width: 75, height: 21))
    title.numberOfLines = 0
    title.text = "Two\nlines"
    #expect(title.intrinsicContentSize == CGSize(width: 47, height: 42))
    #expect(!title.isUserInteractionEnabled)
    let icon = UIImageView(image: UIImage(systemName: "heart"))
    #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24))
    #expect(!icon.isUserInteractionEnabled)
    #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }
}
