extension View {
  /// Stacks a contribution on top of the ones already added.
  ///
  /// ```swift
  /// card.addContribution(slide)   // presentation centerX now follows slide.value(at:)
  /// ```
  public func addContribution(_ contribution: any PresentationContribution) {
    contributions.append(contribution)
  }

  /// Removes a contribution (by identity); the presentation falls back to what is below.
  public func removeContribution(_ contribution: any PresentationContribution) {
    contributions.removeAll { $0 === contribution }
  }

  /// The model value of `property`.
  public func modelValue(of property: ViewProperty) -> Double {
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
  public func presentationVelocity(of property: ViewProperty, at instant: Instant, side: LimitSide = .right) -> Double {
    presentationSample(of: property, at: instant, side: side).velocity
  }

  /// Value and velocity together, evaluating each contribution once.
  public func presentationSample(
    of property: ViewProperty, at instant: Instant, side: LimitSide = .right
  ) -> (value: Double, velocity: Double) {
    var value = modelValue(of: property)
    var velocity = 0.0
    for contribution in contributions where contribution.property == property {
      let sample = contribution.sample(at: instant, side: side)
      switch contribution.composition {
      case .additive:
        value += sample.value
        velocity += sample.velocity
      case .absolute:
        value = sample.value
        velocity = sample.velocity
      }
    }
    return (value, velocity)
  }

  /// The running view transition without `allowUserInteraction` on this view or its
  /// nearest ancestor that has one: it swallows touches landing here.
  public var interactionBlockingTransition: ViewTransition? {
    var current: View? = self
    while let view = current {
      if let transition = view.viewTransition, transition.isRunning, !transition.allowsUserInteraction { return transition }
      current = view.superview
    }
    return nil
  }

  /// Whether a contribution on this view or an ancestor forbids user interaction (an
  /// animation without `allowUserInteraction` is moving it).
  public var isInteractionBlockedByAnimation: Bool {
    var current: View? = self
    while let view = current {
      if view.contributions.contains(where: { !$0.allowsUserInteraction }) { return true }
      current = view.superview
    }
    return false
  }
}
