import Foundation
import SeamlessEngine

/// `CADisplayLink`: calls its target once per frame of the replay's display, on the virtual
/// clock, in the frame's display-link step (before the frame's layout and commit).
///
/// The glue rule spells the selector as a method reference:
/// `CADisplayLink(target: self, selector: #selector(step(_:)))` becomes
/// `CADisplayLink(target: self, action: Owner.step(_:))` (or `Owner.step` for an action with no
/// argument). Adding it to a run loop starts it in the replay whose code is running; outside a
/// replay it never fires. The target is retained until ``invalidate()``, as in UIKit.
///
/// ```swift
/// let link = CADisplayLink(target: self, action: Ticker.step(_:))
/// link.add(to: .main, forMode: .common)
/// ```
public final class CADisplayLink {
  private var target: AnyObject?
  private var action: ((CADisplayLink) -> Void)?
  private var link: DisplayLink?

  /// The time of the frame being shown (seconds of the replay's clock).
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The interval between frames at the display's current rate.
  public private(set) var duration: CFTimeInterval = 0
  /// Whether the callbacks are suspended.
  public var isPaused = false {
    didSet { link?.isPaused = isPaused }
  }
  /// Inert: the link fires at the display's rate.
  public var preferredFramesPerSecond = 0

  public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (CADisplayLink) -> Void) {
    self.target = target
    self.action = { link in action(target)(link) }
  }

  public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
    self.target = target
    self.action = { _ in action(target)() }
  }

  /// Starts the link in the current replay (the run loop and mode are UIKit's; the replay has one).
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard link == nil, let engine = AmbientEngine.current else { return }
    // The run loop keeps the link (and so its target) until it is invalidated, as in UIKit.
    let made = engine.addDisplayLink { [weak engine] frame in
      self.timestamp = CFTimeInterval(frame.time.nanoseconds) / 1e9
      let interval = 1.0 / Double(max(frame.hz, 1))
      self.duration = interval
      self.targetTimestamp = self.timestamp + interval
      AmbientEngine.run(engine) { self.action?(self) }
    }
    made.isPaused = isPaused
    link = made
  }

  /// Stops the link for good and releases its target.
  public func invalidate() {
    link?.invalidate()
    link = nil
    target = nil
    action = nil
  }
}

#if !canImport(CoreGraphics)
  /// `CFTimeInterval`, for Linux (CoreFoundation's on Apple platforms): seconds.
  public typealias CFTimeInterval = Double
#endif
