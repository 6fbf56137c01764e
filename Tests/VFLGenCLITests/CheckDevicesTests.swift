import Foundation
import Testing
@testable import VFLGenCLI

@Suite struct CheckDevicesTests {
    private func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let (context, captured) = ToolContext.capturing()
        let status = VFLGenTool.run(["check"] + arguments, context: context)
        return (status, captured.standardOutput, captured.standardError)
    }

    @Test func devicesListsEveryPresetWithItsNumbers() {
        let result = run(["--devices", "--platform", "appkit"])
        #expect(result.status == .success)
        #expect(result.output == """
        NAME           PLATFORM  SIZE      SAFE AREA t,l,b,r  MARGINS t,l,b,r  KEYBOARD
        small window   appkit    480x360   0,0,0,0            8,8,8,8          -
        medium window  appkit    800x600   0,0,0,0            8,8,8,8          -
        large window   appkit    1280x800  0,0,0,0            8,8,8,8          -

        """)
        let all = run(["--devices"])
        #expect(all.output.split(separator: "\n").count == 1 + 10 + 3)
        #expect(all.output.contains("iPhone 16 Pro (landscape)               uikit     874x402    0,62,21,62         0,78,21,78       209\n"))
    }

    @Test(arguments: [["--devices=", "--platform", "uikit"], ["--platform=uikit", "--devices"]])
    func devicesWithoutAValueListsInAnyOrder(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == .success)
        #expect(result.output.split(separator: "\n").count == 11)
    }

    @Test func anUnknownPlatformIsAUsageError() {
        let result = run(["--devices", "--platform", "watchkit"])
        #expect(result.status == .usage)
        #expect(result.errors.contains("invalid value 'watchkit' for '--platform'"))
    }
}
