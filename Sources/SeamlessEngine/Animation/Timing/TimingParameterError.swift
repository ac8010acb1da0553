/// Why a timing curve or spring could not be built from the parameters given.
///
/// Every case names the parameter as the caller spelled it and the offending value, so the
/// message can go straight to a user (the `seamless curve` command prints it and exits 64).
///
/// ```swift
/// do {
///   _ = try CubicBezier(x1: 1.2, y1: 0, x2: 0.58, y2: 1)
/// } catch {
///   print(error)   // "x1 must lie in [0, 1] (a timing curve's time must not run backwards), got 1.2"
/// }
/// ```
public enum TimingParameterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A parameter is NaN or infinite.
  case notFinite(name: String, value: Double)
  /// A parameter that must be strictly positive (mass, stiffness, response, duration) is not.
  case notPositive(name: String, value: Double)
  /// A parameter that must not be negative (damping, damping ratio) is.
  case negative(name: String, value: Double)
  /// A Bézier control point's x lies outside [0, 1].
  case controlPointXOutOfRange(name: String, value: Double)
  /// A spring's bounce lies outside (−1, 1].
  case bounceOutOfRange(value: Double)

  public var description: String {
    switch self {
    case .notFinite(let name, let value):
      "\(name) must be a finite number, got \(value)"
    case .notPositive(let name, let value):
      "\(name) must be greater than 0, got \(value)"
    case .negative(let name, let value):
      "\(name) must not be negative, got \(value)"
    case .controlPointXOutOfRange(let name, let value):
      "\(name) must lie in [0, 1] (a timing curve's time must not run backwards), got \(value)"
    case .bounceOutOfRange(let value):
      "bounce must lie in (-1, 1] (-1 would be infinitely over-damped), got \(value)"
    }
  }

  /// Throws ``notFinite(name:value:)`` unless `value` is finite.
  static func requireFinite(_ value: Double, _ name: String) throws(TimingParameterError) {
    guard value.isFinite else { throw .notFinite(name: name, value: value) }
  }

  /// Throws unless `value` is finite and greater than zero.
  static func requirePositive(_ value: Double, _ name: String) throws(TimingParameterError) {
    try requireFinite(value, name)
    guard value > 0 else { throw .notPositive(name: name, value: value) }
  }

  /// Throws unless `value` is finite and not negative.
  static func requireNonNegative(_ value: Double, _ name: String) throws(TimingParameterError) {
    try requireFinite(value, name)
    guard value >= 0 else { throw .negative(name: name, value: value) }
  }
}
