// The VFL front end: lex → parse → resolve → lower. See docs/Language.md.
import LayoutModel

/// The result of compiling one `.vfl` file: the checked layouts and every diagnostic.
public struct VFLCompilation: Sendable {
    /// The layouts, lowered to constraints. Lines with errors are left out; use the
    /// layouts only when ``diagnostics`` has no errors.
    public var file: LayoutFile
    /// Every error, warning and note found, in source order.
    public var diagnostics: [Diagnostic]

    public init(file: LayoutFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// Compiles `.vfl` source: parses every line (recovering at line ends), checks names and
/// options, and lowers each VFL line to the constraints Apple's parser would create.
public enum VFLCompiler {
    /// Compiles `source` for `platform`. Never throws and never stops at the first mistake:
    /// every problem in the file is in the result's diagnostics.
    ///
    /// With `dialect: .apple`, each vflgen extension in a VFL line (guides, `~`,
    /// proportions, `#name`, `HV:`) is a `vflgen-extension` error; every Apple line reads
    /// the same in both dialects.
    public static func compile(_ source: SourceFile, platform: Platform, dialect: Dialect = .vflgen) -> VFLCompilation {
        var layouts: [Layout] = []
        let diagnostics = compileLayouts(source, platform: platform, dialect: dialect) { layouts.append($0) }
        return VFLCompilation(file: LayoutFile(source: source, layouts: layouts), diagnostics: diagnostics)
    }

    /// ``compile(_:platform:dialect:)`` without the warnings about the lowered constraints
    /// (``ConstraintWarnings``: duplicates, a view constrained to itself, numbers too large),
    /// which are never errors and change no layout: the same layouts and the same errors, for
    /// a caller that reads only those (a fix proof compiles each edited copy of a file, and
    /// wording a warning about every large number cost a proof more than the rest of its compile).
    public static func compileWithoutConstraintWarnings(_ source: SourceFile, platform: Platform, dialect: Dialect = .vflgen) -> VFLCompilation {
        var layouts: [Layout] = []
        let diagnostics = compileLayouts(source, platform: platform, dialect: dialect, limit: nil, constraintWarnings: false) { layouts.append($0) }.diagnostics
        return VFLCompilation(file: LayoutFile(source: source, layouts: layouts), diagnostics: diagnostics)
    }

    /// Compiles `source` one layout at a time: each layout is parsed, checked and lowered as
    /// soon as its closing `}` is read, handed to `body`, and not kept, so memory stays flat in
    /// the size of the file. Returns every diagnostic of the file, exactly as
    /// ``compile(_:platform:)`` reports them.
    ///
    /// `body` gets the layouts ``compile(_:platform:)`` would list (lines with errors left
    /// out), each before the rest of the file is read: a caller that must print nothing for a
    /// file with errors (`vflgen constraints`) first calls ``check(_:platform:)``, then this.
    public static func compileLayouts(
        _ source: SourceFile, platform: Platform, dialect: Dialect = .vflgen, _ body: (Layout) -> Void
    ) -> [Diagnostic] {
        compileLayouts(source, platform: platform, dialect: dialect, limit: nil, body).diagnostics
    }

    /// ``compileLayouts(_:platform:dialect:_:)`` keeping at most `limit.count` errors and as many
    /// warnings (the first in source order) and counting the others, in memory flat in their
    /// number: a caller that shows only the first few (`vflgen lint`) does not pay for storing
    /// hundreds of thousands. Diagnostics for which `excluding` is true are dropped uncounted
    /// before the limit applies (the caller's own filter).
    public static func compileLayouts(
        _ source: SourceFile, platform: Platform, dialect: Dialect = .vflgen, limit: DiagnosticLimit?,
        excluding: ((Diagnostic) -> Bool)? = nil, _ body: (Layout) -> Void
    ) -> LimitedDiagnostics {
        compileLayouts(source, platform: platform, dialect: dialect, limit: limit, excluding: excluding, constraintWarnings: true, body)
    }

    /// ``compileLayouts(_:platform:dialect:limit:excluding:_:)``, with or without the warnings
    /// about the lowered constraints (see ``compileWithoutConstraintWarnings(_:platform:dialect:)``).
    static func compileLayouts(
        _ source: SourceFile, platform: Platform, dialect: Dialect, limit: DiagnosticLimit?,
        excluding: ((Diagnostic) -> Bool)? = nil, constraintWarnings: Bool, _ body: (Layout) -> Void
    ) -> LimitedDiagnostics {
        source.utf8.withUnsafeBufferPointer { bytes in
            var parser = FileParser(bytes: bytes, platform: platform, dialect: dialect)
            let text = parser.text
            // One value for the state the closure below changes: one access per layout, not
            // one (checked at run time: the closure escapes into the parser) per variable.
            var pipeline = LayoutPipeline(resolver: Resolver(platform: platform, text: text, limit: limit, excluding: excluding), platform: platform, text: text)
            pipeline.checksConstraints = constraintWarnings
            withoutActuallyEscaping(body) { body in
                parser.takeLayout = { layoutSyntax, store in
                    pipeline.take(&layoutSyntax, store: &store, body)
                }
                _ = parser.parse()
                parser.takeLayout = nil
            }
            var diagnostics = parser.diagnostics
            for (index, diagnostic) in pipeline.explained { diagnostics[index] = diagnostic }
            diagnostics += pipeline.duplicates
            if diagnostics.isEmpty {
                // Taken, not copied: a huge format string can have hundreds of thousands.
                diagnostics = pipeline.resolver.diagnostics.take()
            } else {
                diagnostics += pipeline.resolver.diagnostics.items
            }
            diagnostics += pipeline.constraintWarnings
            let resolver = pipeline.resolver
            if pipeline.layoutCount == 0 && !diagnostics.containsErrors {
                diagnostics.append(.warning(
                    .noLayouts, "this file defines no layout, so its generated file declares no type; write 'layout Name { … }' around its views and lines",
                    at: .point(0)))
            }
            guard let limit, limit.count != nil else {
                return LimitedDiagnostics(diagnostics: sortedBySource(diagnostics), omittedErrors: 0, omittedWarnings: 0)
            }
            // The resolver's list kept the candidates among its own; the first `limit` of the
            // whole file are among the candidates of each part.
            var limited = DiagnosticList(limit: limit, excluding: excluding)
            limited.append(contentsOf: diagnostics)
            limited.compact()
            return LimitedDiagnostics(
                diagnostics: sortedBySource(limited.take()),
                omittedErrors: limited.omittedErrors + resolver.diagnostics.omittedErrors,
                omittedWarnings: limited.omittedWarnings + resolver.diagnostics.omittedWarnings
            )
        }
    }

    /// What each layout of a file goes through as soon as its block closes: resolved, checked
    /// against the file's other layout names, lowered and checked for constraint warnings.
    private struct LayoutPipeline {
        var resolver: Resolver
        let platform: Platform
        let text: ByteText
        /// Parser diagnostics to replace by a better explanation (views go in brackets).
        var explained: [(index: Int, diagnostic: Diagnostic)] = []
        var duplicates: [Diagnostic] = []
        /// Warnings about the lowered constraints (duplicates, a view constrained to itself).
        var constraintWarnings: [Diagnostic] = []
        var constraintChecker = ConstraintWarnings()
        /// Whether `constraintChecker` runs (``compileWithoutConstraintWarnings(_:platform:dialect:)``).
        var checksConstraints = true
        /// Layout names, hashed with the per-process seed (crafted names cost what random ones do).
        var layoutNames = SeededTable<String, SourceRange>()
        var layoutCount = 0

        init(resolver: Resolver, platform: Platform, text: ByteText) {
            self.resolver = resolver
            self.platform = platform
            self.text = text
        }

        mutating func take(_ layoutSyntax: inout LayoutSyntax, store: inout FormatStore, _ body: (Layout) -> Void) {
            layoutCount += 1
            let (views, metrics) = resolver.resolve(&layoutSyntax, in: &store)
            explained += bracketHintExplanations(layoutSyntax.bracketHints, views: views, text: text)
            let name = layoutSyntax.name
            let (index, inserted) = layoutNames.insert(
                name.text, hash: NameHash.hash(name.text, seed: NameHash.frontEndSeed), value: name.range
            )
            if !inserted {
                duplicates.append(.error(
                    .duplicateLayout, "layout '\(name.text)' is already defined", at: name.range,
                    notes: [.init("first defined here", at: layoutNames.value(at: index))]
                ))
                return
            }
            let layout = lower(layoutSyntax, views: views, metrics: metrics, store: store, platform: platform, text: text)
            if checksConstraints { constraintChecker.check(layout, into: &constraintWarnings) }
            GuideAnchorCheck.check(layout, into: &constraintWarnings)
            ScrollViewCheck.check(layout, platform: platform, into: &constraintWarnings)
            body(layout)
        }
    }

    /// Every diagnostic of `source`, as ``compile(_:platform:)`` reports them, in memory flat in
    /// the size of the file (each layout is lowered, checked and dropped).
    public static func check(_ source: SourceFile, platform: Platform, dialect: Dialect = .vflgen) -> [Diagnostic] {
        compileLayouts(source, platform: platform, dialect: dialect) { _ in }
    }

    /// The constraints of a resolved layout: its always-on lines', then each variant's.
    private static func lower(
        _ layoutSyntax: LayoutSyntax, views: [ViewDeclaration], metrics: [MetricDeclaration],
        store: FormatStore, platform: Platform, text: ByteText
    ) -> Layout {
        // The resolver has deduplicated the declarations (a name declared twice is an error and
        // left out), so the names are unique.
        let labels = Lowerer.labels(in: store, text: text)
        // A scroll view's guides are items after the views, named `form.content`, `form.frame`.
        // One pass by index over the declarations (mapping them, and searching them with a
        // closure, copied each one: a retain and a release of its strings).
        var items: [String] = []
        items.reserveCapacity(views.count)
        var hasScrollView = false
        for index in views.indices {
            items.append(views[index].name)
            if platform == .uikit, !hasScrollView, ScrollViewClasses.isScrollView(views[index].type, on: .uikit) { hasScrollView = true }
        }
        var scrollGuideNumbers: [Int32] = []
        if hasScrollView {
            scrollGuideNumbers = Array(repeating: ConstraintNames.none, count: views.count * 2)
            for (index, view) in views.enumerated() where view.isSubview && ScrollViewClasses.isScrollView(view.type, on: .uikit) {
                for guide in ScrollGuide.allCases {
                    scrollGuideNumbers[index * 2 + (guide == .content ? 0 : 1)] = Int32(items.count)
                    items.append(LayoutItem.scrollGuide(view.name, guide).name)
                }
            }
        }
        let names = ConstraintNames(uniqueItems: items, metrics: metrics.map(\.name), labels: labels.labels)
        let lowerer = Lowerer(
            platform: platform, text: text, views: views, metrics: metrics, names: names,
            extraLabels: labels.extras, equationLabels: labels.equations, scrollGuideNumbers: scrollGuideNumbers
        )
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(layoutSyntax.lines.count * 4)
        // Indices, not slices: a slice of a store array retains and releases its buffer.
        for index in layoutSyntax.lines where store.lines[index].variant < 0 && store.lines[index].isValid {
            lowerer.lower(store.lines[index], in: store, into: &constraints)
        }
        let variants = layoutSyntax.variants.map { variant in
            var variantConstraints: [LayoutConstraint] = []
            variantConstraints.reserveCapacity(variant.lines.count * 4)
            for index in variant.lines where store.lines[index].isValid {
                lowerer.lower(store.lines[index], in: store, into: &variantConstraints)
            }
            return LayoutVariant(
                name: variant.name.text, constraints: variantConstraints, range: variant.range,
                conditions: variant.conditions.map(\.condition)
            )
        }
        return Layout(
            name: layoutSyntax.name.text, views: views, metrics: metrics, constraints: constraints,
            variants: variants, containers: layoutSyntax.containers, range: layoutSyntax.range
        )
    }

    /// Orders diagnostics by position (stable), file-level ones last.
    static func sortedBySource(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Usually already in order (one kind of mistake, or one layout): then a stable sort
        // would only copy them, which on a literal with 200,000 mistakes is most of its memory.
        var inOrder = true
        var previous = 0
        for diagnostic in diagnostics {
            let start = diagnostic.range?.start ?? .max
            if start < previous {
                inOrder = false
                break
            }
            previous = start
        }
        if inOrder { return diagnostics }
        // Sorts (position, index) pairs, then gathers: moving two integers per swap instead of
        // whole diagnostics (their strings' reference counts), and a fraction of the memory.
        var keys: [(start: Int, index: Int)] = []
        keys.reserveCapacity(diagnostics.count)
        for (index, diagnostic) in diagnostics.enumerated() { keys.append((diagnostic.range?.start ?? .max, index)) }
        keys.sort { $0.start != $1.start ? $0.start < $1.start : $0.index < $1.index }
        var sorted: [Diagnostic] = []
        sorted.reserveCapacity(diagnostics.count)
        for key in keys { sorted.append(diagnostics[key.index]) }
        return sorted
    }
}
