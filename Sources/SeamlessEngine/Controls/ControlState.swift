/// The state flags of a ``Control``, as `UIControl.State` names them, with UIKit's bit
/// values: what a control draws.
///
/// ``Control/state`` is derived from ``Control/isHighlighted``, ``Control/isEnabled`` and
/// ``Control/isSelected``; every change is journaled as `control-state control="…" state=…`.
///
/// ```swift
/// button.isSelected = true
/// button.state   // [.selected]; journaled: control-state control="bold" state=selected
/// ```
public struct ControlState: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// No flag: enabled, not highlighted, not selected.
  public static let normal: ControlState = []
  /// A tracked touch is inside the expanded tracking bounds.
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// The control is disabled.
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// The control is selected.
  public static let selected = ControlState(rawValue: 1 << 2)

  /// `normal`, or the flags joined by `|` (highlighted, disabled, selected).
  public var description: String {
    let names = [(ControlState.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected")]
      .filter { contains($0.0) }.map(\.1)
    return names.isEmpty ? "normal" : names.joined(separator: "|")
  }
}
