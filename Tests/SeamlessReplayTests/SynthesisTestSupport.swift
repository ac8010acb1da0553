import Foundation
import SeamlessReplay
import SeamlessTrace

let fixturesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// Quadratic least squares velocity (Android's LSQ2, unweighted, closed form): the test oracle for flings.
///
/// It fits the samples newer than `horizon` seconds before the newest.
/// x_i = −age in seconds, y_i = position; v = (Sxy·Sx2x2 − Sx2y·Sxx2)/(Sxx·Sx2x2 − Sxx2²).
func lsq2Velocity(_ samples: [(t: Int64, p: Double)], horizon: Double = 0.1) -> Double {
  guard let newest = samples.last?.t else { return 0 }
  let window = samples.filter { Double(newest - $0.t) / 1e9 <= horizon + 1e-12 }
  let n = Double(window.count)
  var (sx, sx2, sx3, sx4, sy, sxy, sx2y) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
  for sample in window {
    let x = -Double(newest - sample.t) / 1e9
    let y = sample.p
    sx += x; sx2 += x * x; sx3 += x * x * x; sx4 += x * x * x * x
    sy += y; sxy += x * y; sx2y += x * x * y
  }
  let sxx = sx2 - sx * sx / n
  let sxyC = sxy - sx * sy / n
  let sxx2 = sx3 - sx * sx2 / n
  let sx2yC = sx2y - sx2 * sy / n
  let sx2x2 = sx4 - sx2 * sx2 / n
  return (sxyC * sx2x2 - sx2yC * sxx2) / (sxx * sx2x2 - sxx2 * sxx2)
}

func touches(_ samples: [TouchSample], id: UInt32) -> [TouchSample] {
  samples.filter { $0.touchID == id }
}
