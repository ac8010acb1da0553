import ArgumentParser
import SeamlessEngine
import SeamlessTrace

/// `seamless velocity`: each touch's release velocity, as a pan recognizer would see it.
struct VelocityCommand: ParsableCommand {
  /// The estimators, by their command-line names.
  enum StrategyName: String, ExpressibleByArgument, CaseIterable {
    case lsq2
    case impulse
    case wfd

    var strategy: VelocityEstimationStrategy {
      switch self {
      case .lsq2: .lsq2
      case .impulse: .impulse
      case .wfd: .weightedFiniteDifference
      }
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "velocity",
    abstract: "Print the release velocity of every touch that ends or is cancelled.",
    discussion: """
      One velocity tracker per touch is fed that touch's samples (began, moved and \
      stationary); its estimate at the time of the ending sample is the release velocity, \
      in points per second. The ending sample's position is not movement (as for a pan \
      recognizer, Android and Flutter), and a finger that rested more than 40 ms before \
      lifting releases at zero.

      Strategies:
        lsq2     (default) quadratic least squares over the newest ≤ 20 samples
                 within 100 ms, cut at a pause over 40 ms; < 3 samples give 0
        impulse  Android's IMPULSE over the same window: the speed whose kinetic
                 energy equals the finger's work
        wfd      Flutter's iOS fling estimate over the last three intervals:
                 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0)

      Output: one line per lift (`t=… s  touch N  vx=… vy=… pt/s`), or with --json a JSON \
      array of {"id", "t_ns", "phase", "vx", "vy"} objects in trace order.

      Examples:
        seamless velocity fling.trace
        seamless velocity fling.trace --json --strategy impulse
      """
  )

  @Argument(help: "The trace file.") var file: String
  @Flag(help: "Print a JSON array.") var json = false
  @Option(help: "Velocity estimator: lsq2, impulse or wfd.") var strategy: StrategyName = .lsq2

  func run() throws {
    try requireInput(file)
    let releases = try reportingTraceErrors(file) {
      try TouchRelease.scan(TraceReader(path: file), strategy: strategy.strategy)
    }
    if json {
      printOut("[" + releases.map(\.json).joined(separator: ",") + "]\n")
    } else {
      printOut(releases.map { $0.text + "\n" }.joined())
    }
  }
}
