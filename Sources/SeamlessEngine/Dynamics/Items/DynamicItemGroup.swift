#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Several items moving as one rigid body (`UIDynamicItemGroup`).
///
/// The group's body is the union of its members' collision shapes, its mass their sum and
/// its centre their area-weighted centroid. Writing the group's ``center`` or ``rotation``
/// moves and turns every member about that centre, so members keep their relative
/// placement. Add the group, not its members, to behaviors: a member that is also in a
/// behavior on its own is a recorded programmer error and the member is left to the group.
///
/// A group given another group among its items takes that group's members as its own (the
/// one rigid body they would make). Apple documents that a group "cannot contain other
/// `UIDynamicItemGroup` objects" but publishes no exception for it, so the engine records no
/// error; this flattening is its documented clamp.
///
/// ```swift
/// let dumbbell = DynamicItemGroup(name: "dumbbell", items: [leftBall, rightBall])
/// gravity.addItem(dumbbell)
/// collision.addItem(dumbbell)
/// ```
package final class DynamicItemGroup: DynamicItem {
  package let dynamicsName: String
  /// The members, in the order given.
  package let items: [any DynamicItem]
  /// The group's turn since it was made, in radians.
  private var groupRotation = 0.0

  /// A group of `items`, which must not be empty; a group among them gives its members.
  package init(name: String, items: [any DynamicItem]) {
    self.dynamicsName = name
    self.items = items.flatMap { item -> [any DynamicItem] in
      if let group = item as? DynamicItemGroup { group.items } else { [item] }
    }
  }

  /// The members' area-weighted centroid.
  package var center: Point {
    get {
      var total = 0.0
      var sum = Point.zero
      for item in items {
        let weight = max(DynamicItemProperties.area(of: item), 1)
        total += weight
        sum = sum + weight * item.center
      }
      return total > 0 ? (1 / total) * sum : .zero
    }
    set {
      let delta = newValue - center
      for item in items { item.center = item.center + delta }
    }
  }

  /// The bounding box size of the members' centres and bounds (axis-aligned).
  package var bounds: Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for item in items {
      let half =
        0.5
        * (item.bounds.size.width * item.bounds.size.width
        + item.bounds.size.height * item.bounds.size.height).squareRoot()
      minX = min(minX, item.center.x - half)
      minY = min(minY, item.center.y - half)
      maxX = max(maxX, item.center.x + half)
      maxY = max(maxY, item.center.y + half)
    }
    guard minX <= maxX else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return Rect(x: 0, y: 0, width: maxX - minX, height: maxY - minY)
  }

  package var rotation: Double {
    get { groupRotation }
    set {
      let delta = newValue - groupRotation
      groupRotation = newValue
      let pivot = center
      let c = cos(delta)
      let s = sin(delta)
      for item in items {
        let offset = item.center - pivot
        item.center = pivot + Point(x: c * offset.x - s * offset.y, y: s * offset.x + c * offset.y)
        item.rotation += delta
      }
    }
  }

  /// Unused: a group collides with its members' shapes.
  package var collisionBoundsType: CollisionBoundsType { .rectangle }
}
