extension View {
  /// Tells the engine's animation server that a model value changed (the property
  /// observers call it); inside an animation block the change animates.
  func modelDidChange(_ property: ViewProperty, from old: Double, to new: Double) {
    guard !(old == new || (old.isNaN && new.isNaN)) else { return }
    guard let engine = root.hostEngine else {
      prospectiveEngine?.animations.detachedModelDidChange(self, property, from: old, to: new)
      retargetAnimationsHeadingForTheModel(property, to: new)
      return
    }
    engine.animations.modelDidChange(self, property, from: old, to: new)
    retargetAnimationsHeadingForTheModel(property, to: new)
  }

  /// Whether a running block animation of `property` heads for the model (non-additive): a write
  /// outside a block moves what it shows at once.
  func hasRunningAnimationHeadingForTheModel(_ property: ViewProperty) -> Bool {
    guard hasAbsoluteContribution(property) else { return false }
    for case let animation as ViewAnimation in contributions where animation.property == property && animation.headsForTheModel {
      if case .running = animation.state { return true }
    }
    return false
  }

  /// Points the running block animations of `property` that head for the model (non-additive:
  /// UIKit's carry a `fromValue` only) at its new value `model`, after the write was seen.
  private func retargetAnimationsHeadingForTheModel(_ property: ViewProperty, to model: Double) {
    guard hasAbsoluteContribution(property) else { return }
    for case let animation as ViewAnimation in contributions
    where animation.property == property && animation.headsForTheModel && animation.to != model {
      guard case .running = animation.state else { continue }
      animation.to = model
      contributionGeneration &+= 1
    }
  }

  /// The animations running on the view, bottom to top.
  ///
  /// ```swift
  /// card.runningAnimations.map(\.property)   // [.centerX, .centerY]
  /// ```
  package var runningAnimations: [ViewAnimation] {
    contributions.compactMap { $0 as? ViewAnimation }
  }

  /// Removes every animation of the view (`layer.removeAllAnimations()`); their completion
  /// groups are told `finished == false`.
  ///
  /// With `promotingPresentation`, each animated property's model value is first set to its
  /// presentation value at the engine's current instant (without animating), so the view
  /// stays where it is on screen: how a finger catches a moving view (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”).
  /// Without it, the view jumps to its model values.
  ///
  /// ```swift
  /// card.removeAllAnimations(promotingPresentation: true)   // caught mid-flight
  /// ```
  public func removeAllAnimations(promotingPresentation: Bool = false) {
    if let transition = viewTransition, let server = root.hostEngine?.animations {
      server.endTransitions(dueBy: server.now)
      server.endTransition(transition, finished: false)
    }
    removeAnimations(where: { _ in true }, promotingPresentation: promotingPresentation)
  }

  /// Removes the animations of one property (`layer.removeAnimation(forKey:)`), optionally
  /// promoting its presentation value to the model first.
  ///
  /// Removing a centre keyframe animation removes its rotation-mode heading too
  /// (``KeyframeRotationMode``: Core Animation's rotation mode belongs to the position
  /// animation), with its own transition.
  ///
  /// ```swift
  /// card.removeAnimations(of: .alpha)
  /// ```
  public func removeAnimations(of property: ViewProperty, promotingPresentation: Bool = false) {
    removeAnimations(where: { $0 == property }, promotingPresentation: promotingPresentation)
  }

  private func removeAnimations(where matches: (ViewProperty) -> Bool, promotingPresentation: Bool) {
    root.hostEngine?.animations.endAnimationsDueNow()
    var animations = runningAnimations.filter { matches($0.property) }
    // A centre keyframe animation's heading (rotation mode) goes with it.
    for animation in animations {
      guard let heading = root.hostEngine?.animations.headings[animation.id], heading.state == .running,
        !animations.contains(where: { $0 === heading })
      else { continue }
      animations.append(heading)
    }
    guard !animations.isEmpty else { return }
    guard let engine = root.hostEngine else {
      for animation in animations { removeContribution(animation) }
      return
    }
    let server = engine.animations
    let now = engine.now
    var properties: [ViewProperty] = []
    for property in ViewProperty.allCases where animations.contains(where: { $0.property == property }) {
      properties.append(property)
    }
    // What the eye saw before this turn: a write of the model outside a block just before
    // (the UIKit idiom `center = presentation().position; removeAllAnimations()`) moved the
    // additive animations' presentation without anything being drawn.
    let before = properties.map { property in
      var sample = presentationSample(of: property, at: now, side: .left)
      if let shown = server.shownBeforeAppWrite(self, property) { sample.value = shown }
      return sample
    }
    var promoted: [(ViewProperty, Double)] = []
    if promotingPresentation {
      for property in ViewProperty.allCases where animations.contains(where: { $0.property == property }) {
        promoted.append((property, presentationValue(of: property, at: now, side: .right)))
      }
    }
    for animation in animations { server.end(animation, finished: false) }
    server.compact()
    server.writing(.silent) {
      for (property, value) in promoted {
        setModelValue(value, of: property)
        engine.journal.record(.presentationPromoted(view: name, property: property, value: value), at: now)
      }
    }
    for (property, left) in zip(properties, before) {
      let right = presentationSample(of: property, at: now, side: .right)
      // Removing the animations where the app had just put the model (what was shown, to the
      // eye) is a promotion too: the view stays where it was seen, a catch.
      let keptWhereShown =
        server.shownBeforeAppWrite(self, property).map { abs(right.value - $0) <= 1e-9 * max(1, abs($0)) } ?? false
      server.recordTransition(
        self, property, .removed(promoted: promotingPresentation || keptWhereShown), at: now, left: left, right: right)
    }
  }

  /// Sets the model value of `property` so that its presentation value at `instant` is
  /// `value`, given the contributions still on the view (additive ones keep adding; an
  /// absolute one hides the model, which then simply takes `value`).
  func keepPresentation(_ value: Double, of property: ViewProperty, at instant: Instant) {
    let masked = hasAbsoluteContribution(property)
    let shown = presentationValue(of: property, at: instant, side: .right)
    let model = modelValue(of: property)
    setModelValue(masked ? value : model + (value - shown), of: property)
  }

  /// Sets one model value by property.
  ///
  /// ```swift
  /// card.setModelValue(120, of: .centerY)   // card.center.y = 120
  /// ```
  package func setModelValue(_ value: Double, of property: ViewProperty) {
    switch property {
    case .centerX: center.x = value
    case .centerY: center.y = value
    case .boundsWidth: bounds.size.width = value
    case .boundsHeight: bounds.size.height = value
    case .translationX: translation.x = value
    case .translationY: translation.y = value
    case .scaleX: scaleX = value
    case .scaleY: scaleY = value
    case .rotation: rotation = value
    case .alpha: alpha = value
    case .cornerRadius: cornerRadius = value
    case .boundsX: bounds.origin.x = value
    case .boundsY: bounds.origin.y = value
    case .shear: shear = value
    }
  }
}
