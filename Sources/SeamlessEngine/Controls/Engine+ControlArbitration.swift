extension Engine {
  /// The control that denies `recognizer` its move out of `possible`, if one does.
  ///
  /// "In iOS 6.0 and later, default control actions prevent overlapping gesture recognizer
  /// behavior" (Apple, *Event Handling Guide for iOS*; "Attaching gesture recognizers to
  /// UIKit controls"): for each touch the recognizer has had this sequence, the control
  /// that owns it (``Control``'s nearest-control rule) is asked, through
  /// ``Control/gestureRecognizerShouldBegin(_:)``, when it tracked that touch and the
  /// recognizer is attached to one of its ancestors — not to the control itself, nor inside
  /// it. A recognizer on the control itself always gets its chance, as UIKit's article says
  /// ("install your gesture recognizer on the control itself").
  ///
  /// ```swift
  /// // a single tap on a button inside `card`, whose tap recognizer is denied:
  /// // gesture-state recognizer="tap" view="card" from=possible to=failed cause=denied-by-control control="ok"
  /// ```
  package func controlDenying(_ recognizer: GestureRecognizer) -> Control? {
    guard let attached = recognizer.view else { return nil }
    for touch in recognizer.sequenceTouches {
      guard let control = Control.owner(of: touch), control.lastTrackedTouch === touch else { continue }
      guard control !== attached, attached.isAncestor(of: control) else { continue }
      if !control.gestureRecognizerShouldBegin(recognizer) { return control }
    }
    return nil
  }
}
