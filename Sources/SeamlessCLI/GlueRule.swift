/// The glue rule, applied: the only lines a UIKit source file changes to compile against
/// SeamlessUIKit on Linux, where there is no Objective-C runtime.
///
/// - `import UIKit`, `import CoreGraphics`, `import QuartzCore` become one `import SeamlessUIKit`;
///   submodule imports (`import UIKit.UIGestureRecognizerSubclass`) are dropped;
/// - the attributes `@objc` (with or without a name), `@IBOutlet` and `@IBAction` are dropped;
/// - `#selector(m(_:))` becomes the method reference `Owner.m(_:)`, `Owner` being the class or
///   extension whose body holds the selector (`#selector(self.m)` and `#selector(Owner.m)`
///   likewise).
///
/// Everything else is left byte for byte, including the same text inside string literals and
/// comments. A selector the rule cannot rewrite (`#selector(getter: …)`, one outside any type)
/// is left as it is and reported.
///
/// ```swift
/// let glued = GlueRule.apply(to: source)
/// glued.text          // the file under the rule
/// glued.changes       // ["3: import UIKit → import SeamlessUIKit", …]
/// glued.unsupported   // [] unless something is left that will not compile
/// ```
struct GlueRule {
  /// The file under the rule, with what changed and what could not be.
  struct Result {
    var text: String
    /// One line per change: `LINE: before → after`.
    var changes: [String] = []
    /// One line per construct left unchanged that will not compile on Linux.
    var unsupported: [String] = []
    /// Whether the file schedules Foundation timers (its module needs the `Timer` alias once).
    var schedulesTimers = false
  }

  /// The modules the rule replaces with SeamlessUIKit.
  static let replacedModules: Set<Substring> = ["UIKit", "CoreGraphics", "QuartzCore"]
  /// The attributes the rule drops.
  static let droppedAttributes: Set<Substring> = ["objc", "IBOutlet", "IBAction"]

  /// Applies the rule to one file's text.
  static func apply(to source: String) -> Result {
    var result = Result(text: "")
    let lines = rewriteImports(source, into: &result)
    result.text = rewriteBody(lines, into: &result)
    result.schedulesTimers = result.text.contains("Timer.scheduledTimer") || result.text.contains("Timer(timeInterval:")
    return result
  }

  // MARK: Imports

