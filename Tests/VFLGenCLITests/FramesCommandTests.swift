import Testing
@testable import VFLGenCLI

/// `vflgen frames`: exact text and JSON forms, variants, environment options, and
/// unsatisfiable constraints reported in the `.vfl` file. Frames worked out by hand.
@Suite struct FramesCommandTests {
    static let welcome = """
    layout Welcome {
        view icon: UIImageView
        view title: UILabel intrinsic 120x21
        view skip: UIButton intrinsic 40x30
        metric padding = 15

        H:|-padding-[icon(30)]-[title]-(>=8@250)-[skip]-padding-|  options: [.alignAllCenterY]
        V:|-20-[icon(30)]
        variant wide {
            H:[title(200)]
        }
        variant narrow {
            H:[title(<=60)]
        }
    }

    """

    @Test func textFormIsExact() throws {
        let result = try runFrames(Self.welcome, ["--size", "390x844", "--variant", "narrow"])
        #expect(result.status == .success)
        #expect(result.stderr == "")
        // icon 15…45 at y 20; title 8 after it at 53, its intrinsic 120 capped at 60 (required
        // beats compression resistance), centred on the icon (35 − 21/2); skip 15 from the edge.
        #expect(result.stdout == """
        # Welcome.narrow
        icon 15 20 30 30
        title 53 24.5 60 21
        skip 335 20 40 30

        """)
    }

    // Issue 37: with --devices, only the variants that apply there (as the check solves them),
    // the header naming the one used; a variant that applies at none of them is refused.
    static let switching = """
    layout Card {
        view a
        H:|-[a]-|
        V:|-[a]
        variant narrow when width < 600 {
            V:[a(100)]
        }
        variant wide when width >= 600 {
            V:[a(300)]
        }
    }
    layout Turn {
        view b
        H:|[b]|
        V:|[b]
        variant portrait {
            V:[b(10)]
        }
        variant landscape {
            V:[b(20)]
        }
    }

    """

    @Test func aDeviceGetsOnlyTheVariantsThatApplyThere() throws {
        func headers(_ arguments: [String]) throws -> [String] {
            let result = try runFrames(Self.switching, arguments)
            #expect(result.status == .success, "\(result.stderr)")
            return result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)
        }
        #expect(try headers(["--devices", "iPhone 16 Pro (portrait)"]) == [
            "# Card.narrow · iPhone 16 Pro (portrait)",
            "# Turn · iPhone 16 Pro (portrait)",
            "# Turn.portrait · iPhone 16 Pro (portrait)",
        ])
        #expect(try headers(["--devices", "iPhone 16 Pro (landscape)"]) == [
            "# Card.wide · iPhone 16 Pro (landscape)",
            "# Turn · iPhone 16 Pro (landscape)",
            "# Turn.landscape · iPhone 16 Pro (landscape)",
        ])
        // A size has no device: every variant, as before.
        #expect(try headers(["--size", "390x844", "--layout", "Card"]) == ["# Card", "# Card.narrow", "# Card.wide"])
        // Both orientations of one device: each gets its own.
        #expect(try headers(["--devices", "iPhone 16 Pro", "--layout", "Card"]) == [
            "# Card.narrow · iPhone 16 Pro (portrait)",
            "# Card.wide · iPhone 16 Pro (landscape)",
        ])
        let refused = try runFrames(Self.switching, ["--devices", "iPhone 16 Pro (portrait)", "--variant", "wide"])
        #expect(refused.status != .success)
        #expect(refused.stdout == "")
        #expect(refused.stderr.contains("variant 'wide' does not apply at 'iPhone 16 Pro (portrait)'"), "\(refused.stderr)")
    }

    @Test func everyVariantAfterTheBaseLayout() throws {
        let result = try runFrames(Self.welcome, ["--size=390x844"])
        #expect(result.status == .success)
        #expect(result.stdout == """
        # Welcome
        icon 15 20 30 30
        title 53 24.5 120 21
        skip 335 20 40 30
        # Welcome.wide
        icon 15 20 30 30
        title 53 24.5 200 21
        skip 335 20 40 30
        # Welcome.narrow
        icon 15 20 30 30
        title 53 24.5 60 21
        skip 335 20 40 30

        """)
    }

    @Test func rightToLeftIntrinsicOverrideAndMargins() throws {
        let result = try runFrames(Self.welcome, [
            "--size", "320x480", "--layout", "Welcome", "--variant", "narrow", "--rtl",
            "--intrinsic", "title=200x10", "--intrinsic", "skip=50x20",
        ])
        #expect(result.status == .success)
        // Mirrored: icon's right edge 15 from the right (x 275); title's right edge 8 to its
        // left (267), 60 wide; skip's left edge 15 from the left. Centred on y 35.
        #expect(result.stdout == """
        # Welcome.narrow
        icon 275 20 30 30
        title 207 30 60 10
        skip 15 25 50 20

        """)
    }

    @Test func safeAreaAndStandardSpacing() throws {
        let source = """
        layout Sheet {
            view panel
            |-[panel]-|
            V:|-[panel]-|
        }
        """
        let plain = try runFrames(source, ["--size", "390x844"])
        #expect(plain.stdout == "# Sheet\npanel 8 8 374 828\n")
        let custom = try runFrames(source, ["--size", "390x844", "--margins", "20,16,34,10", "--safe-area", "47,0,34,0"])
        #expect(custom.stdout == "# Sheet\npanel 16 20 364 790\n")
    }

    @Test func equalThirdsAreExact() throws {
        // |-[one(two)]-[two(three)]-[three]-| in 390: (374 − 16) / 3 = 358/3 each; the
        // origins are 8, 8 + 358/3 + 8 = 406/3 and 788/3, printed as the nearest doubles.
        let source = """
        layout ThreeLabels {
            view one
            view two
            view three
            |-[one(two)]-[two(three)]-[three]-|  options: [.alignAllTop, .alignAllBottom]
            V:[one(50)]-|
        }
        """
        let result = try runFrames(source, ["--size", "390x844"])
        #expect(result.stdout == """
        # ThreeLabels
        one 8 786 \(358.0 / 3) 50
        two \(406.0 / 3) 786 \(358.0 / 3) 50
        three \(788.0 / 3) 786 \(358.0 / 3) 50

        """)
    }

    @Test func jsonForm() throws {
        let source = """
        layout One {
            view a
            H:|-10-[a(100)]
            V:|-20-[a(0.5)]
        }
        """
        let result = try runFrames(source, ["--size", "390x844", "--format", "json"])
        #expect(result.status == .success)
        #expect(result.stdout == """
        {
          "path": "Test.vfl",
          "size": {"width": 390, "height": 844},
          "layouts": [
            {
              "layout": "One",
              "variant": null,
              "frames": [
                {"view": "a", "x": 10, "y": 20, "width": 100, "height": 0.5}
              ]
            }
          ],
          "diagnostics": []
        }

        """)
    }

    @Test func unsatisfiableRequiredConstraintIsLocatedInTheFile() throws {
        let source = """
        layout Tight {
            view a
            H:1️⃣|-10-3️⃣[a(2️⃣300)]-10-|
        }
        """
        let result = try runFrames(source, ["--size", "200x100"])
        #expect(result.status == .failure)
        let m = result.markers
        #expect(result.stderr == """
        Test.vfl:\(m["3️⃣"]!): error: required constraint 'superview.trailing == a.trailing + 10' cannot be satisfied in 'Tight' at 200x100; the layout engine leaves it out
        Test.vfl:\(m["1️⃣"]!): note: conflicts with 'a.leading == superview.leading + 10'
        Test.vfl:\(m["2️⃣"]!): note: conflicts with 'a.width == 300'
        Test.vfl: note: conflicts with the container's size 200x100

        """)
        // Like Auto Layout, the broken constraint is left out and the frames still print.
        #expect(result.stdout == "# Tight\na 10 0 300 0\n")
    }

    /// Diagnostics name the layout and variant they are about, as the output's headers do; a
    /// constraint that fails alike in several of them is reported once, naming each.
    @Test(arguments: [
        ([String](), "'Other.wide'", "'Tight', 'Tight.compact' and 'Tight.wide'"),
        (["--layout", "Tight"], nil, "'Tight', 'Tight.compact' and 'Tight.wide'"),
        (["--variant", "wide"], "'Other.wide'", "'Tight.wide'"),
    ] as [([String], String?, String)])
    func unsatisfiableConstraintsNameTheirLayoutAndVariant(_ options: [String], _ other: String?, _ tight: String) throws {
        let source = """
        layout Other {
            view b
            H:|[b(100)]
            variant wide {
                H:[b]-10-|
            }
        }
        layout Tight {
            view a
            H:|-10-[a(300)]-10-|
            variant compact {
                V:|[a]|
            }
            variant wide {
                V:|[a]
            }
        }
        """
        let result = try runFrames(source, ["--size", "200x100"] + options)
        #expect(result.status == .failure)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
        var expected: [String] = []
        if let other {
            expected.append("Test.vfl:5:11: error: required constraint 'superview.trailing == b.trailing + 10' cannot be satisfied in \(other) at 200x100; the layout engine leaves it out")
        }
        expected.append("Test.vfl:10:12: error: required constraint 'superview.trailing == a.trailing + 10' cannot be satisfied in \(tight) at 200x100; the layout engine leaves it out")
        #expect(errors == expected[...].map { Substring($0) })
    }

    @Test func conflictWithMarginsIsNamed() throws {
        let source = """
        layout Boxed {
            view a
            H:|-[a(100)]-|
        }
        """
        let result = try runFrames(source, ["--size", "150x100", "--margins", "0,30,0,30"])
        #expect(result.status == .failure)
        #expect(result.stderr.hasSuffix("""
        Test.vfl: note: conflicts with the container's size 150x100
        Test.vfl: note: conflicts with the layout margins 0,30,0,30 (--margins)

        """))
    }

    @Test func unsatisfiableInJSON() throws {
        let source = """
        layout Tight {
            view a
            H:|-10-[a(300)]-10-|
        }
        """
        let result = try runFrames(source, ["--size", "200x100", "--format", "json"])
        #expect(result.status == .failure)
        #expect(result.stdout.contains("\"id\": \"unsatisfiable-constraint\", \"severity\": \"error\""))
        #expect(result.stdout.contains("{\"view\": \"a\", \"x\": 10, \"y\": 0, \"width\": 300, \"height\": 0}"))
    }

    @Test func compileErrorsPrintNoFrames() throws {
        let result = try runFrames("layout L {\n    view a\n    H:|-[b]-|\n}\n", ["--size", "390X844"])
        #expect(result.status == .failure)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Test.vfl:3:"))
        let json = try runFrames("layout L {\n    view a\n    H:|-[b]-|\n}\n", ["--size", "390x844", "--format", "json"])
        #expect(json.status == .failure)
        #expect(json.stdout.contains("\"layouts\": [],"))
        #expect(json.stdout.contains("\"severity\": \"error\""))
    }

    @Test(arguments: [
        ([String](), "missing '--size <W>x<H>' or '--devices <name>', e.g. --size 390x844"),
        (["--size", "390"], "invalid value '390' for '--size'; expected WIDTHxHEIGHT, e.g. 390x844 or 375x_"),
        (["--size", "390xabc"], "invalid number 'abc' in '--size 390xabc'"),
        (["--size", "-1x5"], "'--size -1x5' must not be negative"),
        (["--size", "1x1", "--margins", "1,2"], "invalid value '1,2' for '--margins'; expected top,left,bottom,right (or one number)"),
        (["--size", "1x1", "--layout", "Welcom"], "no layout named 'Welcom' in the file; did you mean 'Welcome'?"),
        (["--size", "1x1", "--variant", "narow"], "no variant named 'narow' in the file; did you mean 'narrow'?"),
        (["--size", "1x1", "--intrinsic", "titl=1x2"], "no view 'titl' to give an intrinsic size to; did you mean 'title'?"),
        (["--size", "1x1", "--intrinsic", "title"], "invalid value 'title' for '--intrinsic'; expected VIEW=WIDTHxHEIGHT, e.g. title=120x21 ('_' for none)"),
        (["--size", "1x1", "--format", "yaml"], "invalid value 'yaml' for '--format'; expected one of: text, json"),
        (["--size", "1x1", "--keyboard", "-5"], "'--keyboard -5' must not be negative"),
        (["--size", "1x1", "--keyboard", "tall"], "invalid number 'tall' in '--keyboard tall'"),
        (["--device", "iPhone 16 Por"], "unknown device 'iPhone 16 Por'; 'vflgen check --devices' lists them; did you mean 'iPhone 16 Pro'?"),
        (["--size", "1x1", "--device", "iPhone 16 Pro"], "give '--size' or '--devices', not both"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try runFrames(Self.welcome, arguments)
        #expect(result.status == .usage)
        #expect(result.stderr == "vflgen frames: error: \(message)\nRun 'vflgen help frames' for usage.\n")
        #expect(result.stdout == "")
    }

    @Test func missingFile() throws {
        let (context, output) = ToolContext.capturing()
        #expect(VFLGenTool.run(["frames", "/nonexistent/None.vfl", "--size", "1x1"], context: context) == .failure)
        #expect(output.standardError.contains("no such file"))
    }
}
