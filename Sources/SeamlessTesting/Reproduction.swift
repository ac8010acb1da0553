import Foundation
#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest) && canImport(Darwin)
  import XCTest
#endif
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// How a failure message says to reproduce it: which command replays a trace, and where
/// the failing trace (with a plot and a viewer of its replay) is written for it.
///
/// The reproduce command is the first of these that applies:
/// 1. the command given here or in `SEAMLESS_CLI` (`swift run drawer-seamless`, a built binary);
/// 2. the tool of the scene's catalog, when the helper was given a `SceneDefinition` from a
///    catalog made with a command name (`SceneCatalog(_:commandName:)`):
///    `swift run sheet-seamless replay … --scene sheet/drops-velocity`;
/// 3. `swift test --filter` naming the failing test: a replay is deterministic, so the test
///    fails again the same way (and a campaign with its seed finds the same cases).
///
/// ```swift
/// let reproduction = Reproduction(command: "swift run drawer-seamless")
/// expectReplay(trace, reproduction: reproduction) { DrawerScene() }
/// // … Reproduce: swift run drawer-seamless replay .build/seamless-failures/DrawerScene-3f9a1c2e.trace --scene DrawerScene
/// ```
public struct Reproduction: Sendable, Hashable {
  /// The command that runs the tool: the one given, else `swift run seamless`.
  public var command: String {
    get { givenCommand ?? "swift run seamless" }
    set { givenCommand = newValue }
  }
  /// The command given (here or in `SEAMLESS_CLI`), if any.
  package var givenCommand: String?
  /// The directory failing traces and their plots are written to.
  public var folder: String

  /// A reproduction through `command` (`nil`: the scene's tool, else `swift test --filter`),
  /// failures written to `folder`.
  public init(command: String? = nil, folder: String = ".build/seamless-failures") {
    self.givenCommand = command
    self.folder = folder
  }

  /// `SEAMLESS_CLI` and `SEAMLESS_FAILURES`, or the defaults.
  public static var fromEnvironment: Reproduction {
    Reproduction(
      command: TestEnvironment.value("SEAMLESS_CLI"),
      folder: TestEnvironment.value("SEAMLESS_FAILURES") ?? ".build/seamless-failures")
  }

  /// The tool of the scene being checked, set by the helpers that take a `SceneDefinition`.
  @TaskLocal package static var sceneCommandName: String?

  /// The shell command that replays `path` against `scene` with the given command.
  package func replayCommand(path: String, scene: String) -> String {
    FailureArtifacts.replayCommand(tool: command, path: path, scene: scene)
  }

  /// The shell command that shows a failure of `scene`, saved at `path`, again: the given
  /// command, else the scene's tool, else the failing test (`filePath` names the XCTest class
  /// when no Swift Testing test is running).
  package func reproduceCommand(path: String, scene: String, filePath: StaticString) -> String {
    if let givenCommand { return FailureArtifacts.replayCommand(tool: givenCommand, path: path, scene: scene) }
    if let tool = Self.sceneCommandName {
      return FailureArtifacts.replayCommand(tool: "swift run \(tool)", path: path, scene: scene)
    }
    return "swift test --filter \(FailureArtifacts.shellQuoted(Self.testFilter(filePath: filePath)))"
  }

  /// The XCTest method an `XCTAssert…` helper was called from (its `#function`), for the
  /// reproduce command.
  @TaskLocal package static var xcTestName: String?

  /// `testFling` from `testFling()`.
  static func testName(_ function: StaticString) -> String {
    String("\(function)".prefix { $0 != "(" })
  }

  /// A `swift test --filter` pattern for the running test: `Suite/function` under Swift
  /// Testing; the method an `XCTAssert…` helper was called from under XCTest; else the file's
  /// name (an XCTest case class is named after its file by custom).
  package static func testFilter(filePath: StaticString) -> String {
    #if canImport(Testing)
      if let test = Test.current {
        let parts = test.id.nameComponents.filter { !$0.contains(".swift:") }.map { $0.prefix { $0 != "(" } }
        if !parts.isEmpty { return parts.joined(separator: "/") }
      }
    #endif
    if let xcTestName, !xcTestName.isEmpty { return xcTestName }
    let file = "\(filePath)".split(separator: "/").last.map(String.init) ?? "\(filePath)"
    return file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
  }

  /// Attaches the files at `paths` to the running test.
  ///
  /// In a Swift Testing test, each file is an `Attachment`: the runner keeps them where
  /// `--attachments-path` says (without it they are dropped, and the paths printed in the issue
  /// remain). In an XCTest test (an `XCTAssert…` helper) on Apple platforms, they are
  /// `XCTAttachment`s kept always, in one activity, which the test report shows; XCTest on Linux
  /// has no attachments, and the printed paths serve there. Elsewhere this does nothing.
  static func attach(_ paths: [String]) {
    #if canImport(Testing)
      if Test.current != nil {
        for path in paths {
          guard let data = FileManager.default.contents(atPath: path) else { continue }
          Attachment.record([UInt8](data), named: (path as NSString).lastPathComponent)
        }
        return
      }
    #endif
    #if canImport(XCTest) && canImport(Darwin)
      if xcTestName != nil { attachToXCTest(paths) }
    #endif
  }

  #if canImport(XCTest) && canImport(Darwin)
    /// Attaches the files at `paths` to the running XCTest test, in one activity, kept always
    /// (XCTest keeps a passing test's attachments only when asked).
    ///
    /// Activities run on the main thread only (where XCTest runs its test methods): off it, or
    /// before macOS 14 (which cannot assume the main actor), the printed paths serve.
    static func attachToXCTest(_ paths: [String]) {
      guard Thread.isMainThread else { return }
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
        MainActor.assumeIsolated { addXCTestActivity(paths) }
      }
    }

    /// The activity itself, on the main actor.
    @MainActor private static func addXCTestActivity(_ paths: [String]) {
      XCTContext.runActivity(named: "Seamless failure: the trace, its viewer and its plot") { activity in
        for path in paths where FileManager.default.fileExists(atPath: path) {
          let attachment = XCTAttachment(contentsOfFile: URL(fileURLWithPath: path))
          attachment.name = (path as NSString).lastPathComponent
          attachment.lifetime = .keepAlways
          activity.add(attachment)
        }
      }
    }
  #endif

  /// Writes `trace` and a plot of its replay as `name` in ``folder``: the trace's path, or the
  /// reason it could not be written (a test reports it rather than stopping).
  func write(
    _ trace: Trace, name: String, title: String, sceneName: String, makeScene: @escaping () -> any Scene,
    configuration: ReplayConfiguration
  ) -> (path: String?, problem: String?) {
    do {
      let written = try FailureArtifacts.write(
        trace, sceneName: sceneName, makeScene: makeScene, name: name, title: title, directory: folder,
        configuration: configuration)
      Self.attach([written.tracePath, written.viewerPath, written.plotPath])
      return (written.tracePath, nil)
    } catch {
      return (nil, "could not write the trace to \(folder): \(error)")
    }
  }
}
