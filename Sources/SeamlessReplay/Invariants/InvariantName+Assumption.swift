extension InvariantName {
  /// What a standard invariant assumes of every scene, where it takes its reference, and how a
  /// scene says otherwise: printed under each failing invariant (`assumed: …`), so that a
  /// violation can be told from an assumption that does not fit the scene.
  ///
  /// What a violation inferred of one drag (a ratio, the axes, the reference frame) its message
  /// says itself. `nil` for a name that is not a standard invariant's.
  ///
  /// ```swift
  /// InvariantName.noTeleport.assumption   // "a view moves between two frames no farther than …"
  /// ```
  package var assumption: String? {
    switch rawValue {
    case "no-problems":
      "UIKit logs or raises each of these (a programmer error, refused input, a clock that ran backwards); nothing is "
        + "inferred, and nothing declares one away"
    case "completions-once":
      "UIKit calls each completion handler exactly once however its animation ends (finished, stopped, replaced); "
        + "each handler is counted from its registration in the journal"
    case "animator-completions":
      "a property animator's run completes at most once, at .start, .end or .current (read from the journal)"
    case "gestures-end-once":
      "a gesture that began ends, is cancelled or fails exactly once (read from the journal)"
    case "continuity":
      "each side of a presentation transition is what the screen shows at its instant, compared to half a device "
        + "pixel at the trace's display scale (alpha 1/255; scale and rotation by the farthest corner; a whole turn "
        + "is none) and velocities to 1e-9; a finish or scrub with no finger on the view is the app's own jump; a scrub "
        + "under a finger may move as far as the finger (`ContinuityTolerance.scrubRatio` says otherwise)"
    case "no-teleport":
      "a view moves between two frames no farther than 1.5 × its analytic velocities either side allow, plus slack "
        + "(1 pt, 0.01 of scale, 0.01 rad, 0.02 of alpha); a write outside an animation with no finger on the view is "
        + "deliberate and exempt, unless an animation of it is in flight or a completion handler makes it to a view "
        + "the eye sees (then half a device pixel of slack); exclude a view with `NoTeleport(ignoredViews:)`"
    case "follows-finger":
      "a view a gesture drags (one its actions move) follows the finger: undeclared, as inferred from the drag's first "
        + "frames (the message says how); declared, exactly as the gesture's `following` says; declare `following` "
        + "to hold it to exact axes and limits, or `nil` for a gesture that drags nothing"
    case "release-velocity":
      "what takes over a view that followed the finger rigidly up to the lift starts at the finger's velocity on the "
        + "axes it followed (undeclared: inferred from the drag; the message says from what); declare `following` "
        + "with `handsOffVelocity: false` for a view that should stop where the finger leaves it"
    case "hits-what-is-shown":
      "a finger that comes down on an interactive view where it is shown (its presentation, as a moving view is "
        + "seen) reaches it; a scene that blocks touches on purpose during an animation takes this invariant out of "
        + "`configuration.invariants`"
    case "counters-balanced":
      "each `TransitionCounter.begin()` has one `end()`, called in its transition's completion however it ends"
    case "ignoring-balanced":
      "each beginIgnoringInteractionEvents() has one end, and nothing is ignored once the scene settles"
    case "dynamics-balanced":
      "a dynamic animator's resume and pause, and a contact's begin and end, alternate (read from the journal)"
    case "shows-destination":
      "the view the last `transition(from:to:)` of each container went to is shown once it settles (in the window, "
        + "not hidden, not transparent)"
    case "acts-on-release":
      "a control's actions run with the finger down are undone by an action for touchUpOutside or cancel (UIKit's "
        + "tracking: a press can be taken back)"
    case "shows-its-state":
      "at rest, each view shows what the scene's own state says (`DeclaresRestState`; a scene that declares nothing "
        + "is not judged)"
    case "settles":
      "everything comes to rest within the settle limit (`--settle-limit`, the configuration's `settleLimit`) and "
        + "shows its model values"
    case "deterministic":
      "the same trace gives the same journal digest on the same platform and toolchain (no wall clock, global random "
        + "numbers, environment or hash order in the scene)"
    default: nil
    }
  }
}
