/// One gesture dragging one view (the view's slot in the frame sampler): what the drag
/// checkers (`follows-finger`, declared and inferred) key their tracks by.
struct DragKey: Hashable {
  var recognizer: ObjectIdentifier
  var slot: Int
}
