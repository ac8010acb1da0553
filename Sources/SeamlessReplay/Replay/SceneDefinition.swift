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
  /// The command-line tool that knows this scene by name (`sheet-seamless`), when its catalog
  /// says (``SceneCatalog/init(_:commandName:)``): failure messages then print
  /// `swift run sheet-seamless replay …` to reproduce a failure.
  public var commandName: String?

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
  /// The command-line tool these scenes are registered with (`SeamlessCLI.main(commandName:scenes:)`).
  public var commandName: String?

  /// A catalog of `scenes`; with `commandName`, the name of the package's own tool that
  /// registers them, which every scene then carries (``SceneDefinition/commandName``) so that
  /// a failing test prints a reproduce command that works in your package.
  ///
  /// ```swift
  /// public static let catalog = SceneCatalog([sheet, sheetDroppingVelocity], commandName: "sheet-seamless")
  /// ```
  public init(_ scenes: [SceneDefinition], commandName: String? = nil) {
    self.scenes = scenes.map { scene in
      var named = scene
      if let commandName { named.commandName = commandName }
      return named
    }
    self.commandName = commandName
  }

  /// The names, in order.
  public var names: [String] { scenes.map(\.name) }

  /// The scene named `name`, if there is one.
  public func scene(named name: String) -> SceneDefinition? { scenes.first { $0.name == name } }
}
