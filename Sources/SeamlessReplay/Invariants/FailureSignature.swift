import SeamlessEngine

/// The part of an interaction a violation happened in: the third coordinate of a
/// ``FailureSignature``.
public enum FailurePhase: String, Sendable, Hashable, CaseIterable {
  /// While a finger drags the view.
  case drag
  /// At the lift, as something takes the view over.
  case release
  /// As a finger takes hold of a moving view.
  case `catch`
  /// Where animations meet with no finger on the view (added, ended, retargeted, removed).
  case transition
  /// Once everything should be at rest.
  case rest
}

/// One distinct way a run fails: an invariant, the view it names and the phase, each as far as
/// the violation says (`nil`: not said).
///
/// A fuzz campaign counts its failing cases by signature, shrinks the first case of each keeping
/// that signature, and known issues match signatures.
///
/// Spelled `invariant × view × phase`, `*` for a coordinate not said (or, in a known issue,
/// any):
///
/// ```swift
/// FailureSignature(invariant: "follows-finger", view: "sheet", phase: .drag).description   // "follows-finger × sheet × drag"
/// FailureSignature(parsing: "continuity × * × catch")?.matches(signature)                    // any view
/// ```
public struct FailureSignature: Sendable, Hashable, CustomStringConvertible {
  public var invariant: String
  public var view: String?
  public var phase: FailurePhase?

  public init(invariant: String, view: String? = nil, phase: FailurePhase? = nil) {
    self.invariant = invariant
    self.view = view
    self.phase = phase
  }

  /// `invariant × view × phase` (or `invariant`, `invariant × view`); `*` or a missing
  /// coordinate is `nil`.
  ///
  /// `nil` for an empty invariant or an unknown phase.
  package init?(parsing text: String) {
    let parts = text.split(separator: "×", omittingEmptySubsequences: false).map(Self.trimmed)
    guard let invariant = parts.first, !invariant.isEmpty, invariant != "*", parts.count <= 3 else { return nil }
    self.invariant = invariant
    view = parts.count > 1 && parts[1] != "*" && !parts[1].isEmpty ? parts[1] : nil
    if parts.count > 2 && parts[2] != "*" && !parts[2].isEmpty {
      guard let phase = FailurePhase(rawValue: parts[2]) else { return nil }
      self.phase = phase
    } else {
      phase = nil
    }
  }

  public var description: String { "\(invariant) × \(view ?? "*") × \(phase?.rawValue ?? "*")" }

  /// Whether `other` is this signature, a `nil` coordinate here matching anything.
  package func matches(_ other: FailureSignature) -> Bool {
    invariant == other.invariant && (view == nil || view == other.view) && (phase == nil || phase == other.phase)
  }

  private static func trimmed(_ text: Substring) -> String {
    var text = text
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }

}
