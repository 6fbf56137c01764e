// vflgen-bench-text — how fast the text model measures: the check measures every label at
// every device, category and text length, many thousand times per run.
//
// Each workload measures the same sample strings (English, German, Finnish, Japanese; each at
// double length too) in the body style at three categories, N times over. The baseline is a
// pass over the same strings' Unicode scalars (summing them), the least any measurement does.
//
// USAGE: vflgen-bench-text [N]      (default N: 2000, i.e. 2000 × 48 measurements per workload)

import Foundation
import VFLText

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000

let samples = [
    "Welcome to Grapevine",
    "Photos, stories and messages from the people you follow.",
    "Maximilian Alexander Featherstonehaugh",
    "Willkommen bei Grapevine – Fotos, Geschichten und Nachrichten",
    "Tervetuloa Grapevineen: kuvia, tarinoita ja viestejä seuraamiltasi ihmisiltä.",
    "Skip",
    "グレープバインへようこそ。フォローしている人の写真やストーリー。",
    "Email",
]
let texts = samples + samples.map(LongText.doubled)
let fonts = [ContentSizeCategory.xSmall, .large, .ax5].map { DynamicType.font(.textStyle(.body), category: $0) }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Runs `body` on every text and font, `rounds` times; returns measurements per second.
func measure(_ name: String, _ body: (String, ResolvedFont) -> Double) -> (name: String, rate: Double, sink: Double) {
    let clock = ContinuousClock()
    var sink = 0.0
    let start = clock.now
    for _ in 0..<rounds {
        for font in fonts {
            for text in texts { sink += body(text, font) }
        }
    }
    let elapsed = seconds(clock.now - start)
    return (name, Double(rounds * fonts.count * texts.count) / elapsed, sink)
}

let results = [
    measure("baseline: scalars summed") { text, _ in
        var sum: UInt32 = 0
        for scalar in text.unicodeScalars { sum &+= scalar.value }
        return Double(sum)
    },
    measure("width(of:)") { text, font in TextMeasure.width(of: text, font: font) },
    measure("measure, 1 line, unconstrained") { text, font in
        TextMeasure.measure(text, font: font, numberOfLines: 1, maxWidth: nil).width
    },
    measure("measure, wrapped at 288 pt") { text, font in
        TextMeasure.measure(text, font: font, numberOfLines: 0, maxWidth: 288).height
    },
    measure("measure, 2 lines at 120 pt (cut)") { text, font in
        TextMeasure.measure(text, font: font, numberOfLines: 2, maxWidth: 120).width
    },
]

let baseline = results[0].rate
print("vflgen-bench-text: \(rounds) rounds × \(fonts.count) fonts × \(texts.count) texts")
for result in results {
    let rate = String(format: "%12.0f", result.rate)
    let ratio = String(format: "%6.1f", baseline / result.rate)
    print("\(result.name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(rate) measurements/s   \(ratio)× the baseline's time")
}
if results.contains(where: { !$0.sink.isFinite }) { print("(non-finite result)") }
