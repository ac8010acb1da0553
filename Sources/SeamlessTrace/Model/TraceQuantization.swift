/// The fixed-point grids on which a trace stores its numbers.
///
/// Coordinates are stored in units of 1/64 pt (0.015625 pt), finer than any touch sensor
/// (an iPhone digitiser resolves about 1/3 pt); force in units of 1/1024 of UIKit's force
/// unit; major radius in 1/64 pt. Every value on these grids is an exact binary fraction,
/// so it prints exactly in decimal and survives a JSON Lines round trip bit for bit.
///
/// A synthesiser quantises what it makes before it is replayed, so replaying a trace file
/// equals replaying the in-memory trace:
///
/// ```swift
/// let x = TraceQuantization.quantizeCoordinate(100.3)   // 100.296875
/// ```
package enum TraceQuantization {
  /// Coordinate units per point.
  package static let coordinateUnitsPerPoint: Double = 64
  /// Force units per UIKit force unit.
  package static let forceUnitsPerUnit: Double = 1024
  /// Radius units per point.
  package static let radiusUnitsPerPoint: Double = 64
  /// The largest magnitude a coordinate may have, in points: 2^26 grid units (1,048,576 pt),
  /// the bound the decoder checks in units.
  package static let maximumCoordinate: Double = 0x1p26 / coordinateUnitsPerPoint
  /// The largest force or radius a trace may store.
  package static let maximumForceOrRadius: Double = 1_048_576

  /// The coordinate rounded to the 1/64 pt grid (ties away from zero).
  @inlinable package static func quantizeCoordinate(_ value: Double) -> Double {
    (value * coordinateUnitsPerPoint).rounded() / coordinateUnitsPerPoint
  }

  /// The force rounded to the 1/1024 grid.
  @inlinable package static func quantizeForce(_ value: Double) -> Double {
    (value * forceUnitsPerUnit).rounded() / forceUnitsPerUnit
  }

  /// The radius rounded to the 1/64 pt grid.
  @inlinable package static func quantizeRadius(_ value: Double) -> Double {
    (value * radiusUnitsPerPoint).rounded() / radiusUnitsPerPoint
  }
}
