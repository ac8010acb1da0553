/// The kinds of ``AttachmentBehavior`` (iOS 9's attachment types).
///
/// - `distance`: keeps the two attachment points ``AttachmentBehavior/length`` apart,
///   rigidly (frequency 0) or as a damped spring.
/// - `limit`: a rope: at most ``AttachmentBehavior/length`` apart, slack when closer.
/// - `fixed`: welds two items at an anchor: no relative motion or turn.
/// - `pin`: two items turn about a shared anchor, optionally within an angle range.
/// - `sliding`: items (or an item and the world) slide along an axis without turning,
///   optionally within a translation range.
///
/// ```swift
/// let pin = AttachmentBehavior.pinAttachment(with: door, attachedTo: frame, attachmentAnchor: hinge)
/// pin.kind   // .pin
/// ```
package enum AttachmentKind: Sendable, Hashable {
  case distance
  case limit
  case fixed
  case pin
  case sliding
}
