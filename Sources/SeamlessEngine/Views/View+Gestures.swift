extension View {
  /// Attaches a gesture recognizer; it receives touches that begin on this view or its
  /// subviews from then on, before the touch observers do.
  ///
  /// A recognizer belongs to one view: attaching it to another view detaches it from the
  /// first. Touches already down keep the recognizers they had at `began`.
  ///
  /// ```swift
  /// let pan = PanGestureRecognizer(name: "drag card")
  /// pan.addAction(named: "follow") { recognizer in move(card, by: pan.translation(in: card.superview)) }
  /// card.addGestureRecognizer(pan)
  /// ```
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view !== self else { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a gesture recognizer (touches in flight keep delivering to it).
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}
