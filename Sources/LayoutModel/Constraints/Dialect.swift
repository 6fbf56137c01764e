/// Which language a `.vfl` file's lines are read in.
public enum Dialect: String, Hashable, Sendable, CaseIterable, Codable {
    /// Apple's VFL plus vflgen's extensions (guides, `~`, proportions, `#name`, `HV:`, …).
    /// Every extension is a syntax error in Apple's VFL, so no Apple line changes meaning.
    case vflgen
    /// Apple's VFL only: each vflgen extension is a located error.
    case apple
}
