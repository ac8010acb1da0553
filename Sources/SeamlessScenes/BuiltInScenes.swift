import SeamlessEngine
import SeamlessReplay
import SeamlessUIKit

/// The scenes that ship with Seamless, by name: what `seamless replay --scene` accepts and
/// what a trace's header names.
///
/// Each reference scene comes correct (`card-drag`) and with deliberate bugs
/// (`card-drag/jump-on-catch`, …) that the replay's invariants catch: every bug variant
/// names the invariant that catches it (`Entry.caughtBy`), and the test suite checks
/// that it does, on the scene's recorded traces.
///
/// ```swift
/// let scene = BuiltInScenes.catalog.scene(named: "card-drag/drops-release-velocity")?.make()
/// BuiltInScenes.catalog.names   // ["card-drag", "photo", …, "card-drag/jump-on-catch", …]
/// ```
public enum BuiltInScenes {
  /// One built-in scene.
  package struct Entry: Sendable {
    /// `card-drag`, or `card-drag/jump-on-catch` for a bug variant.
    package let name: String
    /// One line for `--list-scenes`.
    package let summary: String
    /// For a bug variant: the invariants that must catch it (each failing on the scene's
    /// traces); empty for a correct scene.
    package let caughtBy: [InvariantName]
    /// Makes a fresh scene.
    package let make: @Sendable () -> any Scene
    /// Where a fuzzer should touch it, the commands it knows, whether to use two fingers.
    package let fuzzSetup: FuzzSetup

    /// Whether this is a correct scene (no bug).
    package var isCorrect: Bool { caughtBy.isEmpty }
    /// The correct scene this one is a variant of (itself when correct).
    package var baseName: String { name.split(separator: "/").first.map(String.init) ?? name }
  }

  /// Where a fuzzer touches a scene: anchor points, views to catch wherever they are shown,
  /// commands (no arguments), whether cases also pinch and rotate with two fingers, and the
  /// most main-thread time the scene's work may take (``FuzzSpace/mainThreadCosts``).
  package struct FuzzSetup: Sendable {
    package var anchors: [Point]
    package var targets: [ViewTarget] = []
    package var commands: [String]
    package var twoFingers: Bool
    package var mainThreadCosts = MainThreadCosts.free

    /// The fuzz space of this setup.
    package var space: FuzzSpace {
      var space = FuzzSpace(anchors: anchors, targets: targets, commands: commands, twoFingerGestures: twoFingers)
      space.mainThreadCosts = mainThreadCosts
      return space
    }
  }

  /// Every built-in scene, correct ones first, then the bug variants, in a stable order.
  package static let entries: [Entry] =
    correctEntries + precisionEntries + uikitEntries + bugEntries + precisionBugEntries + uikitBugEntries

