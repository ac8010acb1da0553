import SeamlessCLI
import Sheet

SeamlessCLI.main(commandName: "sheet-seamless", scenes: SheetScene.catalog)
