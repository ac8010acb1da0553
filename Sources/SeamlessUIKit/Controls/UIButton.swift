import Foundation
import SeamlessEngine

/// `UIButton`: the engine's button (it wins single taps over its superviews' tap recognizers,
/// as Apple documents) with titles and images per state, inert.
///
/// ```swift
/// let play = UIButton(type: .system)
/// play.setTitle("Play", for: .normal)
/// play.addTarget(self, action: PlayerView.togglePlay, for: .touchUpInside)
/// ```
open class UIButton: UIControl {
  /// `UIButton.ButtonType`: inert.
  public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

  public let buttonType: ButtonType
  private var titles: [(state: State, title: String?)] = []
  private var images: [(state: State, image: UIImage?)] = []
  /// The label a title shows in (inert).
  public let titleLabel: UILabel? = UILabel()
  /// The image view an image shows in (inert).
  public let imageView: UIImageView? = UIImageView(image: nil)

  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  override func makeControl() -> Control { Button(name: "UIButton", center: .zero, size: Size(width: 0, height: 0)) }

  /// A button that runs `primaryAction` when tapped.
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  open func setTitle(_ title: String?, for state: State) {
    titles.removeAll { $0.state == state }
    titles.append((state, title))
    if state == .normal { titleLabel?.text = title }
  }

  open func title(for state: State) -> String? {
    titles.first { $0.state == state }?.title ?? titles.first { $0.state == .normal }?.title
  }

  open func setImage(_ image: UIImage?, for state: State) {
    images.removeAll { $0.state == state }
    images.append((state, image))
  }

  open func image(for state: State) -> UIImage? {
    images.first { $0.state == state }?.image ?? images.first { $0.state == .normal }?.image
  }

  open var currentTitle: String? { title(for: state) }

  /// Inert: stored.
  open func setTitleColor(_ color: UIColor?, for state: State) {}
}

/// `UISlider`: the engine's slider (its thumb tracks the finger from where it was grabbed).
///
/// ```swift
/// slider.addTarget(self, action: EditorView.scrub(_:), for: .valueChanged)
/// ```
open class UISlider: UIControl {
  private var slider: Slider { unsafeDowncast(backing, to: Slider.self) }

  override func makeControl() -> Control { Slider(name: "UISlider", center: .zero, size: Size(width: 0, height: 0)) }

  open var value: Float {
    get { Float(slider.value) }
    set { slider.value = Double(newValue) }
  }
  open var minimumValue: Float {
    get { Float(slider.minimumValue) }
    set { slider.minimumValue = Double(newValue) }
  }
  open var maximumValue: Float {
    get { Float(slider.maximumValue) }
    set { slider.maximumValue = Double(newValue) }
  }
  open var isContinuous: Bool {
    get { slider.isContinuous }
    set { slider.isContinuous = newValue }
  }

  /// Sets the value (the thumb's motion is not animated).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
}

/// `UISwitch`: a touch that began on it and lifts inside toggles it.
///
/// Inside means within the 70 pt tracking margin; the switch then sends `.valueChanged`. Dragging the knob across is not modelled: a drag that ends
/// inside toggles like a tap.
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame.size = CGSize(width: 51, height: 31)
  }

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard touch != nil, isTouchInside else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}
