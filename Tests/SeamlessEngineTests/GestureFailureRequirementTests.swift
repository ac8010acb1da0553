import Testing

@testable import SeamlessEngine

/// The failure-requirement hooks (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`
/// and their delegate closures) joining `require(toFail:)`, and cycles of requirements.
@Suite struct GestureFailureRequirementTests {
  private let spot = Point(x: 200, y: 400)

  /// A discrete recognizer that recognizes when its finger lifts, with the subclass hooks
  /// answering from closures.
  private final class Lift: GestureRecognizer {
    var requiresFailure: (GestureRecognizer) -> Bool = { _ in false }
    var isRequiredToFail: (GestureRecognizer) -> Bool = { _ in false }
    init(name: String) { super.init(name: name, kind: .discrete) }
    override func touchesEnded(_ touches: [Touch], event: TouchEvent) { setState(.ended) }
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { requiresFailure(other) }
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { isRequiredToFail(other) }
  }

  /// A tap at `spot`: down at `down` ms, up 60 ms later.
  private func tapSamples(_ id: UInt32, at down: Int64) -> [InputEvent] {
    [touch(id, .began, at: ms(down), spot.x, spot.y), touch(id, .ended, at: ms(down + 60), spot.x, spot.y)]
  }

  /// The four ways of making a single tap wait for a double tap.
  private enum Hook: CaseIterable, CustomStringConvertible {
    case shouldRequireFailureOf, shouldBeRequiredToFailBy, requireToFail, noHook
    var description: String {
      switch self {
      case .shouldRequireFailureOf: "tap.shouldRequireFailureOf"
      case .shouldBeRequiredToFailBy: "doubleTap.shouldBeRequiredToFailBy"
      case .requireToFail: "tap.require(toFail:)"
      case .noHook: "no relation"
      }
    }
  }

  @Test(arguments: Hook.allCases)
  private func theDelegateHooksMakeTheSingleTapWaitLikeRequireToFail(hook: Hook) throws {
    let (engine, card) = gestureScene()
    let tap = TapGestureRecognizer(name: "tap")
    let doubleTap = TapGestureRecognizer(name: "double tap", numberOfTapsRequired: 2)
    var asked: [String] = []
    switch hook {
    case .shouldRequireFailureOf:
      tap.shouldRequireFailureOf = { other in
        asked.append(other.name)
        return other === doubleTap
      }
    case .shouldBeRequiredToFailBy:
      doubleTap.shouldBeRequiredToFailBy = { other in
        asked.append(other.name)
        return other === tap
      }
    case .requireToFail:
      tap.require(toFail: doubleTap)
    case .noHook:
      break
    }
    card.addGestureRecognizer(tap)
    card.addGestureRecognizer(doubleTap)
    let log = ActionLog()
    log.watch(tap)
    engine.enqueue(contentsOf: tapSamples(1, at: 10))
    engine.advance(to: ms(600))
    #expect(log.lines == ["tap ended"], "\(hook)")
    let fired = try #require(engine.journal.instant(of: "tap", entering: .ended))
    switch hook {
    case .shouldRequireFailureOf, .shouldBeRequiredToFailBy, .requireToFail:
      // Held until the double tap's window closes: 70 ms + 350 ms, at its own instant.
      #expect(fired == ms(420), "\(hook): \(fired)")
      #expect(engine.journal.transitions(of: "tap").first == "possible→ended required-failures-failed", "\(hook)")
    case .noHook:
      // Recognized at the lift (70 ms, frame 9 at 75 ms); the double tap is excluded.
      #expect(fired == sampleTime(9), "\(hook): \(fired)")
    }
    // The hooks are asked only about the other recognizer on the touch, never about itself.
    #expect(Set(asked).isSubset(of: [hook == .shouldRequireFailureOf ? "double tap" : "tap"]), "\(hook): \(asked)")
    if hook == .shouldRequireFailureOf || hook == .shouldBeRequiredToFailBy { #expect(!asked.isEmpty, "\(hook)") }
    #expect(engine.journal.problems.isEmpty, "\(hook)")
  }

  @Test func theHooksAreAskedOnlyAboutRecognizersSharingATouch() {
    let (engine, card) = gestureScene()
    let other = View(name: "other", center: Point(x: 200, y: 750), size: Size(width: 100, height: 50))
    engine.window.addSubview(other)
    let tap = TapGestureRecognizer(name: "tap")
    let elsewhere = LongPressGestureRecognizer(name: "elsewhere")
    var asked: [String] = []
    tap.shouldRequireFailureOf = { recognizer in
      asked.append(recognizer.name)
      return true
    }
    card.addGestureRecognizer(tap)
    other.addGestureRecognizer(elsewhere)
    // A finger held on the other view while the card is tapped: the long press there is
    // undecided, but it shares no touch with the tap, so the tap does not wait for it.
    engine.enqueue(touch(1, .began, at: ms(5), 200, 750))
    engine.enqueue(contentsOf: tapSamples(2, at: 10))
    engine.enqueue(touch(1, .ended, at: ms(200), 200, 750))
    engine.advance(to: ms(300))
    #expect(engine.journal.instant(of: "tap", entering: .ended) == sampleTime(9))
    #expect(asked.isEmpty, "\(asked)")
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aSubclassHookRequirementFailsTheWaiterWhenTheOtherRecognizes() {
    let (engine, card) = gestureScene()
    let lift = Lift(name: "lift")
    let press = LongPressGestureRecognizer(name: "press")
    lift.requiresFailure = { $0 === press }
    card.addGestureRecognizer(lift)
    card.addGestureRecognizer(press)
    let log = ActionLog()
    log.watch(lift)
    log.watch(press)
    // Held 0.6 s: the press begins at its deadline (10 ms + 500 ms, between frames) and the
    // lift, which waits for it to fail, fails then, before its finger lifts.
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(610), spot.x, spot.y))
    engine.advance(to: ms(800))
    #expect(log.lines == ["press began", "press ended"])
    #expect(engine.journal.transitions(of: "lift").first == #"possible→failed required-failure-recognized recognizer="press""#)
    #expect(engine.journal.instant(of: "lift", entering: .failed) == ms(510))
    #expect(engine.journal.problems.isEmpty)
  }

