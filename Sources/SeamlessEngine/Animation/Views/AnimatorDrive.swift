/// A property animator and the track of one of its animations, in a box a
/// ``ViewAnimation`` keeps beside its driver: sampling it every frame then reads the track
/// in place instead of copying it out of the driver's enum.
///
/// ```swift
/// // Inside ViewAnimation.progress(at:side:):
/// if let drive = animatorDrive { return drive.animator.progress(of: drive.track, at: t, side: side) }
/// ```
final class AnimatorDrive {
  let animator: PropertyAnimator
  let track: AnimatorTrack

  init(animator: PropertyAnimator, track: AnimatorTrack) {
    self.animator = animator
    self.track = track
  }
}
