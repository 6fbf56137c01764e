/// Names the Swift file `vflgen generate --output DIR` writes for each input. The build
/// plugin re-implements this (plugins cannot import library code), so the rule is exact:
///
/// 1. The *stem* of an input path is its last path component (after the final `/`) with
///    the extension removed: from the last `.` on, unless that `.` is the first character.
///    `Layouts/Welcome.vfl` → `Welcome`; `a.b.vfl` → `a.b`; `.vfl` → `.vfl`.
/// 2. If no other input of the same invocation has the same stem (compared exactly,
///    byte for byte), the output is `<stem>+VFL.swift`: `Welcome+VFL.swift`.
/// 3. Otherwise it is `<stem>_<hash>+VFL.swift`, where `<hash>` is the FNV-1a 32-bit hash
///    of the UTF-8 bytes of the input path exactly as given on the command line, as 8
///    lowercase hexadecimal digits: `A/Welcome.vfl` → `Welcome_a1b2c3d4+VFL.swift`.
///
/// FNV-1a 32-bit: start with 2166136261 (0x811c9dc5); for each byte, XOR it in, then
/// multiply by 16777619 (0x01000193) modulo 2^32.
public enum OutputFileNaming {
    /// The output file name for every input, in input order.
    public static func outputFileNames(for inputPaths: [String]) -> [String] {
        var stemCounts: [String: Int] = [:]
        for path in inputPaths { stemCounts[stem(of: path), default: 0] += 1 }
        return inputPaths.map { path in
            let stem = stem(of: path)
            if stemCounts[stem, default: 0] > 1 {
                return "\(stem)_\(hexHash(of: path))+VFL.swift"
            }
            return "\(stem)+VFL.swift"
        }
    }

    /// The part of `path` after the final `/`.
    public static func lastPathComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The last path component without its extension (rule 1).
    public static func stem(of path: String) -> String {
        let component = lastPathComponent(of: path)
        guard let dot = component.lastIndex(of: "."), dot != component.startIndex else { return component }
        return String(component[..<dot])
    }

    /// FNV-1a 32-bit over the UTF-8 bytes of `text`.
    public static func fnv1a32(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    /// `fnv1a32(text)` as 8 lowercase hexadecimal digits.
    public static func hexHash(of text: String) -> String {
        let digits = String(fnv1a32(text), radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
