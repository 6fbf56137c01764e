import LayoutModel

/// One `vflgen generate` input, compiled for every requested platform, waiting to be
/// reported and written once every input has been compiled (checks across inputs, such as
/// ``LayoutNameClashes``, add their diagnostics first).
struct CompiledInput {
    /// The path as given on the command line.
    var input: String
    var source: SourceFile
    var sections: [(platform: Platform, file: LayoutFile)] = []
    /// Every diagnostic about this file, once each, in order.
    var diagnostics: [Diagnostic] = []
    /// Notes that point into another input, printed right after the diagnostic they belong to.
    var notesElsewhere: [Diagnostic: [(note: Diagnostic, file: SourceFile)]] = [:]

    /// The layouts (the same names on every platform).
    var layouts: [Layout] { sections.first?.file.layouts ?? [] }
}

/// Layout names must be unique across the inputs of one run: each layout becomes a type
/// (`HeaderLayout`) in one module, so `Feed/Header.vfl` and `Profile/Header.vfl` both
/// defining `layout Header` would not compile. The second definition is an error
/// (`duplicate-layout`) at its `layout` line, with a note at the first.
enum LayoutNameClashes {
    static func report(in inputs: inout [CompiledInput?]) {
        var first: [String: (input: Int, range: SourceRange)] = [:]
        for index in inputs.indices {
            guard let input = inputs[index] else { continue }
            for layout in input.layouts {
                guard let earlier = first[layout.name] else {
                    first[layout.name] = (index, layout.range)
                    continue
                }
                let other = inputs[earlier.input]!
                let error = Diagnostic.error(
                    "duplicate-layout",
                    "layout '\(layout.name)' is already defined in '\(other.input)'; layout names must be unique across the files of a target",
                    at: layout.range)
                let note = Diagnostic(.init("duplicate-layout"), .note, "layout '\(layout.name)' first defined here", at: earlier.range)
                inputs[index]!.diagnostics.append(error)
                inputs[index]!.notesElsewhere[error, default: []].append((note, other.source))
            }
        }
    }
}
