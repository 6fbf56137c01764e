import LayoutModel

/// A command line split into options and positional arguments, checked against what a
/// command accepts. Supports `--name value`, `--name=value`, repeated options, boolean
/// flags, and `--` to end options.
public struct Arguments: Sendable {
    /// What a command accepts.
    public struct Spec: Sendable {
        /// Options that take a value.
        public var options: Set<String>
        /// Options without a value.
        public var flags: Set<String>
        /// Options whose value may be left out (`vflgen check --devices` lists the presets,
        /// `--devices NAME,…` picks some): they take the next argument only when it is not an
        /// option and not a `.vfl` file; left out, their value is the empty string.
        public var optionalValueOptions: Set<String>
        /// Older or shorter spellings, each read as its canonical option (``Alias/all``); only
        /// those whose canonical option the command accepts apply.
        public var aliases: [String: String] {
            let accepted = options.union(flags).union(optionalValueOptions)
            return Alias.all.filter { accepted.contains($0.value) }
        }

        public init(options: Set<String> = [], flags: Set<String> = [], optionalValueOptions: Set<String> = []) {
            self.options = options
            self.flags = flags
            self.optionalValueOptions = optionalValueOptions
        }
    }

    /// The one list of option aliases, the same on every command: an alias means its canonical
    /// option wherever that is accepted, and `--help` shows only the canonical spelling (naming
    /// the alias in the option's description).
    public enum Alias {
        /// Alias → canonical option.
        public static let all: [String: String] = [
            "--werror": "--warnings-as-errors",
            "--device": "--devices",
        ]
    }

    /// A command-line mistake; printed as `vflgen <command>: error: …` with usage, exit 64.
    public struct UsageError: Error, Sendable, CustomStringConvertible {
        public var message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var setFlags: Set<String> = []

    public init(_ arguments: [String], spec: Spec) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let canonical = spec.aliases[name] { name = canonical }
            if spec.flags.contains(name) {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                setFlags.insert(name)
            } else if spec.optionalValueOptions.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else if index < arguments.count, !arguments[index].hasPrefix("-"), !arguments[index].hasSuffix(".vfl") {
                    values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    values[name, default: []].append("")
                }
            } else if spec.options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
                values[name, default: []].append(value)
            } else {
                let known = spec.options.union(spec.flags).union(spec.optionalValueOptions)
                var message = "unknown option '\(name)'"
                if let suggestion = closestName(to: name, in: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message)
            }
        }
    }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { setFlags.contains(name) }

    /// Every value given for a repeatable option, in order.
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// The single value of an option, or `nil`; giving it twice is an error.
    public func value(_ name: String) throws(UsageError) -> String? {
        let all = values(name)
        if all.count > 1 { throw UsageError("option '\(name)' given more than once") }
        return all.first
    }

    /// The value of an option restricted to `choices`.
    public func choice(_ name: String, from choices: [String], default defaultValue: String) throws(UsageError) -> String {
        guard let value = try value(name) else { return defaultValue }
        guard choices.contains(value) else {
            throw UsageError("invalid value '\(value)' for '\(name)'; expected one of: \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// The value of an option that names a case of `Choice` by its raw value
    /// (`--platform appkit`), or `nil` when not given; any other value is an error listing
    /// the cases.
    public func value<Choice: RawRepresentable & CaseIterable>(
        _ name: String, as _: Choice.Type
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let value = try value(name) else { return nil }
        guard let choice = Choice(rawValue: value) else {
            throw UsageError("invalid value '\(value)' for '\(name)'; expected one of: \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return choice
    }
}

/// The candidate closest to `name`, if it is close enough to be a likely typo (for "did you
/// mean" in command-line and configuration errors); see ``NameSuggestion``.
public func closestName(to name: String, in candidates: some Sequence<String>) -> String? {
    NameSuggestion.closest(to: name, in: candidates.sorted())  // sorted: sets iterate in any order
}
