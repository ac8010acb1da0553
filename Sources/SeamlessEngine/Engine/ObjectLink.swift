/// A reference to an object that reads `nil` once the object is gone, without a weak
/// reference: the object owns its link and empties it when it deinitializes.
///
/// The engine's views, recognizers and the engine itself are referenced back by what they
/// own and by what outlives them (animations, transitions, the frame sampler, timers).
/// A Swift weak reference would do, but forming one gives the object a side table, and
/// from then on every retain and release of it takes the runtime's slow path: a fifth of a
/// replay went there. A holder keeps the object's link instead (strongly: links are small
/// and have no weak references of their own) and reads ``object``, which the object
/// empties first thing in its `deinit`, so it never dangles. The reference is `unowned`, not
/// `unowned(unsafe)`: should an object ever fail to empty its link, reading it traps at once
/// instead of reading freed memory (measured: no difference in replay or fuzz time).
///
/// One difference from a weak reference: while a subclass's `deinit` body runs (before the
/// base class's), the link still names the object being deinitialized, and reading it then
/// traps, as reading any `unowned` reference to an object being deinitialized does.
///
/// ```swift
/// let link = view.link          // held by an animation of the view
/// link.object?.name             // "card", until the view is gone; then nil
/// ```
final class ObjectLink<Object: AnyObject> {
  /// The object, until it deinitializes.
  unowned var object: Object?

  init() {}
}
