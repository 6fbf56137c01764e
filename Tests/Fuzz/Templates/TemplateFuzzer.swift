// libFuzzer harness for the template engine (`Tests/Fuzz/run.sh templates`).
//
// Any bytes, decoded as UTF-8 with replacement characters, are parsed as a template and
// rendered against a small fixed context. A template mistake must be a `TemplateError`
// naming a real line:column of the template; rendering must finish and be deterministic.
import VFLRendering

/// The render context: one value of every kind (records too), lists of 0, 1 and 2 items.
let constraintShape = TemplateRecord.Shape(["name", "isRequired", "views"])
let context: [String: TemplateValue] = [
    "constraint": .record(TemplateRecord(constraintShape, ["iconWidth", false, .list(["icon"])])),
    "name": "Welcome",
    "flag": true,
    "empty": "",
    "items": .list(["a", "b"]),
    "none": .list([]),
    "layout": .object([
        "name": "Welcome",
        "isPublic": false,
        "views": .list([.object(["name": "icon", "type": "UIImageView"])]),
    ]),
]

/// Nested loops over two-item lists double the output per level by design, so inputs with
/// more loops than this are parsed but not rendered (they would only measure output size).
let maximumLoopsToRender = 6

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.count)

    let template: Template
    do {
        template = try Template(path: "Fuzz.template", text: text)
    } catch {
        checkLocation(of: error, lines: lines)
        return 0
    }
    guard loopCount(in: bytes) <= maximumLoopsToRender else { return 0 }
    let first = Result { () throws(TemplateError) -> String in try template.render(context) }
    let second = Result { () throws(TemplateError) -> String in try template.render(context) }
    if first != second { violated("two renderings differ") }
    switch first {
    case .failure(let error):
        checkLocation(of: error, lines: lines)
    case .success(let output):
        if !containsTagOpening(text) && output != text { violated("text without tags rendered differently") }
    }
    return 0
}

/// The error names this template and a line:column inside it.
func checkLocation(of error: TemplateError, lines: [Int]) {
    guard error.path == "Fuzz.template", !error.message.isEmpty else { violated("bad error \(error)") }
    if error.message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        violated("control character in \(error.description.debugDescription)")
    }
    guard error.line >= 1, error.line <= lines.count else { violated("line out of range in \(error)") }
    guard error.column >= 1, error.column <= lines[error.line - 1] + 1 else { violated("column out of range in \(error)") }
    guard error.description.hasPrefix("Fuzz.template:\(error.line):\(error.column): error: ") else {
        violated("badly printed \(error)")
    }
}

/// Whether the UTF-8 bytes hold `{{`, `{%` or `{#` (bytes, not characters: `{#` followed by a
/// combining mark is one character `#\u{61A}` to `String.contains`, but still a tag).
func containsTagOpening(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if previous == UInt8(ascii: "{"), byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#") {
            return true
        }
        previous = byte
    }
    return false
}

/// How many times `for` occurs in the bytes (an upper bound on the template's loops).
func loopCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard bytes.count >= 3 else { return 0 }
    var count = 0
    for index in 0..<(bytes.count - 2)
    where bytes[index] == UInt8(ascii: "f") && bytes[index + 1] == UInt8(ascii: "o") && bytes[index + 2] == UInt8(ascii: "r") {
        count += 1
    }
    return count
}

/// Stops the fuzzer with `message`; libFuzzer saves the input as a crash artefact.
func violated(_ message: String) -> Never {
    fatalError("template invariant violated: \(message)")
}
