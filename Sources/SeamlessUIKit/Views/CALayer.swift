import Foundation
import SeamlessEngine

/// `CALayer`, as a view's layer: its model values, or (from ``presentation()``) what is on
/// screen at the current instant of the replay.
///
/// Geometry and opacity read and write the view's values; `cornerRadius` animates in an
/// animation block like any view property. Shadows, borders, masks and `contents` are inert:
/// stored, never drawn.
///
/// ```swift
/// override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
///   // WWDC 2014 session 236: grab the card where it is on screen.
///   guard let shown = layer.presentation(), let parent = superview else { return super.hitTest(point, with: event) }
///   let inParent = convert(point, to: parent)
///   return shown.frame.contains(inParent) ? self : nil
/// }
/// ```
open class CALayer {
  /// The view whose layer this is.
  private weak var view: UIView?
  /// `nil` for the model layer; the instant a presentation copy shows.
  private let instant: Instant?

  init(view: UIView, instant: Instant?) {
    self.view = view
    self.instant = instant
  }

  /// A layer not backing a view: every value stored, nothing shown.
  public init() {
    self.view = nil
    self.instant = nil
  }

  private func value(_ property: ViewProperty, model: Double) -> Double {
    guard let instant, let view else { return model }
    return view.backing.presentationValue(of: property, at: instant)
  }

  /// What the render server shows at the view's engine's current instant.
  ///
  /// A copy whose values are presentation values; `nil` when the view is in no replay's window.
  open func presentation() -> CALayer? {
    guard let view else { return nil }
    guard let engine = view.backing.engine else { return nil }
    return CALayer(view: view, instant: engine.now)
  }

  /// The model layer.
  open func model() -> CALayer {
    guard let view else { return self }
    return view.layer
  }

  /// The centre in the superview (the anchor point is the centre).
  open var position: CGPoint {
    get {
      guard let view else { return storedPosition }
      return CGPoint(
        x: value(.centerX, model: view.backing.center.x), y: value(.centerY, model: view.backing.center.y))
    }
    set {
      guard let view, instant == nil else { return storedPosition = newValue }
      view.center = newValue
    }
  }

  open var bounds: CGRect {
    get {
      guard let view else { return storedBounds }
      let model = view.backing.bounds
      return CGRect(
        x: value(.boundsX, model: model.origin.x), y: value(.boundsY, model: model.origin.y),
        width: value(.boundsWidth, model: model.size.width),
        height: value(.boundsHeight, model: model.size.height))
    }
    set {
      guard let view, instant == nil else { return storedBounds = newValue }
      view.bounds = newValue
    }
  }

  /// The bounding box of the transformed bounds about ``position``.
  open var frame: CGRect {
    get {
      let t = affineTransform()
      let size = bounds.size
      let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height).applying(
        CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0))
      return box.offsetBy(dx: position.x + t.tx, dy: position.y + t.ty)
    }
    set {
      guard let view, instant == nil else { return }
      view.frame = newValue
    }
  }

  open var opacity: Float {
    get {
      guard let view else { return storedOpacity }
      return Float(value(.alpha, model: view.backing.alpha))
    }
    set {
      guard let view, instant == nil else { return storedOpacity = newValue }
      view.alpha = CGFloat(newValue)
    }
  }

  open var cornerRadius: CGFloat {
    get {
      guard let view else { return storedCornerRadius }
      return CGFloat(value(.cornerRadius, model: view.backing.cornerRadius))
    }
    set {
      guard let view, instant == nil else { return storedCornerRadius = newValue }
      view.backing.cornerRadius = Double(newValue)
    }
  }

  /// The view's transform (presented, for a presentation layer).
  open func affineTransform() -> CGAffineTransform {
    guard let view else { return storedTransform }
    guard instant != nil else { return view.transform }
    let b = view.backing
    return UIView.matrix([
      value(.translationX, model: b.translation.x), value(.translationY, model: b.translation.y),
      value(.scaleX, model: b.scaleX), value(.scaleY, model: b.scaleY), value(.rotation, model: b.rotation),
      value(.shear, model: b.shear),
    ])
  }

  open func setAffineTransform(_ transform: CGAffineTransform) {
    guard let view, instant == nil else { return storedTransform = transform }
    view.transform = transform
  }

  // MARK: The layer tree (inert: stored, never drawn)

  /// The layers added to this one, in order (`nil` until one is), as UIKit keeps them.
  ///
  /// Nothing draws them, and they take no part in hit testing (neither do a UIKit view's extra
  /// layers).
  open var sublayers: [CALayer]?
  /// The layer this one was added to.
  open private(set) weak var superlayer: CALayer?
  /// A layer whose alpha masks this one's content (inert: stored).
  open var mask: CALayer?

  /// Adds `layer` on top of this layer's sublayers, taking it from its old superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` among this layer's sublayers at `index` (clamped to the count).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Takes the layer out of its superlayer's sublayers.
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers?.removeAll { $0 === self }
    self.superlayer = nil
  }

  /// Removes every animation of the view: the model shows at once.
  open func removeAllAnimations() {
    view?.backing.removeAllAnimations()
  }

  /// `CACornerMask`: which corners ``cornerRadius`` rounds (inert).
  public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
  }

  // Inert, stored.
  open var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var masksToBounds = false
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var zPosition: CGFloat = 0
  open var name: String?

  private var storedPosition = CGPoint.zero
  private var storedBounds = CGRect.zero
  private var storedOpacity: Float = 1
  private var storedCornerRadius: CGFloat = 0
  private var storedTransform = CGAffineTransform.identity
}

/// `CACornerMask`.
public typealias CACornerMask = CALayer.CornerMask
