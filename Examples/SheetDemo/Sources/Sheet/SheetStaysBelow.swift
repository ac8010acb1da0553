import SeamlessEngine
import SeamlessReplay

/// An invariant of the app's own: a finger never pulls the sheet's centre above `y` (window
/// points), so no frame reveals the gap beneath a sheet pulled too high. (A spring may carry
/// it a point past open on its own: that is its bounce, not a finger's doing.)
///
/// Written against Seamless's public API only: the checker reads each frame's samples
/// (``FrameSampler/views``) as the user saw them.
///
/// ```swift
/// var configuration = ReplayConfiguration()
/// configuration.invariants.append(SheetStaysBelow(y: SheetScene.openY))
/// ```
public struct SheetStaysBelow: Invariant {
  /// The highest centre the sheet may show.
  public var y: Double
  public let name = "sheet-stays-below"
  public var summary: String { "a finger never pulls the sheet's centre above y = \(y)" }

  public init(y: Double) {
    self.y = y
  }

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(limit: y) }

  final class Checker: InvariantChecker {
    let limit: Double
    var violations: [InvariantViolation] = []
    var framesJudged = 0

    init(limit: Double) {
      self.limit = limit
    }

    var judged: String? { "\(framesJudged) held frames judged" }

    func frameSampled(_ sampler: FrameSampler) {
      for view in sampler.views where view.isOnScreen && view.isHeld && view.name == "sheet" {
        framesJudged += 1
        if view.windowCenter.y < limit, violations.count < 10 {
          violations.append(
            InvariantViolation(
              instant: sampler.time,
              message:
                "a finger holds the sheet's centre at y = \(view.windowCenter.y), above \(limit) (moving at \(view.velocity(.centerY)) pt/s)",
              view: view.name))
        }
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { violations }
  }
}
