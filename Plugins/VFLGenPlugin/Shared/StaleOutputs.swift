import Foundation

/// Removes generated files that no longer belong to any layout (the `.vfl` file was deleted or
/// renamed), so the work directory holds exactly what the build compiles, and the temporary
/// files of generator runs that were killed before renaming them into place.
enum StaleOutputs {
    /// The marker `vflgen` puts in its temporary files' names (`.<name>.vflgen-tmp-<pid>-<n>`;
    /// see Sources/VFLGenCLI/Tool/AtomicFile.swift, whose `temporaryMarker` a test holds equal).
    static let temporaryMarker = ".vflgen-tmp-"

    /// Deletes every `*+VFL.swift` file in `directory` that is not in `expected`, and every
    /// temporary file a generator left. Runs while the build is planned, before any generator
    /// of this build starts, so no temporary file can still be in use.
    static func remove(in directory: URL, keeping expected: [URL]) {
        let keep = Set(expected.map { $0.lastPathComponent })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))) ?? []
        for name in names where isLeftOver(name, keeping: keep) {
            try? FileManager.default.removeItem(at: directory.appending(component: name))
        }
    }

    /// Whether `name` is a stale output or a generator's temporary file.
    static func isLeftOver(_ name: String, keeping keep: Set<String>) -> Bool {
        if name.hasPrefix("."), name.contains(temporaryMarker) { return true }
        return name.hasSuffix("+VFL.swift") && !keep.contains(name)
    }
}
