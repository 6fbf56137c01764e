import Testing
import VFLGenCLI

@Suite struct GenerateOutputNamingTests {
    /// Published FNV-1a 32-bit test vectors.
    @Test(arguments: [("", "811c9dc5"), ("a", "e40c292c"), ("foobar", "bf9cf968")])
    func fnv1a32(text: String, hex: String) {
        #expect(OutputFileNaming.hexHash(of: text) == hex)
    }

    @Test(arguments: [
        ("Welcome.vfl", "Welcome"), ("Layouts/Welcome.vfl", "Welcome"), ("/abs/a.b.vfl", "a.b"),
        (".vfl", ".vfl"), ("NoExtension", "NoExtension"), ("dir.d/File", "File"),
    ])
    func stems(path: String, stem: String) {
        #expect(OutputFileNaming.stem(of: path) == stem)
    }

    @Test func distinctStemsGetPlainNames() {
        #expect(OutputFileNaming.outputFileNames(for: ["A/Welcome.vfl", "B/Settings.vfl"]) == ["Welcome+VFL.swift", "Settings+VFL.swift"])
    }

    @Test func sharedStemsGetTheHashOfThePathAsGiven() {
        let names = OutputFileNaming.outputFileNames(for: ["A/Welcome.vfl", "B/Welcome.vfl", "Other.vfl"])
        #expect(names == [
            "Welcome_\(OutputFileNaming.hexHash(of: "A/Welcome.vfl"))+VFL.swift",
            "Welcome_\(OutputFileNaming.hexHash(of: "B/Welcome.vfl"))+VFL.swift",
            "Other+VFL.swift",
        ])
        #expect(names[0] != names[1])
        // The hash is of the path exactly as given, so `./A/Welcome.vfl` names differently.
        #expect(OutputFileNaming.outputFileNames(for: ["./A/Welcome.vfl", "B/Welcome.vfl"])[0] != names[0])
        // Stems compare exactly (case matters).
        #expect(OutputFileNaming.outputFileNames(for: ["a/welcome.vfl", "b/Welcome.vfl"]) == ["welcome+VFL.swift", "Welcome+VFL.swift"])
    }
}
