import SeamlessEngine

/// The scenes that ship with Seamless, by name: what `seamless replay --scene` accepts and
/// what a trace's header names.
///
/// Each reference scene comes correct (`card-drag`) and with deliberate bugs
/// (`card-drag/jump-on-catch`, …) that the replay's invariants catch.
///
/// ```swift
/// let scene = BuiltInScenes.make("card-drag/drops-release-velocity")
/// BuiltInScenes.names   // ["card-drag", "photo", "card-drag/jump-on-catch", …]
/// ```
public enum BuiltInScenes {
  /// Every built-in scene's name, correct ones first, in a stable order.
  public static let names: [String] =
    ["card-drag", "photo", "ball-toss"] + CardDragScene.Bug.allCases.map { "card-drag/\($0.rawValue)" }

  /// A one-line description of each scene, in ``names`` order.
  public static func summary(of name: String) -> String? {
    switch name {
    case "card-drag": return "drag, fling, catch and toggle a card (seeds/wwdc2014-236); correct"
    case "ball-toss": return "a ball under gravity and collisions that a finger grabs and throws (UIKit Dynamics)"
    case "photo": return "pinch, rotate and two-finger-pan a photo that springs back; edge-swipe drawer; long-press badge"
    case "card-drag/jump-on-catch": return "card-drag, but catching does not promote presentation: the card jumps"
    case "card-drag/drops-release-velocity": return "card-drag, but the release spring starts from rest"
    case "card-drag/unbalanced-counter": return "card-drag, but a caught transition never leaves the counter"
    default: return nil
    }
  }

  /// A fresh scene named `name`, or `nil` if there is none.
  public static func make(_ name: String) -> (any Scene)? {
    if name == "card-drag" { return CardDragScene() }
    if name == "photo" { return PhotoScene() }
    if name == "ball-toss" { return BallTossScene() }
    let prefix = "card-drag/"
    guard name.hasPrefix(prefix), let bug = CardDragScene.Bug(rawValue: String(name.dropFirst(prefix.count))) else {
      return nil
    }
    return CardDragScene(bug: bug)
  }
}
