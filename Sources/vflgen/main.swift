import Foundation
import VFLGenCLI

let status = VFLGenTool.run(Array(CommandLine.arguments.dropFirst()), context: .process())
exit(status.rawValue)
