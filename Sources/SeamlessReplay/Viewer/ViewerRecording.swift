import SeamlessEngine

/// What a replay put on screen, frame by frame, for the interactive viewer (``ViewerPage``):
/// every view in the window as presented (its corners in window points and its alpha as
/// seen), each finger's path from touch-down to lift with the view it landed on, the journal,
/// the frame times and the frames that hitched.
///
/// Recorded on request (``ReplayConfiguration/recordsViewer``) by a checker that walks the
/// window's views after each render step. A view is written down only when what is seen of
/// it changes (by 0.01 pt or 0.001 of alpha), in hundredths of a point, so a still screen
/// costs nothing. Memory is bounded: past ``maximumViewRecords`` view records (or
/// ``maximumFingerSamples`` finger samples, ``maximumEntries`` journal entries) recording
/// stops, and ``truncatedAt`` says when.
///
/// ```swift
/// var configuration = ReplayConfiguration()
/// configuration.recordsViewer = true
/// let report = Replayer(configuration: configuration).replay(trace, sceneName: "card-drag") { CardDragScene() }
/// report.viewer?.views.map(\.name)   // ["card", …]
/// ```
package struct ViewerRecording: Sendable {
  /// One view's looks over time: a record each time they changed.
  package struct ViewTrack: Sendable {
    /// The view's name (as journals spell it).
    package var name: String
    /// Its UIKit type name, for views made through SeamlessUIKit.
    package var typeName: String?
    /// How deep in the window's tree it sits (a subview of the window is 1).
    package var depth: Int
    /// Its position among all views in drawing order when first seen (back to front).
    package var order: Int
    /// Record times, ns.
    package var times: [Int64] = []
    /// Per record, ``valuesPerRecord`` integers: the top-left, top-right and bottom-left corners
    /// of its bounds in window hundredths of a point (x, y each), then its alpha as seen in
    /// thousandths (its own times its ancestors'; 0 when it or an ancestor is hidden; −1 when
    /// it left the window).
    package var values: [Int32] = []
  }

  /// One journal entry: when, and its canonical text (its kind, then `key=value` fields).
  package struct Entry: Sendable {
    package var time: Int64
    package var text: String
    /// The entry's kind (`gesture-state`, `animation-added`, …): the text's first word.
    package var kind: Substring { text.prefix { $0 != " " } }
  }

  /// How many integers a view record holds.
  package static let valuesPerRecord = 7
  /// The most view records kept (about 28 MB).
  package static let maximumViewRecords = 1_000_000
  /// The most finger samples kept.
  package static let maximumFingerSamples = 1_000_000
  /// The most journal entries kept.
  package static let maximumEntries = 200_000

  /// The window's size, points.
  package var screenWidth = 0.0
  package var screenHeight = 0.0
  /// The trace's display scale (pixels per point).
  package var displayScale = 3.0
  package var views: [ViewTrack] = []
  package var fingers: [FingerPath] = []
  package var entries: [Entry] = []
  /// Every rendered frame's time, ns (idle frames the engine skipped are not rendered).
  package var frameTimes: [Int64] = []
  /// Frames whose main thread was stalled, ns.
  package var hitches: [Int64] = []
  /// When the replay stopped, ns.
  package var end: Int64 = 0
  /// When a bound was reached and recording stopped, ns.
  package var truncatedAt: Int64?

  package init() {}
}
