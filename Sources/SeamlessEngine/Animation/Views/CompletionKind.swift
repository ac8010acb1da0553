/// What registered a completion handler: the journal's `kind` of a
/// ``JournalEvent/completionRegistered(handler:kind:owner:)``.
///
/// ```swift
/// // completion-registered handler=3 kind=animate owner="block 5"
/// ```
public enum CompletionKind: String, Sendable, Hashable, CaseIterable {
  /// `animate(withDuration:…completion:)` (or its spring variant).
  case animate
  /// `animateKeyframes(withDuration:…completion:)`.
  case keyframes
  /// `performTransaction(_:completion:)`.
  case transaction
  /// A property animator's `addCompletion(_:)`.
  case animator
  /// `transition(with:…completion:)` or `transition(from:to:…completion:)`.
  case transition
}
