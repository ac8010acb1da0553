import Foundation
import SeamlessEngine

/// A haptic the app played, journaled as a scene event (`haptic kind=impact style=medium
/// intensity=1.0`), so an invariant of your own can check "one haptic per threshold crossing".
///
/// ```swift
/// let haptics = run.journal.entries.compactMap { $0.sceneEvent(as: HapticEvent.self) }
/// ```
public struct HapticEvent: SceneEvent, Sendable, Hashable {
  /// `impact`, `selection` or `notification`.
  public var kind: String
  /// The impact style or notification type (`light`, `success`, …); empty for a selection.
  public var style: String
  /// The impact's intensity (1 unless given).
  public var intensity: Double

  public init(kind: String, style: String, intensity: Double) {
    self.kind = kind
    self.style = style
    self.intensity = intensity
  }

  public var record: SceneCommand {
    SceneCommand(
      name: "haptic", arguments: [("kind", .string(kind)), ("style", .string(style)), ("intensity", .number(intensity))])
  }

  public init?(record: SceneCommand) {
    guard record.name == "haptic", case .string(let kind)? = record.value("kind"),
      case .string(let style)? = record.value("style"), let intensity = record.number("intensity")
    else { return nil }
    self.init(kind: kind, style: style, intensity: intensity)
  }

  /// Journals the haptic in the current replay (nothing outside one).
  func play() {
    AmbientEngine.current?.record(self)
  }
}

/// `UIFeedbackGenerator`: `prepare()` is inert.
open class UIFeedbackGenerator {
  public init() {}
  open func prepare() {}
}

/// `UIImpactFeedbackGenerator`: each `impactOccurred` is journaled as a ``HapticEvent``.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid

    var name: String {
      switch self {
      case .light: "light"
      case .medium: "medium"
      case .heavy: "heavy"
      case .soft: "soft"
      case .rigid: "rigid"
      }
    }
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public override convenience init() { self.init(style: .medium) }

  open func impactOccurred() { impactOccurred(intensity: 1) }

  open func impactOccurred(intensity: CGFloat) {
    HapticEvent(kind: "impact", style: style.name, intensity: Double(intensity)).play()
  }
}

/// `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {
    HapticEvent(kind: "selection", style: "", intensity: 1).play()
  }
}

/// `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error

    var name: String {
      switch self {
      case .success: "success"
      case .warning: "warning"
      case .error: "error"
      }
    }
  }

  open func notificationOccurred(_ notificationType: FeedbackType) {
    HapticEvent(kind: "notification", style: notificationType.name, intensity: 1).play()
  }
}
