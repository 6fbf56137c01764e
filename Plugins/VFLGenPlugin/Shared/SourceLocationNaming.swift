/// Which inputs' generated code names its `.vfl` file in `#sourceLocation` directives.
///
/// Swift derives a `#fileID` string (`Module/Header.vfl`) from each path a `#sourceLocation`
/// names, and warns when two different paths in one module give the same string. So of several
/// inputs with one file name (`Feed/Header.vfl`, `Profile/Header.vfl`), only the one whose path
/// sorts first keeps its directives; the others' code is written without them, and Swift
/// reports errors in it at the generated file's lines. One implementation for the plugins and
/// the generator (Sources/VFLGenCLI/PluginShared links to this file).
enum SourceLocationNaming {
    /// The indices of `paths` whose code is written without `#sourceLocation` directives.
    static func inputsWithoutDirectives(_ paths: [String]) -> Set<Int> {
        var byName: [String: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
            byName[name, default: []].append(index)
        }
        var without: Set<Int> = []
        for indices in byName.values where indices.count > 1 {
            let kept = indices.min { paths[$0] < paths[$1] }!
            without.formUnion(indices.filter { $0 != kept })
        }
        return without
    }
}
