import SeamlessEngine

/// A scene the tools know by name: how to make it, where a fuzzer touches it, and, for a
/// deliberately buggy variant, the invariants that must catch it.
///
/// Register yours with `SeamlessCLI.main(commandName:scenes:)` to get `record`, `replay`,
/// `fuzz`, `shrink`, `velocity` and `plot` for them, or pass one to the test helpers.
///
/// ```swift
/// let drawer = SceneDefinition(
///   name: "drawer", summary: "my comments drawer",
///   fuzzSpace: FuzzSpace(anchors: [Point(x: 195, y: 814)], commands: ["toggle"])
/// ) { DrawerScene() }
/// ```
public struct SceneDefinition: Sendable {
  /// The name traces and commands use (`drawer`, `drawer/drops-velocity`).
  public var name: String
  /// One line for `--list-scenes`.
  public var summary: String
  /// Where generated cases touch the scene, the commands they send, their length.
  public var fuzzSpace: FuzzSpace
  /// For a bug variant: the invariants that must fail on its traces; empty for a correct scene.
  public var expectedFailures: [InvariantName]
  /// Makes a fresh scene (once per replay).
  public var make: @Sendable () -> any Scene

  public init(
    name: String, summary: String = "", fuzzSpace: FuzzSpace = FuzzSpace(anchors: []), expectedFailures: [InvariantName] = [],
    make: @escaping @Sendable () -> any Scene
  ) {
    self.name = name
    self.summary = summary
    self.fuzzSpace = fuzzSpace
    self.expectedFailures = expectedFailures
    self.make = make
  }
}

/// The scenes a command-line tool or a test suite knows, by name, in a stable order.
///
/// ```swift
/// let catalog = SceneCatalog([drawer, drawerDroppingVelocity])
/// catalog.scene(named: "drawer")?.make()
/// ```
public struct SceneCatalog: Sendable {
  public var scenes: [SceneDefinition]

  public init(_ scenes: [SceneDefinition]) {
    self.scenes = scenes
  }

  /// The names, in order.
  public var names: [String] { scenes.map(\.name) }

  /// The scene named `name`, if there is one.
  public func scene(named name: String) -> SceneDefinition? { scenes.first { $0.name == name } }
}
