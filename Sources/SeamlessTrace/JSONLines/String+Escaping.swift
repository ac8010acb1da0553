extension String {
  /// Appends `text` with each Unicode scalar that `replacement` maps written as its
  /// replacement, and every other scalar as it is.
  ///
  /// The one scalar-by-scalar escaper: JSON strings (``TraceJSONLines``) and the text of
  /// SVG plots differ only in their replacements.
  ///
  /// ```swift
  /// var out = ""
  /// out.append("a<b") { $0 == "<" ? "&lt;" : nil }
  /// out   // "a&lt;b"
  /// ```
  package mutating func append(_ text: String, replacing replacement: (Unicode.Scalar) -> String?) {
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        self += replaced
      } else {
        unicodeScalars.append(scalar)
      }
    }
  }
}
