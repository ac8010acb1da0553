import SeamlessEngine

/// Lays out a UIKit scene's window at each frame's commit when something awaits layout (a
/// constraint's constant changed in a gesture handler, a view marked with `setNeedsLayout`), as
/// UIKit does before it renders; asks for frames only while something waits.
final class LayoutCommit: FrameObserver {
  private weak var window: UIWindow?

  init(window: UIWindow) {
    self.window = window
  }

  func frame(_ frame: Frame, phase: FramePhase) {
    guard let window, window.layoutPending else { return }
    AmbientEngine.run(window.backing.engine) { window.commitLayout() }
  }

  var needsFrames: Bool { window?.layoutPending ?? false }
}
