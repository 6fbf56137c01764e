import Testing
@testable import VFLRendering

@Suite struct SwiftIdentifierTests {
    @Test(arguments: ["icon", "_private", "view2", "Title", "a_b_c", "default", "class"])
    func acceptsIdentifiers(name: String) {
        #expect(SwiftIdentifier.isValid(name))
    }

    @Test(arguments: ["", "_", "2fast", "has space", "dash-name", "quote\"", "new\nline", "naïve", "x);evil()", "$0", "a.b"])
    func rejectsEverythingElse(name: String) {
        #expect(!SwiftIdentifier.isValid(name))
    }

    @Test(arguments: [
        ("default", "`default`"), ("class", "`class`"), ("in", "`in`"), ("icon", "icon"), ("Type", "Type"),
    ])
    func escapesKeywords(name: String, expected: String) {
        #expect(SwiftIdentifier.escaped(name) == expected)
    }

    @Test(arguments: [("UILabel", true), ("MyKit.BadgeView", true), ("My Kit", false), ("UILabel!", false), ("class", false), ("A..B", false)])
    func typeNames(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isValidTypeName(name) == valid)
    }

    @Test func commentSafeTextCannotEndTheComment() {
        #expect(commentSafe("a\nb\rc\u{2028}d\u{202E}e\u{0}f") == "a?b?c?d?e?f")
        #expect(commentSafe("|-padding-[icon(>=30@750)]") == "|-padding-[icon(>=30@750)]")
    }
}

@Suite struct UpperFirstTests {
    @Test(arguments: [("icon", "Icon"), ("Icon", "Icon"), ("_x", "_x"), ("", ""), ("a", "A"), ("éclair", "Éclair"), ("z9", "Z9")])
    func upperFirst(name: String, expected: String) {
        #expect(SwiftIdentifier.upperFirst(name) == expected)
    }

    @Test(arguments: [
        ("Welcome.vfl", "\"Welcome.vfl\""),
        ("/work/My App/Welcome.vfl", "\"/work/My App/Welcome.vfl\""),
        ("C:\\x\\\"q\".vfl", "\"C:\\\\x\\\\\\\"q\\\".vfl\""),
        ("new\nline\u{202E}é.vfl", "\"new\\u{a}line\\u{202e}\\u{e9}.vfl\""),
    ])
    func stringLiteralsEscapeEverythingButPrintableASCII(text: String, expected: String) {
        #expect(SwiftLiteral.string(text) == expected)
    }
}
