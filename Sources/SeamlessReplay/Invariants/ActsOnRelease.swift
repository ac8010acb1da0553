import SeamlessEngine

/// A control's press can be taken back: an action that runs while the finger is still down
/// (touch down, a drag inside or across the edge) must be undone when the user drags away
/// and lifts outside, or when the touch is cancelled.
///
/// UIKit buttons act on touch up inside so that "if you drag your finger, it'll unhighlight,
/// because you're far enough away that they expect it not to be a touch up on the button"
/// (WWDC 2008 session 362, “Controls, Views and Animation”). A violation is a press whose tracking actions ran, that ended with
/// `touchUpOutside` (or `touchCancel`), on a control with no action for that ending event (or,
/// for a lift outside, for `touchDragExit`) to undo them. Feedback on touch down is fine when the control also handles the way out.
///
/// ```swift
/// ActsOnRelease().check(run)
/// // ["\"dismiss\" ran \"change\" on touchDown, then the finger lifted outside it (touchUpOutside) …"]
/// ```
package struct ActsOnRelease: Invariant {
  package let name = InvariantName.actsOnRelease.rawValue
  package let summary = "a control's press can be taken back: actions run with the finger down are undone when it lifts outside"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(window: run.engine.window) }

  /// The events sent while a finger is still down.
  static let trackingEvents: ControlEvents = [
    .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
  ]

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.controlEvent, .controlActionCalled] }
    var samplesFrames: Bool { false }
    let window: View
    var log = ViolationLog()
    /// Per control, the actions its press in progress ran while the finger was down.
    var pressActions: [String: [(action: String, event: ControlEvents)]] = [:]

    init(window: View) {
      self.window = window
    }

    func observe(_ entry: JournalEntry) {
      switch entry.event {
      case .controlEvent(let control, let event, let touchID):
        guard touchID != nil else { return }
        if event == .touchDown {
          pressActions[control] = []
        } else if event == .touchUpInside {
          pressActions[control] = nil
        } else if event == .touchUpOutside || event == .touchCancel {
          defer { pressActions[control] = nil }
          guard let ran = pressActions[control], let first = ran.first else { return }
          // An action for the ending event undoes the press; for a lift outside, so does one
          // for the drag exit that took the finger out (highlight on touch down, unhighlight
          // on drag exit, act on touch up inside).
          let undoing: [ControlEvents] = event == .touchUpOutside ? [.touchUpOutside, .touchDragExit] : [.touchCancel]
          let undo =
            Self.find(control, in: window).map { found in undoing.contains { !found.actionNames(for: $0).isEmpty } } ?? false
          guard !undo else { return }
          let how = event == .touchCancel ? "the touch was cancelled" : "the finger was dragged off and lifted outside it"
          log.append(
            at: entry.instant,
            "\"\(control)\" ran \"\(first.action)\" on \(first.event) and then \(how) (\(event)), with no action for "
              + "\(event) to undo it: the user could not take the press back (act on touchUpInside)")
        }
      case .controlActionCalled(let control, let action, let event):
        guard ActsOnRelease.trackingEvents.contains(event), pressActions[control] != nil else { return }
        pressActions[control]?.append((action, event))
      default:
        return
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }

    static func find(_ name: String, in root: View) -> Control? {
      root.firstDescendant { $0.name == name && $0 is Control } as? Control
    }
  }
}
