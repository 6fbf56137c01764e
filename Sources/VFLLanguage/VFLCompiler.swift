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
        source.utf8.withUnsafeBufferPointer { bytes in
            var parser = FileParser(bytes: bytes, platform: platform, dialect: dialect)
            var syntax = parser.parse()
            var diagnostics = parser.diagnostics
            var resolver = Resolver(platform: platform, text: parser.text)
            // Resolve every layout first (mutating the file's store in place), then lower.
            var declarations: [(views: [ViewDeclaration], metrics: [MetricDeclaration])] = []
            declarations.reserveCapacity(syntax.layouts.count)
            for layoutIndex in syntax.layouts.indices {
                declarations.append(resolver.resolve(&syntax.layouts[layoutIndex], in: &syntax.store))
            }
            let store = syntax.store
            var layouts: [Layout] = []
            layouts.reserveCapacity(syntax.layouts.count)
            var layoutNames: [String: SourceRange] = [:]
            layoutNames.reserveCapacity(syntax.layouts.count)
            for (layoutSyntax, (views, metrics)) in zip(syntax.layouts, declarations) {
                let name = layoutSyntax.name
                if let first = layoutNames[name.text] {
                    diagnostics.append(.error(
                        .duplicateLayout, "layout '\(name.text)' is already defined", at: name.range,
                        notes: [.init("first defined here", at: first)]
                    ))
                    continue
                }
                layoutNames[name.text] = name.range
                let lowerer = Lowerer(platform: platform, text: parser.text, views: views, metrics: metrics)
                var constraints: [LayoutConstraint] = []
                constraints.reserveCapacity(layoutSyntax.lines.count * 4)
                for line in store.lines[layoutSyntax.lines] where line.variant < 0 && line.isValid {
                    lowerer.lower(line, in: store, into: &constraints)
                }
                let variants = layoutSyntax.variants.map { variant in
                    var variantConstraints: [LayoutConstraint] = []
                    variantConstraints.reserveCapacity(variant.lines.count * 4)
                    for line in store.lines[variant.lines] where line.isValid {
                        lowerer.lower(line, in: store, into: &variantConstraints)
                    }
                    return LayoutVariant(name: variant.name.text, constraints: variantConstraints, range: variant.range)
                }
                layouts.append(Layout(
                    name: name.text, views: views, metrics: metrics, constraints: constraints,
                    variants: variants, containers: layoutSyntax.containers, range: layoutSyntax.range
                ))
            }
            diagnostics.append(contentsOf: resolver.diagnostics)
            for layout in layouts { ConstraintWarnings.check(layout, into: &diagnostics) }
            return VFLCompilation(file: LayoutFile(source: source, layouts: layouts), diagnostics: sortedBySource(diagnostics))
        }
    }

    /// Orders diagnostics by position (stable), file-level ones last.
    static func sortedBySource(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.range?.start ?? .max
            let right = rhs.element.range?.start ?? .max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
