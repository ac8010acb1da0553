#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library functions the dynamics solver uses, in one place.
enum DynamicsMath {
  static func cos(_ x: Double) -> Double { Glibc_cos(x) }
  static func sin(_ x: Double) -> Double { Glibc_sin(x) }
  static func exp(_ x: Double) -> Double { Glibc_exp(x) }
  static func pow(_ x: Double, _ y: Double) -> Double { Glibc_pow(x, y) }
  static func atan2(_ y: Double, _ x: Double) -> Double { Glibc_atan2(y, x) }
}

private func Glibc_cos(_ x: Double) -> Double { cos(x) }
private func Glibc_sin(_ x: Double) -> Double { sin(x) }
private func Glibc_exp(_ x: Double) -> Double { exp(x) }
private func Glibc_pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
private func Glibc_atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
