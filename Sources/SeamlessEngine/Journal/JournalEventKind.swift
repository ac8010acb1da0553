/// Which case of ``JournalEvent`` an event is, without its payload: for observers that read
/// only some kinds of event (an invariant's checker is handed only the kinds it declares).
///
/// One case per ``JournalEvent`` case, in the same order; ``JournalEvent/kind`` names each
/// without `default:`, so a new event does not compile until it has a kind.
///
/// ```swift
/// JournalEvent.counterChanged(name: "transitions", from: 0, to: 1).kind   // .counterChanged
/// JournalEventKinds([.counterChanged, .programmerError]).contains(.counterChanged)   // true
/// ```
public enum JournalEventKind: UInt8, Sendable, Hashable, CaseIterable {
  case frame
  case frameRateChanged
  case stallScheduled
  case touchDelivered
  case touchDropped
  case touchCancelled
  case touchWithheld
  case touchReleased
  case touchDiscarded
  case inputRejected
  case ignoringInteractionEventsChanged
  case clockViolation
  case programmerError
  case gestureStateChanged
  case gestureReleased
  case gestureActionCalled
  case animationAdded
  case animationEnded
  case completionRegistered
  case animationCompletionCalled
  case completionsDiscarded
  case presentationPromoted
  case presentationTransition
  case counterChanged
  case commandPerformed
  case animatorChanged
  case animatorCompletionCalled
  case dynamics
  case identified
  case sceneEvent
  case viewTransition
  case framesSkipped
  case controlEvent
  case controlActionCalled
  case controlStateChanged
  case controlValueChanged
  case timer
  case scroll
}

extension JournalEventKind {
  /// Whether events of the kind report something wrong (a violation, a misuse, malformed
  /// input): `JournalEvent.isProblem`.
  public var isProblem: Bool {
    switch self {
    case .clockViolation, .programmerError, .inputRejected: true
    case .frame, .frameRateChanged, .stallScheduled, .touchDelivered, .touchDropped, .touchCancelled,
      .touchWithheld, .touchReleased, .touchDiscarded,
      .ignoringInteractionEventsChanged, .gestureStateChanged, .gestureReleased, .gestureActionCalled, .animationAdded, .animationEnded,
      .completionRegistered, .animationCompletionCalled, .completionsDiscarded, .presentationPromoted, .animatorChanged,
      .animatorCompletionCalled,
      .presentationTransition, .counterChanged, .timer, .commandPerformed, .dynamics, .identified, .sceneEvent,
      .viewTransition, .framesSkipped,
      .controlEvent, .controlActionCalled, .controlStateChanged, .controlValueChanged, .scroll:
      false
    }
  }
}

extension JournalEvent {
  /// The event's case, without its payload.
  public var kind: JournalEventKind {
    switch self {
    case .frame: .frame
    case .frameRateChanged: .frameRateChanged
    case .stallScheduled: .stallScheduled
    case .touchDelivered: .touchDelivered
    case .touchDropped: .touchDropped
    case .touchCancelled: .touchCancelled
    case .touchWithheld: .touchWithheld
    case .touchReleased: .touchReleased
    case .touchDiscarded: .touchDiscarded
    case .inputRejected: .inputRejected
    case .ignoringInteractionEventsChanged: .ignoringInteractionEventsChanged
    case .clockViolation: .clockViolation
    case .programmerError: .programmerError
    case .gestureStateChanged: .gestureStateChanged
    case .gestureReleased: .gestureReleased
    case .gestureActionCalled: .gestureActionCalled
    case .animationAdded: .animationAdded
    case .animationEnded: .animationEnded
    case .completionRegistered: .completionRegistered
    case .animationCompletionCalled: .animationCompletionCalled
    case .completionsDiscarded: .completionsDiscarded
    case .presentationPromoted: .presentationPromoted
    case .presentationTransition: .presentationTransition
    case .counterChanged: .counterChanged
    case .commandPerformed: .commandPerformed
    case .animatorChanged: .animatorChanged
    case .animatorCompletionCalled: .animatorCompletionCalled
    case .dynamics: .dynamics
    case .identified: .identified
    case .sceneEvent: .sceneEvent
    case .viewTransition: .viewTransition
    case .framesSkipped: .framesSkipped
    case .controlEvent: .controlEvent
    case .controlActionCalled: .controlActionCalled
    case .controlStateChanged: .controlStateChanged
    case .controlValueChanged: .controlValueChanged
    case .timer: .timer
    case .scroll: .scroll
    }
  }
}

/// A set of ``JournalEventKind``s, one bit each.
///
/// ```swift
/// let kinds: JournalEventKinds = [.touchDelivered, .presentationTransition]
/// kinds.contains(.frame)   // false
/// JournalEventKinds.all.contains(.frame)   // true
/// ```
public struct JournalEventKinds: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// Bit `kind.rawValue` for each kind in the set.
  public let rawValue: UInt64

  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The set holding `kinds`.
  package init<Kinds: Sequence<JournalEventKind>>(_ kinds: Kinds) {
    self.init(rawValue: kinds.reduce(0) { $0 | 1 << UInt64($1.rawValue) })
  }

  public init(arrayLiteral kinds: JournalEventKind...) {
    self.init(kinds)
  }

  /// Every kind of event.
  public static let all = JournalEventKinds(JournalEventKind.allCases)

  /// No kind of event.
  package static let none = JournalEventKinds(rawValue: 0)

  /// The kinds that report something wrong (``JournalEventKind/isProblem``).
  public static let problems = JournalEventKinds(JournalEventKind.allCases.filter(\.isProblem))

  /// Whether `kind` is in the set.
  @inlinable
  public func contains(_ kind: JournalEventKind) -> Bool { rawValue & 1 << UInt64(kind.rawValue) != 0 }

  /// The kinds in either set.
  package func union(_ other: JournalEventKinds) -> JournalEventKinds { JournalEventKinds(rawValue: rawValue | other.rawValue) }

  /// Whether the set holds no kind.
  package var isEmpty: Bool { rawValue == 0 }
}
