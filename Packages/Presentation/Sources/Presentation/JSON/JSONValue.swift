import Domain
import FoundationEssentials

/// A JSON document built by hand, so that absent values are written as `null` rather than left out.
indirect enum JSONValue: Encodable, Equatable {
    case string(String)
    /// A number, written rounded to its decimals (`JSONPrecision`): every number says how precise it is.
    case number(Double, decimals: Int)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value, let decimals):
            try container.encode(JSONPrecision.rounded(value, decimals: decimals))
        case .integer(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }

    /// The document as pretty-printed text with sorted keys, ending with a newline.
    func text() throws(WeatherError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let text = String(decoding: try encoder.encode(self), as: UTF8.self)
            return Self.escapingControlCharacters(Self.collapsingEmptyArrays(text)) + "\n"
        } catch {
            throw .internalFailure(detail: "The JSON output could not be encoded: \(error)")
        }
    }

    /// `text` with each empty array that the pretty printer spreads over lines ("[\n\n  ]") written "[]".
    /// A line break never occurs inside a JSON string, so only arrays are touched.
    static func collapsingEmptyArrays(_ text: String) -> String {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            output.append(input[index])
            index += 1
            guard input[index - 1] == UInt8(ascii: "[") else { continue }
            var end = index
            while end < input.count, " \t\r\n".utf8.contains(input[end]) { end += 1 }
            if end < input.count, input[end] == UInt8(ascii: "]"),
                input[index..<end].contains(UInt8(ascii: "\n"))
            {
                output.append(input[end])
                index = end + 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The document on one line with sorted keys, ending with a newline: one record of a JSON Lines stream.
    func compactText() throws(WeatherError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Self.escapingControlCharacters(String(decoding: try encoder.encode(self), as: UTF8.self))
                + "\n"
        } catch {
            throw .internalFailure(detail: "The JSON output could not be encoded: \(error)")
        }
    }

    /// A latitude or a longitude, to `JSONPrecision.coordinates` decimals.
    static func coordinate(_ degrees: Double) -> JSONValue {
        .number(degrees, decimals: JSONPrecision.coordinates)
    }

    static func optional<T>(_ value: T?, _ transform: (T) -> JSONValue) -> JSONValue {
        value.map(transform) ?? .null
    }

    /// `{"places": […]}`: what every command that prints several places prints, as `list` does.
    static func places(_ items: [JSONValue]) -> JSONValue {
        .object(["places": .array(items)])
    }

    /// An ISO 8601 UTC timestamp with whole seconds, such as "2024-05-01T12:00:00Z".
    static func timestamp(_ date: Date) -> JSONValue {
        .string(timestampText(date))
    }

    /// "2024-05-01T12:00:00Z".
    static func timestampText(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!))
    }

    /// `{"value": …, "unit": "…"}`, the value to its unit's decimals (`JSONPrecision`).
    static func measurement(_ measurement: Domain.Measurement) -> JSONValue {
        .object([
            "value": .number(measurement.value, decimals: JSONPrecision.decimals(unit: measurement.unit)),
            "unit": .string(measurement.unit),
        ])
    }
}
