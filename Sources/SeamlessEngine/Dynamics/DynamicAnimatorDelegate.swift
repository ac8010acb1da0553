/// Hears when a ``DynamicAnimator`` pauses at rest and when it resumes.
///
/// The calls alternate, starting with ``dynamicAnimatorWillResume(_:)`` when the first
/// behavior is added. Both default to doing nothing.
///
/// ```swift
/// final class Controller: DynamicAnimatorDelegate {
///   func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { settled = true }
/// }
/// animator.delegate = controller
/// ```
package protocol DynamicAnimatorDelegate: AnyObject {
  /// The animator came to rest and stopped stepping.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
  /// The animator is about to step again.
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
  package func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
  package func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
}
