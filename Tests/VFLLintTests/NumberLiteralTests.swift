import LayoutModel
import Testing
import VFLLanguage
import VFLLint

/// Issue #24: every Swift and Objective-C number literal form a metrics dictionary holds is
/// read to the value the language gives it, or left "computed at run time" with the reason —
/// never a wrong number. Each row is checked three ways: the reader alone, `vflgen lint`'s
/// constraints, and `vflgen migrate`'s `metric` line.
@Suite struct NumberLiteralTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var written: String
        var language: SourceLanguage
        /// The value, or `nil` when the literal must not be read.
        var value: Double?
        /// For unread literals: words the reason must contain.
        var reason: String = ""
        var testDescription: String { "\(language == .swift ? "Swift" : "ObjC") \(written)" }
    }

    static func swift(_ written: String, _ value: Double) -> Case { Case(written: written, language: .swift, value: value) }
    static func swift(_ written: String, notRead reason: String) -> Case { Case(written: written, language: .swift, value: nil, reason: reason) }
    static func objC(_ written: String, _ value: Double) -> Case { Case(written: written, language: .objectiveC, value: value) }
    static func objC(_ written: String, notRead reason: String) -> Case { Case(written: written, language: .objectiveC, value: nil, reason: reason) }

    static let cases: [Case] = [
        // Swift integers: decimal (a leading 0 is still decimal), hexadecimal, octal, binary, underscores, sign.
        swift("15", 15), swift("017", 17), swift("0x10", 16), swift("0xFF", 255), swift("0xff", 255),
        swift("0x7fffffff", 2_147_483_647), swift("0o17", 15), swift("0b101", 5), swift("1_000", 1000),
        swift("0b1111_0000", 240), swift("-8", -8), swift("-0x10", -16),
        swift("9223372036854775807", Double(Int64.max)),
        // Swift floating point: decimal, exponent, hexadecimal with its binary exponent.
        swift("1e3", 1000), swift("1.5", 1.5), swift("2.5e-1", 0.25), swift("1_0.2_5", 10.25), swift("0x1p4", 16),
        swift("0x1.8p1", 3), swift("0xAp-2", 2.5), swift("-4.5", -4.5), swift("1E2", 100),
        // Swift conversions: a Float literal is rounded to Float, an integer conversion truncates.
        swift("CGFloat(8)", 8), swift("CGFloat(0xFF)", 255), swift("Double(0b11)", 3), swift("Float(0.1)", Double(Float(0.1))),
        swift("Int(7.9)", 7), swift("NSNumber(value: 12)", 12), swift("8 as CGFloat", 8), swift("(0x20)", 32),
        swift("0.1 as Float", Double(Float(0.1))),
        // Swift: not literals of the language, or not representable — never a guessed value.
        swift("0X10", notRead: "not a valid Swift number literal"), swift("0b102", notRead: "not a valid Swift number literal"),
        swift("0o8", notRead: "not a valid Swift number literal"), swift("0x1.8", notRead: "needs a 'p' exponent"),
        swift("1.5f", notRead: "not a valid Swift number literal"), swift("9223372036854775808", notRead: "does not fit in Int"),
        swift("1e400", notRead: "overflows Double"), swift("0x", notRead: "not a valid Swift number literal"),
        swift("0x_FF", notRead: "not a valid Swift number literal"), swift("0b_1", notRead: "not a valid Swift number literal"),
        // Objective-C: boxed, with suffixes, octal, hexadecimal, binary, floats (a float rounds to Float).
        objC("@15", 15), objC("@0xFF", 255), objC("@(0xAB)", 171), objC("@017", 15), objC("@0", 0), objC("@0b101", 5),
        objC("@10u", 10), objC("@10U", 10), objC("@10l", 10), objC("@10ul", 10), objC("@10LU", 10), objC("@10ll", 10),
        objC("@10ULL", 10), objC("@0x7fffffff", 2_147_483_647), objC("@0xFFFFFFFFFFFFFFFF", Double(UInt64.max)),
        objC("@1.5f", 1.5), objC("@0.1f", Double(Float(0.1))), objC("@0.1", 0.1), objC("@1.", 1), objC("@.5", 0.5),
        objC("@1e3", 1000), objC("@0x1p4", 16), objC("@0x1.8p1f", 3), objC("@-8", -8), objC("@(-0xFF)", -255), objC("@09.5", 9.5),
        // Objective-C casts and C's typing of a negated literal: -1u and -0x80000000 are unsigned.
        objC("@((CGFloat)12)", 12), objC("@((float)0.1)", Double(Float(0.1))), objC("@((NSInteger)3.7)", 3),
        objC("@(-1u)", 4_294_967_295), objC("@(-0x80000000)", 2_147_483_648), objC("@(-2147483648)", -2_147_483_648),
        objC("@((unsigned int)-1)", 4_294_967_295), objC("(CGFloat)8", 8), objC("@((double)0xFF)", 255),
        // Objective-C: invalid or unboxable literals.
        objC("@08", notRead: "not a valid octal literal"), objC("@1.5L", notRead: "long double"), objC("@1f", notRead: "not a valid Objective-C number literal"),
        objC("@0x1.8", notRead: "not a valid Objective-C number literal"), objC("@99999999999999999999", notRead: "does not fit in 64 bits"),
        objC("@18446744073709551615", notRead: "too large for a signed 64-bit integer"), objC("@10lul", notRead: "not a valid Objective-C number literal"),
        objC("@10lL", notRead: "not a valid Objective-C number literal"), objC("@0x", notRead: "not a valid Objective-C number literal"),
    ]

    @Test(arguments: cases)
    func readsTheLanguagesValue(_ example: Case) {
        let reading = NumberLiteral.read(example.written, language: example.language)
        if let value = example.value {
            #expect(reading == .value(value))
        } else {
            #expect(reading.value == nil)
            #expect(reading.reason?.contains(example.reason) == true, "\(reading)")
        }
    }

    /// The literal as a metric of one call: `H:|-pad-[a]`.
    static func source(_ example: Case) -> String {
        example.language == .swift
            ? "class C: UIView { func f() { addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|-pad-[a]\", metrics: [\"pad\": \(example.written)], views: [\"a\": a])) } }"
            : "@implementation C\n- (void)f { [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|-pad-[a]\" options:0 metrics:@{@\"pad\": \(example.written)} views:@{@\"a\": a}]]; }\n@end\n"
    }

    @Test(arguments: cases)
    func lintChecksWithTheValue(_ example: Case) throws {
        let file = lint(Self.source(example), language: example.language)
        let call = try #require(file.calls.first)
        guard case .checked(let constraints, let errors) = call.status else { Issue.record("not checked: \(call.status)"); return }
        #expect(errors == 0)
        if let value = example.value {
            // What the same line makes with the language's value.
            let expected = FormatStringCheck.check("H:|-pad-[a]", views: ["a"], metrics: ["pad": value], options: [], platform: .uikit).constraints
            #expect(constraints.map(\.text) == expected.map(\.text))
        } else {
            #expect(constraints.count == 1)  // the name is known; its value is not
        }
    }

    @Test(arguments: cases)
    func migrateWritesTheValueOrTheReason(_ example: Case) throws {
        let plan = MigrationPlanner.plan(lint(Self.source(example), language: example.language))
        let layout = try #require(plan.layouts.first)
        let metric = try #require(layout.metrics.first)
        let line = try #require(VFLFileWriter.layoutText(layout, platform: .uikit).split(separator: "\n").first { $0.contains("metric pad") })
        if let value = example.value {
            #expect(!metric.isComputed)
            #expect(metric.value == value)
            #expect(line.hasPrefix("    metric pad = \(value.shortestDescription)"))
        } else {
            #expect(metric.isComputed)
            #expect(line.contains("computed at run time"))
            #expect(line.contains(example.reason), "\(line)")
        }
    }

    /// A priority written in hexadecimal is checked with its real value: 0x3E8 is 1000, 0x3E9 is out of range.
    @Test func hexadecimalPriorityIsCheckedWithItsValue() {
        let accepted = lint("func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a(10@p)]\", metrics: [\"p\": 0x3E8], views: [\"a\": a]) }")
        #expect(accepted.diagnostics.isEmpty)
        let refused = lint("func f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:[a(10@p)]\", metrics: [\"p\": 0x3E9], views: [\"a\": a]) }")
        #expect(refused.diagnostics.map(\.severity) == [.error])
    }

    /// Same-file constants are read by the same rules, converted to their declared type.
    @Test(arguments: [
        ("static let pad: CGFloat = 0xFF", SourceLanguage.swift, 255.0),
        ("static let pad: Float = 0.1", .swift, Double(Float(0.1))),
        ("static let pad = 0b11", .swift, 3),
    ])
    func constantsUseTheSameReading(_ declaration: String, _ language: SourceLanguage, _ value: Double) throws {
        let source = "struct M { \(declaration) }\nfunc f() { NSLayoutConstraint.constraints(withVisualFormat: \"H:|-pad-[a]\", metrics: [\"pad\": M.pad], views: [\"a\": a]) }"
        let entry = try #require(lint(source, language: language).calls.first?.site.metrics.value??.first)
        #expect(entry.number == value)
    }

    @Test(arguments: [
        ("#define PAD 0x10\n", 16.0), ("#define PAD (017)\n", 15), ("static const float PAD = 0.1;\n", Double(Float(0.1))),
        ("static const CGFloat PAD = 0xFF;\n", 255),
    ])
    func objectiveCConstantsUseTheSameReading(_ declaration: String, _ value: Double) throws {
        let source = declaration + "@implementation C\n- (void)f { [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|-pad-[a]\" options:0 metrics:@{@\"pad\": @(PAD)} views:@{@\"a\": a}]; }\n@end\n"
        let entry = try #require(lint(source, language: .objectiveC).calls.first?.site.metrics.value??.first)
        #expect(entry.number == value)
    }
}
