extension Engine: GestureArbiterHost {
  package func identify(_ recognizer: GestureRecognizer) {
    identities.id(of: recognizer)
  }

  package func adopt(_ recognizer: GestureRecognizer) {
    recognizer.engine = self
  }

  package func gestureActionDidRun() {
    spendMainThreadTime(mainThreadCosts.perGestureAction)
  }

  package func cancelTouchesForObservers(of recognizer: GestureRecognizer) {
    touchDispatch.cancelTouchesForObservers(of: recognizer)
  }

  package func settleWithheldTouches(recognizedBy recognizer: GestureRecognizer) {
    touchDispatch.settleWithheldTouches(recognizedBy: recognizer)
  }

  package func releaseWithheldTouches() {
    touchDispatch.releaseWithheldTouches()
  }

}
