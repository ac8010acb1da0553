import Testing

@testable import SeamlessEngine

/// `transition(with:…)` and `transition(from:to:…)` (seeds/wwdc2010-123: the Notes page curl
/// and the Weather app's flip to its back side).
@Suite struct ViewTransitionTests {
  /// A 60 Hz engine with a 300×400 "card" container at (195, 422) holding "front" and "back"
  /// (both filling it, back in front of front and hidden).
  func stage() -> (engine: Engine, card: View, front: View, back: View) {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let card = View(name: "card", center: Point(x: 195, y: 422), size: Size(width: 300, height: 400))
    let front = View(name: "front", center: Point(x: 150, y: 200), size: Size(width: 300, height: 400))
    let back = View(name: "back", center: Point(x: 150, y: 200), size: Size(width: 300, height: 400))
    back.isHidden = true
    engine.window.addSubview(card)
    card.addSubview(front)
    card.addSubview(back)
    return (engine, card, front, back)
  }

  func transitionLines(_ engine: Engine) -> [String] {
    engine.journal.entries.compactMap { entry in
      if case .viewTransition(let event) = entry.event { "t=\(entry.instant.nanoseconds) \(event.canonicalText)" } else { nil }
    }
  }

  @Test func transitionWithAViewAppliesTheChangesAtOnceAndCompletesAtItsDuration() throws {
    let (engine, card, front, _) = stage()
    engine.advance(to: ms(100))
    let log = CompletionLog()
    engine.transition(
      with: card, duration: 0.5, options: [.transitionCurlUp, .curveLinear],
      animations: { front.alpha = 0.5 }, completion: log.handler("curl"))
    // The change is the model and the presentation at once: the curl animates a snapshot.
    #expect(front.alpha == 0.5 && front.runningAnimations.isEmpty)
    #expect(front.presentationSample(of: .alpha, at: engine.now).value == 0.5)
    let transition = try #require(card.viewTransition)
    #expect(transition.style == .curlUp && transition.end == ms(600))
    let half = transition.sample(at: ms(350))
    #expect(abs(half.progress - 0.5) <= 1e-12 && abs(half.velocity - 2) <= 1e-12)
    #expect(abs(half.oldContentOpacity - 0.5) <= 1e-12 && half.turn == 0)
    #expect(engine.animations.needsFrames)
    engine.advance(to: ms(599))
    #expect(log.calls.isEmpty)
    engine.advance(to: ms(700))
    #expect(log.calls == ["curl:true"])
    #expect(card.viewTransition == nil && !engine.animations.needsFrames)
    #expect(
      transitionLines(engine) == [
        "t=100000000 view-transition-began id=1 container=\"card\" style=curl-up show-hide=false begin=100000000 "
          + "end=600000000 interaction=false",
        "t=600000000 view-transition-ended id=1 container=\"card\" finished=true",
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func transitionFromAViewPutsTheToViewInItsPlace() throws {
    let (engine, card, front, _) = stage()
    let other = View(name: "other", center: Point(x: 150, y: 200), size: Size(width: 100, height: 100))
    let log = CompletionLog()
    engine.transition(from: front, to: other, duration: 0.4, options: .transitionFlipFromLeft, completion: log.handler("flip"))
    // `other` takes front's index (0, behind back); front leaves the hierarchy now.
    #expect(card.subviews.map(\.name) == ["other", "back"])
    #expect(front.superview == nil)
    engine.advance(to: ms(500))
    #expect(log.calls == ["flip:true"])
    #expect(transitionLines(engine).first?.contains("style=flip-from-left from=\"front\" to=\"other\" show-hide=false") == true)
  }

  @Test func showHideTransitionViewsHidesAndShowsAndAFlipShowsTheOldSideForHalfATurn() throws {
    let (engine, card, front, back) = stage()
    engine.transition(
      from: front, to: back, duration: 0.6, options: [.transitionFlipFromRight, .showHideTransitionViews, .curveLinear])
    #expect(front.isHidden && !back.isHidden)
    #expect(card.subviews.map(\.name) == ["front", "back"])
    let transition = try #require(card.viewTransition)
    let early = transition.sample(at: ms(150))
    #expect(abs(early.turn - Double.pi / 4) <= 1e-12 && !early.showsNewContent)
    let late = transition.sample(at: ms(450))
    #expect(abs(late.turn - 3 * Double.pi / 4) <= 1e-12 && late.showsNewContent)
    #expect(transition.sample(at: ms(700)).progress == 1)
  }

  @Test func aSecondTransitionOnTheContainerReplacesTheFirst() {
    let (engine, card, front, back) = stage()
    let log = CompletionLog()
    let options: AnimationOptions = [.transitionFlipFromRight, .showHideTransitionViews]
    engine.transition(from: front, to: back, duration: 0.6, options: options, completion: log.handler("to-back"))
    engine.advance(to: ms(200))
    engine.transition(from: back, to: front, duration: 0.6, options: options, completion: log.handler("to-front"))
    #expect(!front.isHidden && back.isHidden)
    engine.advance(to: ms(250))
    #expect(log.calls == ["to-back:false"])  // replaced, told at the next completion step
    engine.advance(to: ms(900))
    #expect(log.calls == ["to-back:false", "to-front:true"])
    #expect(
      transitionLines(engine).filter { $0.contains("ended") } == [
        "t=200000000 view-transition-ended id=1 container=\"card\" finished=false",
        "t=800000000 view-transition-ended id=2 container=\"card\" finished=true",
      ])
  }

  @Test func removingTheContainersAnimationsEndsTheTransitionUnfinished() {
    let (engine, card, front, back) = stage()
    let log = CompletionLog()
    engine.transition(from: front, to: back, duration: 0.6, options: .transitionCrossDissolve, completion: log.handler("x"))
    engine.advance(to: ms(100))
    card.removeAllAnimations()
    engine.advance(to: ms(150))
    #expect(log.calls == ["x:false"])
    #expect(card.viewTransition == nil)
  }

  @Test func aTransitionSwallowsTouchesUnlessItAllowsInteraction() throws {
    let (engine, card, front, back) = stage()
    let log = EventLog()
    back.addTouchObserver(RecordingTouchObserver("back", log: log))
    engine.transition(from: front, to: back, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews])
    engine.enqueue(touch(1, .began, at: ms(100), 195, 422))
    engine.enqueue(touch(1, .ended, at: ms(120), 195, 422))
    engine.advance(to: ms(200))
    #expect(log.lines.isEmpty)
    #expect(engine.journal.lines("touch-dropped").first?.contains("reason=transition-disallows-interaction container=\"card\"") == true)
    // Once it is over, the new side gets touches.
    engine.enqueue(touch(2, .began, at: ms(600), 195, 422))
    engine.enqueue(touch(2, .ended, at: ms(620), 195, 422))
    engine.advance(to: ms(700))
    #expect(log.lines == ["back began 2@600000000", "back ended 2@620000000"])
    // With .allowUserInteraction the live (new) views get touches during the transition.
    engine.transition(
      from: back, to: front, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews, .allowUserInteraction])
    front.addTouchObserver(RecordingTouchObserver("front", log: log))
    engine.enqueue(touch(3, .began, at: ms(800), 195, 422))
    engine.advance(to: ms(850))
    #expect(log.lines.last == "front began 3@800000000")
    #expect(card.viewTransition != nil)
  }

  @Test func allowAnimatedContentAnimatesTheChangesInTheSameCompletionGroup() throws {
    let (engine, card, front, _) = stage()
    let log = CompletionLog()
    engine.transition(
      with: card, duration: 0.4, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
      animations: { front.alpha = 0 }, completion: log.handler("fade"))
    let animation = try #require(front.runningAnimations.first)
    #expect(animation.end == ms(400))
    #expect(abs(front.presentationSample(of: .alpha, at: ms(100)).value - 0.75) <= 1e-12)
    engine.advance(to: ms(450))
    #expect(log.calls == ["fade:true"])
    #expect(completionEvents(engine).count == 1)
  }

  @Test func aFromViewWithoutASuperviewIsAProgrammerError() {
    let (engine, _, _, _) = stage()
    let loose = View(name: "loose", center: .zero, size: Size(width: 10, height: 10))
    let target = View(name: "target", center: .zero, size: Size(width: 10, height: 10))
    let log = CompletionLog()
    engine.transition(from: loose, to: target, duration: 0.3, completion: log.handler("loose"))
    engine.advance(to: ms(20))
    #expect(log.calls == ["loose:true"])
    #expect(target.superview == nil)
    #expect(
      engine.journal.problems.map(\.event.canonicalText) == [
        "programmer-error transition-from-view-without-superview view=\"loose\""
      ])
  }

  @Test func theStyleComesFromTheOptionsTransitionBits() {
    #expect(TransitionStyle(options: []) == .none)
    #expect(TransitionStyle(options: [.transitionFlipFromBottom, .curveEaseIn]) == .flipFromBottom)
    #expect(TransitionStyle(options: .transitionCrossDissolve) == .crossDissolve)
    #expect(AnimationOptions.transitionCurlDown.rawValue == 4 << 20)
    #expect(AnimationOptions.showHideTransitionViews.rawValue == 0x100)
  }
}
