/// A named, timed instruction to the scene under test, with typed arguments.
///
/// Commands are how a trace says "the app did something" that is not a touch: a button
/// programmatically toggled, a model update arriving, a timer firing. The scene decides
/// what a command means; the trace only carries it.
///
/// ```swift
/// let toggle = TraceCommand(time: 500_000_000, name: "toggle",
///                           arguments: [.init(name: "animated", value: .bool(true))])
/// ```
public struct TraceCommand: Sendable, Hashable {
  /// One typed argument of a command.
  public enum Value: Sendable, Hashable {
    /// A floating-point number (must be finite).
    case number(Double)
    /// A signed 64-bit integer.
    case integer(Int64)
    /// A UTF-8 string.
    case string(String)
    /// A Boolean.
    case bool(Bool)
    /// A point in points (both coordinates finite).
    case point(x: Double, y: Double)

    /// The type's name in JSON Lines (`number`, `integer`, `string`, `bool`, `point`).
    package var typeName: String {
      switch self {
      case .number: "number"
      case .integer: "integer"
      case .string: "string"
      case .bool: "bool"
      case .point: "point"
      }
    }
  }

  /// A labelled argument.
  ///
  /// Arguments keep the order they were given in.
  public struct Argument: Sendable, Hashable {
    /// The argument's label (may be empty).
    public var name: String
    /// The argument's value.
    public var value: Value

    /// An argument.
    public init(name: String, value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// Nanoseconds since the start of the trace.
  public var time: Int64
  /// The command's name.
  public var name: String
  /// The command's arguments, in order.
  public var arguments: [Argument]

  /// A command.
  public init(time: Int64, name: String, arguments: [Argument] = []) {
    self.time = time
    self.name = name
    self.arguments = arguments
  }

  /// The first argument with the given label, if any.
  package subscript(argument name: String) -> Value? {
    arguments.first { $0.name == name }?.value
  }
}
