/// A rectangle in a tree of views, with UIKit's model values, presentation contributions
/// and attached touch observers.
///
/// A view is placed in its superview by ``center`` and ``bounds`` and a transform about
/// its centre made of ``translation``, ``scaleX``/``scaleY``, a shear and ``rotation`` (applied
/// to a point as scale, shear, rotate, translate; the shear is 0 unless a UIKit transform
/// has one). Those are its *model*
/// values: what the app set. Its *presentation* values (what the render server shows) are
/// the model plus the `contributions` animations add; with no contributions they are
/// equal. ``alpha``, ``isHidden`` and ``isUserInteractionEnabled`` decide whether touches
/// can land on it (see `hitTest(_:at:values:)`); `touchObservers` (gesture
/// recognizers, touch handlers) receive the touches that land on it or its subviews.
///
/// Model values must be finite: setting NaN or infinity is refused (the value stays) and
/// recorded as a programmer error, where UIKit raises `CALayerInvalidGeometry`.
///
/// Setting a model value inside ``Engine/animate(withDuration:delay:options:animations:completion:)``
/// (or a property animator's animations) animates it: the engine's `AnimationServer`
/// sees the change and adds a `ViewAnimation` from the old value. Outside an animation
/// block a change takes effect at once; animations already in flight keep running.
///
/// Views are named: the journal identifies a view by ``name``, so give each view of a
/// scene a distinct one. Subviews are ordered back to front. As in UIKit, a view keeps its
/// subviews alive but not its superview: keep the root (an ``Engine``'s ``Engine/window``)
/// referenced while the tree is in use. Views are not thread-safe;
/// the engine and the scene use them from one thread.
///
/// The class is open so that ``Control`` and its subclasses (a scene's own controls
/// included) are views; none of its members is open, so nothing of a view's behaviour can
/// be overridden.
///
/// Not modelled: shear in the transform (the components cannot express it),
/// `clipsToBounds` (hit testing never reaches outside a view's bounds anyway, see
/// `hitTest(_:at:values:)`), anchor points other than the centre.
///
/// ```swift
/// let engine = Engine(displaySize: Size(width: 390, height: 844))
/// let card = View(name: "card", center: Point(x: 195, y: 600), size: Size(width: 300, height: 200))
/// engine.window.addSubview(card)
/// card.scaleX = 0.9
/// card.scaleY = 0.9
/// card.addTouchObserver(dragHandler)
/// ```
open class View {
  /// The view's name in the journal and in messages.
  ///
  /// Fixed once the journal has named the view; until then this package may rename it (the
  /// UIKit layer names views by the property that holds them, after they are made).
  public package(set) var name: String
  /// The view this one is a subview of.
  ///
  /// Not retained, and never dangling: a superview keeps its subviews alive and empties
  /// their `superview` when it deinitializes (see `ObjectLink` for why not a weak reference).
  public internal(set) unowned var superview: View?
  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []

  /// The centre of the view in its superview's bounds space (model value).
  public var center: Point {
    get { storedCenter }
    set { setPoint(\.storedCenter, to: newValue, .centerX, .centerY) }
  }
  /// The view's own coordinate space: usually origin zero and the view's size.
  public var bounds: Rect {
    get { storedBounds }
    set {
      guard
        newValue.size.width.isFinite && newValue.size.height.isFinite && newValue.origin.x.isFinite
          && newValue.origin.y.isFinite
      else { return refuseNonFinite((.boundsWidth, newValue.size.width), (.boundsHeight, newValue.size.height)) }
      let old = storedBounds
      storedBounds = newValue
      modelDidChange(.boundsWidth, from: old.size.width, to: newValue.size.width)
      modelDidChange(.boundsHeight, from: old.size.height, to: newValue.size.height)
      modelDidChange(.boundsX, from: old.origin.x, to: newValue.origin.x)
      modelDidChange(.boundsY, from: old.origin.y, to: newValue.origin.y)
    }
  }
  /// The transform's translation in points (model value).
  public var translation: Point {
    get { storedTranslation }
    set { setPoint(\.storedTranslation, to: newValue, .translationX, .translationY) }
  }
  /// The transform's horizontal scale (model value).
  public var scaleX: Double {
    get { storedScaleX }
    set { setScalar(\.storedScaleX, to: newValue, .scaleX) }
  }
  /// The transform's vertical scale (model value).
  public var scaleY: Double {
    get { storedScaleY }
    set { setScalar(\.storedScaleY, to: newValue, .scaleY) }
  }
  /// The transform's rotation in radians, positive turning +x towards +y (model value).
  public var rotation: Double {
    get { storedRotation }
    set { setScalar(\.storedRotation, to: newValue, .rotation) }
  }
  /// The transform's shear (model value): x moves by this times y, after the scale and before
  /// the rotation, as Core Animation decomposes a matrix (0 for every transform made of
  /// translation, scale and rotation).
  package var shear: Double {
    get { storedShear }
    set { setScalar(\.storedShear, to: newValue, .shear) }
  }
  /// Opacity from 0 to 1 (model value); below 0.01 the view is not hit-testable.
  public var alpha: Double {
    get { storedAlpha }
    set { setScalar(\.storedAlpha, to: newValue, .alpha) }
  }
  /// The corner radius in points (model value).
  public var cornerRadius: Double {
    get { storedCornerRadius }
    set { setScalar(\.storedCornerRadius, to: newValue, .cornerRadius) }
  }

