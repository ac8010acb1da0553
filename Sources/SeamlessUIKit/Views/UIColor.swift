import Foundation

#if !canImport(CoreGraphics)
  /// `CGColor`, for Linux: the colour's components, stored and never drawn.
  public final class CGColor: Hashable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  }
#endif

/// `UIColor`: inert, a colour's sRGB components kept so code that sets and compares colours
/// compiles and behaves; nothing is drawn.
///
/// ```swift
/// view.backgroundColor = UIColor(white: 0, alpha: 0.4)
/// view.backgroundColor == .clear   // false
/// ```
public final class UIColor: Hashable, @unchecked Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Hue, saturation and brightness, converted to RGB as UIKit does.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// Colour literals (`#colorLiteral(red:green:blue:alpha:)`).
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A dynamic colour: resolved for the light appearance (there is no trait environment).
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let resolved = dynamicProvider(UITraitCollection())
    self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public var cgColor: CGColor {
    #if canImport(CoreGraphics)
      CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    #else
      CGColor(red: red, green: green, blue: blue, alpha: alpha)
    #endif
  }

  public static func == (a: UIColor, b: UIColor) -> Bool {
    (a.red, a.green, a.blue, a.alpha) == (b.red, b.green, b.blue, b.alpha)
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  public static let clear = UIColor(white: 0, alpha: 0)
  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
  public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
  public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
  public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
  public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  public static let systemBackground = UIColor.white
  public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
}

/// `UITraitCollection`: inert; the light, compact-width appearance of a phone.
public final class UITraitCollection {
  /// `UIUserInterfaceStyle`.
  public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

  public init() {}
  public var userInterfaceStyle: UserInterfaceStyle { .light }
  public var displayScale: CGFloat { 3 }
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as with UIKit.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a colour literal makes where no other is expected (UIKit declares the same).
public typealias _ColorLiteralType = UIColor
