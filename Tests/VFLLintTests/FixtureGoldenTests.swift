import Foundation
import LayoutModel
import Testing
import VFLGenCLI
import VFLLanguage
import VFLLint

/// Every fixture under `Fixtures/Sources` (the tutorials' code typed out as full files, and
/// files in Swift 2–5 and Objective-C styles) against reviewed golden files in
/// `Fixtures/Expected`: `X.lint.txt` (what `vflgen lint` prints), `X.migrate.txt` (what
/// `vflgen migrate` prints) and `X.vfl` (the file it writes). Re-record after an intended
/// change with `VFLGEN_RECORD=1 swift test --filter FixtureGoldenTests`, then review the diff.
@Suite struct FixtureGoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["VFLGEN_RECORD"] == "1" }

    static let sources = [
        "Tutorials/GrapevineViewController.swift", "Tutorials/GrapevineMetricsStep.swift", "Tutorials/GrapevineFirstSteps.swift",
        "Tutorials/ChunkyguyVFLExamples.swift", "Tutorials/TechotopiaViewController.m", "Tutorials/CommandShiftViewController.m",
        "Styles/Swift2Style.swift", "Styles/Swift3Style.swift", "Styles/Swift4Style.swift", "Styles/Swift5Style.swift",
        "Styles/ObjectiveCStyle.m", "Shapes/SwiftShapes.swift", "Shapes/ObjectiveCShapes.m",
        "Anchors/AnchorScreens.swift", "Anchors/AnchorCells.m", "Anchors/NestedViews.swift",
        "Helpers/FeedCells.swift", "Helpers/ProfileHeader.swift", "Helpers/Overloads.swift",
        "Shapes/PassThroughWrapper.swift", "Shapes/ReboundKey.swift", "Shapes/DictionaryCast.swift", "Shapes/PlainViewController.swift",
    ]

    @Test func everyFixtureIsListed() throws {
        var found: [String] = []
        for folder in ["Tutorials", "Styles", "Shapes", "Anchors", "Helpers"] {
            found += try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent("Sources/\(folder)").path)
                .map { "\(folder)/\($0)" }
        }
        #expect(found.sorted() == Self.sources.sorted())
    }

    static func check(_ actual: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = fixtures.appendingPathComponent("Expected/\(name)")
        if isRecording {
            if actual.isEmpty {
                try? FileManager.default.removeItem(at: url)
            } else {
                try Data(actual.utf8).write(to: url)
            }
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(actual == expected, "differs from Fixtures/Expected/\(name); re-record with VFLGEN_RECORD=1 and review", sourceLocation: sourceLocation)
    }

    static func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let (context, output) = ToolContext.capturing(currentDirectory: fixtures.appendingPathComponent("Sources"))
        let status = VFLGenTool.run(arguments, context: context)
        return (status, output.standardOutput, output.standardError)
    }

    static func baseName(_ source: String) -> String {
        MigrationPlanner.fileBaseName(source)
    }

    @Test(arguments: sources)
    func lintOutput(_ source: String) throws {
        let result = Self.run(["lint", source])
        let hasErrors = !result.output.contains("; 0 errors,")
        #expect(result.status == (hasErrors ? .failure : .success))
        #expect(result.errors.isEmpty)
        try Self.check(result.output, golden: "\(Self.baseName(source)).lint.txt")
    }

    @Test(arguments: sources)
    func migrateOutput(_ source: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-migrate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = Self.run(["migrate", source, "--output", output.path])
        #expect(result.status == .success)
        // The output folder's path varies per run: the golden shows it as OUT.
        try Self.check(result.output.replacingOccurrences(of: output.path, with: "OUT"), golden: "\(Self.baseName(source)).migrate.txt")
        let file = output.appendingPathComponent("\(Self.baseName(source)).vfl")
        let written = try? String(contentsOf: file, encoding: .utf8)
        try Self.check(written ?? "", golden: "\(Self.baseName(source)).vfl")
        // The file is written formatted: `vflgen format --check` accepts it as it is.
        if written != nil {
            let format = Self.run(["format", "--check", file.path])
            #expect(format.status == .success, "\(format.errors)")
            #expect(format.errors.isEmpty)
        }
    }

    /// Each migrated layout lowers to exactly the constraints its original strings made, and
    /// the written file compiles through `vflgen generate` without errors or warnings.
    @Test(arguments: sources)
    func migratedLayoutsLowerToTheOriginalConstraints(_ source: String) throws {
        let url = Self.fixtures.appendingPathComponent("Sources/\(source)")
        let file = SourceFile(path: source, text: try String(contentsOf: url, encoding: .utf8))
        let language = SourceLanguage(pathExtension: url.pathExtension)!
        let lint = Linter.lint(CallSiteFinder.find(in: file, language: language))
        let plan = MigrationPlanner.plan(lint)
        let text = VFLFileWriter.fileText(plan)
        guard !plan.layouts.isEmpty else {
            #expect(text.isEmpty)
            return
        }
        let compilation = VFLCompiler.compile(SourceFile(path: plan.fileName, text: text), platform: plan.platform)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
        #expect(compilation.file.layouts.map(\.name) == plan.layouts.map(\.name))
        for (layout, planned) in zip(compilation.file.layouts, plan.layouts) {
            #expect(layout.constraints.map(\.text) == planned.expectedConstraints.map(\.text), "layout \(layout.name)")
            #expect(!layout.constraints.isEmpty)
        }
        // The layout makes the original calls' constraints on the same objects: each name stands
        // for what was passed (a key whose value is the container is `superview`; the helper's
        // `v0` and renamed keys are the variables), and a constraint made again is dropped once.
        for (layout, planned) in zip(compilation.file.layouts, plan.layouts) {
            var original: [String] = []
            // VFL calls and anchor/item constraints in source order: the layout's lines are in that order.
            var made: [(start: Int, texts: [String])] = []
            for site in planned.calls {
                guard let call = lint.calls.first(where: { $0.site.nameRange == site.nameRange }),
                      case .checked(let constraints, _) = call.status, let views = site.views.value else {
                    Issue.record("migrated call was not checked")
                    continue
                }
                var objects: [String: String] = [:]
                for entry in views {
                    let object = CallSiteFinder.normalizedViewExpression(entry.expression)
                    objects[entry.key] = object == planned.container ? "superview" : object
                }
                made.append((site.nameRange.start, constraints.map { Self.onObjects($0, objects) }))
            }
            for site in planned.anchorCalls {
                let equation = try #require(site.equation.value)
                made.append((site.nameRange.start, [Self.madeByCall(equation, container: planned.container, aliases: lint.scan.aliases)]))
            }
            for (_, texts) in made.sorted(by: { $0.start < $1.start }) {
                for text in texts where !original.contains(text) { original.append(text) }
            }
            var objects: [String: String] = [:]
            for view in planned.views { objects[view.name] = CallSiteFinder.normalizedViewExpression(view.expression) }
            let migrated = layout.constraints.map { Self.onObjects($0, objects) }
            if planned.metrics.allSatisfy({ !$0.isComputed }) {
                #expect(migrated == original, "layout \(layout.name)")
            } else {
                #expect(migrated.count == original.count, "layout \(layout.name)")
            }
        }
        // vflgen generate accepts the file. (Without the layout check: a migrated layout keeps
        // the original strings' constraints exactly, including what they leave undetermined,
        // which `vflgen check` reports on its own.)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vflgen-migrated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let vfl = folder.appendingPathComponent(plan.fileName)
        try Data(text.utf8).write(to: vfl)
        let generated = Self.run(["generate", vfl.path, "--output", folder.path, "--platform", plan.platform.rawValue, "--warnings-as-errors", "--check", "off"])
        #expect(generated.status == .success, "\(generated.errors)")
        #expect(generated.errors.isEmpty)
    }

    /// The constraint an anchor or item call makes, in `vflgen constraints` form, its items named
    /// by the objects the call passes (the container `superview`, its guides by their names) —
    /// read from the call, independently of how migrate writes the line.
    static func madeByCall(_ equation: AnchorEquation, container: String, aliases: [String: String]) -> String {
        func object(_ expression: String) -> LayoutItem {
            let path = CallSiteFinder.normalizedViewExpression(expression)
            let guides = ["safeAreaLayoutGuide": LayoutItem.safeArea, "layoutMarginsGuide": .margins, "readableContentGuide": .readable, "keyboardLayoutGuide": .keyboard]
            for (property, guide) in guides where path == property || path.hasSuffix("." + property) { return guide }
            return path == container || aliases[path] == container ? .superview : .view(path)
        }
        let constraint = LayoutConstraint(
            first: object(equation.first.expression), equation.first.attribute, equation.relation,
            second: equation.second.map { object($0.expression) }, equation.second?.attribute,
            multiplier: equation.multiplier, constant: Term(equation.constant.value), priority: Term(equation.priority.value),
            kind: .equation, source: .point(0), multiplierFraction: equation.multiplierFraction
        )
        return constraint.text
    }

    /// A constraint's text with each view named by the object it stands for.
    static func onObjects(_ constraint: LayoutConstraint, _ objects: [String: String]) -> String {
        func item(_ item: LayoutItem) -> LayoutItem {
            // A scroll view's guide is the object's guide property (`form.content`: `scroll.contentLayoutGuide`).
            if case .scrollGuide(let name, let guide) = item, let object = objects[name] { return .view("\(object).\(guide.uikitProperty)") }
            guard case .view(let name) = item, let object = objects[name] else { return item }
            return object == "superview" ? .superview : .view(object)
        }
        var copy = constraint
        copy.first = item(copy.first)
        copy.second = copy.second.map(item)
        return copy.text
    }
}
