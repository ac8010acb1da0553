import SeamlessEngine
import SeamlessReplay
import SeamlessUIKit

// The UIKit-spelled reference scenes in the catalog, and the trace commands they take (the
// only Seamless-specific code about them: the scenes themselves compile after the glue rule).

extension BuiltInScenes {
  static let uikitEntries: [Entry] = [
    Entry(
      name: "uikit-fling-card",
      summary: "card-drag written in UIKit: UIPanGestureRecognizer, a spring UIViewPropertyAnimator, a presentation hitTest; correct",
      caughtBy: [], make: { UIKitScene { FlingCardView() } }, fuzzSetup: flingCardSetup),
    Entry(
      name: "uikit-comments-drawer",
      summary:
        "the comments drawer written in UIKit: a bottom constraint animated with layoutIfNeeded in a property animator, "
        + "an instant pan that scrubs it (WWDC 2017 session 230); correct",
      caughtBy: [], make: { UIKitScene { CommentsDrawerViewController() } }, fuzzSetup: uikitDrawerSetup),
    Entry(
      name: "uikit-photo-flip",
      summary: "photo-flip written in UIKit: UIView.transition(from:to:) with show/hide transition views (WWDC 2010 session 123); correct",
      caughtBy: [], make: { UIKitScene { PhotoFlipViewController() } }, fuzzSetup: uikitFlipSetup),
    Entry(
      name: "uikit-toggle-bird", summary: "toggle-bird written in UIKit: UIView.animate and a count of transitions in flight; correct",
      caughtBy: [], make: { UIKitScene { ToggleBirdView() } }, fuzzSetup: uikitBirdSetup),
    Entry(
      name: "uikit-accordion",
      summary:
        "an accordion written in UIKit: a UIStackView on the layout margins whose sections' details are hidden and shown "
        + "in interruptible animation blocks, the sections below sliding, taps landing on what is shown; correct",
      caughtBy: [], make: { UIKitScene { AccordionViewController() } }, fuzzSetup: uikitAccordionSetup),
  ]

  static let uikitBugEntries: [Entry] =
    FlingCardView.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .dropsReleaseVelocity: ("the release spring starts from rest", [.releaseVelocity])
        case .jumpOnCatch: ("catching finishes the flight at its end: the card jumps", [.continuity, .noTeleport])
        }
      return Entry(
        name: "uikit-fling-card/\(bug.rawValue)", summary: "uikit-fling-card, but \(summary)", caughtBy: invariants,
        make: { UIKitScene { FlingCardView(bug: bug) } }, fuzzSetup: flingCardSetup)
    }
    + CommentsDrawerViewController.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .constantNotReset:
          ("a reversed animator's completion leaves the constraint's constant: the next layout snaps", [.noTeleport])
        case .dropsReleaseVelocity: ("the release continues without the finger's velocity", [.releaseVelocity])
        case .ignoresProgress: ("a catch scrubs the flying animator from zero: the popup jumps back", [.followsFinger])
        }
      return Entry(
        name: "uikit-comments-drawer/\(bug.rawValue)", summary: "uikit-comments-drawer, but \(summary)", caughtBy: invariants,
        make: { UIKitScene { CommentsDrawerViewController(bug: bug) } }, fuzzSetup: uikitDrawerSetup)
    }
    + PhotoFlipViewController.Bug.allCases.map { bug in
      Entry(
        name: "uikit-photo-flip/\(bug.rawValue)",
        summary: "uikit-photo-flip, but the completion hides the from-view whatever `finished` says: two quick flips hide both sides",
        caughtBy: [.showsDestination], make: { UIKitScene { PhotoFlipViewController(bug: bug) } }, fuzzSetup: uikitFlipSetup)
    }
    + ToggleBirdView.Bug.allCases.map { bug in
      Entry(
        name: "uikit-toggle-bird/\(bug.rawValue)",
        summary: "uikit-toggle-bird, but the postamble ignores the count: the bird vanishes mid-flight", caughtBy: [.noTeleport],
        make: { UIKitScene { ToggleBirdView(bug: bug) } }, fuzzSetup: uikitBirdSetup)
    }
    + AccordionViewController.Bug.allCases.map { bug in
      let (summary, invariants): (String, [InvariantName]) =
        switch bug {
        case .hidesInCompletion: ("closing hides the details in the fade's completion: the sections below jump up", [.noTeleport])
        case .blocksInteraction: ("the blocks have no options: a tap during a slide is swallowed", [.hitsWhatIsShown])
        case .hitTestsModel: ("the stack hit-tests model frames: a tap on a sliding header misses it", [.hitsWhatIsShown])
        }
      return Entry(
        name: "uikit-accordion/\(bug.rawValue)", summary: "uikit-accordion, but \(summary)", caughtBy: invariants,
        make: { UIKitScene { AccordionViewController(bug: bug) } }, fuzzSetup: uikitAccordionSetup)
    }

  private static let flingCardSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 600), Point(x: 195, y: 300)], targets: [ViewTarget(view: "card")], commands: ["toggle"],
    twoFingers: false)
  private static let uikitDrawerSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 814), Point(x: 195, y: 520)],
    targets: Array(repeating: ViewTarget(view: "popupView", anchor: .top), count: 3), commands: [], twoFingers: false)
  private static let uikitFlipSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 740), Point(x: 195, y: 400), Point(x: 40, y: 780)], commands: ["flip"], twoFingers: false)
  private static let uikitAccordionSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 75), Point(x: 195, y: 400)],
    targets: [ViewTarget(view: "headers[0]"), ViewTarget(view: "headers[1]"), ViewTarget(view: "headers[2]")],
    commands: [], twoFingers: false)
  private static let uikitBirdSetup = FuzzSetup(
    anchors: [Point(x: 195, y: 120), Point(x: 195, y: 400)], commands: ["toggle"], twoFingers: false)
}

extension FlingCardView: UIKitSceneCommands {
  /// `toggle`: the tap's toggle.
  func perform(_ command: SceneCommand) -> Bool {
    guard command.name == "toggle" else { return false }
    toggle()
    return true
  }
}

extension PhotoFlipViewController: UIKitSceneCommands {
  /// `flip`: the button's tap.
  func perform(_ command: SceneCommand) -> Bool {
    guard command.name == "flip" else { return false }
    flip()
    return true
  }
}

extension ToggleBirdView: UIKitSceneCommands {
  /// `toggle`: the button's tap.
  func perform(_ command: SceneCommand) -> Bool {
    guard command.name == "toggle" else { return false }
    toggleBird()
    return true
  }
}
