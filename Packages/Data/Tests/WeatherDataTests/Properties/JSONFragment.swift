import PropertyBased

/// A piece of JSON text for generated replies: any type where the API promises a number, and so on.
enum JSONFragment: Sendable, CustomStringConvertible {
    case missing
    case text(String)

    var description: String {
        switch self {
        case .missing: "(missing)"
        case .text(let text): text
        }
    }

    /// `{"a": 1, ...}` leaving out the missing members.
    static func object(_ members: [(String, JSONFragment)]) -> JSONFragment {
        let present = members.compactMap { name, value -> String? in
            guard case .text(let text) = value else { return nil }
            return "\"\(name)\":\(text)"
        }
        return .text("{" + present.joined(separator: ",") + "}")
    }

    /// A number in `plausible`, most of the time, else something a careless server might send instead.
    static func number(_ plausible: ClosedRange<Double>) -> Generator<JSONFragment, AnySequence<Any>> {
        Gen.frequency(
            (6, Gen.double(in: plausible).map { JSONFragment.text("\($0)") }.eraseToAny()),
            (1, Gen<JSONFragment?>.element(of: oddValues).map { $0! }.eraseToAny()),
            (1, Gen.double(in: -1e6...1e6).map { JSONFragment.text("\($0)") }.eraseToAny())
        ).eraseToAny()
    }

    /// A whole number in `plausible`, most of the time, else an odd value.
    static func integer(_ plausible: ClosedRange<Int>) -> Generator<JSONFragment, AnySequence<Any>> {
        Gen.frequency(
            (6, Gen.int(in: plausible).map { JSONFragment.text("\($0)") }.eraseToAny()),
            (1, Gen<JSONFragment?>.element(of: oddValues).map { $0! }.eraseToAny()),
            (1, Gen.double(in: -1e6...1e6).map { JSONFragment.text("\($0)") }.eraseToAny())
        ).eraseToAny()
    }

    static let oddValues: [JSONFragment] = [
        .missing, .text("null"), .text("\"12\""), .text("true"), .text("[]"), .text("{}"), .text("-0"),
        .text("1e400"), .text("-1e400"), .text("1e-400"), .text("99999999999999999999"), .text("-273.15"),
    ]

    /// A string most of the time, hostile characters included, else an odd value.
    static let string: Generator<JSONFragment, AnySequence<Any>> = Gen.frequency(
        (
            6,
            Gen<String?>.element(of: ["\"Clouds\"", "\"\\u001b[31mred\"", "\"\"", "\"東京\"", "\"a\\u0000b\""])
                .map {
                    JSONFragment.text($0!)
                }.eraseToAny()
        ),
        (1, Gen<JSONFragment?>.element(of: oddValues).map { $0! }.eraseToAny())
    ).eraseToAny()
}
