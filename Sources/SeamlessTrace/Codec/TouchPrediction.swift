/// The per-touch predictor shared by the encoder and the decoder of events blocks.
///
/// Each touch that is down has a *track*: its last position and a smoothed velocity, all
/// in integer 1/64 pt units (velocity with 4 more fractional bits). A sample is stored as
/// its residual from the prediction, so a finger moving at a nearly constant velocity costs
/// a few bits a coordinate. Both sides run this same code on the same integers, so they
/// agree bit for bit on every platform.
///
/// - `began`: predicted at the position of the previous touch sample of any touch (taps
///   land near each other), the origin at the start of the payload.
/// - later phases: predicted at `last + round(v / 16)`; then `v += (16·Δ − v) >> 1`, an
///   exponential average of the last displacements `Δ` that halves the jitter a plain
///   delta-of-delta predictor would double.
/// - `ended`/`cancelled` remove the track after the sample.
struct TouchPrediction {
  struct Track {
    var id: UInt32
    var x: Int64
    var y: Int64
    var vx: Int64 = 0
    var vy: Int64 = 0
    var force: Int64 = 0
    var radius: Int64 = 0
  }

  /// Fractional bits of the velocity estimate.
  static let velocityFractionBits: Int64 = 4
  /// Smoothing shift: each displacement moves the estimate 1/2^k of the way.
  static let smoothingShift: Int64 = 1

  private(set) var tracks: [Track] = []
  private var lastSlot = 0
  private(set) var anchorX: Int64 = 0
  private(set) var anchorY: Int64 = 0

  init() {
    tracks.reserveCapacity(16)
  }

  /// The slot of the track with this id, or `nil`.
  @inline(__always) mutating func slot(of id: UInt32) -> Int? {
    if lastSlot < tracks.count && tracks[lastSlot].id == id { return lastSlot }
    for index in tracks.indices where tracks[index].id == id {
      lastSlot = index
      return index
    }
    return nil
  }

  /// Starts a track and returns its slot; the caller checks the id is not down.
  @inline(__always) mutating func begin(id: UInt32) -> Int {
    tracks.append(Track(id: id, x: anchorX, y: anchorY))
    lastSlot = tracks.count - 1
    return lastSlot
  }

  /// The predicted position of the next sample of the track in `slot`.
  @inline(__always) func predict(slot: Int, isBegan: Bool) -> (x: Int64, y: Int64) {
    if isBegan { return (anchorX, anchorY) }
    let track = tracks[slot]
    let half: Int64 = 1 << (Self.velocityFractionBits - 1)
    return (
      track.x &+ ((track.vx &+ half) >> Self.velocityFractionBits),
      track.y &+ ((track.vy &+ half) >> Self.velocityFractionBits)
    )
  }

  /// Records the sample actually taken by the track in `slot`.
  @inline(__always) mutating func update(slot: Int, x: Int64, y: Int64, isBegan: Bool) {
    var track = tracks[slot]
    if !isBegan {
      let dx = (x &- track.x) << Self.velocityFractionBits
      let dy = (y &- track.y) << Self.velocityFractionBits
      track.vx &+= (dx &- track.vx) >> Self.smoothingShift
      track.vy &+= (dy &- track.vy) >> Self.smoothingShift
    }
    track.x = x
    track.y = y
    tracks[slot] = track
    anchorX = x
    anchorY = y
  }

  @inline(__always) mutating func setForce(slot: Int, _ value: Int64) { tracks[slot].force = value }
  @inline(__always) mutating func setRadius(slot: Int, _ value: Int64) { tracks[slot].radius = value }

  /// Ends the track in `slot`.
  @inline(__always) mutating func end(slot: Int) {
    tracks.remove(at: slot)
    lastSlot = 0
  }
}
