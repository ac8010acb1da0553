import SeamlessEngine
import Testing

@Suite struct GestureStateMachineTests {
  typealias S = GestureRecognizerState

  /// Every legal move, straight from UIKit's documented state machine.
  static let legal: [GestureStateMachine.Kind: Set<[S]>] = [
    .discrete: [[.possible, .ended], [.possible, .failed]],
    .continuous: [
      [.possible, .began], [.possible, .failed], [.began, .changed], [.began, .ended], [.began, .cancelled],
      [.changed, .changed], [.changed, .ended], [.changed, .cancelled],
    ],
    // UIKit's base class: a subclass may be either (UIGestureRecognizerSubclass).
    .custom: [
      [.possible, .began], [.possible, .ended], [.possible, .failed], [.began, .changed], [.began, .ended],
      [.began, .cancelled], [.changed, .changed], [.changed, .ended], [.changed, .cancelled],
    ],
  ]

  /// A machine in `state`, reached by legal moves.
  private func machine(_ kind: GestureStateMachine.Kind, in state: S) throws -> GestureStateMachine {
    var machine = GestureStateMachine(kind: kind)
    let path: [S] =
      switch (kind, state) {
      case (_, .possible): []
      case (.discrete, .ended): [.ended]
      case (_, .failed): [.failed]
      case (.continuous, .began), (.custom, .began): [.began]
      case (.continuous, .changed), (.custom, .changed): [.began, .changed]
      case (.continuous, .ended), (.custom, .ended): [.began, .ended]
      case (.continuous, .cancelled), (.custom, .cancelled): [.began, .cancelled]
      case (.discrete, .began), (.discrete, .changed), (.discrete, .cancelled): []
      }
    for next in path { try machine.move(to: next) }
    return machine
  }

  @Test(arguments: [GestureStateMachine.Kind.discrete, .continuous, .custom])
  func everyTransitionIsLegalExactlyWhenDocumented(kind: GestureStateMachine.Kind) throws {
    let reachable: [S] = kind == .discrete ? [.possible, .ended, .failed] : S.allCases
    for from in reachable {
      for to in S.allCases {
        var subject = try machine(kind, in: from)
        #expect(subject.state == from)
        let expected = Self.legal[kind, default: []].contains([from, to])
        do {
          let fires = try subject.move(to: to)
          #expect(expected, "\(from) → \(to) (\(kind)) was allowed")
          #expect(subject.state == to)
          #expect(fires == (to != .failed), "\(from) → \(to): actions fire on began/changed/ended/cancelled only")
        } catch {
          #expect(!expected, "\(from) → \(to) (\(kind)) was refused: \(error)")
          #expect(error == IllegalGestureTransition(from: from, to: to, kind: kind))
          #expect(subject.state == from, "a refused move leaves the state alone")
        }
      }
    }
  }

  @Test func resetReturnsEveryStateToPossible() throws {
    for kind in [GestureStateMachine.Kind.discrete, .continuous] {
      for state in S.allCases where kind == .continuous || [.possible, .ended, .failed].contains(state) {
        var subject = try machine(kind, in: state)
        subject.reset()
        #expect(subject.state == .possible)
        // After the reset the next gesture may begin again.
        #expect(throws: Never.self) { try subject.move(to: kind == .discrete ? .recognized : .began) }
      }
    }
  }

  @Test func terminalStatesWaitForTheReset() throws {
    var subject = try machine(.continuous, in: .ended)
    #expect(throws: IllegalGestureTransition(from: .ended, to: .began, kind: .continuous)) { try subject.move(to: .began) }
    #expect(throws: IllegalGestureTransition(from: .ended, to: .possible, kind: .continuous)) { try subject.move(to: .possible) }
  }

  @Test func violationMessageNamesTheWayOut() {
    #expect(
      IllegalGestureTransition(from: .began, to: .failed, kind: .continuous).description
        == "illegal gesture recognizer transition began → failed (continuous): from began the recognizer can only go to changed, ended, cancelled"
    )
    #expect(
      IllegalGestureTransition(from: .failed, to: .began, kind: .discrete).description
        == "illegal gesture recognizer transition failed → began (discrete): from failed the recognizer can only wait for the reset to possible at the end of the touch sequence"
    )
  }

  @Test func rawValuesMatchUIKit() {
    #expect(S.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(S.recognized == .ended)
  }
}
