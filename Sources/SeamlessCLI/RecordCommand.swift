import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless record`: synthesise a gesture (a subcommand each, `record fling …`) or a recipe
/// (`record --recipe FILE`) into a trace file.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Synthesise a gesture, or a recipe of gestures and events, into a trace file.",
    discussion: """
      A gesture is a subcommand with its own options (seconds, points, degrees); `seamless \
      help record fling` lists them. Samples are taken at --hz (60, 120, 240 …) at exact \
      integer-nanosecond times, jittered by --jitter points of seeded Gaussian noise, clamped to \
      the display and quantised to 1/64 pt as the file stores them. The trace header keeps the \
      recipe and seed, so the same command always writes the same bytes.

      Examples:
        seamless record fling --from 100,400 --velocity 1200,0 -o fling.trace
        seamless record pinch --center 195,420 --from-span 80 --to-span 240 --hz 240 -o pinch.trace
        seamless record drag --from 50,700 --to 300,100 --jitter 0.3 --seed 7 -o drag.trace
        seamless record --recipe Fixtures/recipes/tap-drag-fling.json -o demo.trace
        seamless record --recipe Fixtures/recipes/card-drag-catch.json -o catch.trace

      A recipe gesture may start on a view, {"view": "card", "point": "center"}, wherever \
      the scene shows it at that instant: the recipe is then made against a live replay of \
      its scene (or --scene), and the trace keeps the coordinates found.
      """,
    subcommands: [
      RecordRecipeCommand.self, RecordTapCommand.self, RecordDoubleTapCommand.self, RecordLongPressCommand.self, RecordDragCommand.self,
      RecordFlingCommand.self, RecordPinchCommand.self, RecordRotateCommand.self, RecordTwoFingerPanCommand.self,
      RecordEdgeSwipeCommand.self,
    ],
    defaultSubcommand: RecordRecipeCommand.self
  )

  /// The trace of `recipe`, made against a live replay of its scene (or `scene`) when its
  /// gestures aim at views (`file` names the recipe in an unknown scene's message).
  static func synthesize(_ recipe: Recipe, scene: String?, file: String?) throws -> Trace {
    let producer = "seamless record \(SeamlessCommand.version)"
    var resolver: LiveSceneResolver?
    if recipe.aimsAtViews {
      let definition = try CommandLineTool.scene(named: scene ?? recipe.scene, file: file)
      resolver = LiveSceneResolver(header: recipe.header(producer: producer), sceneName: definition.name, makeScene: definition.make)
    }
    return try recipe.synthesize(producer: producer, resolver: resolver)
  }

  /// Writes `trace` to `output` and says how much it holds.
  ///
  /// A synthesised trace can be made again from its recipe: it is flushed only at the end.
  static func write(_ trace: Trace, to output: String, inputs: [String]) throws {
    let counts = try reportingTraceErrors(output) {
      try trace.write(to: output, options: TraceWriterOptions(flushPolicy: .onClose), inputs: inputs)
    }
    printOut("wrote \(output): \(counts.touches) touch samples, \(counts.events) events\n")
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
