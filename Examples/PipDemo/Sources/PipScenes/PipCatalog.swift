import PictureInPicture
import SeamlessEngine
import SeamlessReplay
import SeamlessUIKit

/// The package's scenes for Seamless: the picture-in-picture controller, correct and with each
/// bug, and where the fuzzer aims (mostly at the window itself, wherever it is shown).
public enum PipCatalog {
  static let fuzzSpace = FuzzSpace(
    anchors: [Point(x: 290, y: 745), Point(x: 195, y: 422)],
    targets: Array(repeating: ViewTarget(view: "pipView"), count: 3), commands: [], twoFingerGestures: false)

  public static let catalog = SceneCatalog(
    [
      SceneDefinition(name: "pip", summary: "a picture-in-picture window flung into a corner (UIKit code)", fuzzSpace: fuzzSpace) {
        UIKitScene { PipViewController() }
      }
    ]
      + PipViewController.Bug.allCases.map { bug in
        SceneDefinition(
          name: "pip/\(bug.rawValue)",
          summary: bug == .dropsReleaseVelocity ? "the flight starts from rest" : "a catch jumps to the corner",
          fuzzSpace: fuzzSpace,
          expectedFailures: bug == .dropsReleaseVelocity ? [.releaseVelocity] : [.continuity, .noTeleport]
        ) { UIKitScene { PipViewController(bug: bug) } }
      })
}
