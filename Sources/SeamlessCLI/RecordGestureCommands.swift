import ArgumentParser
import SeamlessReplay

// The gestures of `seamless record`, one subcommand each (seconds, points, degrees); the
// defaults left out are the recipe's (see the Gesture synthesis article).

/// `seamless record tap`: one finger down and up at a point.
struct RecordTapCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(commandName: "tap", abstract: "One finger down and up at --at.")
  static let gesture = "tap"
  @Option(parsing: .unconditional, help: "Touch position X,Y.") var at: PointArgument
  @Option(parsing: .unconditional, help: ArgumentHelp("Hold time (default 0.08).", valueName: "seconds")) var hold: SecondsArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["at_point": at, "hold": hold])
  }
}

/// `seamless record double-tap`: two taps at a point.
struct RecordDoubleTapCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(commandName: "double-tap", abstract: "Two taps at --at.")
  static let gesture = "double-tap"
  @Option(parsing: .unconditional, help: "Touch position X,Y.") var at: PointArgument
  @Option(parsing: .unconditional, help: ArgumentHelp("Hold time of each tap (default 0.08).", valueName: "seconds")) var hold:
    SecondsArgument?
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Time between the first lift and the second touch (default 0.12).", valueName: "seconds"))
  var interval: SecondsArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["at_point": at, "hold": hold, "interval": interval])
  }
}

/// `seamless record long-press`: one finger held, drifting.
struct RecordLongPressCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(
    commandName: "long-press", abstract: "One finger held at --at for --duration, drifting by --drift.")
  static let gesture = "long-press"
  @Option(parsing: .unconditional, help: "Touch position X,Y.") var at: PointArgument
  @Option(parsing: .unconditional, help: ArgumentHelp("Duration (default 0.8).", valueName: "seconds")) var duration: SecondsArgument?
  @Option(parsing: .unconditional, help: "Drift DX,DY over the press (default 0,0).") var drift: PointArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["at_point": at, "duration": duration, "drift": drift])
  }
}

/// `seamless record drag`: one finger along a path, lifted at rest.
struct RecordDragCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(
    commandName: "drag", abstract: "One finger from --from to --to along --easing, lifted at rest.")
  static let gesture = "drag"
  @Option(parsing: .unconditional, help: "Start X,Y.") var from: PointArgument
  @Option(parsing: .unconditional, help: "End X,Y.") var to: PointArgument
  @Option(parsing: .unconditional, help: ArgumentHelp("Duration (default 0.5).", valueName: "seconds")) var duration: SecondsArgument?
  @Option(help: "Path easing (default easeInOut).") var easing: EasingArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["from": from, "to": to, "duration": duration, "easing": easing])
  }
}

/// `seamless record fling`: one finger lifted while moving at a velocity.
struct RecordFlingCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(
    commandName: "fling", abstract: "One finger from --from, lifted while moving at exactly --velocity.")
  static let gesture = "fling"
  @Option(parsing: .unconditional, help: "Start X,Y.") var from: PointArgument
  @Option(parsing: .unconditional, help: "Release velocity VX,VY in pt/s.") var velocity: PointArgument
  @Option(parsing: .unconditional, help: ArgumentHelp("Duration (default 0.25).", valueName: "seconds")) var duration: SecondsArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["from": from, "velocity": velocity, "duration": duration])
  }
}

/// `seamless record pinch`: two fingers moving apart or together.
struct RecordPinchCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(
    commandName: "pinch", abstract: "Two fingers on a line through --center, from --from-span to --to-span apart.")
  static let gesture = "pinch"
  @Option(parsing: .unconditional, help: "Centre X,Y.") var center: PointArgument
  @Option(help: "Finger distance at the start.") var fromSpan: Double
  @Option(help: "Finger distance at the end.") var toSpan: Double
  @Option(parsing: .unconditional, help: "Finger line angle in degrees (default 0).") var angle: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Duration (default 0.5).", valueName: "seconds")) var duration: SecondsArgument?
  @Option(help: "Path easing (default easeInOut).") var easing: EasingArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["center": center, "from_span": fromSpan, "to_span": toSpan, "angle": angle, "duration": duration, "easing": easing])
  }
}

/// `seamless record rotate`: two fingers turning about a centre.
struct RecordRotateCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(
    commandName: "rotate", abstract: "Two fingers --radius either side of --center, turning from --from-angle to --to-angle.")
  static let gesture = "rotate"
  @Option(parsing: .unconditional, help: "Centre X,Y.") var center: PointArgument
  @Option(parsing: .unconditional, help: "End angle in degrees.") var toAngle: Double
  @Option(parsing: .unconditional, help: "Start angle in degrees (default 0).") var fromAngle: Double?
  @Option(help: "Finger distance from the centre (default 60).") var radius: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Duration (default 0.5).", valueName: "seconds")) var duration: SecondsArgument?
  @Option(help: "Path easing (default easeInOut).") var easing: EasingArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["center": center, "to_angle": toAngle, "from_angle": fromAngle, "radius": radius, "duration": duration, "easing": easing])
  }
}

/// `seamless record two-finger-pan`: two fingers side by side moving together.
struct RecordTwoFingerPanCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(
    commandName: "two-finger-pan", abstract: "Two fingers --spacing apart, their midpoint from --from to --to.")
  static let gesture = "two-finger-pan"
  @Option(parsing: .unconditional, help: "Start X,Y of the midpoint.") var from: PointArgument
  @Option(parsing: .unconditional, help: "End X,Y of the midpoint.") var to: PointArgument
  @Option(help: "Finger spacing in points (default 40).") var spacing: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Duration (default 0.5).", valueName: "seconds")) var duration: SecondsArgument?
  @Option(help: "Path easing (default easeInOut).") var easing: EasingArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["from": from, "to": to, "spacing": spacing, "duration": duration, "easing": easing])
  }
}

/// `seamless record edge-swipe`: one finger from a display edge inwards.
struct RecordEdgeSwipeCommand: RecordGestureCommand {
  static let configuration = CommandConfiguration(
    commandName: "edge-swipe", abstract: "One finger down exactly on --edge at --position, moving --distance inwards.")
  static let gesture = "edge-swipe"
  @Option(help: "Display edge.") var edge: EdgeArgument
  @Option(help: "Position along the edge in points.") var position: Double
  @Option(help: "Distance moved inwards in points (default 120).") var distance: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Duration (default 0.3).", valueName: "seconds")) var duration: SecondsArgument?
  @Option(help: "Path easing (default easeOut).") var easing: EasingArgument?
  @OptionGroup var options: RecordGestureOptions
  var parameters: [String: JSONValue] {
    recipeItem(["edge": edge, "position": position, "distance": distance, "duration": duration, "easing": easing])
  }
}
