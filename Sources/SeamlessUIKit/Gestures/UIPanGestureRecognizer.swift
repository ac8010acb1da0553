import Foundation
import SeamlessEngine

/// `UIPanGestureRecognizer`: begins once the touches move 10 pt (UIKit's hysteresis, see the
/// engine's `PanGestureRecognizer`), reports translation and velocity.
///
/// ```swift
/// @objc func handlePan(_ pan: UIPanGestureRecognizer) {   // glue rule: drop @objc
///   let t = pan.translation(in: view)
///   card.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
/// }
/// ```
open class UIPanGestureRecognizer: UIGestureRecognizer {
  override func makeBacking() -> GestureRecognizer { PanGestureRecognizer(name: "UIPanGestureRecognizer") }
  var pan: PanGestureRecognizer { backing(as: PanGestureRecognizer.self) }

  open var minimumNumberOfTouches: Int {
    get { pan.minimumNumberOfTouches }
    set { pan.minimumNumberOfTouches = newValue }
  }
  open var maximumNumberOfTouches: Int {
    get { pan.maximumNumberOfTouches }
    set { pan.maximumNumberOfTouches = newValue }
  }

  /// The translation since the pan began (or since the last `setTranslation`), in `view`'s
  /// coordinates (the window's for `nil`).
  open func translation(in view: UIView?) -> CGPoint {
    CGPoint(pan.translation(in: view?.backing ?? self.view?.window?.backing) ?? .zero)
  }

  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    pan.setTranslation(translation.engine, in: view?.backing ?? self.view?.window?.backing)
  }

  /// Points per second in `view`'s coordinates.
  open func velocity(in view: UIView?) -> CGPoint {
    CGPoint(pan.velocity(in: view?.backing ?? self.view?.window?.backing) ?? .zero)
  }
}

/// `UIScreenEdgePanGestureRecognizer`: a pan that must start at one of ``edges``.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  override func makeBacking() -> GestureRecognizer {
    ScreenEdgePanGestureRecognizer(name: "UIScreenEdgePanGestureRecognizer", edges: [])
  }
  private var edgePan: ScreenEdgePanGestureRecognizer { backing(as: ScreenEdgePanGestureRecognizer.self) }

  open var edges: UIRectEdge {
    get { UIRectEdge(rawValue: edgePan.edges.rawValue) }
    set { edgePan.edges = RectEdge(rawValue: newValue.rawValue) }
  }
}

/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
