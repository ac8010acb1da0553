import SeamlessCLI
import SeamlessScenes

SeamlessCLI.main(commandName: "seamless", scenes: BuiltInScenes.catalog)
