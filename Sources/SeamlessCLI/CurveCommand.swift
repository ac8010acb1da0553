import ArgumentParser
import Foundation
import SeamlessEngine

/// `seamless curve`: sample a timing curve or a spring, as a table, JSON or an SVG plot.
struct CurveCommand: ParsableCommand {
  /// The curves, by their command-line names.
  enum CurveName: String, ExpressibleByArgument, CaseIterable {
    case linear
    case easeIn
    case easeOut
    case easeInEaseOut
    case `default`
    case bezier
    case spring
  }

  static let configuration = CommandConfiguration(
    commandName: "curve",
    abstract: "Print a timing curve's or a spring's progress and velocity.",
    discussion: """
      Bézier curves are solved as WebKit's UnitBezier and Chromium's gfx::CubicBezier do \
      (Newton, then bisection, |x(s) − x| < 1e-7) and extended linearly outside [0, 1]; \
      their t is the fraction of the duration and velocity is d progress / dt per unit of \
      that fraction. Springs are closed-form (under-, critically and over-damped); their t \
      is in seconds and velocity in progress per second, and --samples spans 0 to the \
      settling duration (ε = 0.001).

      Curves: linear, easeIn (0.42,0,1,1), easeOut (0,0,0.58,1), easeInEaseOut \
      (0.42,0,0.58,1), default (0.25,0.1,0.25,1), bezier X1,Y1,X2,Y2 (x in [0, 1]), spring.

      A spring takes one of: --mass/--stiffness/--damping (defaults 1, 100, 10, \
      CASpringAnimation's); --damping-ratio with --response (mass 1, stiffness \
      (2π/response)², damping 4π·ratio/response); --damping-ratio with --duration (the \
      engine's UIKit spring: the ratio's spring that settles in exactly the duration, as \
      UIView.animate(withDuration:…usingSpringWithDamping:…) and \
      UIViewPropertyAnimator(duration:dampingRatio:) run); --duration with --bounce \
      (SwiftUI). --initial-velocity \
      is in progress units per second, positive toward the target. Write negative values \
      with an equals sign: --bounce=-0.4, --initial-velocity=-2.

      Output: a table `t progress velocity` (6 decimals), or with --json an array of \
      {"t", "progress", "velocity"} objects (a vertical tangent's velocity is null). \
      --svg FILE also draws progress against t.

      Examples:
        seamless curve easeInEaseOut --at 0.1 0.25 0.5
        seamless curve bezier 0.42,0,0.58,1 --samples 11
        seamless curve linear --samples 5 --json
        seamless curve spring --mass 1 --stiffness 100 --damping 10 --initial-velocity 0 --at 0.5 1.0
        seamless curve spring --damping-ratio 0.8 --response 0.4 --svg spring.svg
        seamless curve spring --duration 0.5 --bounce 0.3 --samples 21 --json
        seamless curve spring --damping-ratio 0.8 --duration 1 --at 1
      """
  )

  @Argument(help: "The curve: linear, easeIn, easeOut, easeInEaseOut, default, bezier or spring.") var curve: CurveName
  @Argument(help: "For bezier: the control points X1,Y1,X2,Y2.") var controlPoints: String?

  @Option(parsing: .upToNextOption, help: "Times to evaluate at (fractions of the duration; seconds for springs).")
  var at: [Double] = []
  @Option(help: "Evenly spaced samples over [0, 1] (springs: [0, settling duration]); 11 unless --at is given.")
  var samples: Int?
  @Flag(help: "Print a JSON array.") var json = false
  @Option(help: "Also write an SVG plot of progress against t to this file.") var svg: String?

