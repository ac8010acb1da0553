import Foundation

/// `UIFont`: a size and a weight, for labels' deterministic sizes; nothing is drawn.
public final class UIFont: Hashable, @unchecked Sendable {
  /// `UIFont.Weight`.
  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
  }

  /// `UIFont.TextStyle`, with the default sizes of the large (default) content size.
  public struct TextStyle: Hashable, Sendable {
    let size: CGFloat
    public static let largeTitle = TextStyle(size: 34)
    public static let title1 = TextStyle(size: 28)
    public static let title2 = TextStyle(size: 22)
    public static let title3 = TextStyle(size: 20)
    public static let headline = TextStyle(size: 17)
    public static let body = TextStyle(size: 17)
    public static let callout = TextStyle(size: 16)
    public static let subheadline = TextStyle(size: 15)
    public static let footnote = TextStyle(size: 13)
    public static let caption1 = TextStyle(size: 12)
    public static let caption2 = TextStyle(size: 11)
  }

  public let pointSize: CGFloat
  public let weight: Weight

  init(size: CGFloat, weight: Weight) {
    pointSize = size
    self.weight = weight
  }

  public convenience init?(name: String, size: CGFloat) { self.init(size: size, weight: .regular) }

  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .regular) }
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight) }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(size: style.size, weight: .regular) }

  /// The height of a line: 1.2 × the point size (the engine's choice; no font is loaded).
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
  /// The top of the tallest glyphs above the baseline: 0.95 × the point size (the engine's
  /// choice, near San Francisco's 0.952 em; with ``descender``, 1.2 em, the line height).
  public var ascender: CGFloat { pointSize * 0.95 }
  /// The bottom of the lowest glyphs, below the baseline (negative): −0.25 × the point size.
  public var descender: CGFloat { -pointSize * 0.25 }

  public static func == (a: UIFont, b: UIFont) -> Bool { a.pointSize == b.pointSize && a.weight == b.weight }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
  }
}

/// `NSTextAlignment`: inert.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// `UILabel`: text that is stored, sized deterministically and never drawn; not interactive by
/// default, as in UIKit.
///
/// Its ``intrinsicContentSize`` is the engine's choice, stable on every platform: each
/// character 0.55 × the point size wide, each line ``UIFont/lineHeight`` tall, up to
/// ``numberOfLines`` lines (0: no limit) of the text's `\n`-separated lines.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Comments"
/// title.font = .systemFont(ofSize: 17, weight: .semibold)
/// title.intrinsicContentSize   // 88 × 21
/// ```
open class UILabel: UIView {
  open var text: String? { didSet { invalidateIntrinsicContentSize() } }
  open var font: UIFont = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
  open var textColor: UIColor = .label
  open var textAlignment: NSTextAlignment = .natural
  /// Inert: stored.
  open var adjustsFontSizeToFitWidth = false

  override class var isInteractiveByDefault: Bool { false }

  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let widest = lines.map(\.count).max() ?? 0
    return CGSize(width: (CGFloat(widest) * font.pointSize * 0.55).rounded(.up), height: CGFloat(lines.count) * font.lineHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Where the first or last line's baseline is: the text (``intrinsicContentSize`` tall) is
  /// centred vertically in the label, as UIKit draws it, and each baseline is a
  /// ``UIFont/ascender`` below its line's top.
  override func baseline(last: Bool) -> (heightFactor: Double, offset: Double) {
    let textHeight = Double(intrinsicContentSize.height)
    let lines = (textHeight / Double(font.lineHeight)).rounded()
    let line = last ? max(lines - 1, 0) : 0
    return (0.5, Double(font.ascender) - textHeight / 2 + line * Double(font.lineHeight))
  }
}
