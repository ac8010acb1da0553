extension DynamicAnimator {
  /// Rebuilds the flattened behavior list and the bodies after the tree or an item list
  /// changed: items keep their velocities; new items read their pose from the item.
  ///
  /// Bodies are ordered by first appearance in a depth-first walk (parents before
  /// children, in the order added); an item's properties come from the last
  /// ``DynamicItemBehavior`` in that walk that lists it.
  func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    flatBehaviors.removeAll(keepingCapacity: true)
    for behavior in behaviors { flatten(behavior) }

    var old: [ObjectIdentifier: RigidBody] = [:]
    for body in world.bodies { old[body.item.dynamicsIdentity] = body }
    var members: Set<ObjectIdentifier> = []
    for behavior in flatBehaviors {
      for item in behavior.itemList {
        if let group = item as? DynamicItemGroup {
          for member in group.items { members.insert(member.dynamicsIdentity) }
        }
      }
    }
    world.bodies.removeAll(keepingCapacity: true)
    world.indexByItem.removeAll(keepingCapacity: true)
    world.warmStarts.removeAll(keepingCapacity: true)
    var gravityCount = 0
    for behavior in flatBehaviors {
      if behavior is GravityBehavior { gravityCount += 1 }
      behavior.bodyIndices.removeAll(keepingCapacity: true)
      for item in behavior.itemList {
        let id = item.dynamicsIdentity
        if members.contains(id) {
          if !reportedMisuses.contains(.groupMemberAddedSeparately(item: item.dynamicsName)) {
            reportedMisuses.append(.groupMemberAddedSeparately(item: item.dynamicsName))
            record(.programmerError(.dynamics(.groupMemberAddedSeparately(item: item.dynamicsName))))
          }
          continue
        }
        if let index = world.indexByItem[id] {
          behavior.bodyIndices.append(index)
          continue
        }
        let size = item.bounds.size
        if old[id] == nil, !(size.width > 0 && size.height > 0) {
          let misuse = DynamicsMisuse.invalidItemSize(item: item.dynamicsName, width: size.width, height: size.height)
          if !reportedMisuses.contains(misuse) {
            reportedMisuses.append(misuse)
            record(.programmerError(.dynamics(misuse)))
          }
          continue
        }
        var body = old[id] ?? RigidBody(item: item)
        if old[id] == nil, case .path(let points) = item.collisionBoundsType,
          ConvexPolygon.convexHull(points).count != points.count
        {
          record(.programmerError(.dynamics(.nonConvexCollisionPath(item: item.dynamicsName))))
        }
        body.apply(DynamicItemProperties())
        world.indexByItem[id] = world.bodies.count
        behavior.bodyIndices.append(world.bodies.count)
        world.bodies.append(body)
      }
    }
    if gravityCount > 1 && !reportedMisuses.contains(.multipleGravityBehaviors(animator: name)) {
      reportedMisuses.append(.multipleGravityBehaviors(animator: name))
      record(.programmerError(.dynamics(.multipleGravityBehaviors(animator: name))))
    }
    for behavior in flatBehaviors {
      guard let itemBehavior = behavior as? DynamicItemBehavior else { continue }
      for index in behavior.bodyIndices { world.bodies[index].apply(itemBehavior.properties) }
    }
    for behavior in flatBehaviors { behavior.prepare(in: &world) }
    for behavior in flatBehaviors { behavior.deliverEvents() }
  }

  private func flatten(_ behavior: DynamicBehavior) {
    flatBehaviors.append(behavior)
    for child in behavior.childBehaviors { flatten(child) }
  }
}
