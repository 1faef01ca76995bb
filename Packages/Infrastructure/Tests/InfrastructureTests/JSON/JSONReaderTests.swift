import Foundation
import Testing

@testable import Infrastructure

struct JSONReaderTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let node = try parse(
            #" { "name" : "Côte d’Ivoire", "n": -12.5e1, "zero": 0, "ok": true, "no": false, "x": null, "list": [1, "a", []], "o": {} } "#
        )
        #expect(
            node
                == .object([
                    ("name", .string("Côte d’Ivoire")), ("n", .number(-125)), ("zero", .number(0)),
                    ("ok", .bool(true)), ("no", .bool(false)), ("x", .null),
                    ("list", .array([.number(1), .string("a"), .array([])])), ("o", .object([])),
                ]))
        #expect(node["name"] == .string("Côte d’Ivoire"))
        #expect(node["missing"] == nil)
    }

    @Test func readsEscapesIncludingSurrogatePairs() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(try parse(#""\u00e9\u2019 \ud83c\udf27 end""#) == .string("é’ 🌧 end"))
    }

    @Test(arguments: [
        "", " ", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":1,}", "{a:1}", "\"open", "tru", "nul", "01", "1.",
        ".5", "-", "1e", "+1", "[1]x", "\"a\u{1}b\"", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"",
        "\"\\ud800\\u0041\"",
        "1e999", "NaN", "[", "{",
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
    }

    @Test func refusesNestingBeyondTheLimitWithoutExhaustingTheStack() throws {
        let deep =
            String(repeating: "[", count: JSONReader.maximumDepth + 1)
            + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        let limit =
            String(repeating: "[", count: JSONReader.maximumDepth)
            + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try parse(limit) }
    }

    @Test func saysWhereReadingStopped() {
        #expect(throws: JSONSyntaxError(offset: 3)) { try parse("[1,]") }
    }

    /// Random documents written by Foundation's serializer read back as the same values.
    @Test func agreesWithFoundationOnRandomDocuments() throws {
        var generator = SplitMix(seed: 2026)
        for _ in 0..<300 {
            let value = Self.randomValue(depth: 0, &generator)
            let data = try JSONSerialization.data(withJSONObject: ["v": value], options: [.fragmentsAllowed])
            let parsed = try JSONReader.parse([UInt8](data))
            #expect(
                parsed["v"].map(Self.sorted) == Self.node(value), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    private static func randomValue(depth: Int, _ generator: inout SplitMix) -> Any {
        let pick =
            depth > 3 ? Int.random(in: 0..<4, using: &generator) : Int.random(in: 0..<6, using: &generator)
        switch pick {
        case 0: return Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 64
        case 1: return Bool.random(using: &generator)
        case 2: return NSNull()
        case 3:
            let alphabet = Array("aé’\"\\/\n\t\u{1}🌧 東京zZ0")
            return String(
                (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
        case 4:
            return (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
                randomValue(depth: depth + 1, &generator)
            }
        default:
            var object: [String: Any] = [:]
            for index in 0..<Int.random(in: 0..<4, using: &generator) {
                object["k\(index)"] = randomValue(depth: depth + 1, &generator)
            }
            return object
        }
    }

    /// `node` with every object's members in key order, as Foundation's serializer does not keep one.
    private static func sorted(_ node: JSONNode) -> JSONNode {
        switch node {
        case .object(let members):
            .object(members.sorted { $0.key < $1.key }.map { ($0.key, sorted($0.value)) })
        case .array(let elements): .array(elements.map(sorted))
        default: node
        }
    }

    /// What the reader should make of a Foundation value (object members compared as a set of keys).
    private static func node(_ value: Any) -> JSONNode {
        switch value {
        case let bool as Bool: return .bool(bool)
        case let number as Double: return .number(number)
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let array as [Any]: return .array(array.map(node))
        case let object as [String: Any]:
            return .object(object.keys.sorted().map { ($0, node(object[$0]!)) })
        default: return .null
        }
    }
}

/// A small deterministic generator, so that a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
