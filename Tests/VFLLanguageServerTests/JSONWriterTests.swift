import Foundation
import Testing
@testable import VFLLanguageServer

/// The server's JSON writer: what it writes parses back (with Foundation's reader) to the value
/// written, integers and integer arrays included (written without boxing each element, issue
/// 42 §1: a 5 MB document's semantic tokens are five million integers).
@Suite struct JSONWriterTests {
    static func text(_ value: Any) -> String? {
        JSONWriter.data(value).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [0, 7, -7, 10, 99, 100, -100, 1_234_567_890, Int.max, Int.min, Int.max - 1, -1])
    func integersAreWrittenInDecimal(_ integer: Int) {
        #expect(Self.text(integer) == String(integer))
        let negated = integer == Int.min ? 1 : -integer
        #expect(Self.text([integer, 0, negated]) == "[\(integer),0,\(negated)]")
    }

    @Test func semanticTokenDataAndMixedValues() throws {
        var state: UInt64 = 42
        var data: [Int] = []
        for _ in 0..<10_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            data.append(Int(truncatingIfNeeded: state >> 20) % 100_000)
        }
        let message: [String: Any] = [
            "jsonrpc": "2.0", "id": 3, "result": ["data": data] as [String: Any],
            "mixed": [1, "two", 3.5, true, NSNull(), [Int](), [4, 5] as [Int], ["a": -6] as [String: Any]] as [Any],
        ]
        let bytes = try #require(JSONWriter.data(message))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(((parsed["result"] as? [String: Any])?["data"] as? [Int]) == data)
        #expect(parsed["id"] as? Int == 3)
        #expect(Self.text(message["mixed"]!) == #"[1,"two",3.5,true,null,[],[4,5],{"a":-6}]"#)
        #expect(Self.text([] as [Int]) == "[]")
    }
}
