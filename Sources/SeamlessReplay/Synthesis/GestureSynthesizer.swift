import SeamlessEngine
import SeamlessTrace

/// Turns gestures into touch samples: sampled at the digitiser's rate, jittered by the
/// seeded generator, clamped to the display and quantised exactly as a trace file stores
/// them.
///
/// Sampling: a stroke (one contact of one or more fingers) starting at `s` ns has samples
/// at `s + k · 1_000_000_000 / hz` for k = 0 … N, computed from k (no drift), N = the
/// stroke's duration × hz rounded (at least 1). k = 0 is `began`, k = N `ended` (or
/// `cancelled`), and in between a finger reports `moved` when its quantised position
/// changed, `stationary` when it did not but another finger of the stroke moved, and
/// nothing otherwise (UIKit sends no touchesMoved for a still finger).
///
/// Jitter: every sample of every finger gets independent Gaussian noise of standard
/// deviation ``Configuration/jitter`` points on x then y, drawn in sample order, and is
/// then clamped into the display. An edge swipe's first sample keeps its edge coordinate
/// exact. A gesture whose path itself leaves the display is an error, not clamped.
///
/// ```swift
/// var synthesizer = GestureSynthesizer(configuration: .init(touchRate: 120, jitter: 0.3, seed: 7))
/// let samples = try synthesizer.synthesize(.tap(at: Point(x: 50, y: 60), hold: 0.08), at: 0)
/// ```
public struct GestureSynthesizer: Sendable {
  /// What every gesture shares.
  public struct Configuration: Sendable, Hashable {
    /// Digitiser samples per second (60, 120, 240 …).
    public var touchRate: Int
    /// Standard deviation of the positional noise, in points.
    public var jitter: Double
    /// The seed of the `SeededGenerator`.
    public var seed: UInt64
    /// The display's size in points; samples are clamped into it.
    public var displayWidth: Double
    public var displayHeight: Double

    public init(touchRate: Int = 120, jitter: Double = 0, seed: UInt64 = 0, displayWidth: Double = 390, displayHeight: Double = 844) {
      self.touchRate = touchRate
      self.jitter = jitter
      self.seed = seed
      self.displayWidth = displayWidth
      self.displayHeight = displayHeight
    }
  }

