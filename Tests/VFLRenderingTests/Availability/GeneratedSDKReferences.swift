import Foundation
import LayoutModel

/// What a generated file's text names, read from the text alone (not from the renderer's
/// own account of it): per platform section, its `#if` condition, the names used at file
/// level and, per generated class, the names used inside it and the attributes before it.
/// String literals and comments are dropped first, so names in doc comments do not count.
struct GeneratedSDKReferences {
    struct Names {
        /// Type names, qualified as written (`NSLayoutConstraint.Priority`, `Self`).
        var types: Set<String> = []
        /// Member names written after a dot (`keyboardLayoutGuide`, `views`).
        var members: Set<String> = []
    }

    struct GeneratedClass {
        var name: String
        /// The `@available(…)` lines before the class, as written.
        var attributes: [String]
        var names = Names()
    }

    struct Section {
        var platform: Platform
        var condition: String
        var fileLevel = Names()
        var classes: [GeneratedClass] = []
    }

    var sections: [Section] = []
    /// Every name the file declares (`var`, `let`, `func`, `case`, types, aliases): members
    /// named like these are the generated code's own.
    var declared: Set<String> = []

    init(_ text: String) {
        var section: Section?
        var current: GeneratedClass?
        var pendingAttributes: [String] = []
        var depth = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.code(of: String(rawLine))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Module names (`import UIKit`) are not declarations.
            if trimmed.hasPrefix("#sourceLocation") || trimmed.hasPrefix("import ") || trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") {
                if let done = section { sections.append(done) }
                let condition = String(trimmed.drop { $0 != " " }.dropFirst())
                section = Section(platform: condition.contains("canImport(AppKit)") ? .appkit : .uikit, condition: condition)
                continue
            }
            if trimmed == "#endif" {
                if let done = section { sections.append(done) }
                section = nil
                continue
            }
            for match in Self.matches(#"\b(?:var|let|func|case|class|struct|enum|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#, in: line) {
                declared.insert(match)
            }
            if depth == 0, trimmed.hasPrefix("@available(") {
                pendingAttributes.append(trimmed)
                continue
            }
            if depth == 0, let name = Self.matches(#"\bfinal class ([A-Za-z_][A-Za-z0-9_]*)"#, in: line).first {
                current = GeneratedClass(name: name, attributes: pendingAttributes)
            }
            if depth == 0, !trimmed.hasPrefix("@") { pendingAttributes = [] }
            var names = Names()
            names.types = Set(Self.matches(#"(?<![A-Za-z0-9_.])([A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*)"#, in: line))
            names.members = Set(Self.matches(#"\.([a-z_][A-Za-z0-9_]*)"#, in: line))
            if current != nil {
                current!.names.types.formUnion(names.types)
                current!.names.members.formUnion(names.members)
            } else {
                section?.fileLevel.types.formUnion(names.types)
                section?.fileLevel.members.formUnion(names.members)
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth == 0, let done = current {
                section?.classes.append(done)
                current = nil
            }
        }
        if let done = section { sections.append(done) }
    }

    /// `line` without string literals and `//` comments.
    static func code(of line: String) -> String {
        var output = ""
        var inString = false
        var escaped = false
        var previous: Character?
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; output.append("\"") }
                continue
            }
            if character == "\"" { inString = true; output.append("\""); previous = character; continue }
            if character == "/", previous == "/" {
                output.removeLast()
                break
            }
            output.append(character)
            previous = character
        }
        return output
    }

    /// The first capture group of each match of `pattern` in `text`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
