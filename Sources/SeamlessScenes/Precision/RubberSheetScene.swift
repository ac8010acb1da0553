import SeamlessEngine
import SeamlessReplay

/// A Maps-style bottom sheet written plainly (no Seamless-specific declaration): the precision
/// corpus's rubber band, detents and velocity projection.
///
/// A 390 × 844 pt `sheet` rests at one of three detents (centre y 482 full, 844 half, 1166
/// collapsed) over a `scrim` whose alpha follows it (0.4 full, 0.2 half, 0 collapsed). A pan on
/// the sheet moves it with the finger between full and collapsed, and past them on a rubber
/// band: beyond a limit the sheet moves `(1 − 1 / (d × 0.55 / 844 + 1)) × 844` for a finger
/// `d` points past it (UIScrollView's band, c = 0.55, as reverse-engineered publicly). A grab
/// stops the sheet where it is shown; if that is past a limit (a spring overshooting), the
/// drag starts on the band there (its inverse gives the finger's place). The release projects
/// where the sheet would coast to (UIScrollView's normal deceleration rate, 0.998 per ms:
/// `v / 1000 × 0.998 / (1 − 0.998)`), picks the nearest detent, and moves sheet and scrim in one
/// spring (0.5 s, damping ratio 0.8) starting at the finger's velocity (the scrim's fade
/// begins from its current state: alpha never animates additively). A transition
/// counter `sheet-moves` counts moves in flight. The command `expand` (a "show more" button)
/// sends the sheet to full in 0.3 s. The app keeps the detent it believes in,
/// set by the completion of the latest move that finished, and declares what it implies
/// (``DeclaresRestState``: the sheet's centre y at that detent).
///
/// ```swift
/// let scene = RubberSheetScene(bug: .dropsReleaseVelocity)
/// ```
package final class RubberSheetScene: Scene {
  /// Realistic mistakes.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// Each change moves the sheet by the whole translation again: it runs ahead of the
    /// finger (`follows-finger`).
    case accumulatesTranslation = "accumulates-translation"
    /// The grab takes the sheet's model position (where it was going), not where it is shown:
    /// at the first move it jumps there (`follows-finger`, `no-teleport`).
    case grabsModel = "grabs-model"
    /// The release spring starts from rest (`release-velocity`).
    case dropsReleaseVelocity = "drops-release-velocity"
    /// A move's completion sets the detent whether or not a newer move took over: a release
    /// followed by a quicker expand leaves the app believing the release's detent while the sheet
    /// rests at the expand's (`shows-its-state`).
    case staleCompletion = "stale-completion"
  }

  /// The detents (the sheet's centre y), full first.
  package static let detents = [482.0, 844.0, 1166.0]
  static let scrimAlphas = [0.4, 0.2, 0.0]
  /// UIScrollView's rubber-band coefficient and dimension.
  static let bandCoefficient = 0.55
  static let bandDimension = 844.0
  /// UIScrollView's normal deceleration rate per millisecond.
  static let decelerationRate = 0.998

  package let bug: Bug?
  package let scrim = View(name: "scrim", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844))
  package let sheet = View(name: "sheet", center: Point(x: 195, y: RubberSheetScene.detents[2]), size: Size(width: 390, height: 844))
  package let pan = PanGestureRecognizer(name: "sheet-pan")
  package private(set) var moves: TransitionCounter?
  /// The detent the app believes the sheet rests at (an index into ``detents``).
  package private(set) var detent = 2
  private var moveNumber = 0
  private var startRaw = 0.0
  private var lastY = 0.0
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    moves = TransitionCounter(name: "sheet-moves", engine: engine)
    scrim.alpha = 0
    scrim.isUserInteractionEnabled = false
    engine.window.addSubview(scrim)
    // The app overrides hit testing to take the sheet where it is shown.
    sheet.hitTestsPresentationValues = true
    engine.window.addSubview(sheet)
    pan.addAction(named: "drag") { [unowned self] _ in self.panned() }
    sheet.addGestureRecognizer(pan)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "expand" else { return false }
    settle(at: 0, velocity: 0, duration: 0.3)
    return true
  }

  /// How far the sheet goes for a finger `distance` points past a limit.
  static func band(_ distance: Double) -> Double {
    (1 - 1 / (distance * bandCoefficient / bandDimension + 1)) * bandDimension
  }

  /// The finger's distance past a limit that puts the sheet `offset` points past it.
  static func unband(_ offset: Double) -> Double {
    (1 / (1 - min(offset, bandDimension * 0.999) / bandDimension) - 1) * bandDimension / bandCoefficient
  }

  /// The sheet's y for the finger-mapped `raw` y.
  static func y(forRaw raw: Double) -> Double {
    let top = detents[0]
    let bottom = detents[detents.count - 1]
    if raw < top { return top - band(top - raw) }
    if raw > bottom { return bottom + band(raw - bottom) }
    return raw
  }

  static func raw(forY y: Double) -> Double {
    let top = detents[0]
    let bottom = detents[detents.count - 1]
    if y < top { return top - unband(top - y) }
    if y > bottom { return bottom + unband(y - bottom) }
    return y
  }

  static func scrimAlpha(forY y: Double) -> Double {
    if y <= detents[0] { return scrimAlphas[0] }
    if y >= detents[2] { return scrimAlphas[2] }
    let upper = y <= detents[1] ? 0 : 1
    let t = (y - detents[upper]) / (detents[upper + 1] - detents[upper])
    return scrimAlphas[upper] + t * (scrimAlphas[upper + 1] - scrimAlphas[upper])
  }

  private func panned() {
    guard engine != nil else { return }
    switch pan.state {
    case .began:
      let model = sheet.center.y
      sheet.removeAllAnimations(promotingPresentation: true)
      scrim.removeAllAnimations(promotingPresentation: true)
      lastY = bug == .grabsModel ? model : sheet.center.y
      startRaw = Self.raw(forY: lastY)
    case .changed:
      let translation = pan.translation(in: nil)?.y ?? 0
      let raw = bug == .accumulatesTranslation ? Self.raw(forY: lastY) + translation : startRaw + translation
      let y = Self.y(forRaw: raw)
      lastY = y
      sheet.center.y = y
      scrim.alpha = Self.scrimAlpha(forY: y)
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: nil)?.y ?? 0 : 0
      let rate = Self.decelerationRate
      let projected = sheet.center.y + velocity / 1000 * rate / (1 - rate)
      let index = Self.detents.indices.min { abs(Self.detents[$0] - projected) < abs(Self.detents[$1] - projected) } ?? 2
      settle(at: index, velocity: bug == .dropsReleaseVelocity ? 0 : velocity)
    case .possible, .failed:
      break
    }
  }

  private func settle(at index: Int, velocity: Double, duration: Double = 0.5) {
    guard let engine, let moves else { return }
    let target = Self.detents[index]
    let normalized = Spring.normalizedVelocity(velocity, from: sheet.center.y, to: target)
    moves.begin()
    moveNumber += 1
    let number = moveNumber
    engine.animate(
      withDuration: duration, usingSpringWithDamping: 0.8, initialSpringVelocity: normalized, options: .allowUserInteraction,
      animations: { [sheet] in sheet.center.y = target },
      completion: { [unowned self, bug] finished in
        // The detent is where the latest move, finished, left the sheet.
        if bug == .staleCompletion || (finished && number == moveNumber) { detent = index }
        moves.end()
      })
    // Alpha never animates additively: a fade retargeted mid-flight must begin where it is shown.
    engine.animate(
      withDuration: duration, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
      options: [.allowUserInteraction, .beginFromCurrentState], animations: { [scrim] in scrim.alpha = Self.scrimAlphas[index] })
  }
}

extension RubberSheetScene: DeclaresRestState {
  /// At rest the sheet is at the detent the app believes in.
  package var restState: [RestExpectation] {
    [RestExpectation(sheet, .centerY, equals: Self.detents[detent], because: "detent == \(detent)")]
  }
}
