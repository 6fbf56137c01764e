/// Names the Swift file `vflgen generate --output DIR` writes for each input. The plugins
/// compute the same names before the generator runs; both use ``OutputNaming`` (one file,
/// Plugins/VFLGenPlugin/Shared/OutputNaming.swift, compiled into the plugins and here):
///
/// 1. The *stem* of an input path is its last path component (after the final `/`) with
///    the extension removed: from the last `.` on, unless that `.` is the first character.
///    `Layouts/Welcome.vfl` → `Welcome`; `a.b.vfl` → `a.b`; `.vfl` → `.vfl`.
/// 2. If no other input of the same invocation has the same stem (compared exactly,
///    byte for byte), the output is `<stem>+VFL.swift`: `Welcome+VFL.swift`.
/// 3. Otherwise it is `<stem>_<hash>+VFL.swift`, where `<hash>` is the FNV-1a 32-bit hash
///    of the UTF-8 bytes of the input path exactly as given on the command line, as 8
///    lowercase hexadecimal digits: `A/Welcome.vfl` → `Welcome_a1b2c3d4+VFL.swift`.
/// 4. Two inputs whose names are the same file (also when they differ only in case) are an
///    error (`output-name-collision`) naming both, before anything is written.
///
/// FNV-1a 32-bit: start with 2166136261 (0x811c9dc5); for each byte, XOR it in, then
/// multiply by 16777619 (0x01000193) modulo 2^32.
public enum OutputFileNaming {
    /// The output file name for every input, in input order.
    public static func outputFileNames(for inputPaths: [String]) -> [String] {
        OutputNaming.fileNames(forInputPaths: inputPaths)
    }

    /// Groups (two or more, in input order) of the inputs that would write one output file.
    public static func collisions(for inputPaths: [String]) -> [[String]] {
        OutputNaming.collisions(forInputPaths: inputPaths).map { $0.map { inputPaths[$0] } }
    }

    /// The part of `path` after the final `/`.
    public static func lastPathComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The last path component without its extension (rule 1).
    public static func stem(of path: String) -> String { OutputNaming.stem(ofPath: path) }

    /// The FNV-1a 32-bit hash of `text`'s UTF-8 bytes as 8 lowercase hexadecimal digits.
    public static func hexHash(of text: String) -> String { OutputNaming.fnv1a32Hex(text) }
}
