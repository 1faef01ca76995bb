import Domain

/// The units a document's measurements are in, for scripts that read them without the numbers.
enum UnitsJSON {
    /// `"units"`: the preset's name, or `"custom"` when a measure was chosen apart from it; and
    /// `"unitSymbols"`: `{"temperature": "°C", "wind": "kn", ...}`, the symbol each measure carries.
    static func members(_ units: Units) -> [String: JSONValue] {
        [
            "units": .string(units.preset?.rawValue ?? "custom"),
            "unitSymbols": .object(
                Dictionary(
                    uniqueKeysWithValues: units.symbols.map { ($0.key.rawValue, JSONValue.string($0.value)) })
            ),
        ]
    }
}