  @Option(help: "Spring mass (default 1).") var mass: Double?
  @Option(help: "Spring stiffness (default 100).") var stiffness: Double?
  @Option(help: "Spring damping coefficient (default 10).") var damping: Double?
  @Option(help: "Spring damping ratio ζ, with --response.") var dampingRatio: Double?
  @Option(help: "Spring response in seconds (undamped period), with --damping-ratio.") var response: Double?
  @Option(help: "Spring perceptual duration in seconds, with --bounce (SwiftUI).") var duration: Double?
  @Option(help: "Spring bounce in (-1, 1], with --duration (default 0).") var bounce: Double?
  @Option(help: "Spring initial velocity, progress units per second toward the target.") var initialVelocity: Double?

  func validate() throws {
    if !at.isEmpty && samples != nil { throw ValidationError("give either --at or --samples, not both") }
    if let samples, samples < 2 || samples > 100_000 { throw ValidationError("--samples must be between 2 and 100000, got \(samples)") }
    if let bad = at.first(where: { !$0.isFinite }) { throw ValidationError("--at values must be finite numbers, got \(bad)") }
    let springOptions = [mass, stiffness, damping, dampingRatio, response, duration, bounce, initialVelocity]
    switch curve {
    case .spring:
      if controlPoints != nil { throw ValidationError("a spring takes no control points") }
      let physical = [mass, stiffness, damping].contains { $0 != nil }
      let uiKit = dampingRatio != nil && duration != nil && response == nil && bounce == nil
      let ratio = !uiKit && (dampingRatio != nil || response != nil)
      let swiftUI = !uiKit && (duration != nil || bounce != nil)
      if [physical, ratio, swiftUI, uiKit].filter({ $0 }).count > 1 {
        throw ValidationError(
          "give one spring description: --mass/--stiffness/--damping, --damping-ratio with --response, "
            + "--damping-ratio with --duration, or --duration with --bounce")
      }
      if ratio && (dampingRatio == nil || response == nil) { throw ValidationError("--damping-ratio and --response go together") }
      if swiftUI && duration == nil { throw ValidationError("--bounce needs --duration") }
    case .bezier:
      if controlPoints == nil { throw ValidationError("bezier needs its control points, e.g. `seamless curve bezier 0.42,0,0.58,1`") }
      if parsedControlPoints() == nil {
        throw ValidationError("control points must be four numbers X1,Y1,X2,Y2, got \"\(controlPoints ?? "")\"")
      }
      if springOptions.contains(where: { $0 != nil }) { throw ValidationError("spring options apply only to `seamless curve spring`") }
    case .linear, .easeIn, .easeOut, .easeInEaseOut, .default:
      if controlPoints != nil { throw ValidationError("\(curve.rawValue) has fixed control points; use `bezier X1,Y1,X2,Y2` for others") }
      if springOptions.contains(where: { $0 != nil }) { throw ValidationError("spring options apply only to `seamless curve spring`") }
    }
  }

  func run() throws {
    let sampled: SampledCurve
    do {
      sampled = try makeCurve()
    } catch {
      printError(error.description)
      throw ExitCode.usage
    }
    let times: [Double]
    if !at.isEmpty {
      times = at
    } else {
      guard sampled.span.isFinite else {
        printError("a spring without damping never settles, so --samples has no span; give the times with --at")
        throw ExitCode.usage
      }
      let count = samples ?? 11
      times = (0..<count).map { sampled.span * Double($0) / Double(count - 1) }
    }
    let rows = times.map { (t: $0, progress: sampled.progress($0), velocity: sampled.velocity($0)) }
    if json {
      let objects = rows.map {
        #"{"t":\#(jsonNumber($0.t)),"progress":\#(jsonNumber($0.progress)),"velocity":\#(jsonNumber($0.velocity))}"#
      }
      printOut("[" + objects.joined(separator: ",") + "]\n")
    } else {
      var text = "# \(sampled.label)\n# t: \(sampled.unit); velocity: \(sampled.velocityUnit)\n"
      text += pad("t") + pad("progress") + "velocity\n"
      for row in rows { text += pad(fixed(row.t)) + pad(fixed(row.progress)) + fixed(row.velocity) + "\n" }
      printOut(text)
    }
    if let svg {
      let document = CurvePlot(curve: sampled, marks: rows.map { ($0.t, $0.progress) }).svg()
      do {
        try document.write(toFile: svg, atomically: true, encoding: .utf8)
      } catch {
        printError("\(svg): \(error.localizedDescription)")
        throw ExitCode.ioError
      }
    }
  }

