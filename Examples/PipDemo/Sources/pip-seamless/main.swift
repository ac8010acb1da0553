import PipScenes
import SeamlessCLI

SeamlessCLI.main(commandName: "pip-seamless", scenes: PipCatalog.catalog)
