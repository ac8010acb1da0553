import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless record`: synthesise a gesture or a recipe into a trace file.
struct RecordCommand: ParsableCommand {
  enum GestureName: String, ExpressibleByArgument, CaseIterable {
    case tap
    case doubleTap = "double-tap"
    case longPress = "long-press"
    case drag
    case fling
    case pinch
    case rotate
    case twoFingerPan = "two-finger-pan"
    case edgeSwipe = "edge-swipe"
  }

  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Synthesise a gesture, or a recipe of gestures and events, into a trace file.",
    discussion: """
      Samples are taken at --hz (60, 120, 240 …) at exact integer-nanosecond times, \
      jittered by --jitter points of seeded Gaussian noise, clamped to the display and \
      quantised to 1/64 pt as the file stores them. The trace header keeps the recipe and \
      seed, so the same command always writes the same bytes.

      Gestures and their options (seconds, points, degrees):
        tap            --at X,Y [--hold 0.08]
        double-tap     --at X,Y [--hold 0.08] [--interval 0.12]
        long-press     --at X,Y [--duration 0.8] [--drift DX,DY]
        drag           --from X,Y --to X,Y [--duration 0.5] [--easing easeInOut]
        fling          --from X,Y --velocity VX,VY [--duration 0.25]
        pinch          --center X,Y --from-span D --to-span D [--angle 0] [--duration 0.5]
        rotate         --center X,Y --to-angle A [--from-angle 0] [--radius 60] [--duration 0.5]
        two-finger-pan --from X,Y --to X,Y [--spacing 40] [--duration 0.5]
        edge-swipe     --edge left|right|top|bottom --position P [--distance 120] [--duration 0.3]
      Add --cancelled to end the touches as cancelled (an interruption).

      Examples:
        seamless record fling --from 100,400 --velocity 1200,0 -o fling.trace
        seamless record pinch --center 195,420 --from-span 80 --to-span 240 --hz 240 -o pinch.trace
        seamless record drag --from 50,700 --to 300,100 --jitter 0.3 --seed 7 -o drag.trace
        seamless record --recipe Fixtures/recipes/tap-drag-fling.json -o demo.trace
        seamless record --recipe Fixtures/recipes/card-drag-catch.json -o catch.trace

      A recipe gesture may start on a view, {"view": "card", "point": "center"}, wherever \
      the scene shows it at that instant: the recipe is then made against a live replay of \
      its scene (or --scene), and the trace keeps the coordinates found.
      """
  )

  @Argument(help: "The gesture (\(GestureName.allCases.map(\.rawValue).joined(separator: ", "))); omit with --recipe.")
  var gesture: GestureName?
  @Option(help: "A recipe JSON file (see Fixtures/recipes/).") var recipe: String?
  @Option(name: .shortAndLong, help: "Where to write the trace.") var output: String

  @Option(parsing: .unconditional, help: "Touch position X,Y (tap, double-tap, long-press).") var at: PointArgument?
  @Option(parsing: .unconditional, help: "Start X,Y (drag, fling, two-finger-pan).") var from: PointArgument?
  @Option(parsing: .unconditional, help: "End X,Y (drag, two-finger-pan).") var to: PointArgument?
  @Option(parsing: .unconditional, help: "Release velocity VX,VY in pt/s (fling).") var velocity: PointArgument?
  @Option(parsing: .unconditional, help: "Centre X,Y (pinch, rotate).") var center: PointArgument?
  @Option(parsing: .unconditional, help: "Drift DX,DY over the press (long-press).") var drift: PointArgument?
  @Option(help: "Duration in seconds.") var duration: Double?
  @Option(help: "Hold time in seconds (tap, double-tap).") var hold: Double?
  @Option(help: "Seconds between lift and second touch (double-tap).") var interval: Double?
  @Option(help: "Path easing (drag, two-finger-pan).") var easing: EasingArgument?
  @Option(help: "Finger distance at the start (pinch).") var fromSpan: Double?
  @Option(help: "Finger distance at the end (pinch).") var toSpan: Double?
  @Option(parsing: .unconditional, help: "Finger line angle in degrees (pinch).") var angle: Double?
  @Option(help: "Finger distance from the centre (rotate).") var radius: Double?
  @Option(parsing: .unconditional, help: "Start angle in degrees (rotate).") var fromAngle: Double?
  @Option(parsing: .unconditional, help: "End angle in degrees (rotate).") var toAngle: Double?
  @Option(help: "Finger spacing in points (two-finger-pan).") var spacing: Double?
  @Option(help: "Display edge (edge-swipe).") var edge: EdgeArgument?
  @Option(help: "Position along the edge in points (edge-swipe).") var position: Double?
  @Option(help: "Distance moved inwards in points (edge-swipe).") var distance: Double?
  @Flag(help: "End the touches as cancelled instead of ended.") var cancelled = false

  @Option(help: "Touch samples per second.") var hz: Int = 120
  @Option(help: "Gaussian position noise, standard deviation in points.") var jitter: Double = 0
  @Option(help: "Seed of the noise generator.") var seed: UInt64 = 0
  @Option(help: "Scene name for the header; with a recipe whose gestures aim at views, the scene that finds them (default: the recipe's).")
  var scene: String = ""
  @Option(help: "Display size in points, WIDTHxHEIGHT.") var display: DisplaySize = DisplaySize(width: 390, height: 844)
  @Option(help: "Display scale (pixels per point).") var scale: Double = 3
  @Option(help: "Display refresh rate in Hz.") var refresh: Double = 120
  @Option(help: "Seconds of trace time before the gesture starts.") var start: Double = 0

  func validate() throws {
    guard (gesture == nil) != (recipe == nil) else {
      throw ValidationError("give either a gesture or --recipe FILE")
    }
  }

  func run() throws {
    let recipe: Recipe
    do {
      if let path = self.recipe {
        try requireInput(path)
        let text: String
        do { text = try TextInput.read(path, what: "recipe") } catch {
          printError(error.description)
          throw ExitCode.ioError
        }
        recipe = try Recipe(json: text)
      } else {
        recipe = try Recipe(json: singleGestureRecipe())
      }
    } catch let error as RecipeError {
      printError(self.recipe.map { "\($0): \(error)" } ?? commandLineMessage(error))
      throw (self.recipe == nil ? ExitCode.usage : ExitCode.malformedInput)
    }
    let trace: Trace
    do {
      let producer = "seamless record \(SeamlessCommand.version)"
      var resolver: LiveSceneResolver?
      if recipe.aimsAtViews {
        // Gestures aimed at views find them in a live replay of the scene.
        let name = scene.isEmpty ? recipe.scene : scene
        let definition = try CommandLineTool.scene(named: name, file: self.recipe)
        resolver = LiveSceneResolver(header: recipe.header(producer: producer), sceneName: definition.name, makeScene: definition.make)
      }
      trace = try recipe.synthesize(producer: producer, resolver: resolver)
    } catch let error as RecipeError {
      printError(self.recipe.map { "\($0): \(error)" } ?? commandLineMessage(error))
      throw (self.recipe == nil ? ExitCode.usage : ExitCode.malformedInput)
    }
    // A synthesised trace can be made again from its recipe: flush only at the end.
    let counts = try reportingTraceErrors(output) {
      try trace.write(to: output, options: TraceWriterOptions(flushPolicy: .onClose), inputs: self.recipe.map { [$0] } ?? [])
    }
    printOut("wrote \(output): \(counts.touches) touch samples, \(counts.events) events\n")
  }

  /// A recipe error about the one-item recipe, in terms of the command's options.
  private func commandLineMessage(_ error: RecipeError) -> String {
    let prefix = "timeline[0]."
    guard error.path.hasPrefix(prefix) else {
      return "record \(gesture?.rawValue ?? ""): \(error.description.replacingOccurrences(of: "timeline[0]: ", with: ""))"
    }
    let key = String(error.path.dropFirst(prefix.count))
    // The item's "at" is its start (`--start`); "at_point" is where it happens (`--at`).
    let option =
      switch key {
      case "at": "--start"
      case "at_point": "--at"
      default: "--" + key.replacingOccurrences(of: "_", with: "-")
      }
    return "record \(gesture?.rawValue ?? ""): \(option): \(error.message)"
  }

  /// The command line as a one-item recipe, so the header always holds a recipe.
  private func singleGestureRecipe() -> JSONValue {
    var item: [String: JSONValue] = ["at": .number(start), "gesture": .string(gesture?.rawValue ?? "")]
    func put(_ key: String, _ point: PointArgument?) {
      if let point { item[key] = .array([.number(point.x), .number(point.y)]) }
    }
    func put(_ key: String, _ number: Double?) {
      if let number { item[key] = .number(number) }
    }
    put("at_point", at)
    put("from", from)
    put("to", to)
    put("velocity", velocity)
    put("center", center)
    put("drift", drift)
    put("duration", duration)
    put("hold", hold)
    put("interval", interval)
    put("from_span", fromSpan)
    put("to_span", toSpan)
    put("angle", angle)
    put("radius", radius)
    put("from_angle", fromAngle)
    put("to_angle", toAngle)
    put("spacing", spacing)
    put("position", position)
    put("distance", distance)
    if let easing { item["easing"] = .string(easing.rawValue) }
    if let edge { item["edge"] = .string(edge.rawValue) }
    if cancelled { item["cancelled"] = .bool(true) }
    return .object([
      "version": .integer(Int64(Recipe.currentVersion)),
      "scene": .string(scene),
      "seed": .unsigned(seed),
      "jitter": .number(jitter),
      "display": .object(["width": .number(display.width), "height": .number(display.height), "scale": .number(scale)]),
      "refresh_hz": .number(refresh),
      "touch_hz": .integer(Int64(hz)),
      "timeline": .array([.object(item)]),
    ])
  }
}

/// A point given as `X,Y`.
struct PointArgument: ExpressibleByArgument {
  var x: Double
  var y: Double

  init?(argument: String) {
    let parts = argument.split(separator: ",")
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite
    else { return nil }
    self.x = x
    self.y = y
  }
}

/// A path easing on the command line, as recipes spell it (``PathEasing``).
enum EasingArgument: String, ExpressibleByArgument, CaseIterable {
  case linear, easeIn, easeOut, easeInOut
}

/// A display edge on the command line, as recipes spell it (`Gesture.ScreenEdge`).
enum EdgeArgument: String, ExpressibleByArgument, CaseIterable {
  case left, right, top, bottom
}
