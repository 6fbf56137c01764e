// The stand-in UIKit/AppKit modules exist only on Linux (on Apple platforms the real
// frameworks are used and these tests do not apply).
#if os(Linux)
import Foundation
import LayoutModel
import Testing
@testable import VFLRendering

/// Compiles generated code to SIL against the stand-in UIKit and AppKit modules (Swift 6
/// mode, strict concurrency, warnings as errors, definite initialization checked): the
/// hand-made sample layouts, every golden fixture of the CLI tests, and code that uses the
/// generated API. One `swiftc` run per platform.
@Suite(.serialized) struct GeneratedCodeCompileTests {
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("VFLGenCLITests/Fixtures")

    /// The golden `.swift` files of the CLI fixtures for `platform` (`X.uikit.swift`).
    static func fixtureGoldens(for platform: Platform) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".\(platform.rawValue).swift") }.sorted().map {
            fixturesFolder.appendingPathComponent($0)
        }
    }

    static func handMade(platform: Platform, name: String, access: AccessLevel) throws -> String {
        var file = SampleLayouts.welcome(platform: platform)
        file.layouts[0].name = name
        return try SwiftRenderer(access: access).render([(platform, file)], fileName: "Welcome.vfl")
    }

    /// Code a user writes against the generated API.
    static func usage(platform: Platform) -> String {
        let names = PlatformNames(platform)
        let (imageView, label, button) = platform == .uikit
            ? ("UIImageView", "UILabel", "UIButton") : ("NSImageView", "NSTextField", "NSButton")
        return """
        import \(names.module)

        @MainActor
        func useGeneratedLayouts() -> [NSLayoutConstraint] {
            let container = \(names.viewType)()
            let layout = HandMadeInternalLayout(in: container, icon: \(imageView)(), title: \(label)(), skip: \(button)())
            layout.activate(.landscape)
            layout.activate(.portrait)
            layout.metrics.padding = 20
            layout.metrics = HandMadeInternalLayout.Metrics(padding: 8, low: .required)
            let active: HandMadeInternalLayout.Variant? = layout.activeVariant
            _ = active
            let width: NSLayoutConstraint = layout.iconWidth
            width.constant = 44
            let publicLayout = HandMadePublicLayout(in: container, icon: \(imageView)(), title: \(label)(), skip: \(button)(), metrics: .init(padding: 4))
            publicLayout.deactivate()
            for variant in HandMadePublicLayout.Variant.allCases {
                _ = publicLayout.constraints(for: variant)
            }
            return layout.constraints + publicLayout.constraints
        }

        /// The usual subclassing patterns of \(names.module) code compile against the stand-ins too.
        @MainActor
        final class CardView: \(names.viewType) {
            let title = \(label)()
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        @MainActor
        final class CardController: \(platform == .uikit ? "UIViewController" : "NSViewController") {
            override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """
    }

    @Test(arguments: [Platform.uikit, .appkit])
    func generatedCodeCompilesWithoutWarnings(platform: Platform) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (name, access) in [("HandMadeInternal", AccessLevel.internal), ("HandMadePublic", .public)] {
            let url = folder.appendingPathComponent("\(name)+VFL.swift")
            try Data(Self.handMade(platform: platform, name: name, access: access).utf8).write(to: url)
            files.append(url)
        }
        let tricky = folder.appendingPathComponent("Tricky+VFL.swift")
        let trickySource = try SwiftRenderer().render([(platform, SampleLayouts.trickyNames(platform: platform))], fileName: "Tricky.vfl")
        #expect(trickySource.contains("vflgenSetPriority(metrics.rawValue, of: [\n                self.priorityLeadingToVariantTrailingMin,\n"))
        #expect(trickySource.contains("case identifier"))
        try Data(trickySource.utf8).write(to: tricky)
        files.append(tricky)
        let usage = folder.appendingPathComponent("Usage.swift")
        try Data(Self.usage(platform: platform).utf8).write(to: usage)
        files.append(usage)
        let goldens = Self.fixtureGoldens(for: platform)
        #expect(goldens.count >= 6, "the CLI fixtures' golden .swift files are missing")
        files += goldens

        let result = try SwiftCompiler.check(files)
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(result.output.isEmpty, "swiftc printed:\n\(result.output)")
    }

    /// The generated API rejects misuse at compile time: a view of the wrong type, and a
    /// custom template that relates anchors of different axes. (swiftc stops at the first
    /// failing file, so each misuse gets its own run.)
    @Test func passingAViewOfTheWrongTypeFailsToCompile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("HandMade+VFL.swift")
        try Data(Self.handMade(platform: .uikit, name: "HandMadeInternal", access: .internal).utf8).write(to: generated)
        let wrongViewType = folder.appendingPathComponent("WrongViewType.swift")
        try Data("""
        import UIKit

        @MainActor
        func passAPlainViewAsTheIcon() {
            _ = HandMadeInternalLayout(in: UIView(), icon: UIView(), title: UILabel(), skip: UIButton())
        }

        """.utf8).write(to: wrongViewType)

        let result = try SwiftCompiler.check([generated, wrongViewType])
        #expect(result.status != 0)
        #expect(result.output.contains("WrongViewType.swift:5:52: error: cannot convert value of type 'UIView' to expected argument type 'UIImageView'"), "\(result.output)")
        #expect(!result.output.contains("HandMade+VFL.swift:"), "the generated file itself must be fine:\n\(result.output)")
    }

    @Test func customTemplateMixingAxesFailsToCompile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every two-item constraint becomes "first item's width == second item's top".
        let axisMixTemplate = try Template(path: "AxisMix.swift.template", text: """
        import UIKit
        {% for layout in layouts %}
        @MainActor
        func axisMix{{ layout.typeName }}(container: UIView{% for view in layout.views %}, {{ view.name }}: {{ view.type }}{% endfor %}) -> [NSLayoutConstraint] {
            [
        {% for constraint in layout.constraints %}
        {% if constraint.hasSecond %}
                {{ constraint.firstItem }}.widthAnchor.constraint(equalTo: {{ constraint.secondItem }}.topAnchor),
        {% endif %}
        {% endfor %}
            ]
        }
        {% endfor %}
        """)
        var file = SampleLayouts.welcome(platform: .uikit)
        file.layouts[0].name = "AxisMix"
        let output = try SwiftRenderer(templates: TemplateSet.builtIn.replacingSections(with: axisMixTemplate))
            .render([(.uikit, file)], fileName: "Welcome.vfl")
        #expect(output.contains("        icon.widthAnchor.constraint(equalTo: container.topAnchor),\n"))
        let axisMix = folder.appendingPathComponent("AxisMix+VFL.swift")
        try Data(output.utf8).write(to: axisMix)

        let result = try SwiftCompiler.check([axisMix])
        #expect(result.status != 0)
        #expect(result.output.contains("AxisMix+VFL.swift:"), "\(result.output)")
        #expect(result.output.contains("NSLayoutYAxisAnchor"), "the error names the anchor types:\n\(result.output)")
    }
}
#endif
