import SeamlessEngine
import SeamlessReplay

/// A bottom sheet: a button presents it, a finger drags it down, and on release it is
/// dismissed or springs back, at the finger's velocity either way.
///
/// A sheet still moving can be caught.
///
/// The 390 × 600 pt `sheet` rests open with its top edge at y = 244 (centre y = 544) on a
/// 390 × 844 pt window, or dismissed below the screen (centre y = 1144). A tap on the
/// `present` button (top of the screen) or the command `present` brings it up, unless a
/// finger is dragging it. A pan on the
/// sheet catches it where it is on screen (its animations removed, presentation promoted),
/// drags it down with the finger (never above open: the pan declares that), and on release
/// dismisses it if it would be past the bottom of the screen 0.2 s later at the release
/// velocity, else springs it back open, both with a spring that starts at the finger's
/// velocity.
///
/// Two ``Bug`` variants are the mistakes this kind of code usually has.
public final class SheetScene: Scene {
  /// The mistakes.
  public enum Bug: String, Sendable, CaseIterable {
    /// The release springs from rest: the sheet stops dead, then moves.
    case dropsVelocity = "drops-velocity"
    /// Catching removes the animations without promoting the presentation: the sheet jumps
    /// to where its animation was going.
    case forgetsToPromote = "forgets-to-promote"
  }

  /// The sheet's centre when open and when dismissed.
  public static let openY = 544.0
  public static let dismissedY = 1144.0

  public let bug: Bug?
  public let sheet = View(name: "sheet", center: Point(x: 195, y: SheetScene.openY), size: Size(width: 390, height: 600))
  public let button = View(name: "present", center: Point(x: 195, y: 80), size: Size(width: 200, height: 60))
  public let pan = PanGestureRecognizer(name: "sheet-pan")
  public let tap = TapGestureRecognizer(name: "present-tap")
  /// Held `unowned`, not `weak`: the engine runs the scene, so it is there whenever the scene
  /// runs (a weak reference would put every retain of the engine on the runtime's slow path).
  private unowned var engine: Engine?
  private var grabY = 0.0

  public init(bug: Bug? = nil) {
    self.bug = bug
  }

  public func install(in engine: Engine) {
    self.engine = engine
    sheet.hitTestsPresentationValues = true
    engine.window.addSubview(button)
    engine.window.addSubview(sheet)
    tap.addAction(named: "present") { [unowned self] _ in self.present() }
    button.addGestureRecognizer(tap)
    pan.following = FingerFollowing(axes: .vertical, verticalLimits: Self.openY...10_000, beyondLimits: .clamped)
    pan.addAction(named: "drag") { [unowned self] _ in self.dragged() }
    sheet.addGestureRecognizer(pan)
  }

  public func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "present" else { return false }
    present()
    return true
  }

  private func present() {
    // A second finger may tap the button while the first drags the sheet: the sheet is the
    // finger's until it lets go (fuzzing with overlapping fingers found this).
    if pan.state == .began || pan.state == .changed { return }
    move(to: Self.openY, velocity: 0)
  }

  private func dragged() {
    guard let engine else { return }
    switch pan.state {
    case .began:
      if bug == .forgetsToPromote {
        sheet.removeAllAnimations()
      } else {
        sheet.removeAllAnimations(promotingPresentation: true)
      }
      grabY = sheet.center.y
      // Caught above open (overshooting), it may stay there: say so to the invariants.
      pan.following?.verticalLimits = min(grabY, Self.openY)...10_000
    case .changed:
      // Never above open (a sheet caught while it overshoots may stay where it was caught).
      let translation = pan.translation(in: engine.window)?.y ?? 0
      sheet.center.y = max(grabY + translation, min(grabY, Self.openY))
    case .ended, .cancelled:
      var velocity = pan.state == .ended ? pan.velocity(in: engine.window)?.y ?? 0 : 0
      // Held open against its stop, the finger's push up does not carry over.
      if sheet.center.y <= Self.openY && velocity < 0 { velocity = 0 }
      let projected = sheet.center.y + 0.2 * velocity
      move(to: projected > 844 ? Self.dismissedY : Self.openY, velocity: velocity)
    case .possible, .failed:
      break
    }
  }

  /// Springs the sheet to `target`, starting at `velocity` (pt/s) unless the bug drops it.
  private func move(to target: Double, velocity: Double) {
    guard let engine else { return }
    // A spring carries velocity over its distance: from exactly the target it carries none,
    // so start half a point short of it, against the velocity.
    if abs(target - sheet.center.y) < 0.5 && abs(velocity) > 1e-9 {
      engine.performWithoutAnimation { sheet.center.y = velocity > 0 ? target - 0.5 : target + 0.5 }
    }
    let normalized = bug == .dropsVelocity ? 0 : Spring.normalizedVelocity(velocity, from: sheet.center.y, to: target)
    engine.animate(
      withDuration: 0.5, usingSpringWithDamping: 0.9, initialSpringVelocity: normalized, options: .allowUserInteraction
    ) { [sheet] in
      sheet.center.y = target
    }
  }

  /// Where a fuzzer touches the sheet: its open centre, the button, low on the sheet (where a
  /// sheet springing back passes), the sheet's top edge wherever it is shown (catching it
  /// mid-flight), and the command that presents it.
  public static let fuzzSpace = FuzzSpace(
    anchors: [Point(x: 195, y: 544), Point(x: 195, y: 80), Point(x: 195, y: 760)],
    targets: [ViewTarget(view: "sheet", anchor: .top)], commands: ["present"])

  /// The scene and its bug variants, as the command-line tool and the tests know them; the
  /// tool's name goes with them, so a failing test prints `swift run sheet-seamless replay …`.
  public static let catalog = SceneCatalog(
    [SceneDefinition(name: "sheet", summary: "a bottom sheet dragged down to dismiss", fuzzSpace: fuzzSpace) { SheetScene() }]
      + Bug.allCases.map { bug in
        SceneDefinition(
          name: "sheet/\(bug.rawValue)",
          summary: "the sheet, but it \(bug == .dropsVelocity ? "drops the release velocity" : "jumps when caught")",
          fuzzSpace: fuzzSpace,
          expectedFailures: bug == .dropsVelocity ? [.releaseVelocity] : [.continuity, .noTeleport]
        ) { SheetScene(bug: bug) }
      },
    commandName: "sheet-seamless")
}
