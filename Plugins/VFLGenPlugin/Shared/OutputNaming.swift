import Foundation

/// Names of the Swift files `vflgen generate` writes, computed from input paths alone.
///
/// One implementation for the plugins and the generator: plugins cannot import library code,
/// so this file is compiled into both (Sources/VFLGenCLI/PluginShared links to it).
/// `Welcome.vfl` → `Welcome+VFL.swift`; when several inputs share a stem, each of those gets
/// `Welcome_<hash>+VFL.swift`, `<hash>` being 8 lowercase hex digits of FNV-1a 32-bit over the
/// UTF-8 bytes of the input path exactly as passed to the generator.
enum OutputNaming {
    /// The output file name for each input path, in input order.
    static func fileNames(forInputPaths paths: [String]) -> [String] {
        let stems = paths.map(stem(ofPath:))
        var stemCounts: [String: Int] = [:]
        for stem in stems { stemCounts[stem, default: 0] += 1 }
        return zip(paths, stems).map { path, stem in
            if stemCounts[stem, default: 0] > 1 {
                return "\(stem)_\(fnv1a32Hex(path))+VFL.swift"
            }
            return "\(stem)+VFL.swift"
        }
    }

    /// The inputs (indices into `paths`) that would write the same output file, in groups of
    /// two or more, in input order. Names are compared case-insensitively: on the default
    /// (case-insensitive) macOS file systems `Welcome+VFL.swift` and `welcome+VFL.swift` are one
    /// file. A file named like another's hashed output (`X_<hash of A/X.vfl>.vfl` next to
    /// `A/X.vfl` and `B/X.vfl`) is found too.
    static func collisions(forInputPaths paths: [String]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, name) in fileNames(forInputPaths: paths).enumerated() {
            let key = name.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { groups[$0]!.count > 1 ? groups[$0] : nil }
    }

    /// The last path component without its final extension (`/a/Welcome.vfl` → `Welcome`).
    static func stem(ofPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// FNV-1a 32-bit of `text`'s UTF-8 bytes, as 8 lowercase hex digits.
    static func fnv1a32Hex(_ text: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
