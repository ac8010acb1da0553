/// Something the system did to the app at a given instant.
///
/// ```swift
/// let hitch = SystemEvent(time: 1_000_000_000, kind: .stall(duration: 200_000_000))
/// ```
public struct SystemEvent: Sendable, Hashable {
  /// Interface orientations, as `UIInterfaceOrientation` names them.
  public enum Orientation: UInt8, Sendable, Hashable, CaseIterable {
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4

    /// The orientation's name in JSON Lines.
    package var name: String {
      switch self {
      case .portrait: "portrait"
      case .portraitUpsideDown: "portraitUpsideDown"
      case .landscapeLeft: "landscapeLeft"
      case .landscapeRight: "landscapeRight"
      }
    }

    /// The orientation with the given name, or `nil`.
    package init?(name: String) {
      guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = match
    }
  }

  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// The main thread is blocked for `duration` nanoseconds: no input, timers or
    /// completions run, while render-server animations keep going.
    case stall(duration: Int64)
    /// The display's refresh rate changes to `hertz` (ProMotion, Low Power Mode).
    case frameRate(hertz: Double)
    /// The interface rotates.
    case orientation(Orientation)

    /// The kind's name in JSON Lines (`stall`, `frame_rate`, `orientation`).
    package var name: String {
      switch self {
      case .stall: "stall"
      case .frameRate: "frame_rate"
      case .orientation: "orientation"
      }
    }
  }

  /// Nanoseconds since the start of the trace.
  public var time: Int64
  /// What happened.
  public var kind: Kind

  /// A system event.
  public init(time: Int64, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}
