extension String {
  /// Whether `needle` occurs in the string, comparing UTF-8 bytes: what invariants use to
  /// read a journal field, without Foundation's locale-aware search (a tenth of a replay that
  /// added thousands of animations).
  ///
  /// ```swift
  /// "keyframes linear animator=\"a\"".containsUTF8("animator=")   // true
  /// ```
  func containsUTF8(_ needle: String) -> Bool {
    let haystack = Array(utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return true }
    guard haystack.count >= pattern.count else { return false }
    for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
      if haystack[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
    }
    return false
  }
}