  /// A single tap and a double tap, each required to fail by the other.
  private func mutualScene() -> (Engine, ActionLog) {
    let (engine, card) = gestureScene()
    let tap = TapGestureRecognizer(name: "tap")
    let doubleTap = TapGestureRecognizer(name: "double tap", numberOfTapsRequired: 2)
    tap.require(toFail: doubleTap)
    doubleTap.require(toFail: tap)
    card.addGestureRecognizer(tap)
    card.addGestureRecognizer(doubleTap)
    let log = ActionLog()
    log.watch(tap)
    log.watch(doubleTap)
    return (engine, log)
  }

  @Test func aMutualRequirementIsAProgrammerErrorWhenBothWantToRecognize() throws {
    let (engine, log) = mutualScene()
    engine.enqueue(contentsOf: tapSamples(1, at: 10))
    engine.enqueue(contentsOf: tapSamples(2, at: 200))
    engine.advance(to: ms(1000))
    // The first lift: the tap holds its recognition for the double tap. The second lift
    // (260 ms, frame 32): the double tap would wait for the tap, which waits for it.
    #expect(log.lines.isEmpty)
    #expect(
      engine.journal.problems.map(\.event.canonicalText) == [
        #"programmer-error require-to-fail-cycle recognizers=["double tap","tap"]"#
      ])
    let problem = try #require(engine.journal.problems.first)
    #expect(problem.instant == sampleTime(32))
    #expect(
      problem.description == #"t=0.266666666 s: gesture recognizers "double tap" → "tap" → "double tap" each require the "#
        + "next to fail, so none of them can ever recognize (UIKit deadlocks); they all failed. Let only one of them wait "
        + "for the other (require(toFail:), shouldRequireFailure(of:), shouldBeRequiredToFail(by:))")
    for name in ["tap", "double tap"] {
      #expect(engine.journal.transitions(of: name) == ["possible→failed require-to-fail-cycle", "failed→possible reset"], "\(name)")
      #expect(engine.journal.instant(of: name, entering: .failed) == sampleTime(32), "\(name)")
    }
  }

  @Test func aMutualRequirementIsHarmlessWhileOneOfThemFailsOnItsOwn() {
    let (engine, log) = mutualScene()
    engine.enqueue(contentsOf: tapSamples(1, at: 10))
    engine.advance(to: ms(1000))
    // The tap holds; the double tap's window closes (420 ms): it fails, the tap fires.
    #expect(log.lines == ["tap ended"])
    #expect(engine.journal.instant(of: "tap", entering: .ended) == ms(420))
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aThreeWayCycleThroughEveryKindOfRelationIsFoundAndFailsAll() {
    let (engine, card) = gestureScene()
    let a = Lift(name: "a")
    let b = Lift(name: "b")
    let c = Lift(name: "c")
    a.require(toFail: b)  // static
    c.shouldBeRequiredToFailBy = { $0 === b }  // b waits for c (delegate)
    c.requiresFailure = { $0 === a }  // c waits for a (subclass)
    let outsider = TapGestureRecognizer(name: "outsider")
    outsider.require(toFail: b)
    for recognizer in [outsider, a, b, c] as [GestureRecognizer] { card.addGestureRecognizer(recognizer) }
    let log = ActionLog()
    for recognizer in [outsider, a, b, c] as [GestureRecognizer] { log.watch(recognizer) }
    engine.enqueue(contentsOf: tapSamples(1, at: 10))
    engine.advance(to: ms(200))
    // At the lift, in attachment order: the outsider holds (waits for b), a holds (waits for
    // b), b holds (waits for c), then c closes the cycle c → a → b → c. The outsider is
    // released when b fails, and recognizes.
    #expect(
      engine.journal.problems.map(\.event.canonicalText) == [#"programmer-error require-to-fail-cycle recognizers=["c","a","b"]"#])
    for name in ["a", "b", "c"] {
      #expect(engine.journal.transitions(of: name).first == "possible→failed require-to-fail-cycle", "\(name)")
    }
    #expect(log.lines == ["outsider ended"])
    #expect(engine.journal.transitions(of: "outsider").first == "possible→ended required-failures-failed")
  }

  @Test func theCycleReportIsTheSameInEveryRun() {
    func run() -> String {
      let (engine, log) = mutualScene()
      engine.enqueue(contentsOf: tapSamples(1, at: 10))
      engine.enqueue(contentsOf: tapSamples(2, at: 200))
      engine.advance(to: ms(1000))
      return "\(log.lines) \(engine.journal.digest.hex)"
    }
    #expect(run() == run())
  }
}
