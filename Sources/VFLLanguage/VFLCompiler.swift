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
    public static func compile(_ source: SourceFile, platform: Platform) -> VFLCompilation {
        source.utf8.withUnsafeBufferPointer { bytes in
            var parser = FileParser(bytes: bytes)
            var syntax = parser.parse()
            var diagnostics = parser.diagnostics
            var resolver = Resolver(platform: platform, text: parser.text)
            var layouts: [Layout] = []
            layouts.reserveCapacity(syntax.layouts.count)
            var layoutNames: [String: SourceRange] = [:]
            for layoutIndex in syntax.layouts.indices {
                let (views, metrics) = resolver.resolve(&syntax.layouts[layoutIndex], in: &syntax.store)
                let layoutSyntax = syntax.layouts[layoutIndex]
                let name = layoutSyntax.name
                if let first = layoutNames[name.text] {
                    diagnostics.append(.error(
                        .duplicateLayout, "layout '\(name.text)' is already defined", at: name.range,
                        notes: [.init("first defined here", at: first)]
                    ))
                    continue
                }
                layoutNames[name.text] = name.range
                let lowerer = Lowerer(platform: platform, views: views, metrics: metrics)
                let store = syntax.store
                var constraints: [LayoutConstraint] = []
                constraints.reserveCapacity(layoutSyntax.lines.count * 3)
                for line in store.lines[layoutSyntax.lines] where line.variant < 0 && line.isValid {
                    lowerer.lower(line, in: store, into: &constraints)
                }
                let variants = layoutSyntax.variants.map { variant in
                    var variantConstraints: [LayoutConstraint] = []
                    for line in store.lines[variant.lines] where line.isValid {
                        lowerer.lower(line, in: store, into: &variantConstraints)
                    }
                    return LayoutVariant(name: variant.name.text, constraints: variantConstraints, range: variant.range)
                }
                layouts.append(Layout(
                    name: name.text, views: views, metrics: metrics, constraints: constraints,
                    variants: variants, range: layoutSyntax.range
                ))
            }
            diagnostics.append(contentsOf: resolver.diagnostics)
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
