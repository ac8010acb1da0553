import SeamlessEngine
import SeamlessTrace

/// A JSON object of a recipe, read key by key with errors that name the key's path.
struct RecipeObject {
  let values: [String: JSONValue]
  let path: String

  init(_ value: JSONValue, path: String) throws(RecipeError) {
    guard case .object(let values) = value else {
      throw RecipeError(path: path, message: "expected an object, found \(value.canonicalText.prefix(40))")
    }
    self.values = values
    self.path = path
  }

  var keys: [String] { values.keys.sorted() }

  func has(_ key: String) -> Bool { values[key] != nil }

  func allowOnly(_ allowed: Set<String>) throws(RecipeError) {
    if let unknown = values.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw RecipeError(path: at(unknown), message: "unknown key (expected one of \(allowed.sorted().joined(separator: ", ")))")
    }
  }

  func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  private func require(_ key: String) throws(RecipeError) -> JSONValue {
    guard let value = values[key] else { throw RecipeError(path: at(key), message: "missing") }
    return value
  }

  func number(_ key: String) throws(RecipeError) -> Double {
    let value = try require(key)
    guard let number = value.doubleValue, number.isFinite else {
      throw RecipeError(path: at(key), message: "expected a finite number, found \(value.canonicalText.prefix(40))")
    }
    return number
  }

  func optionalNumber(_ key: String) throws(RecipeError) -> Double? { has(key) ? try number(key) : nil }

  func integer(_ key: String) throws(RecipeError) -> Int64 {
    let value = try require(key)
    guard case .integer(let integer) = value else {
      throw RecipeError(path: at(key), message: "expected an integer, found \(value.canonicalText.prefix(40))")
    }
    return integer
  }

  func optionalInteger(_ key: String) throws(RecipeError) -> Int64? { has(key) ? try integer(key) : nil }

  func optionalUnsigned(_ key: String) throws(RecipeError) -> UInt64? {
    guard let value = values[key] else { return nil }
    switch value {
    case .integer(let integer) where integer >= 0: return UInt64(integer)
    case .unsigned(let unsigned): return unsigned
    case .null, .bool, .integer, .number, .string, .array, .object:
      throw RecipeError(path: at(key), message: "expected an integer in 0…\(UInt64.max), found \(value.canonicalText.prefix(40))")
    }
  }

  func string(_ key: String) throws(RecipeError) -> String {
    let value = try require(key)
    guard case .string(let string) = value else {
      throw RecipeError(path: at(key), message: "expected a string, found \(value.canonicalText.prefix(40))")
    }
    return string
  }

  func optionalString(_ key: String) throws(RecipeError) -> String? { has(key) ? try string(key) : nil }

  func bool(_ key: String) throws(RecipeError) -> Bool {
    let value = try require(key)
    guard case .bool(let bool) = value else {
      throw RecipeError(path: at(key), message: "expected true or false, found \(value.canonicalText.prefix(40))")
    }
    return bool
  }

  func optionalBool(_ key: String) throws(RecipeError) -> Bool? { has(key) ? try bool(key) : nil }

  func point(_ key: String) throws(RecipeError) -> Point {
    let value = try require(key)
    guard case .array(let pair) = value, pair.count == 2, let x = pair[0].doubleValue, let y = pair[1].doubleValue, x.isFinite, y.isFinite
    else {
      throw RecipeError(path: at(key), message: "expected a point [x, y] of two finite numbers, found \(value.canonicalText.prefix(40))")
    }
    return Point(x: x, y: y)
  }

  /// `{"view": "name", "point": "center"}` at `key`, or `nil` when `key` holds something else.
  func viewTarget(_ key: String) throws(RecipeError) -> ViewTarget? {
    guard let value = values[key], case .object = value else { return nil }
    let object = try RecipeObject(value, path: at(key))
    guard object.has("view") else { return nil }
    try object.allowOnly(["view", "point"])
    let view = try object.string("view")
    guard !view.isEmpty else { throw RecipeError(path: object.at("view"), message: "a view name cannot be empty") }
    let anchorName = try object.optionalString("point") ?? ViewTarget.Anchor.center.rawValue
    guard let anchor = ViewTarget.Anchor(rawValue: anchorName) else {
      throw RecipeError(
        path: object.at("point"),
        message: "unknown point \"\(anchorName)\" (expected \(ViewTarget.Anchor.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    return ViewTarget(view: view, anchor: anchor)
  }

  /// `{"by": [dx, dy]}` at `key`, or `nil` when `key` holds something else.
  func relativePoint(_ key: String) throws(RecipeError) -> Point? {
    guard let value = values[key], case .object = value else { return nil }
    let object = try RecipeObject(value, path: at(key))
    guard object.has("by") else { return nil }
    try object.allowOnly(["by"])
    return try object.point("by")
  }

  func array(_ key: String) throws(RecipeError) -> [JSONValue] {
    let value = try require(key)
    guard case .array(let array) = value else {
      throw RecipeError(path: at(key), message: "expected an array, found \(value.canonicalText.prefix(40))")
    }
    return array
  }

  func optionalObject(_ key: String) throws(RecipeError) -> RecipeObject? {
    guard let value = values[key] else { return nil }
    return try RecipeObject(value, path: at(key))
  }
}
