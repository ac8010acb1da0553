import ArgumentParser
import Foundation

/// A span of time on the command line, in seconds: `0.25`, `0.25s` or `250ms`.
///
/// Negative, infinite and not-a-number spans are refused as argument-parser errors that name
/// the option and its unit (`The value '-1' is invalid for '--duration <seconds>'`); a command
/// checks its own upper bound in `validate()`.
///
/// ```
/// seamless record drag --from 60,400 --to 300,400 --duration 350ms -o drag.trace
/// ```
struct SecondsArgument: ExpressibleByArgument, Hashable {
  /// The span in seconds, finite and at least zero.
  var seconds: Double

  init(_ seconds: Double) {
    self.seconds = seconds
  }

  init?(argument: String) {
    let text = argument.trimmingCharacters(in: .whitespaces)
    let number: Double?
    if text.hasSuffix("ms") {
      number = Double(text.dropLast(2)).map { $0 / 1000 }
    } else if text.hasSuffix("s") {
      number = Double(text.dropLast())
    } else {
      number = Double(text)
    }
    guard let number, number.isFinite, number >= 0 else { return nil }
    seconds = number
  }

  var defaultValueDescription: String { "\(seconds)" }

  /// The span in whole nanoseconds, rounded to the nearest.
  var nanoseconds: Int64 { Int64((seconds * 1e9).rounded()) }
}
