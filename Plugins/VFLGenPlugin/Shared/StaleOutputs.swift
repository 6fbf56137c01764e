import Foundation

/// Removes generated files that no longer belong to any layout (the `.vfl` file was deleted or
/// renamed), so the work directory holds exactly what the build compiles.
enum StaleOutputs {
    /// Deletes every `*+VFL.swift` file in `directory` that is not in `expected`.
    static func remove(in directory: URL, keeping expected: [URL]) {
        let keep = Set(expected.map { $0.lastPathComponent })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))) ?? []
        for name in names where name.hasSuffix("+VFL.swift") && !keep.contains(name) {
            try? FileManager.default.removeItem(at: directory.appending(component: name))
        }
    }
}
