/// Where a ``FieldBehavior`` acts, centred on its ``FieldBehavior/position``
/// (`UIRegion`).
///
/// ```swift
/// field.region = .circle(radius: 150)
/// ```
package enum FieldRegion: Sendable, Hashable {
  /// Everywhere.
  case infinite
  /// A rectangle of this size centred on the field's position (edges included).
  case rectangle(Size)
  /// A disc of this radius centred on the field's position (edge included).
  case circle(radius: Double)

  /// Whether `offset` from the field's position is inside.
  package func contains(_ offset: Point) -> Bool {
    switch self {
    case .infinite: true
    case .rectangle(let size): abs(offset.x) <= size.width / 2 && abs(offset.y) <= size.height / 2
    case .circle(let radius): offset.dot(offset) <= radius * radius
    }
  }
}
