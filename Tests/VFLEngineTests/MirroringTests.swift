import LayoutModel
import Testing
@testable import VFLEngine

/// Right-to-left is a mirror image: for layouts written with leading/trailing (and
/// centerX, width), every frame in right-to-left is the left-to-right frame reflected about
/// the container's vertical centre line.
@Suite struct MirroringTests {
    /// Deterministic pseudo-random layouts: rows of views linked leading-to-trailing with
    /// fixed widths or pinned trailing edges, some centred.
    static func randomLayout(seed: UInt64) -> Layout {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var lines: [String] = []
        var views: [String] = []
        for row in 0..<3 {
            var previous: String?
            for column in 0..<(1 + next(3)) {
                let view = "v\(row)_\(column)"
                views.append(view)
                let gap = Double(next(20))
                if let previous {
                    lines.append("\(view).leading == \(previous).trailing + \(gap)")
                } else if next(3) == 0 {
                    lines.append("\(view).centerX == superview.centerX")
                } else {
                    lines.append("\(view).leading == margins.leading + \(gap)")
                }
                lines.append(next(4) == 0 ? "\(view).width == superview.width * 0.25" : "\(view).width == \(Double(10 + next(60)))")
                lines.append("\(view).top == superview.top + \(Double(row * 40))")
                lines.append("\(view).height == 30")
                previous = view
            }
        }
        return layout(views: views, lines)
    }

    @Test(arguments: 1...25)
    func rightToLeftMirrorsLeftToRight(seed: UInt64) {
        let test = Self.randomLayout(seed: seed)
        var environment = LayoutEnvironment(size: Size(width: 400, height: 300), margins: EdgeInsets(top: 0, left: 12, bottom: 0, right: 12))
        let leftToRight = LayoutFrames.solve(test, in: environment)
        environment.layoutDirection = .rightToLeft
        let rightToLeft = LayoutFrames.solve(test, in: environment)
        for ((name, ltr), (_, rtl)) in zip(leftToRight.frames, rightToLeft.frames) {
            #expect(abs(rtl.x - (400 - ltr.x - ltr.width)) < 1e-9, "\(name) seed \(seed)")
            #expect(rtl.y == ltr.y && rtl.width == ltr.width && rtl.height == ltr.height, "\(name) seed \(seed)")
        }
    }
}
