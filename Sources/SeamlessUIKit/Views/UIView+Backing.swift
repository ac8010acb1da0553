import SeamlessEngine

extension UIView {
  /// The UIKit view an engine view stands for, if it has one.
  static func owner(of view: View?) -> UIView? { view?.bridge as? UIView }
}
