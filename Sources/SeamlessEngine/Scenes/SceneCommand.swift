/// A trace command as a scene receives it: a name and labelled, typed arguments.
///
/// ```swift
/// let toggle = SceneCommand(name: "toggle", arguments: [("animated", .bool(true)), ("target", .point(Point(x: 195, y: 700)))])
/// toggle.bool("animated")    // true
/// toggle.point("target")     // (195.0, 700.0)
/// ```
public struct SceneCommand: Sendable, Hashable, CustomStringConvertible {
  /// One argument's value.
  public enum Value: Sendable, Hashable {
    case number(Double)
    case integer(Int64)
    case string(String)
    case bool(Bool)
    case point(Point)
  }

  public var name: String
  /// Labelled arguments in the order the trace gives them.
  public var arguments: [(label: String, value: Value)]

  public init(name: String, arguments: [(label: String, value: Value)] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// The first argument labelled `label`.
  public func value(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

  /// The Boolean argument `label`, if there is one.
  public func bool(_ label: String) -> Bool? {
    if case .bool(let value) = self.value(label) { value } else { nil }
  }

  /// The point argument `label`, if there is one.
  public func point(_ label: String) -> Point? {
    if case .point(let value) = self.value(label) { value } else { nil }
  }

  /// The number argument `label` (an integer converts), if there is one.
  public func number(_ label: String) -> Double? {
    switch value(label) {
    case .number(let value): value
    case .integer(let value): Double(value)
    case .string, .bool, .point, nil: nil
    }
  }

  public var description: String {
    let parts = arguments.map { argument -> String in
      switch argument.value {
      case .number(let v): "\(argument.label)=\(v)"
      case .integer(let v): "\(argument.label)=\(v)"
      case .string(let v): "\(argument.label)=\(v.canonicalQuoted)"
      case .bool(let v): "\(argument.label)=\(v)"
      case .point(let p): "\(argument.label)=(\(p.x), \(p.y))"
      }
    }
    return ([name] + parts).joined(separator: " ")
  }

  public static func == (a: SceneCommand, b: SceneCommand) -> Bool {
    a.name == b.name && a.arguments.elementsEqual(b.arguments) { $0.label == $1.label && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    for argument in arguments {
      hasher.combine(argument.label)
      hasher.combine(argument.value)
    }
  }
}
