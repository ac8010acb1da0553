/// A memo of a view's presentation sum for one property, instant and side: how an animation
/// server adding (or ending) thousands of animations on one view at one instant samples the
/// stack in O(1) per change instead of O(n).
///
/// ``View/presentationSample(of:at:side:)`` sums a property's additive contributions in
/// stacking order from zero. While the stack only grows, the sum over its first `folded`
/// contributions at an instant stays what it was, so a later sample at the same instant and
/// side adds only the contributions appended since, and gets the bits a fresh sum would.
/// A memo holds only sums of block and keyframe animations that are additive and running
/// (their values are fixed functions of time); a removal or a change of state bumps the
/// view's generation and every memo of the view lapses. Views with fewer than
/// ``threshold`` contributions sum afresh (cheaper than looking up a memo).
///
/// ```swift
/// // 5,000 toggles at one instant each sample the card twice: 10,000 O(1) samples.
/// card.presentationSample(of: .centerY, at: engine.now, side: .left)
/// ```
struct PresentationFold {
  /// The contribution count from which samples go through memos.
  static let threshold = 16
  /// How many memos a view keeps (the oldest goes first).
  static let capacity = 4

  var property: ViewProperty
  var instant: Instant
  var side: LimitSide
  /// The view's ``View/contributionGeneration`` the memo was made in.
  var generation: Int
  /// How many of the view's contributions (all properties) the sums cover.
  var folded: Int
  var sum: Double
  var velocity: Double

  /// Whether `contribution` is a fixed function of time the memo may hold: an additive,
  /// running block or keyframe animation.
  static func isMemoizable(_ contribution: any PresentationContribution) -> Bool {
    guard type(of: contribution) == ViewAnimation.self else { return false }
    let animation = unsafeDowncast(contribution, to: ViewAnimation.self)
    guard animation.isTimeFunction, animation.kind == .additive, case .running = animation.state else { return false }
    return true
  }
}

extension View {
  /// ``presentationSample(of:at:side:)`` through the memo: the same sums in the same order.
  func memoizedPresentationSample(
    of property: ViewProperty, at instant: Instant, side: LimitSide
  ) -> (value: Double, velocity: Double) {
    var start = 0
    var sum = PresentationSum()
    let memo = presentationFolds.firstIndex {
      $0.property == property && $0.instant == instant && $0.side == side && $0.generation == contributionGeneration
    }
    if let memo {
      start = presentationFolds[memo].folded
      sum = PresentationSum(sum: presentationFolds[memo].sum, velocity: presentationFolds[memo].velocity)
    }
    var memoizable = true
    // Animations made together share a pace: its progress at the instant is computed once
    // (the same function of the same arguments, so the same bits).
    var lastPace: SharedPace?
    var lastProgress = AnimationPace.Sample(progress: 0, velocity: 0, isOver: false)
    var index = start
    while index < contributions.count {
      let contribution = contributions[index]
      index += 1
      guard contribution.property == property else { continue }
      let sample: (value: Double, velocity: Double)
      if PresentationFold.isMemoizable(contribution) {
        let animation = unsafeDowncast(contribution, to: ViewAnimation.self)
        if let shared = animation.sharedPace {
          if shared !== lastPace {
            lastPace = shared
            lastProgress = shared.pace.sample(at: instant, side: side)
          }
          sample = animation.curveSample(lastProgress)
        } else {
          sample = animation.sample(at: instant, side: side)
        }
      } else {
        memoizable = false
        sample = contribution.sample(at: instant, side: side)
      }
      sum.add(sample, contribution.composition)
    }
    if memoizable {
      let fold = PresentationFold(
        property: property, instant: instant, side: side, generation: contributionGeneration, folded: contributions.count,
        sum: sum.sum, velocity: sum.velocity)
      if let memo {
        presentationFolds[memo] = fold
      } else {
        if presentationFolds.count >= PresentationFold.capacity { presentationFolds.removeFirst() }
        presentationFolds.append(fold)
      }
    }
    return sum.result(model: modelValue(of: property))
  }
}
