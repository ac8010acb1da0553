/// When each display frame happens: frame times computed from frame indices, exactly.
///
/// Frame *n*'s time is `epochTime + (n − epochIndex) · 1_000_000_000 / hz` in integer
/// nanoseconds (the division truncates), where the epoch is the frame at which the current
/// rate took effect. Because each time is computed from its index and never by adding
/// periods, there is no drift: at 60 Hz frame 60 is at exactly 1 s, at 120 Hz frame 3 is at
/// 25 ms. A rate change makes a frame the new epoch; that frame keeps its old-rate time and
/// the frames after it are spaced by the new rate.
///
/// ```swift
/// var schedule = FrameSchedule(hz: 60)
/// schedule.time(ofFrame: 1)          // 16_666_666 ns
/// schedule.changeRate(to: 120, atFrame: 6)
/// schedule.time(ofFrame: 7)          // 100_000_000 + 8_333_333 ns
/// ```
package struct FrameSchedule: Sendable, Hashable {
  /// The refresh rate in hertz.
  package private(set) var hz: Int
  /// The first frame of the current rate.
  package private(set) var epochIndex: Int
  /// The time of ``epochIndex``.
  package private(set) var epochTime: Instant

  /// A schedule whose frame 0 is at time 0.
  package init(hz: Int) {
    self.hz = hz
    self.epochIndex = 0
    self.epochTime = .zero
  }

  /// Whether `hz` is a rate the engine accepts: 1 to 1000 Hz.
  package static func isValid(hz: Int) -> Bool { hz >= 1 && hz <= 1000 }

  /// The scheduled time of frame `index` (an index at or after ``epochIndex``).
  package func time(ofFrame index: Int) -> Instant {
    let frames = Int64(index - epochIndex)
    let (scaled, overflow) = frames.multipliedReportingOverflow(by: 1_000_000_000)
    guard overflow else { return epochTime.saturatingAdding(.nanoseconds(scaled / Int64(hz))) }
    // Centuries of frames (an idle skip toward a far horizon): full width, saturating.
    let wide = frames.multipliedFullWidth(by: 1_000_000_000)
    guard frames > 0, wide.high < Int64(hz) / 2 else { return Instant(nanoseconds: frames > 0 ? .max : 0) }
    return epochTime.saturatingAdding(.nanoseconds(Int64(hz).dividingFullWidth(wide).quotient))
  }

  /// The last frame before `instant`: the largest index `k` with `time(ofFrame: k) < instant`
  /// (at least `epochIndex − 1`), exact in integer arithmetic.
  ///
  /// ```swift
  /// FrameSchedule(hz: 60).lastFrame(before: Instant(nanoseconds: 1_000_000_000))   // 59
  /// ```
  package func lastFrame(before instant: Instant) -> Int {
    let span = instant.nanoseconds - epochTime.nanoseconds
    guard span > 0 else { return epochIndex - 1 }
    // floor(n·10⁹ / hz) < span  ⟺  n·10⁹ < span·hz  ⟺  n ≤ (span·hz − 1) / 10⁹.
    let product = span.multipliedFullWidth(by: Int64(hz))
    let (high, low) = product.low == 0 ? (product.high - 1, UInt64.max) : (product.high, product.low - 1)
    let (quotient, _) = Int64(1_000_000_000).dividingFullWidth((high, low))
    return epochIndex + Int(quotient)
  }

  /// Makes frame `index` (at or after the epoch) the new epoch, at its current time, with
  /// rate `hz` for the frames after it.
  package mutating func changeRate(to hz: Int, atFrame index: Int) {
    epochTime = time(ofFrame: index)
    epochIndex = index
    self.hz = hz
  }
}
