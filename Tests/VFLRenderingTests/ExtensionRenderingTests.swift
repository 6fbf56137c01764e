import Foundation
import LayoutModel
import Testing
@testable import VFLRendering

/// Generated code for the vflgen extensions: guides through the container's guide
/// properties, equal spacing through `anchorWithOffset(to:)`, multipliers through
/// `constraint(equalTo:multiplier:constant:)`, cross-axis dimensions.
@Suite struct ExtensionRenderingTests {
    static func uikitSource() throws -> String {
        try SwiftRenderer().render([(.uikit, ExtensionSample.screen())], fileName: "Screen.vfl")
    }

    @Test(arguments: [
        // Guides.
        "header.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: metrics.gap)",
        "container.keyboardLayoutGuide.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 8)",
        "field.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor)",
        // Equal spacing: gap after logo == gap before it.
        "logo.bottomAnchor.anchorWithOffset(to: photo.topAnchor).constraint(equalTo: header.bottomAnchor.anchorWithOffset(to: logo.topAnchor))",
        // Centering.
        "logo.centerXAnchor.constraint(equalTo: container.centerXAnchor)",
        // Proportions: across axes, of the container, with a constant.
        "photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.5625)",
        "photo.widthAnchor.constraint(greaterThanOrEqualTo: container.widthAnchor, multiplier: 0.5)",
        "field.heightAnchor.constraint(equalTo: header.heightAnchor, multiplier: 0.5, constant: -4)",
    ])
    func callsUseTheTypedAnchorAPI(call: String) throws {
        #expect(try Self.uikitSource().contains(call))
    }

    @Test func explicitNamesBecomePropertiesAndIdentifiers() throws {
        let source = try Self.uikitSource()
        #expect(source.contains("internal var logoSize: NSLayoutConstraint { self.constraintStore.part0.logoSize }"))
        #expect(source.contains("logo.widthAnchor.constraint(equalToConstant: 80)"))
        #expect(source.contains("self.logoSize = vflgenConstraint(\"Screen.logoSize\", logo.widthAnchor.constraint(equalToConstant: 80))"))
        // The `~` gap is named after its ends.
        #expect(source.contains("internal var logoToPhotoGap: NSLayoutConstraint { self.constraintStore.part0.logoToPhotoGap }"))
    }

    /// `#name`s are taken before automatic names, wherever they are in the layout (a variant
    /// included): the automatic name yields and says what it is.
    @Test func automaticNamesYieldToExplicitOnes() {
        let range = SourceRange(start: 0, end: 0)
        let layout = Layout(
            name: "L", views: [ViewDeclaration(name: "icon", range: range)], metrics: [],
            constraints: [
                LayoutConstraint(first: .view("icon"), .width, .equal, constant: 30, kind: .size, source: range),
                LayoutConstraint(first: .view("icon"), .height, .equal, constant: 30, kind: .size, source: range, name: "iconWidth"),
            ],
            variants: [LayoutVariant(name: "wide", constraints: [
                LayoutConstraint(first: .view("icon"), .height, .equal, constant: 60, kind: .size, source: range),
                LayoutConstraint(first: .view("icon"), .width, .equal, constant: 60, kind: .size, source: range, name: "wideIconHeight"),
            ], range: range)],
            range: range)
        var entries: [ConstraintNaming.Entry] = layout.constraints.map { ($0, nil) }
        entries += layout.variants[0].constraints.map { ($0, "wide") }
        let names = ConstraintNaming.names(for: entries, reserved: ReservedNames.generatedMembers)
        #expect(names == ["iconWidthConstant30", "iconWidth", "wideIconHeightConstant60", "wideIconHeight"])
    }

    @Test func explicitNameOfAGeneratedMemberIsRejected() {
        var file = ExtensionSample.screen()
        file.layouts[0].constraints[0].name = "activate"
        #expect {
            try SwiftRenderer().render([(.uikit, file)], fileName: "Screen.vfl")
        } throws: { error in
            guard case SwiftRenderer.Failure.invalidInput(let diagnostics) = error else { return false }
            return diagnostics.map(\.id) == [.reservedName]
                && diagnostics[0].message == "'activate' cannot be a constraint name: the generated layout class has a member 'activate'"
        }
    }

    @Test func keyboardAndReadableAreUIKitOnly() {
        var file = ExtensionSample.screen(platform: .appkit)
        let source = file.layouts[0].constraints[0].source
        file.layouts[0].constraints.append(LayoutConstraint(first: .keyboard, .top, .equal, second: .view("field"), .bottom, kind: .edge, source: source))
        file.layouts[0].constraints.append(LayoutConstraint(first: .view("field"), .leading, .equal, second: .readable, .leading, kind: .edge, source: source))
        #expect {
            try SwiftRenderer().render([(.appkit, file)], fileName: "Screen.vfl")
        } throws: { error in
            guard case SwiftRenderer.Failure.invalidInput(let diagnostics) = error else { return false }
            return diagnostics.map(\.message) == [
                "AppKit has no keyboard layout guide (container.keyboardLayoutGuide is UIKit only)",
                "AppKit has no readable layout guide (container.readableContentGuide is UIKit only)",
            ]
        }
    }

    @Test(arguments: [
        // An offset between a position and a size, and one across axes.
        (LayoutConstraint.Anchor(.view("logo"), .width), "measures from width to top, which anchorWithOffset(to:) cannot express"),
        (LayoutConstraint.Anchor(.view("logo"), .leading), "measures from leading to top, which anchorWithOffset(to:) cannot express"),
    ])
    func offsetsJoinPositionsOfOneAxis(origin: LayoutConstraint.Anchor, message: String) {
        var file = ExtensionSample.screen()
        let index = file.layouts[0].constraints.firstIndex { $0.kind == .equalSpacing }!
        file.layouts[0].constraints[index].firstOrigin = origin
        #expect {
            try SwiftRenderer().render([(.uikit, file)], fileName: "Screen.vfl")
        } throws: { error in
            guard case SwiftRenderer.Failure.invalidInput(let diagnostics) = error else { return false }
            return diagnostics.count == 1 && diagnostics[0].id == "unsupported-constraint" && diagnostics[0].message.hasSuffix(message)
        }
    }

    #if os(Linux)
    /// Both platforms compile warning-free against the stand-ins (Swift 6, warnings as errors):
    /// the hand-made layout, and the README's full screen (Examples/Layouts/Onboarding.vfl) as
    /// committed for the runtime tests (which check it equals `vflgen generate`).
    @Test(arguments: [Platform.uikit, .appkit])
    func compilesWithoutWarnings(platform: Platform) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Screen+VFL.swift")
        let source = try SwiftRenderer().render([(platform, ExtensionSample.screen(platform: platform))], fileName: "Screen.vfl")
        try Data(source.utf8).write(to: url)
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let runtimeTarget = platform == .uikit ? "GeneratedCodeRuntimeTests" : "GeneratedCodeRuntimeAppKitTests"
        let onboarding = tests.appendingPathComponent("\(runtimeTarget)/Generated/Onboarding+VFL.swift")
        let result = try SwiftCompiler.check([url, onboarding])
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(result.output.isEmpty, "swiftc printed:\n\(result.output)")
    }
    #endif
}