  /// Refuses a NaN or infinite model value, as UIKit raises `CALayerInvalidGeometry`.
  ///
  /// The old value stays and the engine records a programmer error.
  /// Sets one scalar model value through its storage key path: finite values are stored,
  /// then the animation server hears of the change (after the store, so it sees the new
  /// model; no access to the storage is held while it runs).
  @inline(__always) private func setScalar(_ storage: ReferenceWritableKeyPath<View, Double>, to value: Double, _ property: ViewProperty) {
    guard value.isFinite else { return refuseNonFinite((property, value), (property, value)) }
    let old = self[keyPath: storage]
    self[keyPath: storage] = value
    modelDidChange(property, from: old, to: value)
  }

  /// Sets a point-valued model value (two properties) through its storage key path, as
  /// `setScalar` does one: both coordinates finite, or neither is stored.
  ///
  /// Inlined, like `setScalar`, so the key path becomes a direct access: a key path write
  /// through the runtime allocates (971 allocations in a 60 s card-drag replay, one per
  /// dragged frame, when this was a call).
  @inline(__always) private func setPoint(
    _ storage: ReferenceWritableKeyPath<View, Point>, to value: Point, _ x: ViewProperty, _ y: ViewProperty
  ) {
    guard value.x.isFinite && value.y.isFinite else { return refuseNonFinite((x, value.x), (y, value.y)) }
    let old = self[keyPath: storage]
    self[keyPath: storage] = value
    modelDidChange(x, from: old.x, to: value.x)
    modelDidChange(y, from: old.y, to: value.y)
  }

  private func refuseNonFinite(_ first: (ViewProperty, Double), _ second: (ViewProperty, Double)) {
    guard let engine = root.hostEngine else { return }
    let (property, value) = first.1.isFinite ? second : first
    engine.journal.record(.programmerError(.nonFiniteModelValue(view: name, property: property, value: value)), at: engine.now)
  }

  // The model values themselves: plain stored properties, so reads on the hot paths (hit
  // testing, geometry) are direct loads; the public setters above tell the animation server.
  @exclusivity(unchecked) private var storedCenter: Point
  @exclusivity(unchecked) private var storedBounds: Rect
  @exclusivity(unchecked) private var storedTranslation = Point.zero
  @exclusivity(unchecked) private var storedScaleX = 1.0
  @exclusivity(unchecked) private var storedScaleY = 1.0
  @exclusivity(unchecked) private var storedRotation = 0.0
  @exclusivity(unchecked) private var storedShear = 0.0
  @exclusivity(unchecked) private var storedAlpha = 1.0
  @exclusivity(unchecked) private var storedCornerRadius = 0.0

  /// Whether the view (and its subtree) is hidden and so not hit-testable.
  @exclusivity(unchecked) public var isHidden = false
  /// Whether touches can land on the view (and its subtree).
  @exclusivity(unchecked) public var isUserInteractionEnabled = true
  /// Whether hit testing uses this view's presentation values even when the engine hit-
  /// tests model values: the `hitTest(_:with:)` override of WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”) that lets an
  /// animation with `allowUserInteraction` be grabbed where it is on screen.
  @exclusivity(unchecked) public var hitTestsPresentationValues = false
  /// The shape UIKit Dynamics collides this view with (see `CollisionBoundsType`).
  @exclusivity(unchecked) package var collisionBoundsType: CollisionBoundsType = .rectangle