  /// Why a gesture cannot be synthesised.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
  }

  public let configuration: Configuration
  private var generator: SeededGenerator
  private var nextTouchID: UInt32 = 1

  public init(configuration: Configuration) {
    self.configuration = configuration
    self.generator = SeededGenerator(seed: configuration.seed)
  }

  /// The largest jitter accepted, in points: noise beyond it is not a finger's.
  package static let maximumJitter = 100.0

  /// The shortest constant-velocity tail of a fling at `touchRate`: 100 ms plus two
  /// sample periods, so that the last 100 ms of samples all move at the release velocity.
  package static func flingTail(touchRate: Int) -> Double {
    0.1 + 2 / Double(touchRate)
  }

  /// The samples of `gesture` starting at `start` ns, in time order; `cancelled` ends
  /// every contact with `cancelled` instead of `ended` (an interruption).
  public mutating func synthesize(_ gesture: Gesture, at start: Int64, cancelled: Bool = false) throws(Failure) -> [TouchSample] {
    try synthesize(gesture, at: start, cancelled: cancelled, force: nil)
  }

  /// The samples of `gesture`, its fingers pressing with a peak `force` if one is given
  /// (``press(_:peak:)``).
  ///
  /// A pressing finger is sampled every period while it touches, a still one too: a
  /// force-sensing digitiser reports each change of force as a move (`touchesMoved` with the
  /// finger where it was).
  package mutating func synthesize(
    _ gesture: Gesture, at start: Int64, cancelled: Bool, force: Double?
  ) throws(Failure) -> [TouchSample] {
    try check(gesture)
    let strokes = strokes(of: gesture)
    try checkOnDisplay(strokes, gesture)
    var samples: [TouchSample] = []
    for stroke in strokes {
      sample(stroke, start: start + nanoseconds(stroke.offset), cancelled: cancelled, pressing: force != nil, into: &samples)
    }
    if let force { Self.press(&samples, peak: force) }
    return samples
  }

  // MARK: - Strokes

  /// One contact: fingers that touch down together and lift together.
  private struct Stroke {
    var offset: Double
    var duration: Double
    var fingers: [(Double) -> Point]
    /// Axes whose first sample gets no jitter (an edge swipe starts exactly on its edge).
    var exactStart: (x: Bool, y: Bool) = (false, false)
  }

  /// Samples after the first of a stroke of `duration` seconds.
  private func sampleCount(_ duration: Double) -> Int {
    max(1, Int((duration * Double(configuration.touchRate)).rounded()))
  }

  private func strokes(of gesture: Gesture) -> [Stroke] {
    switch gesture {
    case .tap(let point, let hold):
      return [Stroke(offset: 0, duration: hold, fingers: [{ _ in point }])]
    case .doubleTap(let point, let hold, let interval):
      return [
        Stroke(offset: 0, duration: hold, fingers: [{ _ in point }]),
        // The second touch comes `interval` after the first one's sampled lift.
        Stroke(offset: Double(sampleCount(hold)) / Double(configuration.touchRate) + interval, duration: hold, fingers: [{ _ in point }]),
      ]
    case .longPress(let point, let duration, let drift):
      return [Stroke(offset: 0, duration: duration, fingers: [{ t in point + min(t / duration, 1) * drift }])]
    case .drag(let from, let to, let duration, let easing):
      return [Stroke(offset: 0, duration: duration, fingers: [Self.line(from, to, duration, easing)])]
    case .fling(let from, let velocity, let duration):
      // Ramp: position v·t²/(2·ramp) until `ramp`, then v·(t − ramp/2): velocity rises
      // linearly from 0 to v and stays there for the tail.
      let tail = max(duration / 2, Self.flingTail(touchRate: configuration.touchRate))
      let ramp = duration - tail
      return [
        Stroke(
          offset: 0, duration: duration,
          fingers: [
            { t in
              let travel = t < ramp ? t * t / (2 * ramp) : t - ramp / 2
              return from + travel * velocity
            }
          ])
      ]
    case .pinch(let center, let fromSpan, let toSpan, let angle, let duration, let easing):
      let direction = Self.unit(degrees: angle)
      func finger(_ sign: Double) -> (Double) -> Point {
        { t in
          let span = fromSpan + (toSpan - fromSpan) * easing.progress(t / duration)
          return center + (sign * span / 2) * direction
        }
      }
      return [Stroke(offset: 0, duration: duration, fingers: [finger(-1), finger(1)])]
    case .rotate(let center, let radius, let fromAngle, let toAngle, let duration, let easing):
      func finger(_ sign: Double) -> (Double) -> Point {
        { t in
          let angle = fromAngle + (toAngle - fromAngle) * easing.progress(t / duration)
          return center + (sign * radius) * Self.unit(degrees: angle)
        }
      }
      return [Stroke(offset: 0, duration: duration, fingers: [finger(-1), finger(1)])]
    case .twoFingerPan(let from, let to, let spacing, let duration, let easing):
      let half = Point(x: spacing / 2, y: 0)
      return [
        Stroke(
          offset: 0, duration: duration,
          fingers: [
            Self.line(from + (-1) * half, to + (-1) * half, duration, easing),
            Self.line(from + half, to + half, duration, easing),
          ])
      ]
    case .edgeSwipe(let edge, let position, let distance, let duration, let easing):
      let width = configuration.displayWidth
      let height = configuration.displayHeight
      let (start, end): (Point, Point) =
        switch edge {
        case .left: (Point(x: 0, y: position), Point(x: distance, y: position))
        case .right: (Point(x: width, y: position), Point(x: width - distance, y: position))
        case .top: (Point(x: position, y: 0), Point(x: position, y: distance))
        case .bottom: (Point(x: position, y: height), Point(x: position, y: height - distance))
        }
      let exact = edge == .left || edge == .right ? (x: true, y: false) : (x: false, y: true)
      return [Stroke(offset: 0, duration: duration, fingers: [Self.line(start, end, duration, easing)], exactStart: exact)]
    }
  }

  private static func line(_ from: Point, _ to: Point, _ duration: Double, _ easing: PathEasing) -> (Double) -> Point {
    { t in
      let p = easing.progress(t / duration)
      return Point(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }
  }

  private static func unit(degrees: Double) -> Point {
    let radians = degrees * Double.pi / 180
    return Point(x: cos(radians), y: sin(radians))
  }

  // MARK: - Sampling

  private mutating func sample(
    _ stroke: Stroke, start: Int64, cancelled: Bool, pressing: Bool, into samples: inout [TouchSample]
  ) {
    let hz = configuration.touchRate
    let count = sampleCount(stroke.duration)
    let ids = stroke.fingers.map { _ in allocateID() }
    var previous: [(x: Double, y: Double)] = []
    var row: [(x: Double, y: Double)] = []
    for k in 0...count {
      let time = start + Int64(k) * 1_000_000_000 / Int64(hz)
      let t = Double(k) / Double(hz)
      row.removeAll(keepingCapacity: true)
      for path in stroke.fingers {
        let p = path(t)
        let (dx, dy) = (configuration.jitter * noise(), configuration.jitter * noise())
        let exactX = k == 0 && stroke.exactStart.x
        let exactY = k == 0 && stroke.exactStart.y
        row.append(position(x: exactX ? p.x : p.x + dx, y: exactY ? p.y : p.y + dy))
      }
      let isLast = k == count
      let anyMoved = k > 0 && row.indices.contains { row[$0] != previous[$0] }
      for index in row.indices {
        let phase: TouchPhase
        if k == 0 {
          phase = .began
        } else if isLast {
          phase = cancelled ? .cancelled : .ended
        } else if row[index] != previous[index] || pressing {
          phase = .moved
        } else if anyMoved {
          phase = .stationary
        } else {
          continue
        }
        samples.append(TouchSample(time: time, touchID: ids[index], phase: phase, x: row[index].x, y: row[index].y))
      }
      // The two rows trade buffers (a copy would make `row`'s next `removeAll` allocate).
      swap(&previous, &row)
    }
  }

  private mutating func noise() -> Double {
    configuration.jitter > 0 ? generator.nextGaussian() : 0
  }

  /// A position clamped into the display and quantised to the trace grid.
  private func position(x: Double, y: Double) -> (x: Double, y: Double) {
    (
      TraceQuantization.quantizeCoordinate(min(max(x, 0), configuration.displayWidth)),
      TraceQuantization.quantizeCoordinate(min(max(y, 0), configuration.displayHeight))
    )
  }

  private mutating func allocateID() -> UInt32 {
    defer { nextTouchID += 1 }
    return nextTouchID
  }

  private func nanoseconds(_ seconds: Double) -> Int64 {
    Int64((seconds * 1e9).rounded())
  }

  // MARK: - Checks

  /// Every finger's path, at every sample time, must be on the display (jitter aside).
  private func checkOnDisplay(_ strokes: [Stroke], _ gesture: Gesture) throws(Failure) {
    let hz = Double(configuration.touchRate)
    let slack = 1e-9
    for stroke in strokes {
      for k in 0...sampleCount(stroke.duration) {
        let t = Double(k) / hz
        for path in stroke.fingers {
          let p = path(t)
          guard p.x >= -slack, p.x <= configuration.displayWidth + slack, p.y >= -slack, p.y <= configuration.displayHeight + slack else {
            throw Failure(
              description:
                "\(gesture.name): the path leaves the \(Self.format(configuration.displayWidth)) × \(Self.format(configuration.displayHeight)) pt display at \(String(format: "%.3f", stroke.offset + t)) s (\(String(format: "%.1f", p.x)), \(String(format: "%.1f", p.y)))"
            )
          }
        }
      }
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private func check(_ gesture: Gesture) throws(Failure) {
    func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(Failure) {
      if !condition { throw Failure(description: "\(gesture.name): \(message())") }
    }
    try require(
      configuration.touchRate > 0 && configuration.touchRate <= 10_000, "touch rate \(configuration.touchRate) Hz is outside 1…10000 Hz")
    try require(
      configuration.jitter.isFinite && configuration.jitter >= 0 && configuration.jitter <= Self.maximumJitter,
      "jitter \(configuration.jitter) pt must lie in 0…\(Int(Self.maximumJitter)) pt (the standard deviation of the touch noise; a real finger's is under 1 pt)"
    )
    let numbers = Self.numbers(of: gesture)
    try require(numbers.allSatisfy(\.isFinite), "every number must be finite")
    try require(gesture.duration > 0 && gesture.duration <= 3600, "duration \(gesture.duration) s must be in (0, 3600] s")
    switch gesture {
    case .fling(_, _, let duration):
      let minimum = Self.flingTail(touchRate: configuration.touchRate)
      try require(
        duration >= minimum,
        "duration \(duration) s is shorter than the \(String(format: "%.3f", minimum)) s a \(configuration.touchRate) Hz fling needs (100 ms at the release velocity plus two samples)"
      )
    case .doubleTap(_, let hold, let interval):
      try require(hold > 0 && interval > 0, "hold and interval must be positive")
    case .pinch(_, let fromSpan, let toSpan, _, _, _):
      try require(fromSpan > 0 && toSpan > 0, "spans must be positive")
    case .rotate(_, let radius, _, _, _, _):
      try require(radius > 0, "radius must be positive")
    case .twoFingerPan(_, _, let spacing, _, _):
      try require(spacing > 0, "spacing must be positive")
    case .edgeSwipe(let edge, let position, let distance, _, _):
      let along = edge == .left || edge == .right ? configuration.displayHeight : configuration.displayWidth
      try require(position >= 0 && position <= along, "position \(position) pt is off the \(edge.rawValue) edge (0…\(along) pt)")
      try require(distance > 0, "distance must be positive")
    case .tap, .longPress, .drag:
      break
    }
  }

  private static func numbers(of gesture: Gesture) -> [Double] {
    switch gesture {
    case .tap(let p, let hold): [p.x, p.y, hold]
    case .doubleTap(let p, let hold, let interval): [p.x, p.y, hold, interval]
    case .longPress(let p, let duration, let drift): [p.x, p.y, duration, drift.x, drift.y]
    case .drag(let from, let to, let duration, _): [from.x, from.y, to.x, to.y, duration]
    case .fling(let from, let velocity, let duration): [from.x, from.y, velocity.x, velocity.y, duration]
    case .pinch(let c, let a, let b, let angle, let duration, _): [c.x, c.y, a, b, angle, duration]
    case .rotate(let c, let r, let a, let b, let duration, _): [c.x, c.y, r, a, b, duration]
    case .twoFingerPan(let from, let to, let spacing, let duration, _): [from.x, from.y, to.x, to.y, spacing, duration]
    case .edgeSwipe(_, let position, let distance, let duration, _): [position, distance, duration]
    }
  }

  /// Gives each finger of `samples` a press peaking at `peak`: a third of it at the finger's
  /// first and last sample, all of it half way (a parabola in time, no libm), quantised as a
  /// trace stores force (a recipe's `force`, `seamless record --force`, a fuzz case with
  /// ``FuzzSpace/touchForce``).
  ///
  /// ```swift
  /// GestureSynthesizer.press(&samples, peak: 3)   // a tap: 1.0 as it lands, 3.0 at mid-hold, 1.0 as it lifts
  /// ```
  package static func press(_ samples: inout [TouchSample], peak: Double) {
    var spans: [UInt32: (first: Int64, last: Int64)] = [:]
    for sample in samples {
      let span = spans[sample.touchID] ?? (sample.time, sample.time)
      spans[sample.touchID] = (min(span.first, sample.time), max(span.last, sample.time))
    }
    for index in samples.indices {
      guard let span = spans[samples[index].touchID] else { continue }
      let u = span.last > span.first ? Double(samples[index].time - span.first) / Double(span.last - span.first) : 0.5
      samples[index].force = TraceQuantization.quantizeForce(peak * (1 + 2 * 4 * u * (1 - u)) / 3)
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