  private static let correctEntries: [Entry] = [
    Entry(
      name: "card-drag", summary: "drag, fling, catch and toggle a card (WWDC 2014 session 236); correct", caughtBy: [],
      make: { CardDragScene() }, fuzzSetup: cardDragSetup),
    Entry(
      name: "photo", summary: "pinch, rotate and two-finger-pan a photo that springs back; edge-swipe drawer; long-press badge",
      caughtBy: [], make: { PhotoScene() },
      fuzzSetup: FuzzSetup(
        anchors: [Point(x: 195, y: 422), Point(x: 100, y: 100), Point(x: 2, y: 422)], targets: [ViewTarget(view: "photo")],
        commands: [], twoFingers: true)),
    Entry(
      name: "ball-toss", summary: "a ball under gravity and collisions that a finger grabs and throws (UIKit Dynamics)",
      caughtBy: [], make: { UIKitScene { BallTossViewController() } }, fuzzSetup: ballTossSetup),
    Entry(
      name: "comments-drawer",
      summary:
        "six property animators in one interruptible drawer: tap to toggle or reverse, pan to catch and scrub "
        + "(WWDC 2017 session 230)",
      caughtBy: [], make: { CommentsDrawerScene() }, fuzzSetup: drawerSetup),
    Entry(
      name: "toggle-bird", summary: "show and hide a bird drawer as indecisively as you like: a transition counter (WWDC 2014 session 236)",
      caughtBy: [], make: { ToggleBirdScene() }, fuzzSetup: birdSetup),
    Entry(
      name: "categorizer", summary: "chained animations inside an ignore-interaction bracket (WWDC 2008 session 362)", caughtBy: [],
      make: { CategorizerScene() }, fuzzSetup: categorizerSetup),
    Entry(
      name: "catch-box", summary: "throw a box and catch it in mid-air (WWDC 2014 session 236)", caughtBy: [],
      make: { CatchBoxScene() }, fuzzSetup: catchBoxSetup),
    Entry(
      name: "sticky-corners",
      summary:
        "fling a picture-in-picture into a corner held by spring fields: a UIDynamicBehavior subclass composing collision, "
        + "item properties and four spring UIFieldBehaviors placed in willMove(to:) (WWDC 2015 session 229)",
      caughtBy: [], make: { UIKitScene { StickyCornersViewController() } }, fuzzSetup: stickySetup),
    Entry(
      name: "photo-flip", summary: "flip a photo card to its back and front with transition(from:to:) (WWDC 2010 session 123)",
      caughtBy: [], make: { PhotoFlipScene() }, fuzzSetup: photoFlipSetup),
    Entry(
      name: "simple-animation",
      summary: "a Dismiss button slides a rectangle out and back, ignoring events while it moves (WWDC 2008 session 362)",
      caughtBy: [], make: { SimpleAnimationScene() }, fuzzSetup: simpleAnimationSetup),
  ]

  /// The precision corpus: interactions written the way app developers write them, with no
  /// Seamless-specific declaration (no `following`, `followedView` or limits), each correct and
  /// with realistic mistakes.
  ///
  /// A correct one must pass every invariant with nothing declared.
  private static let precisionEntries: [Entry] = [
    Entry(
      name: "morphing-drawer",
      summary:
        "an axis-locked drawer dragged by its header, labels morphing by transform, six scrubbed property animators; nothing declared",
      caughtBy: [], make: { MorphingDrawerScene() }, fuzzSetup: morphingDrawerSetup),
    Entry(
      name: "spring-follow", summary: "a puck that trails the finger through an interactive spring; nothing declared",
      caughtBy: [], make: { SpringFollowScene() }, fuzzSetup: springFollowSetup),
    Entry(
      name: "rubber-sheet",
      summary: "a Maps-style sheet: three detents, a rubber band past full and collapsed, projected release; nothing declared",
      caughtBy: [], make: { RubberSheetScene() }, fuzzSetup: rubberSheetSetup),
    Entry(
      name: "scroll-list",
      summary: "a scroll view of 24 rows: drag, fling, bounce, catch, every fling landing on a row, a title fading in; nothing declared",
      caughtBy: [], make: { ScrollListScene() }, fuzzSetup: scrollListSetup),
    Entry(
      name: "pull-to-refresh",
      summary: "a feed with a refresh control: pull to load, ended once the user lets go; nothing declared",
      caughtBy: [], make: { PullToRefreshScene() }, fuzzSetup: pullToRefreshSetup),
    Entry(
      name: "photo-zoom",
      summary: "a photo in a zooming scroll view: pinch to zoom and pan, bounce back past the limits, double-tap to zoom; nothing declared",
      caughtBy: [], make: { PhotoZoomScene() }, fuzzSetup: photoZoomSetup),
  ]

