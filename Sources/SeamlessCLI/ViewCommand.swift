import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless view`: the interactive replay viewer, as one HTML file.
struct ViewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view",
    abstract: "Replay a trace against a scene and write an interactive viewer of it: one self-contained HTML file.",
    discussion: ReplayToFileOptions.discussion(
      """
      Open the file in any browser (it needs no network): the screen at any instant (every \
      view as presented, the fingers, their paths and the view each landed on), a scrubbable \
      timeline with finger-down bands, transitions, completions, gesture states, hitches and \
      violations, the journal around the cursor, and each violation with its frame, the frame \
      before and the frame after one click away. ← and → step a frame. The page opens at the \
      first violation; add #t=SECONDS or #violation=N to its address to open elsewhere.
      """,
      command: "view", fileExtension: "html")
  )

  @OptionGroup var options: ReplayToFileOptions

  func run() throws {
    let (title, report) = try options.replay { $0.recordsViewer = true }
    guard let recording = report.viewer else { return }
    let page = ViewerPage(recording: recording, report: report, title: title)
    let html = page.html()
    try options.write(html)
    let failed = report.failures.map(\.name)
    printOut(
      "wrote \(options.output) (\(html.utf8.count) bytes; \(recording.views.count) views, \(recording.fingers.count) touches, "
        + "\(recording.frameTimes.count) frames\(page.stride > 1 ? ", 1 in \(page.stride) kept away from violations" : "")); "
        + (failed.isEmpty ? "every invariant holds" : "failed: \(failed.joined(separator: ", ")); it opens at the first violation")
        + "\n")
  }
}