  /// The lines with the imports rewritten: the first replaced import becomes `import
  /// SeamlessUIKit`, later ones and submodule imports are dropped.
  private static func rewriteImports(_ source: String, into result: inout Result) -> [Substring] {
    var kept: [Substring] = []
    var imported = source.contains("import SeamlessUIKit")
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let words = line.split(whereSeparator: \.isWhitespace)
      guard words.count == 2, words[0] == "import" else {
        kept.append(line)
        continue
      }
      let path = words[1].split(separator: ".")
      guard let module = path.first, replacedModules.contains(module) else {
        kept.append(line)
        continue
      }
      if path.count == 1 && !imported {
        imported = true
        let indent = line.prefix { $0.isWhitespace }
        kept.append(Substring(indent + "import SeamlessUIKit"))
        result.changes.append("\(index + 1): \(line.trimmed) → import SeamlessUIKit")
      } else {
        result.changes.append("\(index + 1): \(line.trimmed) → (dropped)")
        kept.append("\u{0}")  // a line to remove, kept for numbering until the end
      }
    }
    return kept
  }

  // MARK: Attributes and selectors

  /// The lexical state of the scan: code, or inside a comment or string literal.
  private enum Mode {
    case code
    case lineComment
    case blockComment(depth: Int)
    case string(hashes: Int, multiline: Bool)
  }

  /// The rest of the file: attributes dropped and selectors rewritten in code only, with the
  /// enclosing type of each place tracked by its braces.
  private static func rewriteBody(_ lines: [Substring], into result: inout Result) -> String {
    let text = Array(lines.joined(separator: "\n"))
    var out: [Character] = []
    out.reserveCapacity(text.count)
    var mode = Mode.code
    var line = 1
    var depth = 0
    /// The types whose bodies enclose the scan: name and the depth of their opening brace.
    var owners: [(name: String, depth: Int)] = []
    var pendingOwner: String?
    var index = 0

    func peek(_ offset: Int) -> Character? { index + offset < text.count ? text[index + offset] : nil }
    func word(at start: Int) -> (String, Int) {
      var end = start
      while end < text.count, text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "." { end += 1 }
      return (String(text[start..<end]), end)
    }

    while index < text.count {
      let character = text[index]
      if character == "\n" { line += 1 }
      switch mode {
      case .lineComment:
        if character == "\n" { mode = .code }
        out.append(character)
        index += 1
        continue
      case .blockComment(let level):
        if character == "*" && peek(1) == "/" {
          mode = level == 1 ? .code : .blockComment(depth: level - 1)
          out.append(contentsOf: "*/")
          index += 2
        } else if character == "/" && peek(1) == "*" {
          mode = .blockComment(depth: level + 1)
          out.append(contentsOf: "/*")
          index += 2
        } else {
          out.append(character)
          index += 1
        }
        continue
      case .string(let hashes, let multiline):
        if character == "\\" && hashes == 0 {
          out.append(character)
          if let next = peek(1) { out.append(next) }
          index += 2
          continue
        }
        let quotes = multiline ? 3 : 1
        if character == "\"" && (0..<quotes).allSatisfy({ peek($0) == "\"" })
          && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
        {
          out.append(contentsOf: text[index..<(index + quotes + hashes)])
          index += quotes + hashes
          mode = .code
        } else {
          out.append(character)
          index += 1
        }
        continue
      case .code:
        break
      }

      // Code.
      if character == "/" && peek(1) == "/" {
        mode = .lineComment
      } else if character == "/" && peek(1) == "*" {
        mode = .blockComment(depth: 1)
        out.append(contentsOf: "/*")
        index += 2
        continue
      } else if character == "#" || character == "\"" {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
          let multiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
          let opening = hashes + (multiline ? 3 : 1)
          out.append(contentsOf: text[index..<(index + opening)])
          index += opening
          mode = .string(hashes: hashes, multiline: multiline)
          continue
        }
        if character == "#", String(text[index..<min(index + 10, text.count)]) == "#selector(" {
          if let close = matchingParenthesis(in: text, from: index + 9) {
            let inner = String(text[(index + 10)..<close]).trimmed
            if let rewritten = methodReference(for: inner, owner: owners.last?.name) {
              out.append(contentsOf: rewritten)
              result.changes.append("\(line): #selector(\(inner)) → \(rewritten)")
            } else {
              out.append(contentsOf: text[index...close])
              result.unsupported.append(
                "\(line): #selector(\(inner)) has no method reference under the glue rule"
                  + (owners.isEmpty ? " (it is outside any class)" : " (getters and setters have none)"))
            }
            index = close + 1
            continue
          }
        }
      } else if character == "@" {
        let (name, end) = word(at: index + 1)
        if droppedAttributes.contains(Substring(name)) {
          var stop = end
          if name == "objc", stop < text.count, text[stop] == "(", let close = matchingParenthesis(in: text, from: stop) {
            stop = close + 1
          }
          let dropped = String(text[index..<stop])
          result.changes.append("\(line): \(dropped) → (dropped)")
          while stop < text.count, text[stop] == " " || text[stop] == "\t" { stop += 1 }
          // An attribute alone on its line goes with its line break.
          let lineStart = out.lastIndex(of: "\n").map { out.index(after: $0) } ?? out.startIndex
          if out[lineStart...].allSatisfy({ $0 == " " || $0 == "\t" }), stop < text.count, text[stop] == "\n" {
            out.removeSubrange(lineStart...)
            stop += 1
            line += 1
          }
          index = stop
          continue
        }
      } else if character == "{" {
        depth += 1
        if let name = pendingOwner {
          owners.append((name, depth))
          pendingOwner = nil
        }
      } else if character == "}" {
        if let last = owners.last, last.depth == depth { owners.removeLast() }
        depth -= 1
      } else if character.isLetter, index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber || text[index - 1] == "_") {
        let (keyword, end) = word(at: index)
        if ["class", "extension", "struct", "enum", "actor", "protocol"].contains(keyword) {
          var next = end
          while next < text.count, text[next] == " " { next += 1 }
          let (name, _) = word(at: next)
          let notATypeName: Set<String> = [
            "func", "var", "let", "override", "private", "fileprivate", "internal", "public", "open", "final", "static",
            "required", "convenience", "subscript", "",
          ]
          if !notATypeName.contains(name) { pendingOwner = name }
        }
        out.append(contentsOf: text[index..<end])
        index = end
        continue
      }
      out.append(character)
      index += 1
    }
    return String(out).split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "\u{0}" }
      .joined(separator: "\n")
  }

  /// The index of the `)` closing the `(` at `open`, skipping nested parentheses.
  private static func matchingParenthesis(in text: [Character], from open: Int) -> Int? {
    var level = 0
    var index = open
    while index < text.count {
      if text[index] == "(" { level += 1 }
      if text[index] == ")" {
        level -= 1
        if level == 0 { return index }
      }
      if text[index] == "\n" { return nil }
      index += 1
    }
    return nil
  }

  /// `Owner.method(labels:)` for a selector's text, or `nil` if the rule has none.
  private static func methodReference(for selector: String, owner: String?) -> String? {
    guard !selector.hasPrefix("getter:"), !selector.hasPrefix("setter:") else { return nil }
    var method = selector
    if method.hasPrefix("self.") { method.removeFirst(5) }
    let head = method.prefix { $0 != "(" }
    if head.contains(".") { return method }  // already qualified: `Type.method(_:)`
    guard let owner else { return nil }
    return "\(owner).\(method)"
  }
}

extension StringProtocol {
  /// The text without leading and trailing white space.
  fileprivate var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
