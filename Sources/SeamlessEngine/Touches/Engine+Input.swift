extension Engine {
  /// Adds a touch sample to the input queue; it is delivered in the first frame at or
  /// after its time whose main thread runs.
  ///
  /// A `began` is hit-tested when it is delivered, at that frame's time: presentation
  /// values (for views that hit-test them) are those on screen when the main thread handles
  /// the touch. Samples must be enqueued in time order and not in the past. A sample that is out of
  /// order, before ``now`` or has a non-finite coordinate is refused and journaled as
  /// `input-rejected`; well-formedness of the touch's life (``Touch/Phase``) is checked at
  /// delivery.
  ///
  /// ```swift
  /// for sample in samples { engine.enqueue(sample) }
  /// engine.advance(to: samples.last?.time ?? .zero)
  /// ```
  public func enqueue(_ event: InputEvent) {
    touchDispatch.enqueue(event)
  }

  /// Enqueues each sample in order (see ``enqueue(_:)``).
  ///
  /// Inlinable so that callers get it specialised for their sequence type: unspecialised,
  /// every element (larger than an existential's inline buffer) would be boxed on the heap.
  @inlinable
  public func enqueue<Events: Sequence<InputEvent>>(contentsOf events: Events) {
    for event in events { enqueue(event) }
  }
}
