/// Enforces the recognizer state machine of ``GestureRecognizerState`` for one recognizer.
///
/// Every move is checked: a legal one happens and says whether actions fire; an illegal
/// one leaves the state as it was and comes back as an ``IllegalGestureTransition`` for the
/// engine to record as a programmer error (UIKit would misbehave or assert; the model never
/// crashes). `reset()` is the engine's move at the end of a touch sequence.
///
/// ```swift
/// var machine = GestureStateMachine(kind: .continuous)
/// try machine.move(to: .began)     // actions fire
/// try machine.move(to: .changed)
/// try machine.move(to: .ended)
/// machine.reset()                  // back to .possible
/// ```
public struct GestureStateMachine: Sendable, Hashable {
  /// Whether a recognizer reports one instant (tap, swipe) or a stretch of time (pan, pinch).
  public enum Kind: Sendable, Hashable, CustomStringConvertible {
    case discrete
    case continuous
    /// A recognizer of UIKit's base class (a subclass decides): the moves of either kind.
    case custom

    public var description: String {
      switch self {
      case .discrete: "discrete"
      case .continuous: "continuous"
      case .custom: "custom"
      }
    }
  }

  /// The recognizer's kind.
  package let kind: Kind
  /// The current state.
  package private(set) var state: GestureRecognizerState = .possible

  package init(kind: Kind) {
    self.kind = kind
  }

  /// Whether `from → to` is a move the recognizer itself may make (resets excluded).
  package static func isLegal(from: GestureRecognizerState, to: GestureRecognizerState, kind: Kind) -> Bool {
    switch (kind, from, to) {
    case (.discrete, .possible, .ended), (.discrete, .possible, .failed):
      return true
    case (.continuous, .possible, .began), (.continuous, .possible, .failed),
      (.continuous, .began, .changed), (.continuous, .began, .ended), (.continuous, .began, .cancelled),
      (.continuous, .changed, .changed), (.continuous, .changed, .ended), (.continuous, .changed, .cancelled):
      return true
    case (.custom, _, _):
      return isLegal(from: from, to: to, kind: .discrete) || isLegal(from: from, to: to, kind: .continuous)
    case (.discrete, _, _), (.continuous, _, _):
      return false
    }
  }

  /// Moves to `next` if the state machine allows it; returns whether actions fire.
  @discardableResult
  package mutating func move(to next: GestureRecognizerState) throws(IllegalGestureTransition) -> Bool {
    guard Self.isLegal(from: state, to: next, kind: kind) else {
      throw IllegalGestureTransition(from: state, to: next, kind: kind)
    }
    state = next
    return next.sendsActions
  }

  /// Back to ``GestureRecognizerState/possible``: the engine's move when the touch
  /// sequence ends (UIKit resets recognizers then, whatever state they reached).
  package mutating func reset() {
    state = .possible
  }
}

/// A recognizer move the state machine forbids, with both states and the recognizer kind.
///
/// ```
/// illegal gesture recognizer transition began → failed (continuous): from began the
/// recognizer can only go to changed, ended, cancelled
/// ```
public struct IllegalGestureTransition: Error, Sendable, Hashable, CustomStringConvertible {
  package var from: GestureRecognizerState
  package var to: GestureRecognizerState
  package var kind: GestureStateMachine.Kind

  package init(from: GestureRecognizerState, to: GestureRecognizerState, kind: GestureStateMachine.Kind) {
    self.from = from
    self.to = to
    self.kind = kind
  }

  public var description: String {
    let allowed = GestureRecognizerState.allCases.filter { GestureStateMachine.isLegal(from: from, to: $0, kind: kind) }
    let options =
      allowed.isEmpty
      ? "wait for the reset to possible at the end of the touch sequence" : "go to " + allowed.map(\.description).joined(separator: ", ")
    return "illegal gesture recognizer transition \(from) → \(to) (\(kind)): from \(from) the recognizer can only \(options)"
  }
}
