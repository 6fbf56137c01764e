import Foundation
import LayoutModel
import VFLLint

/// The Swift and Objective-C files `vflgen lint` and `vflgen migrate` read: files named on the
/// command line, and every `.swift`, `.m` and `.mm` file under folders named there (hidden
/// folders and `.build` skipped), in a stable order.
enum SourceInputs {
    /// The paths to read, as the user would write them (`Folder/Sub/File.swift`); a path that
    /// does not exist, and a folder that cannot be listed (no permission, an I/O error), is
    /// returned as a diagnostic — an unreadable folder is reported like an unreadable file, never
    /// skipped silently. `listFolder` lists one folder (tests pass a failing one).
    static func collect(
        _ paths: [String], context: ToolContext,
        listFolder: (URL) throws -> [URL] = { try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: [.isDirectoryKey]) }
    ) -> (files: [String], missing: [Diagnostic]) {
        var files: [String] = []
        var missing: [Diagnostic] = []
        var seen: Set<String> = []
        for path in paths {
            let url = context.url(forPath: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                missing.append(.error("file-not-found", "no such file or folder '\(path)'", at: nil))
                continue
            }
            guard isDirectory.boolValue else {
                if seen.insert(url.path).inserted { files.append(path) }
                continue
            }
            var found: [String] = []
            let prefix = path.hasSuffix("/") ? path : path + "/"
            // Depth first over (folder, its path as the user would write it); symbolic links to
            // folders are not followed (no cycles).
            var pending: [(URL, String)] = [(url, prefix)]
            while let (folder, written) = pending.popLast() {
                let entries: [URL]
                do {
                    entries = try listFolder(folder)
                } catch {
                    let shown = written.count > 1 && written.hasSuffix("/") ? String(written.dropLast()) : written
                    missing.append(.error("folder-not-readable", "cannot read folder '\(shown)': \(Self.reason(error))", at: nil))
                    continue
                }
                for entry in entries {
                    let name = entry.lastPathComponent
                    if name.hasPrefix(".") || name == ".build" { continue }
                    let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                    if values?.isDirectory == true, values?.isSymbolicLink != true {
                        pending.append((entry, written + name + "/"))
                        continue
                    }
                    guard SourceLanguage(pathExtension: entry.pathExtension) != nil, entry.pathExtension != "h" else { continue }
                    found.append(written + name)
                }
            }
            for file in found.sorted() where seen.insert(context.url(forPath: file).path).inserted {
                files.append(file)
            }
        }
        return (files, missing)
    }

    /// The system's reason (`Permission denied`), without Foundation's long prefix.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let message = strerror(Int32(underlying.code)) {
            return String(cString: message)
        }
        return nsError.localizedDescription.escapingControlCharacters
    }
}

extension SourceInputs {
    /// Reads a Swift or Objective-C file for `vflgen lint`. Legacy sources are sometimes not
    /// UTF-8 (a Latin-1 `©` in a header comment): such a file is still linted, each byte that
    /// is not part of well-formed UTF-8 read as `?` — one byte for one byte, so every line and
    /// column stays exact — with a warning at the first one.
    static func read(_ path: String, context: ToolContext) -> Result<(SourceFile, warning: Diagnostic?), InputFiles.Failure> {
        switch InputFiles.read(path, context: context) {
        case .success(let file):
            return .success((file, nil))
        case .failure(let failure):
            guard failure.diagnostic.id == "file-not-utf8",
                  let data = try? Data(contentsOf: context.url(forPath: path)) else { return .failure(failure) }
            var bytes = [UInt8](data)
            var replaced = 0
            var offset = 0
            var iterator = data.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            loop: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .error(let length):
                    for index in offset..<offset + length { bytes[index] = UInt8(ascii: "?") }
                    replaced += length
                    offset += length
                case .emptyInput: break loop
                }
            }
            let file = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
            let warning = Diagnostic.warning(
                "file-not-utf8",
                "not valid UTF-8: \(replaced) byte\(replaced == 1 ? "" : "s") read as '?' (lines and columns are unchanged)",
                at: failure.diagnostic.range
            )
            return .success((file, warning))
        }
    }
}
