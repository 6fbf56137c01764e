import Foundation

/// Writes the server's outgoing messages as JSON in one pass over the values, into one byte
/// buffer. (Foundation's `JSONSerialization` on Linux spent most of the first diagnostics of a
/// 96 KB line, 16,000 warnings with their notes, on writing them.) Keys are sorted, so a
/// message's text is the same every time.
enum JSONWriter {
    /// The JSON text of `value`, or `nil` when it holds something JSON has no form for.
    static func data(_ value: Any) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        return write(value, into: &output) ? output : nil
    }

    private static func write(_ value: Any, into output: inout [UInt8]) -> Bool {
        // Swift's own types first: a cast of a Swift dictionary to a class (`is NSNull`,
        // `as? NSNumber`) bridges the whole of it to Foundation, at every level.
        // An `Int` first (most values of a message: positions, and the semantic tokens' data),
        // and a whole `[Int]` at once: each element of an `[Int]` read as `Any` would be boxed
        // and tried against every case below (a 5 MB document's 5 million token numbers took
        // seconds).
        if type(of: value) == Int.self {
            writeInteger(value as! Int, into: &output)
            return true
        }
        if let integers = value as? [Int], type(of: value) == [Int].self {
            output.append(UInt8(ascii: "["))
            for (index, integer) in integers.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeInteger(integer, into: &output)
            }
            output.append(UInt8(ascii: "]"))
            return true
        }
        switch value {
        case let string as String:
            writeString(string, into: &output)
        case let object as [String: Any]:
            output.append(UInt8(ascii: "{"))
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                guard write(object[key]!, into: &output) else { return false }
            }
            output.append(UInt8(ascii: "}"))
        case let array as [Any]:
            output.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                guard write(element, into: &output) else { return false }
            }
            output.append(UInt8(ascii: "]"))
        default:
            if let truth = value as? Bool, type(of: value) == Bool.self {
                output += Array((truth ? "true" : "false").utf8)
            } else if let number = value as? Int, type(of: value) == Int.self {
                output += Array(String(number).utf8)
            } else if let number = value as? Double, type(of: value) == Double.self {
                writeNumber(number, into: &output)
            } else if value is NSNull {
                output += Array("null".utf8)
            } else if let number = value as? NSNumber {
                // A number parsed from a client's message (an id): JSON's booleans have C's `char` type.
                if String(cString: number.objCType) == "c" {
                    output += Array((number.boolValue ? "true" : "false").utf8)
                } else if let integer = value as? Int {
                    output += Array(String(integer).utf8)
                } else {
                    writeNumber(number.doubleValue, into: &output)
                }
            } else {
                return false
            }
        }
        return true
    }

    /// The decimal digits of `integer`, without making a String.
    private static func writeInteger(_ integer: Int, into output: inout [UInt8]) {
        if integer < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            output.append(contentsOf: buffer[(20 - count)...])
        }
    }

    private static func writeNumber(_ number: Double, into output: inout [UInt8]) {
        if !number.isFinite {
            output += Array("null".utf8)
        } else if number.rounded() == number, abs(number) < 1e15 {
            output += Array(String(Int(number)).utf8)
        } else {
            output += Array("\(number)".utf8)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F:
                output += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
