import Foundation
import Testing

/// Editors/vscode: the TextMate grammar scopes `.vfl` text as a TextMate engine would (the
/// earliest match wins, ties go to the first rule; ICU regular expressions stand in for
/// Oniguruma), and the extension's JSON files are what VS Code reads.
@Suite struct EditorGrammarTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Editors/vscode")

    struct Rule {
        var regex: NSRegularExpression
        var name: String?
        var captures: [Int: String]
    }

    /// The grammar's `match` rules in order, `include`s resolved.
    static func rules() throws -> [Rule] {
        let data = try Data(contentsOf: folder.appendingPathComponent("syntaxes/vfl.tmLanguage.json"))
        let grammar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let repository = try #require(grammar["repository"] as? [String: [String: Any]])
        func flatten(_ pattern: [String: Any]) throws -> [Rule] {
            if let include = pattern["include"] as? String {
                return try flatten(try #require(repository[String(include.dropFirst())], "\(include)"))
            }
            if let patterns = pattern["patterns"] as? [[String: Any]] { return try patterns.flatMap(flatten) }
            let match = try #require(pattern["match"] as? String)
            var captures: [Int: String] = [:]
            for (key, value) in pattern["captures"] as? [String: [String: String]] ?? [:] { captures[Int(key)!] = value["name"] }
            return [Rule(regex: try NSRegularExpression(pattern: match, options: [.anchorsMatchLines]), name: pattern["name"] as? String, captures: captures)]
        }
        return try (grammar["patterns"] as? [[String: Any]] ?? []).flatMap(flatten)
    }

    /// The scope of each scoped piece of `line`: `text=scope`.
    static func scopes(_ line: String, rules: [Rule]) -> [String] {
        let text = line as NSString
        var position = 0
        var result: [String] = []
        while position < text.length {
            var best: (NSTextCheckingResult, Rule)?
            for rule in rules {
                guard let match = rule.regex.firstMatch(in: line, options: [.withTransparentBounds], range: NSRange(location: position, length: text.length - position)) else { continue }
                if best == nil || match.range.location < best!.0.range.location { best = (match, rule) }
            }
            guard let (match, rule) = best, match.range.length > 0 else { break }
            if let name = rule.name { result.append("\(text.substring(with: match.range))=\(name)") }
            for (group, name) in rule.captures.sorted(by: { $0.key < $1.key }) where match.range(at: group).location != NSNotFound {
                result.append("\(text.substring(with: match.range(at: group)))=\(name)")
            }
            position = match.range.location + match.range.length
        }
        return result
    }

    @Test(arguments: [
        ("layout Card {  // header", ["layout=keyword.control.vfl", "Card=entity.name.type.vfl", "{=punctuation.vfl", "// header=comment.line.double-slash.vfl"]),
        ("    view title: UILabel hugging 251", [
            "view=storage.type.view.vfl", "title=variable.other.declaration.vfl", ":=punctuation.separator.vfl",
            "UILabel=entity.name.class.vfl", "hugging=keyword.other.vfl", "251=constant.numeric.vfl",
        ]),
        ("    metric gap = 0x10", ["metric=storage.type.vfl", "gap=variable.other.constant.declaration.vfl", "==punctuation.vfl", "0x10=constant.numeric.vfl"]),
        ("    V:safeArea|-(>=8@750)-[badge]  options: [.alignAllCenterX]", [
            "V=keyword.other.orientation.vfl", ":=punctuation.separator.vfl", "safeArea=variable.language.guide.vfl", "|=keyword.operator.vfl",
            "-=keyword.operator.vfl", "(=punctuation.vfl", ">==keyword.operator.vfl", "8=constant.numeric.vfl", "@=keyword.operator.vfl",
            "750=constant.numeric.vfl", ")=punctuation.vfl", "-=keyword.operator.vfl", "[=punctuation.vfl", "badge=variable.other.view.vfl",
            "]=punctuation.vfl", "options=keyword.other.options.vfl", ":=punctuation.separator.vfl", "[=punctuation.vfl",
            ".alignAllCenterX=support.constant.option.vfl", "]=punctuation.vfl",
        ]),
        ("    logo.centerY == superview.centerY - 40 #lift", [
            ".centerY=support.variable.property.attribute.vfl", "===keyword.operator.vfl", "superview=variable.language.guide.vfl",
            ".centerY=support.variable.property.attribute.vfl", "-=keyword.operator.vfl", "40=constant.numeric.vfl", "#lift=entity.name.tag.constraint.vfl",
        ]),
    ] as [(String, [String])])
    func scopes(_ line: String, _ expected: [String]) throws {
        let actual = Self.scopes(line, rules: try Self.rules())
        #expect(actual == expected)
    }

    @Test func extensionManifestPointsAtItsFiles() throws {
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("package.json"))) as? [String: Any])
        let contributes = try #require(manifest["contributes"] as? [String: [[String: Any]]])
        let language = try #require(contributes["languages"]?.first)
        #expect(language["extensions"] as? [String] == [".vfl"])
        let grammar = try #require(contributes["grammars"]?.first)
        #expect(grammar["scopeName"] as? String == "source.vfl")
        for path in [language["configuration"], grammar["path"]].compactMap({ $0 as? String }) {
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(path).path), "\(path)")
        }
        let configuration = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("language-configuration.json"))) as? [String: Any])
        #expect((configuration["comments"] as? [String: String])?["lineComment"] == "//")
        let indent = try #require(configuration["indentationRules"] as? [String: String])
        let increase = try NSRegularExpression(pattern: try #require(indent["increaseIndentPattern"]))
        for (line, opens) in [("layout Card {", true), ("    variant wide {  // x", true), ("    view a", false)] {
            #expect((increase.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)) != nil) == opens, "\(line)")
        }
    }
}