  private func makeCurve() throws(TimingParameterError) -> SampledCurve {
    switch curve {
    case .linear: return SampledCurve(timing: .linear, label: "linear")
    case .easeIn: return SampledCurve(timing: .easeIn, label: "easeIn cubic-bezier(0.42, 0, 1, 1)")
    case .easeOut: return SampledCurve(timing: .easeOut, label: "easeOut cubic-bezier(0, 0, 0.58, 1)")
    case .easeInEaseOut: return SampledCurve(timing: .easeInEaseOut, label: "easeInEaseOut cubic-bezier(0.42, 0, 0.58, 1)")
    case .default: return SampledCurve(timing: .default, label: "default cubic-bezier(0.25, 0.1, 0.25, 1)")
    case .bezier:
      guard let values = parsedControlPoints() else {
        throw .notFinite(name: "control points", value: .nan)  // validate() has already refused these
      }
      let bezier = try CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
      return SampledCurve(timing: .cubicBezier(bezier), label: "cubic-bezier(\(values.map { "\($0)" }.joined(separator: ", ")))")
    case .spring:
      let velocity = initialVelocity ?? 0
      let spring: Spring
      if let dampingRatio, let duration, response == nil, bounce == nil {
        spring = try Spring.uiViewAnimation(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
      } else if let dampingRatio, let response {
        spring = try Spring(dampingRatio: dampingRatio, response: response, initialVelocity: velocity)
      } else if let duration {
        spring = try Spring(duration: duration, bounce: bounce ?? 0, initialVelocity: velocity)
      } else {
        spring = try Spring(mass: mass ?? 1, stiffness: stiffness ?? 100, damping: damping ?? 10, initialVelocity: velocity)
      }
      return SampledCurve(spring: spring)
    }
  }

  /// The bezier argument as four numbers, or nil when it is not `X1,Y1,X2,Y2`.
  private func parsedControlPoints() -> [Double]? {
    let parts = (controlPoints ?? "").split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    let values = parts.compactMap { $0 }
    return parts.count == 4 && values.count == 4 ? values : nil
  }

  private func fixed(_ value: Double) -> String {
    value.isFinite ? String(format: "%.6f", value) : (value > 0 ? "inf" : (value < 0 ? "-inf" : "nan"))
  }

  private func pad(_ text: String) -> String { text.count >= 12 ? text + " " : text + String(repeating: " ", count: 12 - text.count) }

  private func jsonNumber(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
}

/// A curve reduced to what the command prints and plots.
struct SampledCurve {
  var label: String
  /// What t measures.
  var unit: String
  /// What velocity measures.
  var velocityUnit: String
  /// The t range `--samples` spans: 1, or a spring's settling duration.
  var span: Double
  var progress: (Double) -> Double
  var velocity: (Double) -> Double

  init(timing: TimingCurve, label: String) {
    self.label = label
    unit = "fraction of the duration"
    velocityUnit = "progress per unit of duration fraction"
    span = 1
    progress = { timing.progress(at: $0) }
    velocity = { timing.velocity(at: $0) }
  }

  init(spring: Spring) {
    let settling = spring.settlingDuration
    func short(_ value: Double) -> String { String(format: "%.6g", value) }
    label =
      "spring mass \(short(spring.mass)) stiffness \(short(spring.stiffness)) damping \(short(spring.damping))"
      + " initial velocity \(short(spring.initialVelocity))/s: damping ratio \(short(spring.dampingRatio)),"
      + " \(spring.regime.rawValue), settling duration \(short(settling)) s"
    unit = "seconds"
    velocityUnit = "progress per second"
    span = settling
    progress = { spring.value(at: $0) }
    velocity = { spring.velocity(at: $0) }
  }
}
