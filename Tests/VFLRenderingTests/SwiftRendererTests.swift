import LayoutModel
import Testing
@testable import VFLRendering

@Suite struct SwiftRendererTests {
    @Test(arguments: [Platform.uikit, .appkit])
    func rendersWelcomeForOnePlatform(platform: Platform) throws {
        let output = try SwiftRenderer().render([(platform, SampleLayouts.welcome(platform: platform))], fileName: "Welcome.vfl")
        try GoldenFile.check(output, against: "Welcome.\(platform.rawValue).swift")
    }

    @Test func rendersBothPlatformsInOneFile() throws {
        let output = try SwiftRenderer(access: .public).render(
            [(.uikit, SampleLayouts.welcome(platform: .uikit)), (.appkit, SampleLayouts.welcome(platform: .appkit))],
            fileName: "Welcome.vfl"
        )
        try GoldenFile.check(output, against: "Welcome.both.public.swift")
        let directives = output.split(separator: "\n").filter { $0.hasPrefix("#") && !$0.hasPrefix("#sourceLocation") }
        // UIKit imports on watchOS without UIView; AppKit imports on Mac Catalyst but is unusable there.
        #expect(directives == ["#if canImport(UIKit) && !os(watchOS)", "#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)", "#endif"])
    }
}
