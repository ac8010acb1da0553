import SeamlessEngine

/// The engine view behind a ``UIView``: the engine animates, samples, hit-tests and journals it;
/// it knows its UIKit view (weakly: the UIKit view owns it) to hand touches and hit tests back.
final class BackingView: View {
  weak var owner: UIView?

  /// The UIKit view of an engine view, if it has one.
  static func owner(of view: View?) -> UIView? { (view as? BackingView)?.owner }
}
