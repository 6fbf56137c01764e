// vflgen-text-calibrate — prints the text model's figures for the calibration strings, one JSON
// object per line, for the macOS calibration job to compare with the real system font
// (Scripts/text-calibration-macos.swift; .github/workflows/macos.yml, job "text-calibration").
//
// Each line: the text, the font (point size and weight the model resolved, the style and
// category it came from, the platform), the model's unrounded width and line height, and the
// tolerance the comparison allows (docs/Text.md, "Expected error").
//
// USAGE: vflgen-text-calibrate > model.jsonl

import Foundation
import VFLText

/// Strings in the languages the check's long-text runs stand for, and the double-length pseudolanguage.
let latin = [
    "Label", "Skip", "Sign in", "Welcome to Grapevine", "Maximilian Alexander Featherstonehaugh",
    "Photos, stories and messages from the people you follow.",
    "Willkommen! Größe, Straße, Übermäßig",          // German
    "Hyvää päivää – tervetuloa ystäväsi kanssa",      // Finnish
    "Ça coûte très cher, n'est-ce pas ? « Œuvre »",   // French
    "Zażółć gęślą jaźń", "0123456789 $€£ %&@#",
    LongText.doubled("Welcome to Grapevine"),
]
let other = ["最後のメッセージ", "太郎", "こんにちは世界", "안녕하세요", "Привет, мир", "Καλημέρα κόσμε"]

struct Case {
    var text: String
    var spec: FontSpec
    var category: ContentSizeCategory
    var platform: TextPlatform
}

var cases: [Case] = []
for style in TextStyle.allCases {
    for category in [ContentSizeCategory.xSmall, .large, .xxxLarge, .ax5] {
        for text in latin { cases.append(Case(text: text, spec: .textStyle(style), category: category, platform: .iOS)) }
    }
    for text in latin.prefix(4) { cases.append(Case(text: text, spec: .textStyle(style), category: .large, platform: .macOS)) }
}
for weight in FontWeight.allCases {
    for size in [11.0, 13, 15, 17, 20, 28, 34, 48] {
        for text in latin { cases.append(Case(text: text, spec: .system(size: size, weight: weight), category: .large, platform: .iOS)) }
    }
}
for text in other {
    for size in [14.0, 17, 28] { cases.append(Case(text: text, spec: .system(size: size, weight: .regular), category: .large, platform: .iOS)) }
}

func json(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

for item in cases {
    let font = DynamicType.font(item.spec, category: item.category, platform: item.platform)
    let width = TextMeasure.width(of: item.text, font: font)
    // Latin, Greek and Cyrillic (the glyph table's alphabets): 3 %; other scripts 5 % (docs/Text.md).
    let european = item.text.unicodeScalars.allSatisfy { $0.value < 0x0530 || (0x1E00...0x20CF).contains($0.value) }
    let tolerance = (european ? 0.03 : 0.05) * width + 0.5
    let style: String
    switch item.spec {
    case .textStyle(let textStyle): style = textStyle.rawValue
    case .system: style = "system"
    }
    print("{\"text\":\(json(item.text)),\"style\":\"\(style)\",\"category\":\"\(item.category.rawValue)\","
        + "\"platform\":\"\(item.platform.rawValue)\",\"pointSize\":\(font.pointSize),\"weight\":\"\(font.weight.rawValue)\","
        + "\"width\":\(width),\"lineHeight\":\(font.lineHeight),\"tolerance\":\(tolerance)}")
}
