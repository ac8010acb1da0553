extension View {
  /// Stacks a contribution on top of the ones already added.
  ///
  /// ```swift
  /// card.addContribution(slide)   // presentation centerX now follows slide.value(at:)
  /// ```
  package func addContribution(_ contribution: any PresentationContribution) {
    contributions.append(contribution)
    count(contribution, by: 1)
  }

  /// Removes a contribution (by identity); the presentation falls back to what is below.
  package func removeContribution(_ contribution: any PresentationContribution) {
    removeContributions { $0 === contribution }
  }

  /// Removes every contribution `matches` picks, in one pass.
  func removeContributions(where matches: (any PresentationContribution) -> Bool) {
    contributions.removeAll { contribution in
      guard matches(contribution) else { return false }
      count(contribution, by: -1)
      return true
    }
    contributionGeneration &+= 1
  }

  private func count(_ contribution: any PresentationContribution, by delta: Int32) {
    let properties = ViewProperty.allCases.count
    if contributionCounts.isEmpty { contributionCounts = [Int32](repeating: 0, count: 2 * properties) }
    let index = Int(contribution.property.rawValue)
    contributionCounts[index] += delta
    if contribution.composition == .absolute { contributionCounts[properties + index] += delta }
  }

  /// Whether one of the view's contributions to `property` is absolute (O(1)).
  func hasAbsoluteContribution(_ property: ViewProperty) -> Bool {
    !contributionCounts.isEmpty && contributionCounts[ViewProperty.allCases.count + Int(property.rawValue)] > 0
  }

  /// Whether the view has a contribution to `property` (O(1)).
  func hasContribution(_ property: ViewProperty) -> Bool {
    !contributionCounts.isEmpty && contributionCounts[Int(property.rawValue)] > 0
  }

  /// The model value of `property`.
  package func modelValue(of property: ViewProperty) -> Double {
    switch property {
    case .centerX: center.x
    case .centerY: center.y
    case .boundsWidth: bounds.size.width
    case .boundsHeight: bounds.size.height
    case .translationX: translation.x
    case .translationY: translation.y
    case .scaleX: scaleX
    case .scaleY: scaleY
    case .rotation: rotation
    case .alpha: alpha
    case .cornerRadius: cornerRadius
    case .boundsX: bounds.origin.x
    case .boundsY: bounds.origin.y
    case .shear: shear
    }
  }

  /// The presentation value of `property` at `instant`.
  ///
  /// It is the model value with every contribution for the property applied in order. `side` picks
  /// the one-sided limit where a contribution jumps (see ``LimitSide``).
  ///
  /// ```swift
  /// card.presentationValue(of: .centerY, at: engine.now)
  /// ```
  public func presentationValue(of property: ViewProperty, at instant: Instant, side: LimitSide = .right) -> Double {
    presentationSample(of: property, at: instant, side: side).value
  }

  /// The time derivative of the presentation value, in units per second (pt/s for positions).
  ///
  /// The model is constant between changes, so with no contributions it is 0.
  package func presentationVelocity(of property: ViewProperty, at instant: Instant, side: LimitSide = .right) -> Double {
    presentationSample(of: property, at: instant, side: side).velocity
  }

  /// The presentation value of `property` at `instant` and its velocity (units per second),
  /// evaluating each animation once.
  ///
  /// The additive animations above the topmost absolute one (or above the model) are summed
  /// in stacking order from zero, and the sum is added to what is below them: so a stack that
  /// only grows can be extended from a memo rather than summed again, with the same bits.
  ///
  /// ```swift
  /// let (y, vy) = card.presentationSample(of: .centerY, at: engine.now)
  /// ```
  public func presentationSample(
    of property: ViewProperty, at instant: Instant, side: LimitSide = .right
  ) -> (value: Double, velocity: Double) {
    guard hasContribution(property) else { return (modelValue(of: property), 0) }
    if contributions.count >= PresentationFold.threshold {
      return memoizedPresentationSample(of: property, at: instant, side: side)
    }
    var sum = PresentationSum()
    for contribution in contributions where contribution.property == property {
      sum.add(contribution.sample(at: instant, side: side), contribution.composition)
    }
    return sum.result(model: modelValue(of: property))
  }

  /// Every property's ``presentationSample(of:at:side:)`` at once, written to
  /// `values[base + property.rawValue]` and `velocities[base + property.rawValue]`.
  ///
  /// The same bits as asking property by property (each property's contributions are summed
  /// in the same order), with one pass over the contributions instead of one per property: the
  /// frame sampler's way of reading a view every frame.
  func presentationSamples(at instant: Instant, side: LimitSide, values: inout [Double], velocities: inout [Double], base: Int) {
    // The model values written out, not through `modelValue(of:)` per property: this runs for
    // every sampled view every frame (the loop cost 3 % of a fuzz campaign, measured).
    values[base + Int(ViewProperty.centerX.rawValue)] = center.x
    values[base + Int(ViewProperty.centerY.rawValue)] = center.y
    values[base + Int(ViewProperty.boundsWidth.rawValue)] = bounds.size.width
    values[base + Int(ViewProperty.boundsHeight.rawValue)] = bounds.size.height
    values[base + Int(ViewProperty.translationX.rawValue)] = translation.x
    values[base + Int(ViewProperty.translationY.rawValue)] = translation.y
    values[base + Int(ViewProperty.scaleX.rawValue)] = scaleX
    values[base + Int(ViewProperty.scaleY.rawValue)] = scaleY
    values[base + Int(ViewProperty.rotation.rawValue)] = rotation
    values[base + Int(ViewProperty.alpha.rawValue)] = alpha
    values[base + Int(ViewProperty.cornerRadius.rawValue)] = cornerRadius
    values[base + Int(ViewProperty.boundsX.rawValue)] = bounds.origin.x
    values[base + Int(ViewProperty.boundsY.rawValue)] = bounds.origin.y
    values[base + Int(ViewProperty.shear.rawValue)] = shear
    let count = ViewProperty.allCases.count
    for index in base..<base + count { velocities[index] = 0 }
    guard !contributions.isEmpty else { return }
    guard contributions.count < PresentationFold.threshold else {
      for raw in 0..<count {
        guard let property = ViewProperty(rawValue: UInt8(raw)), hasContribution(property) else { continue }
        let sample = memoizedPresentationSample(of: property, at: instant, side: side)
        values[base + raw] = sample.value
        velocities[base + raw] = sample.velocity
      }
      return
    }
    withUnsafeTemporaryAllocation(of: PresentationSum.self, capacity: count) { sums in
      _ = sums.initialize(from: repeatElement(PresentationSum(), count: count))
      for contribution in contributions {
        sums[Int(contribution.property.rawValue)].add(contribution.sample(at: instant, side: side), contribution.composition)
      }
      for raw in 0..<count {
        guard let property = ViewProperty(rawValue: UInt8(raw)), hasContribution(property) else { continue }
        let sample = sums[raw].result(model: values[base + raw])
        values[base + raw] = sample.value
        velocities[base + raw] = sample.velocity
      }
    }
  }

  /// The running view transition without `allowUserInteraction` on this view or its
  /// nearest ancestor that has one: it swallows touches landing here.
  package var interactionBlockingTransition: ViewTransition? {
    var current: View? = self
    while let view = current {
      if let transition = view.viewTransition, transition.isRunning, !transition.allowsUserInteraction { return transition }
      current = view.superview
    }
    return nil
  }

  /// Whether a property animator that hit-tests automatically drives one of the view's properties now.
  ///
  /// UIKit's default (the animator's `isManualHitTestingEnabled` is false) hit-tests such a
  /// view where it is shown.
  package var isHitTestedWhereShown: Bool {
    contributions.contains { ($0 as? ViewAnimation)?.driver.animator.map { !$0.isManualHitTestingEnabled } ?? false }
  }

  /// `point` in the superview's bounds space, in this view's bounds space, placing the view by
  /// `source` (its model or what is shown at an instant); `nil` for a singular transform.
  package func pointFromSuperview(_ point: Point, source: GeometrySource) -> Point? {
    geometry(source).fromSuperview(point)
  }

  /// The view's bounds as `source` places it (a presented size while it animates).
  package func bounds(source: GeometrySource) -> Rect { geometry(source).bounds }

  /// Whether a contribution on this view or an ancestor forbids user interaction (an
  /// animation without `allowUserInteraction` is running on it).
  package var isInteractionBlockedByAnimation: Bool { interactionBlockingAnimatedView != nil }

  /// The nearest of this view and its ancestors running an animation without
  /// `allowUserInteraction` (UIKit takes no touches on it and its subviews meanwhile).
  package var interactionBlockingAnimatedView: View? {
    var current: View? = self
    while let view = current {
      if view.contributions.contains(where: { !$0.allowsUserInteraction }) { return view }
      current = view.superview
    }
    return nil
  }
}
