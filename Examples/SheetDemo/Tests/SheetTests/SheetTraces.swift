import Foundation
import SeamlessReplay
import SeamlessTrace

/// The example's traces, made from recipes (and kept as golden files in `Traces/`).
enum SheetTraces {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Drag the sheet down a little and let go (it springs back), then fling it away.
  static let dragAndDismiss = """
    {"version": 1, "scene": "sheet", "seed": 1, "jitter": 0.2, "refresh_hz": 120, "touch_hz": 120, "timeline": [
      {"at": 0.1, "gesture": "drag", "from": [195, 600], "to": [195, 700], "duration": 0.3, "easing": "easeInOut"},
      {"after": 1.0, "gesture": "fling", "from": [195, 450], "velocity": [0, 1500], "duration": 0.2},
      {"after": 1.0, "command": "present"}
    ]}
    """

  /// Fling the sheet down gently so it springs back, and catch it on its way up.
  static let catchOnTheWayBack = """
    {"version": 1, "scene": "sheet", "seed": 2, "jitter": 0.2, "refresh_hz": 120, "touch_hz": 120, "timeline": [
      {"at": 0.1, "gesture": "fling", "from": [195, 600], "velocity": [0, 400], "duration": 0.2},
      {"after": 0.1, "gesture": "drag", "from": [195, 700], "to": [195, 760], "duration": 0.2, "easing": "linear"}
    ]}
    """

  static func trace(_ recipe: String) throws -> Trace {
    try Recipe(json: recipe).synthesize()
  }
}
