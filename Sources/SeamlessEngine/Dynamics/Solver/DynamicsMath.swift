#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library functions the dynamics solver uses, in one place (so that code inside
/// types with their own `cos`/`sin` members can still reach them).
enum DynamicsMath {
  static func cos(_ x: Double) -> Double { libmCos(x) }
  static func sin(_ x: Double) -> Double { libmSin(x) }
  static func exp(_ x: Double) -> Double { libmExp(x) }
  static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

private func libmCos(_ x: Double) -> Double { cos(x) }
private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
