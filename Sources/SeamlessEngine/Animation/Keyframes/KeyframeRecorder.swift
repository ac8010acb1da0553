/// Collects the keyframes of one open `animateKeyframes` block: per (view, property), in
/// the order properties were first changed, the starting value and each change with the
/// relative span of the keyframe that made it.
///
/// The block's model changes arrive through ``AnimationServer/modelDidChange(_:_:from:to:)``;
/// when the block closes, the server turns each entry into one ``ViewAnimation`` driven by
/// a ``KeyframeTrack``. A change to a property already changed by the same `addKeyframe`
/// call (or, outside `addKeyframe`, by the body itself) replaces that keyframe's value: the
/// last value set in a keyframe is the one it reaches.
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
  private(set) var entries: [Entry] = []
  /// Numbers `addKeyframe` calls in the block.
  var nextCall = 1

  init(mode: KeyframeCalculationMode) {
    self.mode = mode
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
    let keyframe = KeyframeTrack.Keyframe(relativeStartTime: start, relativeDuration: duration, value: value)
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
}
