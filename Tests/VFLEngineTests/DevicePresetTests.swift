import LayoutModel
import Testing
import VFLEngine

@Suite struct DevicePresetTests {
    /// Every documented UIKit preset: size, safe area (top, left, bottom, right) and the side margin.
    static let expected: [(name: String, size: Size, safeArea: EdgeInsets, margin: Double)] = [
        ("iPhone SE (3rd generation) (portrait)", Size(width: 375, height: 667), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 16),
        ("iPhone SE (3rd generation) (landscape)", Size(width: 667, height: 375), .zero, 16),
        ("iPhone 16 Pro (portrait)", Size(width: 402, height: 874), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), 16),
        ("iPhone 16 Pro (landscape)", Size(width: 874, height: 402), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), 16),
        ("iPhone 16 Pro Max (portrait)", Size(width: 440, height: 956), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), 16),
        ("iPhone 16 Pro Max (landscape)", Size(width: 956, height: 440), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), 20),
        ("iPad (A16) (portrait)", Size(width: 820, height: 1180), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 20),
        ("iPad (A16) (landscape)", Size(width: 1180, height: 820), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 20),
        ("iPad Pro 13-inch (M4) (portrait)", Size(width: 1032, height: 1376), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 20),
        ("iPad Pro 13-inch (M4) (landscape)", Size(width: 1376, height: 1032), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 20),
    ]

    /// The front end counts the presets' longest side among a layout's numbers when it bounds
    /// chains of multipliers (`PointLimit.largestPresetSide`, in LayoutModel, which cannot see
    /// the presets): the two must not drift apart.
    @Test func theLargestPresetSideIsThePresetsLongestSide() {
        let sides = (DevicePresets.uikit + DevicePresets.appkit).flatMap { [$0.size.width, $0.size.height] }
        #expect(sides.max() == PointLimit.largestPresetSide)
    }

    @Test func theUIKitSetIsTheDocumentedOneInOrder() {
        #expect(DevicePresets.uikit.map(\.name) == Self.expected.map(\.name))
        for (preset, row) in zip(DevicePresets.uikit, Self.expected) {
            #expect(preset.size == row.size, "\(row.name)")
            #expect(preset.safeArea == row.safeArea, "\(row.name)")
            #expect(preset.marginsFromSafeArea == EdgeInsets(top: 0, left: row.margin, bottom: 0, right: row.margin), "\(row.name)")
            #expect(preset.platform == .uikit)
        }
    }

    @Test func marginsAreInsetFromTheSafeArea() {
        let landscape = DevicePresets.named("iPhone 16 Pro (landscape)", in: DevicePresets.uikit)[0]
        #expect(landscape.marginsFromEdges == EdgeInsets(top: 0, left: 78, bottom: 21, right: 78))
        let environment = landscape.environment(direction: .rightToLeft)
        #expect(environment.size == Size(width: 874, height: 402))
        #expect(environment.margins == EdgeInsets(top: 0, left: 78, bottom: 21, right: 78))
        #expect(environment.safeArea == landscape.safeArea)
        #expect(environment.layoutDirection == .rightToLeft)
    }

    @Test(arguments: [
        ("iPhone 16 Pro", ["iPhone 16 Pro (portrait)", "iPhone 16 Pro (landscape)"]),
        ("iphone 16 pro max (LANDSCAPE)", ["iPhone 16 Pro Max (landscape)"]),
        ("iPad (A16)", ["iPad (A16) (portrait)", "iPad (A16) (landscape)"]),
        ("iPhone 15", []),
    ])
    func lookupByPresetOrDeviceName(query: String, names: [String]) {
        #expect(DevicePresets.named(query, in: DevicePresets.uikit).map(\.name) == names)
    }

    @Test func appKitWindowsHaveNoSafeAreaAndPlainMargins() {
        #expect(DevicePresets.appkit.map(\.name) == ["small window", "medium window", "large window"])
        #expect(DevicePresets.appkit.map(\.size) == [Size(width: 480, height: 360), Size(width: 800, height: 600), Size(width: 1280, height: 800)])
        for preset in DevicePresets.appkit {
            #expect(preset.orientation == nil && preset.platform == .appkit && preset.safeArea == .zero)
            #expect(preset.marginsFromEdges == .defaultMargins)
        }
        #expect(DevicePresets.all(for: .appkit) == DevicePresets.appkit)
    }

    @Test func aPresetSolvesLikeTheSameExplicitEnvironment() {
        // The margins guide sits at safe area + 16 on an iPhone 16 Pro in portrait.
        let layout = layout(views: ["a"], [
            "a.leading == margins.leading", "a.trailing == margins.trailing", "a.top == margins.top", "a.height == 10",
        ])
        let preset = DevicePresets.named("iPhone 16 Pro (portrait)", in: DevicePresets.uikit)[0]
        #expect(LayoutFrames.solve(layout, in: preset.environment()).frame(of: "a") == Rect(x: 16, y: 62, width: 370, height: 10))
    }
}
