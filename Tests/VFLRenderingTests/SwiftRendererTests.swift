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
        #expect(directives == ["#if canImport(UIKit)", "#elseif canImport(AppKit)", "#endif"])
    }
}
