/// One fact of ``StandInFactTable``: what Apple declares for a stand-in member.
struct StandInFact: Equatable {
    var module: String
    var member: String
    var shape: String
    var availability: String
    /// The header (or the reason there is none) the section names.
    var source: String
}

enum StandInFacts {
    /// The table's facts, in order.
    static func parse(_ text: String) -> [StandInFact] {
        var facts: [StandInFact] = []
        var module = ""
        var source = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("## ") {
                let parts = line.dropFirst(3).components(separatedBy: " :: ")
                module = parts[0]
                source = parts.dropFirst().joined(separator: " :: ")
                continue
            }
            let fields = line.components(separatedBy: " | ")
            facts.append(StandInFact(
                module: module, member: fields[0], shape: fields.count > 1 ? fields[1] : "",
                availability: fields.count > 2 ? fields[2...].joined(separator: " | ") : "", source: source))
        }
        return facts
    }

    static let all = parse(StandInFactTable.text)

    /// Every difference between `declarations` of `module` and the facts: a declaration
    /// without a fact, with another shape or availability, and a fact without a declaration.
    static func differences(module: String, declarations: [StandInDeclaration], facts: [StandInFact] = all) -> [String] {
        let expected = facts.filter { $0.module == module }
        var byMember: [String: StandInFact] = [:]
        var problems: [String] = []
        for fact in expected {
            if byMember[fact.member] != nil { problems.append("\(module) \(fact.member): listed twice in the fact table") }
            byMember[fact.member] = fact
        }
        var seen: Set<String> = []
        for declaration in declarations {
            seen.insert(declaration.member)
            let place = "\(module)/\(declaration.file):\(declaration.line)"
            guard let fact = byMember[declaration.member] else {
                problems.append("\(place): \(declaration.member) (\(declaration.shape)) has no fact: read it in the SDK header and add it to StandInFactTable, or remove it")
                continue
            }
            if declaration.shape != fact.shape {
                problems.append("\(place): \(declaration.member) is `\(declaration.shape)`; Apple (\(fact.source)): `\(fact.shape)`")
            }
            if declaration.availability != fact.availability {
                problems.append("\(place): \(declaration.member) has availability `\(declaration.availability)`; Apple (\(fact.source)): `\(fact.availability)`")
            }
        }
        for fact in expected where !seen.contains(fact.member) {
            problems.append("\(module) \(fact.member): in the fact table but not declared by the stand-in")
        }
        return problems
    }
}
