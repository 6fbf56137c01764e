import Foundation

/// One public declaration of a stand-in module (Tests/StandIns/UIKit or AppKit), read from
/// its source text: what a caller can rely on, to compare with Apple's SDK (``StandInFacts``).
struct StandInDeclaration: Equatable, CustomStringConvertible {
    /// `Owner.name` (`UIView.frame`, `UIView.animate(withDuration:animations:)`,
    /// `NSLayoutConstraint.Priority.rawValue`); a type is its own name.
    var member: String
    /// What it is: `class`, `struct`, `enum`; `var T { get }`, `var T { get set }`, `let T`,
    /// `func (T1, T2) -> R`, `init(T1)`, `init?(T1)`, each with `static`/`class` before it
    /// when it is one.
    var shape: String
    /// Its `@available` attributes, sorted, space-separated ("" for none).
    var availability: String
    var file: String
    var line: Int

    var description: String { "\(member) | \(shape) | \(availability)  (\(file):\(line))" }
}

/// Reads the public declarations of Swift source text. A line scanner for the stand-ins'
/// plain style (one declaration per line, attributes on the lines before it), not a Swift
/// parser: enum cases and operators are skipped; anything it cannot read fails the tests
/// that use it rather than being ignored (an unreadable `public` line is reported).
enum StandInDeclarationReader {
    static func read(_ text: String, file: String) -> (declarations: [StandInDeclaration], unreadable: [String]) {
        let lines = text.components(separatedBy: "\n")
        var declarations: [StandInDeclaration] = []
        var unreadable: [String] = []
        var pending: [String] = []
        var owners: [(name: String, depth: Int)] = []
        var depth = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let code = stripComment(line).trimmingCharacters(in: .whitespaces)
            let lineNumber = index + 1
            index += 1
            if code.isEmpty { continue }
            if code.hasPrefix("@available(") {
                pending.append(code)
                continue
            }
            if code.hasPrefix("@") && !code.contains(" ") { continue }  // @MainActor, @inlinable…
            let opens = code.filter { $0 == "{" }.count
            let closes = code.filter { $0 == "}" }.count
            defer { pending = [] }
            let atTypeLevel = owners.last.map { $0.depth == depth } ?? (depth == 0)
            if atTypeLevel, let (kind, name, isPublic) = typeDeclaration(code) {
                let owner = kind == "extension" || owners.isEmpty ? name : owners.last!.name + "." + name
                if isPublic && kind != "extension" {
                    declarations.append(StandInDeclaration(
                        member: owner, shape: kind, availability: pending.sorted().joined(separator: " "), file: file, line: lineNumber))
                }
                depth += opens - closes
                if opens > closes { owners.append((owner, depth)) }
                continue
            }
            if atTypeLevel, let owner = owners.last?.name, isPublicMember(code) {
                // Gather a signature that spans lines (parentheses not yet closed).
                var signature = code
                var balance = signature.filter { $0 == "(" }.count - signature.filter { $0 == ")" }.count
                var bodyOpens = opens, bodyCloses = closes
                while balance > 0 && index < lines.count {
                    let next = stripComment(lines[index]).trimmingCharacters(in: .whitespaces)
                    index += 1
                    signature += " " + next
                    balance += next.filter { $0 == "(" }.count - next.filter { $0 == ")" }.count
                    bodyOpens += next.filter { $0 == "{" }.count
                    bodyCloses += next.filter { $0 == "}" }.count
                }
                let body = bodyOpens > bodyCloses ? Self.body(lines, from: &index, depth: bodyOpens - bodyCloses) : ""
                if let (name, shape) = member(signature, body: body, owner: owner) {
                    declarations.append(StandInDeclaration(
                        member: owner + "." + name, shape: shape, availability: pending.sorted().joined(separator: " "),
                        file: file, line: lineNumber))
                } else if !signature.contains(" case ") && !signature.hasPrefix("case ") && !isOperator(signature) {
                    unreadable.append("\(file):\(lineNumber): \(signature)")
                }
                continue
            }
            depth += opens - closes
            while let last = owners.last, last.depth > depth { owners.removeLast() }
        }
        return (declarations, unreadable)
    }

    // MARK: Lines

    private static func stripComment(_ line: String) -> String {
        guard let range = line.range(of: "//") else { return line }
        let before = line[..<range.lowerBound]
        return before.filter { $0 == "\"" }.count % 2 == 0 ? String(before) : line
    }

    /// The lines of a body whose opening brace is counted (`depth` braces open), joined.
    private static func body(_ lines: [String], from index: inout Int, depth start: Int) -> String {
        var depth = start
        var text = ""
        while depth > 0 && index < lines.count {
            let code = stripComment(lines[index])
            index += 1
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            text += code + "\n"
        }
        return text
    }

    private static let typeModifiers: Set<String> = ["public", "open", "final", "internal", "private", "fileprivate", "indirect"]

    /// `class`/`struct`/`enum`/`extension`/`protocol` NAME, and whether it is public.
    private static func typeDeclaration(_ code: String) -> (String, String, Bool)? {
        let words = code.split(separator: " ").map(String.init)
        var position = 0
        var isPublic = false
        while position < words.count, typeModifiers.contains(words[position]) {
            if words[position] == "public" || words[position] == "open" { isPublic = true }
            position += 1
        }
        guard position + 1 < words.count, ["class", "struct", "enum", "extension", "protocol"].contains(words[position]) else { return nil }
        if words[position] == "class", ["func", "var", "let"].contains(words[position + 1]) { return nil }
        let name = words[position + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return (words[position], String(name), isPublic)
    }

    private static func isPublicMember(_ code: String) -> Bool {
        let words = code.split(separator: " ")
        return words.prefix(while: { !["var", "let", "func", "init", "init?", "case", "subscript", "typealias"].contains($0) && !$0.hasPrefix("init(") && !$0.hasPrefix("init?(") })
            .contains { $0 == "public" || $0 == "open" }
    }

    private static func isOperator(_ signature: String) -> Bool {
        guard let range = signature.range(of: "func ") else { return false }
        return signature[range.upperBound...].first.map { !$0.isLetter && $0 != "_" } ?? false
    }

    // MARK: Members

    /// The name and shape of a member declaration (signature and body, if any).
    private static func member(_ signature: String, body: String, owner: String) -> (String, String)? {
        if let range = signature.range(of: #"\btypealias "#, options: .regularExpression) {
            let rest = signature[range.upperBound...]
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            return (name, "typealias = " + rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces))
        }
        let prefix: String
        if signature.contains("static ") { prefix = "static " } else if signature.range(of: #"\bclass (func|var)"#, options: .regularExpression) != nil { prefix = "class " } else { prefix = "" }
        if let range = signature.range(of: #"\b(var|let) "#, options: .regularExpression) {
            let keyword = signature[range].trimmingCharacters(in: .whitespaces)
            let rest = signature[range.upperBound...]
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            var type: String
            let equals = rest.firstIndex(of: "=")
            if let colon = rest.firstIndex(of: ":"), equals.map({ colon < $0 }) ?? true {
                type = String(rest[rest.index(after: colon)...])
                if let end = type.firstIndex(where: { $0 == "=" || $0 == "{" }) { type = String(type[..<end]) }
                type = type.trimmingCharacters(in: .whitespaces)
            } else if let equals {
                // `= TypeName(…)`: the type the initializer names (`Priority` in its own scope).
                let value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                type = String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                guard type.first?.isUppercase == true, value.dropFirst(type.count).first == "(" else { return nil }
                if owner.hasSuffix("." + type) || owner == type { type = owner }
            } else {
                return nil
            }
            if keyword == "let" { return (name, prefix + "let " + type) }
            let restricted = signature.contains("private(set)") || signature.contains("internal(set)")
            let brace = signature.firstIndex(of: "{").map { String(signature[$0...]) + body } ?? ""
            let observed = brace.contains("didSet") || brace.contains("willSet")
            let computedSetter = brace.range(of: #"(^|\s|\{)set\s*(\{|\()"#, options: .regularExpression) != nil
            let settable = !restricted && (brace.isEmpty || observed || computedSetter)
            return (name, prefix + "var " + type + (settable ? " { get set }" : " { get }"))
        }
        if let range = signature.range(of: #"\bfunc "#, options: .regularExpression) {
            let rest = signature[range.upperBound...]
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty, let (labels, types, end) = parameters(String(rest)) else { return nil }
            var result = "Void"
            let after = String(rest)[end...]
            if let arrow = after.range(of: "->") {
                result = String(after[arrow.upperBound...].prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
            }
            return ("\(name)(\(labels))", prefix + "func (\(types)) -> \(result)")
        }
        if let range = signature.range(of: #"\binit\??\("#, options: .regularExpression) {
            let failable = signature[range].contains("?")
            guard let (labels, types, _) = parameters(String(signature[range.lowerBound...])) else { return nil }
            return ("init(\(labels))", (failable ? "init?" : "init") + "(\(types))")
        }
        return nil
    }

    /// The argument labels (`a:b:`) and types (`A, B`) of the first parameter list in `text`,
    /// and where the list ends.
    private static func parameters(_ text: String) -> (String, String, String.Index)? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        var depth = 0
        var current = ""
        var parts: [String] = []
        var previous: Character = " "
        var end = text.endIndex
        for index in text[open...].indices {
            let character = text[index]
            defer { previous = character }
            if character == "(" || character == "[" || character == "<" {
                depth += 1
                if depth == 1 { continue }
            }
            if character == ")" || character == "]" || (character == ">" && previous != "-") {
                depth -= 1
                if depth == 0 {
                    end = text.index(after: index)
                    break
                }
            }
            if character == "," && depth == 1 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        var labels = ""
        var types: [String] = []
        for part in parts {
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let names = part[..<colon].split(separator: " ")
            guard let label = names.first else { return nil }
            labels += "\(label):"
            var type = String(part[part.index(after: colon)...])
            if let defaultValue = type.range(of: " = ") { type = String(type[..<defaultValue.lowerBound]) }
            types.append(type.trimmingCharacters(in: .whitespaces))
        }
        return (labels, types.joined(separator: ", "), end)
    }
}
