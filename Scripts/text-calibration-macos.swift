// Compares the text model with the real system font, on macOS (the "text-calibration" job of
// .github/workflows/macos.yml; it cannot run on Linux, where SF Pro does not exist).
//
//     swift build -c release --product vflgen-text-calibrate
//     .build/release/vflgen-text-calibrate > model.jsonl
//     swift Scripts/text-calibration-macos.swift < model.jsonl
//
// For every line vflgen-text-calibrate printed: the width of the text in
// NSFont.systemFont(ofSize:weight:) at the model's point size (NSAttributedString.size()),
// against the model's width and tolerance (docs/Text.md, "Expected error"); for macOS text
// styles, NSFont.preferredFont(forTextStyle:)'s point size against the model's. The line height
// (ascender − descender + leading) is printed for comparison only: macOS's system font may have
// other vertical metrics than iOS's. Exits 1 when any width or size is outside its tolerance.

import AppKit
import Foundation

struct Case: Decodable {
    var text: String
    var style: String
    var category: String
    var platform: String
    var pointSize: Double
    var weight: String
    var width: Double
    var lineHeight: Double
    var tolerance: Double
}

let weights: [String: NSFont.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
]
let macStyles: [String: NSFont.TextStyle] = [
    "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
    "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote,
    "caption1": .caption1, "caption2": .caption2,
]

var failures = 0
var count = 0
var relativeErrors: [Double] = []
let decoder = JSONDecoder()
while let line = readLine() {
    guard let data = line.data(using: .utf8), let item = try? decoder.decode(Case.self, from: data) else {
        print("unreadable line: \(line)")
        failures += 1
        continue
    }
    count += 1
    let font = NSFont.systemFont(ofSize: item.pointSize, weight: weights[item.weight] ?? .regular)
    let real = NSAttributedString(string: item.text, attributes: [.font: font]).size().width
    let error = item.width - real
    relativeErrors.append(real > 0 ? error / real : 0)
    let realLineHeight = font.ascender - font.descender + font.leading
    if abs(error) > item.tolerance {
        failures += 1
        print(String(format: "FAIL %@ %@ %@ %.1f pt %@: model %.2f, real %.2f (%+.1f%%, allowed ±%.2f); line height model %.2f, real %.2f",
                     item.platform, item.style, item.category, item.pointSize, item.weight, item.width, real,
                     real > 0 ? 100 * error / real : 0, item.tolerance, item.lineHeight, realLineHeight) + " \"\(item.text)\"")
    }
    if item.platform == "macOS", let style = macStyles[item.style] {
        let preferred = NSFont.preferredFont(forTextStyle: style)
        if preferred.pointSize != item.pointSize {
            failures += 1
            print("FAIL macOS \(item.style): model \(item.pointSize) pt, NSFont.preferredFont \(preferred.pointSize) pt")
        }
    }
}

let sorted = relativeErrors.map(abs).sorted()
if !sorted.isEmpty {
    let median = sorted[sorted.count / 2], p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    print(String(format: "%d strings: median |error| %.2f%%, 95th percentile %.2f%%, largest %.2f%%; %d outside the tolerance",
                 count, 100 * median, 100 * p95, 100 * sorted.last!, failures))
}
exit(failures == 0 && count > 0 ? 0 : 1)
