import Foundation
import SeamlessTrace

/// A parsed JSON value that keeps integers exact, for reading recipes with precise errors
/// and writing them back canonically (keys sorted, no whitespace).
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"b":1,"a":[true,0.5]}"#)
/// value.canonicalText   // {"a":[true,0.5],"b":1}
/// ```
package enum JSONValue: Sendable, Hashable, Decodable {
  case null
  case bool(Bool)
  case integer(Int64)
  case unsigned(UInt64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// A number in the JSON text that no 64-bit integer or float holds (beyond ±1.8e308).
  package struct NumberOutOfRange: Error, Sendable, CustomStringConvertible {
    /// Where it is, as `timeline[0].at`.
    package var path: String
    package var description: String { "\(path.isEmpty ? "a number" : path): a number beyond ±1.8e308, which no 64-bit float holds" }
  }

  /// Parses JSON text; throws ``NumberOutOfRange`` for a number too large to hold.
  package init(parsing text: String) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  package init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
      self = .array(values)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var values: [String: JSONValue] = [:]
      for key in object.allKeys { values[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
      self = .object(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let value = try? single.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? single.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? single.decode(UInt64.self) {
      self = .unsigned(value)
    } else if let value = try? single.decode(Double.self) {
      self = .number(value)
    } else if let value = try? single.decode(String.self) {
      self = .string(value)
    } else {
      // Every scalar type refused it: a number that parsed as JSON but fits no Swift number.
      let path = decoder.codingPath.reduce(into: "") { path, key in
        if let index = key.intValue { path += "[\(index)]" } else { path += path.isEmpty ? key.stringValue : ".\(key.stringValue)" }
      }
      throw NumberOutOfRange(path: path)
    }
  }

  /// The value as a Double, if it is a number.
  package var doubleValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .unsigned(let value): Double(value)
    case .number(let value): value
    case .null, .bool, .string, .array, .object: nil
    }
  }

  /// The canonical text: object keys sorted, numbers in shortest exact form, no spaces.
  package var canonicalText: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .integer(let value): return String(value)
    case .unsigned(let value): return String(value)
    case .number(let value): return value.description
    case .string(let value): return TraceJSONLines.quoted(value)
    case .array(let values): return "[" + values.map(\.canonicalText).joined(separator: ",") + "]"
    case .object(let values):
      return "{"
        + values.sorted { $0.key < $1.key }.map { TraceJSONLines.quoted($0.key) + ":" + $0.value.canonicalText }.joined(separator: ",")
        + "}"
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
