import Foundation
import LayoutModel
import Testing
@testable import VFLRendering

/// The generated code names only SDK API in the availability table, and each generated class
/// carries exactly the attributes that API needs (docs/GeneratedCode.md, "Availability"),
/// over a corpus that walks every branch of the built-in templates on both platforms.
@Suite struct GeneratedAvailabilityTests {
    static let rendered: [AvailabilityCorpus.Rendered] = {
        do { return try AvailabilityCorpus.rendered() } catch { fatalError("\(error)") }
    }()

    @Test func everySDKNameIsInTheTableAndCoveredByTheAttributes() {
        for output in Self.rendered {
            let problems = GeneratedAvailabilityChecker.problems(in: output.text, name: output.name)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }

    /// The corpus reaches every branch of the templates: each marker is some output's text.
    @Test func corpusWalksEveryTemplateBranch() {
        let all = Self.rendered.map(\.text).joined(separator: "\n")
        let markers = [
            // File level: both sections, the helpers, the metric helpers.
            "#if canImport(UIKit) && !os(watchOS)", "#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)",
            "#if canImport(AppKit) && !targetEnvironment(macCatalyst)", "func vflgenSetConstant(", "func vflgenSetPriority(",
            // Class: aliases, metrics (constant, priority, unused), variants, views of both kinds, guides.
            "typealias ScreenLayout_Metrics_Thing", "struct Metrics: Equatable", "enum Variant: CaseIterable",
            "`external view header`", "var content: UILayoutGuide", "var content: NSLayoutGuide",
            "container.addLayoutGuide(content)", "vflgenInstall([", "private(set) var activeVariant",
            "case .empty:\n            []", "func constraints(for variant: Variant)",
            "static func variant(for traits: UITraitCollection, size: CGSize)", "static func variant(for size: CGSize)",
            "func activateVariant(for traits: UITraitCollection, size: CGSize)", "func activateVariant(for size: CGSize)",
            "applyMetricChanges(from old: Metrics)", "metrics.low.rawValue.isEqual(to:", "setContentHuggingPriority(metrics.low",
            "vflgenSetConstant(metrics.pad", "vflgenSetPriority(metrics.low", "vflgenSetPriority(UILayoutPriority(rawValue: Float(metrics.pad))",
            // Constraint shapes and the container's guides.
            "anchorWithOffset(to:", "multiplier: 1.0 / 2.0", "equalToConstant:", "greaterThanOrEqualTo:", "lessThanOrEqualTo",
            "container.safeAreaLayoutGuide", "container.layoutMarginsGuide", "container.readableContentGuide",
            "container.keyboardLayoutGuide", "traits.horizontalSizeClass == .regular", "traits.verticalSizeClass == .regular",
            "size.width >= 700", "priority: UILayoutPriority(rawValue: 750)", "priority: NSLayoutConstraint.Priority(rawValue: 750)",
            // Access levels, locations, a layout without constraints.
            "public final class", "internal final class", "#sourceLocation(file:", "internal var constraints: [NSLayoutConstraint] {\n        []",
            // Every translated view class.
            "UISwitch", "NSSwitch", "UIDatePicker", "NSSegmentedControl",
        ]
        for marker in markers {
            #expect(all.contains(marker), "no output of the corpus contains \(marker)")
        }
    }

    /// The attributes of single constructs, as the SDK headers demand them.
    @Test(arguments: [
        ("Plain.uikit.internal", "PlainLayout", [String]()), ("Plain.appkit.internal", "PlainLayout", []),
        ("Plain.uikit.internal", "EmptyLayout", []), ("Plain.appkit.internal", "EmptyLayout", []),
        ("Keyboard.uikit.internal", "KeyboardLayout", ["@available(iOS 15.0, *)", "@available(tvOS, unavailable)"]),
        ("SafeArea.uikit.internal", "SafeAreaLayout", []),
        ("SafeArea.appkit.internal", "SafeAreaLayout", ["@available(macOS 11.0, *)"]),
        ("Switch.uikit.internal", "ToggleLayout", ["@available(tvOS, unavailable)"]),
        ("Switch.appkit.internal", "ToggleLayout", ["@available(macOS 10.15, *)"]),
        ("Everything.appkit.internal", "ScreenLayout", ["@available(macOS 11.0, *)"]),
        ("Everything.appkit.internal", "SwitchingLayout", []),
    ])
    func singleConstructs(output: String, type: String, attributes: [String]) throws {
        let rendered = try #require(Self.rendered.first { $0.name == output })
        let classes = GeneratedSDKReferences(rendered.text).sections.flatMap(\.classes)
        let generated = try #require(classes.first { $0.name == type })
        #expect(generated.attributes == attributes)
    }

    /// The check can fail: an SDK member the table lacks, one used without its attribute,
    /// a dropped attribute, a guard without its exclusion.
    @Test func checkerCatchesMistakes() throws {
        let keyboard = try #require(Self.rendered.first { $0.name == "Keyboard.uikit.internal" }).text
        let plain = try #require(Self.rendered.first { $0.name == "Plain.appkit.internal" }).text
        let unknownMember = plain.replacingOccurrences(
            of: "    /// Activates the layout's constraints.",
            with: "    func peek() { _ = self.container?.contentLayoutGuide }\n\n    /// Activates the layout's constraints."
        )
        let unknownType = plain.replacingOccurrences(of: "    /// Activates the layout's constraints.", with: "    let ruler = NSRulerView()\n\n    /// Activates the layout's constraints.")
        let uncovered = plain.replacingOccurrences(
            of: "    /// Activates the layout's constraints.",
            with: "    func peek() { _ = self.container?.safeAreaLayoutGuide }\n\n    /// Activates the layout's constraints."
        )
        let dropped = keyboard.replacingOccurrences(of: "@available(tvOS, unavailable)\n", with: "")
        let unguarded = keyboard.replacingOccurrences(of: "#if canImport(UIKit) && !os(watchOS)", with: "#if canImport(UIKit)")
        for (mutant, label) in [(unknownMember, "unknown member"), (unknownType, "unknown type"), (uncovered, "uncovered"), (dropped, "dropped"), (unguarded, "unguarded")] {
            #expect(mutant != keyboard && mutant != plain, "\(label): the mutation did not apply")
            #expect(!GeneratedAvailabilityChecker.problems(in: mutant, name: label).isEmpty, "\(label) was not caught")
        }
    }

    #if os(Linux)
    /// The corpus (its single-platform, internal files) compiles against the stand-ins, with the
    /// attributes, and so does a caller that checks availability the way the docs say.
    @Test(arguments: [Platform.uikit, .appkit])
    func corpusCompiles(platform: Platform) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-availability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for output in Self.rendered where output.compiles && output.platforms == [platform] && output.name.hasSuffix(".internal") {
            let url = folder.appendingPathComponent("\(output.name).swift")
            try Data(output.text.utf8).write(to: url)
            files.append(url)
        }
        let names = PlatformNames(platform)
        let caller = platform == .uikit ? """
            if #available(iOS 15.0, *) {
                KeyboardLayout(in: container, field: \(names.viewType)()).activate()
            }
            """ : """
            if #available(macOS 11.0, *) {
                SafeAreaLayout(in: container, content: \(names.viewType)()).activate()
            }
            """
        let support = folder.appendingPathComponent("Support.swift")
        try Data("""
        import \(names.module)

        /// The corpus's view class named like a generated nested type.
        enum Metrics {
            @MainActor final class Thing: \(names.viewType) {}
        }

        @MainActor
        func useLayoutsWithAvailability(container: \(names.viewType)) {
        \(caller)
        }

        """.utf8).write(to: support)
        let result = try SwiftCompiler.check(files + [support])
        #expect(result.status == 0, "\(result.output)")
    }
    #endif
}