  /// Observers that receive touches landing on this view or its subviews, in order.
  @exclusivity(unchecked) package internal(set) var touchObservers: [any TouchObserver] = []
  /// Gesture recognizers attached to this view, in attachment order; touches landing on
  /// the view or its subviews go to them before any touch observer.
  @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// Presentation contributions in the order they were added (the stacking order).
  @exclusivity(unchecked) package internal(set) var contributions: [any PresentationContribution] = []
  /// Per property (`rawValue`), how many of ``contributions`` there are, then (at
  /// `propertyCount + rawValue`) how many of those are absolute (empty until the first).
  @exclusivity(unchecked) var contributionCounts: [Int32] = []
  /// Bumped when a contribution is removed or an animation changes state: the memo of
  /// presentation folds (``PresentationFold``) is stale from then on.
  @exclusivity(unchecked) var contributionGeneration = 0
  /// The memo of presentation folds of a view with many contributions (see ``PresentationFold``).
  @exclusivity(unchecked) var presentationFolds: [PresentationFold] = []
  /// The view transition running on this view as a container, if any (see ``ViewTransition``).
  @exclusivity(unchecked) package internal(set) var viewTransition: ViewTransition?
  /// The engine whose window this view is (set on the window only); views find their
  /// engine's animation server through their root.
  var hostEngine: Engine? {
    get { hostEngineLink?.object }
    set { hostEngineLink = newValue?.link }
  }
  @exclusivity(unchecked) private var hostEngineLink: ObjectLink<Engine>?
  /// The engine a layer over the engine made this view in (a UIKit view built during a replay),
  /// whose animations its changes join before it is in that engine's window (see
  /// `AnimationServer.detachedModelDidChange(_:_:from:to:)`); `nil` for a view made directly.
  package var prospectiveEngine: Engine? {
    get { prospectiveEngineLink?.object }
    set { prospectiveEngineLink = newValue?.link }
  }
  @exclusivity(unchecked) private var prospectiveEngineLink: ObjectLink<Engine>?
  /// The object a layer over the engine shows this view as (the UIKit layer's `UIView`), not
  /// retained: that object owns the view.
  package weak var bridge: AnyObject?
  /// The type of that object (`UIButton`, `PipView`), by which a recipe or the fuzzer may aim at
  /// the view when no view has the name it gives.
  package var bridgeTypeName: String?
  /// What refers back to this view without keeping it alive (see ``ObjectLink``).
  let link = ObjectLink<View>()
  /// The view's identity in its engine's journal (0: not yet identified).
  @exclusivity(unchecked) package internal(set) var journalID = 0
  /// The view's slot in its engine's ``FrameSampler`` (−1: not tracked).
  @exclusivity(unchecked) var sampleSlot = -1
  /// The index of the last frame in which a dynamic animator moved the view, and the
  /// velocities the physics gave it then (points and radians per second).
  @exclusivity(unchecked) var dynamicsFrame = -1
  @exclusivity(unchecked) var dynamicsVelocity = Point.zero
  @exclusivity(unchecked) var dynamicsAngularVelocity = 0.0

  /// Whether a dynamic animator moved the view in its engine's latest frame, at a velocity
  /// (linear or angular) that is not zero: a thrown item in flight.
  package var isMovedByDynamics: Bool {
    guard let frame = root.hostEngine?.lastFrame?.index, dynamicsFrame == frame else { return false }
    return dynamicsVelocity != .zero || dynamicsAngularVelocity != 0
  }
  /// The index of the last frame whose physics started with this item, and its velocity
  /// then (before the frame's steps).
  @exclusivity(unchecked) var dynamicsHandOffFrame = -1
  @exclusivity(unchecked) var dynamicsHandOffVelocity = Point.zero
  /// The index of the last frame in which a scroll view's own motion (a deceleration, a bounce,
  /// an animated offset) moved this view's bounds origin, and the origin's velocity then (pt/s).
  @exclusivity(unchecked) var originVelocityFrame = -1
  @exclusivity(unchecked) var originVelocity = Point.zero
  /// How far (pt, per axis) that step of the scroll view's own motion moved the origin from
  /// where its previous step left it: the motion's own travel, however long the step (a stalled
  /// main thread makes it long).
  @exclusivity(unchecked) var originStepTravel = Point.zero

  /// A view of `size` centred at `center`, with bounds origin zero and no transform.
  public init(name: String, center: Point, size: Size) {
    self.name = name
    self.storedCenter = center
    self.storedBounds = Rect(origin: .zero, size: size)
    link.object = self
  }

  deinit {
    link.object = nil
    // Every subview's superview, and every recognizer's view, is this view (`addSubview` and
    // `addGestureRecognizer` move them from their old one): no identity check, which would read
    // an unowned reference to the object being deinitialized (a trap).
    for view in subviews { view.superview = nil }
    for recognizer in gestureRecognizers { recognizer.view = nil }
  }

  /// A view filling `frame` (in its future superview's space), with no transform.
  public convenience init(name: String, frame: Rect) {
    self.init(name: name, center: frame.center, size: frame.size)
  }

  /// The model transform as an affine matrix: scale, then shear, then rotate, then translate.
  public var transform: AffineTransform {
    Self.transform(translation: translation, scaleX: scaleX, scaleY: scaleY, shear: shear, rotation: rotation)
  }

  /// The frame in the superview (model values): the bounding box of the transformed bounds.
  public var frame: Rect { modelGeometry.frame }

  static func transform(translation: Point, scaleX: Double, scaleY: Double, shear: Double, rotation: Double)
    -> AffineTransform
  {
    // Unsheared (every view but a sheared one) skips the multiply: the same bits.
    let scaled =
      shear.bitPattern == 0
      ? AffineTransform(scaleX: scaleX, y: scaleY)
      : AffineTransform(scaleX: scaleX, y: scaleY).concatenating(AffineTransform(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0))
    return
      scaled
      .concatenating(AffineTransform(rotationAngle: rotation))
      .concatenating(AffineTransform(translationX: translation.x, y: translation.y))
  }
}
