/// Writes one JSON object, its keys in the order they are added: the one way Seamless's
/// reports, summaries and command outputs are written as JSON.
///
/// Strings are escaped as JSON Lines escapes them (``TraceJSONLines``), doubles are written in
/// Swift's shortest round-trip form, a `nil` is `null`.
///
/// ```swift
/// var object = JSONObjectWriter()
/// object.add("scene", "card-drag")
/// object.add("passed", true)
/// object.add("end_ns", Int64(2_500_000_000))
/// object.add("seed", nil as UInt64?)
/// object.text   // {"scene":"card-drag","passed":true,"end_ns":2500000000,"seed":null}
/// ```
package struct JSONObjectWriter {
  private var fields: [String] = []

  package init() {}

  /// `key` with a string value (or `null`).
  package mutating func add(_ key: String, _ value: String?) {
    add(key, json: value.map(TraceJSONLines.quoted) ?? "null")
  }

  /// `key` with an integer value (or `null`).
  package mutating func add<Integer: BinaryInteger>(_ key: String, _ value: Integer?) {
    add(key, json: value.map { "\($0)" } ?? "null")
  }

  /// `key` with a double value, in its shortest round-trip form (or `null`).
  package mutating func add(_ key: String, _ value: Double?) {
    add(key, json: value.map { "\($0)" } ?? "null")
  }

  /// `key` with a Boolean value.
  package mutating func add(_ key: String, _ value: Bool) {
    add(key, json: value ? "true" : "false")
  }

  /// `key` with an object value.
  package mutating func add(_ key: String, _ object: JSONObjectWriter) {
    add(key, json: object.text)
  }

  /// `key` with an array of objects.
  package mutating func add(_ key: String, _ objects: [JSONObjectWriter]) {
    add(key, json: "[" + objects.map(\.text).joined(separator: ",") + "]")
  }

  /// `key` with a value that is already JSON.
  package mutating func add(_ key: String, json: String) {
    fields.append(TraceJSONLines.quoted(key) + ":" + json)
  }

  /// The object.
  package var text: String { "{" + fields.joined(separator: ",") + "}" }
}
