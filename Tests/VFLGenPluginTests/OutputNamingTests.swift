import Testing
import VFLGenCLI

/// The plugin re-implements `vflgen generate`'s output naming (plugins cannot import library
/// code), and declares the names to SwiftPM before the generator runs. These tests hold the
/// copy to the original: any drift would make SwiftPM wait for files the generator never writes.
@Suite struct OutputNamingTests {
    static let inputLists: [[String]] = [
        ["/p/Sources/UI/Welcome.vfl"],
        ["/p/Sources/UI/Welcome.vfl", "/p/Sources/UI/Card.vfl"],
        ["/p/Sources/UI/Feed/Header.vfl", "/p/Sources/UI/Profile/Header.vfl", "/p/Sources/UI/Card.vfl"],
        ["/p/a.b.vfl", "/p/a.vfl", "/q/a.vfl"],
        ["/p/.vfl", "/p/x/.vfl", "/p/noextension"],
        ["/p/Welcome.vfl", "/p/welcome.vfl"],
        ["/p/Ünïcødé.vfl", "/q/Ünïcødé.vfl", "/p/with space.vfl"],
        ["relative/Welcome.vfl", "./Welcome.vfl"],
        [],
    ]

    @Test("the plugin names outputs exactly like vflgen generate --output", arguments: inputLists)
    func matchesTheGenerator(_ paths: [String]) {
        #expect(OutputNaming.fileNames(forInputPaths: paths) == OutputFileNaming.outputFileNames(for: paths))
    }

    @Test func sharedStemsGetTheHashOfTheirPath() {
        let names = OutputNaming.fileNames(forInputPaths: ["/A/Header.vfl", "/B/Header.vfl", "/A/Card.vfl"])
        #expect(names == [
            "Header_\(OutputNaming.fnv1a32Hex("/A/Header.vfl"))+VFL.swift",
            "Header_\(OutputNaming.fnv1a32Hex("/B/Header.vfl"))+VFL.swift",
            "Card+VFL.swift",
        ])
        #expect(names[0] != names[1])
    }

    @Test("FNV-1a 32-bit reference values", arguments: [
        ("", "811c9dc5"),
        ("a", "e40c292c"),
        ("foobar", "bf9cf968"),
    ])
    func fnv1a(_ text: String, _ hex: String) {
        #expect(OutputNaming.fnv1a32Hex(text) == hex)
    }
}
