/// A shrinker made of passes, run over and over until a whole round improves nothing or the
/// budget of predicate calls is spent: what ``Shrinker`` (choice sequences) and
/// ``TraceShrinker`` (recorded traces) share.
///
/// ```swift
/// var shrinker = Shrinker(budget: 500)
/// let minimal = shrinker.shrink(failing) { replayFails($0) }   // runs `shrinkToFixpoint`
/// ```
protocol ShrinkPasses {
  associatedtype Value
  associatedtype Pass: CaseIterable, RawRepresentable where Pass.RawValue == String

  /// The most predicate calls a shrink may make.
  var budget: Int { get }
  /// Predicate calls made so far.
  var calls: Int { get }

  /// One pass over `value`; the best failing value it found (or `value`).
  mutating func run(_ pass: Pass, on value: Value, fails: (Value) -> Bool) -> Value
  /// Whether `next` is simpler than `current`.
  static func isSimpler(_ next: Value, than current: Value) -> Bool
  /// `value` for the log (its size).
  static func summary(of value: Value) -> String
  /// Notes one improvement.
  mutating func note(_ line: String)
}

extension ShrinkPasses {
  /// The simplest value found that `fails`, starting from `value` (which must fail).
  mutating func shrinkToFixpoint(_ value: Value, fails: (Value) -> Bool) -> Value {
    var current = value
    var progress = true
    while progress && calls < budget {
      progress = false
      for pass in Pass.allCases {
        let next = run(pass, on: current, fails: fails)
        if Self.isSimpler(next, than: current) {
          note("\(pass.rawValue): \(Self.summary(of: next))")
          current = next
          progress = true
        }
      }
    }
    return current
  }
}
