import Foundation

/// `UIImage`: a size and a name, never drawn.
public final class UIImage: Hashable, @unchecked Sendable {
  public let size: CGSize
  let name: String?

  public init(size: CGSize = .zero, name: String? = nil) {
    self.size = size
    self.name = name
  }

  /// A named image (from the asset catalogue on iOS): 24 × 24 pt here.
  public convenience init?(named name: String) { self.init(size: CGSize(width: 24, height: 24), name: name) }
  /// An SF Symbol: 24 × 24 pt here.
  public convenience init?(systemName name: String) { self.init(size: CGSize(width: 24, height: 24), name: name) }
  /// Image literals (`#imageLiteral(resourceName:)`).
  public convenience init(imageLiteralResourceName name: String) { self.init(size: CGSize(width: 24, height: 24), name: name) }

  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// `UIImage.RenderingMode`: inert.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIImageView`: shows an image (never drawn); its intrinsic size is the image's; not
/// interactive by default, as in UIKit.
open class UIImageView: UIView {
  open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
  open var isHighlighted = false

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override class var isInteractiveByDefault: Bool { false }

  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}

/// `UIBlurEffect` and `UIVisualEffect`: inert.
open class UIVisualEffect {
  public init() {}
}

open class UIBlurEffect: UIVisualEffect {
  /// `UIBlurEffect.Style`: inert.
  public enum Style: Int, Sendable { case extraLight, light, dark, regular, prominent, systemMaterial, systemThinMaterial }
  public let style: Style
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// `UIVisualEffectView`: a view with a ``contentView`` for subviews; the effect is not drawn.
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as with UIKit.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type an image literal makes where no other is expected (UIKit declares the same).
public typealias _ImageLiteralType = UIImage
