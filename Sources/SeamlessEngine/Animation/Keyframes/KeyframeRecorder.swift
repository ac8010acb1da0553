/// Collects the keyframes of one open `animateKeyframes` block: per (view, property), in
/// the order properties were first changed, the starting value and each change with the
/// relative span of the keyframe that made it.
///
/// The block's model changes arrive through ``AnimationServer/modelDidChange(_:_:from:to:)``;
/// when the block closes, the server turns each entry into one ``ViewAnimation`` driven by
/// a ``KeyframeTrack``. A change to a property already changed by the same `addKeyframe`
/// call (or, outside `addKeyframe`, by the body itself) replaces that keyframe's value: the
/// last value set in a keyframe is the one it reaches. Each keyframe takes the timing curve
/// its `addKeyframe` call gave (linear by default). ``tracks(offset:)`` makes the tracks, pacing a
/// view's centre x and centre y together, and the headings of ``rotationMode``.
///
/// ```swift
/// // inside animateKeyframes: addKeyframe(0.5, 0.5) { card.alpha = 0 }
/// recorder.entries.first?.keyframes   // [Keyframe(0.5, 0.5, value: 0)]
/// ```
final class KeyframeRecorder {
  struct Entry {
    let view: View
    let property: ViewProperty
    /// The value the track starts from (old model value, or the presentation value).
    let from: Double
    /// The model value before the block changed it.
    let modelBefore: Double
    var keyframes: [KeyframeTrack.Keyframe]
    /// The keyframe call that made each keyframe (1, 2, …; 0 outside `addKeyframe`).
    var calls: [Int]
  }

  let mode: KeyframeCalculationMode
  let rotationMode: KeyframeRotationMode
  private(set) var entries: [Entry] = []
  /// Numbers `addKeyframe` calls in the block.
  var nextCall = 1
  /// The timing curve of each `addKeyframe` call that gave one (looked up, never iterated).
  var curves: [Int: TimingCurve] = [:]

  init(mode: KeyframeCalculationMode, rotationMode: KeyframeRotationMode = .fixed) {
    self.mode = mode
    self.rotationMode = rotationMode
  }

  func contains(_ view: View, _ property: ViewProperty) -> Bool {
    entries.contains { $0.view === view && $0.property == property }
  }

  /// Records that `view`'s `property` reaches `value` at the end of the span of keyframe
  /// call `call`; `from` is used only when the property is new to the block.
  func record(
    _ view: View, _ property: ViewProperty, from: Double, modelBefore: Double, value: Double, call: Int, start: Double,
    duration: Double
  ) {
    let keyframe = KeyframeTrack.Keyframe(
      relativeStartTime: start, relativeDuration: duration, value: value, curve: curves[call] ?? .linear)
    guard let index = entries.firstIndex(where: { $0.view === view && $0.property == property }) else {
      entries.append(
        Entry(view: view, property: property, from: from, modelBefore: modelBefore, keyframes: [keyframe], calls: [call]))
      return
    }
    if let same = entries[index].calls.lastIndex(of: call) {
      entries[index].keyframes[same] = keyframe
    } else {
      entries[index].keyframes.append(keyframe)
      entries[index].calls.append(call)
    }
  }

  /// One track per entry, in order, and the headings to animate (``rotationMode``), one
  /// per view whose centre animates, in the order the views' centres were first changed.
  ///
  /// When a view's centre x and centre y both animate, their tracks are made together
  /// (``KeyframeTrack/centre(mode:x:y:)``); a heading of a view whose centre moves along
  /// one axis only takes the other coordinate's model value as a constant. `offset` gives
  /// the rotation a heading is added to (the view's model rotation).
  func tracks(offset: (View) -> Double) -> (tracks: [KeyframeTrack], headings: [(view: View, track: KeyframeTrack)]) {
    var tracks = entries.map { KeyframeTrack(mode: mode, from: $0.from, keyframes: $0.keyframes) }
    var headings: [(view: View, track: KeyframeTrack)] = []
    for (index, entry) in entries.enumerated() where entry.property == .centerX || entry.property == .centerY {
      let other: ViewProperty = entry.property == .centerX ? .centerY : .centerX
      let partner = entries.firstIndex { $0.view === entry.view && $0.property == other }
      if let partner, partner < index { continue }  // the pair was made at the first of the two
      var x = entry.property == .centerX ? tracks[index] : nil
      var y = entry.property == .centerY ? tracks[index] : nil
      if let partner {
        (x, y) = (x ?? tracks[partner], y ?? tracks[partner])
        if let px = x, let py = y {
          let centre = KeyframeTrack.centre(mode: mode, x: px, y: py)
          let (xIndex, yIndex) = entry.property == .centerX ? (index, partner) : (partner, index)
          (tracks[xIndex], tracks[yIndex]) = (centre.x, centre.y)
          (x, y) = (centre.x, centre.y)
        }
      }
      guard rotationMode != .fixed else { continue }
      let resting = { (property: ViewProperty) in
        KeyframeTrack(mode: self.mode, from: entry.view.modelValue(of: property), keyframes: [])
      }
      let heading = KeyframeHeading(
        x: x ?? resting(.centerX), y: y ?? resting(.centerY), reverses: rotationMode == .rotateAutoReverse,
        offset: offset(entry.view))
      headings.append((entry.view, KeyframeTrack(heading: heading)))
    }
    return (tracks, headings)
  }
}
