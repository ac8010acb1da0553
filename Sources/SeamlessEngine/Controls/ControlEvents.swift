/// The events a ``Control`` sends to its actions, as `UIControl.Event` names them, with
/// UIKit's bit values.
///
/// A set of events is a mask: ``Control/addAction(named:for:_:)`` registers an action for
/// every event in the mask, and ``Control/sendActions(for:)`` sends every event in it, one
/// at a time in ascending bit order. When each touch event is sent (the engine follows
/// UIKit's documentation and BigZaphod/Chameleon's reimplementation of `UIControl.m`):
///
/// - ``touchDown`` when a touch the control tracks comes down; ``touchDownRepeat`` after it
///   when the touch is the second (third, …) tap of a quick series (`Control.tapCount` > 1);
/// - on every move of the tracked touch: first ``touchDragExit`` / ``touchDragEnter`` if
///   the move crossed the edge of the *expanded* tracking bounds (`Control.trackingMargin`
///   around the bounds), then ``touchDragInside`` or ``touchDragOutside`` for where it is now;
/// - when it lifts: ``touchUpInside`` inside the expanded bounds, else ``touchUpOutside``;
/// - when it is cancelled (a gesture recognizer with `cancelsTouchesInView` recognized, the
///   app began ignoring interaction events, the input said so): ``touchCancel``.
///
/// ``valueChanged`` and ``primaryActionTriggered`` are sent by the controls that have a
/// value or a primary action (``Slider``, ``SegmentedControl``, ``Button``).
///
/// ```swift
/// button.addAction(named: "press", for: [.touchDown, .touchDragEnter]) { _, _ in pressed = true }
/// button.addAction(named: "release", for: [.touchUpOutside, .touchCancel, .touchDragExit]) { _, _ in pressed = false }
/// ControlEvents.allTouchEvents.rawValue   // 0x0FFF
/// ```
public struct ControlEvents: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// A touch came down on the control.
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A repeated touch-down: the touch's tap count is above 1.
  public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
  /// The tracked touch moved inside the expanded tracking bounds.
  public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
  /// The tracked touch moved outside the expanded tracking bounds.
  public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
  /// The tracked touch came back into the expanded tracking bounds.
  public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
  /// The tracked touch left the expanded tracking bounds.
  public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
  /// The tracked touch lifted inside the expanded tracking bounds.
  public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
  /// The tracked touch lifted outside the expanded tracking bounds.
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
  /// The tracked touch was cancelled.
  public static let touchCancel = ControlEvents(rawValue: 1 << 8)
  /// The control's value changed through the user (a slider's thumb, a segment).
  public static let valueChanged = ControlEvents(rawValue: 1 << 12)
  /// The control's primary action fired (a button: right after ``touchUpInside``).
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
  /// A menu action fired (UIKit, iOS 14); the engine's controls never send it.
  package static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
  /// Text editing began (UIKit's text fields; never sent by the engine's controls).
  package static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
  /// Text changed while editing (never sent by the engine's controls).
  package static let editingChanged = ControlEvents(rawValue: 1 << 17)
  /// Text editing ended (never sent by the engine's controls).
  package static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
  /// Text editing ended with the return key (never sent by the engine's controls).
  package static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

  /// Every touch event: the low twelve bits, `0x0FFF`.
  public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
  /// Every editing event: `0x000F_0000`.
  package static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
  /// Bits reserved for the application: `0x0F00_0000`.
  package static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
  /// Bits reserved for the system: `0xF000_0000`.
  package static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
  /// Every event: `0xFFFF_FFFF`.
  public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

  /// The single events UIKit names, in ascending bit order, with their names.
  static let named: [(ControlEvents, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]

  /// The single-bit events of the mask, in ascending bit order (unnamed bits included).
  package var singleEvents: [ControlEvents] {
    var events: [ControlEvents] = []
    var bits = rawValue
    while bits != 0 {
      let lowest = bits & (~bits &+ 1)
      events.append(ControlEvents(rawValue: lowest))
      bits &= ~lowest
    }
    return events
  }

  /// The journal's spelling: UIKit's names joined by `|` in bit order, an unnamed bit as
  /// hexadecimal, `none` for the empty mask.
  ///
  /// ```swift
  /// ControlEvents([.touchUpInside, .touchDown]).description   // "touchDown|touchUpInside"
  /// ```
  public var description: String {
    let parts = singleEvents.map { single in
      Self.named.first { $0.0 == single }?.1 ?? "0x" + String(single.rawValue, radix: 16)
    }
    return parts.isEmpty ? "none" : parts.joined(separator: "|")
  }
}