  private static let precisionBugEntries: [Entry] =
    MorphingDrawerScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .accumulatesTranslation:
          ("each change adds the whole translation again: the sheet runs ahead", [.continuity, .followsFinger])
        case .ignoresProgress:
          ("scrubbing ignores the progress made before the catch: the sheet jumps back", [.continuity, .followsFinger])
        case .dropsReleaseVelocity: ("the release continues the animators without the finger's velocity", [.releaseVelocity])
        }
      return Entry(
        name: "morphing-drawer/\(bug.rawValue)", summary: "morphing-drawer, but \(summary)", caughtBy: invariants,
        make: { MorphingDrawerScene(bug: bug) }, fuzzSetup: morphingDrawerSetup)
    }
    + SpringFollowScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .accumulatesTranslation: ("each change retargets by the whole translation again: the puck runs ahead", [.followsFinger])
        case .jumpsAtGrab: ("the grab removes the flight without promoting it: the puck jumps to its dock", [.continuity, .noTeleport])
        case .addsReleaseVelocity: ("the release adds the finger's velocity on top of the follow springs' own", [.continuity])
        }
      return Entry(
        name: "spring-follow/\(bug.rawValue)", summary: "spring-follow, but \(summary)", caughtBy: invariants,
        make: { SpringFollowScene(bug: bug) }, fuzzSetup: springFollowSetup)
    }
    + RubberSheetScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .accumulatesTranslation: ("each change moves the sheet by the whole translation again", [.followsFinger, .noTeleport])
        case .grabsModel: ("the grab takes the model position: the sheet jumps at the first move", [.followsFinger, .noTeleport])
        case .dropsReleaseVelocity: ("the release spring starts from rest", [.releaseVelocity])
        case .staleCompletion: ("a move's completion sets the detent after a newer move took over", [.showsItsState])
        }
      return Entry(
        name: "rubber-sheet/\(bug.rawValue)", summary: "rubber-sheet, but \(summary)", caughtBy: invariants,
        make: { RubberSheetScene(bug: bug) }, fuzzSetup: rubberSheetSetup)
    }
    + ScrollListScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .alignsOnGrab: ("a drag aligns the list to a row as it begins: the content jumps under the finger", [.noTeleport])
        case .killsMomentum: ("the lift stops the content and animates it to the row: the fling's momentum is lost", [.releaseVelocity])
        case .snapsWhileDecelerating: ("a deceleration snaps onto a row once near it: the content jumps", [.noTeleport])
        }
      return Entry(
        name: "scroll-list/\(bug.rawValue)", summary: "scroll-list, but \(summary)", caughtBy: invariants,
        make: { ScrollListScene(bug: bug) }, fuzzSetup: scrollListSetup)
    }
    + PullToRefreshScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .endsUnderTheFinger: ("the refresh ends while a finger drags the feed: the content jumps", [.noTeleport])
        }
      return Entry(
        name: "pull-to-refresh/\(bug.rawValue)", summary: "pull-to-refresh, but \(summary)", caughtBy: invariants,
        make: { PullToRefreshScene(bug: bug) }, fuzzSetup: pullToRefreshSetup)
    }
    + PhotoZoomScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .resetsOffsetOnZoom: ("a pinch scrolls back to the top-left as it begins: the photo jumps under the fingers", [.noTeleport])
        case .showsHintAtOnce: ("the zoom hint is shown at once as a zoom begins: while it fades out, it snaps", [.noTeleport])
        }
      return Entry(
        name: "photo-zoom/\(bug.rawValue)", summary: "photo-zoom, but \(summary)", caughtBy: invariants,
        make: { PhotoZoomScene(bug: bug) }, fuzzSetup: photoZoomSetup)
    }

  // The corpus aims most gestures at its moving view (a target listed three times is drawn three
  // times as often as an anchor): catches mid-flight are where false alarms hide.
  private static let morphingDrawerSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 812), Point(x: 195, y: 520)],
    targets: Array(repeating: ViewTarget(view: "grabber"), count: 4), commands: ["toggle"], twoFingers: false)
  private static let springFollowSetup = FuzzSetup(
    anchors: [SpringFollowScene.docks[1]], targets: Array(repeating: ViewTarget(view: "puck"), count: 3), commands: ["toggle"],
    twoFingers: false)
  private static let scrollListSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 700), Point(x: 195, y: 300)], targets: Array(repeating: ViewTarget(view: "list"), count: 3),
    commands: ["top"], twoFingers: false)
  // A feed's work is not free: each pan change may take up to 8 ms (cells laid out as the feed
  // moves) and the load's completion up to 40 ms (parsing and inserting rows), so fuzzed cases
  // also hitch.
  private static let pullToRefreshSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 300), Point(x: 195, y: 700)], targets: Array(repeating: ViewTarget(view: "feed"), count: 2),
    commands: ["refresh"], twoFingers: false,
    mainThreadCosts: MainThreadCosts(perGestureAction: .milliseconds(8), perTimer: .milliseconds(40)))
  // Most gestures start on the photo, wherever it is shown; pinches and rotations too.
  private static let photoZoomSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 422), Point(x: 120, y: 330), Point(x: 280, y: 520)],
    targets: Array(repeating: ViewTarget(view: "photo"), count: 3), commands: ["reset"], twoFingers: true)
  private static let rubberSheetSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 794), Point(x: 195, y: 300)],
    targets: Array(repeating: ViewTarget(view: "sheet", anchor: .top), count: 4), commands: ["expand"], twoFingers: false)

  private static let bugEntries: [Entry] =
    CardDragScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .jumpOnCatch: ("catching does not promote presentation: the card jumps", [.continuity, .noTeleport])
        case .dropsReleaseVelocity: ("the release spring starts from rest", [.releaseVelocity])
        case .unbalancedCounter: ("a caught transition never leaves the counter", [.countersBalanced])
        }
      return Entry(
        name: "card-drag/\(bug.rawValue)", summary: "card-drag, but \(summary)", caughtBy: invariants,
        make: { CardDragScene(bug: bug) }, fuzzSetup: cardDragSetup)
    }
    + CommentsDrawerScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .restartsOnCatch:
          ("a catch finishes the animators at their start and starts afresh: the panel jumps", [.continuity, .noTeleport])
        case .scrubsFromTranslation:
          ("scrubbing ignores the progress made before the catch: the panel jumps", [.continuity, .followsFinger])
        case .continuesWithoutVelocity: ("the release continues without the finger's velocity", [.releaseVelocity])
        case .neverPauses: ("a catch does not pause the animators: the panel runs away from the finger", [.continuity, .followsFinger])
        case .countsOnlyEnds: ("a reversed transition never leaves the counter", [.countersBalanced])
        }
      return Entry(
        name: "comments-drawer/\(bug.rawValue)", summary: "comments-drawer, but \(summary)", caughtBy: invariants,
        make: { CommentsDrawerScene(bug: bug) }, fuzzSetup: drawerSetup)
    }
    + ToggleBirdScene.Bug.allCases.map { bug in
      Entry(
        name: "toggle-bird/\(bug.rawValue)",
        summary: "toggle-bird, but the postamble ignores the counter: the bird vanishes mid-flight", caughtBy: [.noTeleport],
        make: { ToggleBirdScene(bug: bug) }, fuzzSetup: birdSetup)
    }
    + BallTossViewController.Bug.allCases.map { bug in
      Entry(
        name: "ball-toss/\(bug.rawValue)",
        summary: "ball-toss, but a shadow with no size yet joins the collisions: UIKit raises \"Invalid size {0, 0}\"",
        caughtBy: [.noProblems], make: { UIKitScene { BallTossViewController(bug: bug) } }, fuzzSetup: ballTossSetup)
    }
    + CategorizerScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .earlyReturn: ("an early return skips endIgnoringInteractionEvents", [.ignoringBalanced])
        case .resetsBeforeFade: ("the label is put back home before it fades: it snaps home in plain sight", [.noTeleport])
        }
      return Entry(
        name: "categorizer/\(bug.rawValue)", summary: "categorizer, but \(summary)", caughtBy: invariants,
        make: { CategorizerScene(bug: bug) }, fuzzSetup: categorizerSetup)
    }
    + CatchBoxScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .blocksInteraction: ("the throw does not allow user interaction", [.hitsWhatIsShown])
        case .hitTestsModel: ("the box hit-tests its model values", [.hitsWhatIsShown])
        case .jumpsOnCatch: ("catching does not promote presentation: the box jumps", [.continuity, .noTeleport])
        case .teleports: ("the pan puts the box's centre at the touch", [.noTeleport, .followsFinger])
        }
      return Entry(
        name: "catch-box/\(bug.rawValue)", summary: "catch-box, but \(summary)", caughtBy: invariants,
        make: { CatchBoxScene(bug: bug) }, fuzzSetup: catchBoxSetup)
    }
    + StickyCornersViewController.Bug.allCases.map { bug in
      Entry(
        name: "sticky-corners/\(bug.rawValue)", summary: "sticky-corners, but the release drops the finger's velocity",
        caughtBy: [.releaseVelocity], make: { UIKitScene { StickyCornersViewController(bug: bug) } }, fuzzSetup: stickySetup)
    }
    + SimpleAnimationScene.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .actsOnTouchDown: ("the button acts on touch down: dragging off no longer cancels a press", [.actsOnRelease])
        case .reentrantTaps:
          ("nothing ignores events mid-slide: a second press restarts the fade from its model value", [.continuity, .noTeleport])
        }
      return Entry(
        name: "simple-animation/\(bug.rawValue)", summary: "simple-animation, but \(summary)", caughtBy: invariants,
        make: { SimpleAnimationScene(bug: bug) }, fuzzSetup: simpleAnimationSetup)
    }
    + PhotoFlipScene.Bug.allCases.map { bug in
      Entry(
        name: "photo-flip/\(bug.rawValue)",
        summary: "photo-flip, but the completion hides the from-view whatever `finished` says: two quick flips hide both sides",
        caughtBy: [.showsDestination], make: { PhotoFlipScene(bug: bug) }, fuzzSetup: photoFlipSetup)
    }

  private static let simpleAnimationSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 520), Point(x: 120, y: 530), Point(x: 195, y: 322)], targets: [ViewTarget(view: "dismiss")],
    commands: ["change"], twoFingers: false)
  private static let photoFlipSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 740), Point(x: 195, y: 400), Point(x: 40, y: 780)], commands: ["flip"], twoFingers: false)
  private static let cardDragSetup = FuzzSetup(
    anchors: CardDragScene.restPositions.reversed(), targets: [ViewTarget(view: "card")], commands: ["toggle"], twoFingers: false)
  private static let drawerSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 814), Point(x: 195, y: 160), Point(x: 195, y: 520)],
    targets: [ViewTarget(view: "panel", anchor: .top)], commands: ["toggle"], twoFingers: false)
  private static let birdSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 120), Point(x: 195, y: 400)], commands: ["toggle"], twoFingers: false)
  private static let categorizerSetup = FuzzSetup(
    anchors: (0..<4).map { Point(x: 195, y: 560 + 60 * Double($0)) }, commands: [], twoFingers: false)
  private static let catchBoxSetup = FuzzSetup(
    anchors: CatchBoxScene.restPositions.reversed() + [Point(x: 195, y: 422), Point(x: 60, y: 60)],
    targets: [ViewTarget(view: "box")], commands: ["throw"], twoFingers: false)
  private static let ballTossSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 804), Point(x: 195, y: 422)], targets: [ViewTarget(view: "ball")], commands: [], twoFingers: false)
  /// The face's rest positions, bottom right first (where it starts).
  private static let stickySetup = FuzzSetup(
    anchors: [Point(x: 320, y: 714), Point(x: 70, y: 714), Point(x: 320, y: 130), Point(x: 70, y: 130)],
    targets: [ViewTarget(view: "face")], commands: [], twoFingers: false)

  /// Every built-in scene's name, correct ones first, in a stable order.
  package static var names: [String] { entries.map(\.name) }

  /// The scene named `name`, if there is one.
  package static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

  /// A one-line description of the scene.
  package static func summary(of name: String) -> String? { entry(named: name)?.summary }

  /// A fresh scene named `name`, or `nil` if there is none.
  package static func make(_ name: String) -> (any Scene)? { entry(named: name)?.make() }
}
