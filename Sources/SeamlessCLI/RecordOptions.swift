import ArgumentParser

/// Where `seamless record` writes its trace.
struct RecordOutputOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "Where to write the trace.") var output: String
}

/// How a recorded gesture's touches are sampled: rate, noise, start, and how they end.
struct RecordSamplingOptions: ParsableArguments {
  @Option(help: "Touch samples per second.") var hz: Int = 120
  @Option(help: "Gaussian position noise, standard deviation in points.") var jitter: Double = 0
  @Option(help: "Seed of the noise generator.") var seed: UInt64 = 0
  @Option(parsing: .unconditional, help: ArgumentHelp("Trace time before the gesture starts.", valueName: "seconds"))
  var start = SecondsArgument(0)
  @Flag(help: "End the touches as cancelled instead of ended (an interruption).") var cancelled = false
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Press the fingers with this peak force, a third of it as they land and lift (1.0 is an average touch, 20/3 the most an iPhone reports; without it the trace stores no force).",
      valueName: "peak"))
  var force: Double?
}

/// The display a recorded gesture is made for, and the scene its header names.
struct RecordDisplayOptions: ParsableArguments {
  @Option(help: "Scene name for the header.") var scene: String = ""
  @Option(help: "Display size in points, WIDTHxHEIGHT.") var display: DisplaySize = DisplaySize(width: 390, height: 844)
  @Option(help: "Display scale (pixels per point).") var scale: Double = 3
  @Option(help: "Display refresh rate in Hz.") var refresh: Double = 120
}

/// What every `record <gesture>` shares: sampling, display and output, in that order.
struct RecordGestureOptions: ParsableArguments {
  @OptionGroup var sampling: RecordSamplingOptions
  @OptionGroup var display: RecordDisplayOptions
  @OptionGroup var output: RecordOutputOptions
}
